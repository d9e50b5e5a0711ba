// Checks answers against the OpenAPI document with a standard validator (ajv, JSON Schema 2020-12
// as OpenAPI 3.1 uses it), and lists the REST routes an Express app really serves.
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { Express } from 'express';
import type request from 'supertest';

type Doc = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>> };

/** "GET /api/blog/:slug" for every route under /api, found by walking the app's router stack. */
export function registeredApiRoutes(app: Express): string[] {
  type Layer = {
    route?: { path: string | string[]; methods: Record<string, boolean> };
    handle: { stack?: Layer[] };
    /** Where a router is mounted ('/' for everywhere), as Express 5's router records it. */
    rawPath?: string;
  };
  const found = new Set<string>();
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const path of paths)
          for (const method of Object.keys(layer.route.methods)) found.add(`${method.toUpperCase()} ${prefix}${path}`);
      } else if (layer.handle.stack) {
        // A router: mounted below its layer's path ('/' adds nothing).
        const mount = layer.rawPath && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, `${prefix}${mount}`);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return [...found].filter((route) => route.split(' ')[1].startsWith('/api/')).sort();
}

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** Validates responses against the document; `check` throws with ajv's errors when one does not match. */
export function responseChecker(doc: Doc) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(doc, 'openapi.json');
  return function check(method: string, path: string, res: request.Response): void {
    const operation = doc.paths[path]?.[method.toLowerCase()];
    if (!operation) throw new Error(`${method} ${path} is not in the OpenAPI document`);
    const response = operation.responses[String(res.status)];
    if (!response)
      throw new Error(`${method} ${path} answered ${res.status}, which the document does not list: ${JSON.stringify(res.body)}`);
    const type = String(res.headers['content-type'] ?? '').split(';')[0];
    if (!response.content) {
      if (res.text) throw new Error(`${method} ${path} ${res.status} has a body the document does not describe`);
      return;
    }
    if (!response.content[type]) throw new Error(`${method} ${path} ${res.status} answered ${type}, not ${Object.keys(response.content)}`);
    if (type !== 'application/json') return;
    const pointer = ['paths', path, method.toLowerCase(), 'responses', String(res.status), 'content', type, 'schema'].map(escape).join('/');
    const validate = ajv.compile({ $ref: `openapi.json#/${pointer}` });
    if (!validate(res.body)) {
      throw new Error(
        `${method} ${path} ${res.status} does not match the document: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(res.body).slice(0, 500)}`,
      );
    }
  };
}
