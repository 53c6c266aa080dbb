/**
 * Arbitraries of hostile input for the fuzz tests: text from every corner of Unicode and every
 * injection family, values of the wrong type, huge and deeply nested payloads.
 */
import fc from "fast-check";

/** A marker each XSS payload sets, so a browser test can tell whether one ever ran. */
export const PWNED = "__pwned";

export const XSS = [
  `<img src=x onerror="window.${PWNED}=1">`,
  `<script>window.${PWNED}=1</script>`,
  `"><svg onload=window.${PWNED}=1>`,
  `javascript:window.${PWNED}=1`,
  `<a href="javascript:alert(1)">x</a>`,
  `</title><script>alert(1)</script>`,
  `' onmouseover='alert(1)`,
  "{{constructor.constructor('alert(1)')()}}",
  "${alert(1)}",
];

export const SQL = [
  "'; DROP TABLE goals; --",
  "' OR '1'='1",
  "1) OR (1=1",
  "%' --",
  "\\",
  "\\'",
  "_%",
  "'; SELECT pg_sleep(10); --",
  "$1",
  "?",
];

export const UNICODE = [
  "\u202Egnp.exe\u202C", // right-to-left override
  "مرحبا بالعالم", // RTL script
  "a\u200Bb\u200Cc\u200Dd\uFEFF", // zero-width characters and a BOM
  "👩‍👩‍👧‍👦🏳️‍🌈🎯",
  "e\u0301\u0301\u0301\u0301", // stacked combining marks
  "\u0000",
  "a\u0000b",
  "\uD800", // lone high surrogate
  "x\uDFFFy", // lone low surrogate
  "\u2028\u2029",
  "\r\n\t\u000B\f",
  "İıß",
  "\uFFFF\uFFFE",
  " ".repeat(50),
  "",
];

export const PROTO_KEYS = ["__proto__", "constructor", "prototype", "toString", "valueOf", "hasOwnProperty"];

/** Raw bodies that are not JSON, or JSON built to hurt a parser. */
export const RAW_BODIES = [
  "{",
  '{"a":}',
  "{'a':1}",
  "nul",
  "\u0000",
  "[".repeat(20_000) + "]".repeat(20_000),
  '{"a":'.repeat(3_000) + "1" + "}".repeat(3_000),
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":1,"a":2}',
  "1e999",
  '"\\ud800"',
];

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...XSS, ...SQL, ...UNICODE, ...PROTO_KEYS), weight: 4 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: "binary-ascii", maxLength: 40 }), weight: 2 },
  // Long and huge: around the 200/500/2000/5000 field limits and past the 100 kB body limit.
  {
    arbitrary: fc
      .tuple(fc.constantFrom(199, 200, 201, 499, 501, 1999, 2001, 4999, 5001, 20_000, 120_000), fc.constantFrom("x", "é", "🎯", "<"))
      .map(([n, c]) => c.repeat(n)),
    weight: 1,
  },
);

/** Any JSON value at all: the wrong type for whatever field it lands in. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom(...PROTO_KEYS, "a", "title"), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

export const anyValue: fc.Arbitrary<unknown> = fc.oneof({ arbitrary: hostileText, weight: 3 }, { arbitrary: wrongType, weight: 2 });

/**
 * URL pieces sent as they are, not encoded: broken percent-escapes, encoded NUL and lone
 * surrogates, overlong UTF-8, traversal.
 */
export const RAW_SEGMENTS = ["%", "%zz", "%00", "%ED%A0%80", "%C0%AE%C0%AE", "..", "%2e%2e%2f%2e%2e%2fpackage.json", "a%2Fb", "%E2%80%AE"];

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** encodeURIComponent that survives lone surrogates (it throws on them): they become U+FFFD. */
export function encodeSegment(s: string): string {
  return encodeURIComponent(s.replace(LONE_SURROGATE, "\uFFFD"));
}

/** Serialises a query: repeated keys allowed, every part percent-encoded. */
export function toQuery(pairs: readonly (readonly [string, string])[]): string {
  if (pairs.length === 0) return "";
  return `?${pairs.map(([k, v]) => `${encodeSegment(k)}=${encodeSegment(v)}`).join("&")}`;
}
