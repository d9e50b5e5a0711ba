import { Checkbox, Form, Modal, Typography } from 'antd';
import { ApiOutlined } from '@ant-design/icons';
import { FormikProvider, useFormik, useFormikContext } from 'formik';
import { WEBHOOK_DESCRIPTION_MAX_LENGTH, WEBHOOK_EVENTS, webhookEndpointSchema } from '../../../../../schema/validation/webhooks';
import { useAdminCreateWebhookEndpointMutation, useAdminUpdateWebhookEndpointMutation } from '../../../graphql/generated';
import { useAdminToast } from '../../../app/use-admin-toast';
import { FieldItem, reportSaveError, TextField, useFieldError } from '../shared/editor-kit';
import type { ShownSecret } from './webhook-secret-dialog';
import { FORM, refetchAll, type Endpoint } from './webhooks-shared';

// ---- create an endpoint (its secret is then shown once: webhook-secret-dialog.tsx) or edit one ---

/** What a new endpoint subscribes to unless the admin changes it: the lead events it always had. */
const DEFAULT_EVENTS = ['lead.playbook.created', 'lead.contact.created'];

interface EndpointFormValues {
  url: string;
  events: string[];
  description: string;
}

export function EndpointDialog({
  open,
  editing,
  onClose,
  onCreated,
}: {
  open: boolean;
  /** The endpoint to edit; none: a new one. */
  editing: Endpoint | null;
  onClose: () => void;
  onCreated: (created: ShownSecret) => void;
}) {
  const toast = useAdminToast();
  const [createEndpoint] = useAdminCreateWebhookEndpointMutation();
  const [updateEndpoint] = useAdminUpdateWebhookEndpointMutation();
  const formik = useFormik<EndpointFormValues>({
    initialValues: editing
      ? { url: editing.url, events: editing.events, description: editing.description ?? '' }
      : { url: '', events: DEFAULT_EVENTS, description: '' },
    enableReinitialize: true,
    validationSchema: webhookEndpointSchema,
    onSubmit: async (values, helpers) => {
      if (editing) {
        try {
          const input = { url: values.url.trim(), events: values.events, description: values.description.trim() || null };
          const result = await updateEndpoint({
            variables: { id: editing.id, input },
            refetchQueries: refetchAll,
            awaitRefetchQueries: true,
          });
          if (result.error || !result.data) throw result.error ?? new Error('No answer');
          toast.success('Webhook endpoint saved');
          onClose();
        } catch (failure) {
          reportSaveError(failure, 'Could not save the webhook endpoint', toast, helpers);
        }
        return;
      }
      try {
        const result = await createEndpoint({
          variables: { input: { url: values.url.trim(), events: values.events, description: values.description.trim() || null } },
          refetchQueries: refetchAll,
          awaitRefetchQueries: true,
        });
        if (result.error || !result.data) throw result.error ?? new Error('No answer');
        toast.success('Webhook endpoint created');
        helpers.resetForm();
        onCreated({ secret: result.data.createWebhookEndpoint.secret, url: result.data.createWebhookEndpoint.endpoint.url });
      } catch (failure) {
        reportSaveError(failure, 'Could not create the webhook endpoint', toast, helpers);
      }
    },
  });

  return (
    <Modal
      open={open}
      title={editing ? 'Edit webhook endpoint' : 'Add a webhook endpoint'}
      okText={editing ? 'Save Endpoint' : 'Create Endpoint'}
      okButtonProps={{ htmlType: 'submit', form: `${FORM}-form`, loading: formik.isSubmitting, icon: <ApiOutlined aria-hidden /> }}
      onCancel={() => {
        formik.resetForm();
        onClose();
      }}
      destroyOnHidden
      width={560}
    >
      <FormikProvider value={formik}>
        <Form component={false} layout="vertical">
          <form
            id={`${FORM}-form`}
            onSubmit={formik.handleSubmit}
            noValidate
            aria-label={editing ? 'Edit webhook endpoint' : 'New webhook endpoint'}
          >
            <FieldItem
              form={FORM}
              name="url"
              label="Endpoint URL"
              required
              extra="An http:// or https:// address that accepts JSON POST requests."
            >
              <TextField form={FORM} name="url" placeholder="https://crm.example.com/hooks/finops" type="url" />
            </FieldItem>
            <EventsField />
            <FieldItem form={FORM} name="description" label="Description (optional)">
              <TextField
                form={FORM}
                name="description"
                placeholder={`Where it goes, at most ${WEBHOOK_DESCRIPTION_MAX_LENGTH} characters`}
              />
            </FieldItem>
          </form>
        </Form>
      </FormikProvider>
    </Modal>
  );
}

/** The event checkboxes, bound to formik through its context (the dialog's form provides it). */
function EventsField() {
  const formik = useFormikContext<EndpointFormValues>();
  const error = useFieldError('events');
  return (
    <FieldItem form={FORM} name="events" label="Events" required>
      <div id={`${FORM}-events`} role="group" aria-label="Events" aria-invalid={error ? true : undefined}>
        <Checkbox.Group
          className="delivery-admin__events"
          value={formik.values.events}
          onChange={(values) => {
            void formik.setFieldValue('events', values as string[]);
            void formik.setFieldTouched('events', true, false);
          }}
          options={WEBHOOK_EVENTS.map((event) => ({
            value: event.value,
            label: (
              <span>
                <Typography.Text code>{event.value}</Typography.Text> {event.description}
              </span>
            ),
          }))}
        />
      </div>
    </FieldItem>
  );
}
