import { useEffect, useRef, useState } from "react";
import { Button } from "../../components/ui/button.js";
import { toast } from "../../lib/toast.js";
import { copyText } from "../../lib/copy-text.js";
import { publicGoalUrl } from "../../lib/public-goal-url.js";
import { LinkIcon } from "./icons.js";

export const COPIED_LABEL_MS = 1800;
export const PUBLIC_PAGE_TOAST_MS = 2400;

/** Copies origin + /{username}/{slug}; the label reads "Copied!" for about 1.8 s. */
export function CopyLinkButton({ username, slug }: { username: string; slug: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function copy() {
    try {
      await copyText(publicGoalUrl(window.location.origin, username, slug));
    } catch {
      toast.error("Could not copy link", PUBLIC_PAGE_TOAST_MS);
      return;
    }
    setCopied(true);
    toast.success("Link copied to clipboard", PUBLIC_PAGE_TOAST_MS);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_LABEL_MS);
  }

  return (
    <Button variant="secondary" onClick={() => void copy()}>
      <LinkIcon />
      {copied ? "Copied!" : "Copy Link"}
    </Button>
  );
}
