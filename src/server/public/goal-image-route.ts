/**
 * GET /api/goals/public/{username}/{slug}/og.png: a public goal's preview picture, named by
 * og:image and twitter:image on its page (core/page-head.ts). Cached per goal version (title
 * edit or check-in, publicGoalImageVersion): rendered once per version and kept in memory,
 * answered with an ETag (304 for a crawler that has it), and cached for a year by anyone at
 * the versioned address the page names, since a new version gets a new address.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { publicGoalImageVersion } from "../../core/public-goal-head.js";
import type { AppDeps } from "../deps.js";
import { MESSAGES, notFound } from "../errors.js";
import { errors, typed } from "../http/types.js";
import { renderGoalImage } from "./goal-image.js";
import { findPublicGoal } from "./service.js";
import { publicGoalParams } from "../../core/route-schemas.js";

/** Rendered pictures kept, newest use last; ~20–40 kB each. */
const CACHE_SIZE = 200;

export function registerGoalImageRoute(app: FastifyInstance, deps: AppDeps) {
  // Goal id + version → the PNG, or its render in flight (concurrent crawlers share one render).
  const cache = new Map<string, Promise<Buffer>>();
  function pictureOf(goal: { id: string; title: string; username: string; progress: number }, version: string) {
    const key = `${goal.id}:${version}`;
    let png = cache.get(key);
    if (png) {
      cache.delete(key); // re-inserted below: Map order is the LRU order
    } else {
      png = renderGoalImage(goal);
      png.catch(() => cache.delete(key));
    }
    cache.set(key, png);
    while (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    return png;
  }

  typed(app).get(
    "/api/goals/public/:username/:slug/og.png",
    {
      schema: {
        tags: ["public"],
        summary: "A public goal's link-preview picture: PNG, 1200×630, with its title, owner and progress ring",
        description:
          "Named by og:image and twitter:image on the goal's page, with `v` (its version). Answers an ETag; a request with `v` equal to the current version may be cached for a year.",
        params: publicGoalParams,
        querystring: z.object({ v: z.string().max(40).optional() }),
        response: { 200: z.any().describe("image/png"), 304: z.null(), ...errors(400, 404) },
      },
    },
    async (req, reply) => {
      const goal = await findPublicGoal(deps, req.params.username, req.params.slug);
      if (!goal) throw notFound(MESSAGES.publicGoalNotFound);
      const version = publicGoalImageVersion(goal);
      const etag = `"og-${goal.id}-${version}"`;
      void reply
        .header("etag", etag)
        .header("cache-control", req.query.v === version ? "public, max-age=31536000, immutable" : "public, max-age=300, must-revalidate");
      if (req.headers["if-none-match"] === etag) return reply.code(304).send(null);
      const png = await pictureOf(goal, version);
      return reply.type("image/png").send(png);
    },
  );
}
