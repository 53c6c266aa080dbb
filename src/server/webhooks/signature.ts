/** X-ProgressVault-Signature: `sha256=` and the hex HMAC-SHA256 of the raw body under the webhook's secret. */
import crypto from "node:crypto";

export function webhookSignature(secret: string, body: string): string {
  return `sha256=${crypto.createHmac("sha256", secret).update(body).digest("hex")}`;
}
