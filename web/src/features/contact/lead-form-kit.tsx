// What the two public lead forms share (SPEC §4 states, §5 rules, §8 notices): formik bound to the
// shared yup rules, the submit with its success/failure notice (a failure keeps every value), the
// labelled text fields with their messages, and the submit button ('Processing...' while sending,
// disabled until the page is interactive).
import { useId, type ReactNode } from 'react';
import { Button, Input } from 'antd';
import { useFormik, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { errorAria, FormField } from './form-field';
import { useLeadNotice } from './lead-notice';
import { useHydrated } from './use-hydrated';

interface LeadFormOptions<V> {
  initialValues: V;
  schema: AnyObjectSchema;
  /** Sends the form; resolves true when the server stored it. */
  send: (values: V) => Promise<boolean>;
  successText: string;
  /** After a stored submission, before the notice (e.g. drop attached tool results). */
  onSent?: () => void;
}

export function useLeadForm<V extends FormikValues>({ initialValues, schema, send, successText, onSent }: LeadFormOptions<V>) {
  const idPrefix = useId();
  const notice = useLeadNotice();
  const hydrated = useHydrated();
  const formik = useFormik<V>({
    initialValues,
    validationSchema: schema,
    onSubmit: async (values, { resetForm }) => {
      try {
        if (!(await send(values))) throw new Error('No receipt');
        resetForm();
        onSent?.();
        notice.success(successText);
      } catch {
        // SPEC §4: the form keeps its values; formik ends 'submitting' when this returns.
        notice.failure();
      }
    },
  });
  return {
    formik,
    hydrated,
    /** The id of a field's control (unique per form instance). */
    idOf: (field: string) => `${idPrefix}-${field}`,
    /** A field's message, once the visitor has left it (or submitted). */
    errorOf: (field: keyof V & string) => (formik.touched[field] ? (formik.errors[field] as string | undefined) : undefined),
  };
}

export type LeadForm<V extends FormikValues> = ReturnType<typeof useLeadForm<V>>;

/** The name, e-mail and company fields both forms ask for, as SPEC §2 words them. */
export const IDENTITY_FIELDS = {
  name: { name: 'name', label: 'Full Name', autoComplete: 'name', placeholder: 'Jane Smith' },
  email: { name: 'email', label: 'Work Email', autoComplete: 'email', placeholder: 'jane@company.com', type: 'email' },
  company: { name: 'company', label: 'Company', autoComplete: 'organization', placeholder: 'Acme Inc.' },
} as const;

interface LeadTextFieldProps<V extends FormikValues> {
  form: LeadForm<V>;
  name: keyof V & string;
  label: ReactNode;
  placeholder?: string;
  autoComplete?: string;
  type?: 'text' | 'email';
  required?: boolean;
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
}

export function LeadTextField<V extends FormikValues>({ form, name, label, placeholder, autoComplete, type, required, rows }: LeadTextFieldProps<V>) {
  const { formik, idOf, errorOf } = form;
  const id = idOf(name);
  const error = errorOf(name);
  const control = {
    id,
    name,
    placeholder,
    value: formik.values[name] as string,
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    ...errorAria(id, error),
  };
  return (
    <FormField id={id} label={label} error={error} required={required}>
      {rows ? <Input.TextArea rows={rows} {...control} /> : <Input type={type} autoComplete={autoComplete} {...control} />}
    </FormField>
  );
}

/** The honeypot's field (graphql-server/src/security/lead-guard.ts): people never see it. */
export const HONEYPOT_FIELD = 'website';

/**
 * A text field off-screen, out of the tab order and hidden from assistive technology, that form-
 * filling bots complete and people leave empty; the server stores nothing when it is filled.
 */
export function HoneypotField<V extends FormikValues>({ form }: { form: LeadForm<V> }) {
  const id = form.idOf(HONEYPOT_FIELD);
  return (
    <div className="lead-form__trap" aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={(form.formik.values[HONEYPOT_FIELD] as string | undefined) ?? ''}
        onChange={form.formik.handleChange}
      />
    </div>
  );
}

export function LeadSubmitButton<V extends FormikValues>({ form, label }: { form: LeadForm<V>; label: string }) {
  const { formik, hydrated } = form;
  return (
    <Button type="primary" htmlType="submit" size="large" block disabled={!hydrated || formik.isSubmitting}>
      {formik.isSubmitting ? 'Processing...' : label}
    </Button>
  );
}
