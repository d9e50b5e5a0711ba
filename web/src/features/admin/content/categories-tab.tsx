// Dashboard tab 'Categories' (SPEC §2): Name, Slug, Description ('-' if empty), Actions (View
// opens /blog/category/{slug} in a new tab, Edit, Delete).
import { useApolloClient } from '@apollo/client/react';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import { CATEGORY_IN_USE_MESSAGE } from '../../../../../schema/validation/content';
import { ButtonLink } from '../../../app/button-link';
import { AdminCategoriesDocument, useAdminDeleteCategoryMutation, type AdminCategoryFieldsFragment } from '../../../graphql/generated';
import { categoryListQueries, evictPublicContent } from './admin-cache';
import { filterCategories } from '../shared/admin-search';
import { actionsColumn, AdminTable, TableToolbar } from '../shared/admin-table';
import { useAdminList } from '../shared/use-admin-list';
import { useConfirmDelete } from '../shared/use-confirm-delete';
import { Permitted } from '../shared/denied-button';
import { usePermissions } from '../../../app/use-permissions';

/** '3 posts use this category.' */
function postsUsing(count: number): string {
  if (count === 0) return 'No posts use this category.';
  return count === 1 ? '1 post uses this category.' : `${count} posts use this category.`;
}

export function CategoriesTab() {
  const list = useAdminList({
    things: 'categories',
    document: AdminCategoriesDocument,
    select: (data) => ({ items: data.categories, totalCount: data.categories.length }),
    filter: filterCategories,
    paged: false,
  });
  const { can } = usePermissions();
  const [deleteCategory] = useAdminDeleteCategoryMutation();
  const confirmDelete = useConfirmDelete();
  const client = useApolloClient();

  /** The category as the server has it now: posts may have moved to or from it since the list was read. */
  const current = (category: AdminCategoryFieldsFragment) =>
    client
      .query({ query: AdminCategoriesDocument, fetchPolicy: 'network-only' })
      .then(({ data }) => data?.categories.find((item) => item.id === category.id) ?? category)
      .catch(() => category);

  // The dialog says how many posts use the category (the server's count, read again as it opens)
  // before anyone clicks Delete, and offers no Delete while any do: the server would refuse (issue 34).
  const remove = async (listed: AdminCategoryFieldsFragment) => {
    const category = await current(listed);
    confirmDelete({
      subject: `the category "${category.name}"`,
      warning: postsUsing(category.postCount),
      refused:
        category.postCount > 0
          ? {
              title: `"${category.name}" cannot be deleted yet`,
              reason: `${postsUsing(category.postCount)} It cannot be deleted until ${category.postCount === 1 ? 'that post is' : 'they are'} moved to another category.`,
            }
          : undefined,
      remove: async () => {
        const result = await deleteCategory({
          variables: { id: category.id },
          refetchQueries: categoryListQueries(),
          update: (cache) => evictPublicContent(cache, 'category', { __typename: 'Category', id: category.id }),
        });
        return !!result.data?.deleteCategory;
      },
      deleted: ['Category deleted'],
      failed: CATEGORY_IN_USE_MESSAGE,
    });
  };

  const columns: ColumnsType<AdminCategoryFieldsFragment> = [
    // The categories are one short list, read whole: they sort in the browser (decision 0027).
    {
      key: 'name',
      title: 'Name',
      dataIndex: 'name',
      sorter: (a, b) => a.name.localeCompare(b.name),
      render: (name: string) => <span className="admin-table__title">{name}</span>,
    },
    {
      key: 'slug',
      title: 'Slug',
      dataIndex: 'slug',
      sorter: (a, b) => a.slug.localeCompare(b.slug),
      render: (slug: string) => <Typography.Text code>{slug}</Typography.Text>,
    },
    {
      key: 'description',
      title: 'Description',
      sorter: (a, b) => (a.description ?? '').localeCompare(b.description ?? ''),
      render: (_, category) => (category.description?.trim() ? <span className="admin-table__wrap">{category.description}</span> : '-'),
    },
    actionsColumn<AdminCategoryFieldsFragment>({
      name: (category) => category.name,
      view: (category) => `/blog/category/${encodeURIComponent(category.slug)}`,
      edit: (category) => `/admin/categories/edit/${category.id}`,
      onDelete: can('manageContent') ? (category) => void remove(category) : undefined,
    }),
  ];

  return (
    <>
      <TableToolbar
        {...list.toolbar}
        actions={
          <Permitted permission="manageContent" icon={<PlusOutlined aria-hidden />} label="Create New">
            <ButtonLink type="primary" icon={<PlusOutlined aria-hidden />} to="/admin/categories/new">
              Create New
            </ButtonLink>
          </Permitted>
        }
      />
      <AdminTable {...list.table} columns={columns} rowKey={(category) => category.id} />
    </>
  );
}
