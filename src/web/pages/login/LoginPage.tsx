// Placeholder until this page's issue lands.
export function LoginPage() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-3xl font-semibold">Log in</h1>
    </main>
  );
}
