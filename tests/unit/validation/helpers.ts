import * as yup from 'yup';
import { fieldErrorsFromYup } from '../../../schema/validation/validate';

/**
 * Validates like formik does (all errors, non-strict cast) and returns the first message
 * of each field, keyed by field path. An empty object means the value is valid.
 */
export function errorsOf(schema: yup.AnySchema, value: unknown): Record<string, string> {
  try {
    schema.validateSync(value, { abortEarly: false });
    return {};
  } catch (err) {
    if (!yup.ValidationError.isError(err)) throw err;
    const out: Record<string, string> = {};
    for (const e of fieldErrorsFromYup(err)) out[e.field] = e.message;
    return out;
  }
}

/** The first message for `field` after merging `patch` into `base`, or undefined when valid. */
export function fieldError(
  schema: yup.AnySchema,
  base: Record<string, unknown>,
  field: string,
  patch: Record<string, unknown>,
): string | undefined {
  return errorsOf(schema, { ...base, ...patch })[field];
}

export const repeat = (n: number, ch = 'a'): string => ch.repeat(n);
