import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import fastifyFormBody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import type { Database } from './db/index.js';
import { registerCsrfProtection } from './auth/csrf.js';
import { errorBody } from './errors.js';
import { registerJsonDepthLimit } from './jsonDepth.js';
import { pageWithNonce, registerSecurityHeaders } from './securityHeaders.js';
import { registerSessions } from './auth/plugin.js';
import { loadSpec, registerRoutes, type Handlers } from './openapi/index.js';
import { authHandlers } from './routes/auth.js';
import { ssoHandlers } from './routes/sso.js';
import { VERSION_FILE, systemHandlers, versionHandlers } from './routes/system.js';
import { sessionHandlers } from './routes/session.js';
import { accountHandlers } from './routes/account.js';
import { featureFlagsHandlers } from './routes/featureFlags.js';
import { twoFactorHandlers } from './routes/twoFactor.js';
import { resetTokenHandlers } from './routes/resetTokens.js';
import { registerOutboxRoute } from './mail/index.js';
import { startJobRunner } from './admin/jobs.js';
import { USER_BULK_WORK } from './admin/bulk.js';
import { rolesHandlers } from './routes/roles.js';
import { usersHandlers } from './routes/users.js';
import { serviceAccountsHandlers } from './admin/serviceAccounts.js';
import { settingsSectionsHandlers } from './routes/settingsSections.js';
import { discoveryControl, discoveryHandlers } from './routes/discovery.js';
import { startDiscoveryWorker } from './discovery/runner.js';
import { shellHandlers } from './routes/shell.js';
import { globalSearchHandlers, recentItemsHandlers } from './search/index.js';
import { dataFieldsHandlers } from './routes/dataFields.js';
import { queryRunHandlers } from './queries/run.js';
import { savedQueriesHandlers } from './queries/savedQueries.js';
import { assetsHandlers } from './assets/index.js';
import { CAMPAIGN_BODY_LIMITS, campaignsHandlers, startCampaignScheduler } from './campaigns/index.js';
import { DASHBOARD_BODY_LIMITS, dashboardsHandlers } from './dashboards/index.js';
import { registerNode, systemOverviewHandlers } from './system/index.js';
import { clientErrorHandlers, registerClientReportCap } from './telemetry/index.js';
import { IDENTITY_BODY_LIMITS, identityHandlers } from './settings/identity/index.js';
import { startWebhookWorker, webhooksHandlers, type WebhookWorkerOptions } from './webhooks/index.js';
import { operationsHandlers, startDiscoveryScheduler } from './operations/index.js';
import { certificatesHandlers, secureContextUpdater } from './certificates/index.js';
import { auditHandlers } from './audit/index.js';
import { CONNECTION_BODY_LIMITS, CONNECTION_RAW_BODIES, connectionsHandlers, findingsHandlers } from './connections/index.js';
import { vaultsHandlers } from './vaults/index.js';
import type { AdapterRegistry } from './discovery/adapters/index.js';

export interface ServerOptions {
  /** The storage, migrated; the server closes it when it closes. Without it only the public system routes answer. */
  db?: Database;
  /** Folder of the built console to serve; the API alone is served when it is missing. */
  consoleDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Check every reply against the contract (tests and development; VIGIL_CHECK_REPLIES=1): one that does not fit becomes a 500. */
  checkReplies?: boolean;
  /**
   * Which proxies to believe about the client's address and protocol (X-Forwarded-For/-Proto),
   * as Fastify's `trustProxy`: true, a hop count, or addresses/CIDRs (VIGIL_TRUST_PROXY).
   */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** The webhook delivery worker's clock, time-out and poll interval (tests; 0 polls never). */
  webhooks?: WebhookWorkerOptions & { pollMs?: number };
  /** Serve HTTPS with this key and certificate (PEM); an imported certificate replaces them without a restart. */
  https?: { key: string; cert: string };
  /** The adapters the server fetches from (tests give fakes); discovery/adapters/registry.ts by default. */
  adapters?: AdapterRegistry;
}

/**
 * Reads VIGIL_TRUST_PROXY: unset or `false` trusts no proxy; `true` trusts any (only when nothing
 * but the proxy can reach the server); a number trusts that many hops; otherwise a
 * comma-separated list of proxy addresses or CIDRs (for example `127.0.0.1,10.0.0.0/8`).
 */
export function parseTrustProxy(value: string | undefined): NonNullable<ServerOptions['trustProxy']> {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address: string, hop: number) => hop < hops;
  }
  return text;
}

/** Longest path parameter the router passes on (Node reads at most 16 KiB of a request's head anyway). */
const MAX_PATH_PARAMETER_LENGTH = 16_384;

/** Builds the reference server: the contract's API under /api and the built console everywhere else. */
export async function buildServer({
  db,
  consoleDir,
  logger = false,
  checkReplies = process.env['VIGIL_CHECK_REPLIES'] === '1',
  trustProxy = false,
  webhooks,
  https,
  adapters,
}: ServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy,
    ...(https && { https }),
    // The contract bounds path parameters itself (a reset token may have 512 characters); the
    // router's default of 100 refused longer ones before validation, outside the error shape.
    routerOptions: { maxParamLength: MAX_PATH_PARAMETER_LENGTH },
    // A URL the router cannot decode is answered in the one error shape too.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode ?? 400;
      void (reply as FastifyReply).code(status).send(errorBody(status, error.message));
    },
  });
  if (db) app.addHook('onClose', () => db.close());

  registerSecurityHeaders(app);

  // Whatever goes wrong is answered in the one error shape; only a fault of the server is a 500.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    return reply.code(status).send(errorBody(status, status >= 500 ? 'Internal server error' : error.message));
  });

  // The SAML IdP posts its answer as a form.
  await app.register(fastifyFormBody);
  registerJsonDepthLimit(app);
  registerCsrfProtection(app);
  await registerSessions(app, db);
  registerClientReportCap(app);
  const discovery = db ? discoveryControl(db, {
        ...(adapters && { registry: adapters }),
        onError: (error) => {
          app.log.error(error, 'discovery run');
        },
      }) : undefined;
  if (db && discovery) {
    startDiscoveryWorker(app, discovery);
    startDiscoveryScheduler(app, db, discovery);
  }
  // The operations this server implements; every other operation of the contract answers 501.
  const handlers: Handlers = {
    ...systemHandlers,
    ...versionHandlers(consoleDir),
    ...(db && {
      ...authHandlers(db),
      ...twoFactorHandlers(db),
      ...resetTokenHandlers(db),
      ...ssoHandlers(db),
      ...sessionHandlers(db),
      ...accountHandlers(db),
      ...featureFlagsHandlers(db),
      ...usersHandlers(db, startJobRunner(app, db, USER_BULK_WORK)),
      ...rolesHandlers(db),
      ...serviceAccountsHandlers(db),
      ...settingsSectionsHandlers(db),
      ...discoveryHandlers(db, discovery),
      ...shellHandlers(db),
      ...globalSearchHandlers(db),
      ...recentItemsHandlers(db),
      ...dataFieldsHandlers(),
      ...queryRunHandlers(db),
      ...savedQueriesHandlers(db),
      ...assetsHandlers(db),
      ...dashboardsHandlers(db),
      ...campaignsHandlers(db, startCampaignScheduler(app, db)),
      ...systemOverviewHandlers(db, consoleDir, registerNode(app, db)),
      ...clientErrorHandlers(db),
      ...identityHandlers(db),
      ...webhooksHandlers(db, startWebhookWorker(app, db, webhooks)),
      ...operationsHandlers(db),
      ...certificatesHandlers(db, secureContextUpdater(app)),
      ...auditHandlers(db),
      ...(discovery && connectionsHandlers(db, discovery, adapters)),
      ...vaultsHandlers(db),
      ...findingsHandlers(db),
    }),
  };
  registerRoutes(app, loadSpec(), handlers, {
    checkReplies,
    bodyLimits: { ...DASHBOARD_BODY_LIMITS, ...CAMPAIGN_BODY_LIMITS, ...IDENTITY_BODY_LIMITS, ...CONNECTION_BODY_LIMITS },
    rawBodies: CONNECTION_RAW_BODIES,
  });
  // Mails kept while no SMTP server is set, readable by developers and e2e tests; never in production.
  if (db && process.env['NODE_ENV'] !== 'production') registerOutboxRoute(app, db);

  const indexFile = consoleDir && join(consoleDir, 'index.html');
  // Read once; every response gets its own nonce, so the page itself is never cached.
  const page = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const sendPage = (reply: FastifyReply, template: string) => {
    const { html, policy } = pageWithNonce(template);
    return reply.header('content-security-policy', policy).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  };
  if (consoleDir && existsSync(consoleDir)) {
    await app.register(fastifyStatic, {
      root: consoleDir,
      wildcard: false,
      // The version file is the contract's getVersionInfo route; the page is sent with a nonce below.
      globIgnore: [VERSION_FILE, 'index.html'],
      // The build writes .br and .gz copies beside its scripts and styles (packages/app/vite.config.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        // Vite names what it writes to assets/ by content hash: a new build means new names.
        const hashed = relative(consoleDir, path).startsWith(`assets${sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  if (page !== undefined) {
    app.get('/', (_request, reply) => sendPage(reply, page));
    app.get('/index.html', (_request, reply) => sendPage(reply, page));
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.code(404).send(errorBody(404, `No API route for ${request.method} ${request.url}`));
    }
    // Client-side routes of the console: any other GET that accepts HTML gets its page.
    if (page !== undefined && request.method === 'GET' && request.headers.accept?.includes('text/html')) {
      return sendPage(reply, page);
    }
    return reply.code(404).send(errorBody(404, `Not found: ${request.url}`));
  });

  return app;
}
