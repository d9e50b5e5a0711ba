import { Button, Typography } from 'antd';
import { ArrowRightOutlined, DownloadOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { handOffToolResults } from '../../app/contact-handoff';
import {
  HOME_INDUSTRY_OPTIONS,
  HOME_PROVIDER_OPTIONS,
  calculateHomeSavings,
  formatPaybackMonths,
  formatPercent,
  formatRoi,
  formatUsd,
  type HomeCalculatorResult,
} from '../../domain/home-calculator';
import { buildHomeCalculatorReport } from '../../domain/report';
import { CalculatorForm } from './calculator-form';
import { CalculatorPlaceholder } from './calculator-placeholder';
import { downloadReport } from '../../app/download-report';
import { useCalculatorEstimate, type Estimate as CalculatorEstimate } from './use-calculator-estimate';
import './calculator.css';

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

export function HomeCalculatorSection() {
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

  const result = estimate?.result;

  return (
    <section id="calculator" className="home-section calc-home" aria-labelledby="calculator-title">
      <div className="container">
        <Typography.Title level={2} id="calculator-title">
          Calculate Your Potential Savings
        </Typography.Title>
        <Typography.Paragraph className="home-section__intro">
          Tell us your monthly cloud spend, provider, industry and FinOps maturity for an instant estimate of your savings rate, annual
          savings and payback period.
        </Typography.Paragraph>

        <div className="calc-layout">
          <div className="calc-card">
            <CalculatorForm
              formId="home-calculator"
              idPrefix="home-calculator"
              initialSpend={null}
              providerOptions={HOME_PROVIDER_OPTIONS}
              industryOptions={HOME_INDUSTRY_OPTIONS}
              submitLabel="Calculate Savings"
              onCalculate={calculate}
            />
          </div>

          <div
            id="home-calculator-results"
            ref={panelRef}
            className={result ? 'calc-panel calc-panel--result' : 'calc-panel calc-panel--empty'}
            role="region"
            aria-label="Your savings estimate"
          >
            <p className="calc-sr-only" role="status">
              {estimate ? `Estimated ${summaryOf(estimate).replace('Savings calculator: ', '')}` : ''}
            </p>
            {result ? (
              <div className="calc-result">
                <h3 className="calc-panel__title" ref={headingRef} tabIndex={-1} autoFocus={posted}>
                  Your Savings Estimate
                </h3>
                <div className="calc-rate">
                  <div className="calc-rate__head">
                    <span>Potential savings rate</span>
                    <strong data-testid="savings-rate">{formatPercent(result.savingsRate)}</strong>
                  </div>
                  <div className="calc-bar" aria-hidden>
                    <div className="calc-bar__fill" style={{ width: `${Math.min(100, result.savingsRate * 100)}%` }} />
                  </div>
                </div>
                <dl className="calc-stats">
                  <div className="calc-stat calc-stat--wide">
                    <dt>Annual savings</dt>
                    <dd data-testid="annual-savings">{formatUsd(result.annualSavings)}</dd>
                  </div>
                  <div className="calc-stat">
                    <dt>ROI</dt>
                    <dd data-testid="roi">{formatRoi(result.roi)}</dd>
                  </div>
                  <div className="calc-stat">
                    <dt>Payback</dt>
                    <dd data-testid="payback">{formatPaybackMonths(result.paybackMonths)}</dd>
                  </div>
                </dl>
                <p className="calc-note">
                  Based on {formatUsd(estimate.input.monthlySpend)} a month. Savings typically start within weeks of the first
                  optimizations.
                </p>
                <div className="calc-actions">
                  <Button icon={<DownloadOutlined aria-hidden />} onClick={download}>
                    Download Results
                  </Button>
                </div>
              </div>
            ) : (
              <CalculatorPlaceholder benefits={BENEFITS} />
            )}
          </div>
        </div>

        <div className="calc-home__footer">
          <p>
            Want an exact figure for your environment? Our consultants will analyse your bills for free.
            <br />
            Need a breakdown by optimization area? Try our{' '}
            <Link to="/calculator">
              advanced calculator with more options <ArrowRightOutlined aria-hidden />
            </Link>
          </p>
          <Button type="primary" size="large" href="#contact" onClick={handOff}>
            Get Detailed Analysis
          </Button>
        </div>
      </div>
    </section>
  );
}
