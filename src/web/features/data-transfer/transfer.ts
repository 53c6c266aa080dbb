/**
 * Export downloads and import uploads with progress. XMLHttpRequest rather than fetch: only
 * it reports upload progress, which matters for a 5 MB file on a slow connection.
 */
import type { ImportFinishing } from "../../../core/export-schema.js";
import { ApiError, type AnswerOf, type Endpoint, answerOf, apiError, apiHeaders, urlOf } from "../../lib/api.js";

/** The server's limit for one import (src/server/export/routes.ts). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

type ImportEndpoint = "POST /import" | "POST /import/loop";
/** What an import answers: the counts, and for a Loop import the habits, pauses and per-habit notes. */
export type ImportSummary = AnswerOf<"POST /import"> & Partial<Pick<AnswerOf<"POST /import/loop">, "habits" | "pauses" | "notes">>;

export type Progress = (fraction: number | undefined) => void;

/** A failure on this device (the file), before anything is sent; the server's refusals are ApiErrors. */
export class TransferError extends Error {}

const TOO_LARGE = "This file is larger than 5 MB";

/**
 * The client's transport over XMLHttpRequest: the same URL, headers and ApiError as lib/api.ts's
 * fetch, so only the progress events differ. Resolves with the request once it succeeded.
 */
function send(
  endpoint: Endpoint,
  opts: { query?: unknown; body?: string; responseType?: XMLHttpRequestResponseType; onDownload?: Progress; onUpload?: Progress },
): Promise<XMLHttpRequest> {
  return new Promise((resolve, reject) => {
    const [method, path] = urlOf(endpoint, opts);
    const xhr = new XMLHttpRequest();
    xhr.open(method, `/api${path}`);
    for (const [name, value] of Object.entries(apiHeaders(true))) xhr.setRequestHeader(name, value);
    if (opts.body !== undefined) xhr.setRequestHeader("content-type", "application/json");
    if (opts.responseType) xhr.responseType = opts.responseType;
    const progress = (report: Progress | undefined) => (e: ProgressEvent) =>
      report?.(e.lengthComputable && e.total > 0 ? e.loaded / e.total : undefined);
    xhr.onprogress = progress(opts.onDownload);
    if (opts.onUpload) xhr.upload.onprogress = progress(opts.onUpload);
    xhr.onerror = () => reject(new ApiError(0, "Error connecting to server"));
    xhr.onload = async () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve(xhr);
      // An error body of a blob download arrives as a Blob too: read its text for the message.
      const text = xhr.response instanceof Blob ? await xhr.response.text() : xhr.responseText;
      const error = apiError(xhr.status, xhr.statusText, text);
      if (!error.serverMessage) error.message = xhr.status === 413 ? TOO_LARGE : `The server answered ${xhr.status}`;
      reject(error);
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
  const query = format === "csv" ? { format } : undefined;
  const xhr = await send("GET /export", { query, responseType: "blob", onDownload: onProgress });
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

/**
 * Uploads an import: `body` is the file's text as read (the server parses and validates it).
 * A 202 answers that the file is imported and its check-ins are still being written (decision 069).
 */
export async function uploadImport<E extends ImportEndpoint>(
  endpoint: E,
  body: string,
  onProgress: Progress,
): Promise<AnswerOf<E> | ImportFinishing> {
  if (new Blob([body]).size > IMPORT_MAX_BYTES) throw new TransferError(TOO_LARGE);
  const xhr = await send(endpoint, { body, onUpload: onProgress });
  if (xhr.status === 202) return JSON.parse(xhr.responseText) as ImportFinishing;
  return answerOf(endpoint, xhr.responseText);
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
