import { useQuery } from "@tanstack/react-query";
import { SiteHeader } from "../../components/layout/site-header.js";
import { SiteFooter } from "../../components/layout/site-footer.js";
import { Alert, Spinner } from "../../components/ui/feedback.js";
import { EventsPanel } from "../../features/admin/events-panel.js";
import { InvitesPanel } from "../../features/admin/invites-panel.js";
import { UsersPanel } from "../../features/admin/users-panel.js";
import { SIGNUP_MODE_TEXT, useSignupMode } from "../../features/auth/signup-mode.js";
import { request } from "../../lib/api.js";
import { SettingsSection } from "../settings/settings-section.js";

const MODE_TEXT = {
  open: "Open: anyone who reaches this server can sign up.",
  invite: `Invitation: ${SIGNUP_MODE_TEXT.invite.title.toLowerCase()}.`,
  closed: "Closed: nobody can sign up; you create accounts (npm run user -- add NAME).",
} as const;

/**
 * /admin (issue 31): the accounts of this server, its invitations, its sign-up mode and its
 * recent security events. Only
 * for admins: the server refuses everyone else (403), and the page says so.
 */
export function AdminPage() {
  const me = useQuery({ queryKey: ["auth-me"], queryFn: async ({ signal }) => (await request("GET /auth/me", { signal })).data });
  const mode = useSignupMode();
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900 dark:text-white">Admin</h1>
        {me.isPending ? (
          <div className="mt-6">
            <Spinner />
          </div>
        ) : me.isError ? (
          <div className="mt-6">
            <Alert>Failed to load your account.</Alert>
          </div>
        ) : me.data.role !== "admin" ? (
          <div className="mt-6">
            <Alert kind="warning">Only the admins of this server can open this page.</Alert>
          </div>
        ) : (
          <div className="mt-8 flex flex-col gap-6">
            <SettingsSection title="Sign-ups" description="Set by SIGNUP_MODE when the server starts.">
              <p className="text-sm text-slate-700 dark:text-slate-200">{mode ? MODE_TEXT[mode] : "Loading…"}</p>
            </SettingsSection>
            <SettingsSection title="Accounts" description="Change a role, disable or delete an account, or make a password link.">
              <UsersPanel me={me.data.username} />
            </SettingsSection>
            <SettingsSection title="Invitations" description="Each invitation link signs up one person.">
              <InvitesPanel />
            </SettingsSection>
            <SettingsSection title="Security events" description="Sign-ins, failed sign-ins and account changes of the last 90 days.">
              <EventsPanel />
            </SettingsSection>
          </div>
        )}
      </main>
      <SiteFooter />
    </div>
  );
}
