// The editors' publishing buttons and status (issue 12, decision 0021). Each button submits the
// form with an intent: the state the save asks for. Editors and up publish, schedule (a future
// date) and unpublish; an Author saves drafts and submits them for review (the server enforces it).
import { Button, Select, Tag } from 'antd';
import { CloudUploadOutlined, SaveOutlined, SendOutlined, StopOutlined } from '@ant-design/icons';
import {
  CONTENT_STATUS_LABELS,
  CONTENT_STATUSES,
  type ContentStatus,
  type EditorialState,
} from '../../../../../schema/validation/editorial';
import { ButtonLink } from '../../../app/button-link';
import { usePermissions } from '../../../app/use-permissions';
import { AUTOSAVE_LABELS, type AutosaveState } from './use-autosave';

const STATUS_COLORS: Record<ContentStatus, string> = {
  DRAFT: 'default',
  IN_REVIEW: 'gold',
  SCHEDULED: 'blue',
  PUBLISHED: 'success',
};

/** A status as the tables and editors show it. */
export function StatusTag({ status }: { status: ContentStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{CONTENT_STATUS_LABELS[status]}</Tag>;
}

/** The content tabs' status filter (the admin lists' `status` argument): every status, or one. */
export function StatusFilter({ value, onChange }: { value: ContentStatus | null; onChange: (next: ContentStatus | null) => void }) {
  return (
    <Select<ContentStatus | 'ALL'>
      aria-label="Filter by status"
      className="admin-toolbar__status"
      value={value ?? 'ALL'}
      onChange={(next) => onChange(next === 'ALL' ? null : next)}
      options={[
        { value: 'ALL', label: 'All statuses' },
        ...CONTENT_STATUSES.map((status) => ({ value: status, label: CONTENT_STATUS_LABELS[status] })),
      ]}
      popupMatchSelectWidth={false}
    />
  );
}

/** Whether the signed-in account may publish, delete pages and save menus (ALLOW.publishContent and manageContent on the server). */
export function useMayPublish(): boolean {
  return usePermissions().can('publishContent');
}

interface PublishActionsProps {
  /** The stored status; null while creating. */
  status: ContentStatus | null;
  /** The chosen publication date lies in the future: "Schedule" instead of "Publish". */
  scheduled: boolean;
  thing: string;
  submitting: boolean;
  cancelTo: string;
  /** Called before the form submits: the state this save asks for (null keeps the stored one). */
  onIntent: (intent: EditorialState | null) => void;
  /** Saved / Saving… / Unsaved changes (use-autosave.ts), for an item being edited. */
  autosave?: AutosaveState;
}

export function PublishActions({ status, scheduled, thing, submitting, cancelTo, onIntent, autosave }: PublishActionsProps) {
  const mayPublish = useMayPublish();
  const live = status === 'PUBLISHED' || status === 'SCHEDULED';
  const submit = (label: string, intent: EditorialState | null, icon: React.ReactNode, primary = false) => (
    <Button
      key={label}
      type={primary ? 'primary' : 'default'}
      htmlType="submit"
      icon={icon}
      loading={submitting}
      onClick={() => onIntent(intent)}
    >
      {label}
    </Button>
  );
  const buttons = live
    ? mayPublish
      ? [
          submit('Unpublish', 'DRAFT', <StopOutlined aria-hidden />),
          submit(`Update ${thing}`, 'PUBLISHED', <SaveOutlined aria-hidden />, true),
        ]
      : [submit('Submit for review', 'IN_REVIEW', <SendOutlined aria-hidden />, true)]
    : [
        submit('Save draft', null, <SaveOutlined aria-hidden />),
        mayPublish
          ? submit(scheduled ? 'Schedule' : 'Publish', 'PUBLISHED', <CloudUploadOutlined aria-hidden />, true)
          : submit('Submit for review', 'IN_REVIEW', <SendOutlined aria-hidden />, true),
      ];
  return (
    <div className="admin-editor__actions">
      {status && (
        <span className="admin-editor__status">
          Status: <StatusTag status={status} />
          {autosave && (
            <span className="admin-editor__autosave" role="status" aria-live="polite">
              {AUTOSAVE_LABELS[autosave]}
            </span>
          )}
        </span>
      )}
      <ButtonLink to={cancelTo}>Cancel</ButtonLink>
      {buttons}
    </div>
  );
}
