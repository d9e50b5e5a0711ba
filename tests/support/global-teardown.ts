export default async function globalTeardown(): Promise<void> {
  await Promise.all((globalThis.__EMBEDDED_DBS__ ?? []).map((db) => db.stop()));
}
