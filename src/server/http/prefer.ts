/**
 * The `Prefer` request header (RFC 7240): whether a client asks for `return=representation`,
 * i.e. the changed resource in the answer rather than an empty 204 (decision 044). Preferences
 * are comma-separated, each `token[=value]` with `;` parameters; names are case-insensitive and
 * a value may be quoted. Several header lines arrive joined by commas or as an array.
 */
export const PREFERENCE_APPLIED = "preference-applied";
export const RETURN_REPRESENTATION = "return=representation";

export function prefersRepresentation(header: string | string[] | undefined): boolean {
  if (header === undefined) return false;
  const text = Array.isArray(header) ? header.join(",") : header;
  return text.split(",").some((preference) => {
    const [name = "", value = ""] = (preference.split(";")[0] ?? "").split("=");
    return (
      name.trim().toLowerCase() === "return" &&
      value
        .trim()
        .replace(/^"(.*)"$/, "$1")
        .toLowerCase() === "representation"
    );
  });
}
