import { Button } from 'antd';
import { DeleteOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { describeSimulatorItem } from '../../domain/report';
import { canRunSimulation, encodeScenario, formatCost, monthlyCost, removeItemAt, type SimulatorItem } from '../../domain/simulator';

interface ResourceListProps {
  items: SimulatorItem[];
  saveItems: (next: SimulatorItem[]) => void;
  runSimulationNow: () => void;
}

/** The resources added so far, their monthly total, and the button that runs the simulation. */
export function ResourceList({ items, saveItems, runSimulationNow }: ResourceListProps) {
  const totalMonthly = items.reduce((sum, item) => sum + monthlyCost(item), 0);
  return (
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
  );
}
