// Generated code is an artefact: these fail when schema/schema.graphql,
// web/src/graphql/generated.ts or the official client's OpenAPI document and types
// (packages/client) differ from what `npm run codegen` would write now.
import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import {
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
  lexicographicSortSchema,
  printSchema,
} from 'graphql';
import { SCHEMA_FILE, createSchema } from '../../graphql-server/src/graphql/schema';
import { openApiDocument } from '../../graphql-server/src/http/openapi/document';

const ROOT = path.resolve(__dirname, '../..');

/** Every type, field, argument and enum value of the schema without a description (issue 15). */
function undocumented(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const check = (name: string, description: string | null | undefined) => {
    if (!description?.trim()) missing.push(name);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
    check(type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        check(`${type.name}.${field.name}`, field.description);
        for (const arg of 'args' in field ? field.args : []) check(`${type.name}.${field.name}(${arg.name})`, arg.description);
      }
    }
    if (isEnumType(type)) for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.description);
  }
  return missing;
}

describe('generated code', () => {
  it('schema/schema.graphql matches the resolvers', async () => {
    const committed = fs.readFileSync(SCHEMA_FILE, 'utf8');
    const current = printSchema(lexicographicSortSchema(await createSchema()));
    expect(committed.replace(/^#.*\n/gm, '').trim()).toBe(current.trim());
  });

  it('documents every type, field, argument and enum value', async () => {
    expect(undocumented(await createSchema())).toEqual([]);
  });

  it('web/src/graphql/generated.ts matches the schema and the operations', () => {
    // Run the real codegen CLI on a copy of its inputs, so the working tree is never touched.
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'codegen-check-'));
    try {
      for (const item of ['codegen.yml', 'schema/schema.graphql', 'tools/codegen', 'web/src']) {
        fs.cpSync(path.join(ROOT, item), path.join(work, item), {
          recursive: true,
          filter: (source) => !source.endsWith('generated.ts'),
        });
      }
      fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(work, 'node_modules'), 'dir');
      execFileSync(process.execPath, [path.join(ROOT, 'node_modules/@graphql-codegen/cli/cjs/bin.js'), '--config', 'codegen.yml'], {
        cwd: work,
        stdio: 'pipe',
      });
      const file = 'web/src/graphql/generated.ts';
      expect(fs.readFileSync(path.join(ROOT, file), 'utf8')).toBe(fs.readFileSync(path.join(work, file), 'utf8'));
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  }, 60_000);

  it('packages/client/openapi.json and its types match the OpenAPI document the server serves', () => {
    const documentFile = path.join(ROOT, 'packages/client/openapi.json');
    expect(fs.readFileSync(documentFile, 'utf8')).toBe(`${JSON.stringify(openApiDocument(), null, 2)}\n`);
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'client-types-check-'));
    try {
      const out = path.join(work, 'openapi.ts');
      execFileSync(process.execPath, [path.join(ROOT, 'node_modules/openapi-typescript/bin/cli.js'), documentFile, '-o', out], {
        stdio: 'pipe',
      });
      expect(fs.readFileSync(path.join(ROOT, 'packages/client/src/openapi.ts'), 'utf8')).toBe(fs.readFileSync(out, 'utf8'));
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  }, 60_000);
});
