/**
 * A real HTTP server on 127.0.0.1 that speaks the OpenAI chat-completions protocol, for the
 * coach tests. Each request takes the next scripted behaviour (the last one repeats).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export type Behaviour =
  | { content: string | null }
  | { status: number; body?: string }
  | { hang: true }
  /** The reply, sent this long after the request arrived (unless the client gave up first). */
  | { lateContent: string; delayMs: number };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: any;
  /** False once the client has closed the request without waiting for its answer. */
  open: boolean;
}

export interface FakeProvider {
  url: string;
  requests: RecordedRequest[];
  script(...behaviours: Behaviour[]): void;
  close(): Promise<void>;
}

function reply(content: string | null): string {
  return JSON.stringify({
    id: "chatcmpl-test",
    object: "chat.completion",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
  });
}

export async function startFakeProvider(): Promise<FakeProvider> {
  const requests: RecordedRequest[] = [];
  let queue: Behaviour[] = [{ content: "OK" }];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        // keep the raw text
      }
      const recorded: RecordedRequest = { method: req.method ?? "", path: req.url ?? "", headers: req.headers, body, open: true };
      requests.push(recorded);
      res.on("close", () => {
        if (!res.writableFinished) recorded.open = false;
      });
      const next = (queue.length > 1 ? queue.shift() : queue[0]) ?? { content: "OK" };
      if ("hang" in next) {
        hanging.add(res);
        return;
      }
      if ("delayMs" in next) {
        hanging.add(res);
        const timer = setTimeout(
          () => res.writeHead(200, { "content-type": "application/json" }).end(reply(next.lateContent)),
          next.delayMs,
        );
        res.on("close", () => clearTimeout(timer));
        return;
      }
      if ("status" in next) {
        res.writeHead(next.status, { "content-type": "application/json" }).end(next.body ?? '{"error":{"message":"boom"}}');
        return;
      }
      res.writeHead(200, { "content-type": "application/json" }).end(reply(next.content));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script(...behaviours) {
      queue = behaviours.length > 0 ? behaviours : [{ content: "OK" }];
      requests.length = 0;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
