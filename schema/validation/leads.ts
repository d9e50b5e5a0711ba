/**
 * Public lead forms (SPEC §5 "Lead and contact forms"): the playbook download form and
 * the contact / consultation request form. Used by the web forms (formik) and by the
 * server resolvers, so the messages below are what the visitor sees in both cases.
 */
import * as yup from 'yup';
import { consentPageField } from './consent';

export const CLOUD_SPENDING_OPTIONS = [
  { value: '10k-50k', label: '$10K - $50K' },
  { value: '50k-100k', label: '$50K - $100K' },
  { value: '100k-500k', label: '$100K - $500K' },
  { value: '500k-1m', label: '$500K - $1M' },
  { value: '1m+', label: '$1M+' },
] as const;

export type CloudSpending = (typeof CLOUD_SPENDING_OPTIONS)[number]['value'];

/** The range as the form and the admin label it ('$100K - $500K'); an unknown code as it is. */
export function cloudSpendingLabel(value: string | null | undefined): string {
  return CLOUD_SPENDING_OPTIONS.find((option) => option.value === value)?.label ?? value ?? '';
}

/**
 * The honeypot: a form field people never see (web: lead-form-kit.tsx) that naive bots fill. The
 * GraphQL inputs, the REST bodies and the page forms all carry it under this name; the leads
 * service stores nothing when it is filled and answers as if it had.
 */
export const HONEYPOT_FIELD = 'website';

/** True when the submission filled the honeypot. */
export function isHoneypotFilled(input: unknown): boolean {
  if (!input || typeof input !== 'object') return false;
  const value = (input as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && String(value).trim() !== '';
}

const CLOUD_SPENDING_VALUES: readonly CloudSpending[] = CLOUD_SPENDING_OPTIONS.map((o) => o.value);

// Limits the spec leaves open.
export const NAME_MAX_LENGTH = 100;
export const COMPANY_MAX_LENGTH = 150;
export const EMAIL_MAX_LENGTH = 254;
export const MESSAGE_MAX_LENGTH = 5000;
/** Maximum size of the calculator payload attached to a contact request, as JSON text. */
const TOOL_RESULTS_MAX_JSON_LENGTH = 50_000;

const NAME_MIN_MESSAGE = 'Name must be at least 2 characters.';
const EMAIL_MESSAGE = 'Please enter a valid email address.';
const COMPANY_MIN_MESSAGE = 'Company name must be at least 2 characters.';
const CLOUD_SPENDING_MESSAGE = 'Please select your monthly cloud spend range.';
const PRIVACY_MESSAGE = 'You must agree to the privacy policy.';

/** A plain object (not null, not an array, not a Date/Map/class instance). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

const nameField = yup
  .string()
  .trim()
  .required(NAME_MIN_MESSAGE)
  .min(2, NAME_MIN_MESSAGE)
  .max(NAME_MAX_LENGTH, `Name must be ${NAME_MAX_LENGTH} characters or less.`);

// yup's email() follows the WHATWG rule, which accepts 'user@localhost'; a lead must
// be reachable on the internet, so the domain must also contain a dot.
const emailField = yup
  .string()
  .trim()
  .required(EMAIL_MESSAGE)
  .email(EMAIL_MESSAGE)
  .test('email-domain', EMAIL_MESSAGE, (value) => {
    if (!value) return true;
    const domain = value.slice(value.lastIndexOf('@') + 1);
    return /^[^.]+(\.[^.]+)+$/.test(domain);
  })
  .max(EMAIL_MAX_LENGTH, `Email must be ${EMAIL_MAX_LENGTH} characters or less.`);

const companyField = yup
  .string()
  .trim()
  .required(COMPANY_MIN_MESSAGE)
  .min(2, COMPANY_MIN_MESSAGE)
  .max(COMPANY_MAX_LENGTH, `Company name must be ${COMPANY_MAX_LENGTH} characters or less.`);

export const playbookLeadSchema = yup.object({
  name: nameField,
  email: emailField,
  company: companyField,
  consentPage: consentPageField,
});

export const contactRequestSchema = yup.object({
  name: nameField,
  email: emailField,
  company: companyField,
  cloudSpending: yup.string().trim().required(CLOUD_SPENDING_MESSAGE).oneOf(CLOUD_SPENDING_VALUES, CLOUD_SPENDING_MESSAGE),
  message: yup.string().trim().max(MESSAGE_MAX_LENGTH, `Message must be ${MESSAGE_MAX_LENGTH} characters or less.`).nullable().optional(),
  privacyConsent: yup.boolean().typeError(PRIVACY_MESSAGE).required(PRIVACY_MESSAGE).isTrue(PRIVACY_MESSAGE),
  consentPage: consentPageField,
  /**
   * Inputs and results of a calculator, attached when the request comes from one.
   * Free-form: any plain object, or absent/null.
   */
  toolResults: yup
    .mixed<Record<string, unknown>>((value): value is Record<string, unknown> => isPlainObject(value))
    .typeError('Tool results must be an object.')
    .nullable()
    .optional()
    .test('tool-results-size', 'Tool results are too large.', (value) => {
      if (value == null) return true;
      try {
        const json = JSON.stringify(value);
        return json !== undefined && json.length <= TOOL_RESULTS_MAX_JSON_LENGTH;
      } catch {
        return false; // circular or otherwise not serialisable
      }
    }),
});

export type PlaybookLeadInput = yup.InferType<typeof playbookLeadSchema>;
export type ContactRequestInput = yup.InferType<typeof contactRequestSchema>;
