import { Button } from "../../components/ui/button.js";
import { inputClass } from "../../components/ui/field.js";
import { copyText } from "../../lib/copy-text.js";
import { toast } from "../../lib/toast.js";

/** The path of the MCP endpoint (issue 32); the browser's own origin is the server's. */
export const MCP_PATH = "/api/mcp";

/**
 * Settings → Connections → AI assistants (MCP): the endpoint's address with a Copy button and how to
 * connect. Nothing secret here: the address alone lets no one in without a personal API token.
 */
export function McpEndpoint() {
  const url = `${window.location.origin}${MCP_PATH}`;
  return (
    <div className="flex flex-wrap gap-2">
      <label htmlFor="mcp-url" className="sr-only">
        MCP endpoint URL
      </label>
      <input
        id="mcp-url"
        readOnly
        value={url}
        className={`${inputClass} min-w-0 flex-1 font-mono`}
        onFocus={(e) => e.currentTarget.select()}
      />
      <Button
        variant="secondary"
        onClick={() =>
          void copyText(url).then(
            () => toast.success("MCP endpoint URL copied"),
            () => toast.error("Could not copy: select the text and copy it"),
          )
        }
      >
        Copy
      </Button>
    </div>
  );
}
