/** The browser's time zone, which every core date rule and the lists' `tz` parameter take explicitly. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}
