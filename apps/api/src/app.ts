import { fileURLToPath } from 'node:url';
import { toE164 } from '@svarna/contracts';
import Fastify, { type FastifyReply, type FastifyServerOptions, LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Config, outboxEnabled, trustProxySetting } from './config';
import type { Database } from './db/client';
import { type Clock, systemClock } from './lib/clock';
import { ConcurrencyLimiter, type ConcurrencyLimits } from './lib/concurrency-limiter';
import { createIdempotency } from './lib/idempotency';
import { bufferedStdout } from './lib/log-destination';
import { ResponseCache } from './lib/response-cache';
import { createResponseSerializer } from './lib/response-serializer';
import { addressRoutes } from './modules/addresses/address-routes';
import { createAddressService } from './modules/addresses/address-service';
import { adminDashboardRoutes } from './modules/admin/admin-dashboard-routes';
import { createAdminDashboardService } from './modules/admin/admin-dashboard-service';
import { adminOrderRoutes } from './modules/admin/admin-order-routes';
import { createAdminOrderService } from './modules/admin/admin-order-service';
import { adminStockRoutes } from './modules/admin/admin-stock-routes';
import { createAdminStockService } from './modules/admin/admin-stock-service';
import { createOwnerNotices } from './modules/admin/owner-notices';
import { authRoutes } from './modules/auth/auth-routes';
import { createAuthService } from './modules/auth/auth-service';
import { createOtpService } from './modules/auth/otp-service';
import { createPasswordResetService } from './modules/auth/password-reset-service';
import { createSessionService } from './modules/auth/session-service';
import { cartRoutes } from './modules/cart/cart-routes';
import { createCartService } from './modules/cart/cart-service';
import { wishlistRoutes } from './modules/cart/wishlist-routes';
import { createWishlistService } from './modules/cart/wishlist-service';
import { createCatalogRepository } from './modules/catalog/catalog-repository';
import { catalogRoutes, listingRoutes } from './modules/catalog/catalog-routes';
import { createCatalogService } from './modules/catalog/catalog-service';
import { startCatalogEvents } from './modules/catalog-desk/catalog-events';
import { contentDesk } from './modules/catalog-desk/content-desk';
import { productCsvRoutes } from './modules/catalog-desk/product-csv-routes';
import { createProductCsvService } from './modules/catalog-desk/product-csv-service';
import { productDeskRoutes } from './modules/catalog-desk/product-desk-routes';
import { createProductDeskService } from './modules/catalog-desk/product-desk-service';
import { createCollectionsRepository } from './modules/collections/collections-repository';
import { collectionsRoutes } from './modules/collections/collections-routes';
import { createCollectionsService } from './modules/collections/collections-service';
import { createContentRepository } from './modules/content/content-repository';
import { contentRoutes } from './modules/content/content-routes';
import { createContentService } from './modules/content/content-service';
import { outboxRoutes } from './modules/dev/outbox-routes';
import { gstr1Routes } from './modules/gst-returns/gstr1-routes';
import { createGstr1Service } from './modules/gst-returns/gstr1-service';
import { healthRoutes } from './modules/health/health-routes';
import { sellerOf } from './modules/invoices/invoice-issuer';
import { adminInvoiceRoutes, invoiceRoutes } from './modules/invoices/invoice-routes';
import { createInvoiceService } from './modules/invoices/invoice-service';
import { mediaRoutes } from './modules/media/media-routes';
import { mediaUploadRoutes } from './modules/media/media-upload-routes';
import { createMediaUploadService } from './modules/media/media-upload-service';
import { createShopperCancellation } from './modules/orders/order-cancellation';
import { createOrderNotifications } from './modules/orders/order-notifications';
import { orderRoutes } from './modules/orders/order-routes';
import { createOrderService, type OrderService } from './modules/orders/order-service';
import { createPaymentService } from './modules/payments/payment-service';
import { sandboxRoutes } from './modules/payments/sandbox-routes';
import { webhookRoutes } from './modules/payments/webhook-routes';
import { pincodeDirectory } from './modules/pincode/pincode-directory';
import { pincodeRoutes } from './modules/pincode/pincode-routes';
import { createPincodeService } from './modules/pincode/pincode-service';
import { createSearchRepository, type SearchRepository } from './modules/search/search-repository';
import { searchRoutes } from './modules/search/search-routes';
import { createSearchService } from './modules/search/search-service';
import { createSeoRepository } from './modules/seo/seo-repository';
import { seoRoutes } from './modules/seo/seo-routes';
import { createSeoService } from './modules/seo/seo-service';
import { storesRoutes } from './modules/stores/stores-routes';
import { createStoresService } from './modules/stores/stores-service';
import { trackingRoutes } from './modules/tracking/tracking-routes';
import { createTrackingService } from './modules/tracking/tracking-service';
import { accessControl } from './plugins/access-control';
import { frameworkErrorBody, registerErrorHandler } from './plugins/error-handler';
import { registerInputGuard } from './plugins/input-guard';
import { registerOpenApi } from './plugins/openapi';
import { registerResponseHeaders } from './plugins/security-headers';
import { createMessaging, createOutboxRepository } from './providers';
import { createPayments, type Payments } from './providers/payments';
import { inlineScriptHashes, loadServerRenderer, readIndexHtml, registerSpa } from './web/spa';

/** One access-log line per request ('request completed', with status and time) instead of two. */
class AccessLog extends LogController {
  override incomingRequest() {}
}

export interface AppOptions {
  config: Config;
  database: Database;
  /** Serve the built storefront from this folder (default: apps/web/dist when it exists). */
  webDist?: string | false;
  logger?: FastifyServerOptions['logger'];
  /** where services read the time (tests move it) */
  clock?: Clock;
  /** the cache of catalogue answers and pages (default: 30 s, 0 under test; RESPONSE_CACHE_BYTES) */
  responseCache?: ResponseCache;
  /** the image cache's budget in bytes (default IMAGE_CACHE_BYTES) */
  imageCacheBytes?: number;
  /** how many uncached searches run at once (default: SEARCH_LIMITS) */
  searchLimiter?: ConcurrencyLimiter;
  /** tests wrap the search repository, e.g. to hold searches in flight */
  wrapSearch?: (repository: SearchRepository) => SearchRepository;
  /** tests wrap the payment provider, e.g. to make a refund fail once */
  wrapPayments?: (payments: Payments) => Payments;
  /** the HTTP server's limits on slow clients (tests shorten them) */
  timeouts?: Partial<ServerTimeouts>;
}

export interface ServerTimeouts {
  /** the whole request, headers and body, must arrive within this (Node answers 408 and closes) */
  requestMs: number;
  /** the request line and headers must arrive within this */
  headersMs: number;
  /** an idle kept-alive connection is closed after this */
  keepAliveMs: number;
  /** how often Node looks for connections past those limits */
  checkIntervalMs: number;
}

/**
 * Request bodies here are small (100 KiB at most), so 30 s is ample on a slow phone connection, and 10 s
 * for the headers; a client trickling bytes is cut then instead of holding a connection and a parser
 * open for ever. Kept-alive connections idle for 72 s, longer than the 60 s idle timeout of common load
 * balancers (nginx, AWS ALB), so the balancer and never this server closes a connection it may reuse.
 * Node checks every second, so a limit is enforced within a second of its time (its default is 30 s).
 */
export const SERVER_TIMEOUTS: ServerTimeouts = {
  requestMs: 30_000,
  headersMs: 10_000,
  keepAliveMs: 72_000,
  checkIntervalMs: 1_000,
};

/**
 * Uncached searches: PGlite runs every statement on the main thread, so many at once slow every other
 * request. Two per client address (a shopper types one search at a time), four at once in all, eight
 * waiting at most 3 s; beyond that a 429 with Retry-After.
 */
export const SEARCH_LIMITS: ConcurrencyLimits = {
  perClient: 2,
  concurrent: 4,
  queue: 8,
  maxWaitMs: 3_000,
  // a shopper typing runs a few searches a second at most (and repeats come from the cache); a carrier's
  // shared address gets a burst of 20
  perClientRate: { burst: 20, perSecond: 2 },
  // an uncached search holds PGlite's thread for ~20 ms: 25 a second leave it half free for everyone else
  totalRate: { burst: 50, perSecond: 25 },
};

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole app without listening: tests call it with inject, server.ts listens. */
export async function buildApp({
  config,
  database,
  webDist,
  logger,
  clock = systemClock,
  wrapPayments = (payments) => payments,
  responseCache,
  imageCacheBytes,
  searchLimiter = new ConcurrencyLimiter(SEARCH_LIMITS, () => clock.now().getTime()),
  wrapSearch = (repository) => repository,
  timeouts,
}: AppOptions) {
  const limits = { ...SERVER_TIMEOUTS, ...timeouts };
  const logStream = logger === undefined ? bufferedStdout() : undefined;
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL, stream: logStream },
    // A caller's X-Request-Id is echoed and logged, so only a short id of a safe alphabet is kept.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : crypto.randomUUID();
    },
    trustProxy: trustProxySetting(config.TRUST_PROXY),
    bodyLimit: 100 * 1024,
    requestTimeout: limits.requestMs,
    keepAliveTimeout: limits.keepAliveMs,
    http: { headersTimeout: limits.headersMs, connectionsCheckingInterval: limits.checkIntervalMs },
    logController: new AccessLog(),
    routerOptions: { maxParamLength: 300 },
    // Fastify's own refusals (a malformed URL such as /media/%E0%A4%A) in the store's error envelope
    frameworkErrors: (error, _request, reply) =>
      (reply as FastifyReply).code(400).send(frameworkErrorBody(error)),
  }).withTypeProvider<ZodTypeProvider>();

  // The last lines (the shutdown's included) are written before close resolves.
  if (logStream) app.addHook('onClose', (_app, done) => logStream.flush(() => done()));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializer({ checkAgainstEncode: config.NODE_ENV === 'test' }));
  registerErrorHandler(app);
  registerInputGuard(app);

  const dist = webDist ?? config.WEB_DIST ?? DEFAULT_WEB_DIST;
  const indexHtml = dist ? readIndexHtml(dist) : null;

  // The analytics page tag is allowed only when it is configured; otherwise nothing leaves the page.
  const analytics = config.ANALYTICS_ID ? ['https://www.googletagmanager.com'] : [];
  const analyticsConnect = config.ANALYTICS_ID
    ? ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com']
    : [];
  registerResponseHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // No 'unsafe-inline': the page's own inline scripts are allowed by their hashes only.
        scriptSrc: [
          "'self'",
          ...(indexHtml ? inlineScriptHashes(indexHtml) : []),
          'https://checkout.razorpay.com',
          ...analytics,
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...analyticsConnect],
        connectSrc: ["'self'", ...analyticsConnect],
        frameSrc: ["'self'", 'https://api.razorpay.com'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  await registerOpenApi(app, config.PUBLIC_URL);

  const cacheMs = config.NODE_ENV === 'test' ? 0 : 30_000;
  const cache = responseCache ?? new ResponseCache(cacheMs);
  const catalogRepository = createCatalogRepository(database.db);
  const contentRepository = createContentRepository(database.db);
  const catalog = createCatalogService(catalogRepository, { productCacheMs: cacheMs });
  const content = createContentService(contentRepository);
  const collections = createCollectionsService(createCollectionsRepository(database.db), catalog, () =>
    clock.now(),
  );
  const search = createSearchService(
    wrapSearch(createSearchRepository(database.db)),
    catalogRepository,
    catalog,
  );
  const stores = createStoresService(contentRepository);
  const host = new URL(config.PUBLIC_URL).hostname;
  const messaging = createMessaging(config, database.db, clock);
  app.addHook('onClose', () => messaging.close());
  const sessions = createSessionService({ db: database.db, clock, secret: config.JWT_SECRET });
  const otp = createOtpService({
    db: database.db,
    sms: messaging.sms,
    clock,
    secret: config.JWT_SECRET,
    host,
  });
  const adminPhones = new Set(
    (config.ADMIN_PHONES?.split(',') ?? []).map((phone) => toE164(phone)).filter((phone) => phone !== null),
  );
  const auth = createAuthService({ db: database.db, clock, otp, sessions, host, adminPhones });
  await auth.syncAdminRoles();
  const passwordReset = createPasswordResetService({
    db: database.db,
    clock,
    otp,
    sessions,
    email: messaging.email,
    sms: messaging.sms,
    publicUrl: config.PUBLIC_URL,
    host,
    logError: (err, message) => app.log.error({ err }, message),
  });
  const withOutbox = outboxEnabled(config);
  const outbox = createOutboxRepository(database.db);
  await app.register(accessControl, { sessions });

  const pincodes = createPincodeService(pincodeDirectory, {
    prefixes: config.SERVICEABLE_PINCODE_PREFIXES?.split(',') ?? null,
  });
  const cart = createCartService({ db: database.db, clock });
  const wishlist = createWishlistService({ db: database.db, clock, products: catalogRepository, catalog });
  const addresses = createAddressService({ db: database.db, clock, pincodes });

  const orders = createOrderService({
    db: database.db,
    clock,
    pincodes,
    expiryMinutes: config.ORDER_EXPIRY_MINUTES,
  });
  const logError = (err: unknown, message: string) => app.log.error({ err }, message);
  // The sandbox delivers its webhooks to the store's own webhook route, through the whole HTTP stack.
  const paymentProvider = wrapPayments(
    createPayments(config, {
      db: database.db,
      clock,
      logWarn: (details, message) => app.log.warn(details, message),
      deliverWebhook: async (rawBody, headers) => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/payments/razorpay/webhook',
          payload: rawBody,
          headers,
        });
        return { statusCode: res.statusCode };
      },
    }),
  );
  const notifications = createOrderNotifications({
    email: messaging.email,
    sms: messaging.sms,
    publicUrl: config.PUBLIC_URL,
    logError,
  });
  const ownerNotices = createOwnerNotices({
    // its one read is the daily summary, the dashboard's report: planned for its day, as on the desk
    db: database.deskDb,
    clock,
    email: messaging.email,
    sms: messaging.sms,
    adminPhones: [...adminPhones],
    ownerEmail: config.OWNER_EMAIL,
    summaryHour: config.OWNER_SUMMARY_HOUR,
    publicUrl: config.PUBLIC_URL,
    logError,
  });
  const payments = createPaymentService({
    db: database.db,
    clock,
    provider: paymentProvider,
    orders,
    notifications,
    seller: sellerOf(config),
    logError,
    onPaid: ownerNotices.orderPaid,
  });
  const cancellation = createShopperCancellation({
    db: database.db,
    clock,
    provider: paymentProvider,
    notifications,
    logError,
  });
  const desk = createAdminOrderService({
    db: database.deskDb,
    clock,
    provider: paymentProvider,
    notifications,
    logError,
  });
  // A change from the desk must reach shoppers at once, on every process, not when cached pages expire.
  const catalogEvents = await startCatalogEvents({
    database,
    databaseUrl: config.DATABASE_URL,
    clearCache: () => {
      cache.clear();
      catalog.forgetProducts();
    },
    logError,
    logInfo: (message) => app.log.info(message),
  });
  app.addHook('onClose', () => catalogEvents.close());
  /** what every desk service calls once its change is committed (stock, products, content) */
  const onCatalogChanged = catalogEvents.onCatalogChanged;
  const deskStock = createAdminStockService({ db: database.deskDb, clock, onStockChanged: onCatalogChanged });
  const deskProducts = createProductDeskService({ db: database.deskDb, clock, onCatalogChanged });
  const invoices = createInvoiceService({ db: database.db });
  const idempotency = createIdempotency({ db: database.db, clock });
  app.decorate('jobs', {
    expireUnpaidOrders: () => expireUnpaidOrders(orders),
    forgetIdempotencyKeys: () => idempotency.purgeExpired(),
    sendOwnerSummary: () => ownerNotices.sendDailySummary(),
  });
  if (config.NODE_ENV !== 'test') {
    const timer = setInterval(() => {
      expireUnpaidOrders(orders).catch((err) => logError(err, 'expiring unpaid orders failed'));
      idempotency.purgeExpired().catch((err) => logError(err, 'forgetting old Idempotency-Keys failed'));
      ownerNotices.sendDailySummary().catch((err) => logError(err, "sending the owner's summary failed"));
    }, config.ORDER_EXPIRY_CHECK_SECONDS * 1000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(searchRoutes, { search, cache, limiter: searchLimiter });
      await api.register(catalogRoutes, { catalog, cache, limiter: searchLimiter });
      await api.register(listingRoutes, { catalog, cache });
      await api.register(collectionsRoutes, { collections, cache });
      await api.register(storesRoutes, { stores });
      await api.register(pincodeRoutes, { pincodes });
      await api.register(contentRoutes, { content, cache });
      await api.register(authRoutes, { auth, sessions, passwordReset });
      await api.register(cartRoutes, { cart });
      await api.register(wishlistRoutes, { wishlist });
      await api.register(addressRoutes, { addresses });
      await api.register(orderRoutes, { orders, payments, idempotency, cancellation });
      await api.register(invoiceRoutes, { invoices });
      await api.register(trackingRoutes, {
        tracking: createTrackingService({
          db: database.db,
          clock,
          otp,
          secret: config.JWT_SECRET,
          cancellation,
          logError,
        }),
      });
      await api.register(webhookRoutes, { payments });
      if (paymentProvider.name === 'sandbox') await api.register(sandboxRoutes, { sandbox: paymentProvider });
      if (withOutbox) await api.register(outboxRoutes, { readOutbox: outbox.list });
      await api.register(adminOrderRoutes, { desk });
      await api.register(adminDashboardRoutes, {
        dashboard: createAdminDashboardService({ db: database.deskDb, clock }),
      });
      await api.register(adminInvoiceRoutes, { invoices });
      await api.register(gstr1Routes, { gstr1: createGstr1Service({ db: database.deskDb }) });
      await api.register(adminStockRoutes, { stock: deskStock });
      await api.register(contentDesk, { db: database.deskDb, clock, onCatalogChanged });
      await api.register(productDeskRoutes, { products: deskProducts });
      await api.register(mediaUploadRoutes, {
        uploads: createMediaUploadService({ db: database.deskDb, clock }),
      });
      await api.register(productCsvRoutes, {
        csv: createProductCsvService({
          db: database.deskDb,
          clock,
          publicUrl: config.PUBLIC_URL,
          onCatalogChanged,
        }),
      });
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes, { db: database.db, cacheBytes: imageCacheBytes });
  await app.register(seoRoutes, {
    repo: createSeoRepository(database.db),
    cache,
    publicUrl: config.PUBLIC_URL,
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({
      success: false,
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
      code: 'NOT_FOUND',
    });
  });

  if (dist && !indexHtml) app.log.warn({ distDir: dist }, 'storefront build not found; serving the API only');
  if (dist && indexHtml) {
    const seo = createSeoService(catalog, collections, content, config.PUBLIC_URL);
    const meta: Record<string, string> = config.ANALYTICS_ID ? { 'analytics-id': config.ANALYTICS_ID } : {};
    if (withOutbox) meta['dev-outbox'] = 'true';
    await registerSpa(app, {
      distDir: dist,
      indexHtml,
      publicUrl: config.PUBLIC_URL,
      headFor: seo.headFor,
      cache,
      meta,
      renderer: await loadServerRenderer(dist),
      redirectFor: seo.redirectFor,
    });
  }

  return app;
}

/** Releases every unpaid order past its time, a batch at a time; answers how many. */
async function expireUnpaidOrders(orders: OrderService): Promise<number> {
  let total = 0;
  for (;;) {
    const released = await orders.expireDueOrders(100);
    total += released;
    if (released < 100) return total;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** background work the process runs on a timer; tests call it directly */
    jobs: {
      expireUnpaidOrders(): Promise<number>;
      forgetIdempotencyKeys(): Promise<number>;
      /** the owner's daily summary, once the Indian day reaches OWNER_SUMMARY_HOUR; whether this call sent it */
      sendOwnerSummary(): Promise<boolean>;
    };
  }
}

export type App = Awaited<ReturnType<typeof buildApp>>;
