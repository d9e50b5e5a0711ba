// `npm run codegen` step 1: write schema/schema.graphql from the type-graphql resolvers, and the
// OpenAPI document the official client's types are generated from (packages/client/openapi.json).
// A developer tool: it prints to the terminal, not to the server's log.
import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openApiDocument } from '../http/openapi/document';
import { repositoryRoot } from '../shared/repository-root';
import { SCHEMA_FILE, createSchema } from './schema';

const OPENAPI_FILE = path.join(repositoryRoot(), 'packages', 'client', 'openapi.json');

createSchema({ emitSchemaFile: SCHEMA_FILE })
  .then(() => writeFile(OPENAPI_FILE, `${JSON.stringify(openApiDocument(), null, 2)}\n`))
  .then(() => process.stdout.write(`Wrote ${SCHEMA_FILE} and ${OPENAPI_FILE}\n`))
  .catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
