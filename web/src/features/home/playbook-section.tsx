import { ClockCircleOutlined, FileTextOutlined } from '@ant-design/icons';
import type { BlockOf } from '../../../../schema/validation/page-blocks';
import { PlaybookLeadForm } from '../contact/playbook-lead-form';
import { PlaybookCover } from '../playbook/playbook-cover';
import { BlockButton, blockIcon } from './block-parts';
import { PlaybookRating } from './rating-stars';
import { SectionHeading } from './section-heading';

// SPEC §1 decorations beside the playbook's benefits: its cover, size, payback and rating.
function PlaybookShowcase() {
  return (
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
  );
}

// SPEC §2 'Playbook section': benefit cards and the free chapter's form, from a lead-form block.
export function PlaybookSection({ block, id }: { block: BlockOf<'lead-form'>; id: string }) {
  return (
    <section id={id} className="home-section home-section--tinted" aria-labelledby={`${id}-title`}>
      <div className="container">
        <SectionHeading id={`${id}-title`} eyebrow={block.eyebrow} title={block.heading} intro={block.intro} />
        <div className="playbook-promo">
          <div className="playbook-promo__main">
            <PlaybookShowcase />
            {block.points?.length ? (
              <div className="playbook-promo__benefits">
                {block.points.map((benefit, index) => (
                  <div key={index} className="benefit-card">
                    <span className="benefit-card__icon" aria-hidden="true">
                      {blockIcon(benefit.icon)}
                    </span>
                    {benefit.title && <h3>{benefit.title}</h3>}
                    <p>{benefit.text}</p>
                  </div>
                ))}
              </div>
            ) : null}
            {block.cta && <BlockButton cta={block.cta} size="large" className="playbook-promo__more" />}
          </div>
          <aside className="lead-card" aria-labelledby={block.formHeading ? `${id}-form-title` : undefined}>
            {block.formHeading && (
              <h3 id={`${id}-form-title`} className="lead-card__title">
                {block.formHeading}
              </h3>
            )}
            {block.formIntro && <p className="lead-card__intro">{block.formIntro}</p>}
            <PlaybookLeadForm />
          </aside>
        </div>
      </div>
    </section>
  );
}
