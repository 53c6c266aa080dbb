// A bystander user in a process of its own (issue 26): loops GET /api/goals and POST /api/journal
// against the server until stdin closes (or a newline arrives), then prints every request's
// latency and status as JSON on stdout. argv[2]: { url, token, goalId }.
import readline from "node:readline";

const { url, token, goalId } = JSON.parse(process.argv[2] ?? "{}");
const auth = { authorization: `Bearer ${token}` };
const samples = [];
let stop = false;
readline.createInterface({ input: process.stdin }).once("line", () => (stop = true));
process.stdin.once("end", () => (stop = true));

async function timed(name, init, path) {
  const started = performance.now();
  let status;
  try {
    const res = await fetch(`${url}${path}`, init);
    await res.arrayBuffer();
    status = res.status;
  } catch {
    status = -1;
  }
  samples.push({ name, ms: performance.now() - started, status });
}

process.stdout.write("ready\n");
for (let i = 0; !stop; i++) {
  await timed("GET /api/goals", { headers: auth }, "/api/goals");
  if (stop) break;
  const body = JSON.stringify({ goal_id: goalId, note: `bystander ${i}`, progress: i % 100 });
  await timed("POST /api/journal", { method: "POST", headers: { ...auth, "content-type": "application/json" }, body }, "/api/journal");
  await new Promise((r) => setTimeout(r, 20));
}
process.stdout.write(`${JSON.stringify(samples)}\n`);
