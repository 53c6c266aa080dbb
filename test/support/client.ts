/** A small HTTP client for integration tests: real fetch against the real server. */
export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export function apiClient(baseUrl: string) {
  async function call<T = any>(
    method: string,
    path: string,
    opts: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | undefined;
    if (opts.rawBody !== undefined) body = opts.rawBody;
    else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers["content-type"] ??= "application/json";
    }
    const res = await fetch(baseUrl + path, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = undefined;
    if (text && (res.headers.get("content-type") ?? "").includes("json")) parsed = JSON.parse(text);
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }

  let seq = 0;
  /** Signs up a fresh user with a unique name and returns its token. */
  async function newUser(prefix = "user", password = "correct-horse-1") {
    seq++;
    const username = `${prefix}${seq}_${Math.random().toString(36).slice(2, 8)}`.slice(0, 30).toLowerCase();
    const res = await call<{ token: string; username: string }>("POST", "/api/auth/signup", {
      body: { username, password, why: "testing" },
    });
    if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${res.text}`);
    return { username, password, token: res.body.token };
  }

  async function newGoal(token: string, fields: Record<string, unknown> = {}) {
    const res = await call("POST", "/api/goals", {
      token,
      body: { title: "Run 5k", category: "health", timeframe: "weekly", ...fields },
    });
    if (res.status !== 201) throw new Error(`create goal failed: ${res.status} ${res.text}`);
    return res.body as { id: string; [k: string]: unknown };
  }

  return { call, newUser, newGoal };
}
