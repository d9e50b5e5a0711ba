import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Form, InputNumber, Select, Switch, Tabs, type RefSelectProps } from 'antd';
import {
  BarChartOutlined,
  CloudServerOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  PlayCircleOutlined,
  PlusOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../app/button-link';
import { handOffToolResults } from '../../app/contact-handoff';
import { usePageMeta } from '../../app/use-page-meta';
import { buildSimulatorReport, describeSimulatorItem } from '../../domain/report';
import {
  DEFAULT_REGION,
  DEFAULT_SIZE,
  REGIONS,
  RESOURCE_TYPES,
  SCENARIO_PARAM,
  SIZE_FACTORS,
  annualSavingsBarWidth,
  canAddResource,
  canRunSimulation,
  decodeScenario,
  encodeScenario,
  formatCost,
  formatSavingsPercentage,
  hasReservation,
  hasSizes,
  monthlyCost,
  removeItemAt,
  reservationDiscountOf,
  resourceTypeById,
  runSimulation,
  type RegionId,
  type ResourceSize,
  type SimulationResult,
  type SimulatorItem,
} from '../../domain/simulator';
import { downloadReport } from '../../app/download-report';
import './simulator.css';

// The cloud cost simulator (SPEC §2 "Simulator", §4, §5, §9). The configuration lives in the URL
// (?scenario=, simulator.ts encodes it) so a scenario is shared by link and survives a reload; the
// draft of the next resource and the last run are local state. All pricing is simulator.ts.

type TabKey = 'configure' | 'results';

const SIZE_LABELS: Record<ResourceSize, string> = { small: 'Small', medium: 'Medium', large: 'Large', xlarge: 'X-Large' };

const QUANTITY_HINTS: Record<string, { label: string; placeholder: string }> = {
  'per hour': { label: 'Number of instances', placeholder: 'e.g. 4' },
  'per GB/month': { label: 'Storage in GB', placeholder: 'e.g. 500' },
  'per request': { label: 'Requests per month', placeholder: 'e.g. 1000000' },
};

interface Run {
  scenario: string;
  items: SimulatorItem[];
  result: SimulationResult;
}

function priceHint(typeId: string | undefined): string | undefined {
  const type = typeId ? resourceTypeById(typeId) : undefined;
  if (!type) return undefined;
  const price = type.basePrice < 0.001 ? `$${type.basePrice.toFixed(7)}` : `$${type.basePrice}`;
  return `${price} ${type.priceUnit} in ${REGIONS[0].name}${hasSizes(type) ? ' for a small size' : ''}`;
}

function summaryOf(result: SimulationResult): string {
  return `Cost simulator: ${formatCost(result.savingsAmount)} a month in savings (${formatSavingsPercentage(result.savingsPercentage)}) on ${formatCost(result.currentMonthlyCost)}`;
}

export function SimulatorPage() {
  usePageMeta(
    'Cloud Cost Simulator | FinOps Consulting',
    'Model compute, storage, database and serverless resources across regions and see your current monthly cost, the optimized cost and the recommendations behind the savings.',
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const scenario = searchParams.get(SCENARIO_PARAM) ?? '';
  const items = useMemo(() => decodeScenario(scenario), [scenario]);

  const [tab, setTab] = useState<TabKey>('configure');
  const [resourceType, setResourceType] = useState<string | undefined>(undefined);
  const [quantity, setQuantity] = useState<number | null>(null);
  const [size, setSize] = useState<ResourceSize>(DEFAULT_SIZE);
  const [region, setRegion] = useState<RegionId>(DEFAULT_REGION);
  const [reserved, setReserved] = useState(false);
  const [run, setRun] = useState<Run | null>(null);
  const typeSelect = useRef<RefSelectProps>(null);

  const type = resourceType ? resourceTypeById(resourceType) : undefined;
  const draftReady = canAddResource({ resourceType, quantity });
  const draftItem: SimulatorItem | undefined =
    draftReady && type
      ? {
          resourceType: type.id,
          quantity: quantity as number,
          region,
          reserved: hasReservation(type) && reserved,
          ...(hasSizes(type) ? { size } : {}),
        }
      : undefined;

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
    if (!draftItem) return;
    saveItems([...items, draftItem]);
    // SPEC §4: adding clears the type and quantity but keeps the chosen region.
    setResourceType(undefined);
    setQuantity(null);
    setSize(DEFAULT_SIZE);
    setReserved(false);
    typeSelect.current?.focus();
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
    setTab('results');
  };

  const quantityHint = type ? QUANTITY_HINTS[type.priceUnit] : undefined;
  const totalMonthly = items.reduce((sum, item) => sum + monthlyCost(item), 0);

  const configure = (
    <div className="sim-configure">
      <section className="sim-card" aria-labelledby="sim-add-title">
        <h2 id="sim-add-title" className="sim-card__title">
          <CloudServerOutlined aria-hidden /> Add a resource
        </h2>
        <Form layout="vertical" component={false}>
          <form
            className="sim-form"
            aria-labelledby="sim-add-title"
            onSubmit={(event) => {
              event.preventDefault();
              addResource();
            }}
          >
            <Form.Item label="Resource Type" htmlFor="sim-resource-type" extra={priceHint(resourceType)}>
              <Select
                id="sim-resource-type"
                ref={typeSelect}
                size="large"
                placeholder="Select a resource type"
                value={resourceType}
                onChange={(value: string) => {
                  setResourceType(value);
                  setSize(DEFAULT_SIZE);
                  setReserved(false);
                }}
                options={RESOURCE_TYPES.map((option) => ({ value: option.id, label: option.name }))}
                virtual={false}
              />
            </Form.Item>
            <Form.Item label="Quantity" htmlFor="sim-quantity" extra={quantityHint?.label}>
              <InputNumber<number>
                id="sim-quantity"
                size="large"
                className="sim-form__number"
                min={1}
                precision={0}
                placeholder={quantityHint?.placeholder ?? 'Choose a resource type first'}
                value={quantity}
                onChange={(value) => setQuantity(value)}
                onPressEnter={addResource}
              />
            </Form.Item>
            {type && hasSizes(type) && (
              <Form.Item label="Size" htmlFor="sim-size">
                <Select
                  id="sim-size"
                  size="large"
                  value={size}
                  onChange={(value: ResourceSize) => setSize(value)}
                  options={(type.sizeOptions ?? []).map((option) => ({
                    value: option,
                    label: `${SIZE_LABELS[option]} (${SIZE_FACTORS[option]}x)`,
                  }))}
                  virtual={false}
                />
              </Form.Item>
            )}
            <Form.Item label="Region" htmlFor="sim-region">
              <Select
                id="sim-region"
                size="large"
                value={region}
                onChange={(value: RegionId) => setRegion(value)}
                options={REGIONS.map((option) => ({ value: option.id, label: `${option.name} · ${option.id}` }))}
                virtual={false}
              />
            </Form.Item>
            {type && hasReservation(type) && (
              <Form.Item
                label="Reserved/Committed Usage"
                htmlFor="sim-reserved"
                extra={`A one- or three-year commitment saves ${Math.round(reservationDiscountOf(type) * 100)}% on this resource.`}
              >
                <Switch id="sim-reserved" checked={reserved} onChange={setReserved} />
              </Form.Item>
            )}
            <div className="sim-form__footer">
              <p className="sim-form__preview" aria-live="polite">
                {draftItem ? (
                  <>
                    Monthly cost: <strong>{formatCost(monthlyCost(draftItem))}</strong>
                  </>
                ) : (
                  'Choose a type and a whole-number quantity to add a resource.'
                )}
              </p>
              <Button type="primary" size="large" htmlType="submit" icon={<PlusOutlined aria-hidden />} disabled={!draftReady}>
                Add Resource
              </Button>
            </div>
          </form>
        </Form>
      </section>

      <section className="sim-card" aria-labelledby="sim-items-title">
        <div className="sim-card__head">
          <h2 id="sim-items-title" className="sim-card__title">
            Your resources <span className="sim-count">{items.length}</span>
          </h2>
          {items.length > 0 && (
            <p className="sim-total">
              Total <strong>{formatCost(totalMonthly)}</strong> / month
            </p>
          )}
        </div>
        {items.length === 0 ? (
          <p className="sim-empty-list">No resources added yet. Choose a resource type and a quantity, then select Add Resource.</p>
        ) : (
          <ul className="sim-items" aria-label="Added resources">
            {items.map((item, index) => {
              const summary = describeSimulatorItem(item);
              return (
                <li key={`${index}-${encodeScenario([item])}`} className="sim-item">
                  <div className="sim-item__text">
                    <span className="sim-item__name">{summary.name}</span>
                    <span className="sim-item__details">{summary.details}</span>
                  </div>
                  <span className="sim-item__cost" data-testid="item-cost">
                    {formatCost(summary.monthlyCost)}
                    <span className="sim-item__per">/mo</span>
                  </span>
                  <Button
                    size="small"
                    danger
                    type="text"
                    icon={<DeleteOutlined aria-hidden />}
                    onClick={() => saveItems(removeItemAt(items, index))}
                  >
                    Remove
                    <span className="sim-sr-only">
                      {' '}
                      {summary.name} ({index + 1})
                    </span>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        <Button
          type="primary"
          size="large"
          block
          className="sim-run"
          icon={<PlayCircleOutlined aria-hidden />}
          disabled={!canRunSimulation(items)}
          onClick={runSimulationNow}
        >
          Run Cost Simulation
        </Button>
      </section>
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

interface SimulationResultsProps {
  run: Run;
  stale: boolean;
  canRerun: boolean;
  onRerun: () => void;
  onModify: () => void;
  headingRef: React.Ref<HTMLHeadingElement>;
}

function SimulationResults({ run, stale, canRerun, onRerun, onModify, headingRef }: SimulationResultsProps) {
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
