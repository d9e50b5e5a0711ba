// The pages a new or upgraded install starts with (issue 31): About, the Terms of Service at /terms
// and the Cookie Policy at /cookies, which the footer links to. Sensible starter text, meant to be
// reviewed and edited in Admin → Pages; written once by migration 1795460000001, never again.
import type { Block } from '../../../../schema/validation/page-blocks';

interface StarterPage {
  slug: string;
  title: string;
  blocks: Block[];
  seo: { title?: string; description?: string };
}

const contactBand: Block = {
  type: 'cta-band',
  headline: 'Questions about these terms?',
  text: 'Write to us and we will answer within one business day.',
  ctas: [{ label: 'Contact us', target: '/#contact', style: 'primary' }],
};

export const STARTER_PAGES: StarterPage[] = [
  {
    slug: 'about',
    title: 'About us',
    seo: { description: 'Who we are: FinOps consultants who help engineering, finance and product teams take control of cloud spend.' },
    blocks: [
      {
        type: 'hero',
        eyebrow: 'About us',
        headline: 'FinOps consultants who leave your teams in control',
        text: 'We help engineering, finance and product teams take control of cloud spend with the FinOps practices, tooling and habits that keep costs down for good.',
        ctas: [{ label: 'Book a Free Consultation', target: '/#contact', style: 'primary' }],
      },
      {
        type: 'rich-text',
        heading: 'How we work',
        html: '<p>We start from your bills, your architecture and your goals, not from a template. Every engagement ends with your own people running the practice: the reports, the allocation rules and the habits stay with you.</p><ul><li><strong>Independent</strong>: we sell no cloud capacity and take no reseller margins.</li><li><strong>Hands-on</strong>: we work in your accounts and your tools, beside your teams.</li><li><strong>Measured</strong>: every recommendation comes with its expected saving and its cost.</li></ul>',
      },
      {
        type: 'cta-band',
        headline: 'See where your savings are',
        text: 'A free 30-minute call about your environment, goals and constraints.',
        ctas: [{ label: 'Book a Free Consultation', target: '/#contact', style: 'primary' }],
      },
    ],
  },
  {
    slug: 'terms',
    title: 'Terms of Service',
    seo: { description: 'The terms that apply when you use this website and its free tools.' },
    blocks: [
      {
        type: 'rich-text',
        html: '<p>These terms apply to your use of this website, its articles, its free tools (the savings calculator, the cost simulator, the maturity assessment) and the resources you download from it. By using the site you accept them.</p><h2>Using the site</h2><p>You may read, share and link to our content. You may not copy it in bulk, present it as your own, or use the site in a way that harms it or other visitors (for example by overloading it or probing it for weaknesses).</p><h2>Our tools and estimates</h2><p>The calculator, simulator and assessment give estimates from the figures you enter and from typical results. They are not a quote, an audit or financial advice: your actual savings depend on your environment. Decisions you take from them are your own.</p><h2>Downloads and content</h2><p>Articles, playbooks and other resources are provided as they are, for information. We keep them accurate and current, but cloud providers change their prices and services often, so check before you act.</p><h2>Consulting services</h2><p>Any consulting engagement is governed by its own written agreement, not by these terms.</p><h2>Liability</h2><p>To the extent the law allows, we are not liable for losses arising from the use of the site or its tools. Nothing in these terms limits liability that cannot be limited by law.</p><h2>Changes</h2><p>We may update these terms; the version on this page applies from the date it is published.</p>',
      },
      contactBand,
    ],
  },
  {
    slug: 'cookies',
    title: 'Cookie Policy',
    seo: { description: 'Which cookies this website sets, and why: no tracking cookies for visitors.' },
    blocks: [
      {
        type: 'rich-text',
        html: "<p>This policy explains which cookies and similar technologies this website uses.</p><h2>Visitors</h2><p>The public site sets <strong>no tracking or advertising cookies</strong> and loads no third-party trackers. A video embedded in an article is loaded from its host only after you choose to play it.</p><h2>Staff who sign in</h2><p>Staff who sign in to the admin receive a session cookie that keeps them signed in, and, during a two-factor sign-in, a short-lived cookie between the password and the code. These cookies are strictly necessary, are sent only over secure connections and cannot be read by scripts.</p><h2>Your browser</h2><p>The calculator and simulator may keep the figures you enter in your browser's own storage so you do not lose them; nothing of it is sent to us unless you attach it to a contact request.</p><h2>Changes</h2><p>If we ever add cookies that are not strictly necessary, we will ask for your consent first and update this page.</p>",
      },
      { ...contactBand, headline: 'Questions about cookies?' },
    ],
  },
];
