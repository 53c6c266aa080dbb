import { describe, expect, it } from "vitest";
import { CATEGORIES, DESCRIPTION_MAX_LENGTH } from "./constants.js";
import { GOAL_TEMPLATES, findTemplate, searchTemplates, templateDescription } from "./templates.js";

const ID_PATTERN = /^tmpl-(general|health|career|study|finance|personal|creative)-[a-z0-9-]+$/;

describe("GOAL_TEMPLATES", () => {
  it("holds exactly 49 templates", () => {
    expect(GOAL_TEMPLATES).toHaveLength(49);
  });

  it("has 7 templates in every category", () => {
    for (const category of CATEGORIES) {
      expect(
        GOAL_TEMPLATES.filter((t) => t.category === category),
        category,
      ).toHaveLength(7);
    }
  });

  it("uses daily, weekly and monthly in every category, and nothing else", () => {
    for (const category of CATEGORIES) {
      const timeframes = new Set(GOAL_TEMPLATES.filter((t) => t.category === category).map((t) => t.timeframe));
      expect([...timeframes].sort(), category).toEqual(["daily", "monthly", "weekly"]);
    }
  });

  it("has unique ids in the tmpl-{category}- form matching the category", () => {
    const ids = GOAL_TEMPLATES.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const t of GOAL_TEMPLATES) {
      expect(t.id).toMatch(ID_PATTERN);
      expect(t.id.startsWith(`tmpl-${t.category}-`), t.id).toBe(true);
    }
  });

  it("has unique titles of at most 60 characters", () => {
    const titles = GOAL_TEMPLATES.map((t) => t.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const t of GOAL_TEMPLATES) {
      expect(t.title.trim(), t.id).toBe(t.title);
      expect(t.title.length, t.id).toBeGreaterThan(0);
      expect(t.title.length, t.id).toBeLessThanOrEqual(60);
    }
  });

  it("has descriptions of 80 to 200 characters", () => {
    for (const t of GOAL_TEMPLATES) {
      expect(t.description.length, t.id).toBeGreaterThanOrEqual(80);
      expect(t.description.length, t.id).toBeLessThanOrEqual(200);
    }
  });

  it("has 4 non-empty, distinct milestones per template", () => {
    for (const t of GOAL_TEMPLATES) {
      expect(t.milestones, t.id).toHaveLength(4);
      for (const m of t.milestones) expect(m.trim().length, t.id).toBeGreaterThan(0);
      expect(new Set(t.milestones).size, t.id).toBe(4);
    }
  });
});

describe("findTemplate", () => {
  it("returns the template with that id", () => {
    for (const t of GOAL_TEMPLATES) expect(findTemplate(t.id)).toBe(t);
    expect(findTemplate("tmpl-health-daily-steps")?.title).toBe("Walk 8,000 steps a day");
  });

  it("returns undefined for an unknown id", () => {
    expect(findTemplate("tmpl-health-does-not-exist")).toBeUndefined();
    expect(findTemplate("")).toBeUndefined();
  });
});

describe("searchTemplates", () => {
  it("returns all 49 for an empty or blank query", () => {
    expect(searchTemplates("")).toHaveLength(49);
    expect(searchTemplates("   \t ")).toHaveLength(49);
  });

  it("returns a copy, not the library array itself", () => {
    const all = searchTemplates("");
    expect(all).not.toBe(GOAL_TEMPLATES);
    expect(all).toEqual([...GOAL_TEMPLATES]);
  });

  it("trims the query and ignores case", () => {
    const ids = searchTemplates("  WALK 8,000  ").map((t) => t.id);
    expect(ids).toEqual(["tmpl-health-daily-steps"]);
    expect(searchTemplates("meditate").map((t) => t.id)).toEqual(searchTemplates(" MeDiTaTe ").map((t) => t.id));
  });

  it("matches description text as well as titles", () => {
    const flashcards = findTemplate("tmpl-study-flashcards");
    expect(flashcards?.title.toLowerCase()).not.toContain("spaced repetition");
    expect(searchTemplates("Spaced Repetition").map((t) => t.id)).toEqual(["tmpl-study-flashcards"]);
  });

  it("returns an empty list when nothing matches", () => {
    expect(searchTemplates("zzz-no-such-template")).toEqual([]);
  });

  it("searches a given list instead of the library", () => {
    const subset = GOAL_TEMPLATES.filter((t) => t.category === "finance");
    const hits = searchTemplates("savings", subset);
    expect(hits.length).toBeGreaterThan(0);
    for (const t of hits) expect(t.category).toBe("finance");
    expect(searchTemplates("", subset)).toHaveLength(7);
  });
});

describe("templateDescription", () => {
  it("keeps the description and appends the four milestones as a list", () => {
    const t = { description: "Plan the day.", milestones: ["One", "Two", "Three", "Four"] as [string, string, string, string] };
    expect(templateDescription(t)).toBe("Plan the day.\n\nMilestones:\n- One\n- Two\n- Three\n- Four");
  });

  it("fits every template within the description limit", () => {
    for (const t of GOAL_TEMPLATES) expect(templateDescription(t).length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
  });
});
