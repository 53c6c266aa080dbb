import type { ReactNode } from "react";

/** The centred card that frames the login and signup forms. */
export function AuthCard({ title, intro, children, footer }: { title: string; intro: ReactNode; children: ReactNode; footer: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md">
      <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">{title}</h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{intro}</p>
        <div className="mt-6">{children}</div>
      </div>
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">{footer}</p>
    </div>
  );
}

export const authLinkClass =
  "rounded font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800 dark:text-brand-100 dark:hover:text-white";
