import { ArrowRightOutlined, CheckOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import type { BlockOf } from '../../../../schema/validation/page-blocks';
import { BlockButton } from './block-parts';
import { SectionHeading } from './section-heading';

// SPEC §2 'Maturity teaser': a fixed sample result, not the visitor's own.
const SAMPLE_SCORE_PERCENT = 62;
const SAMPLE_CATEGORIES = [
  { name: 'Visibility', score: 7 },
  { name: 'Optimization', score: 6 },
  { name: 'Governance', score: 5 },
];
const SAMPLE_RECOMMENDATIONS = [
  'Enforce a tagging policy so every resource has an owner and a cost center.',
  'Cover steady workloads with reserved instances or savings plans.',
  'Give each team a budget with alerts, and review variances every month.',
];

const RING_RADIUS = 52;
const RING_CIRCUMFERENCE = 2 * Math.PI * RING_RADIUS;

function ScoreRing({ percent }: { percent: number }) {
  const dash = ((RING_CIRCUMFERENCE * percent) / 100).toFixed(1);
  return (
    <div className="score-ring">
      <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <circle cx="60" cy="60" r={RING_RADIUS} fill="none" stroke="#e2e8f0" strokeWidth="10" />
        <circle
          cx="60"
          cy="60"
          r={RING_RADIUS}
          fill="none"
          stroke="#0f766e"
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={`${dash} ${RING_CIRCUMFERENCE.toFixed(1)}`}
          transform="rotate(-90 60 60)"
        />
      </svg>
      <span className="score-ring__value">
        {percent}%<span className="visually-hidden"> overall score</span>
      </span>
    </div>
  );
}

export function MaturityTeaser({ block, id }: { block: BlockOf<'maturity-teaser'>; id: string }) {
  return (
    <section id={id} className="home-section home-section--tinted" aria-labelledby={`${id}-title`}>
      <div className="container home-split">
        <div className="home-split__text">
          <SectionHeading id={`${id}-title`} align="left" eyebrow={block.eyebrow} title={block.heading} intro={block.intro} />
          {block.bullets?.length ? (
            <ul className="check-list">
              {block.bullets.map((bullet, index) => (
                <li key={index}>
                  {/* One text node with its space, as the hand-written list had: the same glyph positions. */}
                  <CheckOutlined aria-hidden />
                  {` ${bullet}`}
                </li>
              ))}
            </ul>
          ) : null}
          {block.cta && <BlockButton cta={block.cta} size="large" />}
        </div>

        <article className="sample-result" aria-labelledby="sample-result-title">
          <p className="sample-result__label">Sample result</p>
          <div className="sample-result__summary">
            <ScoreRing percent={SAMPLE_SCORE_PERCENT} />
            <div>
              <h3 id="sample-result-title" className="sample-result__level">
                Walk level
              </h3>
              <p className="sample-result__text">
                Developing capabilities: good visibility, with optimization and governance still catching up.
              </p>
            </div>
          </div>
          <ul className="sample-result__scores" aria-label="Scores by category">
            {SAMPLE_CATEGORIES.map((category) => (
              <li key={category.name}>
                <span className="sample-result__category">{category.name}</span>
                <span className="sample-result__bar" aria-hidden="true">
                  <span style={{ width: `${category.score * 10}%` }} />
                </span>
                <span className="sample-result__score">{category.score}/10</span>
              </li>
            ))}
          </ul>
          <h4 className="sample-result__subtitle">Top recommendations</h4>
          <ol className="sample-result__recommendations">
            {SAMPLE_RECOMMENDATIONS.map((recommendation) => (
              <li key={recommendation}>{recommendation}</li>
            ))}
          </ol>
          <Link to="/maturity-assessment" className="sample-result__link">
            Get your own result <ArrowRightOutlined aria-hidden />
          </Link>
        </article>
      </div>
    </section>
  );
}
