/** buildApp(deps) → the HTTP app. main.ts listens with it; tests build their own. */
import compress from "@fastify/compress";
import Fastify, { type FastifyInstance, type onSendHookHandler } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { v7 as uuidv7 } from "uuid";
import { registerAdminRoutes } from "./admin/routes.js";
import { registerAnalyticsRoutes } from "./analytics/routes.js";
import { registerAuthRoutes } from "./auth/routes.js";
import { registerCheckinLinkRoutes } from "./checkin-links/routes.js";
import { registerCoachRoutes } from "./coach/routes.js";
import type { AppDeps } from "./deps.js";
import { GoalListing } from "./goals/goal-listing.js";
import { registerGoalRoutes } from "./goals/routes.js";
import { installBodyParsing } from "./http/body.js";
import { installApiDocs } from "./http/docs.js";
import { registerHealth } from "./http/health.js";
import { clientErrorHandler, frameworkErrorHandler, installErrorHandler } from "./http/error-handler.js";
import { webInlineScriptHashes } from "./http/inline-scripts.js";
import { requestLogFields } from "./http/log-serializers.js";
import { installNoStore } from "./http/no-store.js";
import { installSecurityHeaders } from "./http/security-headers.js";
import { installGracefulClose } from "./http/shutdown.js";
import { installSpa } from "./http/static.js";
import { registerJournalRoutes } from "./journal/routes.js";
import { registerLikeRoutes } from "./likes/routes.js";
import { registerMailRoutes } from "./mail/routes.js";
import { registerMcpRoutes } from "./mcp/routes.js";
import { registerDataTransferRoutes } from "./export/routes.js";
import { installMetrics, installRequestIdHeader } from "./ops/metrics.js";
import { registerGoalImageRoute } from "./public/goal-image-route.js";
import { registerPublicPageMeta } from "./public/page-meta-route.js";
import { registerGroupRoutes } from "./groups/routes.js";
import { registerHistoryRoutes } from "./history/routes.js";
import { registerPauseRoutes } from "./pauses/routes.js";
import { registerPublicRoutes } from "./public/routes.js";
import { registerPushRoutes } from "./push/routes.js";
import { registerReminderRoutes } from "./reminders/routes.js";
import { registerSettingsRoutes } from "./settings/routes.js";
import { appPageSender } from "./site/app-page.js";
import { registerSiteRoutes } from "./site/routes.js";
import { registerTokenRoutes } from "./tokens/routes.js";
import { registerWebhookRoutes } from "./webhooks/routes.js";
import { registerChannelRoutes } from "./channels/routes.js";
import { registerNudgeRoutes } from "./nudges/routes.js";

export const BODY_LIMIT_BYTES = 100 * 1024;

export interface BuildOptions {
  /** false until migrations have run; health answers 503 meanwhile. */
  isReady?: () => boolean;
  /** Where the log goes instead of stdout (tests read what a fault logged). */
  logStream?: { write(line: string): void };
  /**
   * Sees each answer before compression: the test harness checks every /api answer against the
   * API contract with it (test/support/answer-check.ts). Unset in production.
   */
  onSend?: onSendHookHandler;
}

export async function buildApp(deps: AppDeps, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const isReady = opts.isReady ?? (() => true);
  const app = Fastify({
    logger: {
      level: deps.config.logLevel,
      ...(opts.logStream ? { stream: opts.logStream } : {}),
      redact: {
        paths: ["req.headers.authorization", "req.headers.cookie", "*.password", "*.newPassword", "*.currentPassword", "*.token"],
        censor: "[redacted]",
      },
      // Urls that carry a secret (check-in links, calendar feeds) are logged masked.
      serializers: { req: requestLogFields },
    },
    genReqId: () => uuidv7(),
    trustProxy: deps.config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    // Finish in-flight requests on close; idle keep-alive sockets close after a grace period
    // (./http/shutdown.ts), not at once: cutting one can reset a request already on its way.
    forceCloseConnections: false,
    // Requests that reach an open connection during the close are served normally (the
    // database closes only after app.close()); Fastify's own 503 would also break the
    // {"error": "..."} shape.
    return503OnClosing: false,
    // Router and HTTP-parser errors answer in the one {"error": "..."} shape too.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    // A request still arriving after 2 minutes (slowloris) is cut off with 408; without a limit
    // each one held a connection for ever. Only the arrival counts, not the time to answer.
    requestTimeout: 120_000,
  });
  // Added before @fastify/compress registers its own onSend: this one sees the uncompressed text.
  if (opts.onSend) app.addHook("onSend", opts.onSend);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installGracefulClose(app);
  installBodyParsing(app);
  installRequestIdHeader(app);
  installNoStore(app);
  installMetrics(app, deps);
  await installSecurityHeaders(app, webInlineScriptHashes(deps.webDir));
  await app.register(compress, { threshold: 1024 });
  await installApiDocs(app);

  app.addHook("onRequest", async (req, reply) => {
    if (!isReady() && req.url !== "/api/health") {
      return reply.code(503).header("retry-after", "1").send({ error: "The server is starting; try again in a moment" });
    }
  });

  registerHealth(app, deps, isReady);

  registerAuthRoutes(app, deps);
  // One kept goal list per server: the list answers from it, and so does each journal write (decision 044).
  const listing = new GoalListing(deps);
  registerGoalRoutes(app, deps, listing);
  registerGroupRoutes(app, deps);
  registerPauseRoutes(app, deps);
  registerHistoryRoutes(app, deps);
  registerReminderRoutes(app, deps);
  registerPushRoutes(app, deps);
  registerJournalRoutes(app, deps, listing);
  registerAnalyticsRoutes(app, deps);
  registerPublicRoutes(app, deps);
  registerGoalImageRoute(app, deps);
  registerLikeRoutes(app, deps);
  registerSettingsRoutes(app, deps);
  registerAdminRoutes(app, deps);
  registerDataTransferRoutes(app, deps);
  registerCoachRoutes(app, deps);
  registerTokenRoutes(app, deps);
  registerCheckinLinkRoutes(app, deps);
  registerMcpRoutes(app, deps, listing);
  registerWebhookRoutes(app, deps);
  registerMailRoutes(app, deps);
  registerChannelRoutes(app, deps);
  registerNudgeRoutes(app, deps);
  registerSiteRoutes(app, deps);

  const sendAppPage = deps.webDir ? appPageSender(deps.config, deps.webDir) : undefined;
  if (deps.webDir && sendAppPage) {
    await installSpa(app, deps.webDir, sendAppPage);
    registerPublicPageMeta(app, deps, deps.webDir);
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url === "/api" || req.url.startsWith("/api/") || req.url.startsWith("/api?");
    if (!isApi && sendAppPage && (req.method === "GET" || req.method === "HEAD")) {
      return sendAppPage(req, reply);
    }
    return reply.code(404).send({ error: `Not found: ${req.method} ${req.url.split("?")[0]}` });
  });
  return app;
}
