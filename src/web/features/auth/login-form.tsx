import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button.js";
import { Alert } from "../../components/ui/feedback.js";
import { TextField } from "../../components/ui/field.js";
import { authApi } from "./auth-api.js";
import { saveSession } from "../../lib/session.js";
import { ButtonSpinner } from "./button-spinner.js";
import { loginErrorMessage, validateLogin } from "./auth-messages.js";

/** Username and password; on success the session is saved and `onSignedIn` decides where to go. */
export function LoginForm({ initialUsername = "", onSignedIn }: { initialUsername?: string; onSignedIn: () => void }) {
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);
  const login = useMutation({
    mutationFn: authApi.login,
    onSuccess: (res) => {
      saveSession(res.token, res.username);
      onSignedIn();
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    if (login.isPending) return;
    login.reset();
    const problem = validateLogin(username, password);
    setInvalid(problem);
    if (problem) return;
    login.mutate({ username: username.trim(), password });
  }

  const message = invalid ?? (login.isError ? loginErrorMessage(login.error) : null);
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {message ? <Alert>{message}</Alert> : null}
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        aria-invalid={invalid !== null && !username.trim()}
        required
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        aria-invalid={invalid !== null && !password}
        required
      />
      <Button type="submit" size="lg" disabled={login.isPending} aria-busy={login.isPending} className="mt-2 w-full">
        {login.isPending ? <ButtonSpinner /> : null}
        {login.isPending ? "Logging in…" : "Log in"}
      </Button>
    </form>
  );
}
