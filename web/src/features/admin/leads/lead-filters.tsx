// The lead tables' filters (issue 14): status, owner, label and date range, applied by the server
// (the list queries' arguments and the CSV export's query string alike).
import { useState } from 'react';
import { DatePicker, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useAdminLeadOwnersQuery } from '../../../graphql/generated';
import { LABEL_MAX_LENGTH } from '../../../../../schema/validation/lead-pipeline';
import { STATUS_OPTIONS } from './lead-status';

type LeadFilterValues = {
  status?: string;
  ownerId?: string;
  label?: string;
  from?: string;
  to?: string;
};

export function useLeadFilters() {
  const [status, setStatus] = useState<string | undefined>();
  const [ownerId, setOwnerId] = useState<string | undefined>();
  const [label, setLabel] = useState('');
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const owners = useAdminLeadOwnersQuery({ fetchPolicy: 'cache-first' });
  const trimmed = label.trim();
  const filters: LeadFilterValues = {
    status,
    ownerId,
    label: trimmed || undefined,
    from: range?.[0]?.startOf('day').toISOString(),
    to: range?.[1]?.endOf('day').toISOString(),
  };
  const bar = (
    <Space wrap className="admin-lead-filters">
      <Select
        allowClear
        placeholder="Any status"
        aria-label="Filter by status"
        style={{ minWidth: 140 }}
        options={STATUS_OPTIONS}
        value={status}
        onChange={(value?: string) => setStatus(value)}
      />
      <Select
        allowClear
        placeholder="Any owner"
        aria-label="Filter by owner"
        style={{ minWidth: 160 }}
        options={(owners.data?.leadOwners ?? []).map((owner) => ({ value: owner.id, label: owner.name }))}
        value={ownerId}
        onChange={(value?: string) => setOwnerId(value)}
      />
      <Input
        allowClear
        placeholder="Label"
        maxLength={LABEL_MAX_LENGTH}
        aria-label="Filter by label"
        style={{ width: 140 }}
        value={label}
        onChange={(event) => setLabel(event.target.value)}
      />
      <DatePicker.RangePicker aria-label="Filter by date" value={range} onChange={(value) => setRange(value)} />
    </Space>
  );
  return { filters, bar };
}
