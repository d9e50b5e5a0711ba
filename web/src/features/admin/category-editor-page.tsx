// The category editor (SPEC §2 'Admin editors', §5 'Category'): Category Name, Slug (with
// Generate), Description (optional). One form creates (/admin/categories/new) and edits
// (/admin/categories/edit/:id).
import { useNavigate, useParams } from 'react-router-dom';
import { Card, Form } from 'antd';
import { FormikProvider, useFormik } from 'formik';
import { categorySchema, DESCRIPTION_MAX_LENGTH } from '../../../../schema/validation/content';
import { usePageMeta } from '../../app/use-page-meta';
import {
  useAdminCategoryQuery,
  useAdminCreateCategoryMutation,
  useAdminUpdateCategoryMutation,
  type AdminCategoryFieldsFragment,
} from '../../graphql/generated';
import { categoryQueries, evictPublicContent } from './admin-cache';
import {
  EditorActions,
  EditorFrame,
  EditorLoadError,
  EditorLoading,
  EditorNotFound,
  FieldItem,
  reportSaveError,
  SlugInput,
  TextAreaField,
  TextField,
} from './editor-kit';
import { autoSlug, categoryFormValues, toCategoryInput, type CategoryFormValues } from './editor-values';
import { useAdminToast } from './use-admin-toast';

const FORM = 'category';
const DASHBOARD_TAB = '/admin?tab=categories';

export function CategoryEditorPage() {
  const { id } = useParams<{ id?: string }>();
  const creating = !id;
  const title = creating ? 'New Category' : 'Edit Category';
  usePageMeta(`${title} | FinOps Consulting Admin`, 'Add or update a blog category.');
  const { data, error, refetch } = useAdminCategoryQuery({ variables: { id: id ?? '' }, skip: creating, fetchPolicy: 'network-only' });

  let body;
  if (creating) body = <CategoryForm category={null} />;
  else if (data) body = data.adminCategory ? <CategoryForm key={data.adminCategory.id} category={data.adminCategory} /> : <EditorNotFound thing="category" />;
  else if (error) body = <EditorLoadError thing="category" onRetry={() => void refetch().catch(() => undefined)} />;
  else body = <EditorLoading />;

  return (
    <EditorFrame
      title={title}
      backTo={DASHBOARD_TAB}
      intro="Blog posts are filed under a category by its slug, which is also the address of its list: /blog/category/{slug}."
    >
      {body}
    </EditorFrame>
  );
}

function CategoryForm({ category }: { category: AdminCategoryFieldsFragment | null }) {
  const creating = !category;
  const navigate = useNavigate();
  const toast = useAdminToast();
  const [createCategory] = useAdminCreateCategoryMutation();
  const [updateCategory] = useAdminUpdateCategoryMutation();

  const formik = useFormik<CategoryFormValues>({
    initialValues: categoryFormValues(category),
    validationSchema: categorySchema,
    onSubmit: async (values, helpers) => {
      const input = toCategoryInput(values);
      const options = {
        refetchQueries: categoryQueries(category?.id),
        awaitRefetchQueries: true,
        update: (cache: Parameters<typeof evictPublicContent>[0]) => evictPublicContent(cache, 'category'),
      };
      try {
        const result = category
          ? await updateCategory({ variables: { id: category.id, ...input }, ...options })
          : await createCategory({ variables: input, ...options });
        if (result.error || !result.data) throw result.error ?? new Error('No answer');
        toast.success(creating ? 'Category created' : 'Category updated');
        navigate(DASHBOARD_TAB);
      } catch (error) {
        reportSaveError(error, creating ? 'Could not create category' : 'Could not update category', toast, helpers);
      }
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
            <FieldItem form={FORM} name="slug" label="Slug" required extra="Lowercase letters, numbers and hyphens; used in /blog/category/{slug}.">
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
