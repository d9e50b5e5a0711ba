// The Express app: security headers, body parsing, /graphql, the SPEC §7 REST shims,
// health checks, and the web build. Built by main.ts and by the integration tests alike.
import { syncRoutes } from '../modules/sync/sync.routes';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { Router, type Express, type Request, type RequestHandler, type Response } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import fs from 'node:fs';
import type { RequestListener } from 'node:http';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { authenticate, buildContext, type RequestContext } from '../auth/context';
import { SESSION_COOKIE } from '../auth/tokens';
import { graphqlCachePolicyPlugin, graphqlReadCache } from '../cache/graphql-read-cache';
import { publicReadCache, ResponseCache } from '../cache/response-cache';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { DATABASE_UNAVAILABLE_MESSAGE, formatError } from '../graphql/format-error';
import { createSchema } from '../graphql/schema';
import { adminCategoryRoutes } from '../modules/categories/categories.routes';
import { adminAuditRoutes } from '../modules/audit/audit.routes';
import { adminOutboxRoutes } from '../modules/delivery/outbox.routes';
import { adminLeadRoutes, publicLeadRoutes } from '../modules/leads/leads.routes';
import { adminMediaRoutes, mediaFileRoutes } from '../modules/media/media.routes';
import { adminLeadRecordRoutes } from '../modules/leads/lead-admin.routes';
import { sitePageRoutes } from '../modules/privacy/site-pages.routes';
import { adminPageRoutes, publicPageRoutes } from '../modules/pages/pages.routes';
import { navigationRoutes } from '../modules/pages/navigation.routes';
import { adminPostRoutes, publicPostReads, publicPostRoutes } from '../modules/posts/posts.routes';
import { adminPostRevisionRoutes } from '../modules/posts/post-revisions.routes';
import { adminPostPreviewRoutes } from '../modules/posts/post-preview.routes';
import { adminPagePreviewRoutes } from '../modules/pages/page-preview.routes';
import { adminRedirectRoutes } from '../modules/posts/slug-redirects.routes';
import { adminResourceRoutes, publicResourceReads, publicResourceRoutes } from '../modules/resources/resources.routes';
import { seoRoutes } from '../modules/seo/seo.routes';
import { shareImageRoutes } from '../modules/seo/share-images';
import { authRoutes } from '../modules/users/auth.routes';
import { adminAnalyticsRoutes, analyticsBeaconRoutes } from '../modules/analytics/analytics.routes';
import { BeaconEndpoint, beaconDoor } from '../modules/analytics/beacon';
import { adminExperimentRoutes } from '../modules/experiments/experiments.routes';
import { experimentArms } from '../modules/experiments/experiment-arms';
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
import { apiTokenGate } from '../security/api-token-gate';
import { WorkBudget } from '../security/rate-limits';
import { WorkGate } from '../security/work-gate';
import { cachedHits, headersSetBy, requestIdOf } from './cached-hits';
import { errorHandler } from './errors';
import { EXPLORER_FILE, graphqlExplorer } from './explorer';
import { loggedPath } from './log-redaction';
import { loginFrontDoor } from './login-front-door';
import { graphqlHttpStatusPlugin } from './graphql-status';
import { refuseReservedKeys, requireJsonObjectBody } from './json-body';
import { capQueryValues } from './query-limits';
import { webApp } from './spa';
import { openApiDocument } from './openapi/document';
import { integratorsGuideRoutes } from './integrators-guide';
import { pageFormRoutes } from './page-forms';
import { gateAnonymousReads } from './read-gate';
import { leanReadMisses } from './public-reads';
import { graphqlQueryDoor } from './graphql-door';
import { loadPageRenderer } from './ssr';
import { EMBED_HOSTS } from '../../../schema/validation/article-embeds';
import { idempotentWrites } from './idempotency';

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
  /** Anonymous work per client address, in work units (decision 0057). Default: DEFAULT_WORK_BUDGET on the real clock. */
  workBudget?: WorkBudget;
  /** The ceiling over all anonymous expensive work (decision 0057). Default: DEFAULT_WORK_GATE on the real clock. */
  workGate?: WorkGate;
  /** ANONYMOUS_REFUSAL_DELAY_MS: a 429 of the work budget or 503 of the gate is sent after this long. Default 0. */
  anonymousRefusalDelayMs?: number;
}

export interface App {
  app: Express;
  apollo: ApolloServer<RequestContext>;
  /**
   * The HTTP server's request listener: cached anonymous hits answered before Express runs
   * (cached-hits.ts, decision 0076), everything else handed to `app`.
   */
  listener: RequestListener;
  /** The caches the listener answers from (tests fill them). */
  caches: { pages: ResponseCache; reads: ResponseCache; graphql: ResponseCache };
}

/** What the stages below share: the options, the caches, and how a request's caller is known. */
interface Stack {
  options: AppOptions;
  services: Services;
  logAddress: LogClientAddress;
  securityHeaders: ReturnType<typeof helmet>;
  pageCache: ResponseCache;
  readCache: ResponseCache;
  graphqlCache: ResponseCache;
  /** The analytics beacon, one limiter for both ways in (the listener's and the API route's). */
  beacon: BeaconEndpoint;
  isAnonymous: (req: Request) => Promise<boolean>;
  work: WorkBudget;
  gate: WorkGate;
  contextFor: (req: Request, res: Response) => Promise<RequestContext>;
}

/**
 * The app's middleware stack, in the order a request meets it: cached answers and the login
 * door first (they answer before any body is read), then headers, logging and parsing, then
 * GraphQL, the REST API, files and the pages.
 */
export async function createApp(options: AppOptions): Promise<App> {
  const app = express();
  app.disable('x-powered-by');
  // req.ip: the socket's peer, or what trusted proxies forwarded (security/client-address.ts).
  app.set('trust proxy', options.trustProxy ?? false);
  const stack = await prepareStack(options);
  const schema = await createSchema();

  app.use(frontDoors(stack));
  app.use(capturedHeaders(stack.securityHeaders), accessLog(stack.logAddress), compression(), cookieParser());
  const corsHandler = corsForIntegrations(options.corsOrigins);
  if (corsHandler) app.use(['/graphql', '/api'], corsHandler);
  app.use(healthRoutes(options.dataSource));
  const apollo = await startApollo(stack, schema);
  app.use(graphqlRoutes(stack, apollo));
  app.use('/api', apiRoutes(stack), errorHandler);
  app.use(fileRoutes(stack));
  app.use(await pageRoutes(stack, schema));
  app.use(errorHandler);
  return {
    app,
    apollo,
    listener: fastPath(app, stack),
    caches: { pages: stack.pageCache, reads: stack.readCache, graphql: stack.graphqlCache },
  };
}

async function prepareStack(options: AppOptions): Promise<Stack> {
  const { services } = options;
  // Content versions: listen for other instances' writes (stopped when Apollo stops, startApollo).
  await services.content.start();
  // Scheduled updates of live pages (decision 0072): re-armed whenever any instance changes pages.
  await services.pageSchedule.start((listener) =>
    services.content.onChange((kind) => {
      if (kind === 'pages') listener();
    }),
  );
  return {
    options,
    services,
    logAddress: options.logClientAddress ?? 'full',
    securityHeaders: securityHeadersFor(options.secureCookies),
    pageCache: new ResponseCache(services.content, { maxEntries: 500, maxBytes: 64 * 1024 * 1024 }),
    // Reads are compressed as dynamic answers are: their entries are made by misses (decision 0086).
    readCache: new ResponseCache(services.content, { maxEntries: 1000, maxBytes: 32 * 1024 * 1024, compression: 'dynamic' }),
    graphqlCache: new ResponseCache(services.content, { maxEntries: 1000, maxBytes: 32 * 1024 * 1024, compression: 'dynamic' }),
    beacon: new BeaconEndpoint(services.analytics, services.site.url),
    /** No staff session (a valid one) and no token: the visitor may share cached answers. */
    isAnonymous: async (req) => {
      if (!req.headers.authorization && !(req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE]) return true;
      const principal = await authenticate(services, req);
      return !principal.user && !principal.apiToken;
    },
    work: options.workBudget ?? new WorkBudget(),
    gate: options.workGate ?? new WorkGate(),
    contextFor: (req, res) => buildContext(services, req, res, options.secureCookies),
  };
}

function securityHeadersFor(secureCookies: boolean) {
  return helmet({
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
}

/**
 * What the app does before headers, logging or body parsing: page views and experiment arms (the
 * fast path before the app does both for its answers) and a refused login flood.
 */
function frontDoors({ options, services, securityHeaders, logAddress }: Stack): Router {
  const doors = Router();
  const capturedHeaders = headersSetBy(securityHeaders);
  // Analytics: every public page served, cached ones included, counted on 'finish' (decision 0063).
  doors.use(pageViews(services.analytics));
  // A/B experiments: the arm of a page request, before the page cache is read (decision 0069).
  doors.use(experimentArms(services));
  // A login flood is refused before anything reads its body (login-front-door.ts).
  doors.use(
    loginFrontDoor({
      refusalFor: (ip) => services.users.loginRefusalFor(ip),
      securityHeaders: capturedHeaders,
      logClientAddress: logAddress,
      siteUrl: options.siteUrl,
      delayMs: options.loginRefusalDelayMs ?? 0,
    }),
  );
  return doors;
}

/**
 * Anonymous GETs already in a cache, anonymous misses of the public list reads, and visitors'
 * analytics beacons, answered before Express with the same headers (cached-hits.ts,
 * public-reads.ts, beacon.ts).
 */
function fastPath(
  app: Express,
  { options, services, securityHeaders, logAddress, pageCache, readCache, graphqlCache, beacon, gate }: Stack,
): RequestListener {
  const captured = headersSetBy(securityHeaders);
  const cors = Boolean(options.corsOrigins?.length);
  return cachedHits(app, {
    pages: options.webDist ? pageCache : undefined,
    reads: readCache,
    // An anonymous miss of a public list read, made here as its Express route makes it (decision 0086).
    readMisses: leanReadMisses({
      reads: [...publicPostReads(services), ...publicResourceReads(services)],
      cache: readCache,
      gate,
      parseQuery: app.get('query parser fn') as (text: string) => Record<string, unknown>,
    }),
    graphql: graphqlCache,
    securityHeaders: captured,
    logClientAddress: logAddress,
    cors,
    hooks: services,
    beacon: beaconDoor({ endpoint: beacon, securityHeaders: captured, logClientAddress: logAddress, cors }),
  });
}

/**
 * Helmet's headers, captured once (`headersSetBy`: they do not depend on the request) and set by
 * one middleware: the same headers for a fraction of helmet's eleven middleware per request.
 */
function capturedHeaders(securityHeaders: ReturnType<typeof helmet>): RequestHandler {
  const headers = Object.entries(headersSetBy(securityHeaders)).filter(
    (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
  );
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

function accessLog(logAddress: LogClientAddress) {
  return pinoHttp({
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
        url: loggedPath(req.url),
        remoteAddress: loggedAddress(req.raw.ip ?? req.raw.socket?.remoteAddress, logAddress),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}

function healthRoutes(dataSource: DataSource): Router {
  const routes = Router();
  routes.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  routes.get('/readyz', async (_req, res) => {
    try {
      await dataSource.query('SELECT 1');
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ status: 'unavailable', message: 'The database is not reachable.' });
    }
  });
  return routes;
}

async function startApollo({ options, services, work, gate }: Stack, schema: GraphQLSchema): Promise<ApolloServer<RequestContext>> {
  const closeContentVersions = {
    async serverWillStart() {
      return {
        async serverWillStop() {
          await services.content.close();
          services.pageSchedule.close();
        },
      };
    },
  };
  const armor = graphqlArmor(options.graphqlLimits);
  const apollo = new ApolloServer<RequestContext>({
    schema,
    formatError,
    introspection: options.introspection,
    // A request with an Authorization header is never a simple (CSRF-able) one: a browser
    // preflights it, so GraphQL over GET with a Bearer token works without apollo-require-preflight.
    csrfPrevention: { requestHeaders: ['x-apollo-operation-name', 'apollo-require-preflight', 'authorization'] },
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
      queryBudgetPlugin(undefined, { work, gate, refusalDelayMs: options.anonymousRefusalDelayMs }),
    ],
  });
  await apollo.start();
  return apollo;
}

function jsonBody(options: AppOptions) {
  return express.json({ limit: options.bodyLimit ?? '1mb' });
}

function graphqlRoutes(stack: Stack, apollo: ApolloServer<RequestContext>): Router {
  const { options, services, contextFor } = stack;
  const routes = Router();
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
  // GraphiQL for signed-in staff opening /graphql in a browser (explorer.ts).
  const explorerFile = options.explorerFile ?? (options.webDist ? path.join(options.webDist, EXPLORER_FILE) : undefined);
  routes.use(graphqlExplorer(explorerFile, async (req) => Boolean((await authenticate(services, req)).user)));
  routes.use(
    '/graphql',
    jsonBody(options),
    refuseReservedKeys,
    rateLimitScope,
    apiTokenGate(services, 'graphql'),
    idempotentWrites(services, 'graphql'),
    graphqlReadCache(stack.graphqlCache, stack.isAnonymous),
    graphqlQueryDoor(stack.work, stack.gate, options.anonymousRefusalDelayMs),
    expressMiddleware(apollo, { context: ({ req, res }) => graphqlContextFor(req, res) }),
  );
  return routes;
}

/** The REST API under /api: same-origin writes, JSON bodies only, public reads cached, then each module's routes. */
function apiRoutes({ options, services, readCache, gate, beacon }: Stack): Router {
  const { secureCookies } = options;
  const api = Router();
  api.use(sameOriginWrites(options.siteUrl));
  // Multipart uploads: before the JSON-only body rule below.
  api.use(adminMediaRoutes(services));
  // The analytics beacon: text bodies of navigator.sendBeacon, before the JSON-only rule (the
  // listener answers visitors' beacons before Express; staff's, CORS... come here).
  api.use(analyticsBeaconRoutes(beacon));
  api.use(jsonBody(options), requireJsonObjectBody, capQueryValues, rateLimitScope, apiTokenGate(services, 'rest'));
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  api.use(idempotentWrites(services, 'rest'));
  api.get('/openapi.json', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(openApiDocument());
  });
  // The integrators' guide as a page of the site (integrators-guide.ts).
  api.use(integratorsGuideRoutes());
  api.use(publicReadCache(readCache), gateAnonymousReads(gate, options.anonymousRefusalDelayMs));
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
  // The privacy page's own paths first: they answer only for its slug, the pages' paths the rest.
  api.use(sitePageRoutes(services));
  api.use(publicPageRoutes(services));
  api.use(adminPagePreviewRoutes(services));
  api.use(adminPageRoutes(services));
  api.use(navigationRoutes(services));
  api.use(adminOutboxRoutes(services));
  api.use(adminAuditRoutes(services));
  api.use(adminAnalyticsRoutes(services));
  api.use(adminExperimentRoutes(services));
  api.use((_req, res) => {
    res.status(404).json({ message: 'Not found.' });
  });
  return api;
}

/** Media files, SEO files (sitemap, feeds, robots) and share images. */
function fileRoutes({ options, services }: Stack): Router {
  const routes = Router();
  routes.use(mediaFileRoutes(services));
  routes.use(seoRoutes(services, services.site));
  routes.use(
    shareImageRoutes(
      services.site.name,
      [options.webDist, path.resolve('web/public')].filter((dir): dir is string => !!dir),
    ),
  );
  return routes;
}

/** The pages: forms posted without JavaScript, then the web build with its server renderer. */
async function pageRoutes(stack: Stack, schema: GraphQLSchema): Promise<Router> {
  const { options, services } = stack;
  const routes = Router();
  const anonymous = async (): Promise<RequestContext> => ({
    services,
    user: null,
    apiToken: null,
    apiTokenRefused: false,
    res: undefined as never,
    secureCookies: options.secureCookies,
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
          stack.contextFor,
          anonymous,
        )
      : null;
  // The public forms posted without JavaScript (page-forms.ts), rendered back into their page.
  const indexFile = options.webDist ? path.join(options.webDist, 'index.html') : null;
  routes.use(
    pageFormRoutes({
      services,
      siteUrl: options.siteUrl,
      render: async (req, res, state) =>
        renderer && indexFile ? renderer.render(req, res, await fs.promises.readFile(indexFile, 'utf8'), state) : null,
    }),
  );
  if (options.webDist)
    routes.use(
      webApp(options.webDist, renderer, {
        cache: stack.pageCache,
        isAnonymous: stack.isAnonymous,
        work: stack.work,
        gate: stack.gate,
        refusalDelayMs: options.anonymousRefusalDelayMs,
        slugRedirect: (slug) => services.redirects.target(slug),
        articleExists: (slug) => services.posts.publishedSlugExists(slug),
      }),
    );
  return routes;
}
