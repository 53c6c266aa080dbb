/**
 * The layers are kept by lint (issue 27 item 4, decision 042): each probe below is an import the
 * rules must refuse, linted with the project's own ESLint config as if it were the named file.
 * Each is paired with the import the layer does allow, so a rule that refuses everything fails too.
 */
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The layer rules' messages for `code` linted as `file` (the other rules are not this test's). */
async function layerProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === "import-x/no-restricted-paths" || m.ruleId === "no-restricted-imports")
    .map((m) => m.message);
}

const refused: { why: string; file: string; code: string; allowed: string }[] = [
  {
    why: "a resource's routes import another resource's queries",
    file: "src/server/likes/routes.ts",
    code: 'import { listEntries } from "../journal/queries.js";\nvoid listEntries;\n',
    allowed: 'import { likeGoal } from "./service.js";\nvoid likeGoal;\n',
  },
  {
    why: "a resource's routes import their own queries",
    file: "src/server/likes/routes.ts",
    code: 'import { setLike } from "./queries.js";\nvoid setLike;\n',
    allowed: 'import { likeGoal } from "./service.js";\nvoid likeGoal;\n',
  },
  {
    why: "a resource's routes import another resource's service",
    file: "src/server/analytics/routes.ts",
    code: 'import { listGoals } from "../goals/service.js";\nvoid listGoals;\n',
    allowed: 'import { analyticsSummary } from "./service.js";\nvoid analyticsSummary;\n',
  },
  {
    why: "a route file holds a Kysely query",
    file: "src/server/public/page-meta-route.ts",
    code: 'import { sql } from "kysely";\nvoid sql;\n',
    allowed: 'import { findPublicGoal } from "./service.js";\nvoid findPublicGoal;\n',
  },
  {
    why: "a service imports another resource's queries",
    file: "src/server/pauses/service.ts",
    code: 'import { findOwnGoal } from "../goals/queries.js";\nvoid findOwnGoal;\n',
    allowed: 'import { getGoal } from "../goals/service.js";\nvoid getGoal;\n',
  },
  {
    why: "a shared folder imports a resource's queries",
    file: "src/server/workers/probe.ts",
    code: 'import { findOwnGoal } from "../goals/queries.js";\nvoid findOwnGoal;\n',
    allowed: 'import { listGoalsWithJournal } from "../db/goal-rows.js";\nvoid listGoalsWithJournal;\n',
  },
  {
    why: "web/lib imports a feature",
    file: "src/web/lib/probe.ts",
    code: 'import { goalsQueryOptions } from "../features/goals/queries.js";\nvoid goalsQueryOptions;\n',
    allowed: 'import { queryKeys } from "./query-keys.js";\nvoid queryKeys;\n',
  },
  {
    why: "web/components imports a page",
    file: "src/web/components/ui/probe.tsx",
    code: 'import { DashboardPage } from "../../pages/dashboard/dashboard-page.js";\nvoid DashboardPage;\n',
    allowed: 'import { queryKeys } from "../../lib/query-keys.js";\nvoid queryKeys;\n',
  },
  {
    why: "a feature imports a page",
    file: "src/web/features/goals/probe.ts",
    code: 'import { DashboardPage } from "../../pages/dashboard/dashboard-page.js";\nvoid DashboardPage;\n',
    allowed: 'import { queryKeys } from "../../lib/query-keys.js";\nvoid queryKeys;\n',
  },
  {
    why: "a nested folder of a feature imports a sibling feature",
    file: "src/web/features/goals/nested/probe.ts",
    code: 'import { hasOlderEntries } from "../../journal/queries.js";\nvoid hasOlderEntries;\n',
    allowed: 'import { goalsQueryOptions } from "../queries.js";\nvoid goalsQueryOptions;\n',
  },
];

describe("the layer rules", () => {
  it.each(refused)("refuses: $why", async ({ file, code, allowed }) => {
    expect(await layerProblems(file, code)).not.toEqual([]);
    expect(await layerProblems(file, allowed)).toEqual([]);
  });
});
