import { Button, Collapse } from 'antd';
import { ArrowRightOutlined, DownloadOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../app/button-link';
import { handOffToolResults } from '../../app/contact-handoff';
import { usePageMeta } from '../../app/use-page-meta';
import { formatUsd } from '../../domain/home-calculator';
import {
  DEFAULT_MONTHLY_SPEND,
  PAGE_INDUSTRY_OPTIONS,
  PAGE_PROVIDER_OPTIONS,
  calculatePageSavings,
  type PageCalculatorResult,
} from '../../domain/page-calculator';
import { buildPageCalculatorReport } from '../../domain/report';
import { CalculatorTool } from './calculator-tool';
import { PageCalculatorResultCard } from './page-calculator-result';
import { downloadReport } from '../../app/download-report';
import { useCalculatorEstimate, type Estimate as CalculatorEstimate } from './use-calculator-estimate';
import './calculator.css';
import { PlainTitle, PlainParagraph } from '../../app/plain/plain-typography';

// The calculator page (SPEC §2 "Calculator page"): the second reading of the formulas
// (page-calculator.ts) with its five optimization areas, an FAQ and a way to the contact form.

const BENEFITS = [
  'Projected annual savings for your environment',
  'Your expected savings rate and payback period',
  'A breakdown across five optimization areas',
  'A detailed report you can download and share',
];

const HIGHLIGHTS = [
  { value: '10-15%', label: 'typical estimate accuracy' },
  { value: '2-4 weeks', label: 'to the first quick wins' },
  { value: '3-6 months', label: 'to full results' },
];

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

const REPORT_OPTIONS = { providers: PAGE_PROVIDER_OPTIONS, industries: PAGE_INDUSTRY_OPTIONS };

type Estimate = CalculatorEstimate<PageCalculatorResult>;

function summaryOf({ result }: Estimate): string {
  return `Savings calculator: ${formatUsd(result.annualSavings)} a year (${result.savingsPercent}%)`;
}

export function CalculatorPage() {
  usePageMeta(
    'Cloud Savings Calculator | FinOps Consulting',
    'Estimate your annual cloud savings from your monthly spend, cloud provider, industry and FinOps maturity, with a breakdown of where the savings come from.',
  );
  const { estimate, calculate, panelRef, headingRef, posted } = useCalculatorEstimate('page-calculator', calculatePageSavings);

  const download = () => {
    if (estimate) downloadReport(buildPageCalculatorReport(estimate.input, estimate.result, REPORT_OPTIONS, new Date()));
  };

  const handOff = () => {
    if (!estimate) return;
    handOffToolResults({
      tool: 'page-calculator',
      summary: summaryOf(estimate),
      inputs: { ...estimate.input },
      results: {
        annualSavings: estimate.result.annualSavings,
        savingsPercent: estimate.result.savingsPercent,
        paybackPeriod: estimate.result.paybackPeriod,
        optimizationAreas: estimate.result.optimizationAreas.map(({ name, savings }) => ({ name, savings })),
      },
    });
  };

  return (
    <div className="calc-page">
      <section className="calc-hero">
        <div className="container">
          <p className="calc-hero__eyebrow">Free savings estimate</p>
          <PlainTitle level={1} className="calc-hero__title">
            Cloud Savings Calculator
          </PlainTitle>
          <PlainParagraph className="calc-hero__lead">
            Estimate how much your organisation could save on cloud. Enter your monthly spend, provider, industry and FinOps maturity to see
            your projected annual savings and the optimization areas they come from.
          </PlainParagraph>
          <ul className="calc-hero__claims">
            {HIGHLIGHTS.map((highlight) => (
              <li key={highlight.label}>
                <strong>{highlight.value}</strong>
                <span>{highlight.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="calc-page__tool" aria-label="Calculator">
        <div className="container">
          <CalculatorTool
            title="Your cloud environment"
            form={{
              formId: 'page-calculator',
              idPrefix: 'page-calculator',
              initialSpend: DEFAULT_MONTHLY_SPEND,
              providerOptions: PAGE_PROVIDER_OPTIONS,
              industryOptions: PAGE_INDUSTRY_OPTIONS,
              submitLabel: 'Calculate My Savings',
              onCalculate: calculate,
            }}
            panelId="calculator-results"
            panelRef={panelRef}
            status={estimate ? `Estimated ${summaryOf(estimate).replace('Savings calculator: ', '')}` : ''}
            benefits={BENEFITS}
            result={
              estimate ? (
                <PageCalculatorResultCard
                  result={estimate.result}
                  headingRef={headingRef}
                  autoFocus={posted}
                  actions={
                    <>
                      <Button icon={<DownloadOutlined aria-hidden />} onClick={download}>
                        Download Detailed Report
                      </Button>
                      <ButtonLink type="primary" to="/#contact" onClick={handOff}>
                        Get Detailed Analysis
                      </ButtonLink>
                    </>
                  }
                />
              ) : null
            }
          />
        </div>
      </section>

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

      <section className="calc-contact">
        <div className="container calc-contact__inner">
          <div>
            <PlainTitle level={2}>Want a precise number?</PlainTitle>
            <PlainParagraph className="calc-contact__text">
              Our consultants analyse your billing data and architecture and give you a prioritised savings plan, free of charge.
            </PlainParagraph>
          </div>
          <div className="calc-contact__actions">
            <ButtonLink type="primary" size="large" to="/#contact" onClick={handOff}>
              Book a Free Consultation
            </ButtonLink>
            <Link to="/simulator" className="calc-contact__link">
              Model resources in the Cost Simulator <ArrowRightOutlined aria-hidden />
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
