import type { ReactNode } from 'react';
import { ArrowRightOutlined, CheckCircleFilled, FileSearchOutlined, RocketOutlined, TeamOutlined } from '@ant-design/icons';
import { GlossaryTerm } from '../glossary/glossary-term';
import { SectionHeading } from './section-heading';

interface Service {
  title: string;
  icon: ReactNode;
  text: string;
  highlight: string;
  benefits: ReactNode[];
}

// SPEC §1 'Services section': three offers, three key benefits each, Learn More to #contact.
const SERVICES: Service[] = [
  {
    title: 'Cloud Cost Assessment',
    icon: <FileSearchOutlined />,
    text: 'A focused review of your bills, usage and architecture that ends in a prioritised, costed savings plan.',
    highlight: 'Identify up to 40% cost reduction',
    benefits: [
      'Full visibility of where your cloud spend goes',
      <>
        Quick wins such as <GlossaryTerm term="rightSizing">right-sizing</GlossaryTerm> and removing{' '}
        <GlossaryTerm term="cloudWaste">cloud waste</GlossaryTerm>
      </>,
      'A prioritised, costed optimization roadmap',
    ],
  },
  {
    title: 'FinOps Implementation',
    icon: <RocketOutlined />,
    text: 'We build FinOps into how you work: allocation, reporting, governance and automation that last.',
    highlight: '25-40% typical spend reduction',
    benefits: [
      <>
        <GlossaryTerm term="tagManagement">Tagging</GlossaryTerm> and cost allocation your teams trust
      </>,
      <>
        <GlossaryTerm term="showback">Showback</GlossaryTerm> and <GlossaryTerm term="chargeback">chargeback</GlossaryTerm> reporting
      </>,
      <>
        Automated optimization and <GlossaryTerm term="costAnomaly">cost anomaly</GlossaryTerm> alerts
      </>,
    ],
  },
  {
    title: 'FinOps Workshops',
    icon: <TeamOutlined />,
    text: 'Hands-on sessions that give engineering, finance and product a shared language for cloud cost.',
    highlight: 'Engineering, finance and product aligned',
    benefits: ['Cross-team alignment on cost goals', 'Training built on your own cloud data', 'Playbooks your teams keep using'],
  },
];

export function ServicesSection() {
  return (
    <section id="services" className="home-section" aria-labelledby="services-title">
      <div className="container">
        <SectionHeading
          id="services-title"
          eyebrow="What we do"
          title="Our Services"
          intro="Whether you are starting out or scaling an established practice, we meet your teams where they are and leave them able to run FinOps on their own."
        />
        <div className="home-grid">
          {SERVICES.map((service) => (
            <article key={service.title} className="home-card service-card">
              <span className="home-card__icon" aria-hidden="true">
                {service.icon}
              </span>
              <h3 className="home-card__title">{service.title}</h3>
              <p className="home-card__text">{service.text}</p>
              <p className="service-card__highlight">{service.highlight}</p>
              <h4 className="service-card__benefits-title">Key benefits</h4>
              <ul className="home-benefits">
                {service.benefits.map((benefit, index) => (
                  <li key={index}>
                    <CheckCircleFilled aria-hidden />
                    <span>{benefit}</span>
                  </li>
                ))}
              </ul>
              <a className="home-card__link" href="#contact">
                Learn More<span className="visually-hidden"> about {service.title}</span> <ArrowRightOutlined aria-hidden />
              </a>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
