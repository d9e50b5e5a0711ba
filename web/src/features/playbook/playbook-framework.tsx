import { ArrowRightOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../app/button-link';
import { CORE_PRINCIPLES, LIFECYCLE_PHASES, LifecycleDiagram, PrinciplesDiagram } from './finops-diagrams';

/** The framework's cycle and principles, with a link to the interactive page. */
export function PlaybookFramework() {
  return (
    <section id="framework" className="playbook-section playbook-section--tinted" aria-labelledby="playbook-framework-title">
      <div className="container">
        <div className="playbook-heading">
          <p className="playbook-heading__eyebrow">The framework</p>
          <h2 id="playbook-framework-title">Principles and cycle</h2>
          <p>
            The playbook is organised around the FinOps lifecycle and the principles that make it stick. Each chapter maps to a phase, with
            the checklists and reports that phase needs.
          </p>
        </div>
        <div className="framework-block">
          <LifecycleDiagram caption="The FinOps lifecycle: a continuous cycle" />
          <div>
            <h3>The cycle</h3>
            <ol className="phase-list">
              {LIFECYCLE_PHASES.map((phase) => (
                <li key={phase.id}>
                  <strong>{phase.title}</strong>
                  <p>{phase.summary}</p>
                </li>
              ))}
            </ol>
          </div>
        </div>
        <div className="framework-block framework-block--reverse">
          <PrinciplesDiagram caption="Six principles behind every phase" />
          <div>
            <h3>The principles</h3>
            <ul className="principle-list">
              {CORE_PRINCIPLES.map((principle) => (
                <li key={principle.id}>
                  <span className="principle-list__dot" style={{ backgroundColor: principle.color }} aria-hidden="true" />
                  <span>
                    <strong>{principle.title}</strong> {principle.summary}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <p className="playbook-section__more">
          <ButtonLink to="/framework" type="link">
            Explore the interactive framework <ArrowRightOutlined aria-hidden />
          </ButtonLink>
        </p>
      </div>
    </section>
  );
}
