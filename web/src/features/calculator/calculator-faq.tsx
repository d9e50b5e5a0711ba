import { Collapse } from 'antd';
import { PlainTitle } from '../../app/plain/plain-typography';
import { useFaqMeta } from '../../app/use-page-meta';

const FAQ = [
  {
    key: 'accuracy',
    question: 'How accurate is this savings estimate?',
    answer:
      'The calculator applies savings rates we see across engagements with organisations of a similar provider, industry and FinOps maturity. For most clients the estimate lands within 10-15% of the savings they actually realise. A detailed analysis of your billing data narrows that range further.',
  },
  {
    key: 'timing',
    question: 'How quickly will we see savings?',
    answer:
      'Quick wins such as removing idle resources, deleting unattached storage and scheduling non-production environments typically show up on your bill within 2-4 weeks. Full results, including commitment purchases, rightsizing and process changes, usually arrive in 3-6 months.',
  },
  {
    key: 'areas',
    question: 'Where do the savings come from?',
    answer:
      'Most savings come from five areas: rightsizing over-provisioned resources, reserved instances and savings plans for steady usage, removing idle resources, optimizing storage tiers and reclaiming unused software licenses. The breakdown above shows the typical share of each.',
  },
  {
    key: 'maturity',
    question: 'Why does FinOps maturity change the estimate?',
    answer:
      'Organisations without FinOps practices usually carry more waste, so the first optimizations save a larger share of spend. Teams with an advanced practice have already captured the easy savings, so the remaining opportunity is smaller but still significant.',
  },
  {
    key: 'data',
    question: 'Do you store the figures I enter?',
    answer:
      'No. The calculation runs entirely in your browser and nothing is sent to us. If you ask for a detailed analysis, the estimate is attached to your consultation request only when you submit the contact form.',
  },
];

/** The calculator page's questions and answers. */
export function CalculatorFaq() {
  // The same questions as FAQPage JSON-LD in the server's head.
  useFaqMeta(FAQ);
  return (
    <section className="calc-faq" aria-labelledby="calculator-faq-title">
      <div className="container calc-faq__inner">
        <PlainTitle level={2} id="calculator-faq-title">
          Frequently Asked Questions
        </PlainTitle>
        <Collapse
          size="large"
          items={FAQ.map((item) => ({
            key: item.key,
            label: item.question,
            children: <p className="calc-faq__answer">{item.answer}</p>,
          }))}
        />
      </div>
    </section>
  );
}
