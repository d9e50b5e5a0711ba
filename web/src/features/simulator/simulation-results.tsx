import { Button } from 'antd';
import { DownloadOutlined, EditOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../app/button-link';
import { handOffToolResults } from '../../app/contact-handoff';
import { downloadReport } from '../../app/download-report';
import { track } from '../../app/analytics-beacon';
import { buildSimulatorReport } from '../../domain/report';
import { formatCost, formatSavingsPercentage, type SimulationResult, type SimulatorItem } from '../../domain/simulator';
import { SimulationSummary } from './simulation-summary';

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

  const download = () => {
    downloadReport(buildSimulatorReport(items, result, new Date()));
    track('report_downloaded', { report: 'simulator' });
  };
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
      <SimulationSummary result={result} />

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
