// The analytics beacon's budget (issue 32): under 2 KB gzipped as shipped, and nothing in it that
// could store anything on the visitor's device.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import ts from 'typescript';

const FILE = path.resolve(__dirname, '../../../web/src/app/analytics-beacon.ts');

describe('the analytics beacon', () => {
  const source = fs.readFileSync(FILE, 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, removeComments: true },
  });

  it('is under 2 KB gzipped (unminified, so the shipped one is smaller still)', () => {
    expect(zlib.gzipSync(outputText).length).toBeLessThan(2048);
  });

  it('imports no package (types only) and touches no cookie or web storage', () => {
    expect(outputText).not.toMatch(/^import /m);
    expect(outputText).not.toMatch(/document\.cookie|localStorage|sessionStorage|indexedDB|caches\./);
  });
});
