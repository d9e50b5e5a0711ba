/**
 * The public forms as plain HTML forms (progressive enhancement, docs/decisions/0013): which
 * form lives on which page, and how the fields a browser posts (application/x-www-form-
 * urlencoded, every value a string) become the input the shared rules check. Used by the
 * server's POST routes (graphql-server/src/http/page-forms.ts) and by the web forms, which
 * adopt what was typed into the server-rendered HTML before the page became live.
 */
import type { FieldError } from './validate';
import { HONEYPOT_FIELD } from './leads';

const PAGE_FORM_IDS = ['playbook', 'contact', 'home-calculator', 'page-calculator'] as const;
export type PageFormId = (typeof PAGE_FORM_IDS)[number];

/** The hidden field naming the form a POST comes from. */
export const FORM_ID_FIELD = '_form';

/** The pages a form may be posted to. */
export const PAGE_FORMS_BY_PATH: Readonly<Record<string, readonly PageFormId[]>> = {
  '/': ['playbook', 'contact', 'home-calculator'],
  '/playbook': ['playbook'],
  '/calculator': ['page-calculator'],
};

/** The lead forms' visible fields, in the order they appear (and the error summary lists them). */
export const FORM_FIELDS: Readonly<Record<PageFormId, readonly string[]>> = {
  playbook: ['name', 'email', 'company'],
  contact: ['name', 'email', 'company', 'cloudSpending', 'message', 'privacyConsent'],
  'home-calculator': ['monthlySpend', 'cloudProvider', 'industry', 'finopsMaturity'],
  'page-calculator': ['monthlySpend', 'cloudProvider', 'industry', 'finopsMaturity'],
};

/** The query parameter of the page a stored lead redirects to (Post/Redirect/Get): ?sent=<form>. */
export const SENT_PARAM = 'sent';

/** The id of the success message of a lead form. */
export const sentMessageId = (form: PageFormId) => `${form}-form-sent`;

/** The largest urlencoded body a page form accepts (the contact message is the biggest field). */
export const PAGE_FORM_BODY_LIMIT = '32kb';

/**
 * What a server render of a posted form shows: the values as typed, and either the field errors
 * or (failed) the submission failure notice. A calculator with no errors shows its result.
 */
export interface PageFormState {
  form: PageFormId;
  values: Record<string, string | boolean>;
  errors: FieldError[];
  /** The submission could not be stored (rate limit, database away): SPEC §8 failure notice. */
  failed?: boolean;
}

export function isPageFormId(value: unknown): value is PageFormId {
  return typeof value === 'string' && (PAGE_FORM_IDS as readonly string[]).includes(value);
}

/** '$10,000' or '10 000' as typed into the spend field: the number, or NaN when there is none. */
export function parseSpendText(text: string | number | null | undefined): number {
  if (typeof text === 'number') return text;
  const digits = (text ?? '').replace(/[^0-9.]/g, '');
  return digits === '' ? Number.NaN : Number(digits);
}

/**
 * The posted fields of one form as typed (strings, a checkbox as a boolean): only the form's own
 * fields and the honeypot, each text at most `maxLength` characters (longer ones are cut, and the
 * shared rules' length caps then refuse them).
 */
export function formValues(
  form: PageFormId,
  body: Readonly<Record<string, unknown>>,
  maxLength = 10_000,
): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  for (const field of [...FORM_FIELDS[form], HONEYPOT_FIELD]) {
    const raw = Object.prototype.hasOwnProperty.call(body, field) ? body[field] : undefined;
    const text =
      typeof raw === 'string'
        ? raw.slice(0, maxLength)
        : Array.isArray(raw) && typeof raw[0] === 'string'
          ? String(raw[0]).slice(0, maxLength)
          : '';
    values[field] = field === 'privacyConsent' ? text !== '' : text;
  }
  return values;
}

/** The input the shared schema of the form checks, from its values as typed. */
export function schemaInput(form: PageFormId, values: Readonly<Record<string, string | boolean>>): Record<string, unknown> {
  if (form === 'home-calculator' || form === 'page-calculator') {
    const spend = parseSpendText(String(values.monthlySpend ?? ''));
    return { ...values, monthlySpend: Number.isNaN(spend) ? undefined : spend };
  }
  return { ...values };
}
