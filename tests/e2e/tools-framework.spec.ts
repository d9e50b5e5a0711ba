// SPEC §2 'Interactive framework page', §4 'Framework page': tooltips, one selection at a time
// across both diagrams, close button, independent animation toggles, keyboard.
import { expect, test, type Locator } from '@playwright/test';
import { openBeforeHydration, openTool } from './tools-support';
import { bestPractices } from './support';

// The wheel turning, as most visitors see it (the config asks for reduced motion; the last describe
// asks for it again).
test.use({ reducedMotion: 'no-preference' });

// Long journeys on a shared, busy machine: more room than the 30 s default.
test.describe.configure({ timeout: 90_000 });

const PHASES = ['Understand / Inform / Plan', 'Execute Change', 'Operate and Monitor', 'Business Integration'];

/**
 * The tooltip `trigger` has open: visible, with this text, and the one its aria-describedby
 * names (antd sets that only while open). Not "the only tooltip on the page": a tooltip left by
 * the pointer or by focus fades out for a moment while the next one opens (two visible), and a
 * pointer standing still can find a button moving under it.
 */
async function expectTooltip(trigger: Locator, text: string): Promise<void> {
  await expect(trigger).toHaveAccessibleDescription(text);
  const id = await trigger.getAttribute('aria-describedby');
  await expect(trigger.page().locator(`[id="${id}"]`)).toBeVisible();
}

// One load of /framework; each step is a former test, and leaves the page as it found it.
test('the framework page: parts, tooltips, details, animations and the keyboard', async ({ page }) => {
  test.setTimeout(240_000); // a journey of former tests: their budgets added up
  await openTool(page, '/framework');
  await test.step('has a back link, a title and both diagrams', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Interactive FinOps Framework');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    for (const title of PHASES) await expect(page.getByRole('button', { name: title, exact: true })).toBeVisible();
    await expect(page.locator('.fw-principle')).toHaveCount(6);
    expect(await page.locator('.fw-principle').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-id')))).toEqual([
      'teams',
      'ownership',
      'value',
      'reporting',
      'decisions',
      'accessible',
    ]);
    // axe's best practices; this state's WCAG A and AA audit is accessibility.spec.ts's (375 and 1280 px).
    expect((await bestPractices(page).include('main').analyze()).violations).toEqual([]);
  });
  await test.step('shows the spec tooltips', async () => {
    const execute = page.getByRole('button', { name: 'Execute Change', exact: true });
    await execute.hover();
    await expectTooltip(execute, 'Click to explore Execute Change');
    await page.mouse.move(0, 0);
    const value = page.locator('.fw-principle[data-id="value"]');
    await value.hover();
    await expectTooltip(value, 'Click to learn about this principle');
    await page.mouse.move(0, 0);
  });
  await test.step('opens one item at a time and closes it by a second click or the close button', async () => {
    const inform = page.getByRole('button', { name: 'Understand / Inform / Plan', exact: true });
    const lifecyclePanel = page.locator('#framework-lifecycle-detail');
    const principlesPanel = page.locator('#framework-principles-detail');

    await inform.click();
    await expect(inform).toHaveAttribute('aria-expanded', 'true');
    await expect(lifecyclePanel.getByRole('heading', { name: 'Understand / Inform / Plan' })).toBeVisible();
    await expect(lifecyclePanel.getByRole('heading', { name: 'Key activities' })).toBeVisible();
    await expect(lifecyclePanel.getByRole('heading', { name: 'Recommended tools' })).toBeVisible();

    // Another phase replaces it.
    const operate = page.getByRole('button', { name: 'Operate and Monitor', exact: true });
    await operate.click();
    await expect(inform).toHaveAttribute('aria-expanded', 'false');
    await expect(lifecyclePanel.getByRole('heading', { name: 'Operate and Monitor' })).toBeVisible();

    // A principle replaces the phase: one selection across both sections.
    const teams = page.locator('.fw-principle[data-id="teams"]');
    await teams.click();
    await expect(operate).toHaveAttribute('aria-expanded', 'false');
    await expect(lifecyclePanel.getByRole('heading', { level: 3 })).toHaveCount(0);
    await expect(teams).toHaveAttribute('aria-expanded', 'true');
    await expect(principlesPanel.getByRole('heading', { name: 'Teams Need to Collaborate' })).toBeVisible();
    await expect(principlesPanel.getByRole('heading', { name: 'Best practices' })).toBeVisible();
    await expect(page.locator('[aria-expanded="true"].fw-phase, [aria-expanded="true"].fw-principle')).toHaveCount(1);

    // A second click closes it.
    await teams.click();
    await expect(teams).toHaveAttribute('aria-expanded', 'false');
    await expect(principlesPanel.getByRole('heading', { level: 3 })).toHaveCount(0);

    // The close button closes it and gives focus back to the item.
    await inform.click();
    await lifecyclePanel.getByRole('button', { name: 'Close details' }).click();
    await expect(inform).toHaveAttribute('aria-expanded', 'false');
    await expect(inform).toBeFocused();
  });
  await test.step('toggles the two animations independently', async () => {
    const cycle = page.getByRole('button', { name: 'Animate Cycle' });
    const principles = page.getByRole('button', { name: 'Animate Principles' });
    await cycle.click();
    await expect(page.getByRole('button', { name: 'Pause Animation' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Animate Principles' })).toBeVisible();
    await expect(page.getByTestId('lifecycle-diagram')).toHaveClass(/is-animating/);
    await expect(page.getByTestId('principles-diagram')).not.toHaveClass(/is-animating/);

    await principles.click();
    await expect(page.getByRole('button', { name: 'Stop Pulsing' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pause Animation' })).toBeVisible();

    await page.getByRole('button', { name: 'Pause Animation' }).click();
    await expect(page.getByRole('button', { name: 'Animate Cycle' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Stop Pulsing' })).toBeVisible();
    await expect(page.getByTestId('lifecycle-diagram')).not.toHaveClass(/is-animating/);
    await expect(page.getByTestId('principles-diagram')).toHaveClass(/is-animating/);

    await page.getByRole('button', { name: 'Stop Pulsing' }).click();
    await expect(page.getByRole('button', { name: 'Animate Principles' })).toBeVisible();
  });
  await test.step('the cycle turns once every 30 seconds', async () => {
    await page.getByRole('button', { name: 'Animate Cycle' }).click();
    const orbit = page.locator('.fw-cycle__orbit');
    await page.mouse.move(0, 0); // the wheel holds still under the pointer
    await expect(orbit).toHaveCSS('animation-name', 'fw-spin');
    await expect(orbit).toHaveCSS('animation-duration', '30s');
    await expect(orbit).toHaveCSS('animation-iteration-count', 'infinite');
    await expect(orbit).toHaveCSS('animation-play-state', 'running');
    // Back to still, as the next step expects.
    await page.getByRole('button', { name: 'Pause Animation' }).click();
    await expect(page.getByRole('button', { name: 'Animate Cycle' })).toBeVisible();
  });
  await test.step('works by keyboard: Tab, Enter and Space', async () => {
    await page.mouse.move(0, 0); // a keyboard user's pointer hovers no button of the diagrams
    await page.getByRole('button', { name: 'Animate Cycle' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Pause Animation' })).toBeFocused();
    await page.keyboard.press('Tab');
    const inform = page.getByRole('button', { name: 'Understand / Inform / Plan', exact: true });
    await expect(inform).toBeFocused();
    await expectTooltip(inform, 'Click to explore Understand / Inform / Plan');
    await page.keyboard.press('Enter');
    await expect(inform).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    const execute = page.getByRole('button', { name: 'Execute Change', exact: true });
    await expect(execute).toBeFocused();
    await page.keyboard.press('Space');
    await expect(execute).toHaveAttribute('aria-expanded', 'true');
    await expect(inform).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(execute).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the wheel stays still and says so', async ({ page }) => {
    await openTool(page, '/framework');
    await page.getByRole('button', { name: 'Animate Cycle' }).click();
    await expect(page.getByText('Your device asks for reduced motion, so the wheel stays still.')).toBeVisible();
    await expect(page.locator('.fw-cycle__orbit')).toHaveCSS('animation-name', 'none');
  });
});

test('a phase clicked before the scripts have loaded opens once they have (issue 34)', async ({ page }) => {
  const app = await openBeforeHydration(page, '/framework');
  const inform = page.getByRole('button', { name: 'Understand / Inform / Plan', exact: true });
  await inform.click();
  await app.release();
  await expect(inform).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#framework-lifecycle-detail').getByRole('heading', { name: 'Understand / Inform / Plan' })).toBeVisible();
});
