/**
 * The dashboard's goals in collapsible sections (issue 30 item 1): one page of sectioned-list.ts,
 * each section with its header and summary, its goals drawn by the list's own card.
 */
import { type ReactNode, type Ref, useMemo } from "react";
import { GOAL_JOURNAL_WINDOW } from "../../../core/constants.js";
import { groupSummary } from "../../../core/group-summary.js";
import type { GoalWithFacts } from "../../features/goals/list-view.js";
import { SectionHeader } from "../../features/groups/section-header.js";
import type { Section, SectionOnPage } from "./sectioned-list.js";

interface Props {
  shown: readonly SectionOnPage<GoalWithFacts>[];
  onToggle: (key: string) => void;
  /** A goal's card; `section` holds its neighbours (My order moves a goal within its section). */
  card: (item: GoalWithFacts, section: Section<GoalWithFacts>) => ReactNode;
  now: Date;
  timeZone: string;
  /** Demo goals carry whole journals; the server's list, its latest entries only (decision 020). */
  wholeJournals: boolean;
  listRef: Ref<HTMLDivElement>;
}

interface HeaderProps {
  id: string;
  section: Section<GoalWithFacts>;
  collapsed: boolean;
  onToggle: () => void;
  now: Date;
  timeZone: string;
  wholeJournals: boolean;
}

/**
 * A section's header with its summary, computed for the sections on the page only and kept while
 * the section's goals stay the same (the perfect-day streak walks each goal's days).
 */
function SummarisedHeader({ id, section, collapsed, onToggle, now, timeZone, wholeJournals }: HeaderProps) {
  const { members } = section;
  const summary = useMemo(
    () =>
      groupSummary(
        members.map((m) => m.goal),
        members.map((m) => m.facts.overall),
        { now, timeZone },
        wholeJournals ? Infinity : GOAL_JOURNAL_WINDOW,
      ),
    [members, now, timeZone, wholeJournals],
  );
  return (
    <SectionHeader
      id={id}
      title={section.title}
      summary={summary}
      goalCount={section.items.length}
      collapsed={collapsed}
      onToggle={onToggle}
    />
  );
}

export function GoalSections({ shown, onToggle, card, now, timeZone, wholeJournals, listRef }: Props) {
  return (
    <div ref={listRef} tabIndex={-1} className="space-y-6 focus:outline-none">
      {shown.map(({ section, collapsed, items }) => {
        const id = `section-${section.key.replace(/[^a-zA-Z0-9_-]/g, "-")}`;
        return (
          <section key={section.key} aria-labelledby={`${id}-title`} className="space-y-3">
            <SummarisedHeader
              id={id}
              section={section}
              collapsed={collapsed}
              onToggle={() => onToggle(section.key)}
              now={now}
              timeZone={timeZone}
              wholeJournals={wholeJournals}
            />
            <ul
              id={`${id}-goals`}
              hidden={collapsed}
              aria-labelledby={`${id}-title`}
              className="grid grid-cols-1 items-stretch gap-4 md:grid-cols-2 md:has-[[data-share-open]]:items-start"
            >
              {items.map((item) => (
                <li key={item.goal.id} className="min-w-0 [contain-intrinsic-size:auto_28rem] [content-visibility:auto]">
                  {card(item, section)}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
