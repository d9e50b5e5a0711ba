// Dashboard tab 'Blog Posts' (SPEC §2): Title (star if featured), Category, Author, Published,
// Status, Actions (View in a new tab, Edit, Delete).
import { useMemo, useState } from 'react';
import { Button, Space, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined, StarFilled } from '@ant-design/icons';
import { ButtonLink } from '../../app/button-link';
import {
  useAdminCategoriesQuery,
  useAdminDeletePostMutation,
  useAdminPostsQuery,
  type AdminPostRowFragment,
} from '../../graphql/generated';
import { ADMIN_PAGE_SIZE, evictPublicContent, postListQueries } from './admin-cache';
import { formatDateTime } from './admin-format';
import { filterPosts } from './admin-search';
import { isScheduled } from './editor-values';
import { AdminTable, TableToolbar } from './admin-table';
import { useAdminToast } from './use-admin-toast';
import { useConfirmDelete } from './use-confirm-delete';
import { useRefreshDashboard } from './use-refresh-dashboard';

export function PostsTab() {
  const [search, setSearch] = useState('');
  const { data, loading, error, refetch } = useAdminPostsQuery({ variables: { pageSize: ADMIN_PAGE_SIZE } });
  const categories = useAdminCategoriesQuery();
  const refreshDashboard = useRefreshDashboard();
  const [deletePost] = useAdminDeletePostMutation();
  const confirmDelete = useConfirmDelete();
  const toast = useAdminToast();

  const categoryNames = useMemo(
    () => new Map((categories.data?.categories ?? []).map((category) => [category.slug, category.name])),
    [categories.data],
  );
  const rows = useMemo(() => (data ? filterPosts(data.adminPosts.items, search) : undefined), [data, search]);
  // SPEC §4 status, judged when the list arrived (as the server's own status field would be).
  const now = useMemo(() => new Date(), [data]);

  const remove = (post: AdminPostRowFragment) =>
    confirmDelete({
      subject: `the blog post "${post.title}"`,
      onDelete: async () => {
        try {
          const result = await deletePost({
            variables: { id: post.id },
            refetchQueries: postListQueries(),
            update: (cache) => evictPublicContent(cache, 'post', { __typename: 'BlogPost', id: post.id }),
          });
          if (result.error || !result.data?.deletePost) throw result.error ?? new Error('Not deleted');
          toast.success('Blog post deleted', 'The blog post has been deleted successfully');
        } catch {
          toast.error('Error', 'Could not delete the blog post');
        }
      },
    });

  const columns: ColumnsType<AdminPostRowFragment> = [
    {
      key: 'title',
      title: 'Title',
      render: (_, post) => (
        <span className="admin-table__title">
          {post.featured && (
            <Tooltip title="Featured">
              <StarFilled className="admin-star" aria-label="Featured" role="img" />
            </Tooltip>
          )}
          {post.title}
        </span>
      ),
    },
    { key: 'category', title: 'Category', width: 150, render: (_, post) => categoryNames.get(post.category) ?? post.category },
    { key: 'author', title: 'Author', dataIndex: 'author', width: 160 },
    {
      key: 'published',
      title: 'Published',
      width: 190,
      render: (_, post) => <time dateTime={post.publishedAt}>{formatDateTime(post.publishedAt)}</time>,
    },
    {
      key: 'status',
      title: 'Status',
      width: 110,
      render: (_, post) =>
        isScheduled(post.publishedAt, now) ? <Tag color="blue">Scheduled</Tag> : <Tag color="green">Published</Tag>,
    },
    {
      key: 'actions',
      title: 'Actions',
      width: 240,
      render: (_, post) => (
        <Space size={4} wrap={false}>
          <Button size="small" type="text" icon={<EyeOutlined aria-hidden />} href={`/blog/${encodeURIComponent(post.slug)}`} target="_blank" rel="noopener noreferrer" aria-label={`View ${post.title}`}>
            View
          </Button>
          <ButtonLink size="small" type="text" icon={<EditOutlined aria-hidden />} to={`/admin/blog/edit/${post.id}`} aria-label={`Edit ${post.title}`}>
            Edit
          </ButtonLink>
          <Button size="small" type="text" danger icon={<DeleteOutlined aria-hidden />} onClick={() => remove(post)} aria-label={`Delete ${post.title}`}>
            Delete
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <TableToolbar
        things="blog posts"
        search={search}
        onSearch={setSearch}
        refreshing={loading && !!data}
        onRefresh={() => {
          void refetch().catch(() => undefined);
          void categories.refetch().catch(() => undefined);
          refreshDashboard();
        }}
        actions={
          <ButtonLink type="primary" icon={<PlusOutlined aria-hidden />} to="/admin/blog/new">
            Create New
          </ButtonLink>
        }
      />
      <AdminTable
        things="blog posts"
        rows={rows}
        loading={loading}
        error={error}
        onRetry={() => void refetch().catch(() => undefined)}
        search={search}
        columns={columns}
        rowKey={(post) => post.id}
        totalCount={data?.adminPosts.totalCount}
      />
    </>
  );
}
