/**
 * The call to an OpenAI-compatible chat-completions service (spec §7): one POST per attempt
 * with its own timeout, up to 3 attempts, waiting 400 ms, then 720 ms (×1.8) between them.
 * Timeouts, HTTP errors, unreadable answers and empty content all count as failures.
 */
import {
  COACH_FIRST_RETRY_DELAY_MS,
  COACH_MAX_ATTEMPTS,
  COACH_MAX_TOKENS,
  COACH_RETRY_GROWTH,
  COACH_TEMPERATURE,
  COACH_TIMEOUT_MS,
} from "../../core/coach/constants.js";
import { stripThinking } from "../../core/coach/draft-json.js";
import type { ProviderMessage } from "../../core/coach/prompt.js";

export interface ProviderConfig {
  apiUrl: string;
  apiKey?: string | undefined;
  model?: string | undefined;
}

export interface RetryOptions {
  timeoutMs: number;
  maxAttempts: number;
  sleep: (ms: number) => Promise<void>;
  fetch: typeof fetch;
}

export const defaultRetryOptions = (): RetryOptions => ({
  timeoutMs: COACH_TIMEOUT_MS,
  maxAttempts: COACH_MAX_ATTEMPTS,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  fetch: globalThis.fetch,
});

/** Waits between attempts: 400 ms before the 2nd, ×1.8 before each later one. */
export function retryDelays(maxAttempts: number): number[] {
  return Array.from({ length: Math.max(0, maxAttempts - 1) }, (_, i) => Math.round(COACH_FIRST_RETRY_DELAY_MS * COACH_RETRY_GROWTH ** i));
}

/**
 * Where to POST, from COACH_API_URL:
 * - a URL ending in /chat/completions is used as it is;
 * - a URL ending in a version segment (/v1, /v1beta, /v4 …) or /openai gets /chat/completions
 *   (https://api.openai.com/v1, https://openrouter.ai/api/v1, http://127.0.0.1:11434/v1);
 * - any other URL is a server root and gets /v1/chat/completions
 *   (http://127.0.0.1:11434 for Ollama, http://127.0.0.1:8080 for llama.cpp).
 * A query string (such as an api-version) is kept.
 */
export function completionsUrl(apiUrl: string): string {
  const url = new URL(apiUrl);
  const path = url.pathname.replace(/\/+$/, "");
  if (/\/chat\/completions$/.test(path)) url.pathname = path;
  else if (/\/(v\d+[a-z0-9]*|openai)$/i.test(path)) url.pathname = `${path}/chat/completions`;
  else url.pathname = `${path}/v1/chat/completions`;
  return url.toString();
}

export function completionRequestBody(cfg: ProviderConfig, messages: readonly ProviderMessage[]) {
  return {
    ...(cfg.model ? { model: cfg.model } : {}),
    messages,
    max_tokens: COACH_MAX_TOKENS,
    temperature: COACH_TEMPERATURE,
    stream: false,
  };
}

export type AttemptFailure =
  { kind: "timeout" } | { kind: "http"; status: number } | { kind: "network" } | { kind: "invalid" } | { kind: "empty" };

export class ProviderFailure extends Error {
  readonly failures: AttemptFailure[];
  constructor(failures: AttemptFailure[]) {
    super(`AI coach unavailable after ${failures.length} attempts: ${failures.map((f) => f.kind).join(", ")}`);
    this.name = "ProviderFailure";
    this.failures = failures;
  }
}

async function attempt(url: string, cfg: ProviderConfig, body: string, opts: RetryOptions): Promise<string | AttemptFailure> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs);
  try {
    const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
    if (cfg.apiKey) headers.authorization = `Bearer ${cfg.apiKey}`;
    const res = await opts.fetch(url, { method: "POST", headers, body, signal: controller.signal });
    // The body is read under the same timeout: a service that stalls mid-answer also fails.
    const text = await res.text();
    if (!res.ok) return { kind: "http", status: res.status };
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return { kind: "invalid" };
    }
    const content = (json as { choices?: { message?: { content?: unknown } }[] })?.choices?.[0]?.message?.content;
    if (typeof content !== "string") return content === undefined || content === null ? { kind: "empty" } : { kind: "invalid" };
    const reply = stripThinking(content);
    return reply === "" ? { kind: "empty" } : reply;
  } catch {
    return controller.signal.aborted ? { kind: "timeout" } : { kind: "network" };
  } finally {
    clearTimeout(timer);
  }
}

/** The model's reply text; throws ProviderFailure when every attempt failed. */
export async function requestCompletion(
  cfg: ProviderConfig,
  messages: readonly ProviderMessage[],
  opts: RetryOptions = defaultRetryOptions(),
): Promise<string> {
  const url = completionsUrl(cfg.apiUrl);
  const body = JSON.stringify(completionRequestBody(cfg, messages));
  const delays = retryDelays(opts.maxAttempts);
  const failures: AttemptFailure[] = [];
  for (let i = 0; i < opts.maxAttempts; i++) {
    const outcome = await attempt(url, cfg, body, opts);
    if (typeof outcome === "string") return outcome;
    failures.push(outcome);
    const delay = delays[i];
    if (delay !== undefined) await opts.sleep(delay);
  }
  throw new ProviderFailure(failures);
}
