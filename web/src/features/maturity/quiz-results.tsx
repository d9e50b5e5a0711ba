import { useEffect, useRef } from 'react';
import { Button } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../app/button-link';
import type { QuizResult } from '../../domain/maturity-quiz';
import { QuizResultView } from './quiz-result-view';

export function QuizResults({ result, onRestart, onContact }: { result: QuizResult; onRestart: () => void; onContact: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Show the result from its top and move focus there, so a screen reader announces it.
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    document.getElementById('assessment-results')?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <div className="mq-results" id="assessment-results">
      <QuizResultView result={result} headingRef={headingRef} />

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
