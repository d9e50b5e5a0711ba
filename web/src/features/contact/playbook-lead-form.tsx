// The free playbook chapter form (SPEC §5 'Playbook form', §4 states, §8 notices). Public entry of
// the contact feature: the home page's #playbook section and the playbook page's #download-section.
import { Form } from 'antd';
import { playbookLeadSchema } from '../../../../schema/validation/leads';
import { useSubmitPlaybookLeadMutation } from '../../graphql/generated';
import { HoneypotField, IDENTITY_FIELDS, LeadFormElement, LeadSubmitButton, LeadTextField, useLeadForm } from './lead-form-kit';
import { CONSENT_TEXTS } from '../../../../schema/validation/consent';
import { ConsentWording } from './consent-wording';
import './forms.css';

const PLAYBOOK_SUCCESS_TEXT = 'Check your email for the free FinOps Playbook chapter.';

interface PlaybookLeadValues {
  name: string;
  email: string;
  company: string;
  /** The honeypot. */
  website: string;
}

const INITIAL_VALUES: PlaybookLeadValues = { name: '', email: '', company: '', website: '' };

interface PlaybookLeadFormProps {
  /** Label of the submit button. */
  submitLabel?: string;
}

export function PlaybookLeadForm({ submitLabel = 'Get Free Chapter' }: PlaybookLeadFormProps) {
  const [submitLead] = useSubmitPlaybookLeadMutation();
  const form = useLeadForm<PlaybookLeadValues>({
    formId: 'playbook',
    initialValues: INITIAL_VALUES,
    schema: playbookLeadSchema,
    successText: PLAYBOOK_SUCCESS_TEXT,
    send: async (values) => {
      const { name, email, company } = playbookLeadSchema.cast(values);
      const result = await submitLead({
        variables: { name, email, company, website: values.website || undefined, consentPage: window.location.pathname },
      });
      return !!result.data?.submitPlaybookLead;
    },
  });

  return (
    <Form component={false} layout="vertical" requiredMark={false}>
      <LeadFormElement form={form} label="Free playbook chapter">
        <LeadTextField form={form} {...IDENTITY_FIELDS.name} required />
        <LeadTextField form={form} {...IDENTITY_FIELDS.email} required />
        <LeadTextField form={form} {...IDENTITY_FIELDS.company} required />
        <HoneypotField form={form} />
        <LeadSubmitButton form={form} label={submitLabel} />
        <p className="lead-form__fine-print">
          <ConsentWording text={CONSENT_TEXTS.playbook} />
        </p>
      </LeadFormElement>
    </Form>
  );
}
