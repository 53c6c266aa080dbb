// Placeholder until this page's issue lands.
export function SignupPage() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-3xl font-semibold">Sign up</h1>
    </main>
  );
}
