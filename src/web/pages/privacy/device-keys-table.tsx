import { STORAGE_KEYS } from "../../lib/storage.js";

// The device storage keys of public §3, described for people rather than programs.
const ROWS: { keys: string[]; content: string }[] = [
  { keys: [STORAGE_KEYS.token], content: "your sign-in token" },
  { keys: [STORAGE_KEYS.username, STORAGE_KEYS.user], content: "your username, as a signed-in hint" },
  { keys: [STORAGE_KEYS.likes], content: "the public goals you liked" },
  { keys: [STORAGE_KEYS.saves, STORAGE_KEYS.follows], content: "the public goals you saved or follow" },
  { keys: [STORAGE_KEYS.filters], content: "your saved searches" },
  { keys: [STORAGE_KEYS.circles, STORAGE_KEYS.collections], content: "your circles and collections" },
  { keys: [STORAGE_KEYS.prefs], content: "preferences: theme, digest opt-in and start page" },
];

export function DeviceKeysTable() {
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Items kept in your browser's local storage</caption>
        <thead className="bg-slate-50 text-slate-900 dark:bg-slate-800 dark:text-white">
          <tr>
            <th scope="col" className="px-4 py-2 font-semibold">
              Key
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              What it holds
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {ROWS.map((row) => (
            <tr key={row.keys.join()}>
              <td className="px-4 py-2 align-top">
                <ul className="flex flex-col gap-1">
                  {row.keys.map((k) => (
                    <li key={k}>
                      <code className="rounded bg-slate-100 px-1 whitespace-nowrap text-slate-900 dark:bg-slate-800 dark:text-slate-100">
                        {k}
                      </code>
                    </li>
                  ))}
                </ul>
              </td>
              <td className="px-4 py-2 align-top">{row.content}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
