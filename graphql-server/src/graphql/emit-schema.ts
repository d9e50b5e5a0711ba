// `npm run codegen` step 1: write schema/schema.graphql from the type-graphql resolvers. A
// developer tool: it prints to the terminal, not to the server's log.
import 'reflect-metadata';
import { SCHEMA_FILE, createSchema } from './schema';

createSchema({ emitSchemaFile: SCHEMA_FILE })
  .then(() => process.stdout.write(`Wrote ${SCHEMA_FILE}\n`))
  .catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
