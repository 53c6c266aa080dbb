/**
 * Settings → Connections (issue 32): personal API tokens, check-in links, webhooks and the MCP endpoint. Loaded lazily by the
 * settings page, with its own api file: no other page carries it.
 */
import { CheckinLinksPanel } from "./checkin-links-panel.js";
import { McpEndpoint } from "./mcp-endpoint.js";
import { TokensPanel } from "./tokens-panel.js";
import { WebhooksPanel } from "./webhooks-panel.js";

export default function ConnectionsSection() {
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h3 className="text-base font-semibold text-slate-900 dark:text-white">API tokens</h3>
        <p className="mt-1 mb-3 text-sm text-slate-600 dark:text-slate-300">
          Let your own tools use your account: send a token as <code>Authorization: Bearer …</code>. A token cannot change your password,
          sessions or account.
        </p>
        <TokensPanel />
      </div>
      <div>
        <h3 className="text-base font-semibold text-slate-900 dark:text-white">Check-in links</h3>
        <p className="mt-1 mb-3 text-sm text-slate-600 dark:text-slate-300">
          A secret address that checks a goal in when something POSTs to it: an NFC tag, a Home Assistant button, a Shortcut. Opening it in
          a browser shows a button and logs nothing by itself.
        </p>
        <CheckinLinksPanel />
      </div>
      <div>
        <h3 className="text-base font-semibold text-slate-900 dark:text-white">Webhooks</h3>
        <p className="mt-1 mb-3 text-sm text-slate-600 dark:text-slate-300">
          Your own https receiver gets a signed POST when something happens: check the <code>X-ProgressVault-Signature</code> header with
          the secret shown when you add it. Failed deliveries are retried for about 15 hours.
        </p>
        <WebhooksPanel />
      </div>
      <div>
        <h3 className="text-base font-semibold text-slate-900 dark:text-white">AI assistants (MCP)</h3>
        <p className="mt-1 mb-3 text-sm text-slate-600 dark:text-slate-300">
          Connect an MCP client (streamable HTTP) to this address with a personal API token above as <code>Authorization: Bearer …</code>: a
          read token lets it read your goals, a write token also log check-ins and create goals.
        </p>
        <McpEndpoint />
      </div>
    </div>
  );
}
