// The OpenAPI document's request parts are generated from the validation the server runs, so
// they cannot drift from it: query strings from the zod schemas of http/query-schemas.ts
// (z.toJSONSchema, the input side), JSON bodies from the shared yup schemas (schema/validation),
// read through yup's describe().
import type { AnySchema } from 'yup';
import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/** A query parameter object of OpenAPI 3.1. */
export interface QueryParameter {
  name: string;
  in: 'query';
  required: boolean;
  schema: JsonSchema;
}

/** Every property of a zod object schema, as OpenAPI query parameters. */
export function queryParameters(schema: z.ZodType): QueryParameter[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: (json.required ?? []).includes(name),
    schema: asInteger(property),
  }));
}

/**
 * A query string is text, but one that only accepts digits (page, pageSize, limit: `/^\d+$/`) is
 * a whole number to a client generated from the document (issue 35): described as an integer.
 */
function asInteger(property: JsonSchema): JsonSchema {
  const { type, pattern, ...rest } = property as { type?: unknown; pattern?: unknown };
  if (type !== 'string' || typeof pattern !== 'string' || !/^\^\\d(\+|\{1,\d+\})\$$/.test(pattern)) return property;
  return { ...rest, type: 'integer', minimum: 0 };
}

interface YupDescription {
  type: string;
  optional: boolean;
  nullable: boolean;
  oneOf: unknown[];
  tests: { name?: string; params?: Record<string, unknown> }[];
  fields?: Record<string, YupDescription>;
  innerType?: YupDescription;
}

const LENGTH_KEYWORDS: Record<string, Record<string, string>> = {
  string: { min: 'minLength', max: 'maxLength' },
  number: { min: 'minimum', max: 'maximum' },
  array: { min: 'minItems', max: 'maxItems' },
};

function fromDescription(description: YupDescription): JsonSchema {
  const type = description.type === 'date' ? 'string' : description.type === 'mixed' ? undefined : description.type;
  const schema: JsonSchema = {};
  if (type) schema.type = description.nullable ? [type, 'null'] : type;
  const values = description.oneOf.filter((value) => value !== undefined);
  if (values.length) schema.enum = description.nullable && !values.includes(null) ? [...values, null] : values;
  for (const test of description.tests) {
    const keyword = test.name ? LENGTH_KEYWORDS[description.type]?.[test.name] : undefined;
    if (keyword && test.params) schema[keyword] = test.params[test.name!];
    if (test.name === 'integer') schema.type = description.nullable ? ['integer', 'null'] : 'integer';
    if (test.name === 'email') schema.format = 'email';
  }
  if (description.fields) {
    schema.properties = Object.fromEntries(Object.entries(description.fields).map(([name, field]) => [name, fromDescription(field)]));
    const required = Object.entries(description.fields)
      .filter(([, field]) => !field.optional)
      .map(([name]) => name);
    if (required.length) schema.required = required;
  }
  if (description.innerType) schema.items = fromDescription(description.innerType);
  return schema;
}

/** A yup object schema of schema/validation as a JSON Schema (types, required fields, lengths, enums). */
export function bodySchema(schema: AnySchema, extra: Record<string, JsonSchema> = {}): JsonSchema {
  const json = fromDescription(schema.describe() as unknown as YupDescription);
  return { ...json, properties: { ...(json.properties as JsonSchema), ...extra } };
}
