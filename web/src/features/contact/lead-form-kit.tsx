// What the two public lead forms share (SPEC §4 states, §5 rules, §8 notices): formik bound to the
// shared yup rules, the submit with its success/failure notice (a failure keeps every value), the
// labelled text fields with their messages, and the submit button ('Processing...' while sending).
// Progressive enhancement (docs/decisions/0013): the form is a real <form method="post"> to its
// own page, so it works before the page is live and without JavaScript (http/page-forms.ts);
// what was typed before hydration is adopted, and a posted form comes back with its values and
// messages. Accessibility (issue 16): a failed submit focuses an error summary, the title gets
// 'Error: ', and a stored submission focuses its success message.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { useFormik, type FormikValues } from 'formik';
import { useLocation } from 'react-router-dom';
import type { AnyObjectSchema } from 'yup';
import { FORM_FIELDS, FORM_ID_FIELD, sentMessageId, type PageFormId } from '../../../../schema/validation/page-forms';
import { HONEYPOT_FIELD } from '../../../../schema/validation/leads';
import { ErrorSummary, type SummaryError } from '../../app/forms/error-summary';
import { useAdoptTypedValues } from '../../app/forms/use-adopt-typed-values';
import { useErrorTitle } from '../../app/forms/use-error-title';
import { usePostedForm, useSentByPost } from '../../app/page-form-state';
import { errorAria, FormField } from './form-field';
import { LeadControl } from './lead-control';
import { plainButtonClass } from '../../app/plain/plain-button';
import { useServerRender } from '../../app/plain/use-server-render';
import { FAILURE_TEXT, FAILURE_TITLE, SUCCESS_TITLE, useLeadNotice } from './lead-notice';
import { track } from '../../app/analytics-beacon';

interface LeadFormOptions<V> {
  formId: Extract<PageFormId, 'playbook' | 'contact'>;
  initialValues: V;
  schema: AnyObjectSchema;
  /** Sends the form; resolves true when the server stored it. */
  send: (values: V) => Promise<boolean>;
  successText: string;
  /** After a stored submission, before the notice (e.g. drop attached tool results). */
  onSent?: () => void;
  /** The id of each field's control, when it is not idOf(field) (the error summary links to it). */
  controlIds?: Partial<Record<keyof V & string, string>>;
}

export function useLeadForm<V extends FormikValues>({
  formId,
  initialValues,
  schema,
  send,
  successText,
  onSent,
  controlIds,
}: LeadFormOptions<V>) {
  const idPrefix = useId();
  const idOf = (field: string) => `${idPrefix}-${field}`;
  const notice = useLeadNotice();
  const posted = usePostedForm(formId);
  const sentByPost = useSentByPost(formId);
  const postedErrors: Record<string, string> = Object.fromEntries((posted?.errors ?? []).map((e) => [e.field, e.message]));
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(sentByPost ? 'sent' : posted?.failed ? 'failed' : null);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const focusOutcome = useRef(false);
  // Issue 32's form events: started (first change), failed (invalid or refused), submitted.
  const started = useRef(false);
  const formik = useFormik<V>({
    initialValues: posted ? ({ ...initialValues, ...posted.values } as V) : initialValues,
    initialErrors: postedErrors as never,
    initialTouched: Object.fromEntries(Object.keys(postedErrors).map((field) => [field, true])) as never,
    validationSchema: schema,
    onSubmit: async (values, { resetForm }) => {
      setOutcome(null);
      try {
        if (!(await send(values))) throw new Error('No receipt');
        resetForm();
        track('form_submitted', { form: formId });
        started.current = false;
        onSent?.();
        notice.success(successText);
        focusOutcome.current = true;
        setOutcome('sent');
      } catch {
        // SPEC §4: the form keeps its values; formik ends 'submitting' when this returns.
        track('form_failed', { form: formId, reason: 'server' });
        notice.failure();
      }
    },
  });

  // Typed before the page was live: keep it (the honeypot too, so a bot stays a bot).
  useAdoptTypedValues(formRef, formId, (typed) => {
    const changed = Object.keys(typed).some((field) => typed[field] !== (formik.values as Record<string, unknown>)[field]);
    if (changed) void formik.setValues({ ...formik.values, ...typed } as V, false);
  });

  // The error summary: every field error, in the form's order, once a submit has been tried.
  const attempted = formik.submitCount > 0 || (posted?.errors.length ?? 0) > 0;
  const summaryErrors: SummaryError[] = attempted
    ? FORM_FIELDS[formId]
        .filter((field) => formik.touched[field] && typeof formik.errors[field] === 'string')
        .map((field) => ({
          id: (controlIds as Record<string, string> | undefined)?.[field] ?? idOf(field),
          message: formik.errors[field] as string,
        }))
    : [];
  useErrorTitle(summaryErrors.length > 0 || outcome === 'failed');

  // A failed submit moves the focus to the summary; a stored one to the success message.
  const handledSubmit = useRef(0);
  useEffect(() => {
    if (formik.isSubmitting || formik.submitCount <= handledSubmit.current) return;
    handledSubmit.current = formik.submitCount;
    if (Object.keys(formik.errors).length > 0) {
      track('form_failed', { form: formId, reason: 'invalid' });
      summaryRef.current?.focus();
    }
  }, [formik.isSubmitting, formik.submitCount, formik.errors, formId]);
  useEffect(() => {
    if (outcome === 'sent' && focusOutcome.current) {
      focusOutcome.current = false;
      outcomeRef.current?.focus();
    }
  }, [outcome]);

  return {
    formik,
    formId,
    formRef,
    summaryRef,
    outcomeRef,
    outcome,
    successText,
    summaryErrors,
    /** Server-rendered after a post: the browser focuses it on load. */
    autoFocusSummary: (posted?.errors.length ?? 0) > 0,
    autoFocusOutcome: sentByPost || Boolean(posted?.failed),
    /** The visitor changed a field: `form_started`, once until the form is sent. */
    markStarted: () => {
      if (started.current) return;
      started.current = true;
      track('form_started', { form: formId });
    },
    /** The id of a field's control (unique per form instance). */
    idOf,
    /** A field's message, once the visitor has left it (or submitted). */
    errorOf: (field: keyof V & string) => (formik.touched[field] ? (formik.errors[field] as string | undefined) : undefined),
  };
}

export type LeadForm<V extends FormikValues> = ReturnType<typeof useLeadForm<V>>;

interface LeadFormElementProps<V extends FormikValues> {
  form: LeadForm<V>;
  label: string;
  children: ReactNode;
}

/**
 * The <form> itself: posted to its own page when JavaScript is off or not yet running, the
 * summary, success and failure messages above the fields. The action has no fragment: the
 * answer's autofocus (summary or message) scrolls to the form, and browsers skip autofocus on
 * an address with a fragment.
 */
export function LeadFormElement<V extends FormikValues>({ form, label, children }: LeadFormElementProps<V>) {
  const { pathname } = useLocation();
  const anchor = `${form.formId}-form`;
  return (
    <form
      ref={form.formRef}
      id={anchor}
      className="lead-form"
      method="post"
      action={pathname}
      onSubmit={form.formik.handleSubmit}
      onChange={form.markStarted}
      noValidate
      aria-label={label}
    >
      <input type="hidden" name={FORM_ID_FIELD} value={form.formId} />
      <ErrorSummary ref={form.summaryRef} id={`${anchor}-errors`} errors={form.summaryErrors} autoFocus={form.autoFocusSummary} />
      {form.outcome === 'sent' && (
        <div ref={form.outcomeRef} id={sentMessageId(form.formId)} className="form-sent" tabIndex={-1} autoFocus={form.autoFocusOutcome}>
          <p className="form-sent__title">{SUCCESS_TITLE}</p>
          <p>{form.successText}</p>
        </div>
      )}
      {form.outcome === 'failed' && (
        <div ref={form.outcomeRef} className="form-sent form-failed" role="alert" tabIndex={-1} autoFocus={form.autoFocusOutcome}>
          <p className="form-sent__title">{FAILURE_TITLE}</p>
          <p>{FAILURE_TEXT}</p>
        </div>
      )}
      {children}
    </form>
  );
}

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

export function LeadTextField<V extends FormikValues>({
  form,
  name,
  label,
  placeholder,
  autoComplete,
  type,
  required,
  rows,
}: LeadTextFieldProps<V>) {
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
    // FormField is not an antd Form.Item: the control takes its error state itself.
    status: error ? ('error' as const) : undefined,
    ...errorAria(id, error),
  };
  return (
    <FormField id={id} label={label} error={error} required={required}>
      <LeadControl rows={rows} type={type} autoComplete={autoComplete} {...control} />
    </FormField>
  );
}

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

/**
 * Enabled from the first paint: before the page is live a click posts the form to the server.
 * The server writes antd's markup for this button without rendering one (docs/decisions/0035).
 */
export function LeadSubmitButton<V extends FormikValues>({ form, label }: { form: LeadForm<V>; label: string }) {
  const { formik } = form;
  const onServer = useServerRender();
  const text = formik.isSubmitting ? 'Processing...' : label;
  if (onServer) {
    return (
      <button type="submit" className={plainButtonClass({ type: 'primary', size: 'large', block: true }, false)}>
        <span>{text}</span>
      </button>
    );
  }
  return (
    <Button type="primary" htmlType="submit" size="large" block disabled={formik.isSubmitting}>
      {text}
    </Button>
  );
}
