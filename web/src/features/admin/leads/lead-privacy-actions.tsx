// Privacy requests on a lead (Owner and Administrators; the server checks): export everything held
// about the address (JSON file, readable HTML page), erase this lead, or erase every lead of the
// address — each erasure after a dialog that says what goes and that it cannot be undone.
import { App, Button, Card, Space, Typography } from 'antd';
import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useAdminToast } from '../../../app/use-admin-toast';
import { useAdminEraseLeadMutation, useAdminEraseLeadsByEmailMutation, type AdminLeadDetailFragment } from '../../../graphql/generated';
import { messageOr } from '../shared/admin-errors';

/** POST /api/admin/leads/access-export (the address in the body, never in a URL), saved as a file. */
export async function downloadAccessExport(email: string, format: 'json' | 'html'): Promise<void> {
  const res = await fetch(`/api/admin/leads/access-export${format === 'html' ? '?format=html' : ''}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (!res.ok) throw new Error(((await res.json().catch(() => ({}))) as { message?: string }).message ?? 'Could not export');
  const name = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? `personal-data.${format}`;
  const url = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function LeadPrivacyActions({ lead }: { lead: AdminLeadDetailFragment }) {
  const { modal } = App.useApp();
  const toast = useAdminToast();
  const navigate = useNavigate();
  const [eraseOne] = useAdminEraseLeadMutation();
  const [eraseAll] = useAdminEraseLeadsByEmailMutation();
  const tab = lead.kind === 'CONTACT' ? 'contact-requests' : 'playbook-leads';

  const exportAs = (format: 'json' | 'html') =>
    downloadAccessExport(lead.email, format).catch((error: unknown) => toast.error('Error', messageOr(error, 'Could not export')));

  const confirmErase = (everything: boolean) =>
    modal.confirm({
      title: everything ? `Erase every lead of ${lead.email}?` : 'Erase this lead?',
      content: `${
        everything ? `All ${lead.otherLeads.length + 1} submissions of this address` : 'This submission'
      }, with notes, e-mails, webhook records and outbox files, will be permanently deleted. This cannot be undone.`,
      okText: 'Erase permanently',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          const result = everything
            ? await eraseAll({ variables: { email: lead.email } })
            : await eraseOne({ variables: { kind: lead.kind, id: lead.id } });
          if (result.error) throw result.error;
          toast.success('Erased', everything ? 'Every lead of the address was erased.' : 'The lead was erased.');
          void navigate(`/admin?tab=${tab}`);
        } catch (error) {
          toast.error('Error', messageOr(error, 'Could not erase'));
        }
      },
    });

  return (
    <Card className="admin-card" title="Privacy requests">
      <Typography.Paragraph type="secondary">Everything held about {lead.email}: an access request's answer.</Typography.Paragraph>
      <Space wrap>
        <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void exportAs('json')}>
          Export JSON
        </Button>
        <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void exportAs('html')}>
          Export HTML
        </Button>
        <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => confirmErase(false)}>
          Erase this lead
        </Button>
        <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => confirmErase(true)}>
          Erase all of this address
        </Button>
      </Space>
    </Card>
  );
}
