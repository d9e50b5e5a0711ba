// FinOps maturity quiz (SPEC §3 "Quiz question", §4 "Quiz", §9 "Maturity quiz"): questions,
// scoring, levels, recommendations and the step helpers. Options are valued 1 (least) to 5.

export const QUIZ_CATEGORIES = [
  'Visibility & Allocation',
  'Optimization',
  'Governance',
  'Forecasting',
  'Decision Making',
  'Tools & Automation',
  'Culture & Collaboration',
  'Metrics & Reporting',
] as const;

type QuizCategory = (typeof QUIZ_CATEGORIES)[number];
type QuizValue = 1 | 2 | 3 | 4 | 5;

interface QuizOption {
  readonly value: QuizValue;
  readonly label: string;
}

export interface QuizQuestion {
  readonly id: number;
  readonly category: QuizCategory;
  readonly question: string;
  readonly options: readonly QuizOption[];
}

export interface QuizAnswer {
  questionId: number;
  value: number;
}

export const QUIZ_LENGTH = 8;
const QUIZ_OPTION_MAX = 5;
export const QUIZ_MAX_SCORE = QUIZ_LENGTH * QUIZ_OPTION_MAX;

function options(labels: readonly [string, string, string, string, string]): readonly QuizOption[] {
  return labels.map((label, index) => ({ value: (index + 1) as QuizValue, label }));
}

/** One question per category, ids 1-8 in category order. */
export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  {
    id: 1,
    category: 'Visibility & Allocation',
    question: 'How much of your cloud spend can you attribute to a team, product or cost center?',
    options: options([
      'Very little: we only see the total on the monthly invoice.',
      'Some: a few accounts or projects map to teams, but most spend is unallocated.',
      'About half: a tagging standard exists, but coverage is patchy and shared costs are not split.',
      'Most: tags and account structure allocate the majority of spend, and shared costs are split by an agreed rule.',
      'Nearly all: enforced tagging allocates over 90% of spend, shared costs included, and every team sees its own costs daily.',
    ]),
  },
  {
    id: 2,
    category: 'Optimization',
    question: 'How do you find and act on savings such as rightsizing, idle resources and commitment discounts?',
    options: options([
      'We do not: resources are rarely reviewed once they are running.',
      'Ad hoc: someone cleans up when the bill spikes.',
      'A few times a year we rightsize and buy some reserved instances or savings plans.',
      'Every month owners review recommendations and act on them, and commitment coverage is tracked.',
      'Continuously: rightsizing, scheduling and commitment purchases are largely automated against coverage and utilization targets.',
    ]),
  },
  {
    id: 3,
    category: 'Governance',
    question: 'What policies control how cloud resources are provisioned and paid for?',
    options: options([
      'None: anyone with access can launch anything.',
      'Informal guidelines exist, but nothing checks them.',
      'Tagging and budget policies are documented and checked by hand.',
      'Policies are enforced at provisioning time (required tags, allowed instance types), with budget alerts for each team.',
      'Policy as code guards every account, exceptions are approved and tracked, and each budget has an owner and an escalation path.',
    ]),
  },
  {
    id: 4,
    category: 'Forecasting',
    question: 'How do you forecast your cloud spend?',
    options: options([
      'We do not: the budget is last year\u2019s bill plus a guess.',
      'Finance extrapolates from recent invoices once a year.',
      'Quarterly forecasts from historical trends, with variances explained after the fact.',
      'Forecasts per team based on business drivers, agreed by finance and engineering and updated monthly.',
      'Rolling driver-based forecasts that include planned changes, with variance kept within an agreed tolerance.',
    ]),
  },
  {
    id: 5,
    category: 'Decision Making',
    question: 'How much do cloud costs influence architecture and product decisions?',
    options: options([
      'Not at all: cost is discovered after deployment.',
      'Only when the bill becomes a problem.',
      'Large projects get a cost estimate before they start.',
      'Engineers weigh cost alongside performance and reliability in design reviews, using unit cost data.',
      'Unit economics (cost per customer, transaction or feature) drive trade-offs and investment decisions across the business.',
    ]),
  },
  {
    id: 6,
    category: 'Tools & Automation',
    question: 'Which tools support your cloud cost management?',
    options: options([
      'Only the provider\u2019s invoice or billing console.',
      'Spreadsheets built from billing exports.',
      'The provider\u2019s native cost tools (cost explorer, budgets), used by a few people.',
      'A dedicated cost platform with shared dashboards, anomaly detection and alerts.',
      'Integrated tooling that automates tagging, scheduling, anomaly response and commitment management, wired into CI/CD and ticketing.',
    ]),
  },
  {
    id: 7,
    category: 'Culture & Collaboration',
    question: 'How do finance, engineering and business teams work together on cloud costs?',
    options: options([
      'They do not: cloud cost is seen as IT\u2019s problem.',
      'Finance asks questions when the bill surprises someone.',
      'A central team or champion coordinates cost work through occasional meetings.',
      'A cross-functional FinOps team meets regularly, and engineering teams own their budgets.',
      'Cost accountability is part of every team\u2019s routine, backed by shared goals, training and recognition for savings.',
    ]),
  },
  {
    id: 8,
    category: 'Metrics & Reporting',
    question: 'Which cost metrics do you report, and to whom?',
    options: options([
      'Nothing beyond the total monthly bill.',
      'Monthly spend by service or account, shared with finance.',
      'Spend by team against budget, reported monthly to managers.',
      'KPIs such as commitment coverage, waste and forecast accuracy on dashboards every team can see.',
      'Unit cost metrics tied to business outcomes, reviewed by leadership alongside revenue and margin.',
    ]),
  },
];

export type MaturityLevel = 'Crawl' | 'Walk' | 'Run' | 'Fly';

export interface MaturityBand {
  readonly level: MaturityLevel;
  readonly min: number;
  readonly max: number;
  readonly description: string;
}

/** SPEC §4 "Maturity levels by total score", inclusive bounds. */
export const MATURITY_BANDS: readonly MaturityBand[] = [
  {
    level: 'Crawl',
    min: 8,
    max: 16,
    description:
      'Early adoption: you have basic visibility into cloud costs and limited optimization. The priority is to see and allocate spend.',
  },
  {
    level: 'Walk',
    min: 17,
    max: 24,
    description:
      'Developing capabilities: costs are increasingly visible and allocated, and optimization is becoming a regular habit rather than a one-off.',
  },
  {
    level: 'Run',
    min: 25,
    max: 32,
    description:
      'Established practice: teams own their costs, optimization runs on a cadence and cost informs decisions across the organization.',
  },
  {
    level: 'Fly',
    min: 33,
    max: 40,
    description: 'Advanced: FinOps is embedded in how you build and run, with automation, unit economics and continuous optimization.',
  },
];

export const QUIZ_BENCHMARKS = { industryAverage: 22, topPerformers: 35, similarCompanies: 19 } as const;

function bandOf(score: number): MaturityBand {
  // Out of range (an incomplete quiz, 0, 41, a fraction) falls back to Crawl (SPEC §4).
  return MATURITY_BANDS.find((band) => score >= band.min && score <= band.max) ?? MATURITY_BANDS[0];
}

export function maturityLevel(score: number): MaturityLevel {
  return bandOf(score).level;
}

function maturityDescription(score: number): string {
  return bandOf(score).description;
}

/** Five per list, chosen by total score: at most 16; 17-24; 25-32; above 32. */
export const QUIZ_RECOMMENDATIONS: Readonly<Record<MaturityLevel, readonly string[]>> = {
  Crawl: [
    'Turn on detailed billing exports (AWS Cost and Usage Report, Azure Cost Management exports or the Google Cloud billing export to BigQuery) so every line of spend can be analyzed.',
    'Define a mandatory tagging standard (owner, environment, application, cost center) and apply it to your 20 largest cost drivers first.',
    'Set a monthly budget with alerts at 80% and 100% for every account, subscription or project.',
    'Run a one-off cleanup of idle instances, unattached volumes, old snapshots and unused IP addresses.',
    'Name an executive sponsor and a FinOps champion, and hold a monthly cost review with finance and engineering.',
  ],
  Walk: [
    'Publish monthly showback reports so every team sees its own spend, and aim to allocate at least 80% of costs.',
    'Review rightsizing recommendations every month and switch off non-production environments outside working hours.',
    'Cover your steady baseline usage with reserved instances or savings plans, starting with one-year terms.',
    'Enable cost anomaly detection and route alerts to the owning team\u2019s channel, not a shared inbox.',
    'Replace annual extrapolation with quarterly forecasts built by finance and engineering together.',
  ],
  Run: [
    'Move from showback to chargeback for teams with reliable allocation, including an agreed split of shared costs.',
    'Define unit cost metrics such as cost per customer or per transaction and track them next to total spend.',
    'Enforce tagging and provisioning guardrails as policy as code in your deployment pipelines.',
    'Manage commitments as a portfolio with coverage and utilization targets reviewed every month.',
    'Add cost estimates to architecture reviews and pull requests so engineers see the impact before they deploy.',
  ],
  Fly: [
    'Automate commitment purchases and rightsizing within agreed guardrails, keeping a human approval for large changes.',
    'Feed unit economics into pricing and margin decisions and report them to leadership alongside revenue.',
    'Adopt the FinOps Open Cost and Usage Specification (FOCUS) to compare billing data across clouds and SaaS vendors.',
    'Extend your FinOps practice to SaaS licenses, data platforms and AI workloads.',
    'Benchmark against peers every year and share your practices through internal training and the FinOps community.',
  ],
};

export function recommendationsFor(score: number): readonly string[] {
  if (score <= 16) return QUIZ_RECOMMENDATIONS.Crawl;
  if (score <= 24) return QUIZ_RECOMMENDATIONS.Walk;
  if (score <= 32) return QUIZ_RECOMMENDATIONS.Run;
  return QUIZ_RECOMMENDATIONS.Fly;
}

interface CategoryScore {
  /** A QuizCategory; a plain string in a stored result. */
  category: string;
  score: number;
  max: number;
}

export interface QuizResult {
  score: number;
  maxScore: number;
  level: MaturityLevel;
  description: string;
  categoryScores: CategoryScore[];
  recommendations: string[];
}

function isValidAnswer(answer: QuizAnswer): boolean {
  return (
    QUIZ_QUESTIONS.some((question) => question.id === answer.questionId) &&
    Number.isInteger(answer.value) &&
    answer.value >= 1 &&
    answer.value <= QUIZ_OPTION_MAX
  );
}

/**
 * Sums the answers. Answers to unknown questions or with values outside 1-5 are ignored,
 * the last answer to a question wins, and an unanswered question scores 0.
 */
export function scoreQuiz(answers: readonly QuizAnswer[]): QuizResult {
  const byQuestion = new Map<number, number>();
  for (const answer of answers) {
    if (isValidAnswer(answer)) byQuestion.set(answer.questionId, answer.value);
  }
  const categoryScores = QUIZ_QUESTIONS.map((question) => ({ category: question.category, score: byQuestion.get(question.id) ?? 0 }));
  return quizResultOf(
    categoryScores.reduce((sum, category) => sum + category.score, 0),
    categoryScores,
  );
}

/**
 * The whole result from a total and the category scores: the quiz computes them, the admin's
 * lead detail reads them from the stored tool results (level, description and recommendations
 * follow from the total by the same rule).
 */
export function quizResultOf(score: number, categoryScores: readonly { category: string; score: number }[]): QuizResult {
  return {
    score,
    maxScore: QUIZ_MAX_SCORE,
    level: maturityLevel(score),
    description: maturityDescription(score),
    categoryScores: categoryScores.map(({ category, score: points }) => ({ category, score: points, max: QUIZ_OPTION_MAX })),
    recommendations: [...recommendationsFor(score)],
  };
}

// Step helpers for the quiz UI (SPEC §4 "Quiz"): index 0-7.

/** Progress bar width in percent while question `index` is shown: (index + 1) / 8 x 100. */
export function progressPercent(index: number): number {
  return ((index + 1) / QUIZ_LENGTH) * 100;
}

/** Next / Complete Assessment is enabled once the current question has an answer. */
export function canProceed(answers: readonly QuizAnswer[], questionId: number): boolean {
  return answers.some((answer) => answer.questionId === questionId);
}

/** The value chosen earlier for a question, to pre-select it when navigating back. */
export function answerFor(answers: readonly QuizAnswer[], questionId: number): number | undefined {
  return answers.find((answer) => answer.questionId === questionId)?.value;
}

/** Records (or replaces) the answer to one question, keeping the others. */
export function recordAnswer(answers: readonly QuizAnswer[], questionId: number, value: number): QuizAnswer[] {
  return [...answers.filter((answer) => answer.questionId !== questionId), { questionId, value }];
}

export function isFirstQuestion(index: number): boolean {
  return index <= 0;
}

/** On the last question the button reads 'Complete Assessment'. */
export function isLastQuestion(index: number): boolean {
  return index >= QUIZ_LENGTH - 1;
}
