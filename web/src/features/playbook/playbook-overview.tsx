import type { BlockOf } from '../../../../schema/validation/page-blocks';
import { blockIcon, GlossaryText } from '../home/block-parts';

type Card = BlockOf<'feature-cards'>['items'][number];

function OverviewBlock({ card }: { card: Card }) {
  return (
    <article className="overview-block">
      <span className="overview-block__icon" aria-hidden="true">
        {blockIcon(card.icon)}
      </span>
      <h3>{card.title}</h3>
      {card.text && (
        <p>
          <GlossaryText text={card.text} />
        </p>
      )}
    </article>
  );
}

/** What the playbook covers (its texts' glossary terms with tooltips) and its chapters: the page's cards block. */
export function PlaybookOverview({ block, id }: { block: BlockOf<'feature-cards'>; id: string }) {
  return (
    <section id={id} className="playbook-section" aria-labelledby={`${id}-title`}>
      <div className="container">
        <div className="playbook-heading">
          {block.eyebrow && <p className="playbook-heading__eyebrow">{block.eyebrow}</p>}
          {block.heading && <h2 id={`${id}-title`}>{block.heading}</h2>}
          {block.intro && <p>{block.intro}</p>}
        </div>
        <div className="overview-grid">
          {block.items.map((card, index) => (
            <OverviewBlock key={`${card.title}-${index}`} card={card} />
          ))}
        </div>

        {block.list && (
          <div className="chapters">
            <h3>{block.list.heading}</h3>
            <ol className="chapters__list">
              {block.list.items.map((chapter, index) => (
                <li key={`${chapter.text}-${index}`}>
                  <span className="chapters__number" aria-hidden="true">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  <span>
                    {chapter.text}
                    {chapter.badge && <span className="chapters__free">{chapter.badge}</span>}
                  </span>
                </li>
              ))}
            </ol>
          </div>
        )}
      </div>
    </section>
  );
}
