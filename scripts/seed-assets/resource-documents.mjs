// What each seeded resource's PDF says, keyed by resource slug (rendered by pdf-engine.mjs).

// ---------------------------------------------------------------------------------------------
// PDF content, keyed by resource slug (the file name of the resource's fileUrl)

const blank = (n, cols) => Array.from({ length: n }, () => Array.from({ length: cols }, () => ''));

export const RESOURCE_DOCUMENTS = {
  'finops-maturity-roadmap': {
    subtitle: 'How to build a FinOps practice in stages, and how to know when you are ready for the next one',
    blocks: [
      { h: 'Executive summary' },
      {
        p: 'Most organisations do not fail at FinOps because they lack tools. They fail because they try to do everything at once: full chargeback, automated rightsizing and perfect forecasts in the first quarter. The FinOps Foundation describes maturity in three stages, Crawl, Walk and Run, and assesses it per capability rather than for the practice as a whole. This paper turns that model into a sequenced roadmap with concrete exit criteria for each stage.',
      },
      {
        p: 'Our recommendation is simple: reach Walk in allocation, commitments and anomaly management before investing heavily anywhere else. Those three capabilities fund the rest of the programme and create the trust that later stages depend on.',
      },
      { h: 'The lifecycle: Inform, Optimize, Operate' },
      {
        ul: [
          [
            'Inform.',
            'Allocate spend to owners, make it visible in reports people use, benchmark and forecast. Without a trusted allocation, every later conversation becomes an argument about the numbers.',
          ],
          [
            'Optimize.',
            'Reduce the rate you pay (commitments, negotiated discounts, licence benefits) and the amount you use (rightsizing, scheduling, waste removal, architecture).',
          ],
          [
            'Operate.',
            'Make good behaviour the default: policies, budgets, anomaly response, automation, and a cadence of reviews that connects cloud spend to business decisions.',
          ],
        ],
      },
      {
        p: 'The phases are iterative. A mature practice runs all three continuously, for different workloads and teams at different speeds.',
      },
      { h: 'Capability maturity by stage' },
      {
        table: {
          cols: [
            { h: 'Capability', w: 0.19 },
            { h: 'Crawl', w: 0.27 },
            { h: 'Walk', w: 0.27 },
            { h: 'Run', w: 0.27 },
          ],
          rows: [
            [
              'Allocation',
              'Account or subscription mapping; under 70% of spend allocated',
              '85-90% allocated; tag policy enforced for new resources',
              'Over 95% allocated; shared costs split by agreed rules; chargeback where useful',
            ],
            [
              'Commitments',
              'Ad-hoc purchases; coverage under 40%',
              'Central purchasing in tranches; coverage 60-70%; utilisation over 95%',
              'Layered portfolio; coverage 75-85%; effective savings rate tracked monthly',
            ],
            [
              'Forecasting',
              'Trend-based; variance over 20%',
              'Driver-based at organisation level; variance under 10%',
              'Driver-based per team; variance under 5%; feeds budgeting',
            ],
            [
              'Anomaly management',
              'Invoice is the alert',
              'Monitors per owner; acknowledgement within a day',
              'Usage guardrails plus billing detection; cost avoided reported',
            ],
            ['Unit economics', 'Not measured', 'One business-level unit metric, monthly', 'Unit cost targets per product used in planning'],
            [
              'Governance',
              'Informal',
              'Written policies for tags, commitments and budgets',
              'Policy as code in pipelines; exceptions tracked and reviewed',
            ],
          ],
        },
      },
      { h: 'Signals that you are ready to move up' },
      {
        ul: [
          'The number you report has been stable for three month-ends without material restatement.',
          'Teams use the reports unprompted, for example in sprint planning or architecture reviews.',
          'Disputes about allocated cost are resolved within the month and fall below 2% of spend.',
          'The savings register shows realised savings, not only identified ones.',
          'Leadership asks the FinOps team for decisions, not just data.',
        ],
      },
      { h: 'A twelve-month roadmap' },
      {
        table: {
          cols: [
            { h: 'Quarter', w: 0.14 },
            { h: 'Focus', w: 0.26 },
            { h: 'Key deliverables', w: 0.36 },
            { h: 'Exit KPI', w: 0.24 },
          ],
          rows: [
            [
              'Q1',
              'Visibility and quick wins',
              'Billing exports live; owner mapping; tag coverage baseline; waste clean-up; first commitment tranche',
              '80% of spend allocated; 5% of run rate saved',
            ],
            [
              'Q2',
              'Accountability',
              'Monthly showback per team; anomaly monitors per owner; tagging policy enforced at creation',
              '90% allocated; anomalies acknowledged within 1 day',
            ],
            [
              'Q3',
              'Optimisation at scale',
              'Rightsizing programme by team; non-production scheduling; commitment coverage to target',
              'Coverage 70%; utilisation over 95%',
            ],
            [
              'Q4',
              'Business integration',
              'Driver-based forecast; unit cost metric; budgets for next fiscal year built from showback',
              'Forecast variance under 10%; unit cost in business review',
            ],
          ],
        },
      },
      { h: 'KPIs to report at every stage' },
      {
        ol: [
          ['Allocation coverage:', 'allocated spend divided by total spend.'],
          ['Effective savings rate:', 'discount achieved versus on-demand, net of unused commitments.'],
          ['Forecast variance:', 'absolute difference between forecast and actual, as a share of actual.'],
          ['Time to detect anomalies:', 'median days from start of an anomaly to acknowledgement.'],
          ['Realised savings:', 'monthly run-rate reduction confirmed in billing data, against the register.'],
        ],
      },
      {
        callout:
          'Maturity is not a badge. Run is only the right target for the capabilities where the value justifies the effort; for many organisations, a solid Walk in forecasting is enough.',
      },
    ],
  },

  'commitment-strategy-guide': {
    subtitle: 'Sizing, layering and governing commitment-based discounts on AWS, Azure and Google Cloud',
    blocks: [
      { h: 'Why commitments matter' },
      {
        p: 'For most estates, commitment-based discounts are the largest single saving available, typically reducing the cost of covered compute by 20 to 60 percent depending on instrument and term. Unlike rightsizing, they need no change to workloads. The risk is the reverse of the reward: a commitment is paid whether or not you use it. A good strategy maximises coverage of usage you are confident in and keeps flexibility where you are not.',
      },
      { h: 'Instruments by provider' },
      {
        table: {
          cols: [
            { h: 'Provider', w: 0.14 },
            { h: 'Instrument', w: 0.28 },
            { h: 'What you commit to', w: 0.3 },
            { h: 'Flexibility', w: 0.28 },
          ],
          rows: [
            ['AWS', 'Compute Savings Plans', 'Hourly spend on EC2, Fargate and Lambda, 1 or 3 years', 'Any family, size, region and OS'],
            ['AWS', 'EC2 Instance Savings Plans', 'Hourly spend on one family in one region', 'Any size, OS and tenancy in that family'],
            [
              'AWS',
              'Reserved Instances',
              'Instance attributes for EC2 and capacity for managed data services',
              'Standard: size flexibility, Marketplace resale; Convertible: exchanges',
            ],
            [
              'Azure',
              'Reservations',
              'A resource type, region and term for VMs, SQL, Cosmos DB and more',
              'Instance size flexibility within a group; exchanges and refunds within limits',
            ],
            [
              'Azure',
              'Savings plan for compute',
              'Hourly spend on eligible compute, 1 or 3 years',
              'Across VM series, regions and several compute services',
            ],
            [
              'Google Cloud',
              'Resource-based CUDs',
              'vCPUs and memory of a machine series in a region',
              'Any machine shape in that series and region',
            ],
            [
              'Google Cloud',
              'Spend-based (flexible) CUDs',
              'Hourly spend on eligible compute or on a specific service',
              'Across machine series and regions for flexible CUDs',
            ],
          ],
        },
      },
      {
        p: 'Discount levels change and differ by instrument, term, payment option and region. Always price a purchase with the provider recommendation tools and your own usage data rather than headline percentages.',
      },
      { h: 'Calculating the baseline' },
      {
        ol: [
          'Export at least 90 days of hourly usage for eligible services, expressed as on-demand equivalent cost.',
          'Remove one-off events such as migrations, load tests and incidents, and adjust for known changes such as planned decommissions and rightsizing already approved.',
          'Calculate percentiles of hourly spend. The 10th to 20th percentile is a prudent commitment level; the median is aggressive.',
          'Subtract what existing commitments already cover. The remainder is your purchase headroom.',
          'Split the headroom into layers by how likely the workload is to change family, region or service during the term.',
        ],
      },
      {
        table: {
          cols: [
            { h: 'Percentile of hourly on-demand equivalent', w: 0.46 },
            { h: 'Example value', w: 0.22 },
            { h: 'Interpretation', w: 0.32 },
          ],
          rows: [
            ['P10', '$212 per hour', 'Safe floor for 3-year terms'],
            ['P20', '$228 per hour', 'Typical target for 1-year tranches'],
            ['P50 (median)', '$261 per hour', 'Over-commitment risk in quiet weeks'],
            ['P90', '$318 per hour', 'Peak: leave on-demand or Spot'],
          ],
        },
      },
      { h: 'Layering and tranche purchasing' },
      {
        ul: [
          [
            'Layer 1, stable:',
            'long-lived, unchanging workloads. Highest-discount instruments: EC2 Instance Savings Plans, Standard RIs, Azure reservations, resource-based CUDs.',
          ],
          [
            'Layer 2, stable spend that changes shape:',
            'most general compute. Flexible instruments: Compute Savings Plans, Azure savings plan, flexible CUDs.',
          ],
          ['Layer 3, variable:', 'peaks and fault-tolerant batch. On-demand, autoscaling and Spot capacity.'],
        ],
      },
      {
        p: 'Buy in monthly or quarterly tranches rather than one large purchase. Each tranche is sized to bring coverage back to target, capped at a set share of the baseline, for example 10 percent per month. Staggered expiries mean no renewal ever puts the whole portfolio at risk.',
      },
      { h: 'Targets by maturity' },
      {
        table: {
          cols: [
            { h: 'Metric', w: 0.34 },
            { h: 'Crawl', w: 0.22 },
            { h: 'Walk', w: 0.22 },
            { h: 'Run', w: 0.22 },
          ],
          rows: [
            ['Coverage of eligible usage', '40-50%', '60-70%', '75-85%'],
            ['Utilisation of commitments', 'Over 90%', 'Over 95%', 'Over 98%'],
            ['Effective savings rate (compute)', '10-15%', '20-28%', '28-40%'],
            ['Review cadence', 'Quarterly', 'Monthly', 'Monthly, automated analysis'],
          ],
        },
      },
      { h: 'A one-page commitment policy' },
      {
        ul: [
          [
            'Ownership:',
            'the FinOps team analyses and proposes; the finance partner approves; purchases are made in the central billing account and shared organisation-wide.',
          ],
          ['Limits:', 'single purchases above 5% of annual compute spend, or any 3-year term, require CFO approval.'],
          ['Targets:', 'coverage and utilisation targets as in the table above, reviewed each quarter.'],
          ['Accounting:', 'teams see amortised costs at the committed rate; unused commitment is reported as a central line.'],
          [
            'Renewals:',
            'commitments expiring within 90 days are reviewed at the monthly business review; none renews automatically without a decision.',
          ],
        ],
      },
    ],
  },

  'cloud-pricing-models-compared': {
    subtitle: 'A reference to how AWS, Azure and Google Cloud price compute, storage and networking',
    blocks: [
      { h: 'Why pricing models matter' },
      {
        p: 'The three hyperscalers sell broadly similar building blocks, but they discount, meter and bill them differently. Teams that move between providers, or run on several, frequently carry assumptions from one to another: that discounts are automatic, that data transfer between zones is free, or that a licence bought once can be used anywhere. This reference summarises the main models so you can compare like with like.',
      },
      { h: 'Compute pricing' },
      {
        table: {
          cols: [
            { h: 'Concept', w: 0.19 },
            { h: 'AWS', w: 0.27 },
            { h: 'Azure', w: 0.27 },
            { h: 'Google Cloud', w: 0.27 },
          ],
          rows: [
            [
              'Commitment discounts',
              'Savings Plans (Compute, EC2 Instance); Reserved Instances',
              'Reservations; savings plan for compute',
              'Committed use discounts: resource-based and spend-based',
            ],
            [
              'Automatic discounts',
              'None for on-demand usage',
              'None for pay-as-you-go usage',
              'Sustained use discounts on eligible machine series',
            ],
            [
              'Spare capacity',
              'Spot Instances, interruption with 2-minute notice',
              'Spot Virtual Machines, eviction with 30-second notice',
              'Spot VMs, preemption with 30-second notice',
            ],
            [
              'Licence benefits',
              'License-included AMIs; BYOL on Dedicated Hosts',
              'Azure Hybrid Benefit for Windows Server and SQL Server',
              'BYOL on sole-tenant nodes; premium images billed per use',
            ],
            ['Arm-based options', 'Graviton instance families', 'Ampere and Cobalt based VM series', 'Tau T2A and Axion based series'],
            [
              'Enterprise agreements',
              'Private pricing via enterprise discount programmes',
              'Enterprise Agreement and MACC commitments',
              'Committed spend contracts',
            ],
          ],
        },
      },
      { h: 'Storage tiers' },
      {
        table: {
          cols: [
            { h: 'Access pattern', w: 0.22 },
            { h: 'AWS S3', w: 0.26 },
            { h: 'Azure Blob', w: 0.24 },
            { h: 'Cloud Storage', w: 0.28 },
          ],
          rows: [
            ['Frequent', 'Standard', 'Hot', 'Standard'],
            ['Unknown', 'Intelligent-Tiering', 'Lifecycle rules on last access', 'Autoclass'],
            [
              'Monthly or less',
              'Standard-IA; Glacier Instant Retrieval',
              'Cool (30-day minimum); Cold (90-day)',
              'Nearline (30-day); Coldline (90-day)',
            ],
            ['Archive', 'Glacier Flexible Retrieval; Deep Archive (180-day)', 'Archive (180-day)', 'Archive (365-day)'],
          ],
        },
      },
      {
        p: 'Colder tiers trade a lower storage price for retrieval charges and minimum storage durations. Check object size minimums and early-deletion charges before moving data with short lifetimes.',
      },
      { h: 'Networking and data transfer' },
      {
        ul: [
          ['Ingress', 'from the internet is free on all three providers.'],
          ['Internet egress', 'is tiered by volume and, on Google Cloud, by network service tier (Premium or Standard).'],
          [
            'Cross-zone traffic',
            'inside a region is charged on AWS and Google Cloud; review Azure pricing for availability zone transfer in your regions.',
          ],
          ['NAT', 'AWS NAT gateways charge per hour and per GB processed; Azure NAT Gateway and Cloud NAT also meter processed data.'],
          [
            'Private connectivity',
            'to platform services (gateway and interface endpoints, Private Link, Private Service Connect) can remove NAT and egress charges at volume.',
          ],
        ],
      },
      { h: 'Billing data' },
      {
        table: {
          cols: [
            { h: 'Provider', w: 0.18 },
            { h: 'Detailed billing source', w: 0.42 },
            { h: 'Notes', w: 0.4 },
          ],
          rows: [
            [
              'AWS',
              'Cost and Usage Report 2.0 via Data Exports, to S3',
              'Hourly or daily line items; amortised and net columns; FOCUS export available',
            ],
            [
              'Azure',
              'Cost Management exports of cost details, to a storage account',
              'Actual and amortised datasets; FOCUS export available',
            ],
            [
              'Google Cloud',
              'Cloud Billing export to BigQuery',
              'Standard and detailed (resource-level) tables; credits as nested records',
            ],
          ],
        },
      },
      { h: 'Traps for multi-cloud teams' },
      {
        ol: [
          'Comparing list prices while ignoring the discount model each provider applies by default.',
          'Treating Google Cloud sustained use discounts as a reason not to commit; CUDs go considerably further.',
          'Forgetting licence costs: the same VM can cost very different amounts with and without Windows Server or SQL Server licences included.',
          'Assuming data transfer between providers is cheap: it is internet egress on one side.',
          'Comparing gross cost on one provider with net cost on another. Normalise to a common schema such as FOCUS first.',
        ],
      },
    ],
  },

  'streaming-platform-unit-cost-case-study': {
    subtitle: 'Delivery and transcoding cost per viewing hour down 41% in six months',
    blocks: [
      { h: 'At a glance' },
      {
        stats: [
          { value: '-41%', label: 'Cost per viewing hour, from $0.038 to $0.023' },
          { value: '$4.9M', label: 'Annualised run-rate reduction in cloud spend' },
          { value: '+21%', label: 'Growth in monthly viewing hours over the same period' },
          { value: '6 months', label: 'From assessment to final results' },
          { value: '72%', label: 'Transcoding compute now running on Spot capacity' },
          { value: '1 metric', label: 'Cost per viewing hour, now in every product review' },
        ],
      },
      { h: 'The situation' },
      {
        p: 'The client is a subscription video streaming service operating in eleven countries, running on AWS. Monthly cloud spend had reached $1.45 million for 38 million viewing hours. Content delivery and transcoding accounted for 61 percent of the bill. The product organisation tracked engagement in detail but had no view of what a viewing hour cost, so cost never entered decisions about bitrate ladders, new markets or catalogue size.',
      },
      {
        ul: [
          'CDN traffic was billed at public rates despite volumes well into the petabytes each month.',
          'Transcoding ran on on-demand instances sized for peak catalogue ingest, idle most nights.',
          'The full media archive, including renditions for devices no longer supported, sat in S3 Standard.',
          'Cost was reported by AWS service, not by workload, so teams could not see their own impact.',
        ],
      },
      { h: 'The approach' },
      { h3: '1. Unit cost first' },
      {
        p: 'We defined cost per viewing hour with the product and finance teams: amortised, net cloud cost for delivery, transcoding, storage and playback services, divided by viewing hours from the analytics platform. A weekly dashboard showed it by market and by device family.',
      },
      { h3: '2. Delivery' },
      {
        p: 'With twelve months of traffic data, the client negotiated committed-volume pricing for CDN delivery and improved cache hit ratio from 88 to 95 percent by consolidating cache keys and extending TTLs on segments. Origin egress fell by more than half.',
      },
      { h3: '3. Transcoding' },
      {
        p: 'Transcoding jobs were made restartable at segment level and moved to Spot capacity across several instance families, with an on-demand fallback for premieres. A queue-driven autoscaler replaced the fixed fleet. Encoding settings for low-traffic titles were tuned to produce fewer renditions.',
      },
      { h3: '4. Archive storage' },
      {
        p: 'Renditions for retired devices were deleted after a review with the content team. Masters and rarely watched renditions moved to Glacier Instant Retrieval and Deep Archive via lifecycle rules based on last-access reports, keeping popular titles in S3 Standard.',
      },
      { h: 'The results' },
      {
        table: {
          cols: [
            { h: 'Metric', w: 0.44 },
            { h: 'Before', w: 0.28 },
            { h: 'After 6 months', w: 0.28 },
          ],
          rows: [
            ['Monthly cloud spend', '$1.45M', '$1.04M'],
            ['Monthly viewing hours', '38M', '46M'],
            ['Cost per viewing hour', '$0.038', '$0.023'],
            ['CDN cache hit ratio', '88%', '95%'],
            ['Transcoding on Spot capacity', '0%', '72%'],
            ['Archive in S3 Standard', '100%', '23%'],
          ],
        },
      },
      { h3: 'Where the monthly savings came from' },
      {
        bars: [
          { label: 'CDN pricing and cache efficiency', value: 168, display: '$168k' },
          { label: 'Spot transcoding and autoscaling', value: 121, display: '$121k' },
          { label: 'Archive tiering and clean-up', value: 74, display: '$74k' },
          { label: 'Rightsizing playback services', value: 47, display: '$47k' },
        ],
      },
      { h: 'Lessons' },
      {
        ol: [
          'A unit metric agreed with product changed the conversation from cutting cost to improving margin per hour watched.',
          'Traffic data is negotiating leverage: twelve months of history supported a committed-volume contract.',
          'Making batch work restartable is the prerequisite for Spot, and worth doing for resilience anyway.',
        ],
      },
      {
        callout:
          'Viewing grew by a fifth while the cloud bill fell by more than a quarter. That combination is what unit economics makes visible.',
      },
    ],
  },

  'health-network-chargeback-case-study': {
    subtitle: 'Introducing chargeback across 14 cost centres without a single disputed journal',
    blocks: [
      { h: 'At a glance' },
      {
        stats: [
          { value: '97%', label: 'Azure spend allocated to a cost centre, up from 62%' },
          { value: '0', label: 'Disputed chargeback journals in the first two quarters' },
          { value: '-28%', label: 'Non-production spend once departments saw their own costs' },
          { value: '2 days', label: 'Month-end close for cloud costs, down from 8' },
        ],
        perRow: 2,
      },
      { h: 'The situation' },
      {
        p: 'The client is a regional health network of four hospitals and a community care service, running clinical and administrative systems on Microsoft Azure at about $610,000 a month. IT funded all cloud spend centrally. The finance director wanted departments to carry the cost of the services they used, as they already did for on-premises hosting, but an earlier attempt had been withdrawn after departments disputed most of their first invoices.',
      },
      {
        ul: [
          'Only 62 percent of spend could be traced to a cost centre, mostly through subscription naming.',
          'Shared platforms, including the integration engine, identity services, networking and backup, made up 31 percent of spend and had no agreed split.',
          'Reservations were bought by IT and their savings were invisible to departments.',
        ],
      },
      { h: 'The approach' },
      { h3: 'Allocation rules agreed before any numbers' },
      {
        table: {
          cols: [
            { h: 'Shared service', w: 0.28 },
            { h: 'Allocation driver', w: 0.38 },
            { h: 'Source of the driver', w: 0.34 },
          ],
          rows: [
            ['Integration engine', 'Messages processed per department', 'Engine statistics, monthly'],
            ['Identity and access', 'Active user accounts per cost centre', 'Directory export'],
            ['Networking and firewalls', 'Share of direct compute spend', 'Cost Management'],
            ['Backup and recovery', 'Protected storage per cost centre', 'Backup vault reports'],
            ['Security operations', 'Fixed central overhead, not charged', 'Agreed by executive board'],
          ],
        },
      },
      { h3: 'Tagging and structure' },
      {
        p: 'Every resource received a cost-centre tag enforced by Azure Policy, with inheritance from the resource group as a fallback. Three shared subscriptions were split so that departmental workloads sat in their own resource groups.',
      },
      { h3: 'Two quarters of shadow chargeback' },
      {
        p: 'For six months the finance team produced chargeback statements exactly as they would be posted, with amortised reservation costs, and circulated them to department heads with a named contact for questions. Nineteen queries were raised in the first month and two in the sixth. Each query led either to a correction or to a clearer explanation in the statement.',
      },
      { h: 'The results' },
      {
        table: {
          cols: [
            { h: 'Metric', w: 0.5 },
            { h: 'Before', w: 0.25 },
            { h: 'After two quarters', w: 0.25 },
          ],
          rows: [
            ['Spend allocated to a cost centre', '62%', '97%'],
            ['Shared costs allocated by agreed driver', '0%', '100% (except security)'],
            ['Queries on monthly statements', 'n/a', '2 in final shadow month'],
            ['Disputed journals after go-live', 'Most (first attempt)', '0'],
            ['Non-production spend', '$118k per month', '$85k per month'],
          ],
        },
      },
      { h: 'Lessons' },
      {
        ol: [
          'Agree the rules for shared services before anyone sees a number attached to their name.',
          'Shadow chargeback is where trust is built: treat every query as a chance to improve the statement.',
          'Show amortised costs so departments benefit from centrally purchased reservations.',
          'Keep genuinely organisation-wide services, such as security operations, as an overhead.',
        ],
      },
      {
        callout:
          'The aim was never to move money between budgets. It was to let each department see, and influence, what its services cost.',
      },
    ],
  },

  'cloud-tagging-policy-template': {
    subtitle: 'Adapt the keys and values, fill in the blanks and publish it to your engineering teams',
    blocks: [
      { h: 'Policy details' },
      { fields: ['Organisation:', 'Policy owner:', 'Version:', 'Effective date:', 'Approved by:', 'Next review:'] },
      { h: 'Purpose and scope' },
      {
        p: 'This policy defines the tags (labels on Google Cloud) that every cloud resource must carry so that cost can be allocated to an owner, environments can be governed and automation can act safely. It applies to all AWS accounts, Azure subscriptions and Google Cloud projects owned by the organisation, including sandboxes.',
      },
      { h: 'Mandatory tags' },
      {
        table: {
          cols: [
            { h: 'Key', w: 0.16 },
            { h: 'Purpose', w: 0.26 },
            { h: 'Allowed values', w: 0.3 },
            { h: 'Example', w: 0.14 },
            { h: 'Enforced by', w: 0.14 },
          ],
          rows: [
            [
              'owner',
              'Team accountable for the resource and its cost',
              'Team ID from the team registry',
              'payments',
              'SCP / Azure Policy deny',
            ],
            [
              'cost-center',
              'Finance code for showback and chargeback',
              'Codes from the finance system',
              'cc-4120',
              'SCP / Azure Policy deny',
            ],
            [
              'environment',
              'Lifecycle stage; drives scheduling and policies',
              'production, staging, development, sandbox',
              'staging',
              'Tag policy values',
            ],
            [
              'service',
              'Product or component the resource belongs to',
              'Service ID from the service catalogue',
              'checkout-api',
              'Terraform plan check',
            ],
          ],
        },
      },
      { h: 'Optional tags' },
      {
        table: {
          cols: [
            { h: 'Key', w: 0.2 },
            { h: 'Purpose', w: 0.42 },
            { h: 'Allowed values', w: 0.38 },
          ],
          rows: [
            ['data-class', 'Highest data classification stored or processed', 'public, internal, confidential, restricted'],
            ['expires-on', 'Date after which a temporary resource may be removed', 'ISO date, for example 2025-09-30'],
            ['auto-shutdown', 'Whether scheduling automation may stop the resource', 'allowed, never'],
            ['compliance', 'Regulatory scope', 'pci, hipaa, none'],
            ['', '', ''],
          ],
        },
      },
      { h: 'Naming rules' },
      {
        ul: [
          'Keys and values are lowercase, using letters, digits and hyphens only, so they are valid on AWS, Azure and Google Cloud alike.',
          'Keys are at most 63 characters and values at most 63 characters, the strictest limit across the three providers.',
          'Values come from controlled lists published in a single registry; free text is not allowed for mandatory keys.',
          'Tags are applied by infrastructure as code. Console-created resources must be tagged at creation.',
        ],
      },
      { h: 'Enforcement plan' },
      {
        table: {
          cols: [
            { h: 'Phase', w: 0.2 },
            { h: 'Mechanism', w: 0.36 },
            { h: 'Scope', w: 0.22 },
            { h: 'Target date', w: 0.22 },
          ],
          rows: [
            ['1. Report', 'Compliance report shared weekly with teams', 'All accounts', ''],
            ['2. Prevent', 'AWS tag policies and SCPs; Azure Policy deny; Terraform plan checks', 'New resources', ''],
            ['3. Remediate', 'Time-boxed campaign per team for existing resources', 'Existing resources', ''],
            ['4. Backstop', 'Default owner per account, subscription and project', 'Untagged remainder', ''],
          ],
        },
      },
      { h: 'Exceptions' },
      {
        p: 'Some resource types cannot be tagged, or cannot be tagged at creation. Record each exception below, with the compensating control, and review the list every quarter.',
      },
      {
        table: {
          cols: [
            { h: 'Resource type or account', w: 0.3 },
            { h: 'Reason', w: 0.3 },
            { h: 'Compensating control', w: 0.25 },
            { h: 'Review by', w: 0.15 },
          ],
          rows: blank(4, 4),
          minRowHeight: 22,
        },
      },
      { h: 'Monthly compliance scorecard' },
      {
        table: {
          cols: [
            { h: 'Measure', w: 0.34 },
            { h: 'Target', w: 0.14 },
            { h: 'Month 1', w: 0.13 },
            { h: 'Month 2', w: 0.13 },
            { h: 'Month 3', w: 0.13 },
            { h: 'Month 4', w: 0.13 },
          ],
          rows: [
            ['Spend with all mandatory tags', '90%', '', '', '', ''],
            ['Spend allocated incl. backstop rules', '98%', '', '', '', ''],
            ['New resources created non-compliant', 'Under 1%', '', '', '', ''],
            ['Open exceptions', 'Falling', '', '', '', ''],
          ],
          minRowHeight: 22,
        },
      },
    ],
  },

  'monthly-cost-review-template': {
    subtitle: 'Agenda, pre-read tables and decision log for a 60-minute monthly FinOps business review',
    blocks: [
      { h: 'Meeting details' },
      { fields: ['Month reviewed:', 'Date:', 'Chair:', 'Note taker:', 'Attendees:', 'Pre-read sent on:'] },
      { h: 'Agenda' },
      {
        table: {
          cols: [
            { h: 'Item', w: 0.5 },
            { h: 'Owner', w: 0.3 },
            { h: 'Minutes', w: 0.2 },
          ],
          rows: [
            ['1. Spend against forecast and budget', 'Finance partner', '10'],
            ['2. Top movers and their explanations', 'Cost owners', '15'],
            ['3. Unit cost trend', 'FinOps lead', '5'],
            ['4. Commitment portfolio and expiries', 'FinOps lead', '10'],
            ['5. Anomalies and savings register', 'FinOps lead', '10'],
            ['6. Decisions required', 'Executive sponsor', '10'],
          ],
        },
      },
      { h: '1. Spend against forecast' },
      {
        table: {
          cols: [
            { h: 'Business unit or team', w: 0.28 },
            { h: 'Budget', w: 0.14 },
            { h: 'Forecast', w: 0.14 },
            { h: 'Actual', w: 0.14 },
            { h: 'Variance', w: 0.12 },
            { h: 'Comment', w: 0.18 },
          ],
          rows: [...blank(5, 6), ['Total', '', '', '', '', '']],
          minRowHeight: 22,
        },
      },
      { h: '2. Top movers' },
      {
        p: 'List the five largest month-over-month changes by owner and service. Every mover over the agreed threshold needs an explanation before the meeting.',
      },
      {
        table: {
          cols: [
            { h: 'Owner / service', w: 0.3 },
            { h: 'Last month', w: 0.15 },
            { h: 'This month', w: 0.15 },
            { h: 'Change', w: 0.12 },
            { h: 'Explanation', w: 0.28 },
          ],
          rows: blank(5, 5),
          minRowHeight: 22,
        },
      },
      { h: '3. Unit cost' },
      { fields: ['Unit metric:', 'Definition owner:', 'This month:', 'Last month:', 'Target:', 'Trend (3 months):'] },
      { h: '4. Commitment portfolio' },
      {
        table: {
          cols: [
            { h: 'Provider / instrument', w: 0.3 },
            { h: 'Coverage', w: 0.15 },
            { h: 'Utilisation', w: 0.15 },
            { h: 'Expiring in 90 days', w: 0.2 },
            { h: 'Proposed action', w: 0.2 },
          ],
          rows: blank(4, 5),
          minRowHeight: 22,
        },
      },
      { h: '5. Anomalies and savings register' },
      {
        table: {
          cols: [
            { h: 'Anomaly or saving', w: 0.34 },
            { h: 'Owner', w: 0.16 },
            { h: 'Monthly impact', w: 0.16 },
            { h: 'Status', w: 0.16 },
            { h: 'Due', w: 0.18 },
          ],
          rows: blank(5, 5),
          minRowHeight: 22,
        },
      },
      { h: '6. Decision log' },
      {
        table: {
          cols: [
            { h: 'Decision', w: 0.46 },
            { h: 'Decided by', w: 0.2 },
            { h: 'Owner of action', w: 0.2 },
            { h: 'Due', w: 0.14 },
          ],
          rows: blank(4, 4),
          minRowHeight: 24,
        },
      },
      {
        callout:
          'A review that ends without a decision is a report. Aim for at least one decision every month: a purchase, a policy change, a target or a priority.',
      },
    ],
  },

  'rightsizing-review-checklist': {
    subtitle: 'A workload-by-workload checklist for safe, evidence-based rightsizing',
    blocks: [
      { h: 'Workload' },
      {
        fields: [
          'Workload / service:',
          'Owning team:',
          'Environment:',
          'Provider / region:',
          'Current size:',
          'Proposed size:',
          'Reviewer:',
          'Date:',
        ],
      },
      { h: '1. Collect the evidence' },
      {
        check: [
          'At least 30 days of metrics collected; 60-90 days for workloads with monthly or quarterly cycles such as billing runs.',
          'CPU utilisation: average, 95th percentile and maximum at 5-minute granularity or finer.',
          'Memory utilisation captured by an agent (CloudWatch agent, Azure Monitor agent or Ops Agent); hypervisor metrics alone do not show it.',
          'Network throughput and disk IOPS/throughput compared with the limits of the proposed size.',
          'Burstable instances: CPU credit balance and surplus credit charges reviewed.',
          'Provider recommendations (AWS Compute Optimizer, Azure Advisor, Google Cloud Recommender) compared with your own analysis.',
        ],
      },
      { h: '2. Analyse' },
      {
        check: [
          'Peak 95th percentile CPU on the proposed size stays below 70% (or your agreed headroom).',
          'Peak memory on the proposed size stays below 80%, with JVM heap or cache settings adjusted if needed.',
          'A newer generation or Arm-based family has been considered, not only a smaller size.',
          'Licensing impact checked: per-core licences may change cost in either direction.',
          'Existing commitments checked: the change keeps the workload covered, or the coverage gap is accepted.',
          'Estimated monthly saving calculated at the rate actually paid, not list price.',
        ],
      },
      { h: '3. Plan the change' },
      {
        check: [
          'Change made through infrastructure as code and the normal deployment pipeline.',
          'Maintenance window or rolling replacement agreed with the owning team.',
          'Rollback plan written down: previous size, trigger for rollback and who decides.',
          'Autoscaling minimums and maximums reviewed alongside the instance size.',
          'Stakeholders, on-call and support informed.',
        ],
      },
      { h: '4. Validate' },
      {
        check: [
          'Latency, error rate and saturation monitored for at least one full business cycle after the change.',
          'No increase in incidents, throttling or out-of-memory events attributed to the change.',
          'Realised saving confirmed in billing data and recorded in the savings register.',
          'Guardrail added so the workload does not drift back (size limits, review of large instance requests).',
        ],
      },
      { h: 'Tracking sheet' },
      {
        table: {
          cols: [
            { h: 'Workload', w: 0.22 },
            { h: 'From', w: 0.13 },
            { h: 'To', w: 0.13 },
            { h: 'Est. saving / month', w: 0.16 },
            { h: 'Realised / month', w: 0.16 },
            { h: 'Status', w: 0.2 },
          ],
          rows: blank(8, 6),
          minRowHeight: 22,
        },
      },
    ],
  },

  'cloud-waste-sources-infographic': {
    subtitle: 'The eight places we find wasted cloud spend most often, and the quickest fix for each',
    blocks: [
      { h: 'Key numbers' },
      {
        stats: [
          { value: '29%', label: 'Median share of spend we classify as avoidable in first assessments' },
          { value: '65%', label: 'Saving on non-production compute scheduled to business hours only' },
          { value: '8', label: 'Sources account for nearly all of the waste we find' },
          { value: '2-4 wks', label: 'Typical time to capture the quick wins below' },
          { value: '20%', label: 'Lower per-GB price of AWS gp3 volumes compared with gp2' },
          { value: '1 in 3', label: 'Estates where snapshots outnumber the volumes they protect' },
        ],
      },
      { h: 'Where the waste sits' },
      { p: 'Share of identified avoidable spend by source, across our assessments of estates between $50,000 and $2 million a month.' },
      {
        bars: [
          { label: 'Idle non-production environments', value: 22, display: '22%' },
          { label: 'Over-provisioned compute', value: 19, display: '19%' },
          { label: 'Baseline not covered by commitments', value: 16, display: '16%' },
          { label: 'Orphaned volumes and snapshots', value: 11, display: '11%' },
          { label: 'Previous-generation instances', value: 9, display: '9%' },
          { label: 'Object storage in the wrong tier', value: 8, display: '8%' },
          { label: 'NAT and cross-zone data transfer', value: 8, display: '8%' },
          { label: 'Logging and observability overage', value: 7, display: '7%' },
        ],
      },
      { h: 'The quickest fix for each' },
      {
        table: {
          cols: [
            { h: 'Source', w: 0.3 },
            { h: 'Quickest fix', w: 0.5 },
            { h: 'Effort', w: 0.2 },
          ],
          rows: [
            ['Idle non-production', 'Schedule to business hours; auto-expire sandboxes', 'Days'],
            ['Over-provisioned compute', 'Rightsize top 20 instances by saving, with memory metrics', '2-4 weeks'],
            ['Uncovered baseline', 'First tranche of flexible commitments at the P20 baseline', '1-2 weeks'],
            ['Orphaned storage', 'Weekly report of unattached volumes; snapshot lifecycle policies', 'Days'],
            ['Old generations', 'Move to current or Arm-based families at next deployment', '2-6 weeks'],
            ['Wrong storage tier', 'Intelligent tiering or lifecycle rules on last access', 'Days'],
            ['Data transfer', 'Gateway endpoints for object storage; zone-aware routing', '1-3 weeks'],
            ['Logging overage', 'Drop debug logs in production; shorten retention; sample traces', '1-2 weeks'],
          ],
        },
      },
      {
        callout:
          'Start with the sources that need no architecture change: scheduling, orphaned storage, storage tiers and the first commitment tranche. They usually fund everything else.',
      },
    ],
  },

  'finops-kpis-at-a-glance': {
    subtitle: 'Twelve indicators for a FinOps practice, with formulas, typical Walk-to-Run targets and data sources',
    blocks: [
      { h: 'Inform: can everyone see and trust the numbers?' },
      {
        stats: [
          {
            value: '> 90%',
            name: 'Allocation coverage',
            label: 'Allocated spend / total spend. Source: billing export with tags and mapping rules.',
          },
          { value: '> 85%', name: 'Tag compliance', label: 'Spend on resources with all mandatory tags / total taggable spend.' },
          { value: '< 10%', name: 'Forecast variance', label: '|Forecast - actual| / actual, monthly, at organisation level.' },
          { value: 'Falling', name: 'Unit cost trend', label: 'Amortised net cost / business units (customers, transactions, hours).' },
        ],
        perRow: 2,
      },
      { h: 'Optimize: are we paying the right rate for the right amount?' },
      {
        stats: [
          {
            value: '70-85%',
            name: 'Commitment coverage',
            label: 'Usage at committed rates / eligible usage. Source: provider coverage reports.',
          },
          { value: '> 95%', name: 'Commitment utilisation', label: 'Used commitment / purchased commitment.' },
          {
            value: '25-40%',
            name: 'Effective savings rate',
            label: '1 - (actual cost / on-demand equivalent cost), net of unused commitments.',
          },
          { value: '< 10%', name: 'Identified waste', label: 'Idle, orphaned and over-provisioned spend / total spend.' },
        ],
        perRow: 2,
      },
      { h: 'Operate: does good behaviour happen by default?' },
      {
        stats: [
          { value: '< 2 days', name: 'Anomaly time to detect', label: 'Median days from anomaly start to acknowledgement by the owner.' },
          { value: '> 90%', name: 'Anomaly acknowledgement', label: 'Alerts acknowledged within one business day / all alerts.' },
          { value: '> 70%', name: 'Savings realisation', label: 'Realised savings / identified savings in the register, per quarter.' },
          { value: '> 90%', name: 'Budget adherence', label: 'Teams within +/- 10% of budget / all teams with budgets.' },
        ],
        perRow: 2,
      },
      { h: 'Using these KPIs well' },
      {
        ul: [
          'Pick four or five to start, one per phase at least, and publish them monthly in the same place.',
          'Always show the trend over at least three months; a single value invites the wrong conversation.',
          'Pair every efficiency KPI with a quality signal, such as latency or error rate, so savings never hide degradation.',
        ],
      },
    ],
  },
};
