// RateLimit-Policy and RateLimit response headers (draft-ietf-httpapi-ratelimit-headers-09):
//   RateLimit-Policy: "lead";q=20;w=600
//   RateLimit: "lead";r=17;t=412
// q is the quota, w its window in seconds, r what is left of it and t the seconds until it is
// whole again. The limiters (rate-limits.ts) report each count they take; the request's scope,
// opened by `rateLimitScope` once the body is read (an AsyncLocalStorage reaches the services
// without a parameter through every layer), writes the headers before the answer goes out.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler, Response } from 'express';

/** One limit a request was counted against, as the draft describes it. */
export interface RateLimitReport {
  /** The policy's name: lead, password_reset, login, login_address. */
  policy: string;
  /** Requests (or failures, for logins) allowed per window. */
  quota: number;
  windowSeconds: number;
  remaining: number;
  resetSeconds: number;
}

const scope = new AsyncLocalStorage<Response>();

/** Serves a structured-field string (RFC 8941): the policy names are ours, letters and _ only. */
const item = (name: string, params: Record<string, number>) =>
  [`"${name}"`, ...Object.entries(params).map(([key, value]) => `${key}=${value}`)].join(';');

/** Adds a limit to the current request's headers (nothing outside a request, e.g. in a job). */
export function reportRateLimit(report: RateLimitReport): void {
  const res = scope.getStore();
  if (!res || res.headersSent) return;
  const append = (header: string, value: string) => {
    const existing = res.getHeader(header);
    const without = (typeof existing === 'string' ? existing.split(', ') : []).filter((part) => !part.startsWith(`"${report.policy}";`));
    res.setHeader(header, [...without, value].join(', '));
  };
  append('RateLimit-Policy', item(report.policy, { q: report.quota, w: report.windowSeconds }));
  append('RateLimit', item(report.policy, { r: Math.max(0, report.remaining), t: Math.max(0, Math.ceil(report.resetSeconds)) }));
}

/** Opens the scope `reportRateLimit` writes into: mounted after the body parser. */
export const rateLimitScope: RequestHandler = (_req, res, next) => {
  scope.run(res, next);
};
