// The playbook page (SPEC §2 'Playbook page'): hero, overview with glossary tooltips, the
// framework's principles and cycle, the free-chapter form at #download-section, testimonials.
import type { ReactNode } from 'react';
import { Button, Typography } from 'antd';
import { ArrowRightOutlined, CheckCircleFilled, CompassOutlined, DownloadOutlined, FileTextOutlined, StarFilled } from '@ant-design/icons';
import { ButtonLink } from '../../app/button-link';
import { usePageMeta } from '../../app/use-page-meta';
import { PlaybookLeadForm } from '../contact/playbook-lead-form';
import { GlossaryTerm } from '../glossary/glossary-term';
import { CORE_PRINCIPLES, LIFECYCLE_PHASES, LifecycleDiagram, PrinciplesDiagram } from './finops-diagrams';
import { PlaybookCover } from './playbook-cover';
import { useAnchorOnMount } from './use-anchor-on-mount';
import './playbook.css';

const CHAPTERS = [
  'FinOps foundations and the business case',
  'Cost visibility and allocation',
  'Tagging strategy and governance',
  'Rate optimization: commitments and discounts',
  'Usage optimization: right-sizing and waste',
  'Forecasting, budgets and anomaly response',
  'Building the FinOps team and operating model',
  'Measuring success: KPIs and unit economics',
];

const FREE_CHAPTER_TOPICS = [
  'How to build a cost allocation model teams accept',
  'A tagging policy template and how to enforce it',
  'Showback reports for engineering, finance and leadership',
  'A 30-day plan to reach full cost visibility',
];

interface Testimonial {
  quote: string;
  name: string;
  role: string;
  organisation: string;
}

const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'The allocation chapters gave us a plan we could start on Monday. Within a quarter every team could see its own spend, and our conversations with finance changed completely.',
    name: 'Priya Raman',
    role: 'Head of Cloud Platform',
    organisation: 'Fintech scale-up',
  },
  {
    quote:
      'I finally share a vocabulary with engineering. The showback templates alone saved my team weeks of spreadsheet work every month-end.',
    name: 'Marcus Feld',
    role: 'VP Finance',
    organisation: 'B2B SaaS company',
  },
  {
    quote:
      'Practical rather than theoretical. The commitment-planning guidance let us buy savings plans with confidence instead of guessing at coverage.',
    name: 'Elena Torres',
    role: 'Director of Engineering',
    organisation: 'Online retailer',
  },
];

function initialsOf(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
}

interface OverviewBlockProps {
  title: string;
  icon: ReactNode;
  children: ReactNode;
}

function OverviewBlock({ title, icon, children }: OverviewBlockProps) {
  return (
    <article className="overview-block">
      <span className="overview-block__icon" aria-hidden="true">
        {icon}
      </span>
      <h3>{title}</h3>
      {children}
    </article>
  );
}

export function PlaybookPage() {
  usePageMeta(
    'The Ultimate FinOps Playbook | FinOps Consulting',
    'A practical 200+ page guide to cloud financial management: cost visibility, optimization and the team habits that keep savings in place. Download a free chapter.',
  );
  useAnchorOnMount();

  return (
    <div className="playbook-page">
      <section className="playbook-hero" aria-labelledby="playbook-page-title">
        <div className="container playbook-hero__inner">
          <div>
            <p className="playbook-hero__eyebrow">Free chapter available</p>
            <Typography.Title level={1} id="playbook-page-title" className="playbook-hero__title">
              The Ultimate FinOps Playbook
            </Typography.Title>
            <Typography.Paragraph className="playbook-hero__lead">
              A practical guide to running cloud financial management: how to see every dollar of cloud spend, optimize it without slowing
              delivery, and build the habits across engineering, finance and product that keep savings in place.
            </Typography.Paragraph>
            <div className="playbook-hero__actions">
              <Button type="primary" size="large" href="#download-section" icon={<DownloadOutlined />}>
                Download Free Chapter
              </Button>
              <ButtonLink size="large" to="/#contact" className="playbook-hero__ghost">
                Book a Free Consultation
              </ButtonLink>
            </div>
            <ul className="playbook-hero__facts" aria-label="About the playbook">
              <li>
                <strong>200+ pages</strong> <span>of practical guidance</span>
              </li>
              <li>
                <strong>8 chapters</strong> <span>from first report to lasting savings</span>
              </li>
              <li>
                <strong>
                  <StarFilled aria-hidden className="playbook-hero__star" /> 4.9/5
                </strong>{' '}
                <span>from 324 reviews</span>
              </li>
            </ul>
          </div>
          <div className="playbook-hero__cover">
            <PlaybookCover size="lg" />
          </div>
        </div>
      </section>

      <section id="overview" className="playbook-section" aria-labelledby="overview-title">
        <div className="container">
          <div className="playbook-heading">
            <p className="playbook-heading__eyebrow">Overview</p>
            <h2 id="overview-title">What the playbook covers</h2>
            <p>Hover over or focus an underlined term to see what it means.</p>
          </div>
          <div className="overview-grid">
            <OverviewBlock title="Purpose" icon={<CompassOutlined />}>
              <p>
                To give engineering, finance and product teams one practical method for{' '}
                <GlossaryTerm term="cloudFinancialManagement">cloud financial management</GlossaryTerm>: who does what, with which data, and
                how often. It turns <GlossaryTerm term="costOptimization">cost optimization</GlossaryTerm> from an occasional clean-up into
                a routine.
              </p>
            </OverviewBlock>
            <OverviewBlock title="Scope" icon={<FileTextOutlined />}>
              <p>
                Visibility and allocation with <GlossaryTerm term="tagManagement">tag management</GlossaryTerm>,{' '}
                <GlossaryTerm term="showback">showback</GlossaryTerm> and <GlossaryTerm term="chargeback">chargeback</GlossaryTerm>; rate
                optimization with <GlossaryTerm term="reservedInstances">reserved instances</GlossaryTerm>,{' '}
                <GlossaryTerm term="savingsPlans">savings plans</GlossaryTerm> and{' '}
                <GlossaryTerm term="spotInstances">spot instances</GlossaryTerm>; usage optimization through{' '}
                <GlossaryTerm term="rightSizing">right-sizing</GlossaryTerm> and better{' '}
                <GlossaryTerm term="resourceUtilization">resource utilization</GlossaryTerm>; and governance for single and{' '}
                <GlossaryTerm term="multiCloud">multi-cloud</GlossaryTerm> estates.
              </p>
            </OverviewBlock>
            <OverviewBlock title="What is FinOps?" icon={<CheckCircleFilled />}>
              <p>
                <GlossaryTerm term="finops">FinOps</GlossaryTerm> is the practice of bringing financial accountability to the variable spend
                of the cloud. Teams find and remove <GlossaryTerm term="cloudWaste">cloud waste</GlossaryTerm>, run{' '}
                <GlossaryTerm term="budgetManagement">budget management</GlossaryTerm> they can trust, and react quickly to every{' '}
                <GlossaryTerm term="costAnomaly">cost anomaly</GlossaryTerm>.
              </p>
            </OverviewBlock>
          </div>

          <div className="chapters">
            <h3>Inside the playbook</h3>
            <ol className="chapters__list">
              {CHAPTERS.map((chapter, index) => (
                <li key={chapter}>
                  <span className="chapters__number" aria-hidden="true">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  <span>
                    {chapter}
                    {index === 1 && <span className="chapters__free">Free chapter</span>}
                  </span>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </section>

      <section id="framework" className="playbook-section playbook-section--tinted" aria-labelledby="playbook-framework-title">
        <div className="container">
          <div className="playbook-heading">
            <p className="playbook-heading__eyebrow">The framework</p>
            <h2 id="playbook-framework-title">Principles and cycle</h2>
            <p>
              The playbook is organised around the FinOps lifecycle and the principles that make it stick. Each chapter maps to a phase,
              with the checklists and reports that phase needs.
            </p>
          </div>
          <div className="framework-block">
            <LifecycleDiagram caption="The FinOps lifecycle: a continuous cycle" />
            <div>
              <h3>The cycle</h3>
              <ol className="phase-list">
                {LIFECYCLE_PHASES.map((phase) => (
                  <li key={phase.id}>
                    <strong>{phase.title}</strong>
                    <p>{phase.summary}</p>
                  </li>
                ))}
              </ol>
            </div>
          </div>
          <div className="framework-block framework-block--reverse">
            <PrinciplesDiagram caption="Six principles behind every phase" />
            <div>
              <h3>The principles</h3>
              <ul className="principle-list">
                {CORE_PRINCIPLES.map((principle) => (
                  <li key={principle.id}>
                    <span className="principle-list__dot" style={{ backgroundColor: principle.color }} aria-hidden="true" />
                    <span>
                      <strong>{principle.title}</strong> {principle.summary}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <p className="playbook-section__more">
            <ButtonLink to="/framework" type="link">
              Explore the interactive framework <ArrowRightOutlined aria-hidden />
            </ButtonLink>
          </p>
        </div>
      </section>

      <section id="download-section" className="playbook-section playbook-download" aria-labelledby="download-title">
        <div className="container playbook-download__inner">
          <div>
            <p className="playbook-heading__eyebrow playbook-heading__eyebrow--inverted">Free download</p>
            <h2 id="download-title">Start with the free chapter</h2>
            <p className="playbook-download__lead">
              Chapter 2, Cost Visibility and Allocation, is the foundation every other practice builds on. In it you will find:
            </p>
            <ul className="playbook-download__topics">
              {FREE_CHAPTER_TOPICS.map((topic) => (
                <li key={topic}>
                  <CheckCircleFilled aria-hidden /> {topic}
                </li>
              ))}
            </ul>
            <p className="playbook-download__claims">
              Readers who apply it report a <strong>38% average cost reduction</strong> and <strong>ROI in 3 months</strong>.
            </p>
          </div>
          <div className="playbook-download__card">
            <h3>Get Your Free Chapter</h3>
            <p>Enter your details and we will e-mail the chapter straight away.</p>
            <PlaybookLeadForm submitLabel="Download Free Chapter" />
          </div>
        </div>
      </section>

      <section id="testimonials" className="playbook-section" aria-labelledby="testimonials-title">
        <div className="container">
          <div className="playbook-heading">
            <p className="playbook-heading__eyebrow">Testimonials</p>
            <h2 id="testimonials-title">What readers say</h2>
            <p>Rated 4.9/5 from 324 reviews by FinOps practitioners, engineers and finance leaders.</p>
          </div>
          <div className="testimonials">
            {TESTIMONIALS.map((testimonial) => (
              <figure key={testimonial.name} className="testimonial">
                <div className="testimonial__stars" role="img" aria-label="5 out of 5 stars">
                  {[1, 2, 3, 4, 5].map((star) => (
                    <StarFilled key={star} aria-hidden />
                  ))}
                </div>
                <blockquote>
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption>
                  <span className="testimonial__avatar" aria-hidden="true">
                    {initialsOf(testimonial.name)}
                  </span>
                  <span>
                    <strong>{testimonial.name}</strong>
                    <span className="testimonial__role">
                      {testimonial.role}, {testimonial.organisation}
                    </span>
                  </span>
                </figcaption>
              </figure>
            ))}
          </div>
        </div>
      </section>
    </div>
  );
}
