import type { APIRequestContext, Page, Request } from '@playwright/test';

/** Every request to /graphql, with or without a query string (a route pattern for page.route). */
export const GRAPHQL_PATH = (url: URL): boolean => url.pathname === '/graphql';

/**
 * The GraphQL operation a browser request carries: in the POST body, or in the URL of the hashed
 * GETs the web client sends for public reads (automatic persisted queries, decision 0017).
 */
export function operationNameOf(request: Request): string | undefined {
  if (request.method() === 'GET') return new URL(request.url()).searchParams.get('operationName') ?? undefined;
  const body = request.postDataJSON() as { operationName?: string } | null;
  return body?.operationName;
}

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

/**
 * How far the page scrolls sideways (0 when it reflows), measured once the layout has settled:
 * after a resize, the listeners that re-render on a media query change run before the next frame.
 */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(document.documentElement.scrollWidth - window.innerWidth))),
      ),
  );
}
