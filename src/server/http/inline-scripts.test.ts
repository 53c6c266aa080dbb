import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, webInlineScriptHashes } from "./inline-scripts.js";
import { installSecurityHeaders } from "./security-headers.js";
import { installSpa } from "./static.js";

const sha256 = (text: string) => `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;

const INLINE = "\n      (function () { window.x = 1; })();\n    ";
const HTML = `<!doctype html><html><head>
  <script>${INLINE}</script>
  <script type="module" crossorigin src="/assets/index-1.js"></script>
  <script src="/theme.js"></script>
</head><body><div id="root"></div></body></html>`;

describe("inline script hashes for the CSP", () => {
  it("hashes each inline script's exact text, and no script loaded from a file", () => {
    expect(inlineScriptHashes(HTML)).toEqual([sha256(INLINE)]);
    expect(inlineScriptHashes("<script>a()</script><SCRIPT type='text/javascript'>b()</SCRIPT>")).toEqual([sha256("a()"), sha256("b()")]);
    expect(inlineScriptHashes("<p>no script</p>")).toEqual([]);
  });

  it("covers the web app's own index.html", () => {
    const html = fs.readFileSync(path.resolve(import.meta.dirname, "../../web/index.html"), "utf8");
    const bodies = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? "");
    expect(bodies.length).toBeGreaterThan(0);
    expect(inlineScriptHashes(html)).toEqual(bodies.map(sha256));
  });

  it("allows exactly the served index.html's inline scripts: script-src 'self' plus their hashes", async () => {
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), "pv-inline-"));
    fs.writeFileSync(path.join(webDir, "index.html"), HTML);
    const app = Fastify();
    await installSecurityHeaders(app, webInlineScriptHashes(webDir));
    await installSpa(app, webDir);
    try {
      const res = await app.inject({ method: "GET", url: "/" });
      const csp = String(res.headers["content-security-policy"]);
      const scriptSrc = csp.split(";").find((d) => d.startsWith("script-src"));
      expect(scriptSrc).toBe(`script-src 'self' ${sha256(INLINE)}`);
      expect(csp).not.toContain("unsafe-inline");
    } finally {
      await app.close();
      fs.rmSync(webDir, { recursive: true, force: true });
    }
  });

  it("adds nothing without a built web app", () => {
    expect(webInlineScriptHashes(undefined)).toEqual([]);
    expect(webInlineScriptHashes(path.join(os.tmpdir(), "pv-no-such-dir"))).toEqual([]);
  });
});
