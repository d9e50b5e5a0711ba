// The FinOps lifecycle and principles diagrams (SPEC §2 'Framework teaser'), drawn with inline SVG
// for the ring and connectors and HTML lists for the words, so the text stays real text for
// screen readers and search engines. Public entry of the playbook feature, also used by the
// home page's #framework teaser. Pure render: no browser APIs, identical on server and browser.
import './finops-diagrams.css';

export interface LifecyclePhase {
  id: string;
  title: string;
  summary: string;
}

export const LIFECYCLE_PHASES: LifecyclePhase[] = [
  {
    id: 'understand',
    title: 'Understand / Inform / Plan',
    summary: 'Collect and allocate cost data, agree budgets and forecasts, and give every team an accurate view of its spend.',
  },
  {
    id: 'execute',
    title: 'Execute Change',
    summary: 'Act on the opportunities found: right-size, remove waste, buy commitments and change architecture where it pays.',
  },
  {
    id: 'operate',
    title: 'Operate and Monitor',
    summary: 'Track spend against budgets and KPIs, catch anomalies early and keep policies and automation running.',
  },
  {
    id: 'optimize',
    title: 'Optimize',
    summary: 'Review results, refine targets and feed what you learned into the next turn of the cycle.',
  },
];

const GUIDING_PRINCIPLES = ['Train', 'Automate', 'Champion', 'Collaborate'] as const;

export interface CorePrinciple {
  id: string;
  title: string;
  summary: string;
  color: string;
}

// Dark enough for white text at WCAG AA (4.5:1 or better).
export const CORE_PRINCIPLES: CorePrinciple[] = [
  {
    id: 'collaboration',
    title: 'Collaboration',
    summary: 'Engineering, finance and product work from the same numbers, in near real time.',
    color: '#0f766e',
  },
  { id: 'ownership', title: 'Ownership', summary: 'Every team owns its cloud usage and the cost that comes with it.', color: '#1e3a8a' },
  {
    id: 'reports',
    title: 'User-Centered Reports',
    summary: 'Reports are timely, accessible and shaped for the people who act on them.',
    color: '#6d28d9',
  },
  {
    id: 'team',
    title: 'Centralized Team',
    summary: 'A central FinOps team sets standards, buys commitments and enables the rest.',
    color: '#be123c',
  },
  {
    id: 'value',
    title: 'Business Value',
    summary: 'Decisions weigh cost against speed, quality and the value the cloud delivers.',
    color: '#92400e',
  },
  {
    id: 'optimization',
    title: 'Continuous Optimization',
    summary: 'Optimization is a habit repeated every cycle, not a one-off project.',
    color: '#0369a1',
  },
];

const CENTER = 200;
const RING_RADIUS = 140;

/** A point on the ring at `degrees` (0 = right, clockwise), rounded so server and browser agree. */
function pointOnRing(degrees: number, radius = RING_RADIUS): [number, number] {
  const radians = (degrees * Math.PI) / 180;
  return [Number((CENTER + radius * Math.cos(radians)).toFixed(1)), Number((CENTER + radius * Math.sin(radians)).toFixed(1))];
}

// Four clockwise arcs between the phases (top, right, bottom, left), leaving room for the labels.
const PHASE_ANGLES = [-90, 0, 90, 180];
const ARC_GAP_DEGREES = 32;
const LIFECYCLE_ARCS = PHASE_ANGLES.map((angle) => {
  const [x1, y1] = pointOnRing(angle + ARC_GAP_DEGREES);
  const [x2, y2] = pointOnRing(angle + 90 - ARC_GAP_DEGREES);
  return `M ${x1} ${y1} A ${RING_RADIUS} ${RING_RADIUS} 0 0 1 ${x2} ${y2}`;
});

interface DiagramProps {
  /** Heading level text shown above the diagram. */
  caption?: string;
}

export function LifecycleDiagram({ caption = 'The FinOps lifecycle' }: DiagramProps) {
  return (
    <figure className="finops-diagram lifecycle">
      <div className="finops-diagram__canvas">
        <svg className="finops-diagram__art" viewBox="0 0 400 400" aria-hidden="true" focusable="false">
          <defs>
            <marker id="lifecycle-arrow" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
              <path d="M 0 0 L 10 5 L 0 10 z" fill="#0f766e" />
            </marker>
          </defs>
          <circle cx={CENTER} cy={CENTER} r={RING_RADIUS} fill="none" stroke="#ccfbf1" strokeWidth="18" />
          {LIFECYCLE_ARCS.map((d) => (
            <path key={d} d={d} fill="none" stroke="#0f766e" strokeWidth="3" markerEnd="url(#lifecycle-arrow)" />
          ))}
          <circle cx={CENTER} cy={CENTER} r="78" fill="#0b2545" />
        </svg>
        <ol className="lifecycle__phases" aria-label="Lifecycle phases, in order">
          {LIFECYCLE_PHASES.map((phase, index) => (
            <li key={phase.id} className={`lifecycle__phase lifecycle__phase--${index + 1}`}>
              <span className="lifecycle__number" aria-hidden="true">
                {index + 1}
              </span>
              <span>{phase.title}</span>
            </li>
          ))}
        </ol>
        <div className="lifecycle__core">
          <p className="lifecycle__core-title">Guiding principles</p>
          <ul aria-label="Guiding principles">
            {GUIDING_PRINCIPLES.map((principle) => (
              <li key={principle}>{principle}</li>
            ))}
          </ul>
        </div>
      </div>
      <figcaption className="finops-diagram__caption">{caption}</figcaption>
    </figure>
  );
}

// Six principles around a hub, starting at the top and going clockwise.
const PRINCIPLE_ANGLES = [-90, -30, 30, 90, 150, 210];
const PRINCIPLE_RADIUS = 132;
const PRINCIPLE_SPOKES = PRINCIPLE_ANGLES.map((angle) => pointOnRing(angle, PRINCIPLE_RADIUS));

export function PrinciplesDiagram({ caption = 'Six core FinOps principles' }: DiagramProps) {
  return (
    <figure className="finops-diagram principles">
      <div className="finops-diagram__canvas">
        <svg className="finops-diagram__art" viewBox="0 0 400 400" aria-hidden="true" focusable="false">
          <circle cx={CENTER} cy={CENTER} r={PRINCIPLE_RADIUS} fill="none" stroke="#e2e8f0" strokeWidth="2" strokeDasharray="6 6" />
          {PRINCIPLE_SPOKES.map(([x, y], index) => (
            <line
              key={CORE_PRINCIPLES[index].id}
              x1={CENTER}
              y1={CENTER}
              x2={x}
              y2={y}
              stroke={CORE_PRINCIPLES[index].color}
              strokeWidth="3"
              strokeOpacity="0.35"
            />
          ))}
          <circle cx={CENTER} cy={CENTER} r="50" fill="#0b2545" />
        </svg>
        <p className="principles__hub" aria-hidden="true">
          FinOps
        </p>
        <ul className="principles__list" aria-label="Core principles">
          {CORE_PRINCIPLES.map((principle, index) => (
            <li
              key={principle.id}
              className={`principles__item principles__item--${index + 1}`}
              style={{ backgroundColor: principle.color }}
              title={principle.summary}
            >
              {principle.title}
            </li>
          ))}
        </ul>
      </div>
      <figcaption className="finops-diagram__caption">{caption}</figcaption>
    </figure>
  );
}
