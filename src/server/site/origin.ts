import type { FastifyRequest } from "fastify";
import type { Config } from "../config.js";

/**
 * The origin of every absolute link the server writes (canonical, og:url). PUBLIC_URL when
 * set: the Host header is the client's to choose, so without it a request with
 * "Host: evil.example" got canonical links to evil.example (issue 15 item 16). Unset, the
 * request's own origin, as a single-host install without configuration expects.
 */
export function siteOrigin(config: Pick<Config, "publicUrl">, req: FastifyRequest): string {
  return config.publicUrl ?? `${req.protocol}://${req.host}`;
}
