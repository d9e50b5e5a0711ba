// The consultation request form (SPEC §5 'Lead and contact forms', §4 states, §8 notices), with
// the results a calculator or the simulator handed off attached as `toolResults`. Public entry
// of the contact feature, rendered by the home page's #contact section.
import { useId } from 'react';
import { Button, Checkbox, Form, Input, Select } from 'antd';
import { CloseOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useFormik } from 'formik';
import { CLOUD_SPENDING_OPTIONS, contactRequestSchema } from '../../../../schema/validation/leads';
import { clearToolResults } from '../../app/contact-handoff';
import { useSubmitContactRequestMutation } from '../../graphql/generated';
import { errorAria, FormField } from './form-field';
import { useLeadNotice } from './lead-notice';
import { useHydrated } from './use-hydrated';
import { useHandedOffResults } from './use-handed-off-results';
import './forms.css';

export const CONTACT_SUCCESS_TEXT = "Your consultation request has been submitted. We'll contact you shortly.";

interface ContactValues {
  name: string;
  email: string;
  company: string;
  cloudSpending: string;
  message: string;
  privacyConsent: boolean;
}

const INITIAL_VALUES: ContactValues = {
  name: '',
  email: '',
  company: '',
  cloudSpending: '',
  message: '',
  privacyConsent: false,
};

const SPENDING_OPTIONS = CLOUD_SPENDING_OPTIONS.map((option) => ({ value: option.value, label: option.label }));

export function ContactForm() {
  const idPrefix = useId();
  const notice = useLeadNotice();
  const hydrated = useHydrated();
  const [submitRequest] = useSubmitContactRequestMutation();
  const { results: toolResults, discard: discardToolResults } = useHandedOffResults();

  const formik = useFormik<ContactValues>({
    initialValues: INITIAL_VALUES,
    validationSchema: contactRequestSchema,
    onSubmit: async (values, { resetForm }) => {
      try {
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
          },
        });
        if (!result.data?.submitContactRequest) throw result.error ?? new Error('No receipt');
        resetForm();
        if (toolResults) clearToolResults();
        notice.success(CONTACT_SUCCESS_TEXT);
      } catch {
        // SPEC §4: the form keeps its values (and any attached results); submitting ends.
        notice.failure();
      }
    },
  });

  const fieldError = (field: keyof ContactValues) => (formik.touched[field] ? formik.errors[field] : undefined);
  const ids = {
    name: `${idPrefix}-name`,
    email: `${idPrefix}-email`,
    company: `${idPrefix}-company`,
    cloudSpending: `${idPrefix}-cloud-spending`,
    message: `${idPrefix}-message`,
    privacyConsent: `${idPrefix}-privacy`,
  };
  const consentError = fieldError('privacyConsent');

  return (
    <Form component={false} layout="vertical" requiredMark={false}>
      <form className="lead-form" onSubmit={formik.handleSubmit} noValidate aria-label="Consultation request">
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
        </div>
        <div className="lead-form__row">
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
          <FormField id={ids.cloudSpending} label="Monthly Cloud Spend" error={fieldError('cloudSpending')} required>
            <Select
              id={ids.cloudSpending}
              placeholder="Select a range"
              options={SPENDING_OPTIONS}
              value={formik.values.cloudSpending || undefined}
              onChange={(value: string) => formik.setFieldValue('cloudSpending', value)}
              onBlur={() => formik.setFieldTouched('cloudSpending', true)}
              {...errorAria(ids.cloudSpending, fieldError('cloudSpending'))}
            />
          </FormField>
        </div>
        <FormField id={ids.message} label="How can we help? (optional)" error={fieldError('message')}>
          <Input.TextArea
            id={ids.message}
            name="message"
            rows={4}
            placeholder="Tell us about your cloud environment, goals or current challenges."
            value={formik.values.message}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            {...errorAria(ids.message, fieldError('message'))}
          />
        </FormField>
        <Form.Item
          validateStatus={consentError ? 'error' : undefined}
          help={consentError ? <span id={`${ids.privacyConsent}-error`}>{consentError}</span> : undefined}
        >
          <Checkbox
            id={ids.privacyConsent}
            name="privacyConsent"
            checked={formik.values.privacyConsent}
            onChange={(event) => formik.setFieldValue('privacyConsent', event.target.checked)}
            onBlur={() => formik.setFieldTouched('privacyConsent', true)}
            {...errorAria(ids.privacyConsent, consentError)}
          >
            I agree to the privacy policy and to being contacted about this request.
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block disabled={!hydrated || formik.isSubmitting}>
          {formik.isSubmitting ? 'Processing...' : 'Request Free Consultation'}
        </Button>
      </form>
    </Form>
  );
}
