/**
 * A real HTTP server on 127.0.0.1 that speaks the OpenAI chat-completions protocol, for the
 * coach tests. Each request takes the next scripted behaviour (the last one repeats).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export type Behaviour = { content: string | null } | { status: number; body?: string } | { hang: true };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: any;
}

export interface FakeProvider {
  url: string;
  requests: RecordedRequest[];
  script(...behaviours: Behaviour[]): void;
  close(): Promise<void>;
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
      requests.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body });
      const next = (queue.length > 1 ? queue.shift() : queue[0]) ?? { content: "OK" };
      if ("hang" in next) {
        hanging.add(res);
        return;
      }
      if ("status" in next) {
        res.writeHead(next.status, { "content-type": "application/json" }).end(next.body ?? '{"error":{"message":"boom"}}');
        return;
      }
      res.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          id: "chatcmpl-test",
          object: "chat.completion",
          choices: [{ index: 0, message: { role: "assistant", content: next.content }, finish_reason: "stop" }],
        }),
      );
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
