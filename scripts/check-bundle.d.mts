// Types of scripts/check-bundle.mjs for the benchmarks that import it.
export declare const ACCEPTED_OVER: Record<string, { maxKb: number; why: string }>;
export declare const BUDGETS_KB: { firstLoadJs: number; dashboardJs: number; css: number };
export interface BundleRow {
  what: string;
  kb: number;
  budgetKb: number;
  /** For a route in ACCEPTED_OVER: the most it may weigh for now, and why. */
  acceptedKb?: number;
  why?: string;
  files: number;
  sizes?: Record<string, number>;
}
export interface BundleReport {
  rows: BundleRow[];
  problems: string[];
}
export declare function measureBundle(dir: string): BundleReport;
export declare function formatBundleReport(report: BundleReport): string;
