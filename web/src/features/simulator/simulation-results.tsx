import { Button } from 'antd';
import { DownloadOutlined, EditOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../app/button-link';
import { handOffToolResults } from '../../app/contact-handoff';
import { downloadReport } from '../../app/download-report';
import { buildSimulatorReport } from '../../domain/report';
import {
  annualSavingsBarWidth,
  formatCost,
  formatSavingsPercentage,
  type SimulationResult,
  type SimulatorItem,
} from '../../domain/simulator';

/** One run of the simulation: the scenario it ran on (to tell when it is stale) and its result. */
export interface Run {
  scenario: string;
  items: SimulatorItem[];
  result: SimulationResult;
}

function summaryOf(result: SimulationResult): string {
  return `Cost simulator: ${formatCost(result.savingsAmount)} a month in savings (${formatSavingsPercentage(result.savingsPercentage)}) on ${formatCost(result.currentMonthlyCost)}`;
}
interface SimulationResultsProps {
  run: Run;
  stale: boolean;
  canRerun: boolean;
  onRerun: () => void;
  onModify: () => void;
  headingRef: React.Ref<HTMLHeadingElement>;
}

export function SimulationResults({ run, stale, canRerun, onRerun, onModify, headingRef }: SimulationResultsProps) {
  const { result, items } = run;
  const barWidth = annualSavingsBarWidth(result.annualSavings, result.currentMonthlyCost);

  const download = () => downloadReport(buildSimulatorReport(items, result, new Date()));
  const handOff = () =>
    handOffToolResults({
      tool: 'simulator',
      summary: summaryOf(result),
      inputs: { items: items.map((item) => ({ ...item })), scenario: run.scenario },
      results: { ...result, recommendations: [...result.recommendations] },
    });

  return (
    <div className="sim-results">
      <h2 className="sim-results__title" ref={headingRef} tabIndex={-1}>
        Your Simulation Results
      </h2>
      {stale && (
        <div className="sim-stale" role="status">
          <span>Your resources have changed since this simulation ran.</span>
          <Button size="small" onClick={onRerun} disabled={!canRerun}>
            Run Again
          </Button>
        </div>
      )}
      <dl className="sim-stats">
        <div className="sim-stat">
          <dt>Current Monthly Cost</dt>
          <dd data-testid="current-cost">{formatCost(result.currentMonthlyCost)}</dd>
        </div>
        <div className="sim-stat">
          <dt>Optimized Monthly Cost</dt>
          <dd data-testid="optimized-cost">{formatCost(result.optimizedMonthlyCost)}</dd>
        </div>
        <div className="sim-stat sim-stat--savings">
          <dt>Potential Monthly Savings</dt>
          <dd>
            <span data-testid="monthly-savings">{formatCost(result.savingsAmount)}</span>
            <span className="sim-stat__percent" data-testid="savings-percentage">
              {formatSavingsPercentage(result.savingsPercentage)}
            </span>
          </dd>
        </div>
      </dl>

      <section className="sim-card sim-annual" aria-labelledby="sim-annual-title">
        <div className="sim-annual__head">
          <h2 id="sim-annual-title" className="sim-card__title">
            Projected Annual Savings
          </h2>
          <strong className="sim-annual__amount" data-testid="annual-savings">
            {formatCost(result.annualSavings)}
          </strong>
        </div>
        <div className="sim-bar" aria-hidden>
          <div className="sim-bar__fill" data-testid="annual-bar" style={{ width: `${barWidth}%` }} />
        </div>
        <p className="sim-annual__note">
          {formatCost(result.savingsAmount)} a month x 12 — {barWidth}% of your annual bill of {formatCost(result.currentMonthlyCost * 12)}.
        </p>
      </section>

      <section className="sim-card" aria-labelledby="sim-recommendations-title">
        <h2 id="sim-recommendations-title" className="sim-card__title">
          Optimization Recommendations
        </h2>
        <ol className="sim-recommendations">
          {result.recommendations.map((recommendation) => (
            <li key={recommendation}>{recommendation}</li>
          ))}
        </ol>
      </section>

      <div className="sim-actions">
        <Button size="large" icon={<EditOutlined aria-hidden />} onClick={onModify}>
          Modify Resources
        </Button>
        <Button size="large" icon={<DownloadOutlined aria-hidden />} onClick={download}>
          Get Detailed Report
        </Button>
        <ButtonLink type="primary" size="large" to="/#contact" onClick={handOff}>
          Schedule Consultation
        </ButtonLink>
      </div>
    </div>
  );
}
