import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { reminderBody } from "../../core/reminder.js";
import { calendarUrlAnswer, idParams, reminderAnswer } from "../../core/route-schemas.js";
import { authenticate, signedInUser } from "../auth/session.js";
import type { AppDeps } from "../deps.js";
import { notFound } from "../errors.js";
import { errors, security, typed } from "../http/types.js";
import { siteOrigin } from "../site/origin.js";
import * as service from "./service.js";

/** A feed file name: the token (base64url, from auth/tokens.ts) and `.ics`. */
const FEED_FILE = /^([A-Za-z0-9_-]{20,100})\.ics$/;

export function registerReminderRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = typed(app);
  const auth = authenticate(deps);

  r.put(
    "/api/goals/:id/reminder",
    {
      onRequest: auth,
      schema: {
        tags: ["reminders"],
        summary: "Set a goal's reminder (time, ISO weekdays 1 = Monday, time zone), or null to remove it",
        security,
        params: idParams,
        body: reminderBody,
        response: { 200: reminderAnswer, ...errors(400, 401, 404) },
      },
    },
    async (req) => {
      const user = signedInUser(req);
      return { reminder: await service.setReminder(deps, user, req.params.id, req.body) };
    },
  );

  r.post(
    "/api/calendar/token",
    {
      onRequest: auth,
      schema: {
        tags: ["reminders"],
        summary: "A new secret calendar feed address for your reminders; the previous one stops working",
        security,
        response: { 200: calendarUrlAnswer, ...errors(401) },
      },
    },
    async (req, reply) => {
      const user = signedInUser(req);
      void reply.header("cache-control", "no-store");
      return { url: await service.newCalendarUrl(deps, user, siteOrigin(deps.config, req)) };
    },
  );

  r.get(
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
