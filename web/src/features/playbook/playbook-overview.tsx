import type { ReactNode } from 'react';
import { CheckCircleFilled, CompassOutlined, FileTextOutlined } from '@ant-design/icons';
import { GlossaryTerm } from '../glossary/glossary-term';

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

/** What the playbook covers (with glossary tooltips) and its chapters. */
export function PlaybookOverview() {
  return (
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
              how often. It turns <GlossaryTerm term="costOptimization">cost optimization</GlossaryTerm> from an occasional clean-up into a
              routine.
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
  );
}
