// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useEffect, useState } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addLikeCountCache, withLikeCount } from "../../lib/like-counts.js";
import { LikeButton } from "./like-button.js";

const GOAL = { id: "g1", username: "Ann", slug: "run", likes_count: 4 };
const KEY = "g1:ann:run";

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}

/** The button reads its count from a cache that registered for like counts, like the pages do. */
function CachedLike() {
  const [goal, setGoal] = useState(GOAL);
  useEffect(() => addLikeCountCache((id, next) => setGoal((g) => withLikeCount(g, id, next))), []);
  return <LikeButton goal={goal} count={goal.likes_count} />;
}

function setup() {
  render(
    <MemoryRouter initialEntries={["/explore?q=run"]}>
      <Routes>
        <Route path="/explore" element={<CachedLike />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("LikeButton", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("counts at once, then takes the server's count and remembers the like on this device", async () => {
    localStorage.setItem("token", "t");
    const answer = deferred<Response>();
    const fetchSpy = vi.fn(() => answer.promise);
    vi.stubGlobal("fetch", fetchSpy);
    setup();
    const button = screen.getByRole("button", { name: "Like 4 likes" });
    expect(button.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(button);
    expect((await screen.findByRole("button", { name: "Like 5 likes" })).getAttribute("aria-pressed")).toBe("true");
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/likes/Ann/run");
    expect(JSON.parse(String(init.body))).toEqual({ like: true });
    expect((init.headers as Record<string, string>).authorization).toBe("Bearer t");
    answer.resolve(json(200, { likes: 9, liked: true }));
    await screen.findByRole("button", { name: "Like 9 likes" });
    expect(JSON.parse(localStorage.getItem("pv_likes") ?? "{}")).toEqual({ [KEY]: true });
  });

  it("unlikes when this device has liked it", async () => {
    localStorage.setItem("token", "t");
    localStorage.setItem("pv_likes", JSON.stringify({ [KEY]: true }));
    const fetchSpy = vi.fn(async () => json(200, { likes: 3, liked: false }));
    vi.stubGlobal("fetch", fetchSpy);
    setup();
    fireEvent.click(screen.getByRole("button", { name: "Like 4 likes" }));
    await screen.findByRole("button", { name: "Like 3 likes" });
    expect(JSON.parse(String((fetchSpy.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({ like: false });
    expect(localStorage.getItem("pv_likes")).toBe("{}");
  });

  it("reverts the count and the stored like when the call fails", async () => {
    localStorage.setItem("token", "t");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(500, { error: "Database unavailable" })),
    );
    setup();
    fireEvent.click(screen.getByRole("button", { name: "Like 4 likes" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Like 4 likes" }).getAttribute("aria-pressed")).toBe("false"));
    expect(localStorage.getItem("pv_likes")).toBe("{}");
  });

  it("sends a visitor without a token to log in, with nothing changed or sent", () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    setup();
    fireEvent.click(screen.getByRole("button", { name: "Like 4 likes" }));
    expect(screen.getByTestId("where").textContent).toBe("/login?next=%2Fexplore%3Fq%3Drun");
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(localStorage.getItem("pv_likes")).toBeNull();
  });
});
