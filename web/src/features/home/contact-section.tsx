import { ClockCircleOutlined, MailOutlined, SafetyCertificateOutlined, SolutionOutlined } from '@ant-design/icons';
import { ContactForm } from '../contact/contact-form';
import { SectionHeading } from './section-heading';

const NEXT_STEPS = [
  { icon: <ClockCircleOutlined />, text: 'A FinOps consultant replies within one business day.' },
  { icon: <SolutionOutlined />, text: 'A free 30-minute call about your environment, goals and constraints.' },
  { icon: <SafetyCertificateOutlined />, text: 'No obligation: you leave with ideas you can use either way.' },
];

// SPEC §2 'Contact form (anchor contact)': the consultation request form.
export function ContactSection() {
  return (
    <section id="contact" className="home-section home-section--contact" aria-labelledby="contact-title">
      <div className="container home-split home-split--contact">
        <div className="home-split__text">
          <SectionHeading
            id="contact-title"
            align="left"
            inverted
            eyebrow="Get started"
            title="Book a Free Consultation"
            intro="Tell us about your cloud environment and goals, and we will show you where the savings are."
          />
          <ul className="next-steps">
            {NEXT_STEPS.map((step) => (
              <li key={step.text}>
                <span className="next-steps__icon" aria-hidden="true">
                  {step.icon}
                </span>
                {step.text}
              </li>
            ))}
          </ul>
          <p className="contact-direct">
            <MailOutlined aria-hidden /> Prefer e-mail? Write to <a href="mailto:hello@example.com">hello@example.com</a>
          </p>
        </div>
        <div className="lead-card lead-card--contact">
          <h3 className="lead-card__title">Request your consultation</h3>
          <ContactForm />
        </div>
      </div>
    </section>
  );
}
