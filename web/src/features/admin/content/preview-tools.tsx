// The editor's preview tools (issue 12, decision 0031): "Preview" opens the post at its public
// address in a new tab (staff see any status there, under a Preview banner); "Share preview" makes
// links for reviewers without an account (7 days, revocable), lists the active ones and revokes them.
import { useState } from 'react';
import { Alert, Button, Drawer, Input, List, Popconfirm, Space, Typography } from 'antd';
import { EyeOutlined, ShareAltOutlined } from '@ant-design/icons';
import { useCreatePostPreviewLinkMutation, usePostPreviewLinksQuery, useRevokePostPreviewLinkMutation } from '../../../graphql/generated';
import { useAdminToast } from '../../../app/use-admin-toast';
import { formatDateTime } from '../shared/admin-format';
import { messageOr } from '../shared/admin-errors';

interface PreviewToolsProps {
  postId: string;
  /** The stored slug (the form's may not be saved yet). */
  slug: string;
}

export function PreviewTools({ postId, slug }: PreviewToolsProps) {
  return (
    <>
      <Button icon={<EyeOutlined />} href={`/blog/${encodeURIComponent(slug)}`} target="_blank" rel="noopener">
        Preview
      </Button>
      <SharePreview postId={postId} />
    </>
  );
}

function SharePreview({ postId }: { postId: string }) {
  const [open, setOpen] = useState(false);
  const [made, setMade] = useState<string | null>(null);
  const toast = useAdminToast();
  const list = usePostPreviewLinksQuery({ variables: { postId }, skip: !open, fetchPolicy: 'network-only' });
  const [create, creating] = useCreatePostPreviewLinkMutation();
  const [revoke] = useRevokePostPreviewLinkMutation();

  const onCreate = async () => {
    try {
      const result = await create({ variables: { postId } });
      if (result.error || !result.data) throw result.error ?? new Error('No answer');
      setMade(result.data.createPostPreviewLink.url);
      void list.refetch();
    } catch (error) {
      toast.error('Error', messageOr(error, 'Could not create the preview link'));
    }
  };
  const onRevoke = async (id: string) => {
    try {
      const result = await revoke({ variables: { id } });
      if (result.error) throw result.error;
      toast.success('Preview link revoked');
      void list.refetch();
    } catch (error) {
      toast.error('Error', messageOr(error, 'Could not revoke the preview link'));
    }
  };

  return (
    <>
      <Button icon={<ShareAltOutlined />} onClick={() => setOpen(true)}>
        Share preview
      </Button>
      <Drawer title="Share preview" open={open} onClose={() => setOpen(false)} destroyOnHidden>
        <Typography.Paragraph>
          A preview link lets someone without an account read this post as it is saved now, for 7 days or until you revoke it.
        </Typography.Paragraph>
        <Button type="primary" loading={creating.loading} onClick={() => void onCreate()}>
          Create preview link
        </Button>
        {made && (
          <section aria-label="New preview link" className="admin-preview-link">
            <Typography.Paragraph strong>Copy this link now: it is shown only once.</Typography.Paragraph>
            <Space.Compact style={{ width: '100%' }}>
              <Input readOnly value={made} aria-label="Preview link" onFocus={(event) => event.target.select()} />
              <Button onClick={() => void navigator.clipboard?.writeText(made).then(() => toast.success('Link copied'))}>Copy</Button>
            </Space.Compact>
          </section>
        )}
        <Typography.Title level={5}>Active links</Typography.Title>
        {list.error && <Alert type="error" showIcon title={messageOr(list.error, 'Could not load the preview links')} />}
        <List
          loading={list.loading}
          dataSource={list.data?.postPreviewLinks ?? []}
          locale={{ emptyText: 'No active preview links.' }}
          renderItem={(item) => (
            <List.Item
              actions={[
                <Popconfirm key="revoke" title="Revoke this preview link?" okText="Revoke" onConfirm={() => onRevoke(item.id)}>
                  <Button type="link" danger>
                    Revoke
                  </Button>
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                title={`Made ${formatDateTime(item.createdAt)}${item.createdBy ? ` by ${item.createdBy}` : ''}`}
                description={`Expires ${formatDateTime(item.expiresAt)}`}
              />
            </List.Item>
          )}
        />
      </Drawer>
    </>
  );
}
