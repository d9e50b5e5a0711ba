// The lead tables' bulk actions (decision 0033): with rows selected, set their status or owner, add
// a label, or (Owner and Administrators) erase them — each after one confirmation; the server checks
// every lead as the single action would, and the toast says what was done and what was refused.
import { useState } from 'react';
import { App, Button, Input, Select, Space, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { LABEL_MAX_LENGTH } from '../../../../../schema/validation/lead-pipeline';
import { useAdminToast } from '../../../app/use-admin-toast';
import {
  useAdminBulkUpdateLeadsMutation,
  useAdminEraseLeadsMutation,
  useAdminLeadOwnersQuery,
  type LeadBulkInput,
  type LeadKind,
} from '../../../graphql/generated';
import { usePermissions } from '../../../app/use-permissions';
import { bulkSummary, type BulkOutcomeLike } from '../shared/bulk-summary';
import { STATUS_OPTIONS } from './lead-status';

interface LeadBulkActionsProps {
  kind: LeadKind;
  selected: readonly string[];
  /** Plural noun: 'playbook leads'. */
  things: string;
  /** After an action: clear the selection and reload the table. */
  onDone: () => void;
}

export function LeadBulkActions({ kind, selected, things, onDone }: LeadBulkActionsProps) {
  const { modal } = App.useApp();
  const toast = useAdminToast();
  const { can } = usePermissions();
  const owners = useAdminLeadOwnersQuery({ fetchPolicy: 'cache-first' });
  const [label, setLabel] = useState('');
  const [update] = useAdminBulkUpdateLeadsMutation();
  const [erase] = useAdminEraseLeadsMutation();
  if (selected.length === 0) return null;
  const count = `${selected.length} ${things}`;

  const confirm = (title: string, text: string, okText: string, run: () => Promise<BulkOutcomeLike | undefined>, erasing = false) =>
    modal.confirm({
      title,
      content: <p className="admin-confirm__text">{text}</p>,
      okText,
      okButtonProps: { danger: erasing },
      cancelText: 'Cancel',
      focusable: { autoFocusButton: 'cancel' },
      onOk: async () => {
        try {
          const outcome = await run();
          if (!outcome) throw new Error(`Could not update the ${things}`);
          const summary = bulkSummary(erasing ? 'erase' : 'update', outcome);
          if (outcome.refused.length && !outcome.succeeded.length) toast.error('Nothing changed', summary);
          else toast.success('Done', summary);
          onDone();
        } catch (error) {
          toast.error('Error', error instanceof Error ? error.message : `Could not update the ${things}`);
        }
      },
    });
  const change = (input: LeadBulkInput) => async () =>
    (await update({ variables: { kind, ids: [...selected], input } })).data?.bulkUpdateLeads;

  const setStatus = (status: string) => {
    const name = STATUS_OPTIONS.find((option) => option.value === status)?.label ?? status;
    confirm(`Set ${count} to ${name}?`, `Each selected lead gets the status ${name}.`, 'Set status', change({ status }));
  };
  const setOwner = (ownerId: string | null) => {
    const name = owners.data?.leadOwners.find((owner) => owner.id === ownerId)?.name;
    confirm(
      name ? `Give ${count} to ${name}?` : `Clear the owner of ${count}?`,
      name ? `${name} becomes the owner of each selected lead.` : 'The selected leads will have no owner.',
      name ? 'Set owner' : 'Clear owner',
      change({ ownerId }),
    );
  };
  const addLabel = () => {
    const text = label.trim();
    if (!text) return;
    confirm(`Add the label "${text}" to ${count}?`, 'Leads already carrying it keep it once.', 'Add label', async () => {
      const outcome = await change({ addLabel: text })();
      setLabel('');
      return outcome;
    });
  };
  const eraseAll = () =>
    confirm(
      `Erase ${count}?`,
      'Each lead is erased with its notes, delivery records and outbox e-mails. This cannot be undone.',
      'Erase permanently',
      async () => (await erase({ variables: { kind, ids: [...selected] } })).data?.eraseLeads,
      true,
    );

  return (
    <div className="admin-bulk-bar" role="group" aria-label={`Bulk actions on the selected ${things}`}>
      <Typography.Text strong>{selected.length} selected</Typography.Text>
      <Select
        size="small"
        placeholder="Set status"
        aria-label="Set status"
        style={{ minWidth: 130 }}
        options={STATUS_OPTIONS}
        value={null}
        onChange={setStatus}
      />
      <Select
        size="small"
        placeholder="Set owner"
        aria-label="Set owner"
        style={{ minWidth: 140 }}
        value={null}
        options={[
          { value: '', label: 'No owner' },
          ...(owners.data?.leadOwners ?? []).map((owner) => ({ value: owner.id, label: owner.name })),
        ]}
        onChange={(value: string) => setOwner(value || null)}
      />
      <Space.Compact size="small">
        <Input
          size="small"
          aria-label="Label to add"
          placeholder="Add label"
          maxLength={LABEL_MAX_LENGTH}
          value={label}
          onChange={(event) => setLabel(event.target.value)}
          onPressEnter={addLabel}
        />
        <Button size="small" onClick={addLabel} disabled={!label.trim()}>
          Add
        </Button>
      </Space.Compact>
      {can('leadPrivacy') && (
        <Button size="small" danger icon={<DeleteOutlined aria-hidden />} onClick={eraseAll}>
          Erase selected
        </Button>
      )}
      <Button size="small" type="link" onClick={onDone}>
        Clear selection
      </Button>
    </div>
  );
}
