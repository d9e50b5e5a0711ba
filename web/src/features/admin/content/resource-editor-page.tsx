// The resource editor (SPEC §2 'Admin editors', §5 'Resource'): Title, Description, Cover Image
// URL (with preview), Resource Type, Category, File URL, Featured Resource. A File URL that is not
// a document shows in red under the field and blocks the submit with the SPEC §5 toast.
// "Save draft" and Ctrl/Cmd+S keep the editor open (issue 34).
import { useRef, type FormEvent } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { EditorialState } from '../../../../../schema/validation/editorial';
import { useParams } from 'react-router-dom';
import { Card, Col, Form, Row } from 'antd';
import { FormikProvider, useFormik, type FormikProps } from 'formik';
import {
  DESCRIPTION_MAX_LENGTH,
  FILE_URL_FIELD_ERROR,
  FILE_URL_TOAST,
  RESOURCE_CATEGORIES,
  RESOURCE_TYPES,
  resourceSchema,
} from '../../../../../schema/validation/content';
import {
  AdminResourceDocument,
  useAdminCreateResourceMutation,
  useAdminResourceQuery,
  useAdminUpdateResourceMutation,
  type AdminResourceFieldsFragment,
} from '../../../graphql/generated';
import { afterWrite, resourceQueries } from './admin-cache';
import {
  CoverPreview,
  EditorPage,
  FieldItem,
  SelectField,
  splitToast,
  SwitchField,
  TextAreaField,
  TextField,
  useEditorSave,
} from '../shared/editor-kit';
import { isScheduled, resourceFormValues, toResourceInput, type ResourceFormValues } from './editor-values';
import { useAdminToast, type AdminToast } from '../../../app/use-admin-toast';
import { useDraftSaveShortcut } from '../shared/use-save-shortcut';
import { MediaFieldButtons } from '../media/media-field';
import { PublishActions } from './publish-actions';
import { useVersionConflict, type ConflictField, type VersionConflict } from './version-conflict';
import { useSessionRecovery, type SessionRecovery } from './session-dialog';

const FORM = 'resource';
const DASHBOARD_TAB = '/admin?tab=resources';

export function ResourceEditorPage() {
  const { id } = useParams<{ id?: string }>();
  const creating = !id;
  const { data, error, refetch } = useAdminResourceQuery({ variables: { id: id ?? '' }, skip: creating, fetchPolicy: 'network-only' });
  return (
    <EditorPage
      thing="resource"
      title={creating ? 'New Resource' : 'Edit Resource'}
      summary="Add or update a downloadable resource in the library."
      intro="A downloadable document in the resources library: visitors find it by type and category, and download the file it links to."
      backTo={DASHBOARD_TAB}
      creating={creating}
      item={data?.adminResource}
      error={error}
      onRetry={() => void refetch().catch(() => undefined)}
      renderForm={(resource) => <ResourceForm key={resource?.id ?? 'new'} resource={resource} />}
    />
  );
}

function ResourceForm({ resource }: { resource: AdminResourceFieldsFragment | null }) {
  const creating = !resource;
  const toast = useAdminToast();
  const client = useApolloClient();
  // The state the clicked button asks for (publish-actions.tsx); null keeps the stored one.
  const intent = useRef<EditorialState | null>(null);
  const conflict: VersionConflict = useVersionConflict<AdminResourceFieldsFragment>(resource?.version ?? null, {
    load: async () =>
      resource
        ? ((await client.query({ query: AdminResourceDocument, variables: { id: resource.id }, fetchPolicy: 'network-only' })).data
            ?.adminResource ?? null)
        : null,
    compare: (stored): ConflictField[] => [
      { label: 'Title', stored: stored.title, mine: formik.values.title },
      { label: 'Description', stored: stored.description, mine: formik.values.description },
      { label: 'File URL', stored: stored.fileUrl, mine: formik.values.fileUrl },
    ],
    keep: (stored): void => formik.resetForm({ values: resourceFormValues(stored) }),
    resubmit: (): void => void formik.submitForm(),
  });
  const session: SessionRecovery = useSessionRecovery();
  const save = useEditorSave<ResourceFormValues>({
    thing: 'Resource',
    creating,
    backTo: DASHBOARD_TAB,
    stay: { when: () => intent.current === null, editPath: (id) => `/admin/resources/edit/${id}`, version: conflict.version },
    onConflict: conflict.onConflict,
    onUnauthenticated: (): void => session.expired(() => void formik.submitForm()),
  });
  const [createResource] = useAdminCreateResourceMutation();
  const [updateResource] = useAdminUpdateResourceMutation();

  const formik = useFormik<ResourceFormValues>({
    initialValues: resourceFormValues(resource),
    validationSchema: resourceSchema,
    onSubmit: (values, helpers) => {
      const input = { ...toResourceInput(values), status: intent.current, expectedVersion: conflict.version.current };
      const options = afterWrite('resource', resourceQueries(resource?.id));
      return save(
        () =>
          resource
            ? updateResource({ variables: { id: resource.id, input }, ...options })
            : createResource({ variables: { input }, ...options }),
        helpers,
        values,
      );
    },
  });

  const submit = (event?: FormEvent<HTMLFormElement>) => submitResource(formik, toast, event);
  useDraftSaveShortcut(formik, intent, () => submit());

  return (
    <FormikProvider value={formik}>
      <Card className="admin-card admin-editor__card">
        <Form component={false} layout="vertical">
          <form onSubmit={(event) => void submit(event)} noValidate aria-label={creating ? 'New resource' : 'Edit resource'}>
            <FieldItem form={FORM} name="title" label="Title" required>
              <TextField form={FORM} name="title" placeholder="The FinOps Maturity Guide" />
            </FieldItem>
            <FieldItem form={FORM} name="description" label="Description" required>
              <TextAreaField
                form={FORM}
                name="description"
                rows={4}
                max={DESCRIPTION_MAX_LENGTH}
                placeholder="What the reader learns from this resource"
              />
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
              <MediaFieldButtons onPick={(item) => void formik.setFieldValue('fileUrl', item.url)} />
            </FieldItem>
            <FieldItem form={FORM} name="coverImage" label="Cover Image URL" required>
              <TextField form={FORM} name="coverImage" placeholder="https://example.com/images/cover.jpg" type="url" />
              <MediaFieldButtons imagesOnly onPick={(item) => void formik.setFieldValue('coverImage', item.url)} />
            </FieldItem>
            <CoverPreview url={formik.values.coverImage} alt={formik.values.title} />
            <SwitchField
              form={FORM}
              name="featured"
              label="Featured Resource"
              extra="Featured resources carry a 'Featured' badge in the library."
            />
            <PublishActions
              status={resource?.status ?? null}
              scheduled={!!resource && isScheduled(resource.publishedAt)}
              thing="Resource"
              submitting={formik.isSubmitting}
              cancelTo={DASHBOARD_TAB}
              onIntent={(next) => (intent.current = next)}
            />
          </form>
        </Form>
      </Card>
      {conflict.dialog}
      {session.dialog}
    </FormikProvider>
  );
}

/**
 * SPEC §5: a File URL without a document extension blocks the submit with a toast, on top of the
 * red field (formik itself refuses to submit while any rule fails).
 */
async function submitResource(formik: FormikProps<ResourceFormValues>, toast: AdminToast, event?: FormEvent<HTMLFormElement>) {
  event?.preventDefault();
  const errors = await formik.validateForm();
  if (errors.fileUrl === FILE_URL_FIELD_ERROR) {
    const [title, description] = splitToast(FILE_URL_TOAST);
    toast.error(title, description);
  }
  await formik.submitForm();
}
