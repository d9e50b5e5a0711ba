// The pipeline's statuses as the admin shows them (one list for both kinds of lead), and the
// address of a lead's detail screen.
import { Tag } from 'antd';
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from '../../../../../schema/validation/lead-pipeline';

// Status colours of the theme (they pass axe's contrast check, as the account screens' tags do).
const COLORS: Record<LeadStatus, string> = { NEW: 'default', CONTACTED: 'warning', QUALIFIED: 'processing', WON: 'success', LOST: 'error' };

export const STATUS_OPTIONS = LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] }));

function statusLabel(status: string): string {
  return LEAD_STATUS_LABELS[status as LeadStatus] ?? status;
}

export function LeadStatusTag({ status }: { status: string }) {
  return <Tag color={COLORS[status as LeadStatus] ?? 'default'}>{statusLabel(status)}</Tag>;
}

/** /admin/leads/contact/<id>: 'PLAYBOOK' or 'playbook' alike. */
export function leadPath(kind: string, id: string): string {
  return `/admin/leads/${kind.toLowerCase()}/${id}`;
}
