/** Reminder limits without zod, so the browser's reminder editor reads them as the server's schema does (reminder.ts). */

/** Times one reminder may hold a day (issue 32: "07:30 and 21:00"). */
export const MAX_REMINDER_TIMES = 5;
