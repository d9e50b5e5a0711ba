// Security suite, request limits and malformed requests:
// - every capped text field one character over its cap (the caps of schema/validation), over
//   REST (400 { message, errors }) and GraphQL (BAD_USER_INPUT with fieldErrors), with the
//   rule's own message; at the cap it is accepted;
// - a body over 1 MB: 413 { message };
// - malformed JSON, JSON that is no object, and bodies of other content types on every REST
//   write and on /graphql: 400/415 with a JSON message, never a stack trace, nothing stored.
import express from 'express';
import http from 'node:http';
import net from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { createLimitedServer } from '../../graphql-server/src/http/server-limits';
import { log, setLogger } from '../../graphql-server/src/logger';
import { API_TOKEN_NAME_MAX_LENGTH } from '../../schema/validation/api-tokens';
import { PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH } from '../../schema/validation/auth';
import {
  AUTHOR_MAX_LENGTH,
  CATEGORY_NAME_MAX_LENGTH,
  CATEGORY_SLUG_MAX_LENGTH,
  CONTENT_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  SLUG_MAX_LENGTH,
  TAGS_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '../../schema/validation/content';
import { COMPANY_MAX_LENGTH, EMAIL_MAX_LENGTH, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from '../../schema/validation/leads';
import { JSON_BODY_REQUIRED_MESSAGE, JSON_OBJECT_REQUIRED_MESSAGE } from '../../graphql-server/src/http/json-body';
import { signedInAdmin, type TestServer } from '../support/test-server';
import {
  expectFieldErrors,
  expectNoStackTrace,
  START_TIMEOUT,
  startServer,
  uniq,
  validCategory,
  validContact,
  validLead,
  validPost,
  validResource,
  type Res,
} from './helpers';

// Some tests loop over hundreds of requests; a shared machine can take longer than jest's 5 s default
// (the project-level testTimeout is not applied per file).
jest.setTimeout(120_000);

const NOT_JSON_MESSAGE = 'The request body is not valid JSON.';
const TOO_LARGE_MESSAGE = 'The request body is too large.';
const ONE_MB = 1024 * 1024;

/** A valid e-mail address of exactly `length` characters: a@ddd...d.ddd...d.com, labels of at most 60. */
function emailOfLength(length: number): string {
  let rest = length - 'a@'.length - '.com'.length;
  const labels: string[] = [];
  while (rest > 0) {
    if (labels.length > 0) rest -= 1; // the dot before this label
    let size = Math.min(60, rest);
    if (rest - size === 1) size -= 1; // never leave room for a dot alone
    labels.push('d'.repeat(size));
    rest -= size;
  }
  return `a@${labels.join('.')}.com`;
}

const urlOfLength = (length: number, extension: string) => {
  const start = 'https://example.com/';
  return `${start}${'a'.repeat(length - start.length - extension.length)}${extension}`;
};

type Endpoint = 'lead' | 'contact' | 'login' | 'register' | 'post' | 'resource' | 'category' | 'apiToken';

interface Endpoints {
  rest?: { method: 'post'; url: string; admin: boolean };
  mutation: string;
  inputType: string;
  admin: boolean;
  valid: () => Record<string, unknown>;
}

const ENDPOINTS: Record<Endpoint, Endpoints> = {
  lead: {
    rest: { method: 'post', url: '/api/playbook-lead', admin: false },
    mutation: 'submitPlaybookLead',
    inputType: 'PlaybookLeadInput',
    admin: false,
    valid: () => validLead(),
  },
  contact: {
    rest: { method: 'post', url: '/api/contact', admin: false },
    mutation: 'submitContactRequest',
    inputType: 'ContactRequestInput',
    admin: false,
    valid: () => validContact(),
  },
  login: {
    rest: { method: 'post', url: '/api/auth/login', admin: false },
    mutation: 'login',
    inputType: 'CredentialsInput',
    admin: false,
    valid: () => ({ username: 'admin', password: 'secret123' }),
  },
  register: {
    rest: { method: 'post', url: '/api/auth/register', admin: false },
    mutation: 'register',
    inputType: 'CredentialsInput',
    admin: false,
    valid: () => ({ username: `new-${uniq()}`, password: 'secret123' }),
  },
  post: {
    rest: { method: 'post', url: '/api/admin/blog', admin: true },
    mutation: 'createPost',
    inputType: 'BlogPostInput',
    admin: true,
    valid: () => validPost(),
  },
  resource: {
    rest: { method: 'post', url: '/api/admin/resources', admin: true },
    mutation: 'createResource',
    inputType: 'ResourceInput',
    admin: true,
    valid: () => validResource(),
  },
  category: {
    rest: { method: 'post', url: '/api/admin/categories', admin: true },
    mutation: 'createCategory',
    inputType: 'CategoryInput',
    admin: true,
    valid: () => validCategory(),
  },
  apiToken: {
    mutation: 'createApiToken',
    inputType: 'ApiTokenInput',
    admin: true,
    valid: () => ({ name: 'Capped token', scopes: ['CONTENT'] }),
  },
};

/** [endpoint, field, cap, a value of cap + 1 characters, the rule's message]. */
const OVERSIZED: Array<[Endpoint, string, number, string, string]> = [
  ['lead', 'name', NAME_MAX_LENGTH, 'n'.repeat(NAME_MAX_LENGTH + 1), 'Name must be 100 characters or less.'],
  ['lead', 'email', EMAIL_MAX_LENGTH, emailOfLength(EMAIL_MAX_LENGTH + 1), 'Email must be 254 characters or less.'],
  ['lead', 'company', COMPANY_MAX_LENGTH, 'c'.repeat(COMPANY_MAX_LENGTH + 1), 'Company name must be 150 characters or less.'],
  ['contact', 'name', NAME_MAX_LENGTH, 'n'.repeat(NAME_MAX_LENGTH + 1), 'Name must be 100 characters or less.'],
  ['contact', 'email', EMAIL_MAX_LENGTH, emailOfLength(EMAIL_MAX_LENGTH + 1), 'Email must be 254 characters or less.'],
  ['contact', 'company', COMPANY_MAX_LENGTH, 'c'.repeat(COMPANY_MAX_LENGTH + 1), 'Company name must be 150 characters or less.'],
  ['contact', 'message', MESSAGE_MAX_LENGTH, 'm'.repeat(MESSAGE_MAX_LENGTH + 1), 'Message must be 5000 characters or less.'],
  ['login', 'username', USERNAME_MAX_LENGTH, 'u'.repeat(USERNAME_MAX_LENGTH + 1), 'Username must be 50 characters or less'],
  ['login', 'password', PASSWORD_MAX_LENGTH, 'p'.repeat(PASSWORD_MAX_LENGTH + 1), 'Password must be 200 characters or less'],
  ['register', 'username', USERNAME_MAX_LENGTH, 'u'.repeat(USERNAME_MAX_LENGTH + 1), 'Username must be 50 characters or less'],
  ['register', 'password', PASSWORD_MAX_LENGTH, 'p'.repeat(PASSWORD_MAX_LENGTH + 1), 'Password must be 200 characters or less'],
  ['post', 'title', TITLE_MAX_LENGTH, 't'.repeat(TITLE_MAX_LENGTH + 1), 'Title must be 200 characters or less'],
  ['post', 'slug', SLUG_MAX_LENGTH, 's'.repeat(SLUG_MAX_LENGTH + 1), 'Slug must be 200 characters or less'],
  ['post', 'excerpt', 300, 'e'.repeat(301), 'Excerpt must be 300 characters or less'],
  ['post', 'content', CONTENT_MAX_LENGTH, `<p>${'c'.repeat(CONTENT_MAX_LENGTH - 6)}</p>`, 'Content must be 200,000 characters or less'],
  ['post', 'coverImage', URL_MAX_LENGTH, urlOfLength(URL_MAX_LENGTH + 1, '.png'), 'Cover image URL must be 2048 characters or less'],
  ['post', 'author', AUTHOR_MAX_LENGTH, 'a'.repeat(AUTHOR_MAX_LENGTH + 1), 'Author name must be 100 characters or less'],
  ['post', 'category', SLUG_MAX_LENGTH, 'k'.repeat(SLUG_MAX_LENGTH + 1), 'Category must be 200 characters or less'],
  ['post', 'tags', TAGS_MAX_LENGTH, 'g'.repeat(TAGS_MAX_LENGTH + 1), 'Tags must be 500 characters or less'],
  ['resource', 'title', TITLE_MAX_LENGTH, 't'.repeat(TITLE_MAX_LENGTH + 1), 'Title must be 200 characters or less'],
  ['resource', 'description', DESCRIPTION_MAX_LENGTH, 'd'.repeat(DESCRIPTION_MAX_LENGTH + 1), 'Description must be 500 characters or less'],
  ['resource', 'fileUrl', URL_MAX_LENGTH, urlOfLength(URL_MAX_LENGTH + 1, '.pdf'), 'File URL must be 2048 characters or less'],
  ['resource', 'coverImage', URL_MAX_LENGTH, urlOfLength(URL_MAX_LENGTH + 1, '.png'), 'Cover image URL must be 2048 characters or less'],
  ['category', 'name', CATEGORY_NAME_MAX_LENGTH, 'n'.repeat(CATEGORY_NAME_MAX_LENGTH + 1), 'Name must be 100 characters or less'],
  ['category', 'slug', CATEGORY_SLUG_MAX_LENGTH, 's'.repeat(CATEGORY_SLUG_MAX_LENGTH + 1), 'Slug must be 100 characters or less'],
  ['category', 'description', DESCRIPTION_MAX_LENGTH, 'd'.repeat(DESCRIPTION_MAX_LENGTH + 1), 'Description must be 500 characters or less'],
  ['apiToken', 'name', API_TOKEN_NAME_MAX_LENGTH, 'n'.repeat(API_TOKEN_NAME_MAX_LENGTH + 1), 'Token name must be 100 characters or less'],
];

/** REST writes and their valid bodies, for the malformed-body tables. */
const REST_WRITES: Array<{ method: 'post' | 'put'; url: (ids: { postId: string }) => string; admin: boolean; valid: () => object }> = [
  { method: 'post', url: () => '/api/playbook-lead', admin: false, valid: () => validLead() },
  { method: 'post', url: () => '/api/contact', admin: false, valid: () => validContact() },
  { method: 'post', url: () => '/api/auth/login', admin: false, valid: () => ({ username: 'admin', password: 'secret123' }) },
  { method: 'post', url: () => '/api/auth/register', admin: false, valid: () => ({ username: `x-${uniq()}`, password: 'secret123' }) },
  { method: 'post', url: () => '/api/admin/blog', admin: true, valid: () => validPost() },
  { method: 'put', url: ({ postId }) => `/api/admin/blog/${postId}`, admin: true, valid: () => validPost() },
  { method: 'post', url: () => '/api/admin/categories', admin: true, valid: () => validCategory() },
  { method: 'post', url: () => '/api/admin/resources', admin: true, valid: () => validResource() },
];

describe('request limits and malformed requests', () => {
  let server: TestServer;
  let adminToken: string;
  let postId: string;
  let before: Record<string, number>;

  const counts = async (): Promise<Record<string, number>> =>
    (
      await server.dataSource.query(
        `SELECT (SELECT count(*) FROM playbook_leads)::int AS leads, (SELECT count(*) FROM contact_requests)::int AS contacts,
                (SELECT count(*) FROM blog_posts)::int AS posts, (SELECT count(*) FROM categories)::int AS categories,
                (SELECT count(*) FROM resources)::int AS resources, (SELECT count(*) FROM admin_users)::int AS users,
                (SELECT count(*) FROM api_tokens)::int AS tokens`,
      )
    )[0];

  beforeAll(async () => {
    server = await startServer({ seed: true });
    adminToken = (await signedInAdmin(server)).token;
    postId = (await server.agent().get('/api/admin/blog').set('Authorization', `Bearer ${adminToken}`)).body[0].id;
    before = await counts();
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  const rest = (method: 'post' | 'put', url: string, admin: boolean) => {
    const req = server.agent()[method](url);
    return admin ? req.set('Authorization', `Bearer ${adminToken}`) : req;
  };

  /** The message of a JSON error answer: REST's { message }, or GraphQL's { errors: [{ message }] }. */
  const messageOf = (res: Res): unknown => res.body?.message ?? res.body?.errors?.[0]?.message;

  it('builds its oversized values one character over each cap', () => {
    for (const [endpoint, field, cap, value] of OVERSIZED)
      expect({ endpoint, field, length: value.length }).toEqual({ endpoint, field, length: cap + 1 });
  });

  describe.each(
    OVERSIZED.map(([endpoint, field, cap, value, message]) => [`${endpoint}.${field}`, endpoint, field, cap, value, message] as const),
  )('%s over its cap', (_label, endpoint, field, _cap, value, message) => {
    const spec = ENDPOINTS[endpoint];
    const input = () => {
      const valid = spec.valid();
      return { ...valid, [field]: value };
    };

    if (spec.rest) {
      const { url, admin } = spec.rest;
      it('is refused over REST with 400 and the rule message', async () => {
        const res = await rest('post', url, admin).send(input());
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message, errors: [{ field, message }] });
      });
    }

    it('is refused over GraphQL with BAD_USER_INPUT and the rule message', async () => {
      const document = `mutation($input: ${spec.inputType}!) { ${spec.mutation}(input: $input) { __typename } }`;
      const res = await server.gql(document, { input: input() }, undefined, spec.admin ? adminToken : undefined);
      expectFieldErrors(res, [{ field, message }]);
    });
  });

  it('accepts each lead field exactly at its cap', async () => {
    const lead = validLead({
      name: 'n'.repeat(NAME_MAX_LENGTH),
      email: emailOfLength(EMAIL_MAX_LENGTH),
      company: 'c'.repeat(COMPANY_MAX_LENGTH),
    });
    expect(lead.email).toHaveLength(EMAIL_MAX_LENGTH);
    expect((await server.agent().post('/api/playbook-lead').send(lead)).status).toBe(201);
    expect(
      (
        await server
          .agent()
          .post('/api/contact')
          .send(validContact({ message: 'm'.repeat(MESSAGE_MAX_LENGTH) }))
      ).status,
    ).toBe(201);
    before.leads += 1;
    before.contacts += 1;
  });

  it('stored nothing while refusing the oversized values', async () => {
    expect(await counts()).toEqual(before);
  });

  describe('a body over 1 MB', () => {
    const big = () => ({ ...validContact(), message: 'm'.repeat(ONE_MB + 10) });
    it.each(REST_WRITES.map((w) => [`${w.method.toUpperCase()} ${w.url({ postId: ':id' })}`, w] as const))(
      '%s answers 413 { message }',
      async (_l, write) => {
        const res = await rest(write.method, write.url({ postId }), write.admin).send(big());
        expect(res.status).toBe(413);
        expect(res.body).toEqual({ message: TOO_LARGE_MESSAGE });
        expectNoStackTrace(res);
      },
    );

    it('POST /graphql answers 413 { message }', async () => {
      const res = await server.gql('mutation($i: ContactRequestInput!) { submitContactRequest(input: $i) { id } }', { i: big() });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ message: TOO_LARGE_MESSAGE });
    });

    it('just under 1 MB is read (and judged by the field caps)', async () => {
      const res = await server
        .agent()
        .post('/api/contact')
        .send({ ...validContact(), message: 'm'.repeat(ONE_MB - 1000) });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Message must be 5000 characters or less.');
    });
  });

  describe('malformed bodies on every REST write', () => {
    const BODIES: Array<[string, string, number, string]> = [
      ['truncated JSON', '{"name": "Ada", "email": ', 400, NOT_JSON_MESSAGE],
      ['a trailing comma', '{"name": "Ada",}', 400, NOT_JSON_MESSAGE],
      ['single quotes', "{'name': 'Ada'}", 400, NOT_JSON_MESSAGE],
      ['JSON null', 'null', 400, NOT_JSON_MESSAGE],
      ['a JSON string', '"name=Ada"', 400, NOT_JSON_MESSAGE],
      ['a JSON number', '42', 400, NOT_JSON_MESSAGE],
      ['a JSON array', '[{"name": "Ada"}]', 400, JSON_OBJECT_REQUIRED_MESSAGE],
    ];
    const TYPES: Array<[string, string]> = [
      ['text/plain', JSON.stringify(validLead())],
      ['application/x-www-form-urlencoded', 'name=Ada&email=ada%40example.com&company=Engines'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda\r\n--x--\r\n'],
      ['application/xml', '<lead><name>Ada</name></lead>'],
      ['application/octet-stream', JSON.stringify(validLead())],
    ];

    it.each(REST_WRITES.map((w) => [`${w.method.toUpperCase()} ${w.url({ postId: ':id' })}`, w] as const))('%s', async (_label, write) => {
      for (const [what, body, status, message] of BODIES) {
        const res = await rest(write.method, write.url({ postId }), write.admin).set('Content-Type', 'application/json').send(body);
        expect({ what, status: res.status, body: res.body }).toEqual({ what, status, body: { message } });
        expect(res.headers['content-type']).toMatch(/application\/json/);
        expectNoStackTrace(res);
      }
      for (const [type, body] of TYPES) {
        const res = await rest(write.method, write.url({ postId }), write.admin).set('Content-Type', type).send(body);
        expect({ type, status: res.status, body: res.body }).toEqual({ type, status: 415, body: { message: JSON_BODY_REQUIRED_MESSAGE } });
        expectNoStackTrace(res);
      }
    });

    it('still takes a POST without a body (logout, a download) and JSON with a charset', async () => {
      expect((await server.agent().post('/api/auth/logout')).status).toBe(200);
      const res = await server
        .agent()
        .post('/api/playbook-lead')
        .set('Content-Type', 'application/json; charset=utf-8')
        .send(JSON.stringify(validLead()));
      expect(res.status).toBe(201);
      before.leads += 1;
    });
  });

  describe('malformed requests on /graphql', () => {
    const post = (type: string, body: string) => server.agent().post('/graphql').set('Content-Type', type).send(body);
    const MUTATION = JSON.stringify({
      query: 'mutation($i: PlaybookLeadInput!) { submitPlaybookLead(input: $i) { id } }',
      variables: { i: validLead() },
    });

    it.each([
      ['truncated JSON', '{"query": "{ registrationOpen }", ', NOT_JSON_MESSAGE],
      ['JSON null', 'null', NOT_JSON_MESSAGE],
      ['a JSON string', '"{ registrationOpen }"', NOT_JSON_MESSAGE],
    ])('answers %s with 400 { message }', async (_what, body, message) => {
      const res = await post('application/json', body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message });
      expectNoStackTrace(res);
    });

    it.each([
      ['an empty object', '{}'],
      ['no query', '{"variables": {}}'],
      ['a batch (batching is off)', `[${MUTATION}]`],
      ['a query that does not parse', '{"query": "{ registrationOpen "}'],
      ['a query of an unknown field', '{"query": "{ passwords }"}'],
    ])('answers %s with 400 and a message, running nothing', async (_what, body) => {
      const res = await post('application/json', body);
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(typeof messageOf(res)).toBe('string');
      expectNoStackTrace(res);
    });

    it.each([
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/graphql',
    ])('refuses a %s body with 400/415 and a JSON message, running nothing', async (type) => {
      const res = await post(type, MUTATION);
      expect([400, 415]).toContain(res.status);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(typeof messageOf(res)).toBe('string');
      expect(res.body.data).toBeUndefined();
      expectNoStackTrace(res);
    });

    it('stored nothing from the refused requests', async () => {
      expect(await counts()).toEqual(before);
    });
  });
});

// Issue 33: slow clients are cut off and one address cannot hold every connection. Node's own
// timers do the cutting; the limits here are a fraction of a second so no test waits longer.
describe('slow and piled-up connections', () => {
  let server: http.Server;
  let port: number;
  const sockets: net.Socket[] = [];

  beforeAll(async () => {
    const app = express();
    app.post('/echo', express.json(), (req, res) => {
      res.json(req.body);
    });
    app.get('/', (_req, res) => {
      res.send('ok');
    });
    server = createLimitedServer(app, { headersTimeoutMs: 300, requestTimeoutMs: 400, maxConnectionsPerAddress: 3, checkIntervalMs: 50 });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    port = (server.address() as net.AddressInfo).port;
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.destroy();
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const open = async (): Promise<{ socket: net.Socket; closed: Promise<string> }> => {
    const socket = net.connect(port, '127.0.0.1');
    sockets.push(socket);
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
    socket.on('error', () => undefined);
    await new Promise((resolve) => socket.once('connect', resolve));
    return { socket, closed };
  };

  it('closes a connection whose headers never finish (408)', async () => {
    const { socket, closed } = await open();
    socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
    expect(await closed).toContain('408');
  });

  it('closes a connection whose body never finishes (408), headers sent in time', async () => {
    const { socket, closed } = await open();
    socket.write('POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":');
    expect(await closed).toContain('408');
  });

  it('closes connections beyond the cap per address at once, and says so once a minute; the others still work', async () => {
    const lines: string[] = [];
    const previous = log();
    setLogger(pino({ level: 'warn' }, new Writable({ write: (chunk: Buffer, _enc, done) => (lines.push(chunk.toString()), done()) })));
    try {
      const held = await Promise.all([open(), open(), open()]);
      const extra = await open();
      expect(await extra.closed).toBe('');
      expect(await (await open()).closed).toBe('');
      held[0].socket.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      expect(await held[0].closed).toContain('200 OK');
    } finally {
      setLogger(previous);
    }
    // Two refusals, one line: a flood cannot fill the log.
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('Refused a connection from 127.0.0.1: it already has 3 open (MAX_CONNECTIONS_PER_ADDRESS)');
  });
});
