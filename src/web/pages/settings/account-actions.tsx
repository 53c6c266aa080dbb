import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button.js";
import { ButtonSpinner } from "../../features/auth/button-spinner.js";
import { settingsApi } from "./settings-api.js";
import { logout } from "../../lib/logout.js";
import { clearSession } from "../../lib/session.js";
import { toast } from "../../lib/toast.js";
import { DELETE_REDIRECT_MS, SETTINGS_MESSAGES, SETTINGS_TOAST_MS, serverErrorOr } from "./settings-messages.js";

export function LogoutButton() {
  const navigate = useNavigate();
  const out = useMutation({ mutationFn: () => logout((to) => navigate(to, { replace: true })) });
  return (
    <Button variant="secondary" onClick={() => out.mutate()} disabled={out.isPending} aria-busy={out.isPending}>
      {out.isPending ? "Logging out…" : "Logout"}
    </Button>
  );
}

/**
 * Delete Account: browser confirmation, "Account deleted", then after 1 s local storage is
 * cleared, the user is logged out and sent to /signup (public §4).
 */
export function DeleteAccountButton() {
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: settingsApi.deleteAccount,
    onSuccess: () => {
      toast.success(SETTINGS_MESSAGES.accountDeleted, SETTINGS_TOAST_MS);
      window.setTimeout(() => {
        // The token died with the account: clear it first so logout does not call the server.
        clearSession();
        void logout(() => navigate("/signup", { replace: true }));
      }, DELETE_REDIRECT_MS);
    },
    onError: (err) => toast.error(serverErrorOr(err, SETTINGS_MESSAGES.deleteFailed), SETTINGS_TOAST_MS),
  });
  const busy = remove.isPending || remove.isSuccess;

  return (
    <Button
      variant="danger"
      disabled={busy}
      aria-busy={busy}
      onClick={() => {
        if (window.confirm(SETTINGS_MESSAGES.deleteConfirm)) remove.mutate();
      }}
    >
      {busy ? <ButtonSpinner /> : null}
      {remove.isPending ? "Deleting…" : remove.isSuccess ? "Signing out…" : "Delete Account"}
    </Button>
  );
}
