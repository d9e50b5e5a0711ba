// The resource editor (SPEC §2 'Admin editors', §5 'Resource'): Title, Description, Cover Image
// URL (with preview), Resource Type, Category, File URL, Featured Resource. A File URL that is not
// a document shows in red under the field and blocks the submit with the SPEC §5 toast.
import type { FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Card, Col, Form, Row } from 'antd';
import { FormikProvider, useFormik } from 'formik';
import {
  DESCRIPTION_MAX_LENGTH,
  FILE_URL_FIELD_ERROR,
  FILE_URL_TOAST,
  RESOURCE_CATEGORIES,
  RESOURCE_TYPES,
  resourceSchema,
} from '../../../../schema/validation/content';
import { usePageMeta } from '../../app/use-page-meta';
import {
  useAdminCreateResourceMutation,
  useAdminResourceQuery,
  useAdminUpdateResourceMutation,
  type AdminResourceFieldsFragment,
} from '../../graphql/generated';
import { evictPublicContent, resourceQueries } from './admin-cache';
import {
  CoverPreview,
  EditorActions,
  EditorFrame,
  EditorLoadError,
  EditorLoading,
  EditorNotFound,
  FieldItem,
  reportSaveError,
  SelectField,
  splitToast,
  SwitchField,
  TextAreaField,
  TextField,
} from './editor-kit';
import { resourceFormValues, toResourceInput, type ResourceFormValues } from './editor-values';
import { useAdminToast } from './use-admin-toast';

const FORM = 'resource';
const DASHBOARD_TAB = '/admin?tab=resources';

export function ResourceEditorPage() {
  const { id } = useParams<{ id?: string }>();
  const creating = !id;
  const title = creating ? 'New Resource' : 'Edit Resource';
  usePageMeta(`${title} | FinOps Consulting Admin`, 'Add or update a downloadable resource in the library.');
  const { data, error, refetch } = useAdminResourceQuery({ variables: { id: id ?? '' }, skip: creating, fetchPolicy: 'network-only' });

  let body;
  if (creating) body = <ResourceForm resource={null} />;
  else if (data) body = data.adminResource ? <ResourceForm key={data.adminResource.id} resource={data.adminResource} /> : <EditorNotFound thing="resource" />;
  else if (error) body = <EditorLoadError thing="resource" onRetry={() => void refetch().catch(() => undefined)} />;
  else body = <EditorLoading />;

  return (
    <EditorFrame
      title={title}
      backTo={DASHBOARD_TAB}
      intro="A downloadable document in the resources library: visitors find it by type and category, and download the file it links to."
    >
      {body}
    </EditorFrame>
  );
}

function ResourceForm({ resource }: { resource: AdminResourceFieldsFragment | null }) {
  const creating = !resource;
  const navigate = useNavigate();
  const toast = useAdminToast();
  const [createResource] = useAdminCreateResourceMutation();
  const [updateResource] = useAdminUpdateResourceMutation();

  const formik = useFormik<ResourceFormValues>({
    initialValues: resourceFormValues(resource),
    validationSchema: resourceSchema,
    onSubmit: async (values, helpers) => {
      const input = toResourceInput(values);
      const options = {
        refetchQueries: resourceQueries(resource?.id),
        awaitRefetchQueries: true,
        update: (cache: Parameters<typeof evictPublicContent>[0]) => evictPublicContent(cache, 'resource'),
      };
      try {
        const result = resource
          ? await updateResource({ variables: { id: resource.id, ...input }, ...options })
          : await createResource({ variables: input, ...options });
        if (result.error || !result.data) throw result.error ?? new Error('No answer');
        toast.success(creating ? 'Resource created' : 'Resource updated');
        navigate(DASHBOARD_TAB);
      } catch (error) {
        reportSaveError(error, creating ? 'Could not create resource' : 'Could not update resource', toast, helpers);
      }
    },
  });

  // SPEC §5: a File URL without a document extension blocks the submit with a toast, on top of
  // the red field (formik itself refuses to submit while any rule fails).
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = await formik.validateForm();
    if (errors.fileUrl === FILE_URL_FIELD_ERROR) {
      const [title, description] = splitToast(FILE_URL_TOAST);
      toast.error(title, description);
    }
    await formik.submitForm();
  };

  return (
    <FormikProvider value={formik}>
      <Card className="admin-card admin-editor__card">
        <Form component={false} layout="vertical">
          <form onSubmit={(event) => void submit(event)} noValidate aria-label={creating ? 'New resource' : 'Edit resource'}>
            <FieldItem form={FORM} name="title" label="Title" required>
              <TextField form={FORM} name="title" placeholder="The FinOps Maturity Guide" />
            </FieldItem>
            <FieldItem form={FORM} name="description" label="Description" required>
              <TextAreaField form={FORM} name="description" rows={4} max={DESCRIPTION_MAX_LENGTH} placeholder="What the reader learns from this resource" />
            </FieldItem>
            <Row gutter={24}>
              <Col xs={24} md={12}>
                <FieldItem form={FORM} name="type" label="Resource Type" required>
                  <SelectField form={FORM} name="type" options={RESOURCE_TYPES} />
                </FieldItem>
              </Col>
              <Col xs={24} md={12}>
                <FieldItem form={FORM} name="category" label="Category" required>
                  <SelectField form={FORM} name="category" options={RESOURCE_CATEGORIES} />
                </FieldItem>
              </Col>
            </Row>
            <FieldItem
              form={FORM}
              name="fileUrl"
              label="File URL"
              required
              extra="A link to the document: .pdf, .doc, .docx, .ppt, .pptx, .xlsx or .zip."
            >
              <TextField form={FORM} name="fileUrl" placeholder="https://example.com/files/guide.pdf" type="url" />
            </FieldItem>
            <FieldItem form={FORM} name="coverImage" label="Cover Image URL" required>
              <TextField form={FORM} name="coverImage" placeholder="https://example.com/images/cover.jpg" type="url" />
            </FieldItem>
            <CoverPreview url={formik.values.coverImage} alt={formik.values.title} />
            <SwitchField form={FORM} name="featured" label="Featured Resource" extra="Featured resources carry a 'Featured' badge in the library." />
            <EditorActions creating={creating} thing="Resource" submitting={formik.isSubmitting} cancelTo={DASHBOARD_TAB} />
          </form>
        </Form>
      </Card>
    </FormikProvider>
  );
}
