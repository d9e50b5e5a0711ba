// The lead tables' filters (issues 14, 32): status, owner, label, date range and attribution, applied by the server
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
  source?: string;
  campaign?: string;
  landingPage?: string;
};

/** The attribution filters (issue 32): exact values, as the lead tables' columns show them. */
const ATTRIBUTION_FILTERS = [
  ['source', 'Source', 'Filter by source'],
  ['campaign', 'Campaign', 'Filter by campaign'],
  ['landingPage', 'Landing page', 'Filter by landing page'],
] as const;

export function useLeadFilters() {
  const [status, setStatus] = useState<string | undefined>();
  const [ownerId, setOwnerId] = useState<string | undefined>();
  const [label, setLabel] = useState('');
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [attribution, setAttribution] = useState<Record<string, string>>({});
  const owners = useAdminLeadOwnersQuery({ fetchPolicy: 'cache-first' });
  const trimmed = label.trim();
  const filters: LeadFilterValues = {
    status,
    ownerId,
    label: trimmed || undefined,
    from: range?.[0]?.startOf('day').toISOString(),
    to: range?.[1]?.endOf('day').toISOString(),
    ...Object.fromEntries(ATTRIBUTION_FILTERS.map(([key]) => [key, attribution[key]?.trim() || undefined])),
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
      {ATTRIBUTION_FILTERS.map(([key, placeholder, label]) => (
        <Input
          key={key}
          allowClear
          placeholder={placeholder}
          maxLength={300}
          aria-label={label}
          style={{ width: 140 }}
          value={attribution[key] ?? ''}
          onChange={(event) => setAttribution((current) => ({ ...current, [key]: event.target.value }))}
        />
      ))}
    </Space>
  );
  return { filters, bar };
}
