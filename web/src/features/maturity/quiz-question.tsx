import type { Dispatch, RefObject, SetStateAction } from 'react';
import { Button, Progress, Radio } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, CheckOutlined } from '@ant-design/icons';
import {
  QUIZ_LENGTH,
  QUIZ_QUESTIONS,
  answerFor,
  canProceed,
  isFirstQuestion,
  isLastQuestion,
  progressPercent,
  recordAnswer,
  type QuizAnswer,
} from '../../domain/maturity-quiz';

interface QuizQuestionProps {
  index: number;
  answers: QuizAnswer[];
  setAnswers: Dispatch<SetStateAction<QuizAnswer[]>>;
  goTo: (index: number) => void;
  next: () => void;
  questionRef: RefObject<HTMLHeadingElement | null>;
}

/** One question of the quiz, its progress and the Previous / Next buttons. */
export function QuizQuestion({ index, answers, setAnswers, goTo, next, questionRef }: QuizQuestionProps) {
  const question = QUIZ_QUESTIONS[index];
  const selected = answerFor(answers, question.id);
  const last = isLastQuestion(index);
  return (
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
        <Button size="large" icon={<ArrowLeftOutlined aria-hidden />} disabled={isFirstQuestion(index)} onClick={() => goTo(index - 1)}>
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
  );
}
