/**
 * Original seed content written into an empty database on first start: blog categories,
 * articles and downloadable resources. Cover images live in web/public/images/{covers,resources}
 * and the PDFs in web/public/downloads; both are produced by scripts/generate-seed-assets.mjs,
 * which reads this file, so slugs and titles have a single source of truth.
 *
 * Post bodies are HTML limited to the safe subset the site renders as-is: h2, h3, p, ul, ol, li,
 * strong, em, blockquote, a (https only), table elements, code and pre. Backticks inside code
 * samples are written as the entity &#96; so the bodies stay plain template literals.
 */

export interface SeedCategory {
  name: string;
  slug: string;
  description: string;
}

export interface SeedPost {
  slug: string;
  title: string;
  excerpt: string;
  content: string; // HTML
  coverImage: string;
  author: string;
  category: string; // category slug
  tags: string; // comma-separated, e.g. "AWS, Rightsizing, Compute"
  featured: boolean;
  daysAgo: number; // publishedAt = now - daysAgo days; a NEGATIVE value means scheduled in the future
}

export interface SeedResource {
  title: string;
  description: string;
  type: 'whitepaper' | 'case-study' | 'template' | 'infographic';
  fileUrl: string;
  coverImage: string;
  category: 'strategy' | 'cost-optimization' | 'best-practices' | 'implementation' | 'cloud-providers';
  featured: boolean;
  daysAgo: number;
  downloadCount: number;
}

export const SEED_CATEGORIES: SeedCategory[] = [
  {
    name: 'Strategy',
    slug: 'strategy',
    description:
      'Operating models, accountability and unit economics: how leadership, finance and engineering run cloud spend as a business decision.',
  },
  {
    name: 'Technical',
    slug: 'technical',
    description:
      'Hands-on engineering detail on commitments, Kubernetes allocation, storage, data transfer and anomaly detection across AWS, Azure and Google Cloud.',
  },
  {
    name: 'Case Studies',
    slug: 'case-studies',
    description:
      'Anonymised client engagements with the starting point, the approach we took and the measured results, including what did not work.',
  },
  {
    name: 'Tutorials',
    slug: 'tutorials',
    description: 'Step-by-step guides with working policies, queries and scripts you can adapt to your own cloud accounts in an afternoon.',
  },
];

const cover = (slug: string): string => `/images/covers/${slug}.svg`;

export const SEED_POSTS: SeedPost[] = [
  {
    slug: 'showback-before-chargeback',
    title: 'Showback Before Chargeback: Building Cost Accountability Teams Accept',
    excerpt:
      'Jumping straight to chargeback usually triggers disputes over shared costs and untagged spend. Here is how to run a credible showback phase first, and the signals that tell you it is time to start billing teams.',
    coverImage: cover('showback-before-chargeback'),
    author: 'Priya Raman',
    category: 'strategy',
    tags: 'Showback, Chargeback, Cost Allocation, Culture, FinOps Foundation',
    featured: true,
    daysAgo: 5,
    content: `<p>Almost every organisation we work with wants chargeback eventually. The CFO wants cloud costs to land in the budgets of the teams that cause them, and product leaders want to see the true margin of what they build. The instinct is reasonable. The mistake is starting there. When the first invoice a team receives from the central cloud account contains costs it does not recognise, the conversation stops being about efficiency and becomes an argument about accounting.</p>

<p>Showback, reporting each team's cloud consumption without moving money, is the step that makes chargeback credible. In the FinOps Foundation lifecycle it sits squarely in the <strong>Inform</strong> phase: before anyone can optimise or operate, they need an allocation they trust.</p>

<h2>Why chargeback fails when it comes first</h2>

<p>In a typical first assessment we find that 20 to 40 percent of spend cannot be attributed to an owner with confidence. Some of it is untagged, some is shared infrastructure such as networking, logging and security tooling, and some is commitment purchases that sit in a payer account. If you charge teams on that basis, three things happen:</p>

<ul>
<li>Teams dispute every line they cannot explain, and finance spends its month-end on reconciliations instead of analysis.</li>
<li>Engineers learn to game the model, for example by moving workloads into shared accounts where the cost is spread across everyone.</li>
<li>Leadership loses faith in the numbers, which undermines every later optimisation initiative.</li>
</ul>

<p>Showback gives you a period in which mistakes in the model are cheap. A wrong number in a report prompts a correction; a wrong number in a cross-charge prompts an escalation.</p>

<h2>What good showback looks like</h2>

<p>A showback report is not a screenshot of the billing console. To change behaviour it needs to answer the question every engineering manager asks: <em>what did my team spend, why did it change, and what can I do about it?</em> The reports that work share five traits:</p>

<ol>
<li><strong>Owner-based allocation.</strong> Costs are grouped by team or product, using tags, account structure or a cost category mapping, not by service.</li>
<li><strong>Amortised commitments.</strong> Upfront Reserved Instance and Savings Plan fees are spread across the term and across the resources that consumed the discount. Showing teams the on-demand equivalent hides the benefit of the central purchase.</li>
<li><strong>Shared costs made visible.</strong> Even if you do not yet allocate them, show the shared pool and its trend so nobody is surprised later.</li>
<li><strong>Trend and context.</strong> A month-over-month delta with the top three drivers is worth more than a full breakdown by SKU.</li>
<li><strong>A unit metric where possible.</strong> Cost per customer, per transaction or per build lets a growing team show that spend rose for good reasons.</li>
</ol>

<h2>Handling shared costs</h2>

<p>Shared costs are where most allocation models break. Agree the method with finance and engineering leads up front and write it down. The table below shows the defaults we usually start with.</p>

<table>
<thead>
<tr><th>Shared cost</th><th>Typical allocation method</th><th>Notes</th></tr>
</thead>
<tbody>
<tr><td>Network egress and NAT gateways</td><td>Proportional to each team's direct compute spend</td><td>Refine later with VPC flow log data if one team dominates traffic</td></tr>
<tr><td>Central logging and observability</td><td>Proportional to ingested volume per team</td><td>Most tools can report ingestion by index, namespace or source</td></tr>
<tr><td>Security tooling and support plans</td><td>Even split or fixed percentage</td><td>Often better kept as a central overhead line</td></tr>
<tr><td>Shared Kubernetes clusters</td><td>Requested CPU and memory per namespace</td><td>Include idle capacity as a separate visible line</td></tr>
<tr><td>Unused commitments</td><td>Kept central</td><td>Teams should not pay for a purchasing decision they did not make</td></tr>
</tbody>
</table>

<h2>The readiness test for chargeback</h2>

<p>We recommend moving from showback to chargeback only when all of the following have held for at least three consecutive month-ends:</p>

<ul>
<li>At least 90 percent of spend is allocated to an owner through tags, accounts or rules, and the unallocated remainder is shrinking.</li>
<li>Disputed amounts are below 2 percent of allocated spend, and disputes are resolved inside the month.</li>
<li>Finance and engineering have signed off the shared-cost rules and the treatment of commitments.</li>
<li>Every team that will be charged has at least one lever it controls: rightsizing, scheduling, architecture or the ability to request commitments.</li>
<li>Budgets for the next fiscal year are set using the showback numbers, so charges will not arrive against a budget built on a different basis.</li>
</ul>

<p>The last point is the one most often missed. Chargeback introduced in the middle of a fiscal year, against budgets that never anticipated it, creates losers who had no chance to plan.</p>

<h2>A practical timeline</h2>

<p>For a mid-sized organisation with a few dozen teams, a realistic sequence is one month to agree the allocation model and fix the worst tagging gaps, two to three months of showback with a monthly review in which teams can challenge numbers, and a further quarter of "shadow chargeback" in which the amounts are calculated and circulated exactly as they would be booked, but not posted. Only then do the journals start.</p>

<blockquote>The goal of showback is not a perfect number. It is a number that every team recognises as theirs, and a process for fixing it when it is wrong.</blockquote>

<p>Some organisations never move beyond showback, and that is a legitimate outcome. If teams already act on their numbers, the overhead of internal billing may not be worth it. The test is behaviour, not bookkeeping: are engineers making cost-aware decisions because they can see the consequences? If they are, your allocation model is doing its job. For more background on the allocation capability, see the <a href="https://www.finops.org/framework/">FinOps Framework</a>.</p>`,
  },
  {
    slug: 'finops-operating-model-first-90-days',
    title: 'The First 90 Days of a FinOps Practice: An Operating Model That Sticks',
    excerpt:
      'A new FinOps lead has about one quarter to prove value before the initiative is filed under "another dashboard". A week-by-week plan for roles, cadence and early wins across Inform, Optimize and Operate.',
    coverImage: cover('finops-operating-model-first-90-days'),
    author: 'Maya Lindqvist',
    category: 'strategy',
    tags: 'Operating Model, FinOps Foundation, Governance, Leadership',
    featured: false,
    daysAgo: 64,
    content: `<p>Most FinOps practices are born from a surprise: a bill that jumped 30 percent, a board question nobody could answer, or a renewal negotiation that exposed how little the organisation knew about its own consumption. The person asked to fix it usually has a title, a spreadsheet and no authority. What they do in the first quarter decides whether the practice becomes part of how the company runs, or a reporting function that is quietly defunded a year later.</p>

<p>This is the plan we use when we help a client stand up a practice. It follows the FinOps Foundation's <strong>Inform, Optimize, Operate</strong> lifecycle, but compresses it so that each phase produces something visible within weeks.</p>

<h2>Weeks 1 to 3: establish the facts</h2>

<p>Resist the urge to optimise anything yet. The first job is a single, agreed view of spend.</p>

<ul>
<li><strong>Get the raw data flowing.</strong> Enable the AWS Cost and Usage Report (CUR 2.0 through Data Exports), Azure Cost Management exports or the Google Cloud billing export to BigQuery. Every later analysis depends on line-item data, and none of these exports is fully retroactive.</li>
<li><strong>Map accounts to owners.</strong> Build a simple table of every AWS account, Azure subscription and GCP project with its owning team and environment. In most organisations this alone allocates more than half of spend.</li>
<li><strong>Measure tag coverage.</strong> Report the percentage of cost carrying your key tags, such as owner, cost centre and environment. Do not fix it yet; just publish the number.</li>
<li><strong>Find the top ten.</strong> List the ten largest services and the ten largest cost owners. In nearly every estate, fewer than 20 line items explain 80 percent of spend.</li>
</ul>

<h2>Weeks 4 to 6: define roles and the cadence</h2>

<p>FinOps is a team sport and the team needs names. The Foundation describes personas for engineering, finance, leadership, procurement and product alongside the core practitioner. In practice you need four named people or groups:</p>

<ol>
<li><strong>An executive sponsor</strong>, ideally the CFO or CTO, who attends the monthly review and unblocks decisions such as commitment purchases.</li>
<li><strong>Cost owners</strong> in each engineering team, typically the engineering manager, who are accountable for their slice of the bill.</li>
<li><strong>A finance partner</strong> who owns the forecast, the budget variance and the accounting treatment of commitments.</li>
<li><strong>The FinOps practitioner</strong>, who owns the data, the tooling and the process, but not the spend itself.</li>
</ol>

<p>Then set the rhythm. A weekly 30-minute engineering triage looks at anomalies and the largest changes. A monthly business review, with the sponsor, looks at spend against forecast, unit cost trends and the commitment portfolio. A quarterly planning session feeds cloud cost into budget and roadmap decisions. Write the cadence down and publish the calendar invitations; a meeting that exists is harder to cancel than a good intention.</p>

<h2>Weeks 7 to 10: deliver the first wins</h2>

<p>Credibility comes from money saved, and the early wins should be low-risk and fast. These four nearly always pay for the quarter:</p>

<table>
<thead>
<tr><th>Action</th><th>Typical impact</th><th>Effort</th></tr>
</thead>
<tbody>
<tr><td>Delete unattached volumes, old snapshots and idle load balancers</td><td>1 to 3 percent of total spend</td><td>Days</td></tr>
<tr><td>Schedule non-production compute to run business hours only</td><td>Up to 65 percent of the scheduled resources' cost</td><td>One to two weeks</td></tr>
<tr><td>Migrate AWS gp2 volumes to gp3</td><td>About 20 percent of the affected EBS cost</td><td>Days, no downtime</td></tr>
<tr><td>Cover the stable compute baseline with Savings Plans or reservations</td><td>15 to 30 percent of covered compute</td><td>Two weeks of analysis</td></tr>
</tbody>
</table>

<p>Track each action in a savings register with an owner, an estimated monthly saving and, once implemented, the realised saving. The register becomes the practice's scorecard and the evidence for the sponsor.</p>

<h2>Weeks 11 to 13: make it operational</h2>

<p>The third month is about making the good behaviour automatic, which is the essence of the <strong>Operate</strong> phase.</p>

<ul>
<li>Turn on anomaly detection with alerts routed to the owning team's channel, not a shared mailbox.</li>
<li>Set budgets per cost owner with forecast-based alerts at 80 and 100 percent.</li>
<li>Publish a tagging policy and enforce the two or three most important tags at creation time for new resources.</li>
<li>Agree a commitment policy: who approves purchases, the target coverage and the maximum term.</li>
</ul>

<h2>What to report at day 90</h2>

<p>Keep the quarter-end report to one page: allocated spend percentage, tag coverage trend, realised savings against the register, commitment coverage and utilisation, and the three decisions you need from leadership next quarter. That last item matters. A FinOps practice that only reports is a cost; one that asks for decisions becomes part of governance.</p>

<blockquote>Measure the practice by the decisions it changes, not the dashboards it builds.</blockquote>

<p>Ninety days will not get you to the Run stage of the maturity model, and it should not try. A credible Walk in the areas that matter most, allocation, commitments and anomaly response, is a far stronger foundation than an ambitious programme that stalls. The <a href="https://www.finops.org/framework/">FinOps Framework</a> is a useful map for what comes next.</p>`,
  },
  {
    slug: 'unit-economics-cost-per-customer',
    title: 'Unit Economics for the Cloud: From Total Spend to Cost per Customer',
    excerpt:
      'Total cloud spend going up is not a problem if revenue and usage go up faster. How to choose a unit metric, build the numerator and denominator from billing and product data, and use it in planning.',
    coverImage: cover('unit-economics-cost-per-customer'),
    author: 'Hannah Whitcombe',
    category: 'strategy',
    tags: 'Unit Economics, KPIs, Forecasting, Product',
    featured: false,
    daysAgo: 23,
    content: `<p>"Our cloud bill grew 40 percent this year" is a statement that sounds alarming and means very little. If the customer base doubled over the same period, that growth represents a significant efficiency gain. If it stayed flat, something is wrong. Absolute spend cannot distinguish the two cases; a unit metric can.</p>

<p>Unit economics is where FinOps stops being a cost-cutting exercise and becomes a conversation about margin. It is also the capability most organisations say they want and fewest actually run, because it requires joining billing data with business data that lives in a different system owned by a different team.</p>

<h2>Choosing the unit</h2>

<p>A good unit metric has three properties: it reflects the value the business sells, it moves with the cost drivers of the platform, and both engineering and finance understand it without a glossary. Some examples from our engagements:</p>

<table>
<thead>
<tr><th>Business</th><th>Unit metric</th><th>Why it works</th></tr>
</thead>
<tbody>
<tr><td>B2B SaaS</td><td>Cost per active tenant per month</td><td>Maps directly to subscription revenue and gross margin</td></tr>
<tr><td>Payments</td><td>Cost per 1,000 transactions</td><td>Tracks the primary workload and pricing model</td></tr>
<tr><td>Media streaming</td><td>Cost per viewing hour</td><td>Captures both delivery and transcoding costs</td></tr>
<tr><td>Data platform</td><td>Cost per TB processed</td><td>Aligns with how internal customers consume the service</td></tr>
<tr><td>CI infrastructure</td><td>Cost per build minute</td><td>Lets platform teams compare runners and caching strategies</td></tr>
</tbody>
</table>

<p>Start with one metric for the whole business and add product-level metrics later. Trying to define ten units in the first month produces ten arguments and no numbers.</p>

<h2>Building the numerator</h2>

<p>The numerator is the cloud cost attributable to the unit. Three decisions shape it:</p>

<ol>
<li><strong>Amortised, not cash.</strong> Use amortised cost so that an upfront three-year reservation does not create a spike in one month and flattering numbers in the next thirty-five.</li>
<li><strong>Net of discounts.</strong> Apply Savings Plan, reservation, committed use and negotiated discounts. Unit cost should reflect what you actually pay.</li>
<li><strong>Scope.</strong> Decide whether the numerator is production only or includes development, CI and shared platforms. Both are valid, but document the choice, because including non-production typically adds 20 to 35 percent.</li>
</ol>

<p>If your allocation is immature, you can still begin: use production accounts or subscriptions as the numerator and refine as tagging improves. A roughly right metric that is tracked monthly beats a precise one that is still being designed.</p>

<h2>Building the denominator</h2>

<p>The denominator comes from product analytics, the billing system or the data warehouse. Two practical points matter more than the choice of tool. First, agree the definition with the team that owns the number; "active customer" means different things to sales, product and support. Second, align the time grain. Cloud costs are daily; business metrics are often monthly snapshots. Calculate monthly unit cost from monthly totals rather than averaging daily ratios, which overweights quiet days.</p>

<h2>Reading the metric</h2>

<p>Unit cost is only useful with context. We plot it alongside the two series that explain it: total cost and unit volume. Four patterns are common:</p>

<ul>
<li><strong>Volume up, unit cost down:</strong> economies of scale are working. Celebrate, then check that reliability did not suffer.</li>
<li><strong>Volume up, unit cost flat:</strong> costs scale linearly. Usually acceptable, but look for fixed costs that should have been amortised across more units.</li>
<li><strong>Volume flat, unit cost up:</strong> waste, a pricing change or a new feature with a heavy footprint. Investigate the top drivers.</li>
<li><strong>Volume down, unit cost up sharply:</strong> the platform cannot scale down. A classic sign of over-provisioned baselines and under-used commitments.</li>
</ul>

<h2>Putting it into planning</h2>

<p>The real payoff arrives when unit cost becomes a planning input. Instead of asking engineering for next year's cloud budget as a single number, finance can combine the product team's volume forecast with a unit cost target: "We expect 1.8 million active users and we are targeting 14 cents per user per month, so the production budget is about 3 million dollars." Engineering then owns the unit cost target and product owns the volume forecast. Each is accountable for what it controls.</p>

<blockquote>A unit cost target turns a budget negotiation into an engineering objective, which is a far better conversation to have.</blockquote>

<p>This also changes how you evaluate optimisation work. A project that cuts 50,000 dollars a year is easy to compare against one that cuts unit cost by 8 percent on a product expected to triple in volume. The second is usually worth far more, and only a unit view makes that visible.</p>

<h2>Common pitfalls</h2>

<ul>
<li>Publishing unit cost without the denominator's definition, so every reader interprets it differently.</li>
<li>Changing the allocation model without restating history, which creates false trends.</li>
<li>Using unit cost to compare teams with fundamentally different workloads.</li>
<li>Ignoring quality: a falling unit cost bought with rising latency or error rates is not an efficiency gain.</li>
</ul>

<p>Start small: one metric, monthly, reviewed in the business review alongside total spend. Within two or three quarters it will be the number leadership asks about first.</p>`,
  },
  {
    slug: 'forecasting-cloud-spend-variable-usage',
    title: 'Forecasting Cloud Spend When Engineering Moves Faster Than Finance',
    excerpt:
      'Annual budgets assume costs are known in advance; cloud usage changes with every deployment. A driver-based forecasting method that finance can defend and engineering can actually influence.',
    coverImage: cover('forecasting-cloud-spend-variable-usage'),
    author: 'Hannah Whitcombe',
    category: 'strategy',
    tags: 'Forecasting, Budgets, Finance',
    featured: false,
    daysAgo: 151,
    content: `<p>Finance teams are used to costs that behave: rent, salaries and software licences are known in advance and change by contract. Cloud spend behaves like a utility bill that the engineering team can rewire every afternoon. A single configuration change can add five figures to the monthly invoice, and a well-executed migration can remove it just as quickly. It is no surprise that forecast accuracy is one of the most common pain points raised in the FinOps Foundation's annual State of FinOps survey.</p>

<p>The fix is not a better spreadsheet formula. It is a forecasting method that connects spend to the things that drive it, and a process that lets engineering update those drivers before the invoice arrives.</p>

<h2>Why trend-based forecasts fail</h2>

<p>The default forecast in most billing consoles extrapolates recent spend. That works for stable estates and fails precisely when a forecast matters most: during migrations, product launches, seasonal peaks and commitment purchases. A linear trend fitted to a month that included a one-off data backfill will confidently predict that backfill every month for the rest of the year.</p>

<p>Trend forecasts also give nobody anything to act on. When actuals diverge, the only explanation available is "usage changed", which is not an explanation.</p>

<h2>Driver-based forecasting</h2>

<p>A driver-based forecast splits spend into components, each expressed as a volume multiplied by a rate:</p>

<ul>
<li><strong>Baseline platform cost:</strong> shared services, networking, security tooling. Largely fixed; forecast from contracts and current run rate.</li>
<li><strong>Volume-driven cost:</strong> the workloads that scale with customers, transactions or data. Forecast as business volume multiplied by unit cost.</li>
<li><strong>Project cost:</strong> migrations, new products, experiments. Forecast from engineering plans with explicit start and end dates.</li>
<li><strong>Rate changes:</strong> commitment purchases and expiries, negotiated discounts, announced price changes. Applied as adjustments to the components above.</li>
</ul>

<p>Each component has a different owner. Product owns the volume forecast, engineering owns unit cost and project plans, procurement and FinOps own rates. When actuals diverge, you can see immediately which assumption broke.</p>

<h2>A worked example</h2>

<table>
<thead>
<tr><th>Component</th><th>Driver</th><th>Assumption</th><th>Monthly forecast</th></tr>
</thead>
<tbody>
<tr><td>Platform baseline</td><td>Run rate</td><td>Flat, plus 3% for new regions</td><td>$82,000</td></tr>
<tr><td>Customer workloads</td><td>Active tenants x unit cost</td><td>4,200 tenants at $31.50</td><td>$132,300</td></tr>
<tr><td>Data warehouse migration</td><td>Project plan</td><td>Dual running for 4 months</td><td>$18,000</td></tr>
<tr><td>Savings Plan renewal</td><td>Rate adjustment</td><td>Coverage from 55% to 70% of compute</td><td>-$9,500</td></tr>
<tr><td><strong>Total</strong></td><td></td><td></td><td><strong>$222,800</strong></td></tr>
</tbody>
</table>

<p>When the migration slips by two months, the forecast changes in one row with one owner. When tenant growth outpaces plan, finance sees that spend is up for a good reason and that unit cost has held.</p>

<h2>Setting accuracy targets</h2>

<p>Perfect accuracy is neither achievable nor useful. We suggest tolerances that tighten as maturity grows:</p>

<ol>
<li><strong>Crawl:</strong> monthly actuals within 20 percent of forecast at the organisation level.</li>
<li><strong>Walk:</strong> within 10 percent at the organisation level and 20 percent per business unit.</li>
<li><strong>Run:</strong> within 5 percent at the organisation level and 10 to 15 percent per team, with variances explained before month-end.</li>
</ol>

<p>Measure variance in both directions. Consistent under-spend against forecast is not a virtue; it ties up budget that other teams could have used and usually signals padding.</p>

<h2>The rolling process</h2>

<p>An annual budget is a commitment; a forecast is a living estimate. We recommend a monthly re-forecast for the next two quarters and a quarterly re-forecast for the rest of the year. The monthly cycle is short: FinOps refreshes run rates and rates, engineering confirms project dates, product confirms volume, and finance signs off. With the right model it takes a few hours, not a week.</p>

<p>Two practices make the process resilient. First, keep a change log of every assumption, so that a quarter later you can explain why the forecast moved. Second, feed engineering changes into the forecast before they ship. A short "cost impact" field on architecture decision records or change tickets, with a rough monthly estimate, closes the loop between the teams that change spend and the team that predicts it.</p>

<blockquote>If the forecast only changes after the invoice arrives, it is a report, not a forecast.</blockquote>

<h2>Tooling</h2>

<p>You do not need specialist software to start. A driver model in a spreadsheet, fed by a monthly export of amortised cost by owner and a volume series from the data warehouse, will carry most organisations to the Walk stage. Move to a tool once the number of components and owners makes the spreadsheet fragile, typically above 30 to 50 cost owners. Whatever you use, keep the drivers visible: a forecast nobody can interrogate will not be trusted, however accurate it turns out to be.</p>`,
  },
  {
    slug: 'kubernetes-cost-allocation-shared-clusters',
    title: 'Kubernetes Cost Allocation: Splitting Shared Clusters by Namespace and Label',
    excerpt:
      'A shared cluster shows up on the invoice as a pile of nodes. How to turn node cost into team cost using requests, usage and labels, and what to do with idle capacity and cluster overhead.',
    coverImage: cover('kubernetes-cost-allocation-shared-clusters'),
    author: 'Daniel Okafor',
    category: 'technical',
    tags: 'Kubernetes, Cost Allocation, Containers, OpenCost, EKS, GKE',
    featured: true,
    daysAgo: 12,
    content: `<p>Kubernetes is excellent at packing many workloads onto shared infrastructure and terrible at telling you who those workloads belong to. The cloud bill sees virtual machines, disks and load balancers. It does not see namespaces, deployments or teams. In organisations where most compute runs on shared clusters, this gap can leave half of the estate unallocated even when account-level tagging is perfect.</p>

<p>Closing it requires a cost model that runs inside the cluster and maps node cost onto the pods that used it. Here is how that model works, the choices you need to make, and how the managed offerings from the major providers fit in.</p>

<h2>From node cost to pod cost</h2>

<p>Every allocation model follows the same steps:</p>

<ol>
<li><strong>Price the nodes.</strong> Take the hourly cost of each node from the billing data, ideally net of Savings Plans, reservations or committed use discounts, and including attached storage.</li>
<li><strong>Split node cost into resource prices.</strong> Divide each node's cost into a price per vCPU-hour and per GiB-hour of memory. A common default is to derive the ratio from the provider's on-demand pricing for the instance family; general-purpose families often land around a 1:8 to 1:10 ratio of CPU-hour to GiB-hour price.</li>
<li><strong>Measure each pod's consumption.</strong> For every pod, take the larger of its resource request and its actual usage, per hour, for CPU and memory.</li>
<li><strong>Multiply and aggregate.</strong> Pod cost equals consumption multiplied by resource price. Aggregate by namespace, label or annotation to reach teams and products.</li>
</ol>

<p>Using the larger of request and usage is the key decision. Requests reserve capacity that the scheduler cannot give to anyone else, so a team that requests eight cores and uses one should pay for eight. A team that bursts above its request should pay for what it actually consumed.</p>

<h2>Idle capacity and overhead</h2>

<p>After pods are priced, a remainder is left: capacity that no pod requested or used. In our assessments, idle capacity on shared clusters is commonly 30 to 50 percent of node cost. There are three ways to treat it:</p>

<table>
<thead>
<tr><th>Approach</th><th>How it works</th><th>When to use it</th></tr>
</thead>
<tbody>
<tr><td>Central line</td><td>Report idle as a platform team cost</td><td>When the platform team controls node pools and autoscaling</td></tr>
<tr><td>Proportional share</td><td>Spread idle across namespaces by their allocated cost</td><td>When chargeback must sum exactly to the invoice</td></tr>
<tr><td>Hybrid</td><td>Share a target idle buffer, keep the excess central</td><td>When you want teams to feel the cost without penalising them for platform inefficiency</td></tr>
</tbody>
</table>

<p>Treat system overhead, such as kube-system, ingress controllers, service mesh and monitoring agents, the same way: allocate it proportionally or keep it as a visible platform line. Do not hide it. A monitoring stack that costs more than the workloads it watches is a finding in its own right.</p>

<h2>Labels that make allocation possible</h2>

<p>Namespaces are the most reliable unit of ownership because every pod has one. If your clusters follow a namespace-per-team or namespace-per-service convention, you can allocate with a simple mapping table. Where namespaces are shared, standardise a small set of labels and enforce them with an admission policy such as Kyverno or OPA Gatekeeper:</p>

<pre><code>metadata:
  labels:
    app.kubernetes.io/name: checkout-api
    team: payments
    cost-center: cc-4120
    environment: production</code></pre>

<p>Keep the label keys identical to the cloud tag keys used elsewhere. That way the in-cluster allocation and the account-level allocation join cleanly in the same report.</p>

<h2>Tooling options</h2>

<ul>
<li><strong>OpenCost</strong> is the open-source CNCF project that implements this model, reads cloud pricing for AWS, Azure and Google Cloud, and exposes allocation through an API and Prometheus metrics. Kubecost builds on it with a commercial UI and reconciliation features.</li>
<li><strong>Amazon EKS</strong> supports split cost allocation data in the Cost and Usage Report, which apportions EC2 cost to pods based on requests and usage and surfaces Kubernetes labels as cost allocation tags.</li>
<li><strong>Google Kubernetes Engine</strong> offers GKE cost allocation, which adds namespace and label breakdowns to the Cloud Billing export to BigQuery.</li>
<li><strong>Azure Kubernetes Service</strong> provides a cost analysis add-on, built on OpenCost, that shows namespace-level costs in Azure Cost Management.</li>
</ul>

<p>Native features are the fastest start because they land in the billing data you already use. OpenCost gives you a consistent model across clouds if you run clusters on more than one.</p>

<h2>What allocation reveals</h2>

<p>The first namespace report is usually uncomfortable. Typical findings include requests set by copying a template years ago, memory requests five times higher than peak usage, and development namespaces running around the clock at production size. Those findings are the start of optimisation: vertical pod autoscaler recommendations, request tuning, bin-packing with tools such as Karpenter or cluster autoscaler, and moving fault-tolerant workloads to spot capacity.</p>

<blockquote>You cannot rightsize a cluster until you can show each team what it reserves and what it uses.</blockquote>

<p>Start with namespace-level showback for one cluster, agree the treatment of idle capacity with the platform team, and then roll it out. Most organisations reach 90 percent allocation of container spend within two months. The <a href="https://www.opencost.io/">OpenCost project</a> documents its allocation model in detail if you want to compare it with your own.</p>`,
  },
  {
    slug: 'reserved-instances-vs-savings-plans',
    title: 'Reserved Instances vs Savings Plans: A Commitment Strategy That Survives Change',
    excerpt:
      'Standard RIs, Convertible RIs, Compute and EC2 Instance Savings Plans all trade flexibility for discount. How to layer them, size the commitment against your baseline and avoid paying for capacity you no longer run.',
    coverImage: cover('reserved-instances-vs-savings-plans'),
    author: 'Tomás Herrera',
    category: 'technical',
    tags: 'AWS, Reserved Instances, Savings Plans, Commitments, Compute',
    featured: false,
    daysAgo: 38,
    content: `<p>Commitment-based discounts are the largest single lever in most AWS cost programmes. Paying on-demand for a steady baseline of compute is the cloud equivalent of renting a car by the day for a daily commute. Yet many organisations either under-commit out of fear of lock-in or over-commit on the wrong instrument and spend the next three years paying for capacity they migrated away from.</p>

<p>This article compares the AWS instruments, then describes the layering approach we use to get high coverage without high risk. The same logic applies to Azure reservations and savings plans and to Google Cloud committed use discounts.</p>

<h2>The instruments</h2>

<table>
<thead>
<tr><th>Instrument</th><th>Commitment</th><th>Flexibility</th><th>Maximum discount vs on-demand</th></tr>
</thead>
<tbody>
<tr><td>Standard Reserved Instance</td><td>Specific instance family, region, tenancy and platform</td><td>Size flexibility within a family for regional Linux RIs; can be listed on the RI Marketplace</td><td>Up to 72%</td></tr>
<tr><td>Convertible Reserved Instance</td><td>As above, but exchangeable</td><td>Exchange for another family, OS or tenancy of equal or greater value</td><td>Lower than Standard</td></tr>
<tr><td>EC2 Instance Savings Plan</td><td>Hourly spend for one instance family in one region</td><td>Any size, OS or tenancy within that family and region</td><td>Up to 72%</td></tr>
<tr><td>Compute Savings Plan</td><td>Hourly spend on compute</td><td>Any family, size, region, OS; also Fargate and Lambda</td><td>Up to 66%</td></tr>
</tbody>
</table>

<p>All four come in one-year and three-year terms with all upfront, partial upfront and no upfront payment options. Paying more upfront increases the discount modestly; the term length matters far more.</p>

<p>Savings Plans apply automatically to the usage that yields the highest discount first. Reserved Instances apply before Savings Plans, so the two can be mixed safely. For managed data services such as Amazon RDS, ElastiCache, OpenSearch and Redshift, check which instruments each service currently supports; reserved capacity has long been the main route to a discount there.</p>

<h2>Find the baseline first</h2>

<p>Commitments should cover the usage you are confident will exist for the whole term, and nothing else. To find it, look at at least 30, preferably 90, days of hourly compute spend expressed in the on-demand equivalent. The baseline is not the average: it is closer to the level that usage exceeds in nearly every hour. We typically use the 10th to 20th percentile of hourly usage over the period, adjusted for planned changes.</p>

<p>Before committing, rightsize. A commitment bought on an over-provisioned fleet locks in waste at a discount. If a rightsizing programme is underway, commit to the post-rightsizing baseline in tranches as it lands.</p>

<h2>A layered strategy</h2>

<ol>
<li><strong>Layer 1, stable and predictable:</strong> workloads that will not change family or region for the term, such as database instances on reserved capacity or a long-lived fleet of one instance family. Use EC2 Instance Savings Plans or Standard RIs for the highest discount.</li>
<li><strong>Layer 2, stable spend, changing shape:</strong> the bulk of general compute, where the total is predictable but families, regions and even services evolve. Use Compute Savings Plans. Moving from Intel to Graviton, from EC2 to Fargate or between regions keeps the discount.</li>
<li><strong>Layer 3, variable:</strong> the peaks above the baseline. Leave on-demand, or use Spot for fault-tolerant work such as batch, CI and stateless services behind a queue.</li>
</ol>

<p>A typical mature estate ends up with 70 to 85 percent of eligible compute covered, most of it by Compute Savings Plans, and the rest on-demand or Spot.</p>

<h2>Buy in tranches, not in one go</h2>

<p>Instead of one large purchase, buy smaller commitments every month or quarter. Tranches have three advantages: expiries are staggered, so no single renewal decision carries the whole portfolio; each purchase is based on recent data; and you can step coverage up gradually while watching utilisation. A common pattern is a monthly review that buys enough to bring coverage back to target and never more than a set percentage of the baseline in a single month.</p>

<h2>Metrics to watch</h2>

<ul>
<li><strong>Coverage:</strong> the share of eligible usage billed at a committed rate. Low coverage means money left on the table.</li>
<li><strong>Utilisation:</strong> the share of purchased commitment that was actually used. Below about 95 percent, you are paying for idle commitment.</li>
<li><strong>Effective savings rate:</strong> the total discount achieved relative to on-demand, net of unused commitment. This single number lets you compare your programme with peers and over time.</li>
<li><strong>Expiry calendar:</strong> a rolling view of commitments ending in the next 90 days, so renewals are decisions, not accidents.</li>
</ul>

<h2>Governance</h2>

<p>Purchase commitments centrally, in the management or a dedicated purchasing account, and share benefits across the organisation. Agree up front how the discount is shown to teams: amortised into their costs, so their bills reflect the rate actually paid, with any unused commitment kept as a central line. Write down who can approve a purchase, the maximum term and the coverage target. A single page is enough.</p>

<blockquote>The right question is not "Reserved Instances or Savings Plans?" but "How much of our baseline can we commit, and how much flexibility does each slice need?"</blockquote>

<p>AWS documents the mechanics of each option in the <a href="https://docs.aws.amazon.com/savingsplans/latest/userguide/what-is-savings-plans.html">Savings Plans user guide</a>. Read it alongside your own hourly data before your next purchase.</p>`,
  },
  {
    slug: 'cost-anomaly-detection-alerts-engineers-trust',
    title: "Cost Anomaly Detection That Engineers Don't Mute",
    excerpt:
      'Most anomaly alerts end up in a channel nobody reads. How to scope monitors, set thresholds by impact, route alerts to owners and run a triage loop that catches the runaway job before month-end.',
    coverImage: cover('cost-anomaly-detection-alerts-engineers-trust'),
    author: 'Daniel Okafor',
    category: 'technical',
    tags: 'Anomaly Detection, Automation, AWS, Azure, GCP',
    featured: false,
    daysAgo: 97,
    content: `<p>Every FinOps team has a story about the anomaly that got away: a logging change that tripled ingestion, a test cluster left running over a holiday, a recursive function invocation that ran for a weekend. In almost every case, the data to catch it existed within a day. What was missing was an alert that reached someone who recognised it and could act.</p>

<p>All three major clouds now offer machine-learning-based anomaly detection at no or low cost: AWS Cost Anomaly Detection, anomaly alerts in Azure Cost Management, and cost anomaly detection in Google Cloud Billing. The technology is no longer the constraint. Design is.</p>

<h2>Why alerts get muted</h2>

<p>Engineers mute alerts for three reasons: they are not relevant to them, they are not actionable, or they arrive too often for too little money. A single organisation-wide monitor that emails a shared FinOps inbox fails on all three counts. The fixes follow directly.</p>

<h2>Scope monitors to owners</h2>

<p>Create monitors that match your allocation model, so that each alert has an obvious owner.</p>

<ul>
<li>In AWS Cost Anomaly Detection, use monitors segmented by linked account, by cost category or by cost allocation tag rather than one monitor for the whole payer account. A cost category that maps accounts and tags to teams is usually the best fit.</li>
<li>In Azure, create anomaly alerts per subscription, with the owning team's distribution list as recipients, and complement them with budgets on resource groups for critical workloads.</li>
<li>In Google Cloud, scope budgets and anomaly notifications to projects or labels, and route Pub/Sub notifications to the owning team's tooling.</li>
</ul>

<p>Keep an additional service-level monitor at organisation scope for the FinOps team, as a safety net for costs that fall outside any owner's monitor.</p>

<h2>Set thresholds by impact</h2>

<p>A 200 percent increase on a 10 dollar-a-day service is noise; a 15 percent increase on a 20,000 dollar-a-day service is a meeting. Thresholds should combine an absolute and a relative condition. AWS alert subscriptions, for example, let you require both a dollar impact and a percentage impact before alerting. Our starting points:</p>

<table>
<thead>
<tr><th>Daily spend of scope</th><th>Alert when impact exceeds</th><th>Delivery</th></tr>
</thead>
<tbody>
<tr><td>Under $500</td><td>$100 and 40%</td><td>Daily summary</td></tr>
<tr><td>$500 to $5,000</td><td>$250 and 20%</td><td>Individual alert</td></tr>
<tr><td>Over $5,000</td><td>$1,000 and 10%</td><td>Individual alert plus on-call page for sustained spikes</td></tr>
</tbody>
</table>

<p>Review thresholds after the first month. If more than a third of alerts are dismissed as expected, raise them. If a material increase was found in the invoice rather than by an alert, lower them.</p>

<h2>Route alerts where work happens</h2>

<p>Email is where alerts go to die. Send them through SNS, Azure action groups or Pub/Sub into the chat channel or ticket queue the owning team already watches. Include in the message the service, account or project, the estimated impact, and a direct link to the filtered cost view. An engineer should be able to judge relevance in ten seconds without logging into a billing console.</p>

<h2>Run a triage loop</h2>

<p>Alerts are only as good as the response. We recommend a lightweight process:</p>

<ol>
<li><strong>Acknowledge within one business day.</strong> The owner classifies the anomaly as expected (a launch, a migration, a load test), a defect, or unknown.</li>
<li><strong>Give feedback to the detector.</strong> AWS lets you mark an anomaly as accurate or not; that feedback improves future detection.</li>
<li><strong>Fix or explain.</strong> Defects get a ticket with an owner and a target date. Expected changes get a note that also feeds the forecast.</li>
<li><strong>Review weekly.</strong> The FinOps team reviews open anomalies, unacknowledged alerts and the total cost avoided, and reports it in the monthly business review.</li>
</ol>

<h2>Know the limits</h2>

<p>Billing-based detection has a built-in delay. Cost data typically arrives several hours after usage, and most detectors evaluate daily. A runaway workload can therefore run for a day or more before the first alert. For the few workloads where that is unacceptable, such as data pipelines that can scale without limit or public-facing functions, add usage-based guardrails closer to the source: CloudWatch or Azure Monitor alarms on invocation counts, queue depth or bytes processed, service quotas, and concurrency limits. These catch the problem in minutes; billing detection then confirms the financial impact.</p>

<blockquote>Billing anomaly detection tells you what happened yesterday. Usage alarms tell you what is happening now. Mature teams use both.</blockquote>

<h2>Measure the programme</h2>

<p>Track the number of anomalies detected, the median time from anomaly start to acknowledgement, the share dismissed as noise, and the estimated cost avoided, calculated as the daily impact multiplied by the days saved compared with waiting for the invoice. In the engagements where we have implemented this loop, time to detect material anomalies dropped from an average of 18 days, effectively the invoice cycle, to under two days.</p>`,
  },
  {
    slug: 'storage-snapshots-data-transfer-hidden-costs',
    title: 'The Hidden Line Items: Storage Tiers, Snapshots and Data Transfer',
    excerpt:
      'Compute gets the attention, but storage and network charges grow quietly until they are a quarter of the bill. Where the money goes: EBS volume types, snapshot sprawl, object storage tiers, NAT gateways and cross-zone traffic.',
    coverImage: cover('storage-snapshots-data-transfer-hidden-costs'),
    author: 'Tomás Herrera',
    category: 'technical',
    tags: 'Storage, Data Transfer, Cloud Waste, AWS, Azure, GCP',
    featured: false,
    daysAgo: 196,
    content: `<p>When we review a cloud bill with a new client, the conversation starts with compute, because compute is where everyone expects the money to be. It usually is the largest category. But in estates that have been running for a few years, storage and data transfer together frequently account for 20 to 30 percent of spend, and they grow with almost no one watching. Unlike an over-sized instance, an unneeded snapshot or an inefficient network path generates no alerts and no complaints. It just costs money every month.</p>

<h2>Block storage: volume types and orphans</h2>

<p>Start with the simplest win. On AWS, gp3 volumes cost about 20 percent less per GB than gp2 and include a baseline of 3,000 IOPS and 125 MB/s regardless of size. Migration is an online modification with no downtime. The only volumes that should stay on gp2 are small ones that relied on burst credits beyond that baseline, which is rare. On Azure, review whether Premium SSD disks really need premium performance, and consider Premium SSD v2, where capacity, IOPS and throughput are provisioned separately.</p>

<p>Then look for orphans. Unattached volumes are left behind when instances are terminated without delete-on-termination, and they are billed at the full provisioned size. A simple weekly report of volumes in the available state for more than 14 days, with their last attached instance and tags, usually finds 2 to 5 percent of block storage spend.</p>

<h2>Snapshot sprawl</h2>

<p>Snapshots are incremental, which makes them cheap individually and expensive collectively. Backup jobs that create daily snapshots without an expiry policy accumulate years of history. Snapshots of deleted volumes and images nobody launches any more persist indefinitely.</p>

<ul>
<li>Define retention by data class: for example 7 daily, 4 weekly and 12 monthly for production, and 7 days for non-production.</li>
<li>Enforce it with a managed lifecycle service: Amazon Data Lifecycle Manager or AWS Backup, Azure Backup policies, or snapshot schedules in Google Cloud.</li>
<li>For long-term retention on AWS, move older snapshots to the EBS Snapshots Archive tier, which is roughly 75 percent cheaper, with a 90-day minimum and a retrieval delay.</li>
</ul>

<h2>Object storage tiers</h2>

<p>Object storage looks cheap per GB, but it is where data goes to live forever. Most buckets we analyse hold data that has not been read in months, stored in the most expensive tier.</p>

<table>
<thead>
<tr><th>Access pattern</th><th>AWS</th><th>Azure</th><th>Google Cloud</th></tr>
</thead>
<tbody>
<tr><td>Frequent</td><td>S3 Standard</td><td>Hot</td><td>Standard</td></tr>
<tr><td>Unknown or changing</td><td>S3 Intelligent-Tiering</td><td>Lifecycle rules on last access time</td><td>Autoclass</td></tr>
<tr><td>Monthly or less</td><td>S3 Standard-IA or Glacier Instant Retrieval</td><td>Cool or Cold</td><td>Nearline or Coldline</td></tr>
<tr><td>Archive</td><td>Glacier Flexible Retrieval or Deep Archive</td><td>Archive</td><td>Archive</td></tr>
</tbody>
</table>

<p>Two caveats apply. Infrequent-access tiers charge for retrieval and impose minimum storage durations, from 30 days for S3 Standard-IA to 180 days for Glacier Deep Archive, so moving short-lived data can cost more than it saves. And small objects are billed at a minimum size in several tiers, 128 KB in S3 Standard-IA for instance, which makes tiering millions of tiny files counterproductive. Where access patterns are unknown, automatic tiering is usually the safest default.</p>

<p>Do not forget versioned buckets. Noncurrent versions are billed like current objects, and a bucket with frequent overwrites and no noncurrent version expiry can hold many times its visible size.</p>

<h2>Data transfer: the bill nobody designs</h2>

<p>Data transfer pricing is complex, but a few patterns drive most of the cost:</p>

<ol>
<li><strong>NAT gateways.</strong> On AWS, traffic through a NAT gateway is charged a per-GB processing fee on top of the hourly charge. Private subnets pulling container images, packages or S3 data through NAT pay for every byte. Gateway VPC endpoints for S3 and DynamoDB carry no charge and remove that traffic from NAT entirely; interface endpoints for other services are often cheaper than NAT at volume.</li>
<li><strong>Cross-zone traffic.</strong> Traffic between availability zones is charged in both directions. Chatty microservices spread across zones, or replicas reading from a primary in another zone, can generate surprising totals. Zone-aware routing keeps most calls local without giving up resilience.</li>
<li><strong>Internet egress.</strong> Serving content directly from object storage or load balancers is more expensive per GB than serving through a CDN, and the CDN reduces origin load too.</li>
<li><strong>Cross-region replication.</strong> Replicating every bucket and database to a second region doubles storage and adds transfer. Replicate what your recovery objectives require, not everything.</li>
</ol>

<h2>Making it visible</h2>

<p>Storage and network costs hide because they are spread across many resources and usage types. In billing data, group by usage type rather than by service: on AWS, usage types containing DataTransfer, NatGateway-Bytes and TimedStorage-Snapshot tell you far more than the service name. Add these to your monthly showback so that teams see their own transfer and storage costs next to compute.</p>

<blockquote>Compute waste is loud: an idle server is easy to spot. Storage and transfer waste is quiet, and quiet costs compound.</blockquote>

<p>A focused review of these line items typically takes two to three weeks and, in our experience, reduces storage and transfer spend by 25 to 40 percent, with very little risk to production.</p>`,
  },
  {
    slug: 'saas-platform-rightsizing-graviton-case-study',
    title: 'How a B2B SaaS Platform Cut Compute Spend 34% with Rightsizing and Graviton',
    excerpt:
      'A 220-engineer SaaS company was spending $410,000 a month on AWS with average CPU utilisation of 11%. Twelve weeks of rightsizing, a Graviton migration and a tranche-based Savings Plan programme changed that.',
    coverImage: cover('saas-platform-rightsizing-graviton-case-study'),
    author: 'Maya Lindqvist',
    category: 'case-studies',
    tags: 'Case Study, Rightsizing, AWS, Graviton, Savings Plans',
    featured: true,
    daysAgo: 19,
    content: `<p>This engagement was with a B2B SaaS company offering workflow software to mid-market customers in Europe and North America. The client has asked us not to name them. At the start of the engagement they employed around 220 engineers across 26 product teams, ran almost entirely on AWS, and spent roughly $410,000 a month, of which $265,000 was EC2 and related compute.</p>

<h2>The situation</h2>

<p>Growth had been the priority for four years, and infrastructure had followed a simple rule: when in doubt, go one size up. The CFO raised the issue after gross margin fell three quarters in a row while customer numbers grew. Our two-week assessment found:</p>

<ul>
<li>Average CPU utilisation across the EC2 fleet of 11 percent, with 60 percent of instances never exceeding 25 percent at peak over 30 days.</li>
<li>Almost everything on older x86 generations, mostly m5 and c5, with a handful of m4 instances still running.</li>
<li>Savings Plan coverage of 38 percent, bought in a single purchase two years earlier, with nobody assigned to manage it.</li>
<li>Development and staging environments sized identically to production and running 24 hours a day.</li>
<li>Tagging good enough to allocate 78 percent of compute to teams, which proved to be enough to start.</li>
</ul>

<h2>The approach</h2>

<p>We ran the programme in three workstreams over twelve weeks, with a weekly checkpoint with the platform team and a fortnightly review with the CFO and CTO.</p>

<h3>Workstream 1: rightsizing</h3>

<p>We pulled 30 days of CloudWatch metrics for every instance, enabled the CloudWatch agent for memory metrics where it was missing, and combined them with AWS Compute Optimizer findings. Rather than publish a spreadsheet of 900 recommendations, we grouped them by owning team and ranked them by monthly saving. Each team received its top ten, with the evidence, and chose a date. Changes went through the normal deployment pipeline, typically as a one-line change in Terraform, and were watched for a week before the next batch.</p>

<p>The platform team added a rule to the infrastructure pipeline that flagged any new instance larger than 2xlarge for a short review, which stopped the drift from coming back.</p>

<h3>Workstream 2: Graviton migration</h3>

<p>Most services were written in Java, Go and Node.js, all of which run on Arm64 without code changes once container images are built for multiple architectures. We started with stateless services behind load balancers, ran Graviton and x86 instances side by side for a week to compare latency and error rates, then shifted traffic. Two services with native dependencies were left on x86 for a later phase. The managed databases moved to Graviton-based RDS instance classes during their normal maintenance windows.</p>

<h3>Workstream 3: commitments and scheduling</h3>

<p>Rather than one large purchase, we moved to monthly Compute Savings Plan tranches sized against the post-rightsizing baseline, because a Compute Savings Plan follows the workload from x86 to Graviton without losing the discount. Non-production environments were scheduled to run from 07:00 to 20:00 on weekdays, with a self-service override for teams working late.</p>

<h2>The results</h2>

<table>
<thead>
<tr><th>Metric</th><th>Before</th><th>After 12 weeks</th></tr>
</thead>
<tbody>
<tr><td>Monthly compute spend</td><td>$265,000</td><td>$175,000</td></tr>
<tr><td>Average EC2 CPU utilisation</td><td>11%</td><td>34%</td></tr>
<tr><td>Share of vCPUs on Graviton</td><td>0%</td><td>58%</td></tr>
<tr><td>Savings Plan coverage of eligible compute</td><td>38%</td><td>74%</td></tr>
<tr><td>Savings Plan utilisation</td><td>91%</td><td>99%</td></tr>
<tr><td>Compute allocated to a team</td><td>78%</td><td>95%</td></tr>
</tbody>
</table>

<p>Compute spend fell by $90,000 a month, a 34 percent reduction, worth about $1.08 million a year. Of that, rightsizing contributed roughly 45 percent, the Graviton migration 20 percent, commitments 25 percent and scheduling 10 percent. p99 latency on the migrated services was flat or slightly better. There were no customer-facing incidents attributed to the changes, although one rightsized queue worker had to be scaled back up after a month-end batch exposed a memory peak that the 30-day window had not captured.</p>

<h2>What we would do differently</h2>

<p>We would have started the commitment tranches two weeks earlier. Waiting for rightsizing to finish before buying left some savings on the table, and the Compute Savings Plan's flexibility meant the risk was small. We would also use a longer metric window, 60 to 90 days, for services with monthly batch cycles.</p>

<blockquote>"The savings were welcome, but the bigger change is that every team now knows what its services cost and owns the number." CTO, client organisation</blockquote>

<h2>What made it work</h2>

<p>Three things mattered more than any tool. Recommendations went to the teams that owned the workloads, with evidence, rather than to a central platform team that would have had to negotiate every change. The CFO and CTO reviewed progress together every fortnight, which kept the programme a priority. And savings were tracked in a shared register against a baseline agreed at the start, so nobody argued later about whether the numbers were real.</p>`,
  },
  {
    slug: 'retailer-azure-reservations-peak-season-case-study',
    title: "Peak Season Without the Bill Shock: A Retailer's Azure Commitment Programme",
    excerpt:
      'An omnichannel retailer saw Azure spend double every November. By separating baseline from peak, combining reservations, a savings plan and Azure Hybrid Benefit, it raised its effective savings rate from 9% to 31%.',
    coverImage: cover('retailer-azure-reservations-peak-season-case-study'),
    author: 'Priya Raman',
    category: 'case-studies',
    tags: 'Case Study, Azure, Commitments, Retail, Hybrid Benefit',
    featured: false,
    daysAgo: 79,
    content: `<p>Retail is the textbook example of variable cloud demand. Our client, an omnichannel retailer with around 400 stores and a fast-growing e-commerce business, runs its online storefront, order management and store systems on Microsoft Azure. Annual Azure spend was about $14 million, and the pattern was always the same: a steady ten months, then a surge from mid-November to early January that roughly doubled compute costs.</p>

<h2>The situation</h2>

<p>The previous year's peak had ended with an uncomfortable board conversation. December's Azure invoice came in at $2.3 million against a forecast of $1.6 million. When we began, the picture looked like this:</p>

<ul>
<li>Only 9 percent of eligible spend was covered by any commitment discount, a handful of virtual machine reservations bought years earlier.</li>
<li>Windows Server and SQL Server licences were being paid for twice: through Azure pay-as-you-go rates and through an enterprise agreement with Software Assurance that already covered them.</li>
<li>Peak capacity was added by hand in October and often not removed until February.</li>
<li>The finance team had no view of which costs scaled with trading and which did not.</li>
</ul>

<h2>The approach</h2>

<h3>Separate baseline from peak</h3>

<p>We started by modelling twelve months of hourly usage for every compute and database workload. For each, we identified the level it never dropped below (the baseline), the seasonal uplift and the short-lived daily peaks. This took three weeks and was the foundation for every later decision. It showed that roughly 55 percent of annual compute hours were baseline, 30 percent seasonal and 15 percent daily peaks.</p>

<h3>Commit to the baseline, and only the baseline</h3>

<ul>
<li><strong>Azure Reservations</strong> for the most stable workloads: order management virtual machines, Azure SQL Database vCores for the core transactional databases, and Azure Cache for Redis. Three-year terms were used where the platform roadmap showed no planned change.</li>
<li><strong>An Azure savings plan for compute</strong> for the rest of the baseline, because the storefront team planned to move from virtual machines to Azure Kubernetes Service and to a newer VM series during the year. The savings plan's hourly commitment follows the workload across VM series and regions.</li>
<li><strong>Azure Hybrid Benefit</strong> applied to every eligible Windows Server and SQL Server workload, using licences the retailer already owned. This was the single fastest win: no purchase, no migration, just a configuration change.</li>
</ul>

<h3>Make the peak elastic</h3>

<p>Seasonal capacity was rebuilt around autoscaling. Storefront and API tiers moved to Virtual Machine Scale Sets and AKS node pools with schedule-based scaling that pre-warms capacity before known events, such as Black Friday, and metric-based scaling for everything else. Product image processing and recommendation model training moved to Azure Spot Virtual Machines, with checkpointing so that evictions cost minutes rather than hours.</p>

<h3>Give finance a seasonal forecast</h3>

<p>We built a driver-based forecast that split Azure spend into baseline, seasonal and project components, with the seasonal component driven by the trading team's order forecast. Azure budgets with forecast-based alerts were set per subscription, so the platform team heard about overruns within days.</p>

<h2>The results</h2>

<table>
<thead>
<tr><th>Metric</th><th>Previous year</th><th>This year</th></tr>
</thead>
<tbody>
<tr><td>Effective savings rate on compute and database</td><td>9%</td><td>31%</td></tr>
<tr><td>Commitment utilisation</td><td>Not tracked</td><td>98%</td></tr>
<tr><td>December Azure invoice</td><td>$2.3M</td><td>$1.72M</td></tr>
<tr><td>December forecast accuracy</td><td>44% over forecast</td><td>3% under forecast</td></tr>
<tr><td>Peak capacity removed by</td><td>Mid-February</td><td>January 8</td></tr>
</tbody>
</table>

<p>Online order volume over the peak grew 18 percent year on year, yet December spend fell by 25 percent. Annualised savings across the programme came to $3.1 million, of which Azure Hybrid Benefit contributed $0.9 million, reservations and the savings plan $1.6 million and elastic peak capacity $0.6 million.</p>

<h2>Lessons</h2>

<ol>
<li><strong>Model before you buy.</strong> Had the retailer committed to its average usage, it would have bought commitments that sat idle for ten months of the year.</li>
<li><strong>Use licences you already own.</strong> Hybrid Benefit is frequently overlooked because licence ownership sits with procurement, not cloud teams. Ask the question early.</li>
<li><strong>Match instrument to roadmap.</strong> Reservations for what will not change; a savings plan for what will.</li>
<li><strong>Put trading data in the forecast.</strong> The trading team's order forecast predicted cloud demand better than any billing trend.</li>
</ol>

<blockquote>"For the first time, the December cloud bill was the least surprising number in the board pack." Group finance director, client organisation</blockquote>

<p>The retailer now reviews its commitment portfolio monthly and buys in quarterly tranches, so expiries are spread across the year rather than clustered before peak.</p>`,
  },
  {
    slug: 'fintech-multi-cloud-tagging-case-study',
    title: "From 41% to 96% Allocated: A Fintech's Multi-Cloud Tagging Turnaround",
    excerpt:
      'A payments company running on AWS and Google Cloud could attribute only 41% of its spend to an owner. A common tag schema, enforcement at creation and a FOCUS-based data model fixed allocation in five months.',
    coverImage: cover('fintech-multi-cloud-tagging-case-study'),
    author: 'Maya Lindqvist',
    category: 'case-studies',
    tags: 'Case Study, Tagging, Multi-Cloud, AWS, GCP, FOCUS',
    featured: false,
    daysAgo: 130,
    content: `<p>Our client is a payments company processing card and account-to-account transactions for online merchants. It grew through two acquisitions, which left it with a core platform on AWS, a data and machine learning platform on Google Cloud, and two engineering cultures with very different habits. Combined cloud spend was about $950,000 a month.</p>

<h2>The situation</h2>

<p>The finance team had been asked by the board to report the cost to serve each merchant segment. They could not even report cost by team. When we measured it, only 41 percent of combined spend could be attributed to an owner with confidence.</p>

<ul>
<li>AWS resources used at least five spellings of the owner tag, including <code>Owner</code>, <code>owner</code>, <code>team</code>, <code>Team</code> and <code>squad</code>, with free-text values.</li>
<li>Google Cloud projects had been created by the acquired company's data team with almost no labels, and many projects hosted several teams' workloads.</li>
<li>Shared costs, including a large AWS Transit Gateway footprint, a central logging platform and a shared BigQuery reservation, were not allocated at all.</li>
<li>The two clouds' billing data was analysed in two different tools with two different definitions of cost.</li>
</ul>

<h2>The approach</h2>

<h3>One schema, both clouds</h3>

<p>We ran a two-day workshop with engineering leads, finance and the security team to agree a minimal schema. Four mandatory keys, all lowercase because Google Cloud labels require lowercase: <code>owner</code> (team identifier from a controlled list), <code>cost-center</code> (finance code), <code>environment</code> (production, staging, development, sandbox) and <code>service</code> (the product or component). Three optional keys covered data classification, compliance scope and expiry date for temporary resources. The controlled list of teams lived in a single repository and was published as a JSON file that every enforcement mechanism read.</p>

<h3>Enforce at creation, fix the backlog separately</h3>

<p>On AWS, tag policies in AWS Organizations standardised key capitalisation and allowed values, and service control policies denied the creation of key resource types, starting with EC2 instances, EBS volumes, RDS databases and S3 buckets, without the mandatory tags. On Google Cloud, an organisation policy and Terraform module defaults ensured new projects carried labels, and a Cloud Function flagged unlabelled resources daily. In both clouds, the CI pipeline ran a policy check on Terraform plans, so most violations were caught before anything was deployed.</p>

<p>The backlog of existing resources was handled by a separate, time-boxed campaign. Each team received a list of its likely resources, inferred from account, project, naming conventions and deployment history, and had four weeks to confirm or correct it. We then applied the tags in bulk.</p>

<h3>Account and project structure as a backstop</h3>

<p>Tags are fragile; structure is not. We split the three largest shared Google Cloud projects into per-team projects during the campaign and mapped every AWS account and Google Cloud project to a default owner. Any resource without an owner tag inherited the owner of its account or project, which turned the remaining gaps into a data quality issue instead of unallocated cost.</p>

<h3>A common data model</h3>

<p>Finally, we normalised both billing exports into the FinOps Foundation's FOCUS specification in the client's data warehouse. FOCUS gives consistent column names and definitions for billed cost, effective cost, charge category and commitment discounts across providers. For the first time, AWS and Google Cloud costs appeared in one report using one definition of cost.</p>

<h2>The results</h2>

<table>
<thead>
<tr><th>Metric</th><th>Start</th><th>Month 5</th></tr>
</thead>
<tbody>
<tr><td>Spend allocated to an owner (both clouds)</td><td>41%</td><td>96%</td></tr>
<tr><td>New resources created without mandatory tags</td><td>Not measured</td><td>Under 1%</td></tr>
<tr><td>Distinct spellings of the owner key</td><td>5</td><td>1</td></tr>
<tr><td>Time to produce monthly showback</td><td>9 working days</td><td>1 working day</td></tr>
<tr><td>Shared cost allocated by agreed rules</td><td>0%</td><td>100%</td></tr>
</tbody>
</table>

<p>With allocation in place, the finance team delivered its first cost-to-serve analysis by merchant segment in month six. It revealed that one low-margin segment consumed 23 percent of platform cost for 9 percent of revenue, largely because of fraud-scoring workloads on Google Cloud. That finding, not the tagging itself, was what the board remembered.</p>

<h2>Lessons</h2>

<ol>
<li><strong>Fewer mandatory tags get applied more often.</strong> Four well-enforced keys beat fifteen optional ones.</li>
<li><strong>Design for the strictest provider.</strong> Lowercase keys and values with hyphens work everywhere.</li>
<li><strong>Separate prevention from remediation.</strong> Enforcement for new resources can go live in weeks; the backlog needs its own campaign and deadline.</li>
<li><strong>Normalise before you compare.</strong> Without a common schema such as <a href="https://focus.finops.org/">FOCUS</a>, multi-cloud reports compare numbers that are not defined the same way.</li>
</ol>

<blockquote>Tagging is never the goal. It is the plumbing that lets finance answer the questions the business is actually asking.</blockquote>`,
  },
  {
    slug: 'aws-tag-policies-scp-enforcement-tutorial',
    title: 'Tutorial: Enforcing Cost Allocation Tags with AWS Tag Policies and SCPs',
    excerpt:
      'Step by step: define a tag policy that standardises keys and values, add a service control policy that blocks untagged launches, activate the tags for billing and report compliance, without breaking existing pipelines.',
    coverImage: cover('aws-tag-policies-scp-enforcement-tutorial'),
    author: 'Daniel Okafor',
    category: 'tutorials',
    tags: 'AWS, Tagging, Governance, Cost Allocation, Tutorial',
    featured: true,
    daysAgo: 31,
    content: `<p>Cost allocation on AWS depends on tags, and tags depend on discipline. Asking teams nicely produces a tag coverage curve that rises for a month and then decays. This tutorial sets up enforcement that holds: tag policies to standardise keys and values, a service control policy to stop untagged resources being created, and the billing configuration that turns tags into cost data. Allow about two hours, plus a rollout period.</p>

<h2>Prerequisites</h2>

<ul>
<li>AWS Organizations with all features enabled, and access to the management account or a delegated administrator for policies.</li>
<li>An agreed tag schema. In this tutorial we use two mandatory keys: <code>CostCenter</code> and <code>Environment</code>.</li>
<li>A test organisational unit (OU) containing a sandbox account, so you can try policies before attaching them widely.</li>
</ul>

<h2>Step 1: enable the policy types</h2>

<p>In the AWS Organizations console, open <strong>Policies</strong> and enable <strong>Tag policies</strong> and <strong>Service control policies</strong> if they are not already enabled. Both are free.</p>

<h2>Step 2: create a tag policy</h2>

<p>A tag policy defines the canonical capitalisation of each key and, optionally, its allowed values. Create a policy with the following content:</p>

<pre><code>{
  "tags": {
    "CostCenter": {
      "tag_key": { "@@assign": "CostCenter" },
      "tag_value": { "@@assign": ["CC-1001", "CC-1002", "CC-2001", "CC-3001"] },
      "enforced_for": { "@@assign": ["ec2:instance", "ec2:volume", "rds:db"] }
    },
    "Environment": {
      "tag_key": { "@@assign": "Environment" },
      "tag_value": { "@@assign": ["production", "staging", "development", "sandbox"] }
    }
  }
}</code></pre>

<p>The <code>enforced_for</code> section prevents tagging operations that use a non-compliant value for the listed resource types. Note what it does not do: a tag policy does not require a tag to be present. A resource with no <code>CostCenter</code> tag at all is still allowed. That is the job of step 4.</p>

<p>Attach the policy to your test OU first. Leave <code>enforced_for</code> out of the initial version if you want to observe compliance before blocking anything.</p>

<h2>Step 3: check compliance</h2>

<p>In the management account, the <strong>Resource Groups &amp; Tag Editor</strong> console offers a tag policies compliance report across the organisation. Generate it and review non-compliant resources by account. This gives you a baseline and shows which teams need help before enforcement starts.</p>

<h2>Step 4: require tags at creation with an SCP</h2>

<p>To require the tag, use a service control policy that denies creation requests without it. The condition key <code>aws:RequestTag</code> inspects the tags supplied in the request itself:</p>

<pre><code>{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Sid": "DenyRunInstancesWithoutCostCenter",
      "Effect": "Deny",
      "Action": "ec2:RunInstances",
      "Resource": "arn:aws:ec2:*:*:instance/*",
      "Condition": { "Null": { "aws:RequestTag/CostCenter": "true" } }
    },
    {
      "Sid": "DenyCreateVolumeWithoutCostCenter",
      "Effect": "Deny",
      "Action": "ec2:CreateVolume",
      "Resource": "arn:aws:ec2:*:*:volume/*",
      "Condition": { "Null": { "aws:RequestTag/CostCenter": "true" } }
    }
  ]
}</code></pre>

<p>This works because <code>RunInstances</code> and <code>CreateVolume</code> accept tags at creation time. Infrastructure as code must therefore pass tags in the create call: in Terraform, setting <code>default_tags</code> on the AWS provider does this for most resources. Console users must fill in the tags on the launch screen. Not every AWS service supports tag-on-create, so check the service authorisation reference before extending the SCP to other resource types.</p>

<p>Attach the SCP to the test OU and try launching an instance without tags: you should see an explicit deny in the error. Then launch one with tags to confirm the happy path. Only then attach it to production OUs, ideally one OU at a time with a week between each.</p>

<h2>Step 5: activate the tags for cost allocation</h2>

<p>Tags do not appear in billing data until they are activated. In the management account, open <strong>Billing and Cost Management</strong>, then <strong>Cost allocation tags</strong>, select <code>CostCenter</code> and <code>Environment</code> from the user-defined tags and choose <strong>Activate</strong>. Activation can take up to 24 hours, and tags apply to cost data from activation onwards; AWS also lets you request a backfill for earlier months if you need history.</p>

<h2>Step 6: report coverage</h2>

<p>Create a cost category or a Cost Explorer report grouped by <code>CostCenter</code>. The row labelled "No tag key" is your unallocated spend. Track it weekly; a healthy target is below 10 percent within a quarter, with the remainder covered by account-level mapping rules in a cost category.</p>

<h2>Rollout checklist</h2>

<ol>
<li>Announce the schema and the enforcement date at least four weeks in advance.</li>
<li>Update shared Terraform modules and CloudFormation templates to pass tags on create.</li>
<li>Attach the tag policy in report-only mode and share the compliance report with teams.</li>
<li>Enable <code>enforced_for</code> and the SCP on one OU, then expand.</li>
<li>Exclude break-glass roles from the SCP with an <code>aws:PrincipalArn</code> condition if your incident process needs it.</li>
<li>Review the "No tag key" line monthly and chase the top contributors.</li>
</ol>

<p>The AWS documentation on <a href="https://docs.aws.amazon.com/organizations/latest/userguide/orgs_manage_policies_tag-policies.html">tag policies</a> covers inheritance operators and the full list of supported resource types.</p>`,
  },
  {
    slug: 'gcp-billing-export-bigquery-cost-report-tutorial',
    title: 'Tutorial: A Team Cost Report from the Google Cloud Billing Export in BigQuery',
    excerpt:
      'Enable the detailed billing export, write the SQL that nets out credits and unnests labels, and publish a monthly cost-by-team view in Looker Studio. Includes the queries we use with clients.',
    coverImage: cover('gcp-billing-export-bigquery-cost-report-tutorial'),
    author: 'Hannah Whitcombe',
    category: 'tutorials',
    tags: 'GCP, BigQuery, Reporting, Labels',
    featured: false,
    daysAgo: 112,
    content: `<p>The Google Cloud console's billing reports are fine for a quick look, but they cannot apply your allocation rules, join business data or publish a view per team. The billing export to BigQuery can. In this tutorial you will enable the export, write a query that produces net cost by team and month, and publish the result as a shareable report. You need the Billing Account Administrator role (or a colleague who has it) and a project to hold the dataset.</p>

<h2>Step 1: enable the export</h2>

<p>Create a dataset, for example <code>billing_export</code>, in a dedicated FinOps project, in the multi-region location you prefer. Then, in the console, open <strong>Billing</strong>, choose <strong>Billing export</strong> and enable <strong>Detailed usage cost</strong> into that dataset. The detailed export includes resource-level data, which you will want for anything beyond project-level reporting. Enable <strong>Pricing</strong> export as well; it is useful later for effective rate analysis.</p>

<p>Do this today even if you will not query it for weeks. The export only contains data from around the time it was enabled, so every day you wait is history you will not have.</p>

<h2>Step 2: understand the schema</h2>

<p>The detailed export table is named <code>gcp_billing_export_resource_v1_</code> followed by your billing account ID. The fields you will use most are:</p>

<table>
<thead>
<tr><th>Field</th><th>Meaning</th></tr>
</thead>
<tbody>
<tr><td><code>invoice.month</code></td><td>The invoice month in YYYYMM format; use it for monthly reports so totals match invoices</td></tr>
<tr><td><code>project.id</code></td><td>The project that incurred the cost</td></tr>
<tr><td><code>service.description</code>, <code>sku.description</code></td><td>What was consumed</td></tr>
<tr><td><code>labels</code></td><td>Resource labels, as an array of key and value pairs</td></tr>
<tr><td><code>cost</code></td><td>Gross cost before credits</td></tr>
<tr><td><code>credits</code></td><td>An array of credits, such as committed use discounts, sustained use discounts and promotions; amounts are negative</td></tr>
<tr><td><code>cost_type</code></td><td>Regular usage, tax, adjustment or rounding error</td></tr>
</tbody>
</table>

<p>The most common mistake is reporting <code>cost</code> alone. Net cost is <code>cost</code> plus the sum of <code>credits.amount</code>; without the credits, a project that benefits from committed use discounts looks far more expensive than it is.</p>

<h2>Step 3: net cost by team and month</h2>

<p>This query takes the team from a <code>team</code> label, falls back to a project-to-team mapping table for unlabelled resources, and reports net cost per month:</p>

<pre><code>WITH costs AS (
  SELECT
    invoice.month AS invoice_month,
    project.id AS project_id,
    (SELECT l.value FROM UNNEST(labels) AS l WHERE l.key = 'team') AS label_team,
    cost + IFNULL((SELECT SUM(c.amount) FROM UNNEST(credits) AS c), 0) AS net_cost
  FROM &#96;finops-prod.billing_export.gcp_billing_export_resource_v1_XXXXXX_XXXXXX_XXXXXX&#96;
  WHERE DATE(_PARTITIONTIME) &gt;= DATE_SUB(CURRENT_DATE(), INTERVAL 400 DAY)
    AND cost_type = 'regular'
)
SELECT
  c.invoice_month,
  COALESCE(c.label_team, m.team, 'unallocated') AS team,
  ROUND(SUM(c.net_cost), 2) AS net_cost
FROM costs AS c
LEFT JOIN &#96;finops-prod.reference.project_owners&#96; AS m
  USING (project_id)
GROUP BY 1, 2
ORDER BY 1 DESC, 3 DESC;</code></pre>

<p>The filter on <code>_PARTITIONTIME</code> matters: the export table is partitioned, and filtering on the partition column limits the bytes scanned and therefore the cost of every query. The reference table <code>project_owners</code> is a simple two-column table of <code>project_id</code> and <code>team</code>, maintained by the FinOps team or generated from your project factory.</p>

<h2>Step 4: save it as a view</h2>

<p>Save the query as a view, for example <code>reporting.team_monthly_cost</code>. If your export is large, schedule the query daily into a table instead, which keeps dashboard queries fast and cheap. A scheduled query that rewrites the current and previous invoice months is usually enough, because late adjustments rarely reach further back.</p>

<h2>Step 5: publish in Looker Studio</h2>

<ol>
<li>Create a Looker Studio report and add a BigQuery data source pointing at your view or table.</li>
<li>Add a time series chart of <code>net_cost</code> by <code>invoice_month</code>, broken down by <code>team</code>.</li>
<li>Add a table with team, current month, previous month and the difference, sorted by the difference, so the biggest movers are at the top.</li>
<li>Add a filter control for team and share the report with cost owners. Each team lead can then bookmark a filtered view of their own costs.</li>
</ol>

<h2>Step 6: track the unallocated line</h2>

<p>The <code>unallocated</code> team in the results is your allocation gap. Add a scorecard for its share of total net cost and review it monthly. Improving it is usually a mix of adding labels to resources, extending the project mapping table and splitting shared projects.</p>

<h2>Where to go next</h2>

<ul>
<li>Add a second dimension from the <code>environment</code> label to separate production from non-production.</li>
<li>Join a daily business metric from your warehouse to calculate cost per unit.</li>
<li>If you also run on AWS or Azure, consider normalising all sources to the FOCUS specification so that one report covers every cloud.</li>
</ul>

<p>Google's documentation on <a href="https://cloud.google.com/billing/docs/how-to/export-data-bigquery">exporting billing data to BigQuery</a> lists every field in the schema and includes further example queries.</p>`,
  },
  {
    slug: 'azure-budgets-action-groups-auto-shutdown-tutorial',
    title: 'Tutorial: Azure Budgets, Action Groups and Automatic Shutdown for Dev Subscriptions',
    excerpt:
      'Turn Azure budgets from e-mail notifications into guardrails: forecast-based alerts, an action group that triggers an Automation runbook, and a tag-driven shutdown of development VMs when a budget threshold is crossed.',
    coverImage: cover('azure-budgets-action-groups-auto-shutdown-tutorial'),
    author: 'Tomás Herrera',
    category: 'tutorials',
    tags: 'Azure, Budgets, Automation, Non-Production',
    featured: false,
    daysAgo: -14,
    content: `<p>Development and test subscriptions are where cloud waste accumulates fastest. Engineers experiment, forget, and move on, and the virtual machines keep running. An Azure budget that sends an e-mail at 100 percent is a report; by the time someone reads it, the money is spent. In this tutorial you will turn a budget into a guardrail that acts on its own when a development subscription is heading over its limit.</p>

<p>You will need Owner or Contributor rights on a development subscription, permission to create an Azure Automation account, and about an hour.</p>

<h2>How the pieces fit</h2>

<ul>
<li><strong>Budgets</strong> in Azure Cost Management track actual or forecast cost for a scope (subscription, resource group or management group) and fire alerts at thresholds you define.</li>
<li><strong>Action groups</strong> in Azure Monitor define what happens when an alert fires: e-mail, SMS, webhook, Logic App, Azure Function or Automation runbook.</li>
<li><strong>An Automation runbook</strong> with a managed identity performs the shutdown.</li>
</ul>

<h2>Step 1: tag the resources that may be stopped</h2>

<p>Never build automation that stops everything in a subscription. Agree a tag, for example <code>auto-shutdown</code> with the value <code>allowed</code>, and apply it to virtual machines that can be stopped safely. Enforce the tag's presence with Azure Policy if your teams create many VMs; the built-in "Require a tag on resources" definition is a good start.</p>

<h2>Step 2: create the Automation account and runbook</h2>

<ol>
<li>Create an Azure Automation account in the same region as most of your resources and enable its system-assigned managed identity.</li>
<li>Grant that identity the <strong>Virtual Machine Contributor</strong> role on the development subscription only.</li>
<li>Create a PowerShell runbook named <code>Stop-TaggedDevVMs</code> with the following content, then publish it.</li>
</ol>

<pre><code>param([object] $WebhookData)

Connect-AzAccount -Identity | Out-Null

$vms = Get-AzVM -Status | Where-Object {
  $_.Tags['auto-shutdown'] -eq 'allowed' -and $_.PowerState -eq 'VM running'
}

foreach ($vm in $vms) {
  Write-Output "Deallocating $($vm.Name) in $($vm.ResourceGroupName)"
  Stop-AzVM -ResourceGroupName $vm.ResourceGroupName -Name $vm.Name -Force -NoWait
}</code></pre>

<p><code>Stop-AzVM</code> deallocates the VM by default, which releases compute and stops compute billing. A VM that is only stopped from inside the operating system keeps its allocation and keeps costing money. Managed disks continue to be billed either way.</p>

<p>Test the runbook manually from the portal against a single tagged VM before wiring it to anything.</p>

<h2>Step 3: create the action group</h2>

<p>In Azure Monitor, create an action group named <code>ag-dev-budget-guardrail</code>. Add two actions: an e-mail or Teams notification to the subscription owners, and an <strong>Automation Runbook</strong> action pointing at <code>Stop-TaggedDevVMs</code>. Using the same action group for both ensures people are told when automation acts.</p>

<h2>Step 4: create the budget</h2>

<p>In Cost Management, select the development subscription and create a monthly budget. Set the amount from recent history plus a sensible margin. Then configure alert conditions:</p>

<table>
<thead>
<tr><th>Type</th><th>Threshold</th><th>Action</th></tr>
</thead>
<tbody>
<tr><td>Forecasted</td><td>90%</td><td>E-mail to subscription owners only</td></tr>
<tr><td>Actual</td><td>80%</td><td>E-mail to subscription owners only</td></tr>
<tr><td>Actual</td><td>100%</td><td>Action group <code>ag-dev-budget-guardrail</code></td></tr>
</tbody>
</table>

<p>The forecasted alert is the early warning; it gives teams time to clean up before anything is stopped. The actual 100 percent alert triggers the shutdown.</p>

<h2>Step 5: understand the timing</h2>

<p>Cost data in Azure Cost Management is refreshed several times a day but lags usage by hours, and budget evaluation is not instantaneous. Expect the guardrail to act on the day a threshold is crossed, not the minute. For that reason it complements, rather than replaces, scheduled shutdown. Use the built-in auto-shutdown setting on development VMs, or Start/Stop VMs v2, to stop them every evening regardless of budget.</p>

<h2>Step 6: make it reversible</h2>

<ul>
<li>Document how a team can restart its VMs and ask for a temporary budget increase.</li>
<li>Log every runbook execution and review them in the weekly FinOps triage.</li>
<li>Exclude VMs that back shared services, such as build agents, by leaving them untagged.</li>
</ul>

<h2>Extending the pattern</h2>

<p>The same design works at resource group scope for individual projects or sandboxes, and with a Logic App instead of a runbook to open a ticket, scale down an App Service plan or notify a chat channel with a direct link to the cost analysis view. Keep destructive actions, such as deleting resources, out of budget automation entirely; stopping is reversible, deleting is not.</p>

<blockquote>A guardrail is only accepted if it is predictable, visible and easy to undo.</blockquote>

<p>Microsoft's tutorial on <a href="https://learn.microsoft.com/en-us/azure/cost-management-billing/costs/tutorial-acm-create-budgets">creating and managing budgets</a> covers budget scopes and the API for creating budgets as code.</p>`,
  },
];

const resourceFile = (slug: string): string => `/downloads/${slug}.pdf`;
const resourceCover = (slug: string): string => `/images/resources/${slug}.svg`;

export const SEED_RESOURCES: SeedResource[] = [
  {
    title: 'The FinOps Maturity Roadmap: From Crawl to Run',
    description:
      'A practical whitepaper on building a FinOps practice in stages. Covers the Inform, Optimize and Operate phases, what Crawl, Walk and Run look like for allocation, commitments, forecasting and anomaly management, and the KPIs that show you are ready for the next stage.',
    type: 'whitepaper',
    fileUrl: resourceFile('finops-maturity-roadmap'),
    coverImage: resourceCover('finops-maturity-roadmap'),
    category: 'strategy',
    featured: true,
    daysAgo: 41,
    downloadCount: 486,
  },
  {
    title: 'Commitment Strategy Guide: Reserved Instances, Savings Plans and CUDs',
    description:
      'How to size, layer and govern commitment-based discounts across AWS, Azure and Google Cloud. Includes a baseline calculation method, a tranche purchasing model, the coverage and utilisation targets we use with clients, and a one-page commitment policy.',
    type: 'whitepaper',
    fileUrl: resourceFile('commitment-strategy-guide'),
    coverImage: resourceCover('commitment-strategy-guide'),
    category: 'cost-optimization',
    featured: false,
    daysAgo: 73,
    downloadCount: 312,
  },
  {
    title: 'Cloud Pricing Models Compared: AWS, Azure and Google Cloud',
    description:
      'A side-by-side reference of how the three major providers price compute, storage and networking: on-demand, commitment discounts, spot capacity, sustained use, licence benefits and data transfer, with the traps that catch multi-cloud teams.',
    type: 'whitepaper',
    fileUrl: resourceFile('cloud-pricing-models-compared'),
    coverImage: resourceCover('cloud-pricing-models-compared'),
    category: 'cloud-providers',
    featured: false,
    daysAgo: 118,
    downloadCount: 227,
  },
  {
    title: 'Case Study: Streaming Platform Cuts Cost per Viewing Hour by 41%',
    description:
      'How a video streaming service reduced delivery and transcoding cost per viewing hour by 41% in six months through CDN renegotiation, Spot-based transcoding, storage tiering of its media archive and a unit-cost dashboard for product teams.',
    type: 'case-study',
    fileUrl: resourceFile('streaming-platform-unit-cost-case-study'),
    coverImage: resourceCover('streaming-platform-unit-cost-case-study'),
    category: 'cost-optimization',
    featured: true,
    daysAgo: 26,
    downloadCount: 158,
  },
  {
    title: 'Case Study: Health Network Moves from Showback to Chargeback',
    description:
      'A regional healthcare provider with 14 cost centres introduced chargeback for its Azure estate without a single disputed journal. The situation, the allocation rules for shared services, the shadow chargeback period and the results after two fiscal quarters.',
    type: 'case-study',
    fileUrl: resourceFile('health-network-chargeback-case-study'),
    coverImage: resourceCover('health-network-chargeback-case-study'),
    category: 'implementation',
    featured: false,
    daysAgo: 92,
    downloadCount: 64,
  },
  {
    title: 'Cloud Tagging Policy Template',
    description:
      'A ready-to-adapt tagging policy: mandatory and optional keys with allowed values, naming rules that work on AWS, Azure and Google Cloud, an enforcement plan, exception handling and a compliance scorecard to fill in each month.',
    type: 'template',
    fileUrl: resourceFile('cloud-tagging-policy-template'),
    coverImage: resourceCover('cloud-tagging-policy-template'),
    category: 'best-practices',
    featured: true,
    daysAgo: 55,
    downloadCount: 341,
  },
  {
    title: 'Monthly Cloud Cost Review Template',
    description:
      'The agenda, pre-read tables and decision log we use for monthly FinOps business reviews: spend against forecast, top movers, unit cost, commitment portfolio, anomalies and the savings register, ready to fill in for your next meeting.',
    type: 'template',
    fileUrl: resourceFile('monthly-cost-review-template'),
    coverImage: resourceCover('monthly-cost-review-template'),
    category: 'implementation',
    featured: false,
    daysAgo: 9,
    downloadCount: 0,
  },
  {
    title: 'Rightsizing Review Checklist',
    description:
      'A workload-by-workload checklist for rightsizing compute and databases safely: the metrics to collect, the observation window, memory and burst considerations, the change and rollback plan, and a tracking sheet for estimated versus realised savings.',
    type: 'template',
    fileUrl: resourceFile('rightsizing-review-checklist'),
    coverImage: resourceCover('rightsizing-review-checklist'),
    category: 'best-practices',
    featured: false,
    daysAgo: 140,
    downloadCount: 273,
  },
  {
    title: 'Where Cloud Waste Hides: Eight Sources of Spend Leakage',
    description:
      'An at-a-glance infographic of the eight most common sources of cloud waste we find in assessments, from idle non-production environments to orphaned snapshots and NAT gateway traffic, with the typical share of spend and the quickest fix for each.',
    type: 'infographic',
    fileUrl: resourceFile('cloud-waste-sources-infographic'),
    coverImage: resourceCover('cloud-waste-sources-infographic'),
    category: 'cost-optimization',
    featured: false,
    daysAgo: 33,
    downloadCount: 95,
  },
  {
    title: 'FinOps KPIs at a Glance',
    description:
      'Twelve key performance indicators for a FinOps practice on one sheet, grouped by Inform, Optimize and Operate, each with its formula, a sensible target range and the data source you need to calculate it.',
    type: 'infographic',
    fileUrl: resourceFile('finops-kpis-at-a-glance'),
    coverImage: resourceCover('finops-kpis-at-a-glance'),
    category: 'strategy',
    featured: false,
    daysAgo: 3,
    downloadCount: 0,
  },
];
