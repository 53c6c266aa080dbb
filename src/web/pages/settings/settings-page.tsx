import { Suspense, lazy } from "react";
import { Link } from "react-router";
import { SiteFooter } from "../../components/layout/site-footer.js";
import { SiteHeader } from "../../components/layout/site-header.js";
import { buttonClass } from "../../components/ui/button.js";
import { Spinner } from "../../components/ui/feedback.js";
import { DataTransferPanel } from "../../features/data-transfer/data-transfer-panel.js";
import { useSession } from "../../lib/session.js";
import { DeleteAccountButton, LogoutButton } from "./account-actions.js";
import { NotificationsPanel } from "./notifications-panel.js";
import { PasswordForm } from "./password-form.js";
import { SessionsPanel } from "./sessions-panel.js";
import { SignInsPanel } from "./sign-ins-panel.js";
import { SettingsSection } from "./settings-section.js";
import { StartPageControl } from "./start-page-control.js";
import { ThemeControl } from "./theme-control.js";
import { WeekStartControl } from "./week-start-control.js";

/** Tokens and check-in links (issue 32): their own chunk, loaded when a signed-in user opens Settings. */
const ConnectionsSection = lazy(() => import("../../features/connections/connections-section.js"));
/** The e-mail address (issue 32): its own chunk; not drawn when the server sends no e-mail. */
const EmailSection = lazy(() => import("../../features/email/email-section.js"));
const ChannelsPanel = lazy(() => import("../../features/channels/channels-panel.js"));
const NudgesPanel = lazy(() => import("../../features/nudges/nudges-panel.js"));

/**
 * /settings is open in the route table; without a token the account forms cannot work, so a
 * signed-out visitor sees a way to log in instead. The theme is a device setting: always shown.
 */
export function SettingsPage() {
  const { token, username } = useSession();
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
        <Link to="/dashboard" className={buttonClass("ghost", "sm")}>
          <span aria-hidden="true">←</span> Back to dashboard
        </Link>
        <h1 className="mt-4 text-3xl font-semibold tracking-tight text-slate-900 dark:text-white">Settings</h1>
        {token ? (
          <p className="mt-2 text-slate-600 dark:text-slate-300">
            Signed in as <span className="font-medium text-slate-900 dark:text-white">{username ?? "you"}</span>
          </p>
        ) : null}

        <div className="mt-8 flex flex-col gap-6">
          {token ? null : <SignedOutNotice />}
          <SettingsSection title="Appearance" description="Theme for this device.">
            <ThemeControl />
          </SettingsSection>
          {token ? (
            <>
              <SettingsSection title="Start page" description="The page the app opens on, on this device.">
                <StartPageControl />
              </SettingsSection>
              <SettingsSection title="Week" description="The first day of the week for weekly habits: their counts and streaks follow it.">
                <WeekStartControl />
              </SettingsSection>
              <Suspense fallback={null}>
                <EmailSection
                  frame={(panel) => (
                    <SettingsSection
                      title="E-mail address"
                      description="Confirmed by a link mailed to it; then “Forgot password?” can mail you a reset link."
                    >
                      {panel}
                    </SettingsSection>
                  )}
                />
              </Suspense>
              <SettingsSection title="Update password" description="Enter your current password, then the new one.">
                <PasswordForm username={username ?? ""} />
              </SettingsSection>
              <SettingsSection
                title="Notifications"
                description="Reminders and nudges for your goals: on this device, in your calendar and on your channels."
              >
                <NotificationsPanel />
                <Suspense fallback={<Spinner label="Loading channels…" />}>
                  <ChannelsPanel />
                </Suspense>
                <Suspense fallback={<Spinner label="Loading nudges…" />}>
                  <NudgesPanel />
                </Suspense>
              </SettingsSection>
              <SettingsSection title="Connections" description="API tokens, check-in links and webhooks for your own tools.">
                <Suspense fallback={<Spinner label="Loading connections…" />}>
                  <ConnectionsSection />
                </Suspense>
              </SettingsSection>
              <DataTransferPanel />
              <SettingsSection
                title="Signed-in devices"
                description="Where your account is signed in. Sign out any device you do not recognise."
              >
                <SessionsPanel />
              </SettingsSection>
              <SettingsSection title="Recent sign-ins" description="Sign-ins to your account and failed attempts, from the last 90 days.">
                <SignInsPanel />
              </SettingsSection>
              <SettingsSection title="Session" description="Log out of ProgressVault on this device.">
                <LogoutButton />
              </SettingsSection>
              <SettingsSection
                title="Delete account"
                tone="danger"
                description="Removes your account and all of your goals and journal entries for good."
              >
                <DeleteAccountButton />
              </SettingsSection>
            </>
          ) : null}
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}

function SignedOutNotice() {
  return (
    <section
      aria-labelledby="signed-out-title"
      className="rounded-lg border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="signed-out-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        You're signed out
      </h2>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">Log in to change your password, log out or delete your account.</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <Link to={`/login?next=${encodeURIComponent("/settings")}`} className={buttonClass("primary")}>
          Log in
        </Link>
        <Link to="/signup" className={buttonClass("secondary")}>
          Create an account
        </Link>
      </div>
    </section>
  );
}
