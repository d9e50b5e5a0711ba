// The calculator and playbook screens' copy and the glossary as content (issue 31): today's texts,
// word for word (SPEC §1 glossary, §2 'Calculator page', 'Playbook page'), as the blocks of the pages
// `calculator`, `playbook` and `glossary`. Written once by migration 1795660000000 so a new or an
// upgraded install shows exactly what it showed before; from then on they are edited in Admin → Pages. The calculator's formulas and
// options stay in code (SPEC §9): its block only places the tool and names it.
import type { Block } from '../../../../schema/validation/page-blocks';
import { GLOSSARY } from '../../../../schema/glossary';

interface RoutePage {
  slug: 'calculator' | 'glossary' | 'playbook';
  title: string;
  seo: { title: string; description: string };
  blocks: Block[];
}

export const CALCULATOR_PAGE: RoutePage = {
  slug: 'calculator',
  title: 'Cloud Savings Calculator',
  seo: {
    title: 'Cloud Savings Calculator | FinOps Consulting',
    description:
      'Estimate your annual cloud savings from your monthly spend, cloud provider, industry and FinOps maturity, with a breakdown of where the savings come from.',
  },
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Free savings estimate',
      headline: 'Cloud Savings Calculator',
      text: 'Estimate how much your organisation could save on cloud. Enter your monthly spend, provider, industry and FinOps maturity to see your projected annual savings and the optimization areas they come from.',
      claims: [
        { value: '10-15%', label: 'typical estimate accuracy' },
        { value: '2-4 weeks', label: 'to the first quick wins' },
        { value: '3-6 months', label: 'to full results' },
      ],
    },
    { type: 'calculator', heading: 'Your cloud environment' },
    {
      type: 'faq',
      heading: 'Frequently Asked Questions',
      items: [
        {
          question: 'How accurate is this savings estimate?',
          answer:
            'The calculator applies savings rates we see across engagements with organisations of a similar provider, industry and FinOps maturity. For most clients the estimate lands within 10-15% of the savings they actually realise. A detailed analysis of your billing data narrows that range further.',
        },
        {
          question: 'How quickly will we see savings?',
          answer:
            'Quick wins such as removing idle resources, deleting unattached storage and scheduling non-production environments typically show up on your bill within 2-4 weeks. Full results, including commitment purchases, rightsizing and process changes, usually arrive in 3-6 months.',
        },
        {
          question: 'Where do the savings come from?',
          answer:
            'Most savings come from five areas: rightsizing over-provisioned resources, reserved instances and savings plans for steady usage, removing idle resources, optimizing storage tiers and reclaiming unused software licenses. The breakdown above shows the typical share of each.',
        },
        {
          question: 'Why does FinOps maturity change the estimate?',
          answer:
            'Organisations without FinOps practices usually carry more waste, so the first optimizations save a larger share of spend. Teams with an advanced practice have already captured the easy savings, so the remaining opportunity is smaller but still significant.',
        },
        {
          question: 'Do you store the figures I enter?',
          answer:
            'No. The calculation runs entirely in your browser and nothing is sent to us. If you ask for a detailed analysis, the estimate is attached to your consultation request only when you submit the contact form.',
        },
      ],
    },
    {
      type: 'cta-band',
      headline: 'Want a precise number?',
      text: 'Our consultants analyse your billing data and architecture and give you a prioritised savings plan, free of charge.',
      ctas: [
        { label: 'Book a Free Consultation', target: '/#contact', style: 'primary' },
        { label: 'Model resources in the Cost Simulator', target: '/simulator', style: 'link', icon: 'arrow' },
      ],
    },
  ],
};

export const GLOSSARY_PAGE: RoutePage = {
  slug: 'glossary',
  title: 'FinOps Glossary',
  seo: {
    title: 'FinOps Glossary',
    description: 'Plain-language definitions of the FinOps terms we use: showback, chargeback, savings plans, right-sizing and more.',
  },
  blocks: [
    {
      type: 'glossary',
      eyebrow: 'Glossary',
      heading: 'FinOps Glossary',
      intro: 'The terms we use across this site, in plain language. Wherever a term is underlined, its definition opens on hover or focus.',
      items: Object.entries(GLOSSARY).map(([key, entry]) => ({ key, term: entry.term, definition: entry.definition })),
    },
  ],
};

/**
 * The playbook screen's copy (SPEC §2 'Playbook page'): the hero, the overview (its glossary terms
 * as `[[key|shown text]]`) with the chapters, the framework section's copy (the diagrams, phases
 * and principles stay in code), the free chapter's pitch beside its form, and the testimonials.
 */
export const PLAYBOOK_PAGE: RoutePage = {
  slug: 'playbook',
  title: 'The Ultimate FinOps Playbook',
  seo: {
    title: 'The Ultimate FinOps Playbook | FinOps Consulting',
    description:
      'A practical 200+ page guide to cloud financial management: cost visibility, optimization and the team habits that keep savings in place. Download a free chapter.',
  },
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Free chapter available',
      headline: 'The Ultimate FinOps Playbook',
      text: 'A practical guide to running cloud financial management: how to see every dollar of cloud spend, optimize it without slowing delivery, and build the habits across engineering, finance and product that keep savings in place.',
      ctas: [
        { label: 'Download Free Chapter', target: '#download-section', style: 'primary', icon: 'download' },
        { label: 'Book a Free Consultation', target: '/#contact', style: 'secondary' },
      ],
      claims: [
        { value: '200+ pages', label: 'of practical guidance' },
        { value: '8 chapters', label: 'from first report to lasting savings' },
        { value: '4.9/5', label: 'from 324 reviews' },
      ],
    },
    {
      type: 'feature-cards',
      anchor: 'overview',
      eyebrow: 'Overview',
      heading: 'What the playbook covers',
      intro: 'Hover over or focus an underlined term to see what it means.',
      items: [
        {
          title: 'Purpose',
          icon: 'compass',
          text: 'To give engineering, finance and product teams one practical method for [[cloudFinancialManagement|cloud financial management]]: who does what, with which data, and how often. It turns [[costOptimization|cost optimization]] from an occasional clean-up into a routine.',
        },
        {
          title: 'Scope',
          icon: 'file',
          text: 'Visibility and allocation with [[tagManagement|tag management]], [[showback|showback]] and [[chargeback|chargeback]]; rate optimization with [[reservedInstances|reserved instances]], [[savingsPlans|savings plans]] and [[spotInstances|spot instances]]; usage optimization through [[rightSizing|right-sizing]] and better [[resourceUtilization|resource utilization]]; and governance for single and [[multiCloud|multi-cloud]] estates.',
        },
        {
          title: 'What is FinOps?',
          icon: 'check',
          text: '[[finops|FinOps]] is the practice of bringing financial accountability to the variable spend of the cloud. Teams find and remove [[cloudWaste|cloud waste]], run [[budgetManagement|budget management]] they can trust, and react quickly to every [[costAnomaly|cost anomaly]].',
        },
      ],
      list: {
        heading: 'Inside the playbook',
        items: [
          { text: 'FinOps foundations and the business case' },
          { text: 'Cost visibility and allocation', badge: 'Free chapter' },
          { text: 'Tagging strategy and governance' },
          { text: 'Rate optimization: commitments and discounts' },
          { text: 'Usage optimization: right-sizing and waste' },
          { text: 'Forecasting, budgets and anomaly response' },
          { text: 'Building the FinOps team and operating model' },
          { text: 'Measuring success: KPIs and unit economics' },
        ],
      },
    },
    {
      type: 'framework-teaser',
      anchor: 'framework',
      eyebrow: 'The framework',
      heading: 'Principles and cycle',
      intro:
        'The playbook is organised around the FinOps lifecycle and the principles that make it stick. Each chapter maps to a phase, with the checklists and reports that phase needs.',
      cta: { label: 'Explore the interactive framework', target: '/framework', style: 'link', icon: 'arrow' },
    },
    {
      type: 'lead-form',
      anchor: 'download-section',
      form: 'playbook',
      eyebrow: 'Free download',
      heading: 'Start with the free chapter',
      intro: 'Chapter 2, Cost Visibility and Allocation, is the foundation every other practice builds on. In it you will find:',
      points: [
        { text: 'How to build a cost allocation model teams accept' },
        { text: 'A tagging policy template and how to enforce it' },
        { text: 'Showback reports for engineering, finance and leadership' },
        { text: 'A 30-day plan to reach full cost visibility' },
      ],
      note: 'Readers who apply it report a **38% average cost reduction** and **ROI in 3 months**.',
      formHeading: 'Get Your Free Chapter',
      formIntro: 'Enter your details and we will e-mail the chapter straight away.',
    },
    {
      type: 'testimonials',
      anchor: 'testimonials',
      eyebrow: 'Testimonials',
      heading: 'What readers say',
      intro: 'Rated 4.9/5 from 324 reviews by FinOps practitioners, engineers and finance leaders.',
      items: [
        {
          quote:
            'The allocation chapters gave us a plan we could start on Monday. Within a quarter every team could see its own spend, and our conversations with finance changed completely.',
          name: 'Priya Raman',
          role: 'Head of Cloud Platform',
          company: 'Fintech scale-up',
          rating: 5,
        },
        {
          quote:
            'I finally share a vocabulary with engineering. The showback templates alone saved my team weeks of spreadsheet work every month-end.',
          name: 'Marcus Feld',
          role: 'VP Finance',
          company: 'B2B SaaS company',
          rating: 5,
        },
        {
          quote:
            'Practical rather than theoretical. The commitment-planning guidance let us buy savings plans with confidence instead of guessing at coverage.',
          name: 'Elena Torres',
          role: 'Director of Engineering',
          company: 'Online retailer',
          rating: 5,
        },
      ],
    },
  ],
};
