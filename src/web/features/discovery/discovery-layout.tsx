import { PRODUCT_NAME } from "../../../core/constants.js";
import type { ReactNode } from "react";
import { SiteFooter } from "../../components/layout/site-footer.js";
import { SiteHeader } from "../../components/layout/site-header.js";
import { usePageMeta } from "../../lib/page-meta.js";

/** The frame of the device-only discovery pages: public header, a titled main column, footer. */
export function DiscoveryLayout({
  title,
  path,
  description,
  intro,
  actions,
  children,
  wide = false,
}: {
  title: string;
  /** Canonical path and description for the document head. */
  path: string;
  description: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  usePageMeta({ title: `${title} · ${PRODUCT_NAME}`, description, path });
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className={`mx-auto w-full flex-1 px-4 py-8 sm:px-6 sm:py-10 ${wide ? "max-w-5xl" : "max-w-3xl"}`}>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{title}</h1>
            {intro ? <div className="mt-2 text-sm text-slate-600 dark:text-slate-300">{intro}</div> : null}
          </div>
          {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
        </div>
        <div className="mt-8 space-y-8">{children}</div>
      </main>
      <SiteFooter />
    </div>
  );
}

/** A titled card section of a discovery page. */
export function Section({ title, id, aside, children }: { title: string; id: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        {aside}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
