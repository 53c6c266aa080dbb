/**
 * A local HTTP server on loopback playing ntfy, an Apprise API and a webhook receiver for the
 * notification channel tests (issue 32): it records each request's path, Authorization header
 * and JSON body, and answers the statuses it is told to, in turn (then 200); a request to a path
 * starting /hang gets no answer until `release()` (after it, answers at once until `hold()`). Plain http: the
 * tests put its origin in OUTBOUND_ALLOWLIST, the only way the server sends to it.
 */
import http from "node:http";

export interface ChannelRequest {
  path: string;
  authorization: string | undefined;
  json: Record<string, unknown>;
}

export async function channelReceiver() {
  const received: ChannelRequest[] = [];
  const answers: number[] = [];
  const held: http.ServerResponse[] = [];
  let hanging = true;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({
        path: req.url ?? "",
        authorization: req.headers.authorization,
        json: JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>,
      });
      if (hanging && req.url?.startsWith("/hang")) return void held.push(res);
      res.writeHead(answers.shift() ?? 200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    received,
    answers,
    /** From now on, holds requests to /hang… again. */
    hold: () => {
      hanging = true;
    },
    /** Answers 200 to every request held, and to later ones at once. */
    release: () => {
      hanging = false;
      held.splice(0).forEach((res) => res.writeHead(200).end("{}"));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
