import type { BlockOf } from '../../../../schema/validation/page-blocks';
import { LifecycleDiagram, PrinciplesDiagram } from '../playbook/finops-diagrams';
import { BlockButton } from './block-parts';
import { SectionHeading } from './section-heading';

// SPEC §2 'Framework teaser': the four-phase lifecycle and the six principles, linking to /framework.
export function FrameworkTeaser({ block, id }: { block: BlockOf<'framework-teaser'>; id: string }) {
  return (
    <section id={id} className="home-section" aria-labelledby={`${id}-title`}>
      <div className="container">
        <SectionHeading id={`${id}-title`} eyebrow={block.eyebrow} title={block.heading} intro={block.intro} />
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
        {block.cta && (
          <div className="home-section__footer">
            <BlockButton cta={block.cta} size="large" />
          </div>
        )}
      </div>
    </section>
  );
}
