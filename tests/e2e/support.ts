import type { APIRequestContext } from '@playwright/test';

export const ADMIN = { username: 'e2e-admin', password: 'e2e-secret-123' };

/**
 * Sign the browser context in as the e2e admin. admin.spec.ts registers it through the UI (the
 * first-registration journey), so while registration is still open this waits a little for that
 * spec to do it; alone (a single spec run) it registers the admin itself. The request context
 * shares the page's cookies.
 */
export async function signInAsAdmin(request: APIRequestContext): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && (await registrationOpen(request))) await new Promise((resolve) => setTimeout(resolve, 500));
  const login = await request.post('/api/auth/login', { data: ADMIN });
  if (login.ok()) return;
  const register = await request.post('/api/auth/register', { data: ADMIN });
  if (!register.ok()) throw new Error(`Could not sign in: ${login.status()} ${await login.text()}; register: ${register.status()}`);
}

async function registrationOpen(request: APIRequestContext): Promise<boolean> {
  const response = await request.post('/graphql', { data: { query: '{ registrationOpen }' } });
  return ((await response.json()) as { data?: { registrationOpen?: boolean } }).data?.registrationOpen === true;
}
