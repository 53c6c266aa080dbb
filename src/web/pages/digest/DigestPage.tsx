// Placeholder until this page's issue lands.
export function DigestPage() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-3xl font-semibold">Digest</h1>
    </main>
  );
}
