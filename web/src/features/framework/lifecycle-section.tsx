import { useState, type CSSProperties } from 'react';
import { Tooltip } from 'antd';
import {
  LIFECYCLE_PHASES,
  LIFECYCLE_ROTATION_SECONDS,
  diagramPoint,
  isSelected,
  phaseById,
  phaseTooltip,
  toggleSelection,
} from '../../domain/framework';
import { AnimationToggle, BulletList, DetailPanel, insideMain, LIFECYCLE_PANEL_ID, type DiagramSectionProps } from './framework-kit';

const CYCLE_RADIUS = 37; // percent of the diagram box, from the centre to a phase

/** The arrows between the phases, drawn clockwise on the wheel (decorative). */
function CycleRing() {
  const centre = 200;
  const radius = (CYCLE_RADIUS / 100) * 400;
  const point = (degrees: number) => {
    const radians = (degrees * Math.PI) / 180;
    return `${(centre + radius * Math.sin(radians)).toFixed(2)} ${(centre - radius * Math.cos(radians)).toFixed(2)}`;
  };
  return (
    <svg className="fw-cycle__ring" viewBox="0 0 400 400" aria-hidden focusable="false">
      <defs>
        {LIFECYCLE_PHASES.map((phase) => (
          <marker
            key={phase.id}
            id={`fw-arrow-${phase.id}`}
            viewBox="0 0 10 10"
            refX="6"
            refY="5"
            markerWidth="5"
            markerHeight="5"
            orient="auto-start-reverse"
          >
            <path d="M0 0 L10 5 L0 10 z" fill={phase.color} />
          </marker>
        ))}
      </defs>
      <circle cx={centre} cy={centre} r={radius} fill="none" stroke="#e2e8f0" strokeWidth="18" />
      {LIFECYCLE_PHASES.map((phase) => (
        <path
          key={phase.id}
          d={`M ${point(phase.position + 24)} A ${radius} ${radius} 0 0 1 ${point(phase.position + 66)}`}
          fill="none"
          stroke={phase.color}
          strokeWidth="6"
          strokeLinecap="round"
          markerEnd={`url(#fw-arrow-${phase.id})`}
        />
      ))}
    </svg>
  );
}

/** The lifecycle wheel, its animation toggle and the open phase's panel. */
export function LifecycleSection({ selection, setSelection, register, close, reducedMotion }: DiagramSectionProps) {
  const [cycleAnimating, setCycleAnimating] = useState(false);
  const phase = selection?.kind === 'phase' ? phaseById(selection.id) : undefined;
  return (
    <section className="fw-section" aria-labelledby="fw-lifecycle-title">
      <div className="container">
        <div className="fw-section__head">
          <div>
            <h2 id="fw-lifecycle-title" className="fw-section__title">
              The FinOps Lifecycle
            </h2>
            <p className="fw-section__intro">Four phases that teams cycle through continuously, each feeding the next.</p>
          </div>
          <AnimationToggle
            on={cycleAnimating}
            onToggle={() => setCycleAnimating((on) => !on)}
            startLabel="Animate Cycle"
            stopLabel="Pause Animation"
            controls="fw-cycle"
          />
        </div>
        {cycleAnimating && reducedMotion && (
          <p className="fw-motion-note">Your device asks for reduced motion, so the wheel stays still.</p>
        )}
        <div className="fw-layout">
          <div
            id="fw-cycle"
            className={cycleAnimating ? 'fw-cycle is-animating' : 'fw-cycle'}
            style={{ '--fw-turn': `${LIFECYCLE_ROTATION_SECONDS}s` } as CSSProperties}
            data-testid="lifecycle-diagram"
          >
            <div className="fw-cycle__orbit">
              <CycleRing />
              {LIFECYCLE_PHASES.map((item) => {
                const point = diagramPoint(item.position, CYCLE_RADIUS);
                const selected = isSelected(selection, 'phase', item.id);
                return (
                  <div key={item.id} className="fw-cycle__node" style={{ left: `${point.left}%`, top: `${point.top}%` }}>
                    <div className="fw-cycle__upright">
                      <Tooltip title={phaseTooltip(item)} trigger={['hover', 'focus']} getPopupContainer={insideMain}>
                        <button
                          ref={register(`phase:${item.id}`)}
                          type="button"
                          className={selected ? 'fw-phase is-selected' : 'fw-phase'}
                          style={{ '--fw-color': item.color } as CSSProperties}
                          aria-expanded={selected}
                          aria-controls={LIFECYCLE_PANEL_ID}
                          data-id={item.id}
                          onClick={() => setSelection((current) => toggleSelection(current, { kind: 'phase', id: item.id }))}
                        >
                          {item.title}
                        </button>
                      </Tooltip>
                    </div>
                  </div>
                );
              })}
            </div>
            <div className="fw-cycle__hub" aria-hidden>
              <strong>FinOps</strong>
              <span>Lifecycle</span>
            </div>
          </div>
          <DetailPanel
            id={LIFECYCLE_PANEL_ID}
            title={phase?.title}
            color={phase?.color}
            emptyText="Select a phase of the lifecycle to see its description, key activities and recommended tools."
            onClose={close}
          >
            {phase && (
              <>
                <p className="fw-detail__description">{phase.description}</p>
                <BulletList title="Key activities" items={phase.activities} />
                <BulletList title="Recommended tools" items={phase.tools} />
              </>
            )}
          </DetailPanel>
        </div>
      </div>
    </section>
  );
}
