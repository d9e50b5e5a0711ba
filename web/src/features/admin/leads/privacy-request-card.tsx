// The dashboard's privacy requests (issue 14; Owner and Administrators): for any e-mail address —
// a lead or not — export everything held (JSON file or readable HTML page; an unknown address
// gives an empty export) or erase every lead of it after a clear confirmation.
import { useState } from 'react';
import { App, Button, Card, Form, Input, Space } from 'antd';
import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { useAdminToast } from '../../../app/use-admin-toast';
import { useAdminEraseLeadsByEmailMutation } from '../../../graphql/generated';
import { messageOr } from '../shared/admin-errors';
import { useRefreshDashboard } from '../shared/use-refresh-dashboard';
import { downloadAccessExport } from './lead-privacy-actions';

export function PrivacyRequestCard() {
  const { modal } = App.useApp();
  const toast = useAdminToast();
  const refresh = useRefreshDashboard();
  const [email, setEmail] = useState('');
  const [eraseAll] = useAdminEraseLeadsByEmailMutation();
  const address = email.trim();

  const exportAs = (format: 'json' | 'html') =>
    downloadAccessExport(address, format).catch((error: unknown) => toast.error('Error', messageOr(error, 'Could not export')));

  const erase = () =>
    modal.confirm({
      title: `Erase every lead of ${address}?`,
      content:
        'Every submission of this address, with its notes, e-mails, webhook records and outbox files, will be permanently deleted. This cannot be undone.',
      okText: 'Erase permanently',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          const result = await eraseAll({ variables: { email: address } });
          if (result.error) throw result.error;
          const erased = result.data?.eraseLeadsByEmail.leads ?? 0;
          toast.success('Erased', erased === 1 ? '1 lead was erased.' : `${erased} leads were erased.`);
          refresh();
        } catch (error) {
          toast.error('Error', messageOr(error, 'Could not erase'));
        }
      },
    });

  return (
    <Card className="admin-card admin-pipeline" title="Privacy requests">
      <Form layout="inline" onFinish={() => void exportAs('json')}>
        <Form.Item label="E-mail address" htmlFor="privacy-request-email">
          <Input
            id="privacy-request-email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            style={{ minWidth: 260 }}
          />
        </Form.Item>
        <Space wrap>
          <Button htmlType="submit" icon={<DownloadOutlined aria-hidden />} disabled={!address}>
            Export JSON
          </Button>
          <Button icon={<DownloadOutlined aria-hidden />} disabled={!address} onClick={() => void exportAs('html')}>
            Export HTML
          </Button>
          <Button danger icon={<DeleteOutlined aria-hidden />} disabled={!address} onClick={erase}>
            Erase all leads
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
