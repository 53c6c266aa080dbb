// Placeholder until this page's issue lands.
export function BlogArticlePage() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-3xl font-semibold">Blog article</h1>
    </main>
  );
}
