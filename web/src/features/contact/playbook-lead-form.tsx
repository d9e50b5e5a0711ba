// The free playbook chapter form (SPEC §5 'Playbook form', §4 states, §8 notices). Public entry of
// the contact feature: the home page's #playbook section and the playbook page's #download-section.
import { useId } from 'react';
import { Button, Form, Input } from 'antd';
import { useFormik } from 'formik';
import { playbookLeadSchema } from '../../../../schema/validation/leads';
import { useSubmitPlaybookLeadMutation } from '../../graphql/generated';
import { errorAria, FormField } from './form-field';
import { useLeadNotice } from './lead-notice';
import { useHydrated } from './use-hydrated';
import './forms.css';

export const PLAYBOOK_SUCCESS_TEXT = 'Check your email for the free FinOps Playbook chapter.';

interface PlaybookLeadValues {
  name: string;
  email: string;
  company: string;
}

const INITIAL_VALUES: PlaybookLeadValues = { name: '', email: '', company: '' };

interface PlaybookLeadFormProps {
  /** Label of the submit button. */
  submitLabel?: string;
}

export function PlaybookLeadForm({ submitLabel = 'Get Free Chapter' }: PlaybookLeadFormProps) {
  const idPrefix = useId();
  const notice = useLeadNotice();
  const hydrated = useHydrated();
  const [submitLead] = useSubmitPlaybookLeadMutation();

  const formik = useFormik<PlaybookLeadValues>({
    initialValues: INITIAL_VALUES,
    validationSchema: playbookLeadSchema,
    onSubmit: async (values, { resetForm }) => {
      try {
        const { name, email, company } = playbookLeadSchema.cast(values);
        const result = await submitLead({ variables: { name, email, company } });
        if (!result.data?.submitPlaybookLead) throw result.error ?? new Error('No receipt');
        resetForm();
        notice.success(PLAYBOOK_SUCCESS_TEXT);
      } catch {
        // SPEC §4: the form keeps its values; formik ends 'submitting' when this returns.
        notice.failure();
      }
    },
  });

  const fieldError = (field: keyof PlaybookLeadValues) => (formik.touched[field] ? formik.errors[field] : undefined);
  const ids = { name: `${idPrefix}-name`, email: `${idPrefix}-email`, company: `${idPrefix}-company` };

  return (
    <Form component={false} layout="vertical" requiredMark={false}>
      <form className="lead-form" onSubmit={formik.handleSubmit} noValidate aria-label="Free playbook chapter">
        <FormField id={ids.name} label="Full Name" error={fieldError('name')} required>
          <Input
            id={ids.name}
            name="name"
            autoComplete="name"
            placeholder="Jane Smith"
            value={formik.values.name}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            {...errorAria(ids.name, fieldError('name'))}
          />
        </FormField>
        <FormField id={ids.email} label="Work Email" error={fieldError('email')} required>
          <Input
            id={ids.email}
            name="email"
            type="email"
            autoComplete="email"
            placeholder="jane@company.com"
            value={formik.values.email}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            {...errorAria(ids.email, fieldError('email'))}
          />
        </FormField>
        <FormField id={ids.company} label="Company" error={fieldError('company')} required>
          <Input
            id={ids.company}
            name="company"
            autoComplete="organization"
            placeholder="Acme Inc."
            value={formik.values.company}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            {...errorAria(ids.company, fieldError('company'))}
          />
        </FormField>
        <Button type="primary" htmlType="submit" size="large" block disabled={!hydrated || formik.isSubmitting}>
          {formik.isSubmitting ? 'Processing...' : submitLabel}
        </Button>
        <p className="lead-form__fine-print">We respect your privacy. Unsubscribe at any time.</p>
      </form>
    </Form>
  );
}
