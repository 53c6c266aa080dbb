/**
 * Operations commands (run with tsx from a clone, or node on the build in the container):
 *
 *   npm run backup -- FILE                 snapshot of the database the server would use
 *   npm run restore -- FILE                put a snapshot back (servers stopped)
 *   npm run db:migrate-to-postgres         copy DATA_DIR's embedded database to DATABASE_URL
 *   npm run user -- add NAME               create an account; prints its one-time password-set link
 *
 * The database comes from the same environment as the server's (DATA_DIR, DATABASE_URL),
 * or from --data-dir / --database-url.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../config.js";
import { OpsError, backupKind, backupPostgres, backupSqlite, restorePostgres, restoreSqlite, type Counts } from "../ops/backup.js";
import { migrateToPostgres } from "../ops/migrate-to-postgres.js";
import { ServerRunningError } from "../ops/presence.js";
import { AppError } from "../errors.js";
import { DataDirLockedError } from "../db/lock.js";
import { userCommand } from "./user.js";

const USAGE = `Usage:
  npm run backup -- FILE [--data-dir DIR | --database-url URL]
  npm run restore -- FILE [--data-dir DIR | --database-url URL]
  npm run db:migrate-to-postgres -- [--data-dir DIR] [--database-url URL]
  npm run user -- add NAME [--data-dir DIR | --database-url URL]

Without options, DATA_DIR and DATABASE_URL come from the environment, as for the server:
with DATABASE_URL set, backup and restore work on PostgreSQL, else on the embedded database.`;

function describe(counts: Counts): string {
  return Object.entries(counts)
    .map(([t, n]) => `${t} ${n}`)
    .join(", ");
}

async function run(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      "data-dir": { type: "string" },
      "database-url": { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  const [command, file] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig({
    ...process.env,
    ...(values["data-dir"] ? { DATA_DIR: values["data-dir"] } : {}),
    ...(values["database-url"] ? { DATABASE_URL: values["database-url"] } : {}),
  });
  const url = config.databaseUrl;

  switch (command) {
    case "backup": {
      if (!file) throw new OpsError(`backup needs the file to write.\n\n${USAGE}`);
      const counts = url ? await backupPostgres(url, file) : await backupSqlite(config.dataDir, file);
      console.log(`Backed up the ${url ? "PostgreSQL" : "embedded"} database to ${path.resolve(file)}: ${describe(counts)}`);
      return;
    }
    case "restore": {
      if (!file) throw new OpsError(`restore needs the backup file to read.\n\n${USAGE}`);
      const kind = backupKind(file);
      if (kind === "postgres" && !url) {
        throw new OpsError("This is a PostgreSQL backup: set DATABASE_URL (or --database-url) to the database to restore into.");
      }
      if (kind === "sqlite" && url) {
        throw new OpsError(
          "This is a backup of the embedded database: restore it with DATABASE_URL unset (into DATA_DIR), " +
            "then move it with npm run db:migrate-to-postgres.",
        );
      }
      if (url) {
        const counts = await restorePostgres(url, file);
        console.log(`Restored the PostgreSQL database from ${path.resolve(file)}: ${describe(counts)}`);
      } else {
        const { counts, previous } = await restoreSqlite(config.dataDir, file);
        console.log(`Restored ${config.dataDir} from ${path.resolve(file)}: ${describe(counts)}`);
        if (previous) console.log(`The replaced database is kept at ${previous}`);
      }
      return;
    }
    case "migrate-to-postgres": {
      if (!url) throw new OpsError("Set DATABASE_URL (or --database-url) to the PostgreSQL database to copy into.");
      console.log(`Copying ${config.dataDir} to PostgreSQL…`);
      await migrateToPostgres(config.dataDir, url, (line) => console.log(`  ${line}`));
      console.log("Done: every table has the same number of rows in PostgreSQL. Start the server with DATABASE_URL set.");
      return;
    }
    case "user":
      await userCommand(config, positionals.slice(1));
      return;
    default:
      throw new OpsError(`Unknown command "${command}".\n\n${USAGE}`);
  }
}

run(process.argv.slice(2)).catch((err: unknown) => {
  const expected =
    err instanceof OpsError || err instanceof ServerRunningError || err instanceof AppError || err instanceof DataDirLockedError;
  console.error(expected || !(err instanceof Error) ? `Error: ${err instanceof Error ? err.message : String(err)}` : err);
  process.exit(1);
});
