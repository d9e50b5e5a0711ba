import { useEffect, useRef, useState } from 'react';
import { handOffToolResults } from '../../app/contact-handoff';
import { usePageMeta } from '../../app/use-page-meta';
import {
  QUIZ_QUESTIONS,
  answerFor,
  canProceed,
  isLastQuestion,
  scoreQuiz,
  type QuizAnswer,
  type QuizResult,
} from '../../domain/maturity-quiz';
import { MaturityHero } from './maturity-hero';
import { track } from '../../app/analytics-beacon';
import { NoScriptNotice } from '../../app/noscript-notice';
import { QuizQuestion } from './quiz-question';
import { QuizResults } from './quiz-results';
import './maturity.css';

// The maturity quiz (SPEC §2 "Maturity assessment", §4 "Quiz"): one question at a time, then the
// result. All scoring is maturity-quiz.ts; this screen holds the step, the answers and the focus.

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
  const last = isLastQuestion(index);

  const goTo = (next: number) => {
    moved.current = true;
    setIndex(next);
  };

  const next = () => {
    if (!canProceed(answers, question.id)) return;
    if (last) {
      moved.current = true;
      const scored = scoreQuiz(answers);
      setResult(scored);
      track('quiz_completed', { level: scored.level });
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
      <MaturityHero />

      <div className="container mq-container mq-body">
        <NoScriptNotice>The assessment scores your answers in your browser and needs JavaScript: turn it on to take it.</NoScriptNotice>
        {result ? (
          <QuizResults result={result} onRestart={restart} onContact={contact} />
        ) : (
          <QuizQuestion index={index} answers={answers} setAnswers={setAnswers} goTo={goTo} next={next} questionRef={questionRef} />
        )}
      </div>
    </div>
  );
}
