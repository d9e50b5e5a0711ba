// /admin/experiments (issue 32, decision 0069): the A/B experiments on page blocks, their state and
// actions (start, stop, delete), the editor of a new one and the results of the one chosen.
import { useState } from 'react';
import { Alert, Button, Card, Popconfirm, Space, Tag, Typography } from 'antd';
import { FitTable } from '../shared/responsive-table';
import { LineChartOutlined } from '@ant-design/icons';
import { usePageMeta } from '../../../app/use-page-meta';
import { ButtonLink } from '../../../app/button-link';
import {
  useAdminDeleteExperimentMutation,
  useAdminExperimentsQuery,
  useAdminStartExperimentMutation,
  useAdminStopExperimentMutation,
  type ExperimentFieldsFragment,
} from '../../../graphql/generated';
import { messageOr } from '../shared/admin-errors';
import { AdminPageHead } from '../shared/admin-page-head';
import { Permitted } from '../shared/denied-button';
import { ExperimentForm } from './experiment-form';
import { ExperimentResults } from './experiment-results';
import '../shared/admin.css';
import './experiments.css';

const STATUS_COLOURS: Record<string, string | undefined> = { DRAFT: undefined, RUNNING: 'success', STOPPED: 'warning' };

function Actions({ experiment, onDone }: { experiment: ExperimentFieldsFragment; onDone: () => void }) {
  const [start, started] = useAdminStartExperimentMutation();
  const [stop, stopped] = useAdminStopExperimentMutation();
  const [remove, removed] = useAdminDeleteExperimentMutation();
  const variables = { variables: { id: experiment.id } };
  const failure = started.error ?? stopped.error ?? removed.error;
  return (
    <Space wrap>
      <Permitted permission="manageExperiments" label={experiment.status === 'RUNNING' ? 'Stop' : 'Start'}>
        {experiment.status === 'DRAFT' && (
          <Button size="small" loading={started.loading} onClick={() => start(variables).then(onDone, () => undefined)}>
            Start
          </Button>
        )}
        {experiment.status === 'RUNNING' && (
          <Button size="small" loading={stopped.loading} onClick={() => stop(variables).then(onDone, () => undefined)}>
            Stop
          </Button>
        )}
        {experiment.status !== 'RUNNING' && (
          <Popconfirm
            title="Delete this experiment?"
            okText="Delete"
            okButtonProps={{ danger: true }}
            onConfirm={() => remove(variables).then(onDone, () => undefined)}
          >
            <Button size="small" danger loading={removed.loading}>
              Delete
            </Button>
          </Popconfirm>
        )}
      </Permitted>
      {failure && (
        <Typography.Text type="danger" role="alert">
          {messageOr(failure, 'Could not change the experiment')}
        </Typography.Text>
      )}
    </Space>
  );
}

export function ExperimentsPage() {
  usePageMeta('Experiments | FinOps Consulting Admin', 'A/B experiments on page blocks, without cookies.');
  const { data, loading, error, refetch } = useAdminExperimentsQuery({ fetchPolicy: 'cache-and-network' });
  const [chosen, setChosen] = useState<string | null>(null);
  const experiments = data?.experiments ?? [];
  const pages = data?.adminPages.items ?? [];
  const shown =
    experiments.find((experiment) => experiment.id === chosen) ?? experiments.find((experiment) => experiment.status === 'RUNNING');
  const pageTitle = (id: string) => pages.find((page) => page.id === id)?.title ?? 'A deleted page';
  const refresh = () => void refetch();
  return (
    <div className="admin-page container admin-experiments">
      <AdminPageHead title="Experiments">
        <ButtonLink to="/admin/analytics" icon={<LineChartOutlined aria-hidden />}>
          Analytics
        </ButtonLink>
      </AdminPageHead>
      <Typography.Paragraph type="secondary">
        Test a block’s copy against variants. Each visitor sees one arm for the day, chosen on the server from the anonymous daily visitor
        code: no cookie, no flicker. Visitors who ask not to be tracked see the page as published.
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon message={messageOr(error, 'Could not load the experiments')} />}
      <Card className="admin-card" title="All experiments">
        <FitTable<ExperimentFieldsFragment>
          label="Experiments table"
          keep={['status']}
          rowKey="id"
          size="small"
          loading={loading && !data}
          pagination={false}
          dataSource={experiments}
          locale={{ emptyText: <Typography.Text type="secondary">No experiments yet.</Typography.Text> }}
          columns={[
            {
              title: 'Name',
              dataIndex: 'name',
              render: (name: string, experiment) => (
                <Button
                  type="link"
                  className="admin-experiments__name"
                  onClick={() => setChosen(experiment.id)}
                  aria-pressed={shown?.id === experiment.id}
                >
                  {name}
                </Button>
              ),
            },
            {
              title: 'Page',
              dataIndex: 'pageId',
              render: (id: string, experiment) => `${pageTitle(id)} · block ${experiment.blockIndex + 1} (${experiment.blockType})`,
            },
            {
              title: 'Arms',
              key: 'arms',
              render: (_value, experiment) => experiment.arms.map((arm) => `${arm.name} ${arm.weight}%`).join(' · '),
            },
            { title: 'Goal', key: 'goal', render: (_value, experiment) => (experiment.goal === 'lead' ? 'Lead' : experiment.goalEvent) },
            {
              title: 'Status',
              key: 'status',
              dataIndex: 'status',
              render: (status: string) => <Tag color={STATUS_COLOURS[status]}>{status}</Tag>,
            },
            { title: 'Actions', key: 'actions', render: (_value, experiment) => <Actions experiment={experiment} onDone={refresh} /> },
          ]}
        />
      </Card>
      {shown && <ExperimentResults key={shown.id} experiment={shown} onChanged={refresh} />}
      <Permitted permission="manageExperiments" label="New experiment">
        {pages.length > 0 && <ExperimentForm pages={pages} onCreated={refresh} />}
      </Permitted>
    </div>
  );
}
