import { ArrowRightOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../app/button-link';
import { LifecycleDiagram, PrinciplesDiagram } from '../playbook/finops-diagrams';
import { SectionHeading } from './section-heading';

// SPEC §2 'Framework teaser': the four-phase lifecycle and the six principles, linking to /framework.
export function FrameworkTeaser() {
  return (
    <section id="framework" className="home-section" aria-labelledby="framework-title">
      <div className="container">
        <SectionHeading
          id="framework-title"
          eyebrow="How we work"
          title="The FinOps Framework"
          intro="A continuous lifecycle, guided by six principles that put collaboration, ownership and business value first. Every engagement we run follows it."
        />
        <div className="framework-teaser">
          <div className="framework-teaser__panel">
            <h3>A four-phase lifecycle</h3>
            <p>Each turn of the cycle makes spend more visible, decisions better informed and savings more durable.</p>
            <LifecycleDiagram />
          </div>
          <div className="framework-teaser__panel">
            <h3>Six core principles</h3>
            <p>The habits that separate a lasting FinOps practice from a one-off cost-cutting project.</p>
            <PrinciplesDiagram />
          </div>
        </div>
        <div className="home-section__footer">
          <ButtonLink to="/framework" type="primary" size="large">
            Explore the Interactive Framework <ArrowRightOutlined aria-hidden />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
