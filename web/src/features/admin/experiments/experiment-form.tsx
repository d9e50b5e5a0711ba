// The experiment editor (issue 32, decision 0069): a page, one of its blocks, one to four variants
// each changing some of the block's copy, the traffic split and the goal. The server checks the
// whole draft (each variant merged over the block, against the block's schema) and names the field.
import { useState } from 'react';
import { Alert, Button, Card, Input, InputNumber, Select, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useAdminCreateExperimentMutation, type AdminExperimentsQuery } from '../../../graphql/generated';
import { fieldErrorsOf, messageOr } from '../shared/admin-errors';
import { ANALYTICS_EVENTS } from '../../../../../schema/analytics-events';
import { copyFields, variantFields, type BlockData } from './experiment-values';

type PageRow = AdminExperimentsQuery['adminPages']['items'][number];

interface VariantDraft {
  name: string;
  weight: number;
  answers: Record<string, string>;
}

/** Events a goal may count (a lead is the goal `lead`), as the server accepts them. */
const GOAL_EVENTS = Object.keys(ANALYTICS_EVENTS).filter((name) => name !== 'pageview');

const newVariant = (index: number): VariantDraft => ({ name: `Variant ${String.fromCharCode(66 + index)}`, weight: 50, answers: {} });

function VariantEditor({
  block,
  variant,
  index,
  errors,
  onChange,
}: {
  block: BlockData | undefined;
  variant: VariantDraft;
  index: number;
  errors: Record<string, string>;
  onChange: (next: VariantDraft) => void;
}) {
  const prefix = `variants.${index}`;
  const fieldError = Object.entries(errors).find(([field]) => field.startsWith(`${prefix}.fields`));
  return (
    <Card size="small" className="admin-experiments__variant" title={`Variant ${index + 1}`}>
      <label className="admin-experiments__field">
        <span>Name</span>
        <Input value={variant.name} maxLength={60} onChange={(event) => onChange({ ...variant, name: event.target.value })} />
      </label>
      <label className="admin-experiments__field">
        <span>Traffic share (%)</span>
        <InputNumber min={1} max={99} value={variant.weight} onChange={(value) => onChange({ ...variant, weight: Number(value ?? 0) })} />
      </label>
      {copyFields(block).map((field) => (
        <label key={field.path} className="admin-experiments__field">
          <span>{field.label}</span>
          <Input
            placeholder={field.current}
            aria-description={`Now: ${field.current}. Leave empty to keep it.`}
            value={variant.answers[field.path] ?? ''}
            onChange={(event) => onChange({ ...variant, answers: { ...variant.answers, [field.path]: event.target.value } })}
          />
        </label>
      ))}
      {fieldError && <Typography.Text type="danger" role="alert">{`${fieldError[0]}: ${fieldError[1]}`}</Typography.Text>}
    </Card>
  );
}

function GoalFields({
  goal,
  goalEvent,
  onGoal,
  onGoalEvent,
}: {
  goal: 'lead' | 'event';
  goalEvent: string;
  onGoal: (goal: 'lead' | 'event') => void;
  onGoalEvent: (event: string) => void;
}) {
  return (
    <>
      <label className="admin-experiments__field">
        <span>Goal</span>
        <Select
          value={goal}
          onChange={onGoal}
          options={[
            { value: 'lead', label: 'A lead submitted' },
            { value: 'event', label: 'An event' },
          ]}
        />
      </label>
      {goal === 'event' && (
        <label className="admin-experiments__field">
          <span>Goal event</span>
          <Select value={goalEvent} onChange={onGoalEvent} options={GOAL_EVENTS.map((value) => ({ value, label: value }))} />
        </label>
      )}
    </>
  );
}

export function ExperimentForm({ pages, onCreated }: { pages: PageRow[]; onCreated: () => void }) {
  const [name, setName] = useState('');
  const [pageId, setPageId] = useState<string | undefined>(pages.find((page) => page.slug === 'home')?.id);
  const [blockIndex, setBlockIndex] = useState(0);
  const [controlWeight, setControlWeight] = useState(50);
  const [variants, setVariants] = useState<VariantDraft[]>([newVariant(0)]);
  const [goal, setGoal] = useState<'lead' | 'event'>('lead');
  const [goalEvent, setGoalEvent] = useState<string>('cta_click');
  const [minVisitors, setMinVisitors] = useState(100);
  const [create, { loading, error }] = useAdminCreateExperimentMutation();
  const page = pages.find((candidate) => candidate.id === pageId);
  const blocks = (page?.blocks ?? []) as BlockData[];
  const block = blocks[blockIndex];
  const errors = fieldErrorsOf(error);
  const submit = async () => {
    const input = {
      name,
      pageId: pageId ?? '',
      blockIndex,
      controlWeight,
      variants: variants.map((variant) => ({
        name: variant.name,
        weight: variant.weight,
        fields: block ? variantFields(block, variant.answers) : {},
      })),
      goal,
      goalEvent: goal === 'event' ? goalEvent : null,
      minVisitorsPerArm: minVisitors,
    };
    const result = await create({ variables: { input } }).catch(() => null);
    if (result?.data) {
      setName('');
      setVariants([newVariant(0)]);
      onCreated();
    }
  };
  return (
    <Card className="admin-card" title="New experiment">
      <div className="admin-experiments__form">
        <label className="admin-experiments__field">
          <span>Name</span>
          <Input
            value={name}
            maxLength={120}
            onChange={(event) => setName(event.target.value)}
            status={errors.name ? 'error' : undefined}
          />
        </label>
        <label className="admin-experiments__field">
          <span>Page</span>
          <Select
            value={pageId}
            onChange={(value) => {
              setPageId(value);
              setBlockIndex(0);
            }}
            options={pages.map((candidate) => ({
              value: candidate.id,
              label: `${candidate.title} (/${candidate.slug === 'home' ? '' : candidate.slug})`,
            }))}
          />
        </label>
        <label className="admin-experiments__field">
          <span>Block</span>
          <Select
            value={blockIndex}
            onChange={setBlockIndex}
            options={blocks.map((candidate, index) => ({
              value: index,
              label: `${index + 1}. ${String(candidate.type)}${typeof candidate.heading === 'string' ? `: ${candidate.heading}` : typeof candidate.headline === 'string' ? `: ${candidate.headline}` : ''}`,
            }))}
          />
        </label>
        <label className="admin-experiments__field">
          <span>Control’s traffic share (%)</span>
          <InputNumber min={1} max={99} value={controlWeight} onChange={(value) => setControlWeight(Number(value ?? 0))} />
        </label>
        <GoalFields goal={goal} goalEvent={goalEvent} onGoal={setGoal} onGoalEvent={setGoalEvent} />
        <label className="admin-experiments__field">
          <span>Visitors per arm before a winner is declared</span>
          <InputNumber min={10} max={1_000_000} value={minVisitors} onChange={(value) => setMinVisitors(Number(value ?? 100))} />
        </label>
      </div>
      <Space direction="vertical" className="admin-experiments__variants">
        {variants.map((variant, index) => (
          <VariantEditor
            key={index}
            block={block}
            variant={variant}
            index={index}
            errors={errors}
            onChange={(next) => setVariants(variants.map((old, at) => (at === index ? next : old)))}
          />
        ))}
      </Space>
      {error && (
        <Alert type="error" showIcon message={messageOr(error, 'Could not save the experiment')} className="admin-experiments__error" />
      )}
      <Space wrap>
        {variants.length < 4 && (
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => setVariants([...variants, newVariant(variants.length)])}>
            Add variant
          </Button>
        )}
        <Button type="primary" loading={loading} onClick={() => void submit()}>
          Save draft
        </Button>
      </Space>
    </Card>
  );
}
