/** The coach's server call: POST /api/coach/chat (signed in; demo mode never calls it). */
import type { CoachAnswer, CoachChatBody } from "../../../core/coach/contract.js";
import { request } from "../../lib/api.js";

export const coachApi = {
  coach: async (body: CoachChatBody, signal?: AbortSignal): Promise<CoachAnswer> =>
    (await request("POST /coach/chat", { body, signal })).data,
};
