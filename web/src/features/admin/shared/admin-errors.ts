// What a failed GraphQL call tells the admin screens: the server's message (shown in the SPEC §8
// toasts instead of the fallback) and, for BAD_USER_INPUT, one message per field (shown under
// the fields). Duck-typed on Apollo's CombinedGraphQLErrors (`errors: [{ message, extensions }]`)
// so it stays a pure function.
import { InputValidationError } from '../../../../../schema/validation/validate';

interface FormattedError {
  message?: unknown;
  extensions?: { code?: unknown; fieldErrors?: unknown; field?: unknown } | null;
}

function graphQLErrors(error: unknown): FormattedError[] {
  if (!error || typeof error !== 'object') return [];
  const errors = (error as { errors?: unknown }).errors;
  return Array.isArray(errors) ? errors.filter((e): e is FormattedError => !!e && typeof e === 'object') : [];
}

/** The first message the server gave, or undefined when the call failed without one (network, 500). */
export function serverMessage(error: unknown): string | undefined {
  for (const e of graphQLErrors(error)) {
    if (e.extensions?.code === 'INTERNAL_SERVER_ERROR') continue;
    if (typeof e.message === 'string' && e.message.trim()) return e.message;
  }
  return undefined;
}

/** The server's message, or the screen's fallback (SPEC §8: 'server message or fallback'). */
export function messageOr(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}

/** The error code of the first GraphQL error (UNAUTHENTICATED, CONFLICT, BAD_USER_INPUT...). */
export function errorCode(error: unknown): string | undefined {
  const code = graphQLErrors(error)[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Field messages keyed by field name (the first message of each field wins): BAD_USER_INPUT's
 * per-field list, and a CONFLICT about one field's value (a slug in use, issue 34).
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  for (const e of graphQLErrors(error)) {
    const { code, field } = e.extensions ?? {};
    if (code === 'CONFLICT' && typeof field === 'string' && field && typeof e.message === 'string' && !(field in result)) {
      result[field] = e.message;
    }
    const list = e.extensions?.fieldErrors;
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      if (!item || typeof item !== 'object') continue;
      const { field, message } = item as { field?: unknown; message?: unknown };
      if (typeof field === 'string' && field && typeof message === 'string' && !(field in result)) result[field] = message;
    }
  }
  return result;
}

/**
 * What a form shows under its fields after a failed save: the browser's own check (validateInput's
 * InputValidationError, a list's `labels[2]` shown on `labels`) or the server's (fieldErrorsOf).
 * Empty: the error is about no field (a network error, an ended session) and goes in a toast.
 */
export function formFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof InputValidationError)) return fieldErrorsOf(error);
  const result: Record<string, string> = {};
  for (const { field, message } of error.errors) {
    const name = field.replace(/\[\d+\]$/, '');
    if (!(name in result)) result[name] = message;
  }
  return result;
}

/** SPEC §8 writes a toast as 'Title: description'; the part before the first ': ' is the title. */
export function splitToast(text: string): [title: string, description: string | undefined] {
  const at = text.indexOf(': ');
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 2)];
}

/** A CONFLICT over a stale version (decision 0021): the version now stored, or undefined for any other error. */
export function conflictVersion(error: unknown): number | undefined {
  const first = graphQLErrors(error)[0]?.extensions as { code?: unknown; currentVersion?: unknown } | undefined;
  return first?.code === 'CONFLICT' && typeof first.currentVersion === 'number' ? first.currentVersion : undefined;
}
