/**
 * `npm run user -- add NAME`: creates an account from the shell and prints the one-time link
 * that sets its password (issue 31). The link starts with PUBLIC_URL, else the server's own
 * HOST:PORT. With the embedded database the server must be stopped (it holds DATA_DIR's lock).
 */
import { v7 as uuidv7 } from "uuid";
import { createAccountFromShell } from "../admin/service.js";
import type { Config } from "../config.js";
import { openDatabase } from "../db/open.js";
import { OpsError } from "../ops/backup.js";

export const USER_USAGE = "npm run user -- add NAME   create an account and print a one-time link that sets its password";

export async function userCommand(config: Config, args: string[]): Promise<void> {
  const [action, name] = args;
  if (action !== "add" || !name) throw new OpsError(`Usage: ${USER_USAGE}`);
  const db = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, poolSize: 1 });
  try {
    await db.migrate();
    const origin = config.publicUrl ?? `http://${config.host}:${config.port}`;
    const made = await createAccountFromShell({ db, now: () => new Date(), newId: () => uuidv7() }, name, origin);
    console.log(`Created the ${made.role} account "${made.username}".`);
    console.log(`Its password is set at this link (one use, until ${made.expires_at}):`);
    console.log(made.url);
  } finally {
    await db.close();
  }
}
