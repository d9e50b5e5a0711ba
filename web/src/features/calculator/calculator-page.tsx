import { Button } from 'antd';
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
import { lazySection } from '../../app/lazy-page';

// Below the tool: hydrated when the visitor comes near it (app/deferred-hydration.ts).
const CalculatorFaq = lazySection(
  () => import('./calculator-faq'),
  'CalculatorFaq',
  '.calc-faq',
  'src/features/calculator/calculator-faq.tsx',
);

/** Loaded with the page when it is reached by client navigation, so the FAQ does not pop in (lazy-page.ts). */
export const sections = [CalculatorFaq];

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

      <CalculatorFaq />

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
