/** The request log's url mask: every secret a url may carry is masked, the rest of the url kept. */
import { describe, expect, it } from "vitest";
import { redactUrlSecrets } from "./log-serializers.js";

describe("redactUrlSecrets", () => {
  it("masks a check-in link, a calendar feed, a reset link and an unsubscribe link", () => {
    expect(redactUrlSecrets("/api/checkin/abcDEF123")).toBe("/api/checkin/[redacted]");
    expect(redactUrlSecrets("/api/calendar/s3cret.ics")).toBe("/api/calendar/[redacted]");
    expect(redactUrlSecrets("/reset-password?token=abc")).toBe("/reset-password?token=[redacted]");
    expect(redactUrlSecrets("/api/mail/unsubscribe?token=Zm9vYmFy_-x")).toBe("/api/mail/unsubscribe?token=[redacted]");
  });
  it("keeps urls without a secret as they are", () => {
    expect(redactUrlSecrets("/api/goals?tz=UTC")).toBe("/api/goals?tz=UTC");
    expect(redactUrlSecrets("/api/calendar/token")).toBe("/api/calendar/token");
  });
});
