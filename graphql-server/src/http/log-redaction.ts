// What an access log line may say about the path (issue 33, decision 0056): never the query string,
// and no path segment that looks like a secret. Links the site sends carry their token in the
// fragment, which no request line holds; an older link (/admin/reset-password/<token>) or a
// hand-made one still reaches the server with its token in the path, and is logged without it.

/** 20+ hex digits: link tokens (64), hashes, ids without dashes. */
const HEX_SECRET = /^[0-9a-f]{20,}$/i;
/** 24+ URL-safe characters mixing upper case, lower case and digits (base64url): slugs are lower case. */
const BASE64_SECRET = /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)[A-Za-z0-9_-]{24,}$/;
/** Integrator API tokens and pending sign-ins, by their prefix. */
const PREFIXED_SECRET = /^(fin_|p\d\.)/;

const REDACTED_SEGMENT = '[redacted]';

function looksSecret(segment: string): boolean {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // A malformed escape is logged as it came, unless it looks like a secret as it is.
  }
  return HEX_SECRET.test(text) || BASE64_SECRET.test(text) || PREFIXED_SECRET.test(text);
}

/** The path of `url` as the access log shows it: no query string, token-like segments redacted. */
export function loggedPath(url: string): string {
  const path = url.split(/[?#]/, 1)[0];
  return path
    .split('/')
    .map((segment) => (segment && looksSecret(segment) ? REDACTED_SEGMENT : segment))
    .join('/');
}
