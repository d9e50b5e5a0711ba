import { useEffect, useMemo, useRef, useState } from 'react';
import { NoScriptNotice } from '../../app/noscript-notice';
import { Button, Tabs } from 'antd';
import { BarChartOutlined, SettingOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../app/use-page-meta';
import {
  SCENARIO_PARAM,
  canRunSimulation,
  decodeScenario,
  encodeScenario,
  runSimulation,
  type SimulatorItem,
} from '../../domain/simulator';
import { AddResourceForm } from './add-resource-form';
import { ResourceList } from './resource-list';
import { track } from '../../app/analytics-beacon';
import { SimulationResults, type Run } from './simulation-results';
import { useResourceDraft } from './use-resource-draft';
import './simulator.css';

// The cloud cost simulator (SPEC §2 "Simulator", §4, §5, §9). The configuration lives in the URL
// (?scenario=, simulator.ts encodes it) so a scenario is shared by link and survives a reload; the
// draft of the next resource and the last run are local state. All pricing is simulator.ts.

type TabKey = 'configure' | 'results';

export function SimulatorPage() {
  usePageMeta(
    'Cloud Cost Simulator | FinOps Consulting',
    'Model compute, storage, database and serverless resources across regions and see your current monthly cost, the optimized cost and the recommendations behind the savings.',
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const scenario = searchParams.get(SCENARIO_PARAM) ?? '';
  const items = useMemo(() => decodeScenario(scenario), [scenario]);

  const [tab, setTab] = useState<TabKey>('configure');
  const [run, setRun] = useState<Run | null>(null);
  const draft = useResourceDraft();

  const saveItems = (next: SimulatorItem[]) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next.length > 0) params.set(SCENARIO_PARAM, encodeScenario(next));
        else params.delete(SCENARIO_PARAM);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const addResource = () => {
    if (!draft.draftItem) return;
    saveItems([...items, draft.draftItem]);
    draft.clear();
  };

  // Issue 16: after a run the focus goes to the results' heading, never to the page body.
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const focusResults = useRef(false);
  useEffect(() => {
    if (!run || tab !== 'results' || !focusResults.current) return undefined;
    // After the tab switch has painted (a hidden pane cannot take the focus).
    const frame = requestAnimationFrame(() => {
      focusResults.current = false;
      resultsHeading.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [run, tab]);

  const runSimulationNow = () => {
    if (!canRunSimulation(items)) return;
    focusResults.current = true;
    setRun({ scenario, items, result: runSimulation(items) });
    track('simulation_run', { resources: items.length });
    setTab('results');
  };

  const configure = (
    <div className="sim-configure">
      <AddResourceForm draft={draft} addResource={addResource} />
      <ResourceList items={items} saveItems={saveItems} runSimulationNow={runSimulationNow} />
    </div>
  );

  const results = run ? (
    <SimulationResults
      run={run}
      stale={run.scenario !== scenario}
      onRerun={runSimulationNow}
      canRerun={canRunSimulation(items)}
      onModify={() => setTab('configure')}
      headingRef={resultsHeading}
    />
  ) : (
    <div className="sim-card sim-no-results">
      <BarChartOutlined className="sim-no-results__icon" aria-hidden />
      <h2 className="sim-card__title">No Simulation Results</h2>
      <p>Add your cloud resources and run a simulation to see your current cost, the optimized cost and how to get there.</p>
      <Button type="primary" size="large" icon={<SettingOutlined aria-hidden />} onClick={() => setTab('configure')}>
        Go to Configuration
      </Button>
    </div>
  );

  return (
    <div className="sim-page">
      <section className="sim-hero">
        <div className="container">
          <p className="sim-hero__eyebrow">Interactive tool</p>
          <h1 className="sim-hero__title">Cloud Cost Simulator</h1>
          <p className="sim-hero__lead">
            Model your cloud footprint — compute instances, storage, databases and serverless functions across regions — and run a
            simulation to see what it costs each month, what it could cost after optimization and which changes deliver the savings.
          </p>
        </div>
      </section>
      <div className="container sim-body">
        <NoScriptNotice>
          The Cost Simulator runs in your browser and needs JavaScript: turn it on to model your resources and run a simulation.
        </NoScriptNotice>
        <Tabs
          className="sim-tabs"
          activeKey={tab}
          onChange={(key) => setTab(key as TabKey)}
          size="large"
          items={[
            { key: 'configure', label: 'Configure Resources', icon: <SettingOutlined aria-hidden />, children: configure },
            { key: 'results', label: 'Simulation Results', icon: <BarChartOutlined aria-hidden />, children: results },
          ]}
        />
      </div>
    </div>
  );
}
