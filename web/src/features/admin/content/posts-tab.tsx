// Dashboard tab 'Blog Posts' (SPEC §2): Title (star if featured), Category, Author, Published,
// Status, Views (its page views of the last 30 days, issue 32), Actions (View in a new tab, Edit, Delete). Every column sorts on the server; filters by
// status and category; selected rows are published, unpublished or deleted at once (decision 0027).
import { useMemo, useState } from 'react';
import type { ColumnsType } from 'antd/es/table';
import {
  AdminPostsDocument,
  useAdminBulkPostStatusMutation,
  useAdminCategoriesQuery,
  useAdminDeletePostMutation,
  useAdminDeletePostsMutation,
  type AdminPostRowFragment,
  type PostStatus,
} from '../../../graphql/generated';
import { formatDateTime } from '../shared/admin-format';
import { filterPosts } from '../shared/admin-search';
import { actionsColumn, featuredTitleColumn } from '../shared/admin-table';
import { useAdminList } from '../shared/use-admin-list';
import { usePermissions } from '../../../app/use-permissions';
import { EditorialTable, statusColumn, useEditorialRows } from './editorial-table';
import { POST_SORT_COLUMNS } from '../../../../../schema/validation/list-sort';
import { usePageNumbers } from '../analytics/article-numbers';

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
  const { can } = usePermissions();
  const [deletePost] = useAdminDeletePostMutation();
  const [bulkStatus] = useAdminBulkPostStatusMutation();
  const [bulkDelete] = useAdminDeletePostsMutation();
  const rows = useEditorialRows<AdminPostRowFragment>(
    'post',
    {
      setStatus: async (ids, state, after) =>
        (await bulkStatus({ variables: { ids, status: state }, ...after })).data?.bulkUpdatePostStatus,
      deleteMany: async (ids, after) => (await bulkDelete({ variables: { ids }, ...after })).data?.deletePosts,
      deleteOne: async (id, after) => !!(await deletePost({ variables: { id }, ...after })).data?.deletePost,
    },
    {
      subject: (post) => `the blog post "${post.title}"`,
      deleted: ['Blog post deleted', 'The blog post has been deleted successfully'],
      failed: 'Could not delete the blog post',
    },
  );

  const articlePath = (post: AdminPostRowFragment) => `/blog/${post.slug}`;
  const views = usePageNumbers((list.table.rows ?? []).map(articlePath));
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
    statusColumn(),
    {
      key: 'views',
      title: 'Views (30 days)',
      width: 120,
      align: 'right',
      render: (_, post) => views.get(articlePath(post))?.pageviews.toLocaleString('en') ?? '–',
    },
    actionsColumn<AdminPostRowFragment>({
      name: (post) => post.title,
      view: (post) => `/blog/${encodeURIComponent(post.slug)}`,
      edit: (post) => `/admin/blog/edit/${post.id}`,
      onDelete: can('manageContent') ? rows.remove : undefined,
    }),
  ];

  return (
    <EditorialTable
      list={list}
      rows={rows}
      status={status}
      onStatus={setStatus}
      filter={{
        label: 'Filter by category',
        all: 'All categories',
        value: category,
        onChange: setCategory,
        options: (categories.data?.categories ?? []).map((c) => ({ value: c.slug, label: c.name })),
      }}
      createTo="/admin/blog/new"
      columns={columns}
      sortColumns={POST_SORT_COLUMNS}
    />
  );
}
