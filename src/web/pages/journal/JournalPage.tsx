// Placeholder until this page's issue lands.
export function JournalPage() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-3xl font-semibold">Journal</h1>
    </main>
  );
}
