import type { NextFunction, Request, Response } from 'express';
import type { Services } from '../services';
import { unauthenticated } from '../shared/errors';
import { currentUser } from './context';

/** REST twin of `@Authorized()`: every /api/admin path goes through it. */
export function requireAdmin(services: Services) {
  return (req: Request, res: Response, next: NextFunction) => {
    currentUser(services, req)
      .then((user) => {
        if (!user) throw unauthenticated();
        res.locals.user = user;
        next();
      })
      .catch(next);
  };
}
