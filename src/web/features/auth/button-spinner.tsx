/** A small spinner inside a primary button while its request runs (the label says what happens). */
export function ButtonSpinner() {
  return <span className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />;
}
