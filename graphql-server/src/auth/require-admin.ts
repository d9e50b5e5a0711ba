import type { NextFunction, Request, Response } from 'express';
import type { ApiTokenScope } from '../../../schema/validation/api-tokens';
import type { Services } from '../services';
import { refusal } from './access';
import { authenticate } from './context';

export interface RequireAdminOptions {
  /** An API token with this scope may also use the path's GET (and HEAD) requests. */
  readScope?: ApiTokenScope;
}

/** REST twin of `@Authorized()`: every /api/admin path goes through it. */
export function requireAdmin(services: Services, options: RequireAdminOptions = {}) {
  return (req: Request, res: Response, next: NextFunction) => {
    authenticate(services, req)
      .then((principal) => {
        const write = req.method !== 'GET' && req.method !== 'HEAD';
        const error = refusal(principal, { scopes: options.readScope ? [options.readScope] : [], write });
        if (error) throw error;
        res.locals.user = principal.user;
        res.locals.apiToken = principal.apiToken;
        next();
      })
      .catch(next);
  };
}
