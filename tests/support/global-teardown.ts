export default async function globalTeardown(): Promise<void> {
  await globalThis.__TEMPLATE_DBS__?.drop();
  await Promise.all((globalThis.__EMBEDDED_DBS__ ?? []).map((db) => db.stop()));
}
