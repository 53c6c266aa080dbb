import { useSyncExternalStore } from "react";
import { SegmentedChoice } from "../../components/ui/segmented-choice.js";
import { START_PAGES, readStartPage, writeStartPage } from "../../lib/start-page.js";
import { subscribeStorage } from "../../lib/storage.js";

/** "Open the app on: Dashboard / Today" (issue 29 item 4), for this device. */
export function StartPageControl() {
  const start = useSyncExternalStore(subscribeStorage, readStartPage, readStartPage);
  return <SegmentedChoice legend="Open the app on" name="start-page" options={START_PAGES} value={start} onChange={writeStartPage} />;
}
