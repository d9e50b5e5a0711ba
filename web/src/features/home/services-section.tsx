import { ArrowRightOutlined, CheckCircleFilled } from '@ant-design/icons';
import type { BlockOf } from '../../../../schema/validation/page-blocks';
import { BlockAnchor, blockIcon, GlossaryText } from './block-parts';
import { SectionHeading } from './section-heading';

// SPEC §1 'Services section': cards with a highlight, a checklist of benefits and a link (three
// offers, three key benefits each, Learn More to #contact), from a feature-cards block.
export function ServicesSection({ block, id }: { block: BlockOf<'feature-cards'>; id: string }) {
  return (
    <section id={id} className="home-section" aria-labelledby={`${id}-title`}>
      <div className="container">
        <SectionHeading id={`${id}-title`} eyebrow={block.eyebrow} title={block.heading} intro={block.intro} />
        <div className="home-grid">
          {block.items.map((service, index) => (
            <article key={index} className="home-card service-card">
              <span className="home-card__icon" aria-hidden="true">
                {blockIcon(service.icon)}
              </span>
              <h3 className="home-card__title">{service.title}</h3>
              {service.text && (
                <p className="home-card__text">
                  <GlossaryText text={service.text} />
                </p>
              )}
              {service.outcome && <p className="service-card__highlight">{service.outcome}</p>}
              {service.bulletsTitle && <h4 className="service-card__benefits-title">{service.bulletsTitle}</h4>}
              {service.bullets?.length ? (
                <ul className="home-benefits">
                  {service.bullets.map((benefit, i) => (
                    <li key={i}>
                      <CheckCircleFilled aria-hidden />
                      <span>
                        <GlossaryText text={benefit} />
                      </span>
                    </li>
                  ))}
                </ul>
              ) : null}
              {service.link && (
                <BlockAnchor className="home-card__link" target={service.link.target}>
                  {service.link.label}
                  <span className="visually-hidden"> about {service.title}</span> <ArrowRightOutlined aria-hidden />
                </BlockAnchor>
              )}
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
