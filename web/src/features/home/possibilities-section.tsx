import type { ReactNode } from 'react';
import { ArrowRightOutlined, DollarOutlined, EyeOutlined, TeamOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../app/button-link';
import { PlainLinkButton } from '../../app/plain/plain-button';
import { GlossaryTerm } from '../glossary/glossary-term';
import { SectionHeading } from './section-heading';

/** SPEC §3 'Possibility card: title, text, outcome, focusArea'. */
interface Possibility {
  title: string;
  text: ReactNode;
  outcome: string;
  focusArea: string;
  icon: ReactNode;
}

const POSSIBILITIES: Possibility[] = [
  {
    title: 'Cost Optimization',
    text: (
      <>
        <GlossaryTerm term="rightSizing">Right-size</GlossaryTerm> over-provisioned resources, match commitments to steady usage and remove
        idle waste, without slowing delivery.
      </>
    ),
    outcome: '30-45% cost reduction within a 3-month timeframe',
    focusArea: 'Compute, storage and commitment discounts',
    icon: <DollarOutlined />,
  },
  {
    title: 'Financial Transparency',
    text: (
      <>
        Allocate every dollar of cloud spend to the team, product and customer it serves, with{' '}
        <GlossaryTerm term="showback">showback</GlossaryTerm> reports each audience can act on.
      </>
    ),
    outcome: '100% cost visibility across accounts and teams',
    focusArea: 'Tagging, allocation and reporting',
    icon: <EyeOutlined />,
  },
  {
    title: 'Cross-Team Collaboration',
    text: 'Give engineering, finance and product the same numbers and a shared routine for deciding what cloud spend is worth.',
    outcome: 'Shared ownership of cloud costs, team by team',
    focusArea: 'Operating model, KPIs and team rituals',
    icon: <TeamOutlined />,
  },
];

// The footer's 'Case Studies' link lands here (#case-studies): short, anonymised engagements.
const CASE_STUDIES = [
  {
    client: 'B2B SaaS platform',
    story:
      'Right-sized its compute fleet and moved steady workloads to savings plans, then reinvested the savings in two new product teams.',
  },
  {
    client: 'Regional health network',
    story:
      'Replaced one shared cloud bill with monthly showback for every department, and moved to chargeback once the numbers were trusted.',
  },
  {
    client: 'Video streaming service',
    story: 'Introduced cost per streaming hour as a unit metric, so engineers see the cost impact of each release before it ships.',
  },
];

export function PossibilitiesSection() {
  return (
    <section id="possibilities" className="home-section home-section--tinted" aria-labelledby="possibilities-title">
      <div className="container">
        <SectionHeading
          id="possibilities-title"
          eyebrow="Why FinOps"
          title="Possibilities with FinOps"
          intro="FinOps is more than cutting bills: it changes how your organisation decides what its cloud is worth."
        />
        <div className="home-grid possibility-grid">
          {POSSIBILITIES.map((card) => (
            <article key={card.title} className="home-card possibility-card">
              <span className="home-card__icon" aria-hidden="true">
                {card.icon}
              </span>
              <h3 className="home-card__title">{card.title}</h3>
              <p className="home-card__text">{card.text}</p>
              <dl className="possibility-card__facts">
                <div>
                  <dt>Outcome</dt>
                  <dd>{card.outcome}</dd>
                </div>
                <div>
                  <dt>Focus area</dt>
                  <dd>{card.focusArea}</dd>
                </div>
              </dl>
              <PlainLinkButton href="#contact" className="possibility-card__action">
                Explore {card.title} <ArrowRightOutlined aria-hidden />
              </PlainLinkButton>
            </article>
          ))}
        </div>

        <section id="case-studies" className="case-studies" aria-labelledby="case-studies-title">
          <div className="case-studies__header">
            <h3 id="case-studies-title">From recent engagements</h3>
            <ButtonLink to="/resources" type="link" className="case-studies__more">
              Read full case studies <ArrowRightOutlined aria-hidden />
            </ButtonLink>
          </div>
          <ul className="case-studies__list">
            {CASE_STUDIES.map((item) => (
              <li key={item.client}>
                <p className="case-studies__client">{item.client}</p>
                <p>{item.story}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </section>
  );
}
