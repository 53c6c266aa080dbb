import { HOME_HEAD } from "../../../core/page-head.js";
import type { PageMeta } from "../../lib/page-meta.js";

/** The landing page's head: core/page-head.ts, which the server writes for crawlers too. */
export const LANDING_META: PageMeta = HOME_HEAD;
