// CSRF defence for the cookie-authenticated REST writes (OWASP CSRF cheat sheet, 'Verifying
// origin with standard headers'): a state-changing request that carries the session cookie, or
// signs in, must come from the site's own pages. Browsers send Origin (or at least Referer) on
// such requests; one naming another site is refused. A request with neither is not a browser's
// cross-site request (curl, an integration) and passes. /graphql has Apollo's own CSRF prevention.
import type { Request, RequestHandler } from 'express';
import { SESSION_COOKIE } from '../auth/tokens';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_SITE_MESSAGE = 'This request must come from the site itself.';

/** The origin of an Origin or Referer header value ('null' when it is not a URL). */
export function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return 'null';
  }
}

/**
 * The sign-in paths (/auth/...) as Express routes them: in any letter case, with a trailing slash,
 * and (refused rather than routed) with doubled slashes or dot segments.
 */
function isAuthPath(path: string): boolean {
  const normal = path
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/\/\.(?=\/|$)/g, '');
  return normal === '/auth' || normal.startsWith('/auth/');
}

/** `siteUrl` (SITE_URL) is the public origin; the origin the request itself was addressed to counts too. */
export function sameOriginWrites(siteUrl?: string): RequestHandler {
  const configured = originOf(siteUrl);
  const allowed = (req: Request) => {
    const own = `${req.protocol}://${req.get('host') ?? ''}`;
    return (origin: string) => origin === own || origin === configured;
  };
  return (req, res, next) => {
    const cookieAuthenticated = Boolean((req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE]);
    if (SAFE_METHODS.has(req.method) || !(cookieAuthenticated || isAuthPath(req.path))) {
      next();
      return;
    }
    const claimed = originOf(req.get('origin')) ?? originOf(req.get('referer'));
    if (claimed === null || allowed(req)(claimed)) {
      next();
      return;
    }
    res.status(403).json({ message: CROSS_SITE_MESSAGE });
  };
}
