import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Button, Tooltip } from 'antd';
import { ArrowLeftOutlined, CloseOutlined, PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../../app/use-page-meta';
import {
  CORE_PRINCIPLES,
  LIFECYCLE_PHASES,
  LIFECYCLE_ROTATION_SECONDS,
  PRINCIPLE_TOOLTIP,
  diagramPoint,
  isSelected,
  phaseById,
  phaseTooltip,
  principleById,
  toggleSelection,
  type FrameworkSelection,
} from '../../domain/framework';
import './framework.css';

/** Tooltips open inside the page's main landmark (not loose in <body>), so every piece of content sits in a landmark. */
const insideMain = (trigger: HTMLElement): HTMLElement => trigger.closest('main') ?? document.body;

// The interactive framework page (SPEC §2 "Interactive framework page"): a lifecycle wheel and a
// ring of principles. One item is open at a time across both (toggleSelection); the two animation
// toggles are independent. Items are real buttons, so Tab and Enter/Space work everywhere.

const CYCLE_RADIUS = 37; // percent of the diagram box, from the centre to a phase
const PRINCIPLE_RADIUS = 36;
const LIFECYCLE_PANEL_ID = 'framework-lifecycle-detail';
const PRINCIPLES_PANEL_ID = 'framework-principles-detail';

function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (!query) return;
    setReduced(query.matches);
    const onChange = (event: MediaQueryListEvent) => setReduced(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

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

function AnimationToggle({
  on,
  onToggle,
  startLabel,
  stopLabel,
  controls,
}: {
  on: boolean;
  onToggle: () => void;
  startLabel: string;
  stopLabel: string;
  controls: string;
}) {
  return (
    <Button
      icon={on ? <PauseCircleOutlined aria-hidden /> : <PlayCircleOutlined aria-hidden />}
      onClick={onToggle}
      aria-controls={controls}
    >
      {on ? stopLabel : startLabel}
    </Button>
  );
}

interface DetailPanelProps {
  id: string;
  title?: string;
  color?: string;
  emptyText: string;
  onClose: () => void;
  children?: ReactNode;
}

function DetailPanel({ id, title, color, emptyText, onClose, children }: DetailPanelProps) {
  const headingId = `${id}-title`;
  return (
    <div
      id={id}
      className={title ? 'fw-detail fw-detail--open' : 'fw-detail'}
      style={color ? ({ '--fw-accent': color } as CSSProperties) : undefined}
    >
      {title ? (
        <article aria-labelledby={headingId} className="fw-detail__body">
          <header className="fw-detail__header">
            <h3 id={headingId} className="fw-detail__title">
              {title}
            </h3>
            <Button type="text" shape="circle" icon={<CloseOutlined aria-hidden />} aria-label="Close details" onClick={onClose} />
          </header>
          {children}
        </article>
      ) : (
        <p className="fw-detail__empty">{emptyText}</p>
      )}
    </div>
  );
}

function BulletList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <>
      <h4 className="fw-detail__subtitle">{title}</h4>
      <ul className="fw-detail__list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

export function FrameworkPage() {
  usePageMeta(
    'Interactive FinOps Framework | FinOps Consulting',
    'Explore the FinOps lifecycle and its six core principles: what each phase involves, the key activities and the tools teams use.',
  );
  const [selection, setSelection] = useState<FrameworkSelection>(null);
  const [cycleAnimating, setCycleAnimating] = useState(false);
  const [principlesAnimating, setPrinciplesAnimating] = useState(false);
  const reducedMotion = useReducedMotion();
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const phase = selection?.kind === 'phase' ? phaseById(selection.id) : undefined;
  const principle = selection?.kind === 'principle' ? principleById(selection.id) : undefined;

  // On narrow screens the panel sits under the diagram: bring a newly opened one into view.
  useEffect(() => {
    if (!selection) return;
    const panel = document.getElementById(selection.kind === 'phase' ? LIFECYCLE_PANEL_ID : PRINCIPLES_PANEL_ID);
    if (!panel) return;
    const { top } = panel.getBoundingClientRect();
    if (top > window.innerHeight - 120) panel.scrollIntoView({ block: 'nearest', behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [selection, reducedMotion]);

  const close = () => {
    if (!selection) return;
    // Focus goes back to the item that opened the panel, which is about to lose its content.
    buttons.current.get(`${selection.kind}:${selection.id}`)?.focus();
    setSelection(null);
  };

  const register = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <div className="fw-page">
      <section className="fw-hero">
        <div className="container">
          <Link to="/" className="fw-back">
            <ArrowLeftOutlined aria-hidden /> Back to Home
          </Link>
          <h1 className="fw-hero__title">Interactive FinOps Framework</h1>
          <p className="fw-hero__lead">
            FinOps is a continuous loop guided by a handful of principles. Select a phase of the lifecycle or one of the core principles to
            see what it involves, the key activities and the tools and practices teams use to put it to work.
          </p>
        </div>
      </section>

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
    </div>
  );
}
