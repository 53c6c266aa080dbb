/**
 * `npm run user -- add NAME`: creates an account from the shell and prints the one-time link
 * that sets its password (issue 31); `npm run user -- reset NAME` prints such a link for an
 * existing account (an admin locked out of a server that sends no e-mail). The link starts with
 * PUBLIC_URL, else the server's own HOST:PORT. With the embedded database the server must be
 * stopped (it holds DATA_DIR's lock).
 */
import { v7 as uuidv7 } from "uuid";
import { createAccountFromShell, resetLinkFromShell } from "../admin/service.js";
import type { Config } from "../config.js";
import { openDatabase } from "../db/open.js";
import { OpsError } from "../ops/backup.js";

export const USER_USAGE = [
  "npm run user -- add NAME     create an account and print a one-time link that sets its password",
  "npm run user -- reset NAME   print a one-time link that sets an existing account's password",
].join("\n       ");

export async function userCommand(config: Config, args: string[]): Promise<void> {
  const [action, name] = args;
  if ((action !== "add" && action !== "reset") || !name) throw new OpsError(`Usage: ${USER_USAGE}`);
  const db = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, poolSize: 1 });
  try {
    await db.migrate();
    const origin = config.publicUrl ?? `http://${config.host}:${config.port}`;
    const deps = { db, now: () => new Date(), newId: () => uuidv7() };
    if (action === "reset") {
      const link = await resetLinkFromShell(deps, name, origin);
      console.log(`The password of "${link.username}" is set at this link (one use, until ${link.expires_at}):`);
      console.log(link.url);
      return;
    }
    const made = await createAccountFromShell(deps, name, origin);
    console.log(`Created the ${made.role} account "${made.username}".`);
    console.log(`Its password is set at this link (one use, until ${made.expires_at}):`);
    console.log(made.url);
  } finally {
    await db.close();
  }
}
