import { useState } from "react";
import { copyToClipboard } from "../../lib/copy-text.js";
import { Button } from "../../components/ui/button.js";
import { TextField } from "../../components/ui/field.js";

/** A link shown once (an invitation, a password link), read-only, with a Copy button. */
export function CopyField({ label, value, hint }: { label: string; value: string; hint?: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <TextField label={label} value={value} readOnly hint={hint} className="min-w-0 flex-1" onFocus={(e) => e.currentTarget.select()} />
      <Button variant="secondary" onClick={() => void copyToClipboard(value).then(setCopied)}>
        {copied === true ? "Copied" : "Copy"}
      </Button>
      {copied === false ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          Copying is blocked here: select the link and copy it.
        </p>
      ) : null}
    </div>
  );
}
