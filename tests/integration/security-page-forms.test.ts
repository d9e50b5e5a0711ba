// The public forms posted without JavaScript (graphql-server/src/http/page-forms.ts): the same
// rules, lead service, honeypot and rate limit as /graphql and /api, answered as pages. Also the
// abuse cases: cross-site posts, oversized and malformed bodies, other content types, forms
// posted to a page that does not have them, NUL characters. (No web build here: the answers
// are the plain fallback page; tests/e2e/forms-progressive.spec.ts sees the rendered pages.)
import request from 'supertest';
import type { TestServer } from '../support/test-server';
import { START_TIMEOUT, startServer, uniq } from './helpers';

const FAILURE = 'There was a problem submitting your request. Please try again.';

let lastIp = 0;
/** A new client address per call (X-Forwarded-For is trusted from loopback). */
const newIp = () => {
  lastIp += 1;
  return `203.0.${Math.floor(lastIp / 250)}.${(lastIp % 250) + 1}`;
};

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe('public forms posted without JavaScript', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ rateLimits: { leadRateLimit: 3 } });
  }, START_TIMEOUT);
  afterAll(async () => {
    await server?.close();
  });

  const post = (path: string, fields: Record<string, string>, ip = newIp()) =>
    request(server.app).post(path).set('X-Forwarded-For', ip).type('form').send(form(fields));
  const playbookCount = async (email: string) => (await server.services.leads.listPlaybookLeads({ search: email })).totalCount;
  const contactCount = async (email: string) => (await server.services.leads.listContactRequests({ search: email })).totalCount;

  it('stores a valid playbook lead and redirects to the page with ?sent (Post/Redirect/Get)', async () => {
    const email = `nojs-${uniq()}@example.com`;
    for (const path of ['/', '/playbook']) {
      const address = path === '/' ? email : `p-${email}`;
      const res = await post(path, { _form: 'playbook', name: 'Ada Lovelace', email: address, company: 'Engines' });
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe(`${path}?sent=playbook`);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(await playbookCount(address)).toBe(1);
    }
  });

  it('stores a contact request with its ticked consent and chosen range', async () => {
    const email = `nojs-${uniq()}@example.com`;
    const res = await post('/', {
      _form: 'contact',
      name: 'Katherine Johnson',
      email,
      company: 'Orbital',
      cloudSpending: '1m+',
      message: 'Hello',
      privacyConsent: 'on',
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/?sent=contact');
    const stored = await server.services.leads.listContactRequests({ search: email });
    expect(stored.items.map((r) => [r.cloudSpending, r.message, r.privacyConsent])).toEqual([['1m+', 'Hello', true]]);
  });

  it('answers invalid input with 400 and the shared rules messages, storing nothing', async () => {
    const email = `nojs-${uniq()}@example`;
    const res = await post('/', { _form: 'contact', name: 'K', email, company: '', cloudSpending: 'lots' });
    expect(res.status).toBe(400);
    expect(res.type).toBe('text/html');
    for (const message of [
      'Name must be at least 2 characters.',
      'Please enter a valid email address.',
      'Company name must be at least 2 characters.',
      'Please select your monthly cloud spend range.',
      'You must agree to the privacy policy.',
    ]) {
      expect(res.text).toContain(message);
    }
    expect(res.text).toContain('<title>Error: ');
    expect(await contactCount(email)).toBe(0);
  });

  it('escapes what was posted', async () => {
    const res = await post('/', { _form: 'playbook', name: '<script>alert(1)</script>', email: 'x', company: '' });
    expect(res.status).toBe(400);
    expect(res.text).not.toContain('<script>alert(1)</script>');
  });

  it('a filled honeypot gets the same redirect and stores nothing', async () => {
    const email = `bot-${uniq()}@example.com`;
    const res = await post('/', { _form: 'playbook', name: 'Spam Bot', email, company: 'Spam Inc', website: 'https://spam.example' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/?sent=playbook');
    expect(await playbookCount(email)).toBe(0);
  });

  it('counts against the same per-address lead limit as the API: 429 with Retry-After and the failure notice', async () => {
    const ip = newIp();
    const lead = () => ({ _form: 'playbook', name: 'Limited Lead', email: `rl-${uniq()}@example.com`, company: 'Limits' });
    // One through the API, two through the form: the limit (3) is shared.
    const api = await request(server.app)
      .post('/api/playbook-lead')
      .set('X-Forwarded-For', ip)
      .send({ name: 'Api Lead', email: `rl-${uniq()}@example.com`, company: 'Limits' });
    expect(api.status).toBe(201);
    expect((await post('/', lead(), ip)).status).toBe(303);
    expect((await post('/playbook', lead(), ip)).status).toBe(303);
    const over = lead();
    const res = await post('/', over, ip);
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.text).toContain(FAILURE);
    expect(await playbookCount(over.email)).toBe(0);
    // The API is refused for this address too.
    const after = await request(server.app).post('/api/contact').set('X-Forwarded-For', ip).send({});
    expect(after.status).toBe(429);
  });

  it('calculators: 200 for valid input, 400 with the messages otherwise', async () => {
    const valid = await post('/calculator', {
      _form: 'page-calculator',
      monthlySpend: '10,000',
      cloudProvider: 'aws',
      industry: 'technology',
      finopsMaturity: 'none',
    });
    expect(valid.status).toBe(200);
    const invalid = await post('/', { _form: 'home-calculator', monthlySpend: '999' });
    expect(invalid.status).toBe(400);
    for (const message of [
      'Monthly spend must be at least $1,000',
      'Please select a cloud provider',
      'Please select your industry',
      'Please select your FinOps maturity level',
    ]) {
      expect(invalid.text).toContain(message);
    }
  });

  it('refuses a form posted to a page that does not have it, or no form at all', async () => {
    expect((await post('/calculator', { _form: 'playbook', name: 'Ada', email: 'ada@example.com', company: 'Co' })).status).toBe(400);
    expect((await post('/playbook', { _form: 'contact' })).status).toBe(400);
    expect((await post('/', { name: 'Ada' })).status).toBe(400);
    expect((await post('/', { _form: '__proto__' })).status).toBe(400);
    expect((await post('/', { _form: 'constructor' })).status).toBe(400);
  });

  it('refuses posts from another site (fetch metadata, else Origin/Referer)', async () => {
    const fields = form({ _form: 'playbook', name: 'Csrf Victim', email: `csrf-${uniq()}@example.com`, company: 'Victims' });
    const cross = await request(server.app).post('/').set('Sec-Fetch-Site', 'cross-site').type('form').send(fields);
    expect(cross.status).toBe(403);
    const sameSite = await request(server.app).post('/').set('Sec-Fetch-Site', 'same-site').type('form').send(fields);
    expect(sameSite.status).toBe(403);
    const evil = await request(server.app).post('/').set('Origin', 'https://evil.example').type('form').send(fields);
    expect(evil.status).toBe(403);
    const evilReferer = await request(server.app).post('/').set('Referer', 'https://evil.example/page').type('form').send(fields);
    expect(evilReferer.status).toBe(403);
    const own = await request(server.app)
      .post('/')
      .set('Sec-Fetch-Site', 'same-origin')
      .set('Origin', 'null')
      .set('X-Forwarded-For', newIp())
      .type('form')
      .send(fields);
    expect(own.status).toBe(303);
  });

  it('refuses oversized bodies, too many fields and other content types', async () => {
    const huge = await post('/', { _form: 'contact', message: 'x'.repeat(40_000) });
    expect(huge.status).toBe(413);
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}`, 'x']));
    expect((await post('/', { _form: 'playbook', ...many })).status).toBe(413);
    const json = await request(server.app).post('/').send({ _form: 'playbook', name: 'Ada' });
    expect(json.status).toBe(415);
    const text = await request(server.app).post('/playbook').type('text/plain').send('_form=playbook');
    expect(text.status).toBe(415);
  });

  it('a text the database cannot hold (NUL) is an error page, not a 500', async () => {
    const email = `nul-${uniq()}@example.com`;
    const res = await post('/', { _form: 'playbook', name: 'Nul\u0000Name', email, company: 'Nul Co' });
    expect(res.status).toBe(400);
    expect(await playbookCount(email)).toBe(0);
  });

  it('over-long fields are refused by the shared length caps', async () => {
    const email = `long-${uniq()}@example.com`;
    const res = await post('/', { _form: 'playbook', name: 'n'.repeat(200), email, company: 'Co' });
    expect(res.status).toBe(400);
    expect(res.text).toContain('Name must be 100 characters or less.');
    expect(await playbookCount(email)).toBe(0);
  });
});
