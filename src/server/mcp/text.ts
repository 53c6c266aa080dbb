/** The MCP endpoint's words (decision 057), for the server, its tests and the README alike. */
export const MCP_SERVER_NAME = "progressvault";

export const MCP_TEXT = {
  /** Any credential but a personal API token, a session's included: 401. */
  apiTokenOnly: "The MCP endpoint needs a personal API token (Settings → Connections): Authorization: Bearer pv_…",
  noSessions: "This MCP endpoint keeps no sessions and opens no event stream: send each message as a POST",
  failed: "Internal server error",
  defaultNote: "Logged by an AI assistant (MCP)",
  instructions:
    "ProgressVault tracks the user's goals and habits. Call list_goals first to learn each goal's id, kind " +
    "(progress, check or amount) and unit; then log_checkin logs progress, get_goal shows a goal's recent check-ins and " +
    "get_analytics summarises how the user is doing.",
} as const;
