/**
 * A throwaway TLS certificate for an https receiver on loopback (push services, webhooks), made
 * with the system's openssl: a P-256 key, valid one day, for one subject alternative name.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface ThrowawayCert {
  key: string;
  cert: string;
  /** The certificate's file, for a child process's NODE_EXTRA_CA_CERTS. */
  certFile: string;
}

/** `altName` as openssl writes it: `IP:127.0.0.1` or `DNS:push.test`. */
export function throwawayCert(altName: string): ThrowawayCert {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pv-cert-"));
  const keyFile = path.join(dir, "key.pem");
  const certFile = path.join(dir, "cert.pem");
  const subject = altName.replace(/^(IP|DNS):/, "");
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"].concat([
      "-keyout",
      keyFile,
      "-out",
      certFile,
      "-subj",
      `/CN=${subject}`,
      "-addext",
      `subjectAltName=${altName}`,
    ]),
    { stdio: "ignore" },
  );
  return { key: fs.readFileSync(keyFile, "utf8"), cert: fs.readFileSync(certFile, "utf8"), certFile };
}
