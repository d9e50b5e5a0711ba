import { ArrowRightOutlined } from '@ant-design/icons';
import type { BlockOf } from '../../../../schema/validation/page-blocks';
import { ButtonLink } from '../../app/button-link';
import { CORE_PRINCIPLES, LIFECYCLE_PHASES, LifecycleDiagram, PrinciplesDiagram } from './finops-diagrams';

/**
 * The framework's cycle and principles, with a link to the interactive page: the copy is the page's
 * framework-teaser block; the diagrams, phases and principles are the framework's own (in code).
 */
export function PlaybookFramework({ block, id }: { block: BlockOf<'framework-teaser'>; id: string }) {
  const cta = block.cta ?? { label: 'Explore the interactive framework', target: '/framework', icon: 'arrow' as const };
  return (
    <section id={id} className="playbook-section playbook-section--tinted" aria-labelledby="playbook-framework-title">
      <div className="container">
        <div className="playbook-heading">
          {block.eyebrow && <p className="playbook-heading__eyebrow">{block.eyebrow}</p>}
          <h2 id="playbook-framework-title">{block.heading || 'Principles and cycle'}</h2>
          {block.intro && <p>{block.intro}</p>}
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
          <ButtonLink to={cta.target} type="link">
            {cta.label} {cta.icon === 'arrow' && <ArrowRightOutlined aria-hidden />}
          </ButtonLink>
        </p>
      </div>
    </section>
  );
}
