// Admin 'Outbox' (/admin/outbox): every e-mail the site sends for a lead, queued or sent, where
// mail goes (SMTP, or .eml files in the outbox folder), and one message opened in a dialog: its
// HTML part in a sandboxed frame (no scripts, no same-origin access), its text part, and the
// .eml file when one was written.
import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Modal, Skeleton, Space, Tabs, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DownloadOutlined, EyeOutlined, MailOutlined } from '@ant-design/icons';
import { usePageMeta } from '../../../app/use-page-meta';
import {
  useAdminMailSettingsQuery,
  AdminOutboxMessagesDocument,
  useAdminOutboxMessageQuery,
  type AdminOutboxMessagesQuery,
} from '../../../graphql/generated';
import { deliveredLabel, formatDateTime } from '../shared/admin-format';
import { matchesSearch } from '../shared/admin-search';
import { AdminTable, TableToolbar } from '../shared/admin-table';
import { DeliveryStatusTag, deliveryStatusLabel } from './delivery-status-tag';
import { EditorFrame, EditorLoadError } from '../shared/editor-kit';
import { useAdminList } from '../shared/use-admin-list';
import './delivery-admin.css';

type Message = AdminOutboxMessagesQuery['outboxMessages']['items'][number];

/** What each kind of message is, in the admin's words. */
const TEMPLATES: Record<string, string> = {
  'playbook-chapter': 'Playbook chapter to the visitor',
  'playbook-sales': 'New playbook lead, to sales',
  'contact-confirmation': 'Confirmation to the visitor',
  'contact-sales': 'New contact request, to sales',
};
const templateLabel = (template: string) => TEMPLATES[template] ?? template;

export function OutboxPage() {
  usePageMeta(
    'Outbox | FinOps Consulting Admin',
    'The e-mails sent for every lead: the free chapter, confirmations and sales notifications.',
  );
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useAdminList({
    things: 'messages',
    document: AdminOutboxMessagesDocument,
    select: (data) => data.outboxMessages,
    filter: (items, search) =>
      items.filter((m) =>
        matchesSearch(search, [
          m.subject,
          ...m.to,
          templateLabel(m.template),
          deliveryStatusLabel(m.status, deliveredLabel(m.deliveredVia)),
          m.lastError,
        ]),
      ),
  });

  const columns: ColumnsType<Message> = [
    { key: 'date', title: 'Date', width: 170, render: (_, m) => <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time> },
    { key: 'to', title: 'To', width: 240, render: (_, m) => <span className="admin-table__wrap">{m.to.join(', ')}</span> },
    {
      key: 'subject',
      title: 'Subject',
      render: (_, m) => (
        <>
          <span className="admin-table__title">{m.subject}</span>
          <span className="delivery-admin__muted">{templateLabel(m.template)}</span>
        </>
      ),
    },
    {
      key: 'status',
      title: 'Status',
      width: 150,
      render: (_, m) => (
        <>
          <DeliveryStatusTag status={m.status} deliveredLabel={deliveredLabel(m.deliveredVia)} />
          {m.lastError && m.status !== 'DELIVERED' && <span className="delivery-admin__error">{m.lastError}</span>}
        </>
      ),
    },
    { key: 'attempts', title: 'Attempts', width: 90, align: 'right', render: (_, m) => m.attempts },
    {
      key: 'actions',
      title: 'Actions',
      width: 110,
      render: (_, m) => (
        <Button
          size="small"
          type="text"
          icon={<EyeOutlined aria-hidden />}
          onClick={() => setOpenId(m.id)}
          aria-label={`View ${m.subject}`}
        >
          View
        </Button>
      ),
    },
  ];

  return (
    <EditorFrame
      title="Outbox"
      backTo="/admin"
      intro="Every e-mail sent for a lead: the free playbook chapter, confirmations to visitors and notifications to the sales inbox. Messages are sent in the background and retried for up to 24 hours when the mail server fails."
    >
      <MailSettingsNotice />
      <Card className="admin-card delivery-admin__section" title="Messages">
        <TableToolbar {...list.toolbar} />
        <AdminTable {...list.table} columns={columns} rowKey={(m) => m.id} />
      </Card>
      <MessageDialog id={openId} onClose={() => setOpenId(null)} />
    </EditorFrame>
  );
}

function MailSettingsNotice() {
  const { data } = useAdminMailSettingsQuery();
  const settings = data?.mailSettings;
  if (!settings) return null;
  const sales = settings.salesInbox.join(', ');
  return (
    <Alert
      className="delivery-admin__section"
      type={settings.transport === 'smtp' ? 'success' : 'warning'}
      showIcon
      icon={<MailOutlined aria-hidden />}
      title={settings.transport === 'smtp' ? 'Sending through the SMTP server (SMTP_URL)' : 'No SMTP server is configured'}
      description={
        settings.transport === 'smtp' ? (
          <>
            Messages are sent from {settings.from}. Sales notifications go to {sales}.
          </>
        ) : (
          <>
            Messages are written as .eml files to <Typography.Text code>{settings.outboxDir}</Typography.Text> instead of being sent. Set
            SMTP_URL, MAIL_FROM and SALES_INBOX to send them. Sales notifications are addressed to {sales}.
          </>
        )
      }
    />
  );
}

function MessageDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { data, loading, error, refetch } = useAdminOutboxMessageQuery({
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'network-only',
  });
  const message = id && data?.outboxMessage?.id === id ? data.outboxMessage : null;

  let body;
  if (message) {
    body = (
      <>
        <Descriptions
          className="outbox-view__facts"
          size="small"
          bordered
          column={1}
          items={[
            { key: 'from', label: 'From', children: message.from },
            { key: 'to', label: 'To', children: message.to.join(', ') },
            ...(message.replyTo ? [{ key: 'replyTo', label: 'Reply-To', children: message.replyTo }] : []),
            { key: 'subject', label: 'Subject', children: message.subject },
            { key: 'date', label: 'Queued', children: formatDateTime(message.createdAt) },
            {
              key: 'status',
              label: 'Status',
              children: (
                <Space wrap>
                  <DeliveryStatusTag status={message.status} deliveredLabel={deliveredLabel(message.deliveredVia)} />
                  {message.sentAt && <span>{formatDateTime(message.sentAt)}</span>}
                  <span className="delivery-admin__muted">
                    {message.attempts} attempt{message.attempts === 1 ? '' : 's'}
                  </span>
                </Space>
              ),
            },
            ...(message.lastError
              ? [{ key: 'error', label: 'Last error', children: <span className="delivery-admin__error">{message.lastError}</span> }]
              : []),
            { key: 'attachments', label: 'Attachments', children: message.attachments.length ? message.attachments.join(', ') : 'None' },
          ]}
        />
        <Tabs
          items={[
            {
              key: 'html',
              label: 'HTML',
              children: (
                // sandbox="" : the message's HTML runs no script and cannot reach this page or its session.
                <iframe
                  className="outbox-view__frame"
                  title={`HTML part: ${message.subject}`}
                  sandbox=""
                  srcDoc={message.html}
                  referrerPolicy="no-referrer"
                />
              ),
            },
            { key: 'text', label: 'Text', children: <pre className="outbox-view__text">{message.text}</pre> },
          ]}
        />
      </>
    );
  } else if (error) {
    body = <EditorLoadError thing="message" onRetry={() => void refetch().catch(() => undefined)} />;
  } else if (!loading && data && !data.outboxMessage) {
    body = <Alert type="warning" showIcon title="This message no longer exists." />;
  } else {
    body = <Skeleton active paragraph={{ rows: 10 }} />;
  }

  return (
    <Modal
      open={!!id}
      onCancel={onClose}
      title={message?.subject ?? 'Message'}
      width={920}
      footer={
        <Space>
          {message?.file && (
            <Button icon={<DownloadOutlined aria-hidden />} href={`/api/admin/outbox/${message.id}/message.eml`} download={message.file}>
              Download .eml
            </Button>
          )}
          <Button type="primary" onClick={onClose}>
            Close
          </Button>
        </Space>
      }
      destroyOnHidden
    >
      {body}
    </Modal>
  );
}
