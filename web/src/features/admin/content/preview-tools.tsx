// The editors' preview tools (issue 12, decision 0031): "Preview" opens the post or page at its public
// address in a new tab (staff see any status there, under a Preview banner); "Share preview" makes
// links for reviewers without an account (7 days, revocable), lists the active ones and revokes them.
// Posts and pages (decision 0073) share the drawer; only the GraphQL fields differ.
import { useState } from 'react';
import { Alert, Button, Drawer, Input, Popconfirm, Space, Typography } from 'antd';
import { AdminList, AdminListMeta } from '../shared/admin-list';
import { EyeOutlined, ShareAltOutlined } from '@ant-design/icons';
import {
  useCreatePagePreviewLinkMutation,
  useCreatePostPreviewLinkMutation,
  usePagePreviewLinksQuery,
  usePostPreviewLinksQuery,
  useRevokePagePreviewLinkMutation,
  useRevokePostPreviewLinkMutation,
} from '../../../graphql/generated';
import { useAdminToast } from '../../../app/use-admin-toast';
import { formatDateTime } from '../shared/admin-format';
import { messageOr } from '../shared/admin-errors';

interface PreviewToolsProps {
  /** The item's public address as stored (the form's slug may not be saved yet). */
  href: string;
  /** The saved item that gets shareable preview links: a post or a page. */
  share?: Shared;
}

interface Shared {
  kind: 'post' | 'page';
  id: string;
}

export function PreviewTools({ href, share }: PreviewToolsProps) {
  return (
    <>
      <Button icon={<EyeOutlined />} href={href} target="_blank" rel="noopener">
        Preview
      </Button>
      {share && <SharePreview share={share} />}
    </>
  );
}

interface LinkRow {
  id: string;
  createdBy?: string | null;
  createdAt: string;
  expiresAt: string;
}

/** The links of a post or of a page: the same list, create and revoke over the kind's own fields. */
function useShareLinks({ kind, id }: Shared, open: boolean) {
  const posts = usePostPreviewLinksQuery({ variables: { postId: id }, skip: !open || kind !== 'post', fetchPolicy: 'network-only' });
  const pages = usePagePreviewLinksQuery({ variables: { pageId: id }, skip: !open || kind !== 'page', fetchPolicy: 'network-only' });
  const [createPost, creatingPost] = useCreatePostPreviewLinkMutation();
  const [createPage, creatingPage] = useCreatePagePreviewLinkMutation();
  const [revokePost] = useRevokePostPreviewLinkMutation();
  const [revokePage] = useRevokePagePreviewLinkMutation();
  const list = kind === 'post' ? posts : pages;
  const rows: LinkRow[] = (kind === 'post' ? posts.data?.postPreviewLinks : pages.data?.pagePreviewLinks) ?? [];
  return {
    rows,
    loading: list.loading,
    error: list.error,
    refetch: () => void list.refetch(),
    creating: kind === 'post' ? creatingPost.loading : creatingPage.loading,
    /** The new link's address, shown once. */
    async create(): Promise<string> {
      if (kind === 'post') {
        const result = await createPost({ variables: { postId: id } });
        if (result.error || !result.data) throw result.error ?? new Error('No answer');
        return result.data.createPostPreviewLink.url;
      }
      const result = await createPage({ variables: { pageId: id } });
      if (result.error || !result.data) throw result.error ?? new Error('No answer');
      return result.data.createPagePreviewLink.url;
    },
    async revoke(linkId: string): Promise<void> {
      const result = kind === 'post' ? await revokePost({ variables: { id: linkId } }) : await revokePage({ variables: { id: linkId } });
      if (result.error) throw result.error;
    },
  };
}

function SharePreview({ share }: { share: Shared }) {
  const [open, setOpen] = useState(false);
  const [made, setMade] = useState<string | null>(null);
  const toast = useAdminToast();
  const links = useShareLinks(share, open);

  const onCreate = async () => {
    try {
      setMade(await links.create());
      links.refetch();
    } catch (error) {
      toast.error('Error', messageOr(error, 'Could not create the preview link'));
    }
  };
  const onRevoke = async (id: string) => {
    try {
      await links.revoke(id);
      toast.success('Preview link revoked');
      links.refetch();
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
          {share.kind === 'post'
            ? 'A preview link lets someone without an account read this post as it is saved now, for 7 days or until you revoke it.'
            : 'A preview link lets someone without an account see this page as you have it now (with your autosaved changes), for 7 days or until you revoke it.'}
        </Typography.Paragraph>
        <Button type="primary" loading={links.creating} onClick={() => void onCreate()}>
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
        {links.error && <Alert type="error" showIcon title={messageOr(links.error, 'Could not load the preview links')} />}
        <AdminList
          loading={links.loading}
          items={links.rows}
          itemKey={(item) => item.id}
          empty="No active preview links."
          actions={(item) => (
            <Popconfirm title="Revoke this preview link?" okText="Revoke" onConfirm={() => onRevoke(item.id)}>
              <Button type="link" danger>
                Revoke
              </Button>
            </Popconfirm>
          )}
          renderItem={(item) => (
            <AdminListMeta
              title={`Made ${formatDateTime(item.createdAt)}${item.createdBy ? ` by ${item.createdBy}` : ''}`}
              description={`Expires ${formatDateTime(item.expiresAt)}`}
            />
          )}
        />
      </Drawer>
    </>
  );
}
