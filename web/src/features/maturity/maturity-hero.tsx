import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';

/** The assessment's introduction. */
export function MaturityHero() {
  return (
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
  );
}
