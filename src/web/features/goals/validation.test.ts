import { describe, expect, it } from "vitest";
import { slugForPublish, slugPlaceholder } from "./validation.js";

describe("custom URL rules (issue 15 item 4)", () => {
  it("publishes a custom URL in any script", () => {
    expect(slugForPublish("日本語の目標")).toEqual({ slug: "日本語の目標" });
    expect(slugForPublish(" العربية ")).toEqual({ slug: "العربية" });
    expect(slugForPublish("My Spring Goal!")).toEqual({ slug: "my-spring-goal" });
  });

  it("says why text makes no URL, and keeps the spec's message for an empty one", () => {
    expect(slugForPublish("")).toEqual({ problem: "Please enter a custom URL" });
    expect(slugForPublish("  ")).toEqual({ problem: "Please enter a custom URL" });
    expect(slugForPublish("!!! 🎉")).toEqual({ problem: "A custom URL needs at least one letter or digit" });
  });

  it("suggests the title's own URL, never an example slug", () => {
    expect(slugPlaceholder("日本語の目標")).toBe("日本語の目標");
    expect(slugPlaceholder("Run a 5k")).toBe("run-a-5k");
    expect(slugPlaceholder("🎉🎉")).toBe("letters or digits");
  });
});
