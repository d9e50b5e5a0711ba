/**
 * Running a schema outside formik (the server, scripts) and turning yup's error into a
 * flat list of field errors.
 */
import * as yup from 'yup';

export interface FieldError {
  /** Dotted path of the field ('email', 'toolResults.x'); '' for an error about the whole input. */
  field: string;
  message: string;
}

/** Thrown by validateInput; `message` is the first field's message. */
export class InputValidationError extends Error {
  readonly errors: FieldError[];

  constructor(errors: FieldError[]) {
    super(errors[0]?.message ?? 'Invalid input');
    this.name = 'InputValidationError';
    this.errors = errors;
    Object.setPrototypeOf(this, new.target.prototype);
  }
}

/**
 * One entry per field, in yup's order (the schema's field order), keeping the first
 * message of each field.
 */
export function fieldErrorsFromYup(error: yup.ValidationError): FieldError[] {
  const all = error.inner.length > 0 ? error.inner : [error];
  const seen = new Set<string>();
  const result: FieldError[] = [];
  for (const e of all) {
    const field = e.path ?? '';
    if (seen.has(field)) continue;
    seen.add(field);
    result.push({ field, message: e.message });
  }
  return result;
}

/**
 * Validates and casts `input` (trimming strings, coercing numbers, applying defaults,
 * dropping unknown keys). Resolves to the cast value; rejects with InputValidationError
 * listing every invalid field, or rethrows anything that is not a yup ValidationError.
 */
export async function validateInput<S extends yup.AnySchema>(schema: S, input: unknown): Promise<yup.InferType<S>> {
  try {
    return await schema.validate(withoutMisshapenText(schema, input), { abortEarly: false, stripUnknown: true });
  } catch (err) {
    if (yup.ValidationError.isError(err)) {
      throw new InputValidationError(fieldErrorsFromYup(err));
    }
    throw err;
  }
}

/**
 * A JSON body can hold an object or an array where a text is expected, and yup's trim() throws
 * a TypeError on those (an answer of 500 instead of 400). Such a value counts as missing, so the
 * field's own message applies. A Date is kept: a GraphQL DateTime arrives as one.
 */
function withoutMisshapenText(schema: yup.AnySchema, input: unknown): unknown {
  if (!(schema instanceof yup.ObjectSchema) || typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const record = input as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const [key, field] of Object.entries(schema.fields as Record<string, { type?: string }>)) {
    const value = record[key];
    if (field.type === 'string' && typeof value === 'object' && value !== null && !(value instanceof Date)) {
      copy ??= { ...record };
      copy[key] = undefined;
    }
  }
  return copy ?? input;
}
