import { useId } from "react";
import { Button } from "../../components/ui/button.js";
import type { Circle } from "../../lib/device-store.js";
import { toast } from "../../lib/toast.js";

const INVITE_SOON = "Invitations are coming soon";

export function CircleCard({ circle }: { circle: Circle }) {
  const headingId = useId();
  const hintId = useId();
  const members = Array.isArray(circle.members) ? circle.members.length : 0;
  const prompts = Array.isArray(circle.prompts) ? circle.prompts : [];
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="break-words font-semibold text-slate-900 dark:text-white">
          {circle.name}
        </h3>
        <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          {members} {members === 1 ? "member" : "members"}
        </span>
      </div>
      <p className="mt-4 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">Prompts</p>
      <ul className="mt-2 flex-1 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
        {prompts.map((p, i) => (
          <li key={`${i}-${p}`}>{p}</li>
        ))}
      </ul>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        {/* Invitations need accounts to talk to each other; until then the button says so instead of pretending. */}
        <Button
          variant="secondary"
          size="sm"
          aria-disabled="true"
          aria-describedby={hintId}
          className="cursor-not-allowed opacity-70"
          onClick={() => toast.info(INVITE_SOON)}
        >
          Invite
        </Button>
        <span id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {INVITE_SOON}
        </span>
      </div>
    </li>
  );
}
