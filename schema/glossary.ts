// The FinOps glossary of SPEC §1: 15 terms, each a display term and a plain-language definition,
// word for word. Since issue 31 these are the seed of the page `glossary` (its `glossary` block),
// which editors change in Admin → Pages; the site's tooltips read the page, and these texts only
// when it is not at hand (a test without a server). Shared by the web and the seeding migration.

export interface GlossaryEntry {
  term: string;
  definition: string;
}

export const GLOSSARY = {
  finops: {
    term: 'FinOps',
    definition:
      'An operating model and cultural practice that brings engineering, finance and business teams together to manage cloud spending, so every team can make informed trade-offs between speed, cost and quality.',
  },
  cloudFinancialManagement: {
    term: 'Cloud Financial Management',
    definition:
      'The discipline of planning, tracking, allocating and optimizing what an organisation spends on cloud services. It is often used as another name for FinOps.',
  },
  costOptimization: {
    term: 'Cost Optimization',
    definition:
      'Lowering cloud spend without hurting performance or reliability: removing idle resources, right-sizing over-provisioned ones and buying commitment discounts for steady workloads.',
  },
  showback: {
    term: 'Showback',
    definition:
      "Reporting each team's or product's share of cloud costs back to it, to build awareness and accountability, without actually charging the amount to its budget.",
  },
  chargeback: {
    term: 'Chargeback',
    definition:
      'Billing cloud costs to the internal budgets of the teams, products or business units that consumed them, so each owner pays for its own usage.',
  },
  reservedInstances: {
    term: 'Reserved Instances',
    definition:
      'A one- or three-year commitment to a specific instance type or amount of capacity in a region, in exchange for a substantial discount compared with on-demand prices.',
  },
  savingsPlans: {
    term: 'Savings Plans',
    definition:
      'A commitment to spend a fixed amount per hour on compute for one or three years, in return for discounted rates on usage up to that amount, with more flexibility across instance families and regions than reservations.',
  },
  resourceUtilization: {
    term: 'Resource Utilization',
    definition:
      'How much of the capacity you pay for (CPU, memory, storage or throughput) is actually used. Consistently low utilization is the clearest sign of over-provisioning.',
  },
  tagManagement: {
    term: 'Tag Management',
    definition:
      'Defining, applying and enforcing consistent metadata tags, such as team, environment and cost center, on cloud resources so their costs can be allocated and reported accurately.',
  },
  cloudWaste: {
    term: 'Cloud Waste',
    definition:
      'Spend on resources that deliver no value: idle or forgotten instances, unattached volumes, stale snapshots, oversized capacity and environments left running when nobody uses them.',
  },
  budgetManagement: {
    term: 'Budget Management',
    definition:
      'Setting cloud budgets for teams, projects or accounts, tracking actual and forecast spend against them, and alerting owners before a budget is exceeded.',
  },
  costAnomaly: {
    term: 'Cost Anomaly',
    definition:
      'An unexpected spike or shift in cloud spend compared with its normal pattern, such as a runaway job or a misconfigured service, that should be detected and investigated quickly.',
  },
  multiCloud: {
    term: 'Multi-Cloud',
    definition:
      'Using services from more than one public cloud provider, such as AWS, Azure and Google Cloud. It calls for normalized cost data and consistent governance across providers.',
  },
  rightSizing: {
    term: 'Right-Sizing',
    definition:
      "Matching the type and size of cloud resources to a workload's measured needs, so you stop paying for capacity that is never used.",
  },
  spotInstances: {
    term: 'Spot Instances',
    definition:
      'Spare cloud capacity sold at a deep discount to on-demand prices that the provider can reclaim at short notice. Best suited to fault-tolerant, interruptible workloads such as batch jobs.',
  },
} as const satisfies Record<string, GlossaryEntry>;
