import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Button, Progress, Radio } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, CheckOutlined, ReloadOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../app/button-link';
import { handOffToolResults } from '../../app/contact-handoff';
import { usePageMeta } from '../../app/use-page-meta';
import {
  QUIZ_BENCHMARKS,
  QUIZ_LENGTH,
  QUIZ_QUESTIONS,
  answerFor,
  canProceed,
  isFirstQuestion,
  isLastQuestion,
  progressPercent,
  recordAnswer,
  scoreQuiz,
  type QuizAnswer,
  type QuizResult,
} from '../../domain/maturity-quiz';
import './maturity.css';

// The maturity quiz (SPEC §2 "Maturity assessment", §4 "Quiz"): one question at a time, then the
// result. All scoring is maturity-quiz.ts; this screen holds the step, the answers and the focus.

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

function QuizResults({ result, onRestart, onContact }: { result: QuizResult; onRestart: () => void; onContact: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Show the result from its top and move focus there, so a screen reader announces it.
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    document.getElementById('assessment-results')?.scrollIntoView({ block: 'start' });
  }, []);
  const levelIndex = LEVELS.indexOf(result.level);
  return (
    <div className="mq-results" id="assessment-results">
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

      <div className="mq-cta">
        <div>
          <h3 className="mq-cta__title">Turn these results into a roadmap</h3>
          <p className="mq-cta__text">Share your results with a FinOps consultant and get a prioritised plan to reach the next level.</p>
        </div>
        <div className="mq-cta__actions">
          <Button size="large" icon={<ReloadOutlined aria-hidden />} onClick={onRestart}>
            Take Assessment Again
          </Button>
          <ButtonLink type="primary" size="large" to="/#contact" onClick={onContact}>
            Get Your FinOps Roadmap
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}

export function MaturityAssessmentPage() {
  usePageMeta(
    'FinOps Maturity Assessment | FinOps Consulting',
    'Answer eight questions to find out whether your FinOps practice is at the Crawl, Walk, Run or Fly stage, how you compare and what to improve next.',
  );
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<QuizAnswer[]>([]);
  const [result, setResult] = useState<QuizResult | null>(null);
  const questionRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // SPEC §2: the assessment opens at the top of the page.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  // After Next/Previous, move focus to the new question so keyboard and screen-reader users
  // continue from there (not on first render: the page opens with focus where the visitor left it).
  useEffect(() => {
    if (!moved.current) return;
    questionRef.current?.focus({ preventScroll: true });
    document.getElementById('assessment-quiz')?.scrollIntoView({ block: 'nearest' });
  }, [index, result]);

  const question = QUIZ_QUESTIONS[index];
  const selected = answerFor(answers, question.id);
  const last = isLastQuestion(index);

  const goTo = (next: number) => {
    moved.current = true;
    setIndex(next);
  };

  const next = () => {
    if (!canProceed(answers, question.id)) return;
    if (last) {
      moved.current = true;
      setResult(scoreQuiz(answers));
    } else {
      goTo(index + 1);
    }
  };

  const restart = () => {
    moved.current = true;
    setAnswers([]);
    setResult(null);
    setIndex(0);
  };

  const contact = () => {
    if (!result) return;
    handOffToolResults({
      tool: 'maturity-assessment',
      summary: `Maturity assessment: ${result.level} level, ${result.score}/${result.maxScore}`,
      inputs: {
        answers: QUIZ_QUESTIONS.map((item) => ({
          questionId: item.id,
          category: item.category,
          value: answerFor(answers, item.id) ?? null,
        })),
      },
      results: {
        score: result.score,
        maxScore: result.maxScore,
        level: result.level,
        categoryScores: result.categoryScores.map(({ category, score }) => ({ category, score })),
      },
    });
  };

  return (
    <div className="mq-page">
      <section className="mq-hero">
        <div className="container mq-container">
          <Link to="/" className="mq-back">
            <ArrowLeftOutlined aria-hidden /> Back to Home
          </Link>
          <h1 className="mq-hero__title">FinOps Maturity Assessment</h1>
          <p className="mq-hero__lead">
            Answer eight questions about how your organisation sees, optimizes and governs its cloud spend. You will see where your practice
            stands on the Crawl, Walk, Run, Fly scale, how you compare with industry benchmarks and what to improve next.
          </p>
          <ul className="mq-hero__facts">
            <li>8 questions</li>
            <li>About 3 minutes</li>
            <li>Instant results, nothing sent</li>
          </ul>
        </div>
      </section>

      <div className="container mq-container mq-body">
        {result ? (
          <QuizResults result={result} onRestart={restart} onContact={contact} />
        ) : (
          <section className="mq-card mq-quiz" id="assessment-quiz" aria-labelledby="mq-question">
            <div className="mq-quiz__meta">
              <span className="mq-quiz__count" data-testid="quiz-progress">
                Question {index + 1} of {QUIZ_LENGTH}
              </span>
              <span className="mq-quiz__category">{question.category}</span>
            </div>
            <Progress
              percent={progressPercent(index)}
              showInfo={false}
              strokeColor="#0f766e"
              aria-label={`Question ${index + 1} of ${QUIZ_LENGTH}`}
            />
            <fieldset className="mq-fieldset">
              <legend className="mq-legend">
                <h2 id="mq-question" className="mq-question" ref={questionRef} tabIndex={-1}>
                  {question.question}
                </h2>
              </legend>
              <Radio.Group
                key={question.id}
                className="mq-options"
                name={`question-${question.id}`}
                value={selected}
                onChange={(event) => setAnswers((current) => recordAnswer(current, question.id, event.target.value as number))}
              >
                {question.options.map((option) => (
                  <Radio key={option.value} value={option.value} className="mq-option">
                    {option.label}
                  </Radio>
                ))}
              </Radio.Group>
            </fieldset>
            <div className="mq-nav">
              <Button
                size="large"
                icon={<ArrowLeftOutlined aria-hidden />}
                disabled={isFirstQuestion(index)}
                onClick={() => goTo(index - 1)}
              >
                Previous
              </Button>
              <Button
                type="primary"
                size="large"
                disabled={!canProceed(answers, question.id)}
                onClick={next}
                icon={last ? <CheckOutlined aria-hidden /> : <ArrowRightOutlined aria-hidden />}
                iconPlacement="end"
              >
                {last ? 'Complete Assessment' : 'Next'}
              </Button>
            </div>
          </section>
        )}
      </div>
    </div>
  );
}
