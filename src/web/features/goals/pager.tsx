/**
 * Prev / Next paging of the goal grid, shown as "Page x / y" (spec §2). With a single page
 * there is nowhere to go, so the pager is not shown at all.
 */
import { Button } from "../../components/ui/button.js";

export function Pager({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (p: number) => void }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Goal pages" className="flex items-center justify-center gap-4">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Prev
      </Button>
      <span className="text-sm text-slate-700 tabular-nums dark:text-slate-300">
        Page {page} / {pageCount}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
