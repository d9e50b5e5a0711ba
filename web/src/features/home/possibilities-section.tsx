import type { BlockOf } from '../../../../schema/validation/page-blocks';
import { BlockButton, blockIcon, GlossaryText } from './block-parts';
import { SectionHeading } from './section-heading';

type Stories = NonNullable<BlockOf<'feature-cards'>['stories']>;

// The footer's 'Case Studies' link lands here (#case-studies): short, anonymised engagements.
function CaseStudies({ stories }: { stories: Stories }) {
  const id = stories.anchor ?? 'case-studies';
  return (
    <section id={id} className="case-studies" aria-labelledby={`${id}-title`}>
      <div className="case-studies__header">
        <h3 id={`${id}-title`}>{stories.heading}</h3>
        {stories.link && (
          <BlockButton
            cta={{ label: stories.link.label, target: stories.link.target, style: 'link', icon: 'arrow' }}
            className="case-studies__more"
          />
        )}
      </div>
      <ul className="case-studies__list">
        {stories.items.map((item, index) => (
          <li key={index}>
            <p className="case-studies__client">{item.title}</p>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** SPEC §3 'Possibility card: title, text, outcome, focusArea', from a feature-cards block. */
export function PossibilitiesSection({ block, id }: { block: BlockOf<'feature-cards'>; id: string }) {
  return (
    <section id={id} className="home-section home-section--tinted" aria-labelledby={`${id}-title`}>
      <div className="container">
        <SectionHeading id={`${id}-title`} eyebrow={block.eyebrow} title={block.heading} intro={block.intro} />
        <div className="home-grid possibility-grid">
          {block.items.map((card, index) => (
            <article key={index} className="home-card possibility-card">
              <span className="home-card__icon" aria-hidden="true">
                {blockIcon(card.icon)}
              </span>
              <h3 className="home-card__title">{card.title}</h3>
              {card.text && (
                <p className="home-card__text">
                  <GlossaryText text={card.text} />
                </p>
              )}
              <dl className="possibility-card__facts">
                {card.outcome && (
                  <div>
                    <dt>Outcome</dt>
                    <dd>{card.outcome}</dd>
                  </div>
                )}
                {card.focusArea && (
                  <div>
                    <dt>Focus area</dt>
                    <dd>{card.focusArea}</dd>
                  </div>
                )}
              </dl>
              {card.link && <BlockButton cta={{ ...card.link, icon: 'arrow' }} className="possibility-card__action" />}
            </article>
          ))}
        </div>
        {block.stories && <CaseStudies stories={block.stories} />}
      </div>
    </section>
  );
}
