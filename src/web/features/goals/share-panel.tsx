/**
 * A card's publishing controls: the public/private switch, the custom URL with Publish, and
 * Copy / Open / Share link (spec §2, §4, §5).
 */
import { useRef, useState } from "react";
import type { Goal } from "../../../core/schemas.js";
import { Button } from "../../components/ui/button.js";
import { inputClass } from "../../components/ui/field.js";
import { demoPath, useDemoMode } from "../../lib/demo-mode.js";
import { toast } from "../../lib/toast.js";
import { copyText } from "../../lib/copy-text.js";
import { canShare, publicGoalLink, shareLink } from "./public-link.js";
import { MESSAGES, isShareable, slugForPublish, slugPlaceholder } from "./validation.js";

interface Props {
  goal: Goal;
  username: string;
  disabled: boolean;
  onSetPublic: (isPublic: boolean) => void;
  onPublish: (slug: string) => void;
}

export function SharePanel({ goal, username, disabled, onSetPublic, onPublish }: Props) {
  const [slugText, setSlugText] = useState(goal.slug ?? "");
  const slugInput = useRef<HTMLInputElement>(null);
  const demo = useDemoMode();
  // A demo goal's page exists only in demo mode (pages/public-goal/demo-public-goal.ts).
  const link = goal.slug ? demoPath(publicGoalLink(window.location.origin, goal.username || username, goal.slug), demo) : "";
  const inputId = `slug-${goal.id}`;

  const toggle = () => {
    // Without a slug there is nothing to make public yet: Publish sets both together (spec §4).
    if (!goal.slug) {
      toast.warning(MESSAGES.slugRequired);
      slugInput.current?.focus();
      return;
    }
    onSetPublic(!goal.public);
  };

  const publish = () => {
    const result = slugForPublish(slugText);
    if ("problem" in result) {
      toast.warning(result.problem);
      slugInput.current?.focus();
      return;
    }
    setSlugText(result.slug);
    onPublish(result.slug);
  };

  const whenShareable = (run: () => void) => () => (isShareable(goal) ? run() : void toast.warning(MESSAGES.notShareable));
  const copy = () =>
    copyText(link).then(
      () => toast.success("Link copied to clipboard"),
      () => toast.error("Failed to copy link"),
    );
  const share = () => shareLink(goal.title, link).catch(() => toast.error("Couldn't open share dialog"));
  const open = () => window.open(link, "_blank", "noopener,noreferrer");

  return (
    <div className="space-y-3 border-t border-slate-200 pt-3 dark:border-slate-700">
      <div className="flex items-center justify-between gap-3">
        <span id={`vis-${goal.id}`} className="text-sm font-medium text-slate-700 dark:text-slate-200">
          Public
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={goal.public}
          aria-labelledby={`vis-${goal.id}`}
          disabled={disabled}
          onClick={toggle}
          className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:opacity-50 ${
            goal.public ? "bg-brand-700" : "bg-slate-400 dark:bg-slate-600"
          }`}
        >
          <span
            aria-hidden="true"
            className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${goal.public ? "translate-x-5" : "translate-x-0.5"}`}
          />
        </button>
        <span className="mr-auto text-xs text-slate-600 dark:text-slate-400" aria-hidden="true">
          {goal.public ? "Visible at its link" : "Only you"}
        </span>
      </div>

      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          publish();
        }}
      >
        <div className="min-w-0 flex-1 basis-40">
          <label htmlFor={inputId} className="mb-1 block text-xs font-medium text-slate-700 dark:text-slate-300">
            Custom URL
          </label>
          <input
            id={inputId}
            ref={slugInput}
            className={inputClass}
            value={slugText}
            placeholder={slugPlaceholder(goal.title)}
            onChange={(e) => setSlugText(e.target.value)}
            maxLength={320}
            autoCapitalize="none"
            spellCheck={false}
          />
        </div>
        <Button type="submit" size="sm" variant="secondary" disabled={disabled} className="py-2">
          Publish
        </Button>
      </form>

      {isShareable(goal) ? (
        <p className="truncate text-xs text-slate-600 dark:text-slate-400" title={link}>
          {link}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="ghost" disabled={disabled} onClick={whenShareable(() => void copy())}>
          Copy link
        </Button>
        <Button size="sm" variant="ghost" disabled={disabled} onClick={whenShareable(open)}>
          Open link
        </Button>
        {canShare() ? (
          <Button size="sm" variant="ghost" disabled={disabled} onClick={whenShareable(() => void share())}>
            Share link
          </Button>
        ) : null}
      </div>
    </div>
  );
}
