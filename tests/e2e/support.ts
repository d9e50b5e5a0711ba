import type { APIRequestContext } from '@playwright/test';

export const ADMIN = { username: 'e2e-admin', password: 'e2e-secret-123' };

/**
 * Sign the browser context in as the e2e admin: register it on the fresh database, or log in
 * when another test already did. The request context shares the page's cookies.
 */
export async function signInAsAdmin(request: APIRequestContext): Promise<void> {
  const register = await request.post('/api/auth/register', { data: ADMIN });
  if (register.ok()) return;
  const login = await request.post('/api/auth/login', { data: ADMIN });
  if (!login.ok()) throw new Error(`Could not sign in: ${login.status()} ${await login.text()}`);
}
