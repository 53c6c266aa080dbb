/**
 * A real SMTP server on loopback for tests (issue 32): the `smtp-server` package on 127.0.0.1 and
 * a port the OS picks, no TLS and no authentication, keeping every message it is given. The raw
 * message is read as it is (mailparser is not installed): the tests need its recipient, subject
 * and the link in its plain-text body, which nodemailer writes as quoted-printable.
 */
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The plain-text body, quoted-printable decoded. */
  text: string;
  raw: string;
}

/** Quoted-printable (RFC 2045): soft line breaks joined, =XX decoded as UTF-8 bytes. */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] ?? "", "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

function parse(raw: string, from: string, to: string[]): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(head)?.[1] ?? "";
  const qp = /quoted-printable/i.test(header("Content-Transfer-Encoding"));
  const b64 = /base64/i.test(header("Content-Transfer-Encoding"));
  const text = qp ? decodeQuotedPrintable(body) : b64 ? Buffer.from(body, "base64").toString("utf8") : body;
  return { from, to, subject: header("Subject"), text, raw };
}

export async function smtpReceiver() {
  const received: ReceivedMail[] = [];
  const waiters: { address: string; n: number; resolve: (m: ReceivedMail) => void }[] = [];
  const to = (address: string) => received.filter((m) => m.to.includes(address));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        const mail = parse(
          Buffer.concat(chunks).toString("utf8"),
          from,
          session.envelope.rcptTo.map((r) => r.address),
        );
        received.push(mail);
        for (const w of [...waiters]) {
          const found = to(w.address)[w.n - 1];
          if (found) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(found);
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The mails received for `address` so far, first first. */
    to,
    /** The `n`th mail to `address` (1 = the first), already received or still to come. */
    nth(address: string, n = 1, timeoutMs = 10_000): Promise<ReceivedMail> {
      const found = to(address)[n - 1];
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail number ${n} to ${address} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({ address, n, resolve: (m) => (clearTimeout(timer), resolve(m)) });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const url = mail.text.split(/\s+/).find((w) => w.startsWith(prefix));
  if (!url) throw new Error(`no ${prefix} link in: ${mail.text}`);
  return url;
}
