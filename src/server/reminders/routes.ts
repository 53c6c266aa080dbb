import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { authenticate, signedInUser } from "../auth/session.js";
import type { AppDeps } from "../deps.js";
import { notFound } from "../errors.js";
import { route } from "../http/contract-route.js";
import { errors, typed } from "../http/types.js";
import { siteOrigin } from "../site/origin.js";
import * as service from "./service.js";

/** A feed file name: the token (base64url, from auth/tokens.ts) and `.ics`. */
const FEED_FILE = /^([A-Za-z0-9_-]{20,100})\.ics$/;

export function registerReminderRoutes(app: FastifyInstance, deps: AppDeps) {
  const auth = authenticate(deps);

  route(app, "PUT /goals/{id}/reminder", {
    onRequest: auth,
    handler: async (req) => ({ reminder: await service.setReminder(deps, signedInUser(req), req.params.id, req.body) }),
  });

  route(app, "POST /calendar/token", {
    onRequest: auth,
    handler: async (req, reply) => {
      const user = signedInUser(req);
      void reply.header("cache-control", "no-store");
      return { url: await service.newCalendarUrl(deps, user, siteOrigin(deps.config, req)) };
    },
  });

  // Not in the API contract: the feed is iCalendar text for calendar apps, not JSON.
  typed(app).get(
    "/api/calendar/:file",
    {
      schema: {
        tags: ["reminders"],
        summary: "Your reminders as an iCalendar feed (the address from POST /api/calendar/token)",
        params: z.object({ file: z.string().max(200) }),
        response: { 200: z.string(), ...errors(404) },
      },
    },
    async (req, reply) => {
      const token = FEED_FILE.exec(req.params.file)?.[1];
      const feed = token ? await service.calendarOf(deps, token, siteOrigin(deps.config, req)) : undefined;
      if (feed === undefined) throw notFound("Calendar not found");
      return reply.header("cache-control", "private, no-cache").type("text/calendar; charset=utf-8").send(feed);
    },
  );
}
