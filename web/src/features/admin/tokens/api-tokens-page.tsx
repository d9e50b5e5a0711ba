// /admin/api-tokens (issue 6): the integrator API tokens — name, scopes, the secret's prefix,
// created, last used, expiry and status — with Create (the secret shown once) and Revoke (after
// a confirmation; it takes effect at once). Reached from the dashboard's header.
import { useState } from 'react';
import { App, Button, Card, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ArrowLeftOutlined, ExclamationCircleFilled, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../../app/button-link';
import { usePageMeta } from '../../../app/use-page-meta';
import { AdminApiTokensDocument, useAdminRevokeApiTokenMutation, type ApiTokenFieldsFragment } from '../../../graphql/generated';
import { messageOr } from '../shared/admin-errors';
import { formatDateTime } from '../shared/admin-format';
import { AdminTable, TableToolbar } from '../shared/admin-table';
import { ApiTokenCreateModal, type CreatedApiToken } from './api-token-create-modal';
import { ApiTokenSecretModal } from './api-token-secret-modal';
import { filterApiTokens, scopeName, STATUS_COLORS, STATUS_LABELS } from './api-token-values';
import { useAdminList } from '../shared/use-admin-list';
import { useAdminToast } from '../../../app/use-admin-toast';
import { IntegratorsGuideLink } from '../shared/integrators-guide-link';
import '../shared/admin.css';
import './api-tokens.css';

export function ApiTokensPage() {
  usePageMeta('API Tokens | FinOps Consulting Admin', 'Create, review and revoke the API tokens of integrations.');
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const list = useAdminList({
    things: 'API tokens',
    document: AdminApiTokensDocument,
    select: (data) => ({ items: data.apiTokens, totalCount: data.apiTokens.length }),
    filter: filterApiTokens,
    paged: false,
  });
  const confirmRevoke = useConfirmRevoke();

  const columns: ColumnsType<ApiTokenFieldsFragment> = [
    { key: 'name', title: 'Name', dataIndex: 'name', render: (name: string) => <span className="admin-table__title">{name}</span> },
    {
      key: 'scopes',
      title: 'Scopes',
      render: (_, token) => (
        <Space size={4} wrap>
          {token.scopes.map((scope) => (
            <Tag key={scope} color={scope === 'LEADS' ? 'purple' : 'blue'}>
              {scopeName(scope)}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      key: 'prefix',
      title: 'Token',
      render: (_, token) => (
        <Typography.Text code className="api-tokens__prefix">
          {`${token.prefix}…`}
        </Typography.Text>
      ),
    },
    { key: 'created', title: 'Created', render: (_, token) => <DateCell value={token.createdAt} /> },
    { key: 'lastUsed', title: 'Last used', render: (_, token) => (token.lastUsedAt ? <DateCell value={token.lastUsedAt} /> : 'Never') },
    { key: 'expires', title: 'Expires', render: (_, token) => (token.expiresAt ? <DateCell value={token.expiresAt} /> : 'Never') },
    {
      key: 'status',
      title: 'Status',
      render: (_, token) => <Tag color={STATUS_COLORS[token.status]}>{STATUS_LABELS[token.status]}</Tag>,
    },
    {
      key: 'actions',
      title: 'Actions',
      width: 120,
      render: (_, token) =>
        token.status === 'REVOKED' ? null : (
          <Button
            size="small"
            type="text"
            danger
            className="api-tokens__revoke"
            icon={<StopOutlined aria-hidden />}
            onClick={() => confirmRevoke(token)}
            aria-label={`Revoke ${token.name}`}
          >
            Revoke
          </Button>
        ),
    },
  ];

  return (
    <div className="admin-page container">
      <ButtonLink to="/admin" type="link" icon={<ArrowLeftOutlined aria-hidden />} className="admin-editor__back">
        Back to Dashboard
      </ButtonLink>
      <header className="admin-page__head">
        <div>
          <Typography.Title level={1} className="admin-page__title">
            API Tokens
          </Typography.Title>
          <Typography.Paragraph className="admin-editor__intro api-tokens__intro">
            Tokens for integrations, sent as <Typography.Text code>Authorization: Bearer</Typography.Text> to{' '}
            <Typography.Text code>/graphql</Typography.Text> and the <Typography.Text code>/api/admin</Typography.Text> paths. A token does
            only what its scopes allow: reading content, drafts, leads or analytics; creating and publishing content, writing back to leads,
            or managing its own webhooks (each change recorded in the audit log under the token’s name). No token can erase leads, delete
            content, or manage accounts or tokens. Every scope, with examples: the{' '}
            <IntegratorsGuideLink section="api-tokens">integrators' guide</IntegratorsGuideLink>.
          </Typography.Paragraph>
        </div>
      </header>

      <Card className="admin-card">
        <TableToolbar
          {...list.toolbar}
          actions={
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
              Create Token
            </Button>
          }
        />
        <AdminTable {...list.table} columns={columns} rowKey={(token) => token.id} />
      </Card>

      <ApiTokenCreateModal
        open={creating}
        onCancel={() => setCreating(false)}
        onCreated={(token) => {
          setCreating(false);
          setCreated(token);
        }}
      />
      <ApiTokenSecretModal created={created} onDone={() => setCreated(null)} />
    </div>
  );
}

function DateCell({ value }: { value: string }) {
  return <time dateTime={value}>{formatDateTime(value)}</time>;
}

/** Revoke asks first, says that it is immediate and final, then toasts how it went. */
function useConfirmRevoke() {
  const { modal } = App.useApp();
  const toast = useAdminToast();
  const [revoke] = useAdminRevokeApiTokenMutation();
  return (token: ApiTokenFieldsFragment) => {
    modal.confirm({
      title: 'Revoke this API token?',
      icon: <ExclamationCircleFilled />,
      content: (
        <p className="admin-confirm__text">
          &quot;{token.name}&quot; ({token.prefix}…) stops working at once: every integration using it is refused from its next request.
          This action cannot be undone.
        </p>
      ),
      okText: 'Revoke',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      focusable: { autoFocusButton: 'cancel' },
      onOk: async () => {
        try {
          // The answer updates the cached token in place: the row turns Revoked.
          const result = await revoke({ variables: { id: token.id } });
          if (result.error || !result.data) throw result.error ?? new Error('No answer');
          toast.success('API token revoked', `"${token.name}" no longer works.`);
        } catch (error) {
          toast.error('Error', messageOr(error, 'Could not revoke the API token'));
        }
      },
    });
  };
}
