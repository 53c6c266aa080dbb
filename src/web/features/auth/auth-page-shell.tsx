import type { ReactNode } from "react";
import { SiteFooter } from "../../components/layout/site-footer.js";
import { SiteHeader } from "../../components/layout/site-header.js";

/** Header, a centred main area and the footer: the frame of the login and signup pages. */
export function AuthPageShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="flex-1 px-4 py-10 sm:py-16">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
