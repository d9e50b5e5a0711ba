// What production installs (decision 0058): pino-pretty is a development tool the logger loads
// only for readable lines, never a production dependency; type-graphql's release candidate is
// pinned exactly, so an install never moves to another candidate unasked.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

it('keeps pino-pretty out of the production dependencies and out of the logger static imports', () => {
  expect(manifest.dependencies).not.toHaveProperty('pino-pretty');
  expect(manifest.devDependencies).toHaveProperty('pino-pretty');
  const logger = fs.readFileSync(path.join(ROOT, 'graphql-server/src/logger.ts'), 'utf8');
  expect(logger).not.toMatch(/^import[^;]*from 'pino-pretty'/m);
});

it('pins the type-graphql release candidate exactly', () => {
  expect(manifest.dependencies['type-graphql']).toMatch(/^\d+\.\d+\.\d+(-[\w.]+)?$/);
});
