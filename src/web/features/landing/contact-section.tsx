import { useState } from "react";
import { Link } from "react-router";
import { useContactEmail } from "../../lib/site.js";
import { contactEmailFromMeta } from "./contact.js";

const linkClass = "font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800 dark:text-brand-100";

/** Contact address, privacy policy and blog. */
export function ContactSection() {
  const [fromMeta] = useState(() => contactEmailFromMeta());
  const fromServer = useContactEmail();
  const email = fromMeta ?? fromServer;
  return (
    <section
      aria-labelledby="contact-title"
      className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-200"
    >
      <h2 id="contact-title" className="text-xl font-semibold text-slate-900 dark:text-white">
        Questions?
      </h2>
      <p className="mt-2">
        Write to us at{" "}
        <a href={`mailto:${email}`} className={linkClass}>
          {email}
        </a>
        . We keep only your username, email and a hashed password — read the{" "}
        <Link to="/privacy" className={linkClass}>
          privacy policy
        </Link>{" "}
        or the{" "}
        <Link to="/blogs" className={linkClass}>
          blog
        </Link>
        .
      </p>
    </section>
  );
}
