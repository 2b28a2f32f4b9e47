import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIMITS } from '@artledger/domain';
import type { Config } from './config.js';
import { createDatabase, type DatabaseHandle, type Db, type DialectName } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { artworksRoutes } from './features/artworks/artworks.routes.js';
import { adminRoutes } from './features/admin/admin.routes.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { billingRoutes } from './features/billing/billing.routes.js';
import { type Billing, createBilling } from './features/billing/stripe-client.js';
import { categoriesRoutes } from './features/categories/categories.routes.js';
import { consignmentsRoutes } from './features/consignments/consignments.routes.js';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.js';
import { dealersRoutes } from './features/dealers/dealers.routes.js';
import { healthRoutes } from './features/health/health.routes.js';
import { inspirationRoutes } from './features/inspiration/inspiration.routes.js';
import { plansRoutes } from './features/plans/plans.routes.js';
import { salesRoutes } from './features/sales/sales.routes.js';
import { seriesRoutes } from './features/series/series.routes.js';
import { suppliesRoutes } from './features/supplies/supplies.routes.js';
import { analyticsRoutes } from './features/analytics/analytics.routes.js';
import { usersRoutes } from './features/users/users.routes.js';
import {
  createResponseSerializerCompiler,
  type ResponseSerializerOptions,
} from './lib/response-serializer.js';
import { TokenService } from './lib/tokens.js';
import { registerAuth } from './plugins/auth.js';
import { registerCompression } from './plugins/compression.js';
import { registerDocs } from './plugins/docs.js';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler.js';
import { DiskStorage, type Storage } from './plugins/storage.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerStatic } from './plugins/web.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dialect: DialectName;
    tokens: TokenService;
    storage: Storage;
    /** Stripe client and prices; `stripe` is absent when paid plans are not configured. */
    billing: Billing;
    /** Every route as registered, for the authorisation and robustness tests and the docs. */
    routeList: RouteSummary[];
  }
}

export interface RouteSummary {
  method: string;
  url: string;
  public: boolean;
  role?: string;
}

export interface BuildOptions {
  /** Use this database instead of opening one from the config (tests share a handle). */
  database?: DatabaseHandle;
  /** false silences the log; a stream receives it as JSON lines (tests read what was logged). */
  logger?: boolean | { stream: NodeJS.WritableStream };
  /** How responses are serialized: the tests check each one against zod's encode (`verify`). */
  responses?: ResponseSerializerOptions;
}

/**
 * Secrets that must never reach a log line: the bearer token, and the user's own OpenAI key, which
 * generation calls carry in the body as apiKey (JSON or multipart).
 */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.body.apiKey',
  'body.apiKey',
  'apiKey',
  '*.apiKey',
  'err.apiKey',
];

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: LOG_REDACT_PATHS,
            ...(typeof options.logger === 'object' ? { stream: options.logger.stream } : {}),
          },
    // JSON bodies are small forms; uploads stream through @fastify/multipart's own per-file limits.
    bodyLimit: LIMITS.maxJsonBodyBytes,
    frameworkErrors,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler(options.responses));

  const database = options.database ?? createDatabase(config);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  app.decorate('tokens', new TokenService(config.jwtSecret));
  app.decorate('storage', new DiskStorage(config.uploadDir));
  app.decorate('billing', createBilling(config));
  app.decorate('routeList', [] as RouteSummary[]);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      app.routeList.push({
        method,
        url: route.url,
        public: Boolean(route.config?.public),
        role: route.config?.role,
      });
    }
  });
  if (!options.database) app.addHook('onClose', async () => database.db.destroy());
  await migrateToLatest(database.db);

  registerSecurityHeaders(app);
  await registerCompression(app);
  await app.register(rateLimit, { global: false });
  await app.register(multipart, {
    limits: {
      fileSize: LIMITS.maxImageBytes,
      files: LIMITS.maxImagesPerArtwork,
      fields: 60,
      fieldSize: 64 * 1024,
      parts: 80,
    },
  });
  await registerDocs(app);
  registerErrorHandler(app);
  registerAuth(app);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(plansRoutes);
  await app.register(artworksRoutes);
  await app.register(seriesRoutes);
  await app.register(categoriesRoutes);
  await app.register(dealersRoutes);
  await app.register(consignmentsRoutes);
  await app.register(salesRoutes);
  await app.register(dashboardRoutes);
  await app.register(billingRoutes);
  await app.register(adminRoutes);
  await app.register(inspirationRoutes);
  await app.register(suppliesRoutes);
  await app.register(analyticsRoutes);

  await registerStatic(app);
  return app;
}
