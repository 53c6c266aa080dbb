/**
 * The end of the journal list: loads the next page of older entries when it scrolls into view,
 * or on a click (keyboard users, and screens the list does not fill).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../components/ui/button.js";
import { useAutoLoad } from "../../lib/use-auto-load.js";
import { toast } from "../../lib/toast.js";
import { hasOlderEntries, loadOlderEntries } from "./queries.js";

/** Start loading while the end of the list is still this far below the viewport. */
const AUTO_LOAD_MARGIN_PX = 600;

export function OlderEntries({ goalId }: { goalId: string | undefined }) {
  const qc = useQueryClient();
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const more = hasOlderEntries(qc, goalId);

  async function load() {
    if (loading) return;
    setLoading(true);
    setFailed(false);
    try {
      await loadOlderEntries(qc, goalId);
    } catch {
      setFailed(true);
      toast.error("Could not load older entries");
    } finally {
      setLoading(false);
    }
  }

  const [sentinel, pauseAutoLoad] = useAutoLoad(() => void load(), more && !loading && !failed, AUTO_LOAD_MARGIN_PX);
  if (!more) return null;
  return (
    <div ref={sentinel} className="flex justify-center">
      <Button
        variant="secondary"
        size="sm"
        disabled={loading}
        onClick={() => {
          pauseAutoLoad();
          void load();
        }}
      >
        {loading ? "Loading older entries…" : "Load older entries"}
      </Button>
    </div>
  );
}
