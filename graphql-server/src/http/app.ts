// The Express app: security headers, body parsing, /graphql, the SPEC §7 REST shims,
// health checks, and the web build. Built by main.ts and by the integration tests alike.
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { Router, type Express, type Request, type Response } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { buildContext, type RequestContext } from '../auth/context';
import { formatError } from '../graphql/format-error';
import { createSchema } from '../graphql/schema';
import { adminCategoryRoutes } from '../modules/categories/categories.routes';
import { adminOutboxRoutes } from '../modules/delivery/outbox.routes';
import { adminLeadRoutes, publicLeadRoutes } from '../modules/leads/leads.routes';
import { adminPostRoutes, publicPostRoutes } from '../modules/posts/posts.routes';
import { adminResourceRoutes, publicResourceRoutes } from '../modules/resources/resources.routes';
import { authRoutes } from '../modules/users/auth.routes';
import type { Services } from '../services';
import { log } from '../logger';
import { graphqlArmor, type GraphqlLimits } from '../security/graphql-limits';
import { sameOriginWrites } from '../security/origin-check';
import { errorHandler } from './errors';
import { graphqlHttpStatusPlugin } from './graphql-status';
import { requireJsonObjectBody } from './json-body';
import { webApp } from './spa';
import { loadPageRenderer } from './ssr';

export interface AppOptions {
  services: Services;
  dataSource: DataSource;
  secureCookies: boolean;
  introspection: boolean;
  /** Folder of the Vite build; omitted in API-only tests. */
  webDist?: string;
  /** Folder of the server renderer build (dist/ssr); without it pages render in the browser only. */
  ssrDir?: string;
  /** Largest JSON body accepted (articles are the biggest). */
  bodyLimit?: string;
  /** The public origin (SITE_URL): REST writes from pages of another origin are refused. */
  siteUrl?: string;
  /** Depth and cost limits of GraphQL queries. */
  graphqlLimits?: GraphqlLimits;
}

/** A caller's X-Request-Id is kept when it is a plain token; otherwise a new one is made. */
const REQUEST_ID = /^[\w.:-]{1,64}$/;

export interface App {
  app: Express;
  apollo: ApolloServer<RequestContext>;
}

export async function createApp(options: AppOptions): Promise<App> {
  const { services, secureCookies } = options;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Ant Design writes its styles at run time (CSS-in-JS).
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'https:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: secureCookies ? [] : null,
        },
      },
      strictTransportSecurity: secureCookies ? { maxAge: 31536000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(
    pinoHttp({
      logger: log(),
      genReqId: (req, res) => {
        const given = req.headers['x-request-id'];
        const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      // 503 (database away) is an expected condition; other 5xx are errors, whose details the
      // error handlers log themselves (pino-http's own stand-in error adds nothing).
      customLogLevel: (_req, res, error) => (res.statusCode === 503 ? 'warn' : error || res.statusCode >= 500 ? 'error' : 'info'),
      customErrorObject: (_req, _res, _error, value: Record<string, unknown>) => ({ ...value, err: undefined }),
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' || Boolean(req.url?.startsWith('/assets/')) },
      // Method, path, status and timing: no headers beyond these, never a body.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url.split('?')[0] }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(compression());
  app.use(cookieParser());

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    try {
      await options.dataSource.query('SELECT 1');
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ status: 'unavailable', message: 'The database is not reachable.' });
    }
  });

  const schema = await createSchema();
  const contextFor = (req: Request, res: Response) => buildContext(services, req, res, secureCookies);
  const armor = graphqlArmor(options.graphqlLimits);
  const apollo = new ApolloServer<RequestContext>({
    schema,
    formatError,
    introspection: options.introspection,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    validationRules: armor.validationRules,
    parseOptions: armor.parseOptions,
    plugins: [ApolloServerPluginLandingPageDisabled(), graphqlHttpStatusPlugin, ...armor.plugins],
  });
  await apollo.start();

  const json = express.json({ limit: options.bodyLimit ?? '1mb' });
  app.use(
    '/graphql',
    json,
    expressMiddleware(apollo, { context: ({ req, res }) => contextFor(req, res) }),
  );

  const api = Router();
  api.use(sameOriginWrites(options.siteUrl));
  api.use(json, requireJsonObjectBody);
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  api.use(authRoutes(services, secureCookies));
  api.use(publicPostRoutes(services));
  api.use(publicResourceRoutes(services));
  api.use(publicLeadRoutes(services));
  api.use(adminPostRoutes(services));
  api.use(adminCategoryRoutes(services));
  api.use(adminResourceRoutes(services));
  api.use(adminLeadRoutes(services));
  api.use(adminOutboxRoutes(services));
  api.use((_req, res) => {
    res.status(404).json({ message: 'Not found.' });
  });
  app.use('/api', api, errorHandler);

  if (options.webDist) {
    const renderer = options.ssrDir ? await loadPageRenderer({ ssrDir: options.ssrDir, webDist: options.webDist }, schema, contextFor) : null;
    app.use(webApp(options.webDist, renderer));
  }
  app.use(errorHandler);
  return { app, apollo };
}
