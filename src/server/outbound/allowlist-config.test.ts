/** OUTBOUND_ALLOWLIST and its older name PUSH_ENDPOINT_ALLOWLIST (issue 26): both are read, as origins. */
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";

describe("outbound allowlist settings", () => {
  it("allows the origins of OUTBOUND_ALLOWLIST and of its older name together, each once", () => {
    const config = loadConfig({
      OUTBOUND_ALLOWLIST: "https://127.0.0.1:8443/some/path, https://hooks.internal",
      PUSH_ENDPOINT_ALLOWLIST: "https://push.internal:9000,https://hooks.internal",
    });
    expect(config.outbound.allowlist).toEqual(["https://127.0.0.1:8443", "https://hooks.internal", "https://push.internal:9000"]);
  });

  it("is empty when neither is set, and stops the start on a value that is not an origin", () => {
    expect(loadConfig({}).outbound.allowlist).toEqual([]);
    expect(() => loadConfig({ OUTBOUND_ALLOWLIST: "not a url" })).toThrow(/OUTBOUND_ALLOWLIST: not an origin: not a url/);
  });
});
