// SPEC §2 'Maturity assessment', §4 'Quiz', §9 'Maturity quiz': the quiz by keyboard, end to end.
import { expect, test, type Page } from '@playwright/test';
import { handedOff, openBeforeHydration, openTool } from './tools-support';
import { bestPractices } from './support';

// Long journeys on a shared, busy machine: more room than the 30 s default.
test.describe.configure({ timeout: 90_000 });

/** Tab from the question heading to its options and pick `value` (1-5) with the arrow keys. */
async function answer(page: Page, value: number): Promise<void> {
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio').first()).toBeFocused();
  await page.keyboard.press('Space');
  for (let step = 1; step < value; step++) await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio').nth(value - 1)).toBeChecked();
}

/** Tab to the primary button (past Previous when it is enabled) and press Enter. */
async function pressForward(page: Page, label: 'Next' | 'Complete Assessment'): Promise<void> {
  const button = page.getByRole('button', { name: label });
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.keyboard.press('Tab');
    if (await button.evaluate((element) => element.matches(':focus'))) break;
  }
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
}

// One load of the assessment; each step is a former test ('Take Assessment Again' brings the
// quiz back to question 1, where the last step starts).
test('the assessment: intro, a keyboard run with result and restart, and the hand-off', async ({ page }) => {
  test.setTimeout(180_000); // a journey of former tests: their budgets added up
  await openTool(page, '/maturity-assessment');
  await test.step('opens with the intro, a back link and question 1', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('FinOps Maturity Assessment');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByTestId('quiz-progress')).toHaveText('Question 1 of 8');
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '12.5');
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(page.getByRole('radio')).toHaveCount(5);
    expect(await page.evaluate('window.scrollY')).toBe(0);
    // axe's best practices; this state's WCAG A and AA audit is accessibility.spec.ts's (375 and 1280 px).
    expect((await bestPractices(page).include('main').analyze()).violations).toEqual([]);
  });
  await test.step('runs end to end by keyboard, keeps answers, shows the result and restarts', async () => {
    // Values 3,3,3,3,3,3,2,2 = 22: Walk.
    const values = [3, 3, 3, 3, 3, 3, 2, 2];

    await page.getByRole('heading', { level: 2 }).first().focus();
    await answer(page, values[0]);
    await pressForward(page, 'Next');
    await expect(page.getByTestId('quiz-progress')).toHaveText('Question 2 of 8');
    await expect(page.locator('#mq-question')).toBeFocused();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await answer(page, values[1]);
    await pressForward(page, 'Next');
    await expect(page.getByTestId('quiz-progress')).toHaveText('Question 3 of 8');
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '37.5');

    // Back twice: earlier answers are pre-selected; forward again keeps them.
    await page.keyboard.press('Tab'); // first option
    await page.keyboard.press('Tab'); // Previous
    await expect(page.getByRole('button', { name: 'Previous' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('quiz-progress')).toHaveText('Question 2 of 8');
    await expect(page.getByRole('radio').nth(values[1] - 1)).toBeChecked();
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
    await page.getByRole('button', { name: 'Previous' }).press('Enter');
    await expect(page.getByTestId('quiz-progress')).toHaveText('Question 1 of 8');
    await expect(page.getByRole('radio').nth(values[0] - 1)).toBeChecked();
    await page.getByRole('button', { name: 'Next' }).press('Enter');
    await expect(page.getByRole('radio').nth(values[1] - 1)).toBeChecked();
    await page.getByRole('button', { name: 'Next' }).press('Enter');
    await expect(page.getByTestId('quiz-progress')).toHaveText('Question 3 of 8');

    await page.locator('#mq-question').focus();
    for (let index = 2; index < 8; index++) {
      await answer(page, values[index]);
      await pressForward(page, index === 7 ? 'Complete Assessment' : 'Next');
    }

    await expect(page.getByRole('heading', { name: 'Your FinOps maturity: Walk' })).toBeVisible();
    await expect(page.getByTestId('quiz-score')).toHaveText('Total score: 22 / 40');
    await expect(page.getByText(/^Developing capabilities/)).toBeVisible();
    const categories = page.getByRole('list', { name: 'Score by category, out of 5' }).getByRole('listitem');
    await expect(categories).toHaveCount(8);
    await expect(categories.first()).toContainText('Visibility & Allocation');
    await expect(categories.first()).toContainText('3 / 5');
    await expect(categories.last()).toContainText('Metrics & Reporting');
    await expect(categories.last()).toContainText('2 / 5');
    const benchmarks = page.getByRole('list', { name: /compared with benchmarks/ });
    await expect(benchmarks).toContainText('Your score22 / 40');
    await expect(benchmarks).toContainText('Industry average22 / 40');
    await expect(benchmarks).toContainText('Top performers35 / 40');
    await expect(benchmarks).toContainText('Similar companies19 / 40');
    await expect(page.locator('.mq-recommendations li')).toHaveCount(5);
    // axe's best practices; this state's WCAG A and AA audit is accessibility.spec.ts's (375 and 1280 px).
    expect((await bestPractices(page).include('main').analyze()).violations).toEqual([]);

    await page.getByRole('button', { name: 'Take Assessment Again' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('quiz-progress')).toHaveText('Question 1 of 8');
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
  await test.step('hands the result to the contact form', async () => {
    for (let index = 0; index < 8; index++) {
      await page.getByRole('radio').nth(4).check();
      await page.getByRole('button', { name: index === 7 ? 'Complete Assessment' : 'Next' }).click();
    }
    await expect(page.getByRole('heading', { name: 'Your FinOps maturity: Fly' })).toBeVisible();
    await expect(page.getByTestId('quiz-score')).toHaveText('Total score: 40 / 40');
    await page.getByRole('link', { name: 'Get Your FinOps Roadmap' }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    const handoff = await handedOff(page);
    expect(handoff?.tool).toBe('maturity-assessment');
    expect(handoff?.summary).toBe('Maturity assessment: Fly level, 40/40');
    expect(handoff?.results).toMatchObject({ score: 40, maxScore: 40, level: 'Fly' });
  });
});

test('an answer chosen before the scripts have loaded counts once they have (issue 34)', async ({ page }) => {
  // On a CPU six times slower, as on a loaded CI machine or a cheap phone: the answer can then
  // reach React while it is still committing the quiz, which took it as no change (early-interactions.ts).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  const app = await openBeforeHydration(page, '/maturity-assessment');
  // The server's HTML: the browser checks the radio by itself; nothing else can happen yet.
  await page.getByRole('radio').nth(2).click();
  await expect(page.getByRole('radio').nth(2)).toBeChecked();
  await app.release();
  await expect(page.getByRole('radio').nth(2)).toBeChecked();
  const next = page.getByRole('button', { name: 'Next' });
  // The answer is told to React once it owns the quiz, whose section may hydrate after the heading
  // does (deferred-hydration.ts): on a loaded CI machine that took longer than the default 7 s.
  await expect(next).toBeEnabled({ timeout: 30_000 });
  await next.click();
  await expect(page.getByTestId('quiz-progress')).toHaveText('Question 2 of 8');
});
