/** A request whose body arrives piece by piece, on its own connection, for shutdown and slowloris tests. */
import http from "node:http";

export interface SlowRequest {
  /** Sends more of the body. */
  write(chunk: string): void;
  /** Sends the rest and resolves with the answer (or rejects with the connection error). */
  finish(rest?: string): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>;
  /** Resolves when the request's headers are on the wire. */
  sent: Promise<void>;
  abort(): void;
}

export function slowRequest(
  baseUrl: string,
  method: string,
  path: string,
  opts: { headers?: Record<string, string>; contentLength: number },
): SlowRequest {
  const url = new URL(path, baseUrl);
  const req = http.request({
    host: url.hostname,
    port: url.port,
    path: url.pathname + url.search,
    method,
    agent: false,
    headers: { "content-type": "application/json", "content-length": String(opts.contentLength), ...opts.headers },
  });
  const answer = new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    req.on("response", (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (body += d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
  answer.catch(() => {}); // observed through finish()
  const sent = new Promise<void>((resolve) => req.on("socket", (s) => s.on("connect", () => resolve())));
  req.flushHeaders();
  return {
    write: (chunk) => void req.write(chunk),
    finish(rest = "") {
      req.end(rest);
      return answer;
    },
    sent,
    abort: () => req.destroy(),
  };
}
