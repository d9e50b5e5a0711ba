// GET /api/openapi.json: the OpenAPI 3.1 description of every REST path (issue 15), built once
// from paths.ts and components.ts.
import { SESSION_COOKIE } from '../../auth/tokens';
import { bodySchema } from './from-validation';
import { SCHEMAS } from './components';
import { operation, operationIdOf, tagOf } from './operations';
import { INPUT_SCHEMAS, PATHS } from './paths';

/** '/api/admin/blog/:id' → '/api/admin/blog/{id}'. */
export function openApiPath(expressPath: string): string {
  return expressPath.replace(/:([A-Za-z]+)/g, '{$1}');
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
            operation(spec, parameters, { operationId: operationIdOf(method, openApiPath(path)), tag: tagOf(path) }),
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
