// The Express app: security headers, body parsing, /graphql, the SPEC §7 REST shims,
// health checks, and the web build. Built by main.ts and by the integration tests alike.
import { syncRoutes } from '../modules/sync/sync.routes';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { Router, type Express, type Request, type Response } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import fs from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { authenticate, buildContext, type RequestContext } from '../auth/context';
import { SESSION_COOKIE } from '../auth/tokens';
import { graphqlCachePolicyPlugin, graphqlReadCache } from '../cache/graphql-read-cache';
import { publicReadCache, ResponseCache } from '../cache/response-cache';
import { GraphQLError } from 'graphql';
import { DATABASE_UNAVAILABLE_MESSAGE, formatError } from '../graphql/format-error';
import { createSchema } from '../graphql/schema';
import { adminCategoryRoutes } from '../modules/categories/categories.routes';
import { adminAuditRoutes } from '../modules/audit/audit.routes';
import { adminOutboxRoutes } from '../modules/delivery/outbox.routes';
import { adminLeadRoutes, publicLeadRoutes } from '../modules/leads/leads.routes';
import { adminMediaRoutes, mediaFileRoutes } from '../modules/media/media.routes';
import { adminLeadRecordRoutes } from '../modules/leads/lead-admin.routes';
import { sitePageRoutes } from '../modules/privacy/site-pages.routes';
import { adminPostRoutes, publicPostRoutes } from '../modules/posts/posts.routes';
import { adminPostRevisionRoutes } from '../modules/posts/post-revisions.routes';
import { adminPostPreviewRoutes } from '../modules/posts/post-preview.routes';
import { adminRedirectRoutes } from '../modules/posts/slug-redirects.routes';
import { adminResourceRoutes, publicResourceRoutes } from '../modules/resources/resources.routes';
import { seoRoutes } from '../modules/seo/seo.routes';
import { shareImageRoutes } from '../modules/seo/share-images';
import { authRoutes } from '../modules/users/auth.routes';
import { adminAnalyticsRoutes, analyticsBeaconRoutes } from '../modules/analytics/analytics.routes';
import { pageViews } from '../modules/analytics/page-views';
import type { Services } from '../services';
import { isDatabaseUnavailable } from '../shared/errors';
import { log } from '../logger';
import { loggedAddress, type LogClientAddress, type TrustProxy } from '../security/client-address';
import { graphqlArmor, type GraphqlLimits } from '../security/graphql-limits';
import { corsForIntegrations } from '../security/cors';
import { sameOriginWrites } from '../security/origin-check';
import { queryBudgetPlugin } from '../security/query-budget';
import { rateLimitScope } from '../security/rate-limit-headers';
import { cachedHits, headersSetBy, requestIdOf } from './cached-hits';
import { errorHandler } from './errors';
import { EXPLORER_FILE, graphqlExplorer } from './explorer';
import { loginFrontDoor } from './login-front-door';
import { graphqlHttpStatusPlugin } from './graphql-status';
import { refuseReservedKeys, requireJsonObjectBody } from './json-body';
import { capQueryValues } from './query-limits';
import { webApp } from './spa';
import { openApiDocument } from './openapi/document';
import { pageFormRoutes } from './page-forms';
import { loadPageRenderer } from './ssr';
import { EMBED_HOSTS } from '../../../schema/validation/article-embeds';

export interface AppOptions {
  services: Services;
  dataSource: DataSource;
  secureCookies: boolean;
  introspection: boolean;
  /** Folder of the Vite build; omitted in API-only tests. */
  webDist?: string;
  /** Folder of the server renderer build (dist/ssr); without it pages render in the browser only. */
  ssrDir?: string;
  /** The longest a server render may take before the app shell is served (SSR_RENDER_TIMEOUT_MS). */
  ssrRenderTimeoutMs?: number;
  /** Largest JSON body accepted (articles are the biggest). */
  bodyLimit?: string;
  /** The public origin (SITE_URL): REST writes from pages of another origin are refused. */
  siteUrl?: string;
  /** Depth and cost limits of GraphQL queries. */
  graphqlLimits?: GraphqlLimits;
  /** Whose X-Forwarded-For is believed (TRUST_PROXY). Default: nobody's. */
  trustProxy?: TrustProxy;
  /** What access logs record of the client's address (LOG_CLIENT_ADDRESS). Default: all of it. */
  logClientAddress?: LogClientAddress;
  /** CORS_ORIGINS: origins whose pages may call /graphql and /api with an API token (security/cors.ts). */
  corsOrigins?: readonly string[];
  /** The built GraphQL explorer page (default: explorer.html of webDist; none: no explorer). */
  explorerFile?: string;
  /** LOGIN_REFUSAL_DELAY_MS: a login refused at the door gets its 429 after this long. Default 0. */
  loginRefusalDelayMs?: number;
}

export interface App {
  app: Express;
  apollo: ApolloServer<RequestContext>;
}

export async function createApp(options: AppOptions): Promise<App> {
  const { services, secureCookies } = options;
  const app = express();
  app.disable('x-powered-by');
  // req.ip: the socket's peer, or what trusted proxies forwarded (security/client-address.ts).
  app.set('trust proxy', options.trustProxy ?? false);
  const logAddress = options.logClientAddress ?? 'full';
  const securityHeaders = helmet({
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
        // Article video embeds, loaded only when a reader asks (decision 0026).
        frameSrc: [...EMBED_HOSTS],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: secureCookies ? [] : null,
      },
    },
    strictTransportSecurity: secureCookies ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });

  // Content versions: listen for other instances' writes (stopped when Apollo stops, below).
  await services.content.start();
  const pageCache = new ResponseCache(services.content, { maxEntries: 500, maxBytes: 64 * 1024 * 1024 });
  const readCache = new ResponseCache(services.content, { maxEntries: 1000, maxBytes: 32 * 1024 * 1024 });
  const capturedHeaders = headersSetBy(securityHeaders);
  // Analytics: every public page served, cached ones included, counted on 'finish' (decision 0063).
  app.use(pageViews(services.analytics));
  // Anonymous GETs already in a cache are answered first, with the same headers (cached-hits.ts).
  app.use(
    cachedHits({
      pages: options.webDist ? pageCache : undefined,
      reads: readCache,
      securityHeaders: capturedHeaders,
      logClientAddress: logAddress,
      cors: Boolean(options.corsOrigins?.length),
    }),
  );
  // A login flood is refused before anything reads its body (login-front-door.ts).
  app.use(
    loginFrontDoor({
      refusalFor: (ip) => services.users.loginRefusalFor(ip),
      securityHeaders: capturedHeaders,
      logClientAddress: logAddress,
      siteUrl: options.siteUrl,
      delayMs: options.loginRefusalDelayMs ?? 0,
    }),
  );
  app.use(securityHeaders);
  app.use(
    pinoHttp({
      logger: log(),
      genReqId: (req, res) => {
        const id = requestIdOf(req);
        res.setHeader('X-Request-Id', id);
        return id;
      },
      // 503 (database away) is an expected condition; other 5xx are errors, whose details the
      // error handlers log themselves (pino-http's own stand-in error adds nothing).
      customLogLevel: (_req, res, error) => (res.statusCode === 503 ? 'warn' : error || res.statusCode >= 500 ? 'error' : 'info'),
      customErrorObject: (_req, _res, _error, value: Record<string, unknown>) => ({ ...value, err: undefined }),
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' || Boolean(req.url?.startsWith('/assets/')) },
      // Method, path, client address (per LOG_CLIENT_ADDRESS), status and timing: no headers
      // beyond these, never a body.
      serializers: {
        req: (req: { id: unknown; method: string; url: string; raw: Request }) => ({
          id: req.id,
          method: req.method,
          url: req.url.split('?')[0],
          remoteAddress: loggedAddress(req.raw.ip ?? req.raw.socket?.remoteAddress, logAddress),
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(compression());
  app.use(cookieParser());
  const corsHandler = corsForIntegrations(options.corsOrigins);
  if (corsHandler) app.use(['/graphql', '/api'], corsHandler);

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

  const closeContentVersions = {
    async serverWillStart() {
      return {
        async serverWillStop() {
          await services.content.close();
        },
      };
    },
  };
  const graphqlCache = new ResponseCache(services.content, { maxEntries: 1000, maxBytes: 32 * 1024 * 1024 });
  /** No staff session (a valid one) and no token: the visitor may share cached answers. */
  const isAnonymous = async (req: Request): Promise<boolean> => {
    if (!req.headers.authorization && !(req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE]) return true;
    const principal = await authenticate(services, req);
    return !principal.user && !principal.apiToken;
  };

  const schema = await createSchema();
  const contextFor = (req: Request, res: Response) => buildContext(services, req, res, secureCookies);
  // Identifying the caller reads the database (API tokens): while it is away, Apollo would answer
  // a failed context with 500; the caller gets the 503 every other path gives.
  const graphqlContextFor = async (req: Request, res: Response) => {
    try {
      return await contextFor(req, res);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      throw new GraphQLError(DATABASE_UNAVAILABLE_MESSAGE, { extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503 } } });
    }
  };
  const armor = graphqlArmor(options.graphqlLimits);
  const apollo = new ApolloServer<RequestContext>({
    schema,
    formatError,
    introspection: options.introspection,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    // main.ts stops the server in order on SIGINT/SIGTERM (HTTP drained, then Apollo, then the
    // database). Apollo's own signal handler (on by default outside NODE_ENV=test) stopped it
    // at the same moment, and Apollo never releases a second stop() made while one is under way:
    // every production stop then waited for main.ts's 10 s limit and exited with status 1.
    stopOnTerminationSignals: false,
    validationRules: armor.validationRules,
    parseOptions: armor.parseOptions,
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      // Cache-Control is decided by graphqlCachePolicyPlugin (public reads, private staff answers).
      ApolloServerPluginCacheControlDisabled(),
      graphqlCachePolicyPlugin,
      graphqlHttpStatusPlugin,
      closeContentVersions,
      ...armor.plugins,
      queryBudgetPlugin(),
    ],
  });
  await apollo.start();

  const json = express.json({ limit: options.bodyLimit ?? '1mb' });
  // GraphiQL for signed-in staff opening /graphql in a browser (explorer.ts).
  const explorerFile = options.explorerFile ?? (options.webDist ? path.join(options.webDist, EXPLORER_FILE) : undefined);
  app.use(graphqlExplorer(explorerFile, async (req) => Boolean((await authenticate(services, req)).user)));
  app.use(
    '/graphql',
    json,
    refuseReservedKeys,
    rateLimitScope,
    graphqlReadCache(graphqlCache, isAnonymous),
    expressMiddleware(apollo, { context: ({ req, res }) => graphqlContextFor(req, res) }),
  );

  const api = Router();
  api.use(sameOriginWrites(options.siteUrl));
  // Multipart uploads: before the JSON-only body rule below.
  api.use(adminMediaRoutes(services));
  // The analytics beacon: text bodies of navigator.sendBeacon, before the JSON-only rule.
  api.use(analyticsBeaconRoutes(services));
  api.use(json, requireJsonObjectBody, capQueryValues, rateLimitScope);
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  api.get('/openapi.json', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(openApiDocument());
  });
  api.use(publicReadCache(readCache));
  api.use(authRoutes(services, secureCookies));
  api.use(publicPostRoutes(services));
  api.use(publicResourceRoutes(services));
  api.use(publicLeadRoutes(services));
  api.use(adminPostRoutes(services));
  api.use(adminPostRevisionRoutes(services));
  api.use(adminPostPreviewRoutes(services));
  api.use(adminRedirectRoutes(services));
  api.use(adminCategoryRoutes(services));
  api.use(adminResourceRoutes(services));
  api.use(adminLeadRoutes(services));
  api.use(adminLeadRecordRoutes(services));
  api.use(syncRoutes(services));
  api.use(sitePageRoutes(services));
  api.use(adminOutboxRoutes(services));
  api.use(adminAuditRoutes(services));
  api.use(adminAnalyticsRoutes(services));
  api.use((_req, res) => {
    res.status(404).json({ message: 'Not found.' });
  });
  app.use('/api', api, errorHandler);

  app.use(mediaFileRoutes(services));
  app.use(seoRoutes(services, services.site));
  app.use(
    shareImageRoutes(
      services.site.name,
      [options.webDist, path.resolve('web/public')].filter((dir): dir is string => !!dir),
    ),
  );

  const anonymous = async (): Promise<RequestContext> => ({
    services,
    user: null,
    apiToken: null,
    apiTokenRefused: false,
    res: undefined as never,
    secureCookies,
    ip: '127.0.0.1',
    userAgent: null,
    pendingToken: null,
  });
  const renderer =
    options.webDist && options.ssrDir
      ? await loadPageRenderer(
          {
            ssrDir: options.ssrDir,
            webDist: options.webDist,
            site: services.site,
            content: services.content,
            renderTimeoutMs: options.ssrRenderTimeoutMs,
          },
          schema,
          contextFor,
          anonymous,
        )
      : null;
  // The public forms posted without JavaScript (page-forms.ts), rendered back into their page.
  const indexFile = options.webDist ? path.join(options.webDist, 'index.html') : null;
  app.use(
    pageFormRoutes({
      services,
      siteUrl: options.siteUrl,
      render: async (req, res, state) =>
        renderer && indexFile ? renderer.render(req, res, await fs.promises.readFile(indexFile, 'utf8'), state) : null,
    }),
  );
  if (options.webDist)
    app.use(
      webApp(options.webDist, renderer, {
        cache: pageCache,
        isAnonymous,
        slugRedirect: (slug) => services.redirects.target(slug),
      }),
    );
  app.use(errorHandler);
  return { app, apollo };
}
