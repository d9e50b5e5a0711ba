// The category editor (SPEC §2 'Admin editors', §5 'Category'): Category Name, Slug (with
// Generate), Description (optional). One form creates (/admin/categories/new) and edits
// (/admin/categories/edit/:id).
import { useParams } from 'react-router-dom';
import { Card, Form } from 'antd';
import { FormikProvider, useFormik } from 'formik';
import { categorySchema, DESCRIPTION_MAX_LENGTH } from '../../../../../schema/validation/content';
import {
  useAdminCategoryQuery,
  useAdminCreateCategoryMutation,
  useAdminUpdateCategoryMutation,
  type AdminCategoryFieldsFragment,
} from '../../../graphql/generated';
import { afterWrite, categoryQueries } from './admin-cache';
import { EditorActions, EditorPage, FieldItem, SlugInput, TextAreaField, TextField, useEditorSave } from '../shared/editor-kit';
import { autoSlug, categoryFormValues, toCategoryInput, type CategoryFormValues } from './editor-values';

const FORM = 'category';
const DASHBOARD_TAB = '/admin?tab=categories';

export function CategoryEditorPage() {
  const { id } = useParams<{ id?: string }>();
  const creating = !id;
  const { data, error, refetch } = useAdminCategoryQuery({ variables: { id: id ?? '' }, skip: creating, fetchPolicy: 'network-only' });
  return (
    <EditorPage
      thing="category"
      title={creating ? 'New Category' : 'Edit Category'}
      summary="Add or update a blog category."
      intro="Blog posts are filed under a category by its slug, which is also the address of its list: /blog/category/{slug}."
      backTo={DASHBOARD_TAB}
      creating={creating}
      item={data?.adminCategory}
      error={error}
      onRetry={() => void refetch().catch(() => undefined)}
      renderForm={(category) => <CategoryForm key={category?.id ?? 'new'} category={category} />}
    />
  );
}

function CategoryForm({ category }: { category: AdminCategoryFieldsFragment | null }) {
  const creating = !category;
  const save = useEditorSave<CategoryFormValues>({ thing: 'Category', creating, backTo: DASHBOARD_TAB });
  const [createCategory] = useAdminCreateCategoryMutation();
  const [updateCategory] = useAdminUpdateCategoryMutation();

  const formik = useFormik<CategoryFormValues>({
    initialValues: categoryFormValues(category),
    validationSchema: categorySchema,
    onSubmit: (values, helpers) => {
      const input = toCategoryInput(values);
      const options = afterWrite('category', categoryQueries(category?.id));
      return save(
        () =>
          category
            ? updateCategory({ variables: { id: category.id, ...input }, ...options })
            : createCategory({ variables: input, ...options }),
        helpers,
      );
    },
  });

  return (
    <FormikProvider value={formik}>
      <Card className="admin-card admin-editor__card admin-editor__card--narrow">
        <Form component={false} layout="vertical">
          <form onSubmit={formik.handleSubmit} noValidate aria-label={creating ? 'New category' : 'Edit category'}>
            <FieldItem form={FORM} name="name" label="Category Name" required>
              <TextField
                form={FORM}
                name="name"
                placeholder="Cost Optimization"
                onBlur={() => {
                  const slug = autoSlug(creating, formik.values.slug, formik.values.name);
                  if (slug) void formik.setFieldValue('slug', slug);
                }}
              />
            </FieldItem>
            <FieldItem
              form={FORM}
              name="slug"
              label="Slug"
              required
              extra="Lowercase letters, numbers and hyphens; used in /blog/category/{slug}."
            >
              <SlugInput form={FORM} source={formik.values.name} sourceLabel="name" />
            </FieldItem>
            <FieldItem form={FORM} name="description" label="Description (optional)">
              <TextAreaField form={FORM} name="description" placeholder="What readers find in this category" max={DESCRIPTION_MAX_LENGTH} />
            </FieldItem>
            <EditorActions creating={creating} thing="Category" submitting={formik.isSubmitting} cancelTo={DASHBOARD_TAB} />
          </form>
        </Form>
      </Card>
    </FormikProvider>
  );
}
