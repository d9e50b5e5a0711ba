// 'Create API token' (issue 6): a name, one or more scopes (leads:write the only write) and an optional expiry,
// checked by the shared rules (schema/validation/api-tokens.ts) before anything is sent. On
// success the new token and its secret go to the caller, which shows the secret once.
import { useMemo } from 'react';
import { Alert, Button, Checkbox, Form, Modal, Select, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { FormikProvider, useFormik, useFormikContext, type FormikErrors } from 'formik';
import { API_TOKEN_SCOPES, apiTokenSchema, type ApiTokenScope } from '../../../../../schema/validation/api-tokens';
import { AdminApiTokensDocument, useAdminCreateApiTokenMutation, type AdminCreateApiTokenMutation } from '../../../graphql/generated';
import { fieldErrorsOf, messageOr } from '../shared/admin-errors';
import { useReauthentication } from '../shared/use-reauthentication';
import { expiryOptions, initialApiTokenValues, toApiTokenInput, type ApiTokenFormValues } from './api-token-values';
import { fieldAria, FieldItem, fieldId, TextField, useFieldError } from '../shared/editor-kit';
import { useAdminToast } from '../../../app/use-admin-toast';

const FORM = 'api-token';

export type CreatedApiToken = AdminCreateApiTokenMutation['createApiToken'];

interface Props {
  open: boolean;
  onCancel: () => void;
  onCreated: (created: CreatedApiToken) => void;
}

export function ApiTokenCreateModal({ open, onCancel, onCreated }: Props) {
  return (
    <Modal open={open} title="Create API token" onCancel={onCancel} footer={null} destroyOnHidden mask={{ closable: false }} width={600}>
      {/* Mounted while open only: every opening starts from an empty form. */}
      {open && <CreateForm onCancel={onCancel} onCreated={onCreated} />}
    </Modal>
  );
}

function CreateForm({ onCancel, onCreated }: Omit<Props, 'open'>) {
  const toast = useAdminToast();
  const [createToken] = useAdminCreateApiTokenMutation();
  // A token outlives every session: the server wants the password proved within minutes (decision 0056).
  const { withReauthentication, dialog } = useReauthentication();
  // The expiry dates count from when the dialog opened.
  const expiries = useMemo(() => expiryOptions(), []);
  const formik = useFormik<ApiTokenFormValues>({
    initialValues: initialApiTokenValues(),
    validationSchema: apiTokenSchema,
    onSubmit: async (values, helpers) => {
      try {
        const created = await withReauthentication(async () => {
          const result = await createToken({ variables: { input: toApiTokenInput(values) }, refetchQueries: [AdminApiTokensDocument] });
          if (result.error || !result.data) throw result.error ?? new Error('No answer');
          return result.data.createApiToken;
        });
        onCreated(created);
      } catch (error) {
        toast.error('Error', messageOr(error, 'Could not create API token'));
        const fields = fieldErrorsOf(error);
        if (Object.keys(fields).length > 0) helpers.setErrors(fields as FormikErrors<ApiTokenFormValues>);
      }
    },
  });

  return (
    <FormikProvider value={formik}>
      <Form component={false} layout="vertical">
        <form onSubmit={formik.handleSubmit} noValidate aria-label="Create API token">
          <Typography.Paragraph type="secondary">
            A token lets an integration read through the API; it can never change anything. Give each integration its own token, so that one
            can be revoked without the others.
          </Typography.Paragraph>
          <FieldItem form={FORM} name="name" label="Name" required extra="What uses it, e.g. CRM sync or Data warehouse.">
            <TextField form={FORM} name="name" placeholder="CRM sync" />
          </FieldItem>
          <FieldItem form={FORM} name="scopes" label="Scopes" required>
            <ScopeCheckboxes />
          </FieldItem>
          <FieldItem form={FORM} name="expiresAt" label="Expires">
            <ExpirySelect options={expiries} />
          </FieldItem>
          <Alert type="info" showIcon className="api-token-form__note" title="The token is shown once, right after you create it." />
          <div className="admin-editor__actions">
            <Button onClick={onCancel}>Cancel</Button>
            <Button type="primary" htmlType="submit" icon={<PlusOutlined aria-hidden />} loading={formik.isSubmitting}>
              Create token
            </Button>
          </div>
        </form>
      </Form>
      {dialog}
    </FormikProvider>
  );
}

/** The expiry choices; unlike the editors' SelectField, '' (Never) is a real choice here, not "none yet". */
function ExpirySelect({ options }: { options: Array<{ value: string; label: string }> }) {
  const formik = useFormikContext<ApiTokenFormValues>();
  const error = useFieldError('expiresAt');
  return (
    <Select
      id={fieldId(FORM, 'expiresAt')}
      value={formik.values.expiresAt}
      options={options}
      onChange={(next: string) => void formik.setFieldValue('expiresAt', next)}
      onBlur={() => void formik.setFieldTouched('expiresAt', true)}
      status={error ? 'error' : undefined}
      {...fieldAria(FORM, 'expiresAt', error)}
    />
  );
}

/** One checkbox per scope, with what it lets a token read. */
function ScopeCheckboxes() {
  const formik = useFormikContext<ApiTokenFormValues>();
  const error = useFieldError('scopes');
  return (
    <div role="group" id={fieldId(FORM, 'scopes')} aria-label="Scopes" {...fieldAria(FORM, 'scopes', error)}>
      <Checkbox.Group
        className="api-token-form__scopes"
        value={formik.values.scopes}
        onChange={(checked) => {
          void formik.setFieldValue('scopes', checked as ApiTokenScope[]);
          void formik.setFieldTouched('scopes', true, false);
        }}
      >
        {API_TOKEN_SCOPES.map((scope) => (
          <Checkbox key={scope.value} value={scope.value}>
            <strong>{scope.value}</strong>
            <span className="api-token-form__scope-text">{scope.description}</span>
          </Checkbox>
        ))}
      </Checkbox.Group>
    </div>
  );
}
