import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { installRoutePreload } from "./route-preload.js";

/**
 * Serves the built SPA. Hashed assets are immutable for a year; index.html is revalidated on
 * every visit so a deploy is picked up at once. Unknown non-API paths get index.html (the
 * client router shows the page), with 404 unless core/app-routes.ts has a page there; unknown
 * /api paths get a JSON 404.
 */
export async function installSpa(
  app: FastifyInstance,
  webDir: string,
  /** Sends the app's page for "/" (site/app-page.ts writes its head in); index.html by default. */
  sendHome: (req: FastifyRequest, reply: FastifyReply) => unknown = (_req, reply) => sendIndex(reply),
) {
  const indexFile = path.join(webDir, "index.html");
  if (!fs.existsSync(indexFile)) throw new Error(`The web app is not built: ${indexFile} is missing. Run npm run build.`);
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    preCompressed: true,
    index: false,
    setHeaders(res, filePath) {
      const rel = path.relative(webDir, filePath).split(path.sep).join("/");
      res.header("cache-control", rel.startsWith("assets/") ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate");
    },
  });
  app.get("/", (req, reply) => sendHome(req, reply));
  installRoutePreload(app, webDir);
}

/** index.html, with 404 for an address the app has no page for (it then shows its not-found state). */
export function sendIndex(reply: FastifyReply, status: 200 | 404 = 200) {
  return reply.code(status).header("cache-control", "no-cache").sendFile("index.html");
}
