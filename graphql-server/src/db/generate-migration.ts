// Developer tool: prints the SQL that would bring a database migrated to the latest migration
// in line with the entities. Run `npm run migration:diff` after changing an entity, then write
// a migration from its output. (tests/integration/database.test.ts fails while they differ.)
import 'reflect-metadata';
import { createDataSource } from './data-source';
import { startEmbeddedDatabase } from './embedded';

async function main(): Promise<void> {
  const embedded = await startEmbeddedDatabase('memory://');
  const dataSource = createDataSource({ url: embedded.url, poolSize: 1 });
  await dataSource.initialize();
  await dataSource.runMigrations();
  const sql = await dataSource.driver.createSchemaBuilder().log();
  for (const q of sql.upQueries) process.stdout.write(`await queryRunner.query(${JSON.stringify(q.query)});\n`);
  if (sql.upQueries.length === 0) process.stdout.write('-- in sync: no changes\n');
  await dataSource.destroy();
  await embedded.stop();
}

void main();
