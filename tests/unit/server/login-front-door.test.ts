// The login front door (http/login-front-door.ts, decision 0018): a REST sign-in that would be
// refused whatever its body says gets that 429 before anything reads the body, after the
// configured delay; everything else goes on to the rest of the stack untouched.
import express from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { headersSetBy } from '../../../graphql-server/src/http/cached-hits';
import { loginFrontDoor } from '../../../graphql-server/src/http/login-front-door';
import type { Refusal } from '../../../graphql-server/src/security/rate-limits';

const LOCKED: Refusal = {
  message: 'Too many failed login attempts from your network. Please try again in 60 minutes.',
  retryAfterSeconds: 3600,
};

function appWith(refused: Set<string>, delayMs: number) {
  const app = express();
  app.set('trust proxy', 'loopback');
  const seen: string[] = [];
  app.use(
    loginFrontDoor({
      refusalFor: (ip) => (refused.has(ip) ? LOCKED : null),
      securityHeaders: headersSetBy(helmet()),
      logClientAddress: 'full',
      siteUrl: 'https://site.example',
      delayMs,
    }),
  );
  app.use(express.json(), (req, res) => {
    seen.push(`${req.method} ${req.url}`);
    res.status(418).json({ reached: true });
  });
  return { app, seen };
}

describe('the login front door', () => {
  it.each([0, 30])(
    'refuses a known-refused address with the 429, its Retry-After and the security headers (delay %i ms)',
    async (delayMs) => {
      const { app, seen } = appWith(new Set(['10.1.1.1']), delayMs);
      const answer = await request(app)
        .post('/api/auth/login')
        .set('X-Forwarded-For', '10.1.1.1')
        .set('content-type', 'application/json')
        .send('{"not json');
      expect(answer.status).toBe(429);
      expect(answer.body).toEqual({ message: LOCKED.message });
      expect(answer.headers['retry-after']).toBe('3600');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
      expect(answer.headers['x-request-id']).toBeTruthy();
      expect(seen).toEqual([]);
    },
  );

  it('lets through other addresses, other paths, and a cross-site sign-in (for the origin check to refuse)', async () => {
    const { app, seen } = appWith(new Set(['10.1.1.1']), 0);
    expect((await request(app).post('/api/auth/login').set('X-Forwarded-For', '10.2.2.2').send({ username: 'a' })).status).toBe(418);
    expect((await request(app).post('/api/auth/register').set('X-Forwarded-For', '10.1.1.1').send({})).status).toBe(418);
    expect((await request(app).get('/api/auth/login').set('X-Forwarded-For', '10.1.1.1')).status).toBe(418);
    const crossSite = await request(app)
      .post('/api/auth/login')
      .set('X-Forwarded-For', '10.1.1.1')
      .set('Origin', 'https://evil.example')
      .send({});
    expect(crossSite.status).toBe(418);
    const sameSite = await request(app)
      .post('/api/auth/login')
      .set('X-Forwarded-For', '10.1.1.1')
      .set('Origin', 'https://site.example')
      .send({});
    expect(sameSite.status).toBe(429);
    expect(seen).toHaveLength(4);
  });
});
