// After being sent to sign in, the admin returns to the page they were opening (issue 34): the
// admin guard puts that page in the login address (`/admin/login?next=%2Fadmin%2Fleads%2Fcontact%2F42`), and once
// signed in the login guard goes there. Only an admin screen of this site's route table is ever a
// destination: the parameter is read from the address bar, so anything else (another site,
// `//evil.example`, a backslash trick, the login page itself) falls back to the dashboard (no open
// redirect).
import { matchAppRoute } from '../../../schema/routes';

/** The query parameter that carries the page to return to. */
const RETURN_PARAM = 'next';

const ADMIN_HOME = '/admin';
const BASE = 'https://return.invalid';

/** The admin path (with its query and fragment) that `candidate` names on this site, or null. */
export function safeAdminPath(candidate: string | null | undefined): string | null {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || /[\\\s]/.test(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  // A screen behind the admin guard: not a public page, not the login screen or its siblings.
  if (matchAppRoute(url.pathname)?.guard !== 'admin') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login address that returns to `path` (the dashboard itself needs no parameter). */
export function loginPathFor(path: string): string {
  const target = safeAdminPath(path);
  return target && target !== ADMIN_HOME ? `${ADMIN_HOME}/login?${RETURN_PARAM}=${encodeURIComponent(target)}` : `${ADMIN_HOME}/login`;
}

/** Where a sign-in on a page whose query is `search` leads: the page asked for, or the dashboard. */
export function returnPathFrom(search: string): string {
  return safeAdminPath(new URLSearchParams(search).get(RETURN_PARAM)) ?? ADMIN_HOME;
}
