import type { ReactNode } from 'react';
import {
  ArrowRightOutlined,
  ClockCircleOutlined,
  ExperimentOutlined,
  FileTextOutlined,
  FundProjectionScreenOutlined,
  NodeIndexOutlined,
} from '@ant-design/icons';
import { ButtonLink } from '../../app/button-link';
import { PlaybookLeadForm } from '../contact/playbook-lead-form';
import { PlaybookCover } from '../playbook/playbook-cover';
import { PlaybookRating } from './rating-stars';
import { SectionHeading } from './section-heading';

interface Benefit {
  title: string;
  text: string;
  icon: ReactNode;
}

// SPEC §2 'Playbook section': three benefit cards.
const BENEFITS: Benefit[] = [
  {
    title: 'Proven Frameworks',
    text: 'Step-by-step models for visibility, allocation and governance, tested with teams of every size.',
    icon: <NodeIndexOutlined />,
  },
  {
    title: 'Cost Optimization Techniques',
    text: 'Right-sizing, commitment planning and waste clean-up, with the checks that keep savings in place.',
    icon: <FundProjectionScreenOutlined />,
  },
  {
    title: 'Real-World Case Studies',
    text: 'How SaaS, retail and healthcare teams built their practice, including what did not work.',
    icon: <ExperimentOutlined />,
  },
];

export function PlaybookSection() {
  return (
    <section id="playbook" className="home-section home-section--tinted" aria-labelledby="playbook-title">
      <div className="container">
        <SectionHeading
          id="playbook-title"
          eyebrow="Free resource"
          title="The Ultimate FinOps Playbook"
          intro="Everything we have learned helping teams take control of cloud spend, in one practical guide. Start with a free chapter."
        />
        <div className="playbook-promo">
          <div className="playbook-promo__main">
            <div className="playbook-promo__showcase">
              <PlaybookCover />
              <ul className="playbook-promo__facts">
                <li>
                  <FileTextOutlined aria-hidden />{' '}
                  <span>
                    <strong>200+ pages</strong> of practical guidance
                  </span>
                </li>
                <li>
                  <ClockCircleOutlined aria-hidden />{' '}
                  <span>
                    <strong>ROI in 3 months</strong> from the practices it teaches
                  </span>
                </li>
                <li>
                  <PlaybookRating />
                </li>
              </ul>
            </div>
            <div className="playbook-promo__benefits">
              {BENEFITS.map((benefit) => (
                <div key={benefit.title} className="benefit-card">
                  <span className="benefit-card__icon" aria-hidden="true">
                    {benefit.icon}
                  </span>
                  <h3>{benefit.title}</h3>
                  <p>{benefit.text}</p>
                </div>
              ))}
            </div>
            <ButtonLink to="/playbook" size="large" className="playbook-promo__more">
              View Full Playbook <ArrowRightOutlined aria-hidden />
            </ButtonLink>
          </div>
          <aside className="lead-card" aria-labelledby="playbook-form-title">
            <h3 id="playbook-form-title" className="lead-card__title">
              Get Your Free Chapter
            </h3>
            <p className="lead-card__intro">Chapter 2, Cost Visibility and Allocation, straight to your inbox.</p>
            <PlaybookLeadForm />
          </aside>
        </div>
      </div>
    </section>
  );
}
