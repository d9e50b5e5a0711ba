// An experiment's results (issue 32, decision 0069): per arm the visitors, conversions, the rate
// with its 95% Wilson interval drawn as a bar, the uplift and the probability to beat control; the
// declared winner (or why there is none yet) and "Promote" for a variant.
import { Alert, Button, Card, Popconfirm, Typography } from 'antd';
import { FitTable } from '../shared/responsive-table';
import {
  useAdminExperimentResultsQuery,
  useAdminPromoteExperimentMutation,
  type ExperimentFieldsFragment,
} from '../../../graphql/generated';
import { messageOr } from '../shared/admin-errors';
import { Permitted } from '../shared/denied-button';
import { percent } from './experiment-values';

type ArmRow = NonNullable<ReturnType<typeof useAdminExperimentResultsQuery>['data']>['experimentResults']['arms'][number];

/** The rate as a bar, its interval as a band: the same scale for every arm (the highest upper end). */
function RateBar({ arm, scale }: { arm: ArmRow; scale: number }) {
  const at = (value: number) => `${Math.min(100, (value / scale) * 100)}%`;
  return (
    <div className="admin-experiments__bar" aria-hidden>
      <span
        className="admin-experiments__band"
        style={{ left: at(arm.interval.low), width: `calc(${at(arm.interval.high)} - ${at(arm.interval.low)})` }}
      />
      <span className="admin-experiments__rate" style={{ width: at(arm.conversionRate) }} />
    </div>
  );
}

export function ExperimentResults({ experiment, onChanged }: { experiment: ExperimentFieldsFragment; onChanged: () => void }) {
  const { data, loading, error } = useAdminExperimentResultsQuery({ variables: { id: experiment.id }, fetchPolicy: 'cache-and-network' });
  const [promote, promoted] = useAdminPromoteExperimentMutation();
  const results = data?.experimentResults;
  const scale = Math.max(0.0001, ...(results?.arms ?? []).map((arm) => arm.interval.high));
  const nameOf = (key: string) => experiment.arms.find((arm) => arm.key === key)?.name ?? key;
  const verdict = !results
    ? null
    : results.winner
      ? `Winner: ${nameOf(results.winner)}.`
      : results.enoughData
        ? 'No winner: no variant is both significant (p < 0.05) and likely (≥ 95%) to beat control.'
        : `Not enough data yet: each arm needs ${results.minVisitorsPerArm} visitors before a winner is declared.`;
  return (
    <Card className="admin-card" title={`Results: ${experiment.name}`} loading={loading && !results}>
      {error && <Alert type="error" showIcon message={messageOr(error, 'Could not load the results')} />}
      {verdict && <Typography.Paragraph strong>{verdict}</Typography.Paragraph>}
      <FitTable<ArmRow>
        label="Results table"
        keep={['visitors', 'conversions']}
        size="small"
        rowKey="arm"
        pagination={false}
        dataSource={results?.arms ?? []}
        columns={[
          { title: 'Arm', dataIndex: 'arm', render: (key: string) => nameOf(key) },
          { title: 'Visitors', key: 'visitors', dataIndex: 'visitors', align: 'right' },
          { title: 'Conversions', key: 'conversions', dataIndex: 'conversions', align: 'right' },
          {
            title: 'Rate (95% interval)',
            key: 'rate',
            render: (_value, arm) => (
              <>
                {percent(arm.conversionRate)} ({percent(arm.interval.low)}–{percent(arm.interval.high)})
                <RateBar arm={arm} scale={scale} />
              </>
            ),
          },
          {
            title: 'Uplift',
            dataIndex: 'uplift',
            align: 'right',
            render: (value: number | null) => (value === null ? '—' : `${value >= 0 ? '+' : ''}${percent(value)}`),
          },
          {
            title: 'p-value',
            dataIndex: 'pValue',
            align: 'right',
            render: (value: number | null) => (value === null ? '—' : value.toFixed(3)),
          },
          {
            title: 'Chance to beat control',
            dataIndex: 'probabilityToBeatControl',
            align: 'right',
            render: (value: number | null) => (value === null ? '—' : percent(value)),
          },
          {
            title: 'Action',
            key: 'action',
            render: (_value, arm) =>
              arm.arm === 'control' || experiment.status === 'DRAFT' || experiment.promotedArm ? null : (
                <Permitted permission="manageExperiments" label="Promote">
                  <Popconfirm
                    title={`Write ${nameOf(arm.arm)} into the page and stop the experiment?`}
                    okText="Promote"
                    onConfirm={() => promote({ variables: { id: experiment.id, arm: arm.arm } }).then(onChanged, () => undefined)}
                  >
                    <Button type={results?.winner === arm.arm ? 'primary' : 'default'} loading={promoted.loading}>
                      {results?.winner === arm.arm ? 'Promote winner' : 'Promote'}
                    </Button>
                  </Popconfirm>
                </Permitted>
              ),
          },
        ]}
      />
      {promoted.error && <Alert type="error" showIcon message={messageOr(promoted.error, 'Could not promote the variant')} />}
    </Card>
  );
}
