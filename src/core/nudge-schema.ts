/** Nudges (issue 32): the settings' request and answer shapes, shared by the server's routes and the browser's contract. */
import { z } from "zod";
import { TIME_OF_DAY } from "./reminder.js";
import { timeZoneInput } from "./time-zone.js";

/** GET and PATCH /api/notifications/nudges: each nudge on or off, the local time they fire at, and its zone. */
export const nudgeSettingsSchema = z.object({
  /** Goals due today with a run of 3 or more that ends tonight unless something is logged. */
  streak_at_risk: z.boolean(),
  /** Amount and check goals that can no longer reach, or are behind the pace to reach, this period's target. */
  behind_pace: z.boolean(),
  /** HH:MM, local: from when each day's nudges are sent. */
  time: z.string(),
  /** The IANA zone `time` and "today" are read in. */
  time_zone: z.string(),
});

export const nudgeSettingsBody = z.strictObject({
  streak_at_risk: z.boolean({ error: "streak_at_risk must be true or false" }).optional(),
  behind_pace: z.boolean({ error: "behind_pace must be true or false" }).optional(),
  time: z.string({ error: "time must be HH:MM" }).regex(TIME_OF_DAY, { error: "time must be HH:MM (00:00 to 23:59)" }).optional(),
  time_zone: timeZoneInput("time_zone").optional(),
});
