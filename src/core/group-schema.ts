/**
 * Groups, manual order and archive (issue 30): the groups API's request and answer shapes and
 * the goal list's `archived` choice, shared by the server's routes and the browser's contract.
 */
import { z } from "zod";
import { GOALS_PER_ACCOUNT_MAX } from "./constants.js";
import { queryObject } from "./query.js";
import { idSchema, positionInput } from "./schemas.js";
import { GROUP_NAME_MAX_LENGTH } from "./group-name.js";
import { timeZoneInput } from "./time-zone.js";

export { GROUP_NAME_MAX_LENGTH };
/** Groups one account may hold: every list of groups stays small. */
export const GROUPS_PER_ACCOUNT_MAX = 100;

/** A group as the API answers it. */
export const groupSchema = z.object({ id: z.string(), name: z.string(), position: z.number().int() });
export type Group = z.infer<typeof groupSchema>;
export const groupList = z.array(groupSchema);

const groupName = z
  .string({ error: "name must be text" })
  .trim()
  .min(1, { error: "name cannot be empty" })
  .max(GROUP_NAME_MAX_LENGTH, { error: `name must be at most ${GROUP_NAME_MAX_LENGTH} characters` });

export const createGroupBody = z.strictObject({ name: groupName });
export type CreateGroupBody = z.input<typeof createGroupBody>;

export const updateGroupBody = z.strictObject({ name: groupName.optional(), position: positionInput.optional() });
export type UpdateGroupBody = z.output<typeof updateGroupBody>;

/** PUT /api/goals/order: the listed goals, in their new order. */
export const goalOrderBody = z.strictObject({
  ids: z
    .array(idSchema, { error: "ids must be a list of goal ids" })
    .min(1, { error: "ids must list at least one goal" })
    .max(GOALS_PER_ACCOUNT_MAX, { error: `ids must list at most ${GOALS_PER_ACCOUNT_MAX} goals` })
    .refine((ids) => new Set(ids).size === ids.length, { error: "ids must not list a goal twice" }),
});
export type GoalOrderBody = z.output<typeof goalOrderBody>;

/** GET /api/goals: the facts' time zone, and `archived=true` for the archived goals alone. */
export const goalListingQuery = queryObject({
  tz: timeZoneInput("tz").optional(),
  archived: z.enum(["true", "false"], { error: "archived must be true or false" }).optional(),
});
