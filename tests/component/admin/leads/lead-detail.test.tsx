// The lead detail screen (issue 14) in its four states, and the attached tool results drawn by the
// public tools' own result components (not as labelled lines) for each tool kind.
import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { AdminLeadDocument, AdminUpdateLeadDocument } from '../../../../web/src/graphql/generated';
import { contactLead, LEAD_ID, leadAnswer, renderLeadDetail } from './lead-fixtures';

const calculatorInputs = { monthlySpend: 20000, cloudProvider: 'aws', industry: 'technology', finopsMaturity: 'beginner' };

async function toolSection() {
  return screen.findByRole('region', { name: 'Tool results' }, { timeout: 5000 });
}

describe('lead detail: states', () => {
  it('shows a skeleton while loading, then the lead', async () => {
    const { container } = renderLeadDetail([leadAnswer(contactLead(null), 30)]);
    expect(container.querySelector('.ant-skeleton')).not.toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: /Ada Lovelace/ }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Tool results' })).toBeNull();
    // Issue 32: where the visit came from, in one sentence.
    expect(
      screen.getByText("Came from the newsletter campaign 'nov', landed on /calculator, used the calculator, 6 min to lead"),
    ).toBeTruthy();
  });

  it('says why when the query fails', async () => {
    renderLeadDetail([
      { request: { query: AdminLeadDocument, variables: { kind: 'CONTACT', id: LEAD_ID } }, error: new Error('Network down') },
    ]);
    expect(await screen.findByText(/Network down|Could not load the lead/)).toBeTruthy();
  });

  it('shows "Lead not found" for an erased lead', async () => {
    renderLeadDetail([
      {
        request: { query: AdminLeadDocument, variables: { kind: 'CONTACT', id: LEAD_ID } },
        result: { errors: [new GraphQLError('Lead not found.', { extensions: { code: 'NOT_FOUND' } })] },
      },
    ]);
    expect(await screen.findByText('Lead not found')).toBeTruthy();
  });

  it('says so when a save is refused for no field (the session ended elsewhere), instead of nothing', async () => {
    renderLeadDetail([
      leadAnswer(contactLead(null)),
      {
        request: {
          query: AdminUpdateLeadDocument,
          variables: { kind: 'CONTACT', id: LEAD_ID, input: { status: 'NEW', ownerId: null, labels: ['enterprise'] } },
        },
        result: { errors: [new GraphQLError('You must be signed in as an administrator.', { extensions: { code: 'UNAUTHENTICATED' } })] },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Save pipeline' }, { timeout: 5000 }));
    expect(await screen.findByText('You must be signed in as an administrator.', undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('shows "Lead not found" for a kind that does not exist', async () => {
    renderLeadDetail([], `/admin/leads/other/${LEAD_ID}`);
    expect(await screen.findByText('Lead not found')).toBeTruthy();
  });
});

describe('lead detail: tool results drawn as on the site', () => {
  it('home calculator: the result card with rate, savings, ROI and payback', async () => {
    const lead = contactLead({
      tool: 'home-calculator',
      summary: 'Savings calculator: $72,000 a year (30%)',
      inputs: calculatorInputs,
      results: { savingsRate: 0.3, annualSavings: 72000, roi: 4.5, paybackMonths: 3 },
    });
    renderLeadDetail([leadAnswer(lead)]);
    const section = await toolSection();
    expect(within(section).getByText('Tool results: Savings calculator (home page)')).toBeTruthy();
    expect(await within(section).findByRole('heading', { name: 'Your Savings Estimate' })).toBeTruthy();
    expect(within(section).getByTestId('savings-rate').textContent).toBe('30%');
    expect(within(section).getByTestId('annual-savings').textContent).toBe('$72,000');
    expect(within(section).getByText(/Based on \$20,000 a month/)).toBeTruthy();
    // What the visitor entered stays as labelled lines; the results are not repeated as lines.
    expect(within(section).getByText('Inputs')).toBeTruthy();
    expect(within(section).queryByText('Results')).toBeNull();
    // The admin draws no site buttons.
    expect(within(section).queryByRole('button', { name: /Download/ })).toBeNull();
  });

  it('calculator page: the five optimization areas with their descriptions', async () => {
    const lead = contactLead({
      tool: 'page-calculator',
      summary: 'Savings calculator: $100,000 a year (35%)',
      inputs: calculatorInputs,
      results: {
        annualSavings: 100000,
        savingsPercent: 35,
        paybackPeriod: 2,
        optimizationAreas: [
          { name: 'Rightsizing', savings: 35000 },
          { name: 'Reserved Instances & Savings Plans', savings: 25000 },
          { name: 'Idle Resource Removal', savings: 20000 },
          { name: 'Storage Optimization', savings: 12000 },
          { name: 'License Optimization', savings: 8000 },
        ],
      },
    });
    renderLeadDetail([leadAnswer(lead)]);
    const section = await toolSection();
    const areas = await within(section).findByRole('list', { name: 'Savings by optimization area' });
    expect(within(areas).getAllByRole('listitem')).toHaveLength(5);
    expect(within(section).getByTestId('area-rightsizing').textContent).toContain('35% of savings.');
    expect(within(section).getByTestId('area-rightsizing').textContent).toContain('Match instance types');
    expect(within(section).getByTestId('savings-percent').textContent).toBe('35%');
  });

  it('simulator: costs, the annual bar and the recommendations', async () => {
    const lead = contactLead({
      tool: 'simulator',
      summary: 'Cost simulator: $300 a month in savings (30.0%) on $1,000',
      inputs: { items: [{ resourceType: 'ec2', quantity: 2, region: 'us-east-1', reserved: false, size: 'large' }], scenario: 'x' },
      results: {
        currentMonthlyCost: 1000,
        optimizedMonthlyCost: 700,
        savingsAmount: 300,
        savingsPercentage: 30,
        annualSavings: 3600,
        recommendations: ['Buy reserved instances for steady EC2 usage.'],
      },
    });
    renderLeadDetail([leadAnswer(lead)]);
    const section = await toolSection();
    expect(await within(section).findByRole('heading', { name: 'Projected Annual Savings' })).toBeTruthy();
    expect(within(section).getByTestId('current-cost').textContent).toContain('1,000');
    expect(within(section).getByTestId('optimized-cost').textContent).toContain('700');
    expect(within(section).getByTestId('annual-bar').getAttribute('style')).toContain('width: 30%');
    expect(within(section).getByText('Buy reserved instances for steady EC2 usage.')).toBeTruthy();
  });

  it('maturity quiz: the level among the four stages, category bars and next steps', async () => {
    const categoryScores = ['Visibility & Allocation', 'Optimization', 'Governance', 'Forecasting'].map((category) => ({
      category,
      score: 3,
    }));
    const lead = contactLead({
      tool: 'maturity-assessment',
      summary: 'Maturity assessment: Walk level, 20/40',
      inputs: { answers: [{ questionId: 1, category: 'Optimization', value: 3 }] },
      results: { score: 20, maxScore: 40, level: 'Walk', categoryScores },
    });
    renderLeadDetail([leadAnswer(lead)]);
    const section = await toolSection();
    expect(await within(section).findByRole('heading', { name: 'Your FinOps maturity: Walk' })).toBeTruthy();
    const stages = within(section).getByRole('list', { name: 'Maturity stages' });
    expect(within(stages).getByText('Walk').getAttribute('aria-current')).toBe('step');
    expect(within(section).getByTestId('quiz-score').textContent).toContain('20 / 40');
    expect(within(within(section).getByRole('list', { name: /Score by category/ })).getAllByRole('listitem')).toHaveLength(4);
    expect(within(section).getByText(/Publish monthly showback reports/)).toBeTruthy();
  });

  it('results of an unknown shape stay labelled lines', async () => {
    const lead = contactLead({ tool: 'simulator', summary: 'Old page', results: { monthly: 12 } });
    renderLeadDetail([leadAnswer(lead)]);
    const section = await toolSection();
    expect(within(section).getByText('Results')).toBeTruthy();
    expect(within(section).getByText('Monthly')).toBeTruthy();
    expect(within(section).queryByRole('heading', { name: 'Projected Annual Savings' })).toBeNull();
  });
});
