// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "../../lib/session.js";
import { DataTransferPanel } from "./data-transfer-panel.js";

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | null;
}

/** A stand-in XMLHttpRequest: records each request and answers with `reply`, reporting upload progress first. */
function fakeXhr(reply: (req: Sent) => { status: number; body: string }) {
  const sent: Sent[] = [];
  class FakeXhr {
    status = 0;
    responseText = "";
    response: unknown = null;
    responseType = "";
    upload: { onprogress: ((e: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
    onprogress: ((e: Partial<ProgressEvent>) => void) | null = null;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private req: Sent = { method: "", url: "", headers: {}, body: null };
    open(method: string, url: string) {
      this.req = { method, url, headers: {}, body: null };
    }
    setRequestHeader(name: string, value: string) {
      this.req.headers[name] = value;
    }
    getResponseHeader() {
      return null;
    }
    send(body: string | null) {
      this.req.body = body;
      sent.push(this.req);
      const answer = reply(this.req);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        setTimeout(() => {
          this.status = answer.status;
          this.responseText = answer.body;
          this.onload?.();
        }, 20);
      }, 0);
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return sent;
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const invalidate = vi.spyOn(client, "invalidateQueries");
  render(
    <QueryClientProvider client={client}>
      <DataTransferPanel />
    </QueryClientProvider>,
  );
  return { invalidate };
}

const summary = {
  goals: { created: 2, updated: 1, unchanged: 0 },
  entries: { created: 5, updated: 0, unchanged: 3 },
  likes: { added: 0, unchanged: 0, skipped: 0 },
};

describe("DataTransferPanel", () => {
  beforeEach(() => {
    localStorage.clear();
    saveSession("tok-123", "ann");
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("uploads a chosen export with the token, shows progress, then the summary, and refreshes the goals", async () => {
    const sent = fakeXhr(() => ({ status: 200, body: JSON.stringify(summary) }));
    const { invalidate } = renderPanel();
    const file = new File(['{"format":"progressvault-export"}'], "mine.json", { type: "application/json" });
    fireEvent.change(screen.getByLabelText("A ProgressVault export (.json)"), { target: { files: [file] } });

    const bar = await screen.findByRole("progressbar", { name: "Uploading…" });
    await waitFor(() => expect(bar.getAttribute("aria-valuenow")).toBe("50"));
    expect(await screen.findByText("Imported: 2 goals added, 1 updated; 5 check-ins added, 0 updated; 3 already up to date.")).toBeTruthy();
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(sent).toEqual([
      {
        method: "POST",
        url: "/api/import",
        headers: { accept: "application/json", authorization: "Bearer tok-123", "content-type": "application/json" },
        body: '{"format":"progressvault-export"}',
      },
    ]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["goals"] });
  });

  it("says an import answered 202 is in and still finishing, and refreshes the goals", async () => {
    const message =
      "Your file is imported. Some of its check-ins are still being written and will appear shortly; there is no need to send it again.";
    fakeXhr(() => ({
      status: 202,
      body: JSON.stringify({ status: "finishing", import_id: "0190f7a2-0000-7000-8000-000000000001", message }),
    }));
    const { invalidate } = renderPanel();
    const file = new File(['{"format":"progressvault-export"}'], "mine.json", { type: "application/json" });
    fireEvent.change(screen.getByLabelText("A ProgressVault export (.json)"), { target: { files: [file] } });
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["goals"] });
  });

  it("sends Loop's CSV files as one import and shows the server's refusal", async () => {
    const sent = fakeXhr(() => ({ status: 400, body: JSON.stringify({ error: "Habits.csv lists no habits" }) }));
    renderPanel();
    const files = [new File(["Position,Name\n"], "Habits.csv"), new File(["Date,\n"], "Checkmarks.csv")];
    fireEvent.change(screen.getByLabelText("A Loop Habit Tracker export (.zip, or its Habits.csv and Checkmarks.csv)"), {
      target: { files },
    });
    expect((await screen.findByRole("alert")).textContent).toBe("Habits.csv lists no habits");
    expect(sent[0]?.url).toBe("/api/import/loop");
    expect(JSON.parse(sent[0]!.body!)).toEqual({ habits: "Position,Name\n", checkmarks: "Date,\n" });
  });

  it("words the API's refusal of a file that is not an export for a person, naming Import from Loop", async () => {
    for (const error of ['format must be "progressvault-export"', "Request body is not valid JSON"]) {
      fakeXhr(() => ({ status: 400, body: JSON.stringify({ error }) }));
      renderPanel();
      const file = new File(["Position,Name\n"], "Habits.csv");
      fireEvent.change(screen.getByLabelText("A ProgressVault export (.json)"), { target: { files: [file] } });
      expect((await screen.findByRole("alert")).textContent).toBe(
        "This is not a ProgressVault export. To bring in Loop Habit Tracker data, use Import from Loop.",
      );
      expect(screen.getByRole("heading", { name: "Import from Loop" })).toBeTruthy();
      cleanup();
    }
    // Any other refusal keeps the server's words.
    fakeXhr(() => ({ status: 400, body: JSON.stringify({ error: "goals[0].title must be text" }) }));
    renderPanel();
    fireEvent.change(screen.getByLabelText("A ProgressVault export (.json)"), { target: { files: [new File(["{}"], "x.json")] } });
    expect((await screen.findByRole("alert")).textContent).toBe("goals[0].title must be text");
  });

  it("refuses a file over 5 MB before sending anything", async () => {
    const sent = fakeXhr(() => ({ status: 200, body: "{}" }));
    renderPanel();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.json");
    fireEvent.change(screen.getByLabelText("A ProgressVault export (.json)"), { target: { files: [big] } });
    expect((await screen.findByRole("alert")).textContent).toBe("This file is larger than 5 MB");
    expect(sent).toEqual([]);
    expect(screen.getByRole("button", { name: "Download all data (JSON)" })).toBeTruthy();
  });
});
