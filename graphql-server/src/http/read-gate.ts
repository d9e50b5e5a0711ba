// The public REST reads (SPEC §7) that the read cache did not answer pass through the gate of
// anonymous work (security/work-gate.ts, decision 0057): a search or list with a query string never
// seen before costs a database query, and many addresses together must not take the process with
// them. Signed-in staff and API tokens do not wait; a cached read never reaches this point. A read
// the listener already tried (public-reads.ts, decision 0086) comes with what it failed with: the
// gate's refusal is answered here, any other failure by the REST error handler, without waiting
// for the gate again.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { SESSION_COOKIE } from '../auth/tokens';
import { isPublicReadPath } from '../cache/response-cache';
import { WorkGateBusyError, type WorkGate } from '../security/work-gate';
import { handedOverFailure } from './public-reads';

export function gateAnonymousReads(gate: WorkGate, refusalDelayMs = 0): RequestHandler {
  const refuse = (res: Response, error: WorkGateBusyError) =>
    setTimeout(() => {
      if (res.destroyed || res.headersSent) return;
      res.set({ 'Cache-Control': 'no-store', 'Retry-After': String(error.retryAfterSeconds) });
      res.status(503).json({ message: error.message });
    }, refusalDelayMs);
  return (req: Request, res: Response, next: NextFunction) => {
    const staff = Boolean(req.headers.authorization || (req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE]);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || staff || !isPublicReadPath(req.path)) {
      next();
      return;
    }
    const failure = handedOverFailure(req);
    if (failure !== undefined) {
      if (failure instanceof WorkGateBusyError) refuse(res, failure);
      else next(failure);
      return;
    }
    gate.enter().then(
      (release) => {
        // The place is given back once the answer is ready (or the client is gone), not when a slow reader has read it.
        res.once('close', release);
        const json = res.json.bind(res);
        res.json = (body: unknown) => {
          release();
          return json(body);
        };
        next();
      },
      (error: unknown) => {
        if (error instanceof WorkGateBusyError) refuse(res, error);
        else next(error);
      },
    );
  };
}
