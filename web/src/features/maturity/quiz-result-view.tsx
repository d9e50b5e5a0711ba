import type { CSSProperties, Ref } from 'react';
import { QUIZ_BENCHMARKS, type QuizResult } from '../../domain/maturity-quiz';
import './maturity.css';

const LEVELS = ['Crawl', 'Walk', 'Run', 'Fly'] as const;

function ScoreBar({ label, value, max, highlight = false }: { label: string; value: number; max: number; highlight?: boolean }) {
  return (
    <li className={highlight ? 'mq-bar mq-bar--you' : 'mq-bar'}>
      <span className="mq-bar__label">{label}</span>
      <span className="mq-bar__track" aria-hidden>
        <span className="mq-bar__fill" style={{ width: `${Math.max(0, Math.min(100, (value / max) * 100))}%` }} />
      </span>
      <span className="mq-bar__value">
        {value}
        <span className="mq-bar__max"> / {max}</span>
      </span>
    </li>
  );
}

function comparison(score: number, benchmark: number, name: string): string {
  const difference = score - benchmark;
  if (difference === 0) return `level with ${name}`;
  const points = Math.abs(difference) === 1 ? 'point' : 'points';
  return `${Math.abs(difference)} ${points} ${difference > 0 ? 'above' : 'below'} ${name}`;
}

/** The result itself (score, stage, categories, benchmarks, next steps), drawn from a result alone: the
 * quiz shows it, and the admin's lead detail draws a stored one the same way. */
export function QuizResultView({ result, headingRef }: { result: QuizResult; headingRef?: Ref<HTMLHeadingElement> }) {
  const levelIndex = LEVELS.indexOf(result.level);
  return (
    <>
      <div className="mq-card mq-summary">
        <div
          className="mq-summary__score"
          aria-hidden
          style={{ '--mq-score': `${(result.score / result.maxScore) * 100}%` } as CSSProperties}
        >
          <span className="mq-summary__number">{result.score}</span>
          <span className="mq-summary__max">/ {result.maxScore}</span>
        </div>
        <div className="mq-summary__text">
          <h2 className="mq-summary__title" ref={headingRef} tabIndex={-1}>
            Your FinOps maturity: <span className="mq-level">{result.level}</span>
          </h2>
          <p className="mq-summary__score-line" data-testid="quiz-score">
            Total score:{' '}
            <strong>
              {result.score} / {result.maxScore}
            </strong>
          </p>
          <p className="mq-summary__description">{result.description}</p>
          <ol className="mq-stages" aria-label="Maturity stages">
            {LEVELS.map((level, index) => (
              <li
                key={level}
                className={
                  index === levelIndex ? 'mq-stage mq-stage--current' : index < levelIndex ? 'mq-stage mq-stage--done' : 'mq-stage'
                }
                aria-current={index === levelIndex ? 'step' : undefined}
              >
                {level}
              </li>
            ))}
          </ol>
        </div>
      </div>

      <div className="mq-grid">
        <section className="mq-card" aria-labelledby="mq-categories-title">
          <h3 id="mq-categories-title" className="mq-card__title">
            Score by category
          </h3>
          <ul className="mq-bars mq-bars--categories" aria-label="Score by category, out of 5">
            {result.categoryScores.map((category) => (
              <ScoreBar key={category.category} label={category.category} value={category.score} max={category.max} />
            ))}
          </ul>
        </section>

        <section className="mq-card" aria-labelledby="mq-benchmarks-title">
          <h3 id="mq-benchmarks-title" className="mq-card__title">
            How you compare
          </h3>
          <ul className="mq-bars" aria-label="Total score compared with benchmarks, out of 40">
            <ScoreBar label="Your score" value={result.score} max={result.maxScore} highlight />
            <ScoreBar label="Similar companies" value={QUIZ_BENCHMARKS.similarCompanies} max={result.maxScore} />
            <ScoreBar label="Industry average" value={QUIZ_BENCHMARKS.industryAverage} max={result.maxScore} />
            <ScoreBar label="Top performers" value={QUIZ_BENCHMARKS.topPerformers} max={result.maxScore} />
          </ul>
          <p className="mq-compare">
            You are {comparison(result.score, QUIZ_BENCHMARKS.industryAverage, 'the industry average')} and{' '}
            {comparison(result.score, QUIZ_BENCHMARKS.topPerformers, 'top performers')}.
          </p>
        </section>
      </div>

      <section className="mq-card" aria-labelledby="mq-recommendations-title">
        <h3 id="mq-recommendations-title" className="mq-card__title">
          Recommended next steps
        </h3>
        <ol className="mq-recommendations">
          {result.recommendations.map((recommendation) => (
            <li key={recommendation}>{recommendation}</li>
          ))}
        </ol>
      </section>
    </>
  );
}
