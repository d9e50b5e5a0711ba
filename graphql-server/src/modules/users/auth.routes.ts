// SPEC §7 authentication paths. GET /api/auth/me answers { user } (null when signed out).
import { Router } from 'express';
import { clientIp, currentUser } from '../../auth/context';
import { clearSessionCookie, setSessionCookie } from '../../auth/session-cookie';
import { handle } from '../../http/errors';
import type { Services } from '../../services';
import type { AuthResult } from './users.service';

export function authRoutes(services: Services, secureCookies: boolean): Router {
  const router = Router();
  const session = (result: AuthResult) => ({
    user: { id: result.user.id, username: result.user.username },
    token: result.token,
  });
  router.get('/auth/me', handle(async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ user: await currentUser(services, req) });
  }));
  router.post('/auth/login', handle(async (req, res) => {
    const result = await services.users.login(req.body, clientIp(req));
    setSessionCookie(res, result.token, services.users.sessionSeconds, secureCookies);
    res.json(session(result));
  }));
  router.post('/auth/register', handle(async (req, res) => {
    const { username, password } = (req.body ?? {}) as Record<string, unknown>;
    const result = await services.users.register({ username, password });
    setSessionCookie(res, result.token, services.users.sessionSeconds, secureCookies);
    res.status(201).json(session(result));
  }));
  router.post('/auth/logout', (_req, res) => {
    clearSessionCookie(res, secureCookies);
    res.json({ ok: true });
  });
  return router;
}
