// Idempotent writes (issue 35, decision 0067). A write sent with a key — the `Idempotency-Key`
// header on REST and GraphQL, or `mutation … @idempotent(key: "…")` in the GraphQL document — is
// done once per caller and key: a retry gets the first answer again (with `Idempotent-Replayed:
// true`), the same key with a different request is refused (422), a retry while the first is
// still running is told to wait (409, Retry-After). Keys are per caller (a staff member or an API
// token), so nobody can read another caller's answer by guessing a key. Anonymous requests (the
// public forms) and reads ignore keys. Answers that say "try again" (401, 403, 408, 429, 5xx; on
// GraphQL the same codes in `errors`) are not kept, so the retry really runs.
import { createHash } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { DirectiveLocation, GraphQLDirective, GraphQLNonNull, GraphQLString, Kind, parse, type OperationDefinitionNode } from 'graphql';
import { authenticate } from '../auth/context';
import { log } from '../logger';
import type { Services } from '../services';

const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MESSAGE = 'An Idempotency-Key must be 1 to 255 visible ASCII characters.';
export const IDEMPOTENCY_MISMATCH_MESSAGE =
  'This Idempotency-Key was already used for a different request: send a new key for a new request.';
export const IDEMPOTENCY_IN_PROGRESS_MESSAGE = 'A request with this Idempotency-Key is still being answered: retry shortly.';

/** `mutation Name @idempotent(key: "…") { … }`: the GraphQL spelling of the header. */
export const idempotentDirective = new GraphQLDirective({
  name: 'idempotent',
  description:
    'Do this mutation once per key (as the Idempotency-Key header): a retry with the same key gets the first answer; the same key with another request is refused.',
  locations: [DirectiveLocation.MUTATION],
  args: { key: { type: new GraphQLNonNull(GraphQLString), description: '1 to 255 visible ASCII characters, unique per change.' } },
});

type Transport = 'graphql' | 'rest';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const VALID_KEY = /^[\x21-\x7e]{1,255}$/;
const TRANSIENT_STATUSES = new Set([401, 403, 408, 425, 429]);
const TRANSIENT_GRAPHQL_CODES = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'TOO_MANY_REQUESTS',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_SERVER_ERROR',
]);

interface GraphqlBody {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
}

/** The mutation this GraphQL request runs, when it is one (a syntax error is Apollo's to report). */
function mutationOf(body: GraphqlBody): OperationDefinitionNode | null {
  if (typeof body.query !== 'string') return null;
  try {
    const operations = parse(body.query).definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    const chosen = typeof body.operationName === 'string' ? operations.find((o) => o.name?.value === body.operationName) : operations[0];
    return chosen?.operation === 'mutation' ? chosen : null;
  } catch {
    return null;
  }
}

/** The key of a GraphQL request: the header, or the mutation's @idempotent(key:) (a literal or a variable). */
function graphqlKey(req: Request): unknown {
  const header = req.get(IDEMPOTENCY_KEY_HEADER);
  const body = (req.body ?? {}) as GraphqlBody;
  const textHasDirective = typeof body.query === 'string' && body.query.includes('@idempotent');
  if (header === undefined && !textHasDirective) return undefined;
  const mutation = mutationOf(body);
  if (!mutation) return undefined;
  const argument = mutation.directives?.find((d) => d.name.value === 'idempotent')?.arguments?.find((a) => a.name.value === 'key');
  if (!argument) return header;
  if (argument.value.kind === Kind.STRING) return argument.value.value;
  if (argument.value.kind === Kind.VARIABLE) return (body.variables as Record<string, unknown> | undefined)?.[argument.value.name.value];
  return null;
}

function fingerprintOf(req: Request): string {
  return createHash('sha256')
    .update(`${req.method} ${req.originalUrl}\n${JSON.stringify(req.body ?? null)}`)
    .digest('hex');
}

/** Whether this answer may be replayed: it is what doing the request produced, not a "try again". */
function replayable(transport: Transport, status: number, body: string): boolean {
  if (status >= 500 || TRANSIENT_STATUSES.has(status)) return false;
  if (transport === 'rest') return true;
  try {
    const errors = (JSON.parse(body) as { errors?: Array<{ extensions?: { code?: string } }> }).errors ?? [];
    return !errors.some((e) => TRANSIENT_GRAPHQL_CODES.has(e.extensions?.code ?? 'INTERNAL_SERVER_ERROR'));
  } catch {
    return false;
  }
}

function refuse(res: Response, transport: Transport, status: number, message: string): void {
  const code = status === 400 ? 'BAD_USER_INPUT' : 'CONFLICT';
  res.status(status).json(transport === 'rest' ? { message } : { errors: [{ message, extensions: { code } }] });
}

/**
 * Store the handler's answer before it goes out (a client retrying the moment it reads the answer
 * then finds it), or free the key when the answer must not be replayed or never came.
 */
function recordAnswer(services: Services, transport: Transport, res: Response, caller: string, key: string): void {
  let settled = false;
  const settle = (answer: { status: number; contentType: string | null; body: string } | null) => {
    settled = true;
    const done =
      answer && replayable(transport, answer.status, answer.body)
        ? services.idempotency.complete(caller, key, answer)
        : services.idempotency.release(caller, key);
    return done.catch((error: unknown) => log().error({ err: error }, 'Could not record an idempotent answer'));
  };
  const send = res.send.bind(res);
  res.send = (body?: unknown) => {
    if (settled) return send(body);
    const text = Buffer.isBuffer(body) ? body.toString('utf8') : typeof body === 'string' ? body : JSON.stringify(body ?? '');
    void settle({ status: res.statusCode, contentType: res.get('Content-Type') ?? null, body: text }).then(() => send(body));
    return res;
  };
  // Answers that bypass send() (an empty 204 by end()), and requests whose answer never came.
  res.on('close', () => {
    if (!settled) void settle(res.writableFinished ? { status: res.statusCode, contentType: null, body: '' } : null);
  });
}

/** Mounted after the body parser and the token gate on /api and /graphql (http/app.ts). */
export function idempotentWrites(services: Services, transport: Transport): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!WRITE_METHODS.has(req.method)) return next();
    const key = transport === 'rest' ? req.get(IDEMPOTENCY_KEY_HEADER) : graphqlKey(req);
    if (key === undefined) return next();
    if (typeof key !== 'string' || !VALID_KEY.test(key)) return refuse(res, transport, 400, IDEMPOTENCY_KEY_MESSAGE);
    authenticate(services, req)
      .then(async (principal) => {
        const caller = principal.apiToken ? `token:${principal.apiToken.id}` : principal.user ? `user:${principal.user.id}` : null;
        if (!caller) return next();
        const outcome = await services.idempotency.claim(caller, key, fingerprintOf(req));
        if (outcome.kind === 'mismatch') return refuse(res, transport, 422, IDEMPOTENCY_MISMATCH_MESSAGE);
        if (outcome.kind === 'in-progress') {
          res.set('Retry-After', '1');
          return refuse(res, transport, 409, IDEMPOTENCY_IN_PROGRESS_MESSAGE);
        }
        if (outcome.kind === 'replay') {
          res.status(outcome.status).set('Idempotent-Replayed', 'true');
          if (outcome.contentType) res.set('Content-Type', outcome.contentType);
          res.send(outcome.body);
          return;
        }
        recordAnswer(services, transport, res, caller, key);
        next();
      })
      .catch(next);
  };
}
