import { useState } from "react";
import { Button } from "../../components/ui/button.js";
import { toast } from "../../lib/toast.js";
import { QrCode } from "./qr-code.js";

/**
 * A secret the server shows this once (a token, a check-in link's url): selectable text and a
 * Copy button, until the user dismisses it; it cannot be shown again. With `qrCaption`, also its
 * QR code with that caption, which Print puts on paper alone (styles.css: data-print-area).
 */
export function ShownOnce({ label, value, onDone, qrCaption }: { label: string; value: string; onDone: () => void; qrCaption?: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => {
        setCopied(true);
        toast.success("Copied to clipboard");
      },
      () => toast.error("Could not copy: select the text and copy it"),
    );
  return (
    <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 dark:border-amber-700 dark:bg-slate-800">
      <p className="text-sm font-medium text-slate-900 dark:text-white">{label}</p>
      <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">Copy it now: it is not shown again.</p>
      <code className="mt-2 block break-all rounded bg-white px-2 py-1 font-mono text-sm text-slate-900 select-all dark:bg-slate-900 dark:text-slate-100">
        {value}
      </code>
      {qrCaption ? (
        <figure data-print-area className="mt-3 flex flex-col items-start gap-1">
          <QrCode value={value} label={`QR code of the link: ${qrCaption}`} />
          <figcaption className="text-sm text-slate-700 dark:text-slate-300">{qrCaption}</figcaption>
        </figure>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" onClick={copy}>
          {copied ? "Copied" : "Copy"}
        </Button>
        {qrCaption ? (
          <Button size="sm" variant="secondary" onClick={() => window.print()}>
            Print QR code
          </Button>
        ) : null}
        <Button size="sm" variant="secondary" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
