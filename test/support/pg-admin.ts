/** One statement on a PostgreSQL server over a connection of its own (create, drop, analyze). */
import pg from "pg";

export async function pgAdmin(url: string, statement: string): Promise<void> {
  await pgQuery(url, statement);
}

/** pgAdmin for a statement whose rows are wanted (a size, a setting). */
export async function pgQuery(url: string, statement: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The server's URL naming another database on it. */
export function databaseUrl(serverUrl: string, name: string): string {
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
}
