/** The privacy policy (public §1, §3): what is kept, where, and how to have it deleted. */
import { PRIVACY_HEAD } from "../../../core/page-head.js";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SiteFooter } from "../../components/layout/site-footer.js";
import { SiteHeader } from "../../components/layout/site-header.js";
import { usePageMeta } from "../../lib/page-meta.js";
import { useContactEmail } from "../../lib/site.js";
import { DeviceKeysTable } from "./device-keys-table.js";

const linkClass = "font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800 dark:text-brand-100";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function PrivacyPage() {
  const email = useContactEmail();
  usePageMeta(PRIVACY_HEAD);
  const mail = (
    <a href={`mailto:${email}`} className={linkClass}>
      {email}
    </a>
  );

  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main
        id="main"
        className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-10 px-4 py-10 leading-relaxed text-slate-700 sm:px-6 sm:py-14 dark:text-slate-300"
      >
        <header className="flex flex-col gap-3">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">Privacy policy</h1>
          <p className="text-lg">
            ProgressVault keeps as little about you as it can. This page says what is stored, who can see it, and how to have it removed.
            Questions? Write to {mail}.
          </p>
        </header>

        <Section id="account-data" title="Your account">
          <p>For your account we keep exactly three things:</p>
          <ul className="list-disc space-y-1 pl-6">
            <li>your username;</li>
            <li>your email address, if you gave one;</li>
            <li>a hashed password — never the password itself.</li>
          </ul>
          <p>
            Besides that, we store the goals and journal check-ins you create, because they are what the app is for. We do not sell data,
            show ads, or use third-party trackers.
          </p>
        </Section>

        <Section id="private-by-default" title="Goals are private by default">
          <p>
            Every goal you create is private: only you can see it and its check-ins. A goal becomes visible to others only when you publish
            it yourself. It then has its own page at /{"{username}"}/{"{slug}"} — showing its title, description, motivation, progress and
            journal notes — and may appear in Explore, where people can like it. You can make it private again at any time.
          </p>
        </Section>

        <Section id="no-paywall" title="Free, with no paywall">
          <p>ProgressVault is free for everyone. There is no paid tier and no paywall, so there are no payment details to store.</p>
        </Section>

        <Section id="coach" title="The AI coach">
          <p>
            To answer you, the coach uses your message and the context of your goals: titles, categories, timeframes, progress, streaks,
            motivation and latest notes. That context is sent to an external AI provider only when the operator of this ProgressVault server
            has configured one. Without that configuration the built-in coach answers on the server itself, and nothing is sent anywhere.
          </p>
        </Section>

        <Section id="on-your-device" title="What is kept on your device">
          <p>
            Your browser keeps a few items in its local storage so the app remembers you and your choices. The sign-in token goes with your
            requests so the server knows it is you, and likes are also counted on the server; the rest stays on this device.
          </p>
          <DeviceKeysTable />
          <p>Logging out clears this storage. You can also remove it at any time through your browser's site-data settings.</p>
        </Section>

        <Section id="delete" title="Deleting your account">
          <p>You can delete your account and all of its goals and journals whenever you like:</p>
          <ul className="list-disc space-y-1 pl-6">
            <li>
              in{" "}
              <Link to="/settings" className={linkClass}>
                Settings
              </Link>
              , choose <strong className="font-semibold text-slate-900 dark:text-white">Delete Account</strong> and confirm; or
            </li>
            <li>write to {mail} from the address on your account (or tell us your username) and we will delete it for you.</li>
          </ul>
          <p>Deletion cannot be undone.</p>
        </Section>

        <Section id="contact" title="Contact">
          <p>For any privacy question or request, write to {mail}.</p>
        </Section>
      </main>
      <SiteFooter />
    </div>
  );
}
