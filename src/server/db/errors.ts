/** Recognises a unique-constraint violation from either engine. */
export function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== "object" || err === null) return false;
  const e = err as { code?: unknown; message?: unknown };
  return (
    e.code === "23505" || // PostgreSQL unique_violation
    e.code === "SQLITE_CONSTRAINT_UNIQUE" ||
    e.code === "SQLITE_CONSTRAINT_PRIMARYKEY"
  );
}

/** PostgreSQL SQLSTATE classes of a database that cannot serve: connection exceptions, insufficient resources, operator intervention, system errors. */
const PG_UNAVAILABLE_CLASSES = ["08", "53", "57", "58"];
/** Single PostgreSQL codes: the database is gone (3D000) or its schema is (42P01 undefined table, 3F000 invalid schema). */
const PG_UNAVAILABLE_CODES = new Set(["3D000", "42P01", "3F000"]);
/** Socket-level failures of a PostgreSQL connection. */
const NET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);
/** SQLite result codes (primary; extended codes start with them): the file cannot serve. */
const SQLITE_UNAVAILABLE = [
  "SQLITE_FULL",
  "SQLITE_IOERR",
  "SQLITE_CORRUPT",
  "SQLITE_READONLY",
  "SQLITE_CANTOPEN",
  "SQLITE_NOTADB",
  "SQLITE_NOMEM",
  "SQLITE_BUSY",
  "SQLITE_LOCKED",
  "SQLITE_PROTOCOL",
];
/** Messages of the drivers themselves when the connection is gone, and of a schema that vanished. */
const UNAVAILABLE_MESSAGES = [
  /^no such table: /, // SQLite: the schema is missing (an empty database file)
  /Connection terminated/i, // pg: the server closed the socket
  /not queryable/i, // pg: a client whose connection already failed
  /timeout exceeded when trying to connect/i, // pg pool: connectionTimeoutMillis
  /the database connection is not open/i, // better-sqlite3 after close
];

/**
 * Recognises an error that says the database cannot serve requests right now (gone, full, its
 * schema missing, the connection lost), from either engine: these answer 503 with Retry-After,
 * never 500, and are logged with their own code. Errors of the input (constraints, bad values)
 * are not among them.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (typeof err !== "object" || err === null) return false;
  const e = err as { code?: unknown; message?: unknown; errors?: unknown };
  const code = typeof e.code === "string" ? e.code : "";
  if (code) {
    if (/^[0-9A-Z]{5}$/.test(code) && (PG_UNAVAILABLE_CODES.has(code) || PG_UNAVAILABLE_CLASSES.includes(code.slice(0, 2)))) return true;
    if (NET_CODES.has(code)) return true;
    if (SQLITE_UNAVAILABLE.some((c) => code === c || code.startsWith(`${c}_`))) return true;
  }
  // Node's net module reports a refused dual-stack connect as an AggregateError of both attempts.
  if (Array.isArray(e.errors) && e.errors.some(isDatabaseUnavailable)) return true;
  const message = typeof e.message === "string" ? e.message : "";
  return UNAVAILABLE_MESSAGES.some((re) => re.test(message));
}
