/**
 * Export downloads and import uploads with progress. XMLHttpRequest rather than fetch: only
 * it reports upload progress, which matters for a 5 MB file on a slow connection.
 */
import { getToken } from "../../lib/session.js";

/** The server's limit for one import (src/server/export/routes.ts). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
}
export interface ImportSummary {
  goals: ImportCounts;
  entries: ImportCounts;
  likes: { added: number; unchanged: number; skipped: number };
  habits?: number;
}

export type Progress = (fraction: number | undefined) => void;

export class TransferError extends Error {}

function errorText(xhr: XMLHttpRequest): string {
  try {
    const body = JSON.parse(xhr.responseText) as { error?: unknown };
    if (typeof body.error === "string") return body.error;
  } catch {
    // not JSON: fall through
  }
  if (xhr.status === 413) return "This file is larger than 5 MB";
  return xhr.status ? `The server answered ${xhr.status}` : "Error connecting to server";
}

function send(
  method: string,
  path: string,
  opts: { body?: string; responseType?: XMLHttpRequestResponseType; onDownload?: Progress; onUpload?: Progress },
): Promise<XMLHttpRequest> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `/api${path}`);
    const token = getToken();
    if (token) xhr.setRequestHeader("authorization", `Bearer ${token}`);
    if (opts.body !== undefined) xhr.setRequestHeader("content-type", "application/json");
    if (opts.responseType) xhr.responseType = opts.responseType;
    const progress = (report: Progress | undefined) => (e: ProgressEvent) => report?.(e.lengthComputable && e.total > 0 ? e.loaded / e.total : undefined);
    xhr.onprogress = progress(opts.onDownload);
    if (opts.onUpload) xhr.upload.onprogress = progress(opts.onUpload);
    xhr.onerror = () => reject(new TransferError("Error connecting to server"));
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(xhr);
      else if (opts.responseType === "blob" && xhr.response instanceof Blob) {
        // An error body arrives as a Blob too: read its text for the message.
        void (xhr.response as Blob).text().then((text) => {
          let message = `The server answered ${xhr.status}`;
          try {
            const body = JSON.parse(text) as { error?: unknown };
            if (typeof body.error === "string") message = body.error;
          } catch {
            // keep the status message
          }
          reject(new TransferError(message));
        });
      } else reject(new TransferError(errorText(xhr)));
    };
    xhr.send(opts.body ?? null);
  });
}

function filenameOf(xhr: XMLHttpRequest, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(xhr.getResponseHeader("content-disposition") ?? "");
  return match?.[1] ?? fallback;
}

/** Downloads the export and hands it to the browser as a file; answers the file name. */
export async function downloadExport(format: "json" | "csv", onProgress: Progress): Promise<string> {
  const xhr = await send("GET", format === "csv" ? "/export?format=csv" : "/export", { responseType: "blob", onDownload: onProgress });
  const name = filenameOf(xhr, format === "csv" ? "progressvault-entries.csv" : "progressvault-export.json");
  const url = URL.createObjectURL(xhr.response as Blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

export async function uploadImport(path: "/import" | "/import/loop", body: string, onProgress: Progress): Promise<ImportSummary> {
  if (new Blob([body]).size > IMPORT_MAX_BYTES) throw new TransferError("This file is larger than 5 MB");
  const xhr = await send("POST", path, { body, onUpload: onProgress });
  return JSON.parse(xhr.responseText) as ImportSummary;
}

/** Reads a chosen file as text, reporting how much is read. */
export function readFileText(file: Blob, onProgress: Progress): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (e) => onProgress(e.lengthComputable && e.total > 0 ? e.loaded / e.total : undefined);
    reader.onerror = () => reject(new TransferError("The file could not be read"));
    reader.onload = () => resolve(String(reader.result ?? ""));
    reader.readAsText(file);
  });
}
