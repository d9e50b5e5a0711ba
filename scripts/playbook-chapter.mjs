// The free chapter of The Ultimate FinOps Playbook that a playbook lead receives by e-mail
// (graphql-server/src/modules/delivery/mail/playbook-chapter.ts names the same file). Rendered by
// scripts/generate-seed-assets.mjs with the resource PDFs' building blocks into
// web/public/downloads/<file>. Original content; figures are illustrative.

export const PLAYBOOK_CHAPTER_DOCUMENT = {
  file: 'downloads/finops-playbook-chapter-2-cost-visibility-and-allocation.pdf',
  title: 'Chapter 2: Cost Visibility and Allocation',
  description:
    'Every other FinOps practice depends on knowing who spends what, and why. This chapter shows how to build an allocation model your teams accept, write and enforce a tagging policy, give engineering, finance and leadership the reports they need, and reach full cost visibility in 30 days.',
  subtitle: 'The foundation every other FinOps practice builds on',
  author: 'The Ultimate FinOps Playbook',
  keywords: 'FinOps, cost allocation, tagging, showback, chargeback, cost visibility',
  footerNote:
    'The Ultimate FinOps Playbook, free chapter. Figures are illustrative of typical engagements; validate them against your own billing data.',
  theme: { label: 'The Ultimate FinOps Playbook - Free chapter', dark: '#134e4a', mid: '#0f766e', light: '#5eead4', accent: '#ccfbf1' },
  blocks: [
    { h: 'Why visibility comes first' },
    {
      p: 'A cloud bill is the most detailed invoice most organisations ever receive, and one of the least understood. It lists millions of line items by service, region and resource, but not the things the business cares about: which product, which team, which customer. Until spend is mapped to those owners, every optimisation discussion stalls on the same question: whose cost is this?',
    },
    {
      p: 'Visibility is therefore not a reporting project that precedes the real work. It is the real work of the first phase of the FinOps lifecycle, Inform. Teams that skip it buy commitments against usage nobody owns, chase savings nobody can confirm, and argue about numbers instead of decisions.',
    },
    {
      stats: [
        { value: '30-45%', label: 'of cloud spend is typically unallocated when a FinOps programme starts' },
        { value: '95%+', label: 'allocation coverage is the target of a mature practice' },
        { value: '30 days', label: 'is enough to reach a trusted first allocation with the plan in this chapter' },
      ],
    },
    { h: 'The building blocks of allocation' },
    {
      p: 'Every cloud provider offers the same four mechanisms for attributing cost. A sound model uses all four, each for what it does best.',
    },
    {
      table: {
        cols: [
          { h: 'Mechanism', w: 0.2 },
          { h: 'What it is', w: 0.3 },
          { h: 'Best used for', w: 0.28 },
          { h: 'Watch out for', w: 0.22 },
        ],
        rows: [
          [
            'Account structure',
            'AWS accounts, Azure subscriptions and resource groups, Google Cloud projects and folders',
            'Hard boundaries: business unit, product, environment',
            'Shared accounts that mix several owners',
          ],
          [
            'Tags and labels',
            'Key-value metadata on resources, carried into billing data',
            'Owner, application, cost centre, environment',
            'Gaps: untaggable services and late tagging',
          ],
          [
            'Cost categories',
            'Rules in the billing tool that group accounts and tags into business views',
            'Mapping technical structures to the organisation chart',
            'Rules nobody maintains after a reorganisation',
          ],
          [
            'Shared cost rules',
            'Agreed formulas that split platform, support and discount costs',
            'Kubernetes clusters, networking, support plans, commitments',
            'Formulas that are precise but not understood',
          ],
        ],
      },
    },
    {
      callout:
        'Rule of thumb: use account structure for anything that must never be mixed, tags for everything that changes, and shared-cost rules for what cannot be tagged at all.',
    },
    { h: 'Designing an allocation model teams accept' },
    {
      p: 'The most accurate model is worthless if the teams it charges do not believe it. Acceptance comes from three properties: the model is simple enough to explain in a meeting, it is stable from month to month, and every owner can see the line items behind their number.',
    },
    { h3: 'Choose the ownership hierarchy first' },
    {
      ol: [
        ['Business unit or product line.', 'The level at which budgets are set and leadership reviews spend.'],
        ['Application or service.', 'The level at which architecture decisions are made.'],
        ['Team.', 'The people who can act on a number: the owner of record for every resource.'],
        ['Environment.', 'Production, staging, development and sandbox, reported separately because they are optimised differently.'],
      ],
    },
    { h3: 'Then decide how to split what cannot be tagged' },
    {
      table: {
        cols: [
          { h: 'Method', w: 0.2 },
          { h: 'How it works', w: 0.38 },
          { h: 'Good fit', w: 0.42 },
        ],
        rows: [
          [
            'Proportional',
            "Split in proportion to each owner's directly allocated spend",
            'Support plans, enterprise discounts, security tooling',
          ],
          [
            'Usage-based',
            'Split by a measured driver: CPU requested, gigabytes stored, requests served',
            'Kubernetes clusters, shared databases, data platforms',
          ],
          ['Even split', 'Divide equally between the consuming teams', 'Small shared costs where precision is not worth the effort'],
          ['Fixed allocation', 'Agreed percentages, reviewed each quarter', 'Networking and landing-zone costs with stable consumers'],
          [
            'Unallocated (visible)',
            'Kept as a named central line, never hidden in overhead',
            'Genuinely central costs, and a pressure to shrink gaps',
          ],
        ],
      },
    },
    {
      p: 'Write the chosen methods down in a one-page allocation policy, name an owner for it, and publish it next to the reports. Changes take effect at the start of a month and are announced in advance, so no team sees its number move without explanation.',
    },
    { h: 'A tagging policy template' },
    {
      p: 'A tagging policy lists a small set of mandatory tags, their allowed values and who is responsible for them. Five tags cover the needs of almost every organisation; resist the temptation to start with twenty.',
    },
    {
      table: {
        cols: [
          { h: 'Tag key', w: 0.19 },
          { h: 'Purpose', w: 0.27 },
          { h: 'Allowed values', w: 0.3 },
          { h: 'Required on', w: 0.24 },
        ],
        rows: [
          ['owner', 'The team accountable for the resource', 'Team identifier from the central team list', 'Every taggable resource'],
          [
            'cost-center',
            'Finance mapping for showback and chargeback',
            'Cost-centre codes from the finance system',
            'Every taggable resource',
          ],
          ['environment', 'Separate production from everything else', 'prod, staging, dev, sandbox', 'Every taggable resource'],
          [
            'application',
            'Group resources into the service they run',
            'Application identifier from the service catalogue',
            'Compute, storage, databases',
          ],
          [
            'data-classification',
            'Risk and compliance context for cleanup decisions',
            'public, internal, confidential, restricted',
            'Storage and databases',
          ],
        ],
      },
    },
    { h3: 'Conventions that prevent drift' },
    {
      ul: [
        ['Lowercase keys and values,', 'with hyphens instead of spaces: billing exports treat Owner and owner as different keys.'],
        ['Values come from a list,', 'published in the service catalogue, never typed from memory.'],
        ['Tags are set at creation', 'by infrastructure-as-code modules, not added by hand afterwards.'],
        ['Cost allocation tags are activated', 'in the billing console, or they never reach the cost data.'],
      ],
    },
    { h: 'Enforcing the policy' },
    {
      p: 'Enforcement works in three layers. Start with detection and correction so teams can catch up, then turn on prevention once compliance is above 90 percent, so that blocking a deployment is the exception rather than the rule.',
    },
    {
      table: {
        cols: [
          { h: 'Layer', w: 0.18 },
          { h: 'Mechanism', w: 0.46 },
          { h: 'When to introduce', w: 0.36 },
        ],
        rows: [
          [
            'Detective',
            'Daily compliance report per owner; untagged spend shown in every showback',
            'Week 1: it costs nothing and creates awareness',
          ],
          [
            'Corrective',
            'Automation fills inherited tags from the account or project; tickets for the rest',
            'Weeks 2-3, once the report is trusted',
          ],
          [
            'Preventive',
            'Policy checks in pipelines and provider policies that deny untagged creation',
            'After compliance passes 90% for a month',
          ],
        ],
      },
    },
    {
      bars: [
        { label: 'Week 1: detection only', value: 62, display: '62%' },
        { label: 'Week 2: inherited tags filled', value: 78, display: '78%' },
        { label: 'Week 3: owner tickets closed', value: 88, display: '88%' },
        { label: 'Week 4: pipeline checks on', value: 94, display: '94%' },
        { label: 'Quarter end: preventive policy', value: 98, display: '98%' },
      ],
    },
    { p: 'Typical tag compliance (share of taggable spend carrying all mandatory tags) as the layers are introduced.' },
    { h: 'Showback for three audiences' },
    {
      p: 'One report cannot serve everyone. Engineering needs detail it can act on today, finance needs numbers that reconcile to the invoice, and leadership needs trends tied to business outcomes. Build three views on the same allocated data, so the numbers always agree.',
    },
    {
      table: {
        cols: [
          { h: 'Audience', w: 0.16 },
          { h: 'Questions it answers', w: 0.32 },
          { h: 'Contents', w: 0.32 },
          { h: 'Cadence', w: 0.2 },
        ],
        rows: [
          [
            'Engineering',
            'What did my service cost yesterday? What changed?',
            'Daily cost by service and resource, top movers, idle resources, anomalies',
            'Daily, in the tools teams already use',
          ],
          [
            'Finance',
            'Does it reconcile? Where will we land?',
            'Monthly cost by cost centre, amortised commitments, forecast versus budget',
            'Monthly, with a mid-month forecast',
          ],
          [
            'Leadership',
            'Is cloud spend creating value?',
            'Trend by product, unit cost, savings realised, top three decisions needed',
            'Monthly or quarterly business review',
          ],
        ],
      },
    },
    {
      callout:
        'Show the unallocated line in every report, with its owner: the FinOps team. Nothing motivates cleanup like a visible, named gap.',
    },
    { h: 'Measuring visibility' },
    {
      ol: [
        ['Allocation coverage:', 'spend attributed to an owner divided by total spend. Target 90% by day 30, 95% within two quarters.'],
        ['Tag compliance:', 'share of taggable spend carrying every mandatory tag.'],
        ['Unallocated spend:', 'the absolute amount left in the central line, tracked as a trend.'],
        ['Time to allocate:', 'days after month end until the allocated numbers are published. Target under five working days.'],
        ['Dispute rate:', 'allocated cost challenged by owners, as a share of spend. Below 2% signals a trusted model.'],
      ],
    },
    { h: 'A 30-day plan to full cost visibility' },
    {
      table: {
        cols: [
          { h: 'Days', w: 0.12 },
          { h: 'Goal', w: 0.24 },
          { h: 'Actions', w: 0.42 },
          { h: 'Done when', w: 0.22 },
        ],
        rows: [
          [
            '1-5',
            'Data foundation',
            'Enable detailed billing exports for every provider; load them into one store; activate cost allocation tags; list all accounts, subscriptions and projects',
            "One query returns last month's total, matching the invoices",
          ],
          [
            '6-10',
            'Ownership map',
            'Map every account and project to a business unit and team; publish the tagging policy; agree the shared-cost methods',
            'Every account has a named owner',
          ],
          [
            '11-20',
            'Close the gaps',
            'Daily compliance report; fill inherited tags automatically; open tickets for the largest untagged resources; split shared costs',
            'Allocation coverage above 85%',
          ],
          [
            '21-25',
            'First showback',
            'Build the engineering, finance and leadership views; review them with two pilot teams; fix what confuses them',
            'Pilot teams confirm their numbers',
          ],
          [
            '26-30',
            'Make it routine',
            "Publish showback to all teams; schedule the monthly review; add pipeline tag checks; set next quarter's targets",
            'Coverage above 90%, review in the calendar',
          ],
        ],
      },
    },
    { h: 'Common pitfalls' },
    {
      ul: [
        [
          'Perfect before published.',
          'Waiting for 100% coverage delays the feedback that would get you there. Publish at 80% with the gap visible.',
        ],
        ['Too many tags.', 'Every additional mandatory tag lowers compliance for all of them. Start with five.'],
        [
          'Chargeback on day one.',
          'Moving money before the model is trusted turns allocation into a negotiation. Show back first, charge back later, if at all.',
        ],
        [
          'Ignoring amortisation.',
          'Reporting commitments as upfront payments makes one month look terrible and the next eleven look free.',
        ],
        ['Allocation without action.', 'A report nobody reviews changes nothing. Tie every view to a meeting and a decision.'],
      ],
    },
    { h: 'Checklist: are you ready for the next chapter?' },
    {
      check: [
        'Billing data from every provider lands in one place daily and reconciles to the invoices.',
        'Every account, subscription and project has a named owner.',
        'A tagging policy with at most five mandatory tags is published and enforced in pipelines.',
        'Shared costs are split by written, agreed rules.',
        'Allocation coverage is above 90% and unallocated spend is visible in every report.',
        'Engineering, finance and leadership each receive a showback view built on the same data.',
        'A monthly cost review is in the calendar, with decisions recorded.',
      ],
    },
    {
      callout:
        'Next in the full playbook, Chapter 3, Tagging Strategy and Governance: taxonomies that survive reorganisations, policy as code, and tagging in Kubernetes and serverless platforms.',
    },
  ],
};
