import { CheckCircleFilled } from '@ant-design/icons';
import { PlaybookLeadForm } from '../contact/playbook-lead-form';

const FREE_CHAPTER_TOPICS = [
  'How to build a cost allocation model teams accept',
  'A tagging policy template and how to enforce it',
  'Showback reports for engineering, finance and leadership',
  'A 30-day plan to reach full cost visibility',
];

/** The free chapter's pitch and its form, at #download-section. */
export function PlaybookDownload() {
  return (
    <section id="download-section" className="playbook-section playbook-download" aria-labelledby="download-title">
      <div className="container playbook-download__inner">
        <div>
          <p className="playbook-heading__eyebrow playbook-heading__eyebrow--inverted">Free download</p>
          <h2 id="download-title">Start with the free chapter</h2>
          <p className="playbook-download__lead">
            Chapter 2, Cost Visibility and Allocation, is the foundation every other practice builds on. In it you will find:
          </p>
          <ul className="playbook-download__topics">
            {FREE_CHAPTER_TOPICS.map((topic) => (
              <li key={topic}>
                <CheckCircleFilled aria-hidden /> {topic}
              </li>
            ))}
          </ul>
          <p className="playbook-download__claims">
            Readers who apply it report a <strong>38% average cost reduction</strong> and <strong>ROI in 3 months</strong>.
          </p>
        </div>
        <div className="playbook-download__card">
          <h3>Get Your Free Chapter</h3>
          <p>Enter your details and we will e-mail the chapter straight away.</p>
          <PlaybookLeadForm submitLabel="Download Free Chapter" />
        </div>
      </div>
    </section>
  );
}
