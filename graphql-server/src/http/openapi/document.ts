// GET /api/openapi.json: the OpenAPI 3.1 description of every REST path (issue 15), built once
// from paths.ts and components.ts.
import { SESSION_COOKIE } from '../../auth/tokens';
import { bodySchema } from './from-validation';
import { SCHEMAS } from './components';
import { REQUEST_EXAMPLES, RESPONSE_EXAMPLES } from './examples';
import { operation, operationIdOf, tagOf } from './operations';
import { INPUT_SCHEMAS, PATHS } from './paths';

/** '/api/admin/blog/:id' → '/api/admin/blog/{id}'. */
export function openApiPath(expressPath: string): string {
  return expressPath.replace(/:([A-Za-z]+)/g, '{$1}');
}

type MediaType = { schema: { $ref?: string; type?: string; items?: { $ref?: string } }; example?: unknown };
type Operation = {
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
};

const componentOf = (ref: string | undefined) => ref?.replace('#/components/schemas/', '');

/**
 * The operation with examples (examples.ts): its success body's, from the example of its component
 * (a list of one for an array), and its JSON request body's.
 */
function withExamples(built: Record<string, unknown>, key: string): Record<string, unknown> {
  const op = built as unknown as Operation;
  for (const [status, response] of Object.entries(op.responses)) {
    const json = status.startsWith('2') ? response.content?.['application/json'] : undefined;
    if (!json) continue;
    const single = componentOf(json.schema.$ref);
    const item = json.schema.type === 'array' ? componentOf(json.schema.items?.$ref) : undefined;
    if (single && RESPONSE_EXAMPLES[single] !== undefined) json.example = RESPONSE_EXAMPLES[single];
    if (item && RESPONSE_EXAMPLES[item] !== undefined) json.example = [RESPONSE_EXAMPLES[item]];
  }
  const body = op.requestBody?.content['application/json'];
  if (body && REQUEST_EXAMPLES[key] !== undefined) body.example = REQUEST_EXAMPLES[key];
  return built;
}

let built: Record<string, unknown> | null = null;

export function openApiDocument(): Record<string, unknown> {
  built ??= {
    openapi: '3.1.0',
    info: {
      title: 'FinOps site REST API',
      version: '3.0.0',
      description: 'The REST paths of the site. GraphQL (/graphql) is described by its own schema. Guide: docs/integrators.md.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    // The site that serves this document: paths are relative to it.
    servers: [{ url: '/', description: 'This site (the origin this document was read from).' }],
    paths: Object.fromEntries(
      Object.entries(PATHS).map(([path, methods]) => {
        const parameters = [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]);
        const operations = Object.fromEntries(
          Object.entries(methods).map(([method, spec]) => [
            method,
            withExamples(
              operation(spec, parameters, { operationId: operationIdOf(method, openApiPath(path)), tag: tagOf(path), method }),
              `${method.toUpperCase()} ${openApiPath(path)}`,
            ),
          ]),
        );
        return [openApiPath(path), operations];
      }),
    ),
    tags: [...new Set(Object.keys(PATHS).map(tagOf))].sort().map((name) => ({ name, description: `Paths of ${name.toLowerCase()}.` })),
    components: {
      schemas: {
        ...SCHEMAS,
        ...Object.fromEntries(Object.entries(INPUT_SCHEMAS).map(([name, schema]) => [name, bodySchema(schema)])),
      },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: "A staff member's session token (JWT) from a sign-in." },
        apiToken: { type: 'http', scheme: 'bearer', description: 'An API token (fin_...); the scope the path needs is listed.' },
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The session cookie of the admin area (same origin only).',
        },
      },
    },
  };
  return built;
}
