// Dashboard tab 'Blog Posts' (SPEC §2): Title (star if featured), Category, Author, Published,
// Status, Actions (View in a new tab, Edit, Delete). Every column sorts on the server; filters by
// status and category; selected rows are published, unpublished or deleted at once (decision 0027).
import { useMemo, useState } from 'react';
import { Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../../app/button-link';
import {
  AdminPostsDocument,
  useAdminBulkPostStatusMutation,
  useAdminCategoriesQuery,
  useAdminDeletePostMutation,
  useAdminDeletePostsMutation,
  type AdminPostRowFragment,
  type PostStatus,
} from '../../../graphql/generated';
import { evictPublicContent, postListQueries } from './admin-cache';
import { formatDateTime } from '../shared/admin-format';
import { filterPosts } from '../shared/admin-search';
import { StatusFilter, StatusTag } from './publish-actions';
import { actionsColumn, AdminTable, featuredTitleColumn, TableToolbar } from '../shared/admin-table';
import { useAdminList } from '../shared/use-admin-list';
import { useConfirmDelete } from '../shared/use-confirm-delete';
import { BulkActions, useRowSelection } from '../shared/bulk-actions';
import type { BulkAction } from '../shared/bulk-summary';
import { withSorters } from '../shared/table-sort';
import { POST_SORT_COLUMNS } from '../../../../../schema/validation/list-sort';

export function PostsTab() {
  const categories = useAdminCategoriesQuery();
  const categoryNames = useMemo(
    () => new Map((categories.data?.categories ?? []).map((category) => [category.slug, category.name])),
    [categories.data],
  );
  const [status, setStatus] = useState<PostStatus | null>(null);
  const [category, setCategory] = useState<string | null>(null);
  const list = useAdminList({
    things: 'blog posts',
    filters: { status: status ? [status] : undefined, category: category ?? undefined },
    document: AdminPostsDocument,
    select: (data) => data.adminPosts,
    // The category matches as shown ('Case Studies') as well as by slug (SPEC §2).
    filter: (items: readonly AdminPostRowFragment[], search: string) => filterPosts(items, search, (slug) => categoryNames.get(slug)),
    onRefresh: () => void categories.refetch().catch(() => undefined),
  });
  const [deletePost] = useAdminDeletePostMutation();
  const confirmDelete = useConfirmDelete();
  const selection = useRowSelection<AdminPostRowFragment>();
  const [bulkStatus] = useAdminBulkPostStatusMutation();
  const [bulkDelete] = useAdminDeletePostsMutation();
  const afterBulk = {
    refetchQueries: postListQueries(),
    update: (cache: Parameters<typeof evictPublicContent>[0]) => evictPublicContent(cache, 'post'),
  };
  const runBulk = async (action: BulkAction, ids: string[]) => {
    if (action === 'delete') return (await bulkDelete({ variables: { ids }, ...afterBulk })).data?.deletePosts;
    const state = action === 'publish' ? 'PUBLISHED' : 'DRAFT';
    return (await bulkStatus({ variables: { ids, status: state }, ...afterBulk })).data?.bulkUpdatePostStatus;
  };

  const remove = (post: AdminPostRowFragment) =>
    confirmDelete({
      subject: `the blog post "${post.title}"`,
      remove: async () => {
        const result = await deletePost({
          variables: { id: post.id },
          refetchQueries: postListQueries(),
          update: (cache) => evictPublicContent(cache, 'post', { __typename: 'BlogPost', id: post.id }),
        });
        return !!result.data?.deletePost;
      },
      deleted: ['Blog post deleted', 'The blog post has been deleted successfully'],
      failed: 'Could not delete the blog post',
    });

  const columns: ColumnsType<AdminPostRowFragment> = [
    featuredTitleColumn(),
    { key: 'category', title: 'Category', width: 150, render: (_, post) => categoryNames.get(post.category) ?? post.category },
    { key: 'author', title: 'Author', dataIndex: 'author', width: 160 },
    {
      key: 'publishedAt',
      title: 'Published',
      width: 190,
      render: (_, post) => <time dateTime={post.publishedAt}>{formatDateTime(post.publishedAt)}</time>,
    },
    {
      key: 'status',
      title: 'Status',
      width: 110,
      // The server's status (decision 0021): Draft, In review, Scheduled (SPEC §4) or Published.
      render: (_, post) => <StatusTag status={post.status} />,
    },
    actionsColumn<AdminPostRowFragment>({
      name: (post) => post.title,
      view: (post) => `/blog/${encodeURIComponent(post.slug)}`,
      edit: (post) => `/admin/blog/edit/${post.id}`,
      onDelete: remove,
    }),
  ];

  return (
    <>
      <TableToolbar
        {...list.toolbar}
        actions={
          <>
            <StatusFilter value={status} onChange={setStatus} />
            <Select<string>
              aria-label="Filter by category"
              className="admin-toolbar__status"
              value={category ?? ''}
              onChange={(next) => setCategory(next || null)}
              options={[
                { value: '', label: 'All categories' },
                ...(categories.data?.categories ?? []).map((c) => ({ value: c.slug, label: c.name })),
              ]}
              popupMatchSelectWidth={false}
            />
            <ButtonLink type="primary" icon={<PlusOutlined aria-hidden />} to="/admin/blog/new">
              Create New
            </ButtonLink>
          </>
        }
      />
      <BulkActions selected={selection.selected} things="blog posts" run={runBulk} onDone={selection.clear} />
      <AdminTable
        {...list.table}
        columns={withSorters(columns, list.sort, POST_SORT_COLUMNS)}
        rowKey={(post) => post.id}
        rowSelection={selection.rowSelection}
      />
    </>
  );
}
