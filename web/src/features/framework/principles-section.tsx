import { useState, type CSSProperties } from 'react';
import { Tooltip } from 'antd';
import { Link } from 'react-router-dom';
import { CORE_PRINCIPLES, PRINCIPLE_TOOLTIP, diagramPoint, isSelected, principleById, toggleSelection } from '../../domain/framework';
import { AnimationToggle, BulletList, DetailPanel, insideMain, PRINCIPLES_PANEL_ID, type DiagramSectionProps } from './framework-kit';

const PRINCIPLE_RADIUS = 36;

/** The ring of principles, its animation toggle, the open principle's panel and the related links. */
export function PrinciplesSection({ selection, setSelection, register, close, reducedMotion }: DiagramSectionProps) {
  const [principlesAnimating, setPrinciplesAnimating] = useState(false);
  const principle = selection?.kind === 'principle' ? principleById(selection.id) : undefined;
  return (
    <section className="fw-section fw-section--tinted" aria-labelledby="fw-principles-title">
      <div className="container">
        <div className="fw-section__head">
          <div>
            <h2 id="fw-principles-title" className="fw-section__title">
              Core Principles
            </h2>
            <p className="fw-section__intro">Six principles that shape how a FinOps practice makes decisions.</p>
          </div>
          <AnimationToggle
            on={principlesAnimating}
            onToggle={() => setPrinciplesAnimating((on) => !on)}
            startLabel="Animate Principles"
            stopLabel="Stop Pulsing"
            controls="fw-principles"
          />
        </div>
        {principlesAnimating && reducedMotion && (
          <p className="fw-motion-note">Your device asks for reduced motion, so the principles stay still.</p>
        )}
        <div className="fw-layout">
          <div
            id="fw-principles"
            className={principlesAnimating ? 'fw-principles is-animating' : 'fw-principles'}
            data-testid="principles-diagram"
          >
            <svg className="fw-principles__lines" viewBox="0 0 100 100" aria-hidden focusable="false">
              <polygon
                points={CORE_PRINCIPLES.map((item) => {
                  const point = diagramPoint(item.position, PRINCIPLE_RADIUS);
                  return `${point.left},${point.top}`;
                }).join(' ')}
                fill="none"
                stroke="#cbd5e1"
                strokeWidth="0.6"
                strokeDasharray="1.5 1.5"
              />
              {CORE_PRINCIPLES.map((item) => {
                const point = diagramPoint(item.position, PRINCIPLE_RADIUS);
                return <line key={item.id} x1="50" y1="50" x2={point.left} y2={point.top} stroke="#cbd5e1" strokeWidth="0.6" />;
              })}
            </svg>
            <div className="fw-principles__hub" aria-hidden>
              <strong>FinOps</strong>
              <span>Principles</span>
            </div>
            {CORE_PRINCIPLES.map((item, index) => {
              const point = diagramPoint(item.position, PRINCIPLE_RADIUS);
              const selected = isSelected(selection, 'principle', item.id);
              return (
                <div key={item.id} className="fw-principles__node" style={{ left: `${point.left}%`, top: `${point.top}%` }}>
                  <Tooltip title={PRINCIPLE_TOOLTIP} trigger={['hover', 'focus']} getPopupContainer={insideMain}>
                    <button
                      ref={register(`principle:${item.id}`)}
                      type="button"
                      className={selected ? 'fw-principle is-selected' : 'fw-principle'}
                      style={{ '--fw-color': item.color, '--fw-delay': `${index * 0.35}s` } as CSSProperties}
                      aria-expanded={selected}
                      aria-controls={PRINCIPLES_PANEL_ID}
                      data-id={item.id}
                      onClick={() => setSelection((current) => toggleSelection(current, { kind: 'principle', id: item.id }))}
                    >
                      {item.shortTitle}
                    </button>
                  </Tooltip>
                </div>
              );
            })}
          </div>
          <DetailPanel
            id={PRINCIPLES_PANEL_ID}
            title={principle?.title}
            color={principle?.color}
            emptyText="Select a principle to see what it means and the best practices that put it to work."
            onClose={close}
          >
            {principle && (
              <>
                <p className="fw-detail__description">{principle.description}</p>
                <BulletList title="Best practices" items={principle.practices} />
              </>
            )}
          </DetailPanel>
        </div>
        <nav className="fw-next" aria-label="Related tools">
          <Link to="/maturity-assessment">Take the Maturity Assessment</Link>
          <Link to="/playbook">Read the FinOps Playbook</Link>
          <Link to="/#contact">Talk to a FinOps expert</Link>
        </nav>
      </div>
    </section>
  );
}
