import { StarFilled } from '@ant-design/icons';

interface Testimonial {
  quote: string;
  name: string;
  role: string;
  organisation: string;
}

const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'The allocation chapters gave us a plan we could start on Monday. Within a quarter every team could see its own spend, and our conversations with finance changed completely.',
    name: 'Priya Raman',
    role: 'Head of Cloud Platform',
    organisation: 'Fintech scale-up',
  },
  {
    quote:
      'I finally share a vocabulary with engineering. The showback templates alone saved my team weeks of spreadsheet work every month-end.',
    name: 'Marcus Feld',
    role: 'VP Finance',
    organisation: 'B2B SaaS company',
  },
  {
    quote:
      'Practical rather than theoretical. The commitment-planning guidance let us buy savings plans with confidence instead of guessing at coverage.',
    name: 'Elena Torres',
    role: 'Director of Engineering',
    organisation: 'Online retailer',
  },
];

function initialsOf(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
}

/** Readers' testimonials. */
export function PlaybookTestimonials() {
  return (
    <section id="testimonials" className="playbook-section" aria-labelledby="testimonials-title">
      <div className="container">
        <div className="playbook-heading">
          <p className="playbook-heading__eyebrow">Testimonials</p>
          <h2 id="testimonials-title">What readers say</h2>
          <p>Rated 4.9/5 from 324 reviews by FinOps practitioners, engineers and finance leaders.</p>
        </div>
        <div className="testimonials">
          {TESTIMONIALS.map((testimonial) => (
            <figure key={testimonial.name} className="testimonial">
              <div className="testimonial__stars" role="img" aria-label="5 out of 5 stars">
                {[1, 2, 3, 4, 5].map((star) => (
                  <StarFilled key={star} aria-hidden />
                ))}
              </div>
              <blockquote>
                <p>{testimonial.quote}</p>
              </blockquote>
              <figcaption>
                <span className="testimonial__avatar" aria-hidden="true">
                  {initialsOf(testimonial.name)}
                </span>
                <span>
                  <strong>{testimonial.name}</strong>
                  <span className="testimonial__role">
                    {testimonial.role}, {testimonial.organisation}
                  </span>
                </span>
              </figcaption>
            </figure>
          ))}
        </div>
      </div>
    </section>
  );
}
