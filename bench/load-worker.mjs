// The load generator: autocannon in its own process, so that the process under test never
// shares an event loop with the client. Reads one scenario as JSON from argv[2] and prints
// autocannon's result as JSON on stdout.
//   { url, method, headers, bodies?: string[], before?: { method, path, headers, body }, connections, duration }
// With `bodies`, consecutive requests cycle through them (e.g. check-ins to different goals).
// With `before`, each connection sends that request before every request of the scenario.
import autocannon from "autocannon";

const spec = JSON.parse(process.argv[2] ?? "{}");
const bodies = spec.bodies ?? [];
let next = 0;
const cpuBefore = process.cpuUsage();
const wallBefore = performance.now();

const result = await autocannon({
  url: spec.url,
  connections: spec.connections,
  duration: spec.duration,
  timeout: 10,
  requests: [
    ...(spec.before ? [spec.before] : []),
    {
      method: spec.method,
      path: new URL(spec.url).pathname + new URL(spec.url).search,
      headers: spec.headers,
      ...(bodies.length > 0
        ? {
            setupRequest: (req) => {
              const body = bodies[next % bodies.length];
              next += 1;
              return { ...req, body };
            },
          }
        : {}),
    },
  ],
});

process.stdout.write(
  JSON.stringify({
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    ok: result["2xx"],
    bytesPerSec: result.throughput.average,
    // The generator's own CPU, as a share of one core: near 100 % means the figures above are
    // the client's limit, not the server's.
    clientCpu: cpuShare(process.cpuUsage(cpuBefore), performance.now() - wallBefore),
  }),
);

function cpuShare(usage, wallMs) {
  return (usage.user + usage.system) / 1000 / wallMs;
}
