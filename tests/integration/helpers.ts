// Shared helpers of the integration tests (not a test file: jest only runs *.test.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { Client } from 'pg';
import type request from 'supertest';
import { embeddedDatabaseUrl, startTestServer, TEST_JWT_SECRET, type TestServer, type TestServerOptions } from '../support/test-server';

export type Agent = ReturnType<typeof request.agent>;
export type Res = request.Response;

/** The issuer and audience auth/tokens.ts puts in (and demands of) every session token. */
export const TOKEN_ISSUER = 'finops-site';
export const TOKEN_AUDIENCE = 'finops-admin';
export const ADMIN_REQUIRED_MESSAGE = 'You must be signed in as an administrator.';

// ---------------------------------------------------------------------------------------
// Server start-up
// ---------------------------------------------------------------------------------------

/**
 * Each Jest worker has an embedded database of its own (global-setup.ts), and each test server
 * wipes it on start; servers on one of them must take turns. A directory created atomically is
 * the lock. With DATABASE_URL every server gets a database of its own, so no lock is needed.
 */
export async function acquireEmbeddedLock(): Promise<() => void> {
  const url = embeddedDatabaseUrl();
  if (process.env.DATABASE_URL || !url) return () => undefined;
  const key = crypto.createHash('sha1').update(url).digest('hex').slice(0, 12);
  const dir = path.join(os.tmpdir(), `finops-integration-${key}.lock`);
  const deadline = Date.now() + 170_000;
  for (;;) {
    try {
      fs.mkdirSync(dir);
      return () => fs.rmSync(dir, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() > deadline) throw new Error(`Timed out waiting for the embedded database lock ${dir}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** startTestServer, taking turns on the embedded database. */
export async function startServer(options: TestServerOptions = {}): Promise<TestServer> {
  const release = await acquireEmbeddedLock();
  try {
    const server = await startTestServer(options);
    return {
      ...server,
      async close() {
        try {
          await server.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Long enough for startServer to wait for another file's turn on the embedded database. */
export const START_TIMEOUT = 180_000;

// ---------------------------------------------------------------------------------------
// Unique values and valid inputs
// ---------------------------------------------------------------------------------------

/** A short lowercase hex token, safe in slugs, e-mail addresses and search texts. */
export function uniq(): string {
  return crypto.randomBytes(5).toString('hex');
}

export function randomUuid(): string {
  return crypto.randomUUID();
}

export function validPost(overrides: Record<string, unknown> = {}) {
  const id = uniq();
  return {
    title: `Integration article ${id}`,
    slug: `it-post-${id}`,
    excerpt: `An excerpt that is comfortably longer than twenty characters (${id}).`,
    content: `<p>Body text long enough for the fifty character minimum of the content rule (${id}).</p>`,
    coverImage: 'https://example.com/images/cover.png',
    author: 'Integration Author',
    category: 'technical',
    tags: 'Testing, Integration',
    featured: false,
    // Most tests read what they create on public pages: published unless a test asks otherwise.
    status: 'PUBLISHED',
    ...overrides,
  };
}

export function validCategory(overrides: Record<string, unknown> = {}) {
  const id = uniq();
  return { name: `Category ${id}`, slug: `cat-${id}`, description: `Description ${id}`, ...overrides };
}

export function validResource(overrides: Record<string, unknown> = {}) {
  const id = uniq();
  return {
    title: `Integration resource ${id}`,
    description: `A description longer than twenty characters for ${id}.`,
    type: 'whitepaper',
    fileUrl: `https://example.com/files/${id}.pdf`,
    coverImage: 'https://example.com/images/resource.png',
    category: 'strategy',
    featured: false,
    status: 'PUBLISHED',
    ...overrides,
  };
}

export function validLead(overrides: Record<string, unknown> = {}) {
  const id = uniq();
  return { name: `Lead ${id}`, email: `lead-${id}@example.com`, company: `Company ${id}`, ...overrides };
}

export function validContact(overrides: Record<string, unknown> = {}) {
  const id = uniq();
  return {
    name: `Contact ${id}`,
    email: `contact-${id}@example.com`,
    company: `Company ${id}`,
    cloudSpending: '50k-100k',
    message: `Please call me about ${id}.`,
    privacyConsent: true,
    ...overrides,
  };
}

// ---------------------------------------------------------------------------------------
// Tokens
// ---------------------------------------------------------------------------------------

export interface TokenClaims {
  sub: string;
  username: string;
}

/** A token shaped exactly like the server's (HS256, issuer, audience), signed with `secret`. */
export function signToken(claims: TokenClaims, secret: string, options: jwt.SignOptions = {}): string {
  return jwt.sign({ username: claims.username }, secret, {
    algorithm: 'HS256',
    subject: claims.sub,
    issuer: TOKEN_ISSUER,
    audience: TOKEN_AUDIENCE,
    expiresIn: 3600,
    ...options,
  });
}

/** Signed with the server's own key but expired ten seconds ago. */
export function expiredToken(claims: TokenClaims): string {
  return signToken(claims, TEST_JWT_SECRET, { expiresIn: -10 });
}

/** Right claims, wrong key. */
export function otherKeyToken(claims: TokenClaims): string {
  return signToken(claims, 'another-secret-that-the-server-has-never-seen-0123456789');
}

/** An unsigned token ("alg": "none"), hand-built. */
export function algNoneToken(claims: TokenClaims): string {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({
    username: claims.username,
    sub: claims.sub,
    iss: TOKEN_ISSUER,
    aud: TOKEN_AUDIENCE,
    iat: now,
    exp: now + 3600,
  })}.`;
}

/** The credentials every admin path and field must refuse for `token`'s user: expired, another key's, unsigned, and not a token at all. */
export function badCredentials(token: string): string[] {
  const claims = claimsOf(token);
  return [expiredToken(claims), otherKeyToken(claims), algNoneToken(claims), 'not-a-token'];
}

/** The user id and username a real token carries. */
export function claimsOf(token: string): TokenClaims {
  const payload = jwt.decode(token) as { sub: string; username: string };
  return { sub: payload.sub, username: payload.username };
}

/** A playbook lead submitted as a visitor would, which must be accepted (201). */
export async function submitLead(server: { agent(): Agent }, overrides: Record<string, unknown> = {}): Promise<void> {
  const res = await server.agent().post('/api/playbook-lead').send(validLead(overrides));
  if (res.status !== 201) throw new Error(`The lead was refused: ${res.status} ${JSON.stringify(res.body)}`);
}

/** A contact request submitted as a visitor would, which must be accepted (201). */
export async function submitContact(server: { agent(): Agent }, overrides: Record<string, unknown> = {}): Promise<void> {
  const res = await server.agent().post('/api/contact').send(validContact(overrides));
  if (res.status !== 201) throw new Error(`The contact request was refused: ${res.status} ${JSON.stringify(res.body)}`);
}

// ---------------------------------------------------------------------------------------
// Response checks
// ---------------------------------------------------------------------------------------

export interface GqlError {
  message: string;
  path?: string[];
  extensions?: { code?: string; fieldErrors?: Array<{ field: string; message: string }> };
}

/** The first GraphQL error of a response (which must have one). */
function firstError(res: Res): GqlError {
  expect(res.body.errors).toBeDefined();
  expect(res.body.errors.length).toBeGreaterThan(0);
  return res.body.errors[0] as GqlError;
}

/** A GraphQL answer without errors; returns `data`. */
export function dataOf(res: Res): Record<string, any> {
  if (res.body.errors) throw new Error(`Unexpected GraphQL errors: ${JSON.stringify(res.body.errors)}`);
  expect(res.status).toBe(200);
  return res.body.data;
}

/** A refused GraphQL call: the code (and message), and no data in the answer. */
export function expectGqlError(res: Res, code: string, message?: string): GqlError {
  const error = firstError(res);
  expect(error.extensions?.code).toBe(code);
  if (message !== undefined) expect(error.message).toBe(message);
  expectNoData(res);
  return error;
}

/** `data` is null, or every top-level field of it is null. */
export function expectNoData(res: Res): void {
  const data = res.body.data;
  if (data === null || data === undefined) return;
  for (const value of Object.values(data)) expect(value).toBeNull();
}

/** A BAD_USER_INPUT answer whose message and field errors are exactly these. */
export function expectFieldErrors(res: Res, errors: Array<{ field: string; message: string }>): void {
  const error = expectGqlError(res, 'BAD_USER_INPUT', errors[0].message);
  expect(error.extensions?.fieldErrors).toEqual(errors);
}

/** The text of any response must never carry a stack trace or an internal path. */
export function expectNoStackTrace(res: Res): void {
  const text = res.text ?? JSON.stringify(res.body ?? '');
  expect(text).not.toMatch(/\bat [^\n]*\.ts:\d+/);
  expect(text).not.toMatch(/\.js:\d+:\d+/);
  expect(text).not.toContain('node_modules');
  expect(text).not.toMatch(/"stack(trace)?"/i);
}

/** The value of a Set-Cookie header for the session cookie, or undefined. */
export function sessionCookie(res: Res): string | undefined {
  const header = res.headers['set-cookie'] as unknown as string[] | string | undefined;
  const cookies = Array.isArray(header) ? header : header ? [header] : [];
  return cookies.find((c) => c.startsWith('finops_session='));
}

// ---------------------------------------------------------------------------------------
// GraphQL documents
// ---------------------------------------------------------------------------------------

export const POST_FIELDS = `id slug title excerpt content coverImage author category tags tagList featured publishedAt status version createdAt updatedAt`;
export const RESOURCE_FIELDS = `id title description type fileUrl coverImage category featured publishedAt downloadCount status version`;
export const PAGE_INFO = `pageInfo { page pageSize totalPages hasNextPage hasPreviousPage }`;

// ---------------------------------------------------------------------------------------
// SQL sent
// ---------------------------------------------------------------------------------------

export interface Statement {
  text: string;
  values: unknown[];
}

/** Every statement the server sends while `run` runs (all pg clients of this process). */
export async function statementsOf(run: () => Promise<unknown>): Promise<Statement[]> {
  const seen: Statement[] = [];
  const proto = Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const [text, values] = args;
    if (typeof text === 'string') seen.push({ text, values: Array.isArray(values) ? values : [] });
    else if (text && typeof text === 'object' && 'text' in text) seen.push({ text: String((text as { text: string }).text), values: [] });
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    proto.query = original;
  }
  return seen;
}
