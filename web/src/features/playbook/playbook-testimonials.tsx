import { StarFilled } from '@ant-design/icons';
import type { BlockOf } from '../../../../schema/validation/page-blocks';

function initialsOf(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
}

/** Readers' testimonials: the page's testimonials block. */
export function PlaybookTestimonials({ block, id }: { block: BlockOf<'testimonials'>; id: string }) {
  return (
    <section id={id} className="playbook-section" aria-labelledby={`${id}-title`}>
      <div className="container">
        <div className="playbook-heading">
          {block.eyebrow && <p className="playbook-heading__eyebrow">{block.eyebrow}</p>}
          {block.heading && <h2 id={`${id}-title`}>{block.heading}</h2>}
          {block.intro && <p>{block.intro}</p>}
        </div>
        <div className="testimonials">
          {block.items.map((testimonial, index) => (
            <figure key={`${testimonial.name}-${index}`} className="testimonial">
              {testimonial.rating && (
                <div className="testimonial__stars" role="img" aria-label={`${testimonial.rating} out of 5 stars`}>
                  {Array.from({ length: testimonial.rating }, (_, star) => (
                    <StarFilled key={star} aria-hidden />
                  ))}
                </div>
              )}
              <blockquote>
                <p>{testimonial.quote}</p>
              </blockquote>
              <figcaption>
                <span className="testimonial__avatar" aria-hidden="true">
                  {initialsOf(testimonial.name)}
                </span>
                <span>
                  <strong>{testimonial.name}</strong>
                  <span className="testimonial__role">{[testimonial.role, testimonial.company].filter(Boolean).join(', ')}</span>
                </span>
              </figcaption>
            </figure>
          ))}
        </div>
      </div>
    </section>
  );
}
