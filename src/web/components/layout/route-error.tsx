import { Component, type ReactNode } from "react";
import { Link } from "react-router";

/** Shown when a page fails to load (a lost network while fetching its chunk, or a bug). */
export function RouteError() {
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">This page could not be loaded. Check your connection and try again.</p>
      <div className="mt-6 flex justify-center gap-4">
        <button type="button" className="font-medium text-brand-700 underline" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link className="font-medium text-brand-700 underline" to="/">
          Home
        </Link>
      </div>
    </main>
  );
}

interface BoundaryProps {
  /** The current path: going to another page clears the error. */
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  pathname: string;
}

/** Catches a page whose chunk failed to load or that threw while rendering, and shows RouteError. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error("unknown error") };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}
