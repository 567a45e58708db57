import React from "react";
import type { IslandName } from "../../lib/late-code";

interface IslandProps<P> {
  /** The late-code entry that hydrates it (the table in src/lib/late-code.ts). */
  name: IslandName;
  /** Written into the page as JSON: what the entry hydrates the island's root with. */
  props: P;
  /** What the visitor is told when its code cannot load, before "Try again". */
  failure: React.ReactNode;
  /** The island's own server HTML: exactly what the entry renders with `props`. */
  children: React.ReactNode;
}

/**
 * A part of a page that React runs in the browser: its server HTML, its props
 * beside it, and a notice (hidden) for a failed load. The page runtime
 * (plugins/gatsby-plugin-swc-delivery/page-runtime/islands.ts) hydrates each island alone, in its own React
 * root, when the visitor heads for it; until then the HTML is the island,
 * readable and typeable. If its code cannot load, the runtime shows the notice
 * and keeps the HTML as it is, typed text included.
 */
export function Island<P extends object>({ name, props, failure, children }: IslandProps<P>) {
  return (
    <div data-island={name} data-island-props={JSON.stringify(props)}>
      <div
        hidden
        role="alert"
        data-island-failed=""
        className="mb-4 flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 [&:not([hidden])]:flex"
      >
        <span className="flex-1">{failure}</span>
        <button type="button" data-island-retry="" className="btn-secondary px-4 py-2 text-sm">
          Try again
        </button>
      </div>
      <div data-island-root="">{children}</div>
    </div>
  );
}
