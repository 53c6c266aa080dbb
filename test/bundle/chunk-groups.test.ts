/**
 * vite.config.ts names source files in its chunk groups by path: a renamed file silently drops
 * out of its group (the "dates" rule named analytics/localClock long after it became
 * core/analytics/local-clock.ts). Each file a group is meant to hold must exist and match.
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import config from "../../vite.config.js";

type Group = { name: string; test: RegExp };

function groups(): Group[] {
  const output = config.build?.rolldownOptions?.output;
  const split = (Array.isArray(output) ? output[0] : output)?.codeSplitting as { groups?: Group[] } | undefined;
  return split?.groups ?? [];
}

const EXPECTED: Record<string, string[]> = {
  dates: ["src/core/progress.ts", "src/core/dates.ts", "src/core/analytics/local-clock.ts"],
  shared: ["src/core/clamp-progress.ts", "src/core/entries.ts", "src/core/iso-instant.ts", "src/web/lib/like-counts.ts"],
  query: ["src/web/lib/query-client.ts", "src/web/lib/query-keys.ts", "src/web/features/goals/queries.ts"],
};

describe("vite.config.ts chunk groups", () => {
  for (const [name, files] of Object.entries(EXPECTED)) {
    it(`the ${name} group holds files that exist`, () => {
      const group = groups().find((g) => g.name === name);
      expect(group).toBeDefined();
      for (const file of files) {
        expect(fs.existsSync(file), file).toBe(true);
        expect(group?.test.test(`/work/app/${file}`), file).toBe(true);
      }
    });
  }
});
