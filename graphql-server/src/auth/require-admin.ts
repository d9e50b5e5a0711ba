import type { NextFunction, Request, Response } from 'express';
import type { Services } from '../services';
import { refusal } from './access';
import { authenticate } from './context';
import type { Grant } from './permissions';

/**
 * REST twin of `@Authorized(...)`: every /api/admin path goes through it with its list from
 * permissions.ts (token scopes in the list apply to GET and HEAD only).
 */
export function requireRole(services: Services, grants: readonly Grant[]) {
  return (req: Request, res: Response, next: NextFunction) => {
    authenticate(services, req)
      .then((principal) => {
        const write = req.method !== 'GET' && req.method !== 'HEAD';
        const error = refusal(principal, { grants, write });
        if (error) throw error;
        res.locals.user = principal.user;
        res.locals.apiToken = principal.apiToken;
        next();
      })
      .catch(next);
  };
}
