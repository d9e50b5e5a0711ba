// Content and selection rules of the interactive framework page (SPEC §2 "Interactive framework
// page", §3 "Lifecycle phase" / "Principle", §4 "Framework page"). Pure data: the page only renders it.

/** Degrees clockwise from 12 o'clock: where an item sits on its circular diagram. */
export type DiagramPosition = number;

type PhaseId = 'inform' | 'execute' | 'operate' | 'business';
type PrincipleId = 'teams' | 'ownership' | 'value' | 'reporting' | 'decisions' | 'accessible';

export interface LifecyclePhase {
  readonly id: PhaseId;
  readonly title: string;
  readonly description: string;
  /** Fill of the phase on the diagram; white text on it meets WCAG AA (4.5:1). */
  readonly color: string;
  readonly position: DiagramPosition;
  readonly activities: readonly string[];
  readonly tools: readonly string[];
}

export interface Principle {
  readonly id: PrincipleId;
  readonly title: string;
  /** The short name printed inside the principle's circle. */
  readonly shortTitle: string;
  readonly description: string;
  readonly position: DiagramPosition;
  /** Fill of the circle; white text on it meets WCAG AA (4.5:1). */
  readonly color: string;
  readonly practices: readonly string[];
}

/** One full turn of the lifecycle animation (SPEC §9). */
export const LIFECYCLE_ROTATION_SECONDS = 30;

/** The four phases, clockwise from the top: a continuous loop, each feeding the next. */
export const LIFECYCLE_PHASES: readonly LifecyclePhase[] = [
  {
    id: 'inform',
    title: 'Understand / Inform / Plan',
    description:
      'Build a shared, trusted view of what the cloud costs and who uses it. Allocate spend to teams and products, benchmark it, and turn that visibility into budgets and forecasts that engineering and finance both accept.',
    color: '#0f766e',
    position: 0,
    activities: [
      'Ingest detailed billing data (cost and usage exports) into one place',
      'Define and enforce a tagging and account strategy for cost allocation',
      'Split shared costs such as support, networking and platforms by an agreed rule',
      'Publish showback reports and dashboards for each team',
      'Build budgets and driver-based forecasts with finance',
      'Set unit cost metrics such as cost per customer or per transaction',
    ],
    tools: [
      'AWS Cost and Usage Report with Cost Explorer',
      'Azure Cost Management + Billing exports',
      'Google Cloud Billing export to BigQuery',
      'FOCUS (FinOps Open Cost and Usage Specification) for multi-cloud data',
      'OpenCost or Kubecost for Kubernetes cost allocation',
    ],
  },
  {
    id: 'execute',
    title: 'Execute Change',
    description:
      'Turn insight into savings. Engineers rightsize and clean up resources, the central team buys commitment discounts for steady usage, and architecture changes make workloads cheaper to run without hurting performance.',
    color: '#1d4ed8',
    position: 90,
    activities: [
      'Rightsize over-provisioned instances, databases and containers',
      'Remove idle resources, unattached volumes and stale snapshots',
      'Buy reserved instances, savings plans or committed use discounts for baseline usage',
      'Schedule non-production environments to stop outside working hours',
      'Move infrequently accessed data to cheaper storage tiers',
      'Use spot or preemptible capacity for fault-tolerant workloads',
    ],
    tools: [
      'AWS Compute Optimizer and Trusted Advisor',
      'Azure Advisor',
      'Google Cloud Recommender',
      'Infracost for cost estimates in pull requests',
      'Cloud Custodian for automated clean-up policies',
    ],
  },
  {
    id: 'operate',
    title: 'Operate and Monitor',
    description:
      'Keep the gains. Guardrails, alerts and a regular review rhythm make cost a running concern rather than a yearly project, so regressions and anomalies are caught within days instead of at the next invoice.',
    color: '#6d28d9',
    position: 180,
    activities: [
      'Track budgets with alerts routed to the team that owns the spend',
      'Detect and investigate cost anomalies within a day',
      'Enforce tagging and provisioning guardrails as policy as code',
      'Monitor commitment coverage and utilization against targets',
      'Hold monthly cost reviews with engineering, finance and product',
      'Measure KPIs such as waste, forecast accuracy and unit cost trends',
    ],
    tools: [
      'AWS Budgets and Cost Anomaly Detection',
      'Azure Budgets and cost alerts',
      'Google Cloud budgets and Pub/Sub notifications',
      'Open Policy Agent or cloud-native policy services',
      'A FinOps platform such as Apptio Cloudability or VMware Tanzu CloudHealth',
    ],
  },
  {
    id: 'business',
    title: 'Business Integration',
    description:
      'Connect cloud spend to business outcomes. Unit economics feed pricing, product and investment decisions, cost accountability moves into planning, and FinOps becomes part of how the whole organisation runs rather than a side project.',
    color: '#b45309',
    position: 270,
    activities: [
      'Report unit economics to leadership alongside revenue and margin',
      'Move from showback to chargeback where allocation is reliable',
      'Include cloud cost in product roadmaps and business cases',
      'Align FinOps goals with procurement, sustainability and security',
      'Train teams and recognise the savings they deliver',
    ],
    tools: [
      'Business intelligence dashboards (Power BI, Looker, Tableau)',
      'ERP and financial planning integration for chargeback',
      'Unit economics models built on FOCUS data',
      'FinOps Foundation maturity assessments and training',
    ],
  },
];

/** The six principles, clockwise from the top of the principle diagram. */
export const CORE_PRINCIPLES: readonly Principle[] = [
  {
    id: 'teams',
    title: 'Teams Need to Collaborate',
    shortTitle: 'Collaboration',
    description:
      'Finance, engineering, product and leadership work together in near real time. Cloud cost is a shared problem: engineers understand the financial impact of their choices, and finance understands how the cloud is bought and used.',
    position: 0,
    color: '#0f766e',
    practices: [
      'Form a cross-functional FinOps working group that meets on a fixed cadence',
      'Agree a shared vocabulary for cost terms such as amortised cost and showback',
      'Invite finance to architecture reviews and engineers to budget reviews',
      'Celebrate savings publicly so collaboration is rewarded',
    ],
  },
  {
    id: 'ownership',
    title: 'Everyone Takes Ownership of Their Cloud Usage',
    shortTitle: 'Ownership',
    description:
      'Accountability for spend sits with the teams that create it. Each team has a budget, sees its own costs and is empowered to act on them, treating cost as an efficiency metric alongside performance and reliability.',
    position: 60,
    color: '#1d4ed8',
    practices: [
      'Give every account, project or namespace a named owner',
      'Set a budget per team with alerts routed to that team',
      'Add cost to the definition of done for new services',
      'Let teams keep part of the savings they deliver to reinvest',
    ],
  },
  {
    id: 'value',
    title: 'Business Value Drives Technology Decisions',
    shortTitle: 'Business Value',
    description:
      'The goal is not the lowest bill but the most value per dollar. Decisions weigh cost against speed, quality and revenue, using unit economics rather than total spend to judge whether the cloud is being used well.',
    position: 120,
    color: '#b45309',
    practices: [
      'Define unit metrics such as cost per customer, order or API call',
      'Track unit cost trends, not only total spend',
      'Evaluate trade-offs between cost, speed and quality explicitly',
      'Tie large cloud investments to a business case with expected returns',
    ],
  },
  {
    id: 'reporting',
    title: 'Reports Are Timely and Accurate',
    shortTitle: 'Timely Reports',
    description:
      'Fast feedback loops change behaviour. Cost data is processed and shared as soon as it is available, reconciled with the invoice, and presented so that each audience can act on it the same day.',
    position: 180,
    color: '#be123c',
    practices: [
      'Refresh cost dashboards at least daily from detailed billing data',
      'Reconcile reported costs with invoices every month',
      'Show amortised costs so commitments are spread fairly',
      'Tailor reports to each persona: executives, finance and engineers',
    ],
  },
  {
    id: 'decisions',
    title: 'Decisions Use the Variable Cost Model of the Cloud',
    shortTitle: 'Data-Driven Decisions',
    description:
      'The cloud charges for what you use, so every scaling, sizing and purchasing choice is an ongoing decision. Teams plan for capacity continuously, buy commitments for the steady baseline and keep the rest elastic.',
    position: 240,
    color: '#6d28d9',
    practices: [
      'Scale capacity with demand instead of provisioning for peak',
      'Review rightsizing and commitment recommendations every month',
      'Compare pricing models (on-demand, committed, spot) for each workload',
      'Revisit architecture when usage patterns change',
    ],
  },
  {
    id: 'accessible',
    title: 'A Central Team Makes FinOps Accessible',
    shortTitle: 'Central Enablement',
    description:
      'A central FinOps team makes good practice easy for everyone. It owns rate optimization and commitment purchases, runs the shared tooling and data, and gives teams self-service access to the numbers they need.',
    position: 300,
    color: '#0369a1',
    practices: [
      'Centralise commitment purchasing and discount negotiation',
      'Provide self-service dashboards and cost data to every team',
      'Maintain the tagging standard, policies and templates',
      'Run training and office hours for engineers and finance',
    ],
  },
];

export const PRINCIPLE_TOOLTIP = 'Click to learn about this principle';

/** Tooltip of a lifecycle phase: 'Click to explore {phase title}'. */
export function phaseTooltip(phase: Pick<LifecyclePhase, 'title'>): string {
  return `Click to explore ${phase.title}`;
}

/** What is open in the detail panel: one phase or one principle, across both sections. */
export type FrameworkSelection = { kind: 'phase'; id: PhaseId } | { kind: 'principle'; id: PrincipleId } | null;

export function isSelected(selection: FrameworkSelection, kind: 'phase' | 'principle', id: string): boolean {
  return selection !== null && selection.kind === kind && selection.id === id;
}

/** Clicking an item selects it, replacing any other; clicking the selected item again closes it. */
export function toggleSelection(current: FrameworkSelection, next: Exclude<FrameworkSelection, null>): FrameworkSelection {
  return isSelected(current, next.kind, next.id) ? null : next;
}

export function phaseById(id: string): LifecyclePhase | undefined {
  return LIFECYCLE_PHASES.find((phase) => phase.id === id);
}

export function principleById(id: string): Principle | undefined {
  return CORE_PRINCIPLES.find((principle) => principle.id === id);
}

/**
 * Where an item sits on a circular diagram, as percentages of the diagram's box (0-100),
 * for `radiusPercent` from the centre at `position` degrees clockwise from the top.
 */
export function diagramPoint(position: DiagramPosition, radiusPercent: number): { left: number; top: number } {
  const radians = (position * Math.PI) / 180;
  const round = (value: number) => Math.round(value * 100) / 100;
  return { left: round(50 + radiusPercent * Math.sin(radians)), top: round(50 - radiusPercent * Math.cos(radians)) };
}
