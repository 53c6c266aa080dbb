// Placeholder until this page's issue lands.
export function HowPage() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-3xl font-semibold">How it works</h1>
    </main>
  );
}
