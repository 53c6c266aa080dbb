/** Quick add: a title, a timeframe (Daily, Weekly, Monthly, Yearly) and Add (spec §2). */
import { type Ref, useState } from "react";
import type { Timeframe } from "../../../core/constants.js";
import { Button } from "../../components/ui/button.js";
import { inputClass } from "../../components/ui/field.js";
import type { GoalActions } from "./goal-actions.js";
import { TIMEFRAME_OPTIONS } from "./options.js";

export function QuickAddForm({ actions, titleRef }: { actions: GoalActions; titleRef?: Ref<HTMLInputElement> }) {
  const [title, setTitle] = useState("");
  const [timeframe, setTimeframe] = useState<Timeframe>("daily");
  return (
    <form
      aria-label="Quick add"
      className="flex flex-col gap-2 sm:flex-row"
      onSubmit={(e) => {
        e.preventDefault();
        actions.create({ title, timeframe, category: "general", description: "", motivation: "" }, () => setTitle(""));
      }}
    >
      <label htmlFor="quick-add-title" className="sr-only">
        Quick add goal title
      </label>
      <input
        id="quick-add-title"
        ref={titleRef}
        className={`${inputClass} min-w-0 flex-1`}
        placeholder="Add a goal, e.g. Walk 20 minutes"
        value={title}
        maxLength={200}
        onChange={(e) => setTitle(e.target.value)}
      />
      <div className="flex gap-2">
        <label htmlFor="quick-add-timeframe" className="sr-only">
          Quick add timeframe
        </label>
        <select
          id="quick-add-timeframe"
          className={`${inputClass} w-auto`}
          value={timeframe}
          onChange={(e) => setTimeframe(e.target.value as Timeframe)}
        >
          {TIMEFRAME_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <Button type="submit" disabled={actions.creating}>
          Add
        </Button>
      </div>
    </form>
  );
}
