// Dashboard tab 'Categories' (SPEC §2): Name, Slug, Description ('-' if empty), Actions (View
// opens /blog/category/{slug} in a new tab, Edit, Delete).
import { useMemo, useState } from 'react';
import { Button, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../app/button-link';
import { useAdminCategoriesQuery, useAdminDeleteCategoryMutation, type AdminCategoryFieldsFragment } from '../../graphql/generated';
import { categoryListQueries, evictPublicContent } from './admin-cache';
import { filterCategories } from './admin-search';
import { AdminTable, TableToolbar } from './admin-table';
import { useAdminToast } from './use-admin-toast';
import { useConfirmDelete } from './use-confirm-delete';

export function CategoriesTab() {
  const [search, setSearch] = useState('');
  const { data, loading, error, refetch } = useAdminCategoriesQuery();
  const [deleteCategory] = useAdminDeleteCategoryMutation();
  const confirmDelete = useConfirmDelete();
  const toast = useAdminToast();
  const rows = useMemo(() => (data ? filterCategories(data.categories, search) : undefined), [data, search]);

  const remove = (category: AdminCategoryFieldsFragment) =>
    confirmDelete({
      subject: `the category "${category.name}"`,
      warning: 'This may impact blog posts using this category.',
      onDelete: async () => {
        try {
          const result = await deleteCategory({
            variables: { id: category.id },
            refetchQueries: categoryListQueries(),
            update: (cache) => evictPublicContent(cache, 'category', { __typename: 'Category', id: category.id }),
          });
          if (result.error || !result.data?.deleteCategory) throw result.error ?? new Error('Not deleted');
          toast.success('Category deleted');
        } catch {
          toast.error('Error', "Could not delete the category. Make sure it's not in use by any blog posts.");
        }
      },
    });

  const columns: ColumnsType<AdminCategoryFieldsFragment> = [
    { key: 'name', title: 'Name', dataIndex: 'name', render: (name: string) => <span className="admin-table__title">{name}</span> },
    { key: 'slug', title: 'Slug', dataIndex: 'slug', render: (slug: string) => <Typography.Text code>{slug}</Typography.Text> },
    {
      key: 'description',
      title: 'Description',
      render: (_, category) => (category.description?.trim() ? <span className="admin-table__wrap">{category.description}</span> : '-'),
    },
    {
      key: 'actions',
      title: 'Actions',
      width: 260,
      render: (_, category) => (
        <Space size={4} wrap={false}>
          <Button size="small" type="text" icon={<EyeOutlined aria-hidden />} href={`/blog/category/${encodeURIComponent(category.slug)}`} target="_blank" rel="noopener noreferrer" aria-label={`View ${category.name}`}>
            View
          </Button>
          <ButtonLink size="small" type="text" icon={<EditOutlined aria-hidden />} to={`/admin/categories/edit/${category.id}`} aria-label={`Edit ${category.name}`}>
            Edit
          </ButtonLink>
          <Button size="small" type="text" danger icon={<DeleteOutlined aria-hidden />} onClick={() => remove(category)} aria-label={`Delete ${category.name}`}>
            Delete
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <TableToolbar
        things="categories"
        search={search}
        onSearch={setSearch}
        refreshing={loading && !!data}
        onRefresh={() => void refetch().catch(() => undefined)}
        actions={
          <ButtonLink type="primary" icon={<PlusOutlined aria-hidden />} to="/admin/categories/new">
            Create New
          </ButtonLink>
        }
      />
      <AdminTable
        things="categories"
        rows={rows}
        loading={loading}
        error={error}
        onRetry={() => void refetch().catch(() => undefined)}
        search={search}
        columns={columns}
        rowKey={(category) => category.id}
      />
    </>
  );
}
