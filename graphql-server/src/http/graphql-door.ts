// Cheap admission for anonymous GraphQL queries (decision 0057). Parsing and validating a
// 15-alias document costs more than the refusal it ends in; while the gate of anonymous work has
// no room, or the caller's address has spent its work budget, a query (a document without the
// word `mutation` or `subscription`, so lead submissions always go on) gets its 503 or 429 here,
// after the JSON body is read and the read cache missed, before Apollo parses anything. The same
// checks run again in query-budget.ts for what gets past.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { clientIp } from '../auth/context';
import { SESSION_COOKIE } from '../auth/tokens';
import type { Refusal, WorkBudget } from '../security/rate-limits';
import type { WorkGate } from '../security/work-gate';

const MAY_WRITE = /\b(?:mutation|subscription)\b/;

export function graphqlQueryDoor(work: WorkBudget, gate: WorkGate, refusalDelayMs = 0): RequestHandler {
  const answer = (res: Response, status: number, code: string, refusal: Refusal) =>
    setTimeout(() => {
      if (res.destroyed || res.headersSent) return;
      res.set({ 'Cache-Control': 'no-store', 'Retry-After': String(refusal.retryAfterSeconds) });
      res.status(status).json({ errors: [{ message: refusal.message, extensions: { code } }] });
    }, refusalDelayMs);
  return (req: Request, res: Response, next: NextFunction) => {
    const staff = Boolean(req.headers.authorization || (req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE]);
    const source = req.method === 'GET' ? req.query : (req.body as Record<string, unknown> | undefined);
    const query = source && typeof source === 'object' ? (source as Record<string, unknown>).query : undefined;
    if (staff || typeof query !== 'string' || MAY_WRITE.test(query)) {
      next();
      return;
    }
    const spent = work.refusal(clientIp(req));
    if (spent) {
      answer(res, 429, 'TOO_MANY_REQUESTS', spent);
      return;
    }
    const busy = gate.refusal();
    if (busy) {
      answer(res, 503, 'SERVICE_UNAVAILABLE', busy);
      return;
    }
    next();
  };
}
