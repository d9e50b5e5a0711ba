// Admin → Pages (issue 31, decision 0065): every page built from blocks with its address, status,
// when it was last edited and by whom, searchable, filtered by status and sorted on the server like
// the posts' tab; View (its address, drafts under the staff preview), Edit, and Delete for Editors
// and up (the screens' own pages — home, playbook, calculator — cannot be deleted).
import { useState } from 'react';
import { Button, Card, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, EditOutlined, EyeOutlined, MenuOutlined, PlusOutlined } from '@ant-design/icons';
import { pagePath, SYSTEM_PAGE_SLUGS } from '../../../../../schema/validation/pages';
import { AdminPagesDocument, useAdminDeletePageMutation, type AdminPageRowFragment, type PostStatus } from '../../../graphql/generated';
import { ButtonLink } from '../../../app/button-link';
import { usePageMeta } from '../../../app/use-page-meta';
import { AdminPageHead } from '../shared/admin-page-head';
import { AdminTable, TableToolbar } from '../shared/admin-table';
import { formatDateTime } from '../shared/admin-format';
import { matchesSearch } from '../shared/admin-search';
import { useAdminList } from '../shared/use-admin-list';
import { useConfirmDelete } from '../shared/use-confirm-delete';
import { withSorters } from '../shared/table-sort';
import { statusColumn } from '../content/editorial-table';
import { StatusFilter, useMayPublish } from '../content/publish-actions';
import '../shared/admin.css';
import './page-editor.css';

/** The columns the server sorts pages by (pages.service.ts). */
const PAGE_SORT_COLUMNS = ['title', 'slug', 'updatedAt', 'status'];

const isSystemPage = (slug: string) => (SYSTEM_PAGE_SLUGS as readonly string[]).includes(slug);

export function PagesListPage() {
  usePageMeta('Pages | FinOps Consulting Admin', 'The pages of the site built from blocks.');
  const [status, setStatus] = useState<PostStatus | null>(null);
  const mayDelete = useMayPublish();
  const confirmDelete = useConfirmDelete();
  const [deletePage] = useAdminDeletePageMutation();
  const list = useAdminList({
    things: 'pages',
    filters: { status: status ? [status] : undefined },
    document: AdminPagesDocument,
    select: (data) => data.adminPages,
    filter: (items: readonly AdminPageRowFragment[], search: string) =>
      items.filter((page) => matchesSearch(search, [page.title, page.slug, page.updatedBy])),
  });
  const remove = (page: AdminPageRowFragment) =>
    confirmDelete({
      subject: `the page "${page.title}"`,
      warning: 'Menu entries that point to it are flagged in Navigation and hidden from visitors.',
      remove: async () =>
        !!(await deletePage({ variables: { id: page.id }, refetchQueries: [AdminPagesDocument], awaitRefetchQueries: true })).data
          ?.deletePage,
      deleted: ['Page deleted', 'The page has been deleted successfully'],
      failed: 'Could not delete the page',
    });

  const columns: ColumnsType<AdminPageRowFragment> = [
    { key: 'title', title: 'Title', dataIndex: 'title', width: 240 },
    { key: 'slug', title: 'Address', width: 200, render: (_, page) => <code>{pagePath(page.slug)}</code> },
    statusColumn(),
    {
      key: 'updatedAt',
      title: 'Last edited',
      width: 220,
      render: (_, page) => (
        <span>
          <time dateTime={page.updatedAt}>{formatDateTime(page.updatedAt)}</time>
          {page.updatedBy && <Typography.Text type="secondary"> by {page.updatedBy}</Typography.Text>}
        </span>
      ),
    },
    {
      key: 'actions',
      title: 'Actions',
      width: 230,
      render: (_, page) => (
        <Space size={4} wrap>
          <Button
            size="small"
            type="text"
            icon={<EyeOutlined aria-hidden />}
            href={pagePath(page.slug)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`View ${page.title}`}
          >
            View
          </Button>
          <ButtonLink
            size="small"
            type="text"
            icon={<EditOutlined aria-hidden />}
            to={`/admin/pages/edit/${page.id}`}
            aria-label={`Edit ${page.title}`}
          >
            Edit
          </ButtonLink>
          {mayDelete && !isSystemPage(page.slug) && (
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined aria-hidden />}
              onClick={() => remove(page)}
              aria-label={`Delete ${page.title}`}
            >
              Delete
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div className="admin-page container">
      <AdminPageHead title="Pages">
        <ButtonLink to="/admin/navigation" icon={<MenuOutlined aria-hidden />}>
          Navigation
        </ButtonLink>
      </AdminPageHead>
      <Typography.Paragraph>
        The pages of the site, each built from blocks: the home page, landing pages, About, the legal pages.
      </Typography.Paragraph>
      <Card className="admin-card">
        <TableToolbar
          {...list.toolbar}
          actions={
            <>
              <StatusFilter value={status} onChange={setStatus} />
              <ButtonLink type="primary" icon={<PlusOutlined aria-hidden />} to="/admin/pages/new">
                Create New
              </ButtonLink>
            </>
          }
        />
        <AdminTable {...list.table} columns={withSorters(columns, list.sort, PAGE_SORT_COLUMNS)} rowKey={(row) => row.id} />
      </Card>
    </div>
  );
}
