import { Collapse } from 'antd';
import type { BlockOf } from '../../../../schema/validation/page-blocks';
import { PlainTitle } from '../../app/plain/plain-typography';
import { useFaqMeta } from '../../app/use-page-meta';

interface CalculatorFaqProps {
  heading?: string;
  items: BlockOf<'faq'>['items'];
}

/** The calculator page's questions and answers: the FAQ block of the page `calculator` (issue 31). */
export function CalculatorFaq({ heading, items }: CalculatorFaqProps) {
  // The same questions as FAQPage JSON-LD in the server's head.
  useFaqMeta(items);
  return (
    <section className="calc-faq" aria-labelledby="calculator-faq-title">
      <div className="container calc-faq__inner">
        <PlainTitle level={2} id="calculator-faq-title">
          {heading || 'Frequently Asked Questions'}
        </PlainTitle>
        <Collapse
          size="large"
          items={items.map((item, index) => ({
            key: String(index),
            label: item.question,
            children: <p className="calc-faq__answer">{item.answer}</p>,
          }))}
        />
      </div>
    </section>
  );
}
