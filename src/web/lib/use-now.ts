import { useEffect, useState } from "react";

/** The current time, refreshed every `everyMs`, so "Today" turns into "Yesterday" at midnight and streaks stay true on an open tab. */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(id);
  }, [everyMs]);
  return now;
}
