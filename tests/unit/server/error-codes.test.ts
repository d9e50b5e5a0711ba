// The error codes of docs/integrators.md ("Error codes") are exactly those the server maps its
// errors through (shared/error-codes.ts), and every status or code literal in the server's source
// is among them: a new code or status without its line in the docs fails here (issue 15).
import fs from 'node:fs';
import path from 'node:path';
import { DOMAIN_ERROR_CODES, GRAPHQL_ERROR_CODES, REST_ERROR_STATUSES } from '../../../graphql-server/src/shared/error-codes';

const ROOT = path.join(__dirname, '..', '..', '..');
const DOCS = fs.readFileSync(path.join(ROOT, 'docs', 'integrators.md'), 'utf8');

/** The first cells of the tables in the docs' "Error codes" section, table by table. */
function documentedTables(): string[][] {
  const section = DOCS.slice(DOCS.indexOf('\n## Error codes\n'));
  const body = section.slice(0, section.indexOf('\n## ', 5) === -1 ? undefined : section.indexOf('\n## ', 5));
  const tables: string[][] = [];
  let current: string[] | null = null;
  for (const line of body.split('\n')) {
    const cell = /^\| `([^`]+)` \|/.exec(line);
    if (cell) {
      current ??= [];
      current.push(cell[1]);
    } else if (!line.startsWith('|') && current) {
      tables.push(current);
      current = null;
    }
  }
  if (current) tables.push(current);
  return tables;
}

function serverSources(dir = path.join(ROOT, 'graphql-server', 'src')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : serverSources(full);
    return entry.name.endsWith('.ts') ? [fs.readFileSync(full, 'utf8')] : [];
  });
}

describe('error codes', () => {
  const [graphqlCodes, restStatuses] = documentedTables();

  it('documents exactly the GraphQL codes the server answers with', () => {
    expect([...graphqlCodes].sort()).toEqual([...GRAPHQL_ERROR_CODES].sort());
  });

  it('documents exactly the REST error statuses', () => {
    expect(restStatuses.map(Number).sort()).toEqual([...REST_ERROR_STATUSES].sort());
  });

  it('lists every status and code the server writes in its source', () => {
    const sources = serverSources().join('\n');
    const statuses = [...sources.matchAll(/(?:\.status\(|status: |[A-Z_]+: )([45]\d\d)\b/g)].map((match) => Number(match[1]));
    expect(statuses.length).toBeGreaterThan(10);
    expect([...new Set(statuses)].filter((status) => !(REST_ERROR_STATUSES as readonly number[]).includes(status))).toEqual([]);
    // extensions: { code: 'X' }, new DomainError('X', ...), super('X', ...), and constants used as a code.
    const constants = Object.fromEntries([...sources.matchAll(/const ([A-Z_]+) = '([A-Z_]+)';/g)].map((match) => [match[1], match[2]]));
    const codes = [
      ...[...sources.matchAll(/extensions: \{ code: '([A-Z_]+)'/g)].map((match) => match[1]),
      ...[...sources.matchAll(/(?:new DomainError|super)\('([A-Z_]+)'/g)].map((match) => match[1]),
      ...[...sources.matchAll(/\bcode: ([A-Z_]+)\b/g)].map((match) => constants[match[1]] ?? match[1]),
    ];
    expect(codes).toEqual(expect.arrayContaining(['QUERY_TOO_LARGE', 'TOO_MANY_REQUESTS', 'SERVICE_UNAVAILABLE', 'CONFLICT']));
    expect([...new Set(codes)].filter((code) => !(GRAPHQL_ERROR_CODES as readonly string[]).includes(code))).toEqual([]);
    for (const code of DOMAIN_ERROR_CODES) expect(graphqlCodes).toContain(code);
  });
});
