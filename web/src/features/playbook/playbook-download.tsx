import { Fragment } from 'react';
import { CheckCircleFilled } from '@ant-design/icons';
import type { BlockOf } from '../../../../schema/validation/page-blocks';
import { PlaybookLeadForm } from '../contact/playbook-lead-form';

/** `**text**` in a note: the text in bold; everything else stays text. */
function BoldText({ text }: { text: string }) {
  const parts = text.split(/\*\*(.+?)\*\*/g);
  return <>{parts.map((part, index) => (index % 2 ? <strong key={index}>{part}</strong> : <Fragment key={index}>{part}</Fragment>))}</>;
}

/** The free chapter's pitch and its form: the page's playbook lead-form block (at #download-section). */
export function PlaybookDownload({ block, id }: { block: BlockOf<'lead-form'>; id: string }) {
  return (
    <section id={id} className="playbook-section playbook-download" aria-labelledby={`${id}-title`}>
      <div className="container playbook-download__inner">
        <div>
          {block.eyebrow && <p className="playbook-heading__eyebrow playbook-heading__eyebrow--inverted">{block.eyebrow}</p>}
          <h2 id={`${id}-title`}>{block.heading}</h2>
          {block.intro && <p className="playbook-download__lead">{block.intro}</p>}
          {block.points?.length ? (
            <ul className="playbook-download__topics">
              {block.points.map((point, index) => (
                <li key={`${point.text}-${index}`}>
                  <CheckCircleFilled aria-hidden /> {point.title ? `${point.title}: ` : ''}
                  {point.text}
                </li>
              ))}
            </ul>
          ) : null}
          {block.note && (
            <p className="playbook-download__claims">
              <BoldText text={block.note} />
            </p>
          )}
        </div>
        <div className="playbook-download__card">
          {block.formHeading && <h3>{block.formHeading}</h3>}
          {block.formIntro && <p>{block.formIntro}</p>}
          <PlaybookLeadForm submitLabel="Download Free Chapter" />
        </div>
      </div>
    </section>
  );
}
