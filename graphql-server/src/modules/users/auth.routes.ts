// SPEC §7 authentication paths. GET /api/auth/me answers { user } (null when signed out).
// Two-factor sign-in (decision 0020): a login whose password is right but needs a second factor
// answers { user: null, token: null, twoFactor: { step, pendingToken, expiresAt } } and sets the
// pending cookie; POST /api/auth/login/verify (VERIFY) or /api/auth/login/enrol[/confirm] (ENROL)
// finish it, exactly as the GraphQL mutations do.
import { Router, type Request, type Response } from 'express';
import { clientIp, currentUser } from '../../auth/context';
import { clearPendingCookie, pendingTokenOf, setPendingCookie } from '../../auth/pending-sign-in';
import { clearSessionCookie, setSessionCookie } from '../../auth/session-cookie';
import type { Services } from '../../services';
import { unauthenticated } from '../../shared/errors';
import type { AuthResult, SignInOutcome } from './users.service';

const client = (req: Request) => ({ ip: clientIp(req), userAgent: req.get('user-agent') ?? null });
const body = (req: Request) => (req.body ?? {}) as Record<string, unknown>;
const pendingOf = (req: Request) => pendingTokenOf(req, body(req).pendingToken);

export function authRoutes(services: Services, secureCookies: boolean): Router {
  const router = Router();
  const session = (res: Response, result: AuthResult) => {
    setSessionCookie(res, result.token, services.users.sessionSeconds, secureCookies);
    clearPendingCookie(res, secureCookies);
    return { user: { id: result.user.id, username: result.user.username }, token: result.token };
  };
  const signIn = (res: Response, outcome: SignInOutcome) => {
    if (outcome.kind === 'session') return session(res, outcome);
    setPendingCookie(res, outcome.challenge, secureCookies);
    const { step, token, expiresAt } = outcome.challenge;
    return { user: null, token: null, twoFactor: { step, pendingToken: token, expiresAt } };
  };
  router.get('/auth/me', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const user = await currentUser(services, req);
    // The session id stays on the server: it is the token's jti, not something to show.
    res.json({ user: user ? { id: user.id, username: user.username } : null });
  });
  router.post('/auth/login', async (req, res) => {
    res.json(signIn(res, await services.users.login(req.body, client(req))));
  });
  router.post('/auth/login/verify', async (req, res) => {
    res.json(session(res, await services.twoFactor.verifySignIn(pendingOf(req), { code: body(req).code }, client(req))));
  });
  router.post('/auth/login/enrol', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await services.twoFactor.beginRequiredSetup(pendingOf(req)));
  });
  router.post('/auth/login/enrol/confirm', async (req, res) => {
    const done = await services.twoFactor.completeRequiredSetup(pendingOf(req), { code: body(req).code }, client(req));
    res.json({ ...session(res, done.session), recoveryCodes: done.recoveryCodes });
  });
  router.post('/auth/register', async (req, res) => {
    const { username, password } = body(req);
    res.status(201).json(signIn(res, await services.users.register({ username, password }, client(req))));
  });
  // Re-authentication (decision 0056): the REST twin of the `reauthenticate` mutation.
  router.post('/auth/reauthenticate', async (req, res) => {
    const user = await currentUser(services, req);
    if (!user) throw unauthenticated();
    const until = await services.recentAuth.reauthenticate(user, { proof: body(req).proof }, client(req));
    res.json({ ok: true, until });
  });
  // The old address's undo link of an e-mail change: the token comes in the body, never the path.
  router.post('/auth/undo-email-change', async (req, res) => {
    res.json({ message: await services.ownAccount.undoEmailChange(body(req).token, client(req)) });
  });
  // Ends the session on the server too: a copy of the cookie or token stops working at once.
  router.post('/auth/logout', async (req, res) => {
    await services.users.logout(await currentUser(services, req));
    clearSessionCookie(res, secureCookies);
    clearPendingCookie(res, secureCookies);
    res.json({ ok: true });
  });
  return router;
}
