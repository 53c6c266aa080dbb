/** Test helpers for the discovery pages: a router at a path, a fresh query client, canned fetch answers. */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";

export function renderPage(element: ReactElement, path = "/") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: path.split("?")[0] ?? "/", element },
      { path: "*", element: <p>Other page</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}

export function answer(status: number, body?: unknown, statusText = "") {
  return async () =>
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      statusText,
      headers: { "content-type": "application/json" },
    });
}
