// The server's message of a failed sign-in call (GraphQL errors carry it; a network failure has
// none), for the SPEC §8 toasts 'with the server message or fallback'.
export function serverMessageOr(error: unknown, fallback: string): string {
  const errors = error && typeof error === 'object' ? (error as { errors?: unknown }).errors : undefined;
  if (Array.isArray(errors)) {
    for (const e of errors as Array<{ message?: unknown; extensions?: { code?: unknown } }>) {
      if (e?.extensions?.code === 'INTERNAL_SERVER_ERROR') continue;
      if (typeof e?.message === 'string' && e.message.trim()) return e.message;
    }
  }
  return fallback;
}

/** The extensions.code of the first GraphQL error, if any. */
export function errorCodeOf(error: unknown): string | undefined {
  const errors = error && typeof error === 'object' ? (error as { errors?: unknown }).errors : undefined;
  const code = Array.isArray(errors) ? (errors[0] as { extensions?: { code?: unknown } } | undefined)?.extensions?.code : undefined;
  return typeof code === 'string' ? code : undefined;
}
