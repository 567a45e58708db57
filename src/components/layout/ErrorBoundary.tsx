import React from "react";

interface ErrorWithStatus extends Error {
  status?: number;
  statusText?: string;
}

interface State {
  error: ErrorWithStatus | null;
}

/** Fallback error page: status and message, or the stack. */
export class ErrorBoundary extends React.Component<{ children: React.ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: ErrorWithStatus): State {
    return { error };
  }

  componentDidCatch(error: Error, info: React.ErrorInfo) {
    console.error("Unexpected application error", error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const status = error.status ?? 500;
    return (
      <section role="alert" className="container-page py-24">
        <h1 className="text-h1">Unexpected Application Error!</h1>
        <h2 className="mt-4 text-h3 text-ink-soft">
          {status} {error.statusText ?? error.message}
        </h2>
        {error.stack ? (
          <pre className="mt-6 overflow-x-auto rounded-xl bg-paper-tint p-4 text-sm text-ink-soft">{error.stack}</pre>
        ) : null}
      </section>
    );
  }
}
