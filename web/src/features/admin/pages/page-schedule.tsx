// A scheduled update of a live page in its editor (issue 31, decision 0072). "Schedule update"
// (beside Update Page, Editors and up) keeps the form's edits with a time: visitors see the live
// page until then, when the server saves them as an ordinary update. The banner shows what is
// scheduled and when, or that it was not applied because the page changed since, with Cancel.
import { useState } from 'react';
import { Alert, Button, DatePicker, Popconfirm, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { SCHEDULE_SUPERSEDED_MESSAGE, SCHEDULE_TIME_PAST_MESSAGE } from '../../../../../schema/validation/page-schedule';
import {
  ScheduledPageUpdateDocument,
  useCancelScheduledPageUpdateMutation,
  useScheduledPageUpdateQuery,
  useSchedulePageUpdateMutation,
  type ScheduledPageUpdateFieldsFragment,
} from '../../../graphql/generated';
import { useAdminToast } from '../../../app/use-admin-toast';
import { messageOr } from '../shared/admin-errors';
import { formatDateTime } from '../shared/admin-format';
import { blockLabel } from './block-fields';
import { toPageInput, withoutEmpty, type PageFormValues } from './page-values';

/**
 * A block as comparable text: empty fields and the editor's own `key` (which the form gives each
 * block it holds) left out, keys in one order (the server may store them in another).
 */
function canonical(block: Record<string, unknown> | undefined): string {
  const { key: _editorKey, ...value } = block ?? {};
  return JSON.stringify(block ? (withoutEmpty(value) ?? null) : null, (_key, field: unknown) =>
    field && typeof field === 'object' && !Array.isArray(field)
      ? Object.fromEntries(Object.entries(field as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : field,
  );
}

/** The blocks an update changes, as the editor names them ("Block 1: Hero"), and whether the title changes. */
function changedParts(
  live: { title: string; blocks: readonly Record<string, unknown>[] },
  update: { title: string; blocks: readonly Record<string, unknown>[] },
): string[] {
  const parts = live.title === update.title ? [] : ['Title'];
  const count = Math.max(live.blocks.length, update.blocks.length);
  for (let index = 0; index < count; index++) {
    const next = update.blocks[index];
    if (canonical(live.blocks[index]) !== canonical(next)) {
      parts.push(next ? `Block ${index + 1}: ${blockLabel(String(next.type))}` : `Block ${index + 1} removed`);
    }
  }
  return parts;
}

const refetch = (pageId: string) => ({
  refetchQueries: [{ query: ScheduledPageUpdateDocument, variables: { pageId } }],
  awaitRefetchQueries: true,
});

interface BannerProps {
  pageId: string;
  /** The live version the editor holds: an update made over an older one will not be applied. */
  liveVersion: number | null;
  live: { title: string; blocks: readonly Record<string, unknown>[] };
  mayPublish: boolean;
}

/** What is scheduled for when (or why it was not applied), with Cancel. */
export function ScheduledUpdateBanner({ pageId, liveVersion, live, mayPublish }: BannerProps) {
  const toast = useAdminToast();
  const { data } = useScheduledPageUpdateQuery({ variables: { pageId }, fetchPolicy: 'cache-and-network' });
  const [cancel, cancelling] = useCancelScheduledPageUpdateMutation(refetch(pageId));
  const update: ScheduledPageUpdateFieldsFragment | null | undefined = data?.scheduledPageUpdate;
  if (!update) return null;
  const parts = changedParts(live, update);
  // Flagged by the server at its time, or already known to be over an older version than the live one.
  const refusal = update.refusal ?? (liveVersion != null && liveVersion !== update.baseVersion ? SCHEDULE_SUPERSEDED_MESSAGE : null);
  const onCancel = () =>
    void cancel({ variables: { pageId } }).then(
      () => toast.success('Scheduled update cancelled'),
      (error: unknown) => toast.error('Error', messageOr(error, 'The scheduled update could not be cancelled.')),
    );
  return (
    <Alert
      type={refusal ? 'warning' : 'info'}
      showIcon
      role="region"
      aria-label="Scheduled update"
      className="admin-editor__pending page-editor__scheduled"
      title={
        update.refusal
          ? `The update scheduled for ${formatDateTime(update.runAt)} was not applied.`
          : `An update of this page goes live on ${formatDateTime(update.runAt)}.`
      }
      description={
        <>
          {refusal && <p>{refusal}</p>}
          <p>
            Scheduled by {update.scheduledBy}. {parts.length ? `It changes ${parts.join(', ')}.` : 'It changes nothing visible.'} Visitors
            see the live page until then.
          </p>
        </>
      }
      action={
        mayPublish && (
          <Popconfirm title="Cancel the scheduled update?" okText="Cancel update" cancelText="Keep" onConfirm={onCancel}>
            <Button size="small" loading={cancelling.loading}>
              {update.refusal ? 'Dismiss' : 'Cancel'}
            </Button>
          </Popconfirm>
        )
      }
    />
  );
}

interface ControlProps {
  pageId: string;
  values: PageFormValues;
  /** The live version the form's edits were made over. */
  version: { current: number | null };
  /** Whether the form's values pass the shared schema (the editor shows why not). */
  valid: () => Promise<boolean>;
  /** The update is scheduled: the form goes back to the live page. */
  onScheduled: () => void;
}

/** The date and time and "Schedule update", beside Update Page. */
export function ScheduleUpdateControl({ pageId, values, version, valid, onScheduled }: ControlProps) {
  const toast = useAdminToast();
  const [at, setAt] = useState<Dayjs | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [schedule, scheduling] = useSchedulePageUpdateMutation(refetch(pageId));
  const submit = async () => {
    if (!at || !at.isValid() || !at.isAfter(dayjs())) return setProblem(SCHEDULE_TIME_PAST_MESSAGE);
    setProblem(null);
    if (!(await valid())) return toast.error('Error', 'Fix the fields marked in red first.');
    try {
      const input = { ...toPageInput(values), expectedVersion: version.current };
      await schedule({ variables: { pageId, input, runAt: at.toDate().toISOString() } });
      toast.success('Update scheduled', `It goes live on ${formatDateTime(at.toDate().toISOString())}.`);
      setAt(null);
      onScheduled();
    } catch (error) {
      toast.error('Error', messageOr(error, 'The update could not be scheduled.'));
    }
  };
  return (
    <div className="page-editor__schedule" role="group" aria-label="Schedule update">
      <Space wrap>
        <DatePicker
          id="page-schedule-at"
          aria-label="Update goes live at"
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          value={at}
          onChange={(next) => setAt(next)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          status={problem ? 'error' : undefined}
          placeholder="Update goes live at"
          disabledDate={(day) => day.isBefore(dayjs(), 'day')}
        />
        <Button onClick={() => void submit()} loading={scheduling.loading}>
          Schedule update
        </Button>
      </Space>
      {problem && (
        <div className="ant-form-item-explain-error" role="alert">
          {problem}
        </div>
      )}
      <div className="ant-form-item-extra">Visitors keep seeing the live page until this time; then the edits above go live.</div>
    </div>
  );
}
