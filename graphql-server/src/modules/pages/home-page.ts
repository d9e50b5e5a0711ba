// The home page as content (issue 31): today's home copy, word for word (SPEC §1, §2), as the
// blocks of the page with slug `home`. Written once by migration 1795490000000 so a new or an
// upgraded install shows exactly the home it showed before; from then on it is edited in
// Admin → Pages. The decorations the site draws itself (the spend chart, the playbook cover and
// its rating, the sample maturity result, the framework diagrams) and the tools (calculator,
// featured posts) stay in code; their surrounding copy is here.
import type { Block } from '../../../../schema/validation/page-blocks';

export const HOME_PAGE: { slug: 'home'; title: string; seo: { title: string; description: string }; blocks: Block[] } = {
  slug: 'home',
  title: 'Home',
  seo: {
    title: 'FinOps Consulting — Cloud Cost Management',
    description:
      'FinOps consultants who cut cloud costs by 40% on average: cost assessments, FinOps implementation and workshops for AWS, Azure and Google Cloud.',
  },
  blocks: [
    {
      type: 'hero',
      eyebrow: 'FinOps consulting for AWS, Azure and Google Cloud',
      headline: 'Take control of your cloud spend with FinOps',
      text: 'We help organisations cut waste, build cost accountability into engineering, and turn cloud spend into measurable business value, without slowing delivery.',
      ctas: [
        { label: 'Book a Free Consultation', target: '#contact', style: 'primary', icon: 'calendar' },
        { label: 'Calculate Your Savings', target: '#calculator', style: 'secondary', icon: 'calculator' },
        { label: 'Get a Free FinOps Roadmap', target: '/maturity-assessment', style: 'link', icon: 'arrow' },
      ],
      claims: [
        { value: '40%', label: 'average cost reduction' },
        { value: '200+', label: 'clients served' },
        { value: '2-3 month', label: 'ROI' },
      ],
      visual: 'spend-chart',
    },
    {
      type: 'feature-cards',
      anchor: 'services',
      layout: 'checklist',
      eyebrow: 'What we do',
      heading: 'Our Services',
      intro:
        'Whether you are starting out or scaling an established practice, we meet your teams where they are and leave them able to run FinOps on their own.',
      items: [
        {
          title: 'Cloud Cost Assessment',
          icon: 'assessment',
          text: 'A focused review of your bills, usage and architecture that ends in a prioritised, costed savings plan.',
          outcome: 'Identify up to 40% cost reduction',
          bulletsTitle: 'Key benefits',
          bullets: [
            'Full visibility of where your cloud spend goes',
            'Quick wins such as [[rightSizing|right-sizing]] and removing [[cloudWaste|cloud waste]]',
            'A prioritised, costed optimization roadmap',
          ],
          link: { label: 'Learn More', target: '#contact' },
        },
        {
          title: 'FinOps Implementation',
          icon: 'rocket',
          text: 'We build FinOps into how you work: allocation, reporting, governance and automation that last.',
          outcome: '25-40% typical spend reduction',
          bulletsTitle: 'Key benefits',
          bullets: [
            '[[tagManagement|Tagging]] and cost allocation your teams trust',
            '[[showback|Showback]] and [[chargeback|chargeback]] reporting',
            'Automated optimization and [[costAnomaly|cost anomaly]] alerts',
          ],
          link: { label: 'Learn More', target: '#contact' },
        },
        {
          title: 'FinOps Workshops',
          icon: 'team',
          text: 'Hands-on sessions that give engineering, finance and product a shared language for cloud cost.',
          outcome: 'Engineering, finance and product aligned',
          bulletsTitle: 'Key benefits',
          bullets: ['Cross-team alignment on cost goals', 'Training built on your own cloud data', 'Playbooks your teams keep using'],
          link: { label: 'Learn More', target: '#contact' },
        },
      ],
    },
    {
      type: 'lead-form',
      anchor: 'playbook',
      form: 'playbook',
      eyebrow: 'Free resource',
      heading: 'The Ultimate FinOps Playbook',
      intro: 'Everything we have learned helping teams take control of cloud spend, in one practical guide. Start with a free chapter.',
      points: [
        {
          title: 'Proven Frameworks',
          text: 'Step-by-step models for visibility, allocation and governance, tested with teams of every size.',
          icon: 'framework',
        },
        {
          title: 'Cost Optimization Techniques',
          text: 'Right-sizing, commitment planning and waste clean-up, with the checks that keep savings in place.',
          icon: 'chart',
        },
        {
          title: 'Real-World Case Studies',
          text: 'How SaaS, retail and healthcare teams built their practice, including what did not work.',
          icon: 'experiment',
        },
      ],
      cta: { label: 'View Full Playbook', target: '/playbook', icon: 'arrow' },
      formHeading: 'Get Your Free Chapter',
      formIntro: 'Chapter 2, Cost Visibility and Allocation, straight to your inbox.',
    },
    {
      type: 'calculator',
      anchor: 'calculator',
      heading: 'Calculate Your Potential Savings',
      intro:
        'Tell us your monthly cloud spend, provider, industry and FinOps maturity for an instant estimate of your savings rate, annual savings and payback period.',
    },
    {
      type: 'feature-cards',
      anchor: 'possibilities',
      layout: 'facts',
      eyebrow: 'Why FinOps',
      heading: 'Possibilities with FinOps',
      intro: 'FinOps is more than cutting bills: it changes how your organisation decides what its cloud is worth.',
      items: [
        {
          title: 'Cost Optimization',
          icon: 'dollar',
          text: '[[rightSizing|Right-size]] over-provisioned resources, match commitments to steady usage and remove idle waste, without slowing delivery.',
          outcome: '30-45% cost reduction within a 3-month timeframe',
          focusArea: 'Compute, storage and commitment discounts',
          link: { label: 'Explore Cost Optimization', target: '#contact' },
        },
        {
          title: 'Financial Transparency',
          icon: 'eye',
          text: 'Allocate every dollar of cloud spend to the team, product and customer it serves, with [[showback|showback]] reports each audience can act on.',
          outcome: '100% cost visibility across accounts and teams',
          focusArea: 'Tagging, allocation and reporting',
          link: { label: 'Explore Financial Transparency', target: '#contact' },
        },
        {
          title: 'Cross-Team Collaboration',
          icon: 'team',
          text: 'Give engineering, finance and product the same numbers and a shared routine for deciding what cloud spend is worth.',
          outcome: 'Shared ownership of cloud costs, team by team',
          focusArea: 'Operating model, KPIs and team rituals',
          link: { label: 'Explore Cross-Team Collaboration', target: '#contact' },
        },
      ],
      stories: {
        anchor: 'case-studies',
        heading: 'From recent engagements',
        link: { label: 'Read full case studies', target: '/resources' },
        items: [
          {
            title: 'B2B SaaS platform',
            text: 'Right-sized its compute fleet and moved steady workloads to savings plans, then reinvested the savings in two new product teams.',
          },
          {
            title: 'Regional health network',
            text: 'Replaced one shared cloud bill with monthly showback for every department, and moved to chargeback once the numbers were trusted.',
          },
          {
            title: 'Video streaming service',
            text: 'Introduced cost per streaming hour as a unit metric, so engineers see the cost impact of each release before it ships.',
          },
        ],
      },
    },
    {
      type: 'blog-teaser',
      anchor: 'blog',
      eyebrow: 'From the blog',
      heading: 'Latest FinOps Insights',
      intro: 'Practical articles on cost optimization, FinOps strategy and lessons from real engagements.',
      cta: { label: 'View All Articles', target: '/blog', style: 'secondary', icon: 'arrow' },
    },
    {
      type: 'maturity-teaser',
      anchor: 'maturity',
      eyebrow: 'Free assessment',
      heading: 'How Mature Is Your FinOps Practice?',
      intro:
        'Answer eight questions to place your practice on the Crawl, Walk, Run, Fly scale, compare it with industry benchmarks and get a list of what to improve next.',
      bullets: [
        'Scores across eight capability areas',
        'Benchmarks against similar organisations',
        'Recommendations you can act on this quarter',
      ],
      cta: { label: 'Take the Free Assessment', target: '/maturity-assessment', style: 'primary', icon: 'arrow' },
    },
    {
      type: 'framework-teaser',
      anchor: 'framework',
      eyebrow: 'How we work',
      heading: 'The FinOps Framework',
      intro:
        'A continuous lifecycle, guided by six principles that put collaboration, ownership and business value first. Every engagement we run follows it.',
      cta: { label: 'Explore the Interactive Framework', target: '/framework', style: 'primary', icon: 'arrow' },
    },
    {
      type: 'lead-form',
      anchor: 'contact',
      form: 'contact',
      eyebrow: 'Get started',
      heading: 'Book a Free Consultation',
      intro: 'Tell us about your cloud environment and goals, and we will show you where the savings are.',
      points: [
        { text: 'A FinOps consultant replies within one business day.', icon: 'clock' },
        { text: 'A free 30-minute call about your environment, goals and constraints.', icon: 'consultation' },
        { text: 'No obligation: you leave with ideas you can use either way.', icon: 'safety' },
      ],
      email: { label: 'Prefer e-mail? Write to', address: 'hello@example.com' },
      formHeading: 'Request your consultation',
    },
  ],
};
