import { annualSavingsBarWidth, formatCost, formatSavingsPercentage, type SimulationResult } from '../../domain/simulator';
import './simulator.css';

// The simulator's figures, annual-savings bar and recommendations (SPEC §2 "Cost simulator"),
// drawn from a result alone: the simulator shows them after a run, the admin's lead detail from
// the stored tool results.

type ShownResult = Pick<
  SimulationResult,
  'currentMonthlyCost' | 'optimizedMonthlyCost' | 'savingsAmount' | 'savingsPercentage' | 'annualSavings' | 'recommendations'
>;

export function SimulationSummary({ result }: { result: ShownResult }) {
  const barWidth = annualSavingsBarWidth(result.annualSavings, result.currentMonthlyCost);
  return (
    <>
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
    </>
  );
}
