import { Button } from 'antd';
import { ArrowRightOutlined, DownloadOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { handOffToolResults } from '../../app/contact-handoff';
import { PlainLinkButton } from '../../app/plain/plain-button';
import {
  HOME_INDUSTRY_OPTIONS,
  HOME_PROVIDER_OPTIONS,
  calculateHomeSavings,
  formatPercent,
  formatUsd,
  type HomeCalculatorResult,
} from '../../domain/home-calculator';
import { buildHomeCalculatorReport } from '../../domain/report';
import { CalculatorTool } from './calculator-tool';
import { HomeCalculatorResultCard } from './home-calculator-result';
import { downloadReport } from '../../app/download-report';
import { useCalculatorEstimate, type Estimate as CalculatorEstimate } from './use-calculator-estimate';
import './calculator.css';
import { PlainTitle, PlainParagraph } from '../../app/plain/plain-typography';

// The home page's savings calculator (anchor #calculator, SPEC §2 "Calculator section"): the first
// reading of the formulas (home-calculator.ts), computed locally on submit.

const BENEFITS = [
  'Your potential savings rate',
  'Estimated annual savings in dollars',
  'Expected return on investment',
  'How quickly the savings pay back',
];

const REPORT_OPTIONS = { providers: HOME_PROVIDER_OPTIONS, industries: HOME_INDUSTRY_OPTIONS };

type Estimate = CalculatorEstimate<HomeCalculatorResult>;

function summaryOf({ result }: Estimate): string {
  return `Savings calculator: ${formatUsd(result.annualSavings)} a year (${formatPercent(result.savingsRate)})`;
}

interface HomeCalculatorSectionProps {
  /** The section's id (the anchor calls to action point at). */
  id: string;
  /** Its copy, from the page's calculator block; the tool itself stays in code (SPEC §9). */
  heading?: string;
  intro?: string;
}

export function HomeCalculatorSection({ id, heading, intro }: HomeCalculatorSectionProps) {
  const { estimate, calculate, panelRef, headingRef, posted } = useCalculatorEstimate('home-calculator', calculateHomeSavings);

  const download = () => {
    if (estimate) downloadReport(buildHomeCalculatorReport(estimate.input, estimate.result, REPORT_OPTIONS, new Date()));
  };

  // The contact form is on this page: hand it the estimate and let the anchor scroll there.
  const handOff = () => {
    if (!estimate) return;
    handOffToolResults({
      tool: 'home-calculator',
      summary: summaryOf(estimate),
      inputs: { ...estimate.input },
      results: { ...estimate.result },
    });
  };

  return (
    <section id={id} className="home-section calc-home" aria-labelledby={heading ? `${id}-title` : undefined}>
      <div className="container">
        {heading && (
          <PlainTitle level={2} id={`${id}-title`}>
            {heading}
          </PlainTitle>
        )}
        {intro && <PlainParagraph className="home-section__intro">{intro}</PlainParagraph>}

        <CalculatorTool
          form={{
            formId: 'home-calculator',
            idPrefix: 'home-calculator',
            initialSpend: null,
            providerOptions: HOME_PROVIDER_OPTIONS,
            industryOptions: HOME_INDUSTRY_OPTIONS,
            submitLabel: 'Calculate Savings',
            onCalculate: calculate,
          }}
          panelId="home-calculator-results"
          panelRef={panelRef}
          status={estimate ? `Estimated ${summaryOf(estimate).replace('Savings calculator: ', '')}` : ''}
          benefits={BENEFITS}
          result={
            estimate ? (
              <HomeCalculatorResultCard
                result={estimate.result}
                monthlySpend={estimate.input.monthlySpend}
                headingRef={headingRef}
                autoFocus={posted}
                actions={
                  <Button icon={<DownloadOutlined aria-hidden />} onClick={download}>
                    Download Results
                  </Button>
                }
              />
            ) : null
          }
        />

        <div className="calc-home__footer">
          <p>
            Want an exact figure for your environment? Our consultants will analyse your bills for free.
            <br />
            Need a breakdown by optimization area? Try our{' '}
            <Link to="/calculator">
              advanced calculator with more options <ArrowRightOutlined aria-hidden />
            </Link>
          </p>
          <PlainLinkButton type="primary" size="large" href="#contact" onClick={handOff}>
            Get Detailed Analysis
          </PlainLinkButton>
        </div>
      </div>
    </section>
  );
}
