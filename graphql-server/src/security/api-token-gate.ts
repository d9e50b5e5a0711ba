// What every request that carries an API token (`Authorization: Bearer fin_...`) meets first, on
// /graphql and /api (issue 35, decision 0060), before any route — public ones included:
// - a token that does not authenticate (unknown, revoked or expired) is answered 401 with
//   `WWW-Authenticate: Bearer error="invalid_token"` (RFC 6750 §3): REST `{ message }`, GraphQL
//   `{ errors: [{ extensions: { code: UNAUTHENTICATED } }] }`. Ignoring it on public paths hid a
//   broken integration behind anonymous answers;
// - a valid token's requests are counted against its per-token limit (RateLimit headers; 429 with
//   Retry-After beyond it).
// Other requests (visitors, staff sessions by cookie or Bearer JWT) pass untouched: a session
// token's refusal stays where it was (UNAUTHENTICATED on the fields that need one).
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { INVALID_API_TOKEN_MESSAGE } from '../auth/access';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../graphql/format-error';
import { isDatabaseUnavailable } from '../shared/errors';
import { authenticate, bearerOf } from '../auth/context';
import { isApiTokenText } from '../modules/api-tokens/api-tokens.service';
import type { Services } from '../services';
import { TooManyRequestsError } from './rate-limits';

type Transport = 'graphql' | 'rest';

function refuse(res: Response, transport: Transport, status: number, code: string, message: string): void {
  if (transport === 'rest') {
    res.status(status).json({ message });
    return;
  }
  res.status(status).json({ errors: [{ message, extensions: { code } }] });
}

export function apiTokenGate(services: Services, transport: Transport): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const credential = bearerOf(req);
    if (!credential || !isApiTokenText(credential)) {
      next();
      return;
    }
    authenticate(services, req)
      .then(async (principal) => {
        if (!principal.apiToken) {
          res.set('WWW-Authenticate', `Bearer error="invalid_token", error_description="${INVALID_API_TOKEN_MESSAGE}"`);
          refuse(res, transport, 401, 'UNAUTHENTICATED', INVALID_API_TOKEN_MESSAGE);
          return;
        }
        try {
          await services.apiTokens.countRequest(principal.apiToken);
        } catch (error) {
          if (!(error instanceof TooManyRequestsError)) throw error;
          res.set('Retry-After', String(error.retryAfterSeconds));
          refuse(res, transport, 429, 'TOO_MANY_REQUESTS', error.message);
          return;
        }
        next();
      })
      .catch((error: unknown) => {
        // The REST error handler answers 503 by itself; GraphQL's answer has its own shape.
        if (transport === 'graphql' && isDatabaseUnavailable(error))
          refuse(res, transport, 503, 'SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE);
        else next(error);
      });
  };
}
