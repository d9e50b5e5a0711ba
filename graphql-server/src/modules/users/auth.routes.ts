// SPEC §7 authentication paths. GET /api/auth/me answers { user } (null when signed out).
import { Router, type Request } from 'express';
import { clientIp, currentUser } from '../../auth/context';
import { clearSessionCookie, setSessionCookie } from '../../auth/session-cookie';
import type { Services } from '../../services';
import type { AuthResult } from './users.service';

const client = (req: Request) => ({ ip: clientIp(req), userAgent: req.get('user-agent') ?? null });

export function authRoutes(services: Services, secureCookies: boolean): Router {
  const router = Router();
  const session = (result: AuthResult) => ({
    user: { id: result.user.id, username: result.user.username },
    token: result.token,
  });
  router.get('/auth/me', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const user = await currentUser(services, req);
    // The session id stays on the server: it is the token's jti, not something to show.
    res.json({ user: user ? { id: user.id, username: user.username } : null });
  });
  router.post('/auth/login', async (req, res) => {
    const result = await services.users.login(req.body, client(req));
    setSessionCookie(res, result.token, services.users.sessionSeconds, secureCookies);
    res.json(session(result));
  });
  router.post('/auth/register', async (req, res) => {
    const { username, password } = (req.body ?? {}) as Record<string, unknown>;
    const result = await services.users.register({ username, password }, client(req));
    setSessionCookie(res, result.token, services.users.sessionSeconds, secureCookies);
    res.status(201).json(session(result));
  });
  // Ends the session on the server too: a copy of the cookie or token stops working at once.
  router.post('/auth/logout', async (req, res) => {
    await services.users.logout(await currentUser(services, req));
    clearSessionCookie(res, secureCookies);
    res.json({ ok: true });
  });
  return router;
}
