// The lead's pipeline: status, owner (a staff account) and labels, saved together. Checked in the
// browser with the server's own rules (schema/validation/lead-pipeline.ts).
import { useState } from 'react';
import { Button, Card, Form, Select } from 'antd';
import { leadPipelineSchema, LABELS_MAX_COUNT } from '../../../../../schema/validation/lead-pipeline';
import { validateInput } from '../../../../../schema/validation/validate';
import { useAdminToast } from '../../../app/use-admin-toast';
import { useAdminLeadOwnersQuery, useAdminUpdateLeadMutation, type AdminLeadDetailFragment } from '../../../graphql/generated';
import { formFieldErrors, messageOr } from '../shared/admin-errors';
import { STATUS_OPTIONS } from './lead-status';

export function LeadPipelineForm({ lead }: { lead: AdminLeadDetailFragment }) {
  const toast = useAdminToast();
  const owners = useAdminLeadOwnersQuery({ fetchPolicy: 'cache-and-network' });
  const [update, { loading }] = useAdminUpdateLeadMutation();
  const [status, setStatus] = useState(lead.status);
  const [ownerId, setOwnerId] = useState<string | null>(lead.ownerId ?? null);
  const [labels, setLabels] = useState<string[]>(lead.labels);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = async () => {
    const input = { status, ownerId, labels };
    try {
      const value = await validateInput(leadPipelineSchema, input);
      setErrors({});
      const result = await update({ variables: { kind: lead.kind, id: lead.id, input: value } });
      if (result.error) throw result.error;
      setLabels(result.data?.updateLead.labels ?? labels);
      toast.success('Lead updated');
    } catch (error) {
      const fields = formFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) toast.error('Error', messageOr(error, 'Could not update the lead'));
    }
  };

  const ownerOptions = (owners.data?.leadOwners ?? []).map((owner) => ({ value: owner.id, label: owner.name }));
  return (
    <Card className="admin-card" title="Pipeline">
      <Form layout="vertical" onFinish={() => void save()}>
        <Form.Item label="Status" htmlFor="lead-status" validateStatus={errors.status ? 'error' : undefined} help={errors.status}>
          <Select id="lead-status" options={STATUS_OPTIONS} value={status} onChange={setStatus} />
        </Form.Item>
        <Form.Item label="Owner" htmlFor="lead-owner" validateStatus={errors.ownerId ? 'error' : undefined} help={errors.ownerId}>
          <Select
            id="lead-owner"
            allowClear
            placeholder="Nobody"
            loading={owners.loading && !owners.data}
            options={ownerOptions}
            value={ownerId ?? undefined}
            onChange={(value?: string) => setOwnerId(value ?? null)}
          />
        </Form.Item>
        <Form.Item
          label={`Labels (up to ${LABELS_MAX_COUNT})`}
          htmlFor="lead-labels"
          validateStatus={errors.labels ? 'error' : undefined}
          help={errors.labels}
        >
          <Select id="lead-labels" mode="tags" value={labels} onChange={setLabels} placeholder="Type a label, then Enter" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={loading}>
          Save pipeline
        </Button>
      </Form>
    </Card>
  );
}
