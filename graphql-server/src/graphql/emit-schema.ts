// `npm run codegen` step 1: write schema/schema.graphql from the type-graphql resolvers.
import 'reflect-metadata';
import { SCHEMA_FILE, createSchema } from './schema';

createSchema({ emitSchemaFile: SCHEMA_FILE })
  .then(() => console.log(`Wrote ${SCHEMA_FILE}`))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
