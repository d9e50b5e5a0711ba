// Notes on a lead: newest first, each with its author and time; a note is added below.
import { useState } from 'react';
import { Button, Card, Empty, Form, Input, Typography } from 'antd';
import { AdminList } from '../shared/admin-list';
import { NOTE_MAX_LENGTH, leadNoteSchema } from '../../../../../schema/validation/lead-pipeline';
import { validateInput } from '../../../../../schema/validation/validate';
import { useAdminToast } from '../../../app/use-admin-toast';
import { useAdminAddLeadNoteMutation, type AdminLeadDetailFragment } from '../../../graphql/generated';
import { formFieldErrors, messageOr } from '../shared/admin-errors';
import { formatDateTime } from '../shared/admin-format';

export function LeadNotes({ lead, onAdded }: { lead: AdminLeadDetailFragment; onAdded: () => Promise<unknown> }) {
  const toast = useAdminToast();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [add, { loading }] = useAdminAddLeadNoteMutation();

  const submit = async () => {
    try {
      const value = await validateInput(leadNoteSchema, { body });
      setError(undefined);
      const result = await add({ variables: { kind: lead.kind, id: lead.id, body: value.body } });
      if (result.error) throw result.error;
      setBody('');
      await onAdded();
      toast.success('Note added');
    } catch (e) {
      const field = formFieldErrors(e).body;
      setError(field);
      if (!field) toast.error('Error', messageOr(e, 'Could not add the note'));
    }
  };

  return (
    <Card className="admin-card" title="Notes">
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item label="New note" htmlFor="lead-note" validateStatus={error ? 'error' : undefined} help={error}>
          <Input.TextArea id="lead-note" rows={3} maxLength={NOTE_MAX_LENGTH} value={body} onChange={(e) => setBody(e.target.value)} />
        </Form.Item>
        <Button htmlType="submit" loading={loading}>
          Add note
        </Button>
      </Form>
      {lead.notes.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No notes yet." />
      ) : (
        <AdminList
          className="admin-lead__notes"
          items={lead.notes}
          itemKey={(note) => note.id}
          renderItem={(note) => (
            <>
              <Typography.Paragraph className="admin-request__message">{note.body}</Typography.Paragraph>
              <Typography.Text type="secondary">
                {note.authorName ?? 'Someone'} · <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
              </Typography.Text>
            </>
          )}
        />
      )}
    </Card>
  );
}
