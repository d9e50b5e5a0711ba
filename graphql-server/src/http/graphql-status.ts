// GraphQL answers 200 even when a field fails; two failures deserve the HTTP status a client,
// proxy or load balancer acts on, as the REST paths give it: a rate limit (429, with
// Retry-After), an unreachable database (503) and a full gate of anonymous work (503, with
// Retry-After; security/work-gate.ts).
import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestContext } from '../auth/context';
import { thrownBy } from '../graphql/format-error';
import { TooManyRequestsError } from '../security/rate-limits';
import { WorkGateBusyError } from '../security/work-gate';
import { isDatabaseUnavailable } from '../shared/errors';

export const graphqlHttpStatusPlugin: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ errors, response }) {
        const originals = (errors ?? []).map((error) => thrownBy(error));
        const limited = originals.find((error): error is TooManyRequestsError => error instanceof TooManyRequestsError);
        const busy = originals.find((error): error is WorkGateBusyError => error instanceof WorkGateBusyError);
        if (limited) {
          response.http.status = 429;
          response.http.headers.set('retry-after', String(limited.retryAfterSeconds));
        } else if (busy) {
          response.http.status = 503;
          response.http.headers.set('retry-after', String(busy.retryAfterSeconds));
        } else if (originals.some((error) => isDatabaseUnavailable(error))) {
          response.http.status = 503;
        }
      },
    };
  },
};
