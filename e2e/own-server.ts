/**
 * A server of a spec's own (the build, or the sources with E2E_FROM_SOURCE=1) over a fresh
 * embedded database, on a port the OS picks, started with the settings the spec is about
 * (SIGNUP_MODE, OIDC_*…), and its first account: the server's admin, whatever the sign-up mode.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { type PlaywrightWorkerArgs, expect } from "@playwright/test";
import { uniqueName } from "./fixtures.js";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

export interface OwnServer {
  origin: string;
  admin: { username: string; password: string; token: string };
  stop(): void;
}

export async function startOwnServer(
  playwright: PlaywrightWorkerArgs["playwright"],
  o: { name: string; env: Record<string, string>; port?: number },
): Promise<OwnServer> {
  const port = o.port ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `pv-e2e-${o.name}-`));
  const args = process.env.E2E_FROM_SOURCE ? ["--import", "tsx", "src/server/main.ts"] : ["dist/node/server/main.js"];
  const child: ChildProcess = spawn(process.execPath, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      SIGNUPS_PER_IP_PER_HOUR: "100000",
      ...o.env,
      ...(process.env.E2E_WEB_DIR ? { WEB_DIR: process.env.E2E_WEB_DIR } : {}),
    },
    stdio: "ignore",
  });
  const stop = () => {
    child.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const request = await playwright.request.newContext({ baseURL: origin });
  try {
    await expect.poll(async () => (await request.get("/api/health").catch(() => undefined))?.status(), { timeout: 30_000 }).toBe(200);
    const admin = { username: uniqueName("admin"), password: "admin-password-1", token: "" };
    const res = await request.post("/api/auth/signup", { data: { username: admin.username, password: admin.password } });
    expect(res.status(), await res.text()).toBe(201);
    admin.token = ((await res.json()) as { token: string }).token;
    return { origin, admin, stop };
  } catch (err) {
    stop();
    throw err;
  } finally {
    await request.dispose();
  }
}
