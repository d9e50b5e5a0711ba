// The consultation request form (SPEC §5 'Lead and contact forms', §4 states, §8 notices), with
// the results a calculator or the simulator handed off attached as `toolResults`. Public entry
// of the contact feature, rendered by the home page's #contact section.
import { useId } from 'react';
import { Button, Checkbox, Form } from 'antd';
import { CloseOutlined, PaperClipOutlined } from '@ant-design/icons';
import { CLOUD_SPENDING_OPTIONS, contactRequestSchema } from '../../../../schema/validation/leads';
import { clearToolResults } from '../../app/contact-handoff';
import { NativeSelect } from '../../app/forms/native-select';
import { useSubmitContactRequestMutation } from '../../graphql/generated';
import { errorAria, FieldMessage, FormField } from './form-field';
import { HoneypotField, IDENTITY_FIELDS, LeadFormElement, LeadSubmitButton, LeadTextField, useLeadForm } from './lead-form-kit';
import { useHandedOffResults } from './use-handed-off-results';
import { CONSENT_TEXTS } from '../../../../schema/validation/consent';
import { ConsentWording } from './consent-wording';
import './forms.css';

const CONTACT_SUCCESS_TEXT = "Your consultation request has been submitted. We'll contact you shortly.";

interface ContactValues {
  name: string;
  email: string;
  company: string;
  cloudSpending: string;
  message: string;
  privacyConsent: boolean;
  /** The honeypot. */
  website: string;
}

const INITIAL_VALUES: ContactValues = {
  name: '',
  email: '',
  company: '',
  cloudSpending: '',
  message: '',
  privacyConsent: false,
  website: '',
};

const SPENDING_OPTIONS = CLOUD_SPENDING_OPTIONS.map((option) => ({ value: option.value, label: option.label }));

export function ContactForm() {
  const [submitRequest] = useSubmitContactRequestMutation();
  const { results: toolResults, discard: discardToolResults } = useHandedOffResults();
  const spendingId = `${useId()}-cloud-spending`;
  const consentId = `${spendingId}-privacy`;
  const form = useLeadForm<ContactValues>({
    formId: 'contact',
    initialValues: INITIAL_VALUES,
    controlIds: { cloudSpending: spendingId, privacyConsent: consentId },
    schema: contactRequestSchema,
    successText: CONTACT_SUCCESS_TEXT,
    send: async (values) => {
      const { name, email, company, cloudSpending, message } = contactRequestSchema.cast(values);
      const result = await submitRequest({
        variables: {
          name,
          email,
          company,
          cloudSpending,
          message: message || undefined,
          privacyConsent: true,
          toolResults: toolResults ? { ...toolResults } : undefined,
          website: values.website || undefined,
          consentPage: window.location.pathname,
        },
      });
      return !!result.data?.submitContactRequest;
    },
    // SPEC §4: on failure the form keeps its values and any attached results.
    onSent: () => {
      if (toolResults) clearToolResults();
    },
  });
  const { formik, errorOf } = form;
  const consentError = errorOf('privacyConsent');

  return (
    <Form component={false} layout="vertical" requiredMark={false}>
      <LeadFormElement form={form} label="Consultation request">
        {toolResults && (
          <div className="lead-form__attachment" role="status">
            <PaperClipOutlined aria-hidden className="lead-form__attachment-icon" />
            <p>
              Your results will be attached to your request:{' '}
              <strong className="lead-form__attachment-summary">{toolResults.summary}</strong>
            </p>
            <Button
              type="text"
              size="small"
              icon={<CloseOutlined />}
              aria-label="Do not attach these results"
              onClick={discardToolResults}
            />
          </div>
        )}
        <div className="lead-form__row">
          <LeadTextField form={form} {...IDENTITY_FIELDS.name} required />
          <LeadTextField form={form} {...IDENTITY_FIELDS.email} required />
        </div>
        <div className="lead-form__row">
          <LeadTextField form={form} {...IDENTITY_FIELDS.company} required />
          <FormField id={spendingId} label="Monthly Cloud Spend" error={errorOf('cloudSpending')} required>
            <NativeSelect
              id={spendingId}
              name="cloudSpending"
              placeholder="Select a range"
              options={SPENDING_OPTIONS}
              value={formik.values.cloudSpending}
              onChange={(event) => void formik.setFieldValue('cloudSpending', event.target.value)}
              onBlur={() => void formik.setFieldTouched('cloudSpending', true)}
              {...errorAria(spendingId, errorOf('cloudSpending'))}
            />
          </FormField>
        </div>
        <LeadTextField
          form={form}
          name="message"
          label="How can we help? (optional)"
          rows={4}
          placeholder="Tell us about your cloud environment, goals or current challenges."
        />
        <Form.Item validateStatus={consentError ? 'error' : undefined}>
          <Checkbox
            id={consentId}
            name="privacyConsent"
            checked={formik.values.privacyConsent}
            onChange={(event) => formik.setFieldValue('privacyConsent', event.target.checked)}
            onBlur={() => formik.setFieldTouched('privacyConsent', true)}
            {...errorAria(consentId, consentError)}
          >
            <ConsentWording text={CONSENT_TEXTS.contact} />
          </Checkbox>
          <FieldMessage id={consentId} error={consentError} />
        </Form.Item>
        <HoneypotField form={form} />
        <LeadSubmitButton form={form} label="Request Free Consultation" />
      </LeadFormElement>
    </Form>
  );
}
