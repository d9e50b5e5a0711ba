// The OpenAPI document is the contract (issue 35, decision 0060): @redocly/cli's recommended
// ruleset finds no error in it, and every operation has an operationId (unique), a tag that is
// declared, security and error answers; a query parameter that only takes digits is an integer.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { openApiDocument } from '../../graphql-server/src/http/openapi/document';

type Operation = {
  operationId?: string;
  tags?: string[];
  security?: unknown[];
  responses: Record<string, unknown>;
  parameters?: Array<{ name: string; in: string; schema: { type?: string } }>;
};
const doc = openApiDocument() as {
  servers: Array<{ url: string }>;
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, Operation>>;
};
const operations = Object.entries(doc.paths).flatMap(([p, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ where: `${method.toUpperCase()} ${p}`, op })),
);

describe('the OpenAPI document as a contract', () => {
  it('passes `redocly lint` (recommended rules) with no error', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-'));
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(doc));
    let output: string;
    try {
      output = execFileSync(path.resolve('node_modules/.bin/redocly'), ['lint', file, '--format=json'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (error) {
      output = String((error as { stdout?: string }).stdout ?? '');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const report = JSON.parse(output) as {
      totals: { errors: number };
      problems: Array<{ ruleId: string; severity: string; message: string; location: Array<{ pointer: string }> }>;
    };
    const errors = report.problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  }, 60_000);

  it('gives every operation a unique operationId, a declared tag, security and error answers', () => {
    expect(operations.length).toBeGreaterThan(70);
    const ids = operations.map(({ op }) => op.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('getAdminBlogById');
    const declared = new Set(doc.tags.map((t) => t.name));
    for (const { where, op } of operations) {
      expect({ where, tagged: op.tags?.length === 1 && declared.has(op.tags[0]) }).toEqual({ where, tagged: true });
      expect({ where, security: Array.isArray(op.security) }).toEqual({ where, security: true });
      expect({ where, errors: Object.keys(op.responses).some((code) => Number(code) >= 400) }).toEqual({ where, errors: true });
    }
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it('lists 401 (an invalid token, public paths too) and 429 with Retry-After on every operation', () => {
    for (const { where, op } of operations) {
      expect([where, Object.keys(op.responses)]).toEqual([where, expect.arrayContaining(['401', '429'])]);
      const tooMany = op.responses['429'] as { headers?: Record<string, unknown> };
      expect([where, Object.keys(tooMany.headers ?? {})]).toEqual([where, expect.arrayContaining(['Retry-After', 'RateLimit'])]);
    }
  });

  it('offers Idempotency-Key (and its 409/422 answers) on every JSON write a staff member or token makes, and on nothing else', () => {
    const keyed = operations.filter(({ op }) => op.parameters?.some((p) => p.in === 'header' && p.name === 'Idempotency-Key'));
    const writes = operations.filter(
      ({ where, op }) =>
        /^(POST|PUT|PATCH|DELETE) /.test(where) &&
        (op.security?.length ?? 0) > 0 &&
        !JSON.stringify((op as { requestBody?: unknown }).requestBody ?? {}).includes('multipart/form-data'),
    );
    expect(keyed.map((o) => o.where).sort()).toEqual(writes.map((o) => o.where).sort());
    expect(keyed.length).toBeGreaterThan(20);
    for (const { where, op } of keyed) expect([where, Object.keys(op.responses)]).toEqual([where, expect.arrayContaining(['409', '422'])]);
  });

  it('describes digit-only query parameters as integers', () => {
    const blog = doc.paths['/api/blog'].get.parameters!;
    expect(blog.find((p) => p.name === 'page')?.schema.type).toBe('integer');
    expect(blog.find((p) => p.name === 'pageSize')?.schema.type).toBe('integer');
    const feed = doc.paths['/api/admin/sync/posts'].get.parameters!;
    expect(feed.find((p) => p.name === 'limit')?.schema.type).toBe('integer');
    expect(feed.find((p) => p.name === 'after')?.schema.type).toBe('string');
  });

  it('lets a leads:write token call the lead pipeline writes', () => {
    const patch = doc.paths['/api/admin/leads/{kind}/{id}'].patch;
    expect(patch.security).toContainEqual({ apiToken: ['leads:write'] });
    expect(doc.paths['/api/admin/leads/{kind}/{id}'].delete.security).not.toContainEqual({ apiToken: ['leads:write'] });
  });

  it('gives every JSON success answer and JSON request body a realistic example that matches its own schema', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(doc, 'openapi.json');
    const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
    type Media = { example?: unknown };
    const problems: string[] = [];
    let checked = 0;
    for (const [p, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const full = op as Operation & { requestBody?: { content: Record<string, Media> } };
        const media: Array<[string[], Media | undefined]> = Object.entries(full.responses)
          .filter(([status]) => status.startsWith('2'))
          .map(([status, r]) => [['responses', status], (r as { content?: Record<string, Media> }).content?.['application/json']]);
        if (full.requestBody) media.push([['requestBody'], full.requestBody.content['application/json']]);
        for (const [where, json] of media) {
          if (!json) continue;
          // The document itself is any JSON: its own example would be the whole document again.
          if (p === '/api/openapi.json') continue;
          const at = `${method.toUpperCase()} ${p} ${where.join(' ')}`;
          if (json.example === undefined) {
            problems.push(`${at}: no example`);
            continue;
          }
          const pointer = ['paths', p, method, ...where, 'content', 'application/json', 'schema'].map(escape).join('/');
          const validate = ajv.compile({ $ref: `openapi.json#/${pointer}` });
          if (!validate(json.example)) problems.push(`${at}: ${ajv.errorsText(validate.errors)}`);
          checked++;
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(90);
  });
});
