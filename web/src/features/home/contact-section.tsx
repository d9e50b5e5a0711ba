import { MailOutlined } from '@ant-design/icons';
import type { BlockOf } from '../../../../schema/validation/page-blocks';
import { ContactForm } from '../contact/contact-form';
import { blockIcon } from './block-parts';
import { SectionHeading } from './section-heading';

// SPEC §2 'Contact form (anchor contact)': the consultation request form with its next steps and
// a direct address, from a lead-form block.
export function ContactSection({ block, id }: { block: BlockOf<'lead-form'>; id: string }) {
  return (
    <section id={id} className="home-section home-section--contact" aria-labelledby={`${id}-title`}>
      <div className="container home-split home-split--contact">
        <div className="home-split__text">
          <SectionHeading id={`${id}-title`} align="left" inverted eyebrow={block.eyebrow} title={block.heading} intro={block.intro} />
          {block.points?.length ? (
            <ul className="next-steps">
              {block.points.map((step, index) => (
                <li key={index}>
                  <span className="next-steps__icon" aria-hidden="true">
                    {blockIcon(step.icon)}
                  </span>
                  {step.title && <strong>{step.title} </strong>}
                  {step.text}
                </li>
              ))}
            </ul>
          ) : null}
          {block.email && (
            <p className="contact-direct">
              <MailOutlined aria-hidden /> {block.email.label} <a href={`mailto:${block.email.address}`}>{block.email.address}</a>
            </p>
          )}
        </div>
        <div className="lead-card lead-card--contact">
          {block.formHeading && <h3 className="lead-card__title">{block.formHeading}</h3>}
          {block.formIntro && <p className="lead-card__intro">{block.formIntro}</p>}
          <ContactForm />
        </div>
      </div>
    </section>
  );
}
