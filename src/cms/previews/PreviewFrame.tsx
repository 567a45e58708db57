/**
 * The frame every preview is drawn in: the page at a phone's or a desktop's
 * width, chosen with two buttons. The page is rendered into an inner frame of
 * that width, with the site's stylesheet, so the stylesheet's breakpoints see
 * the width they will see on a visitor's screen; a desktop page wider than the
 * preview pane is scaled down to fit it.
 */
import React, { useEffect, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { IconSprite } from "../../components/ui/icon-sprite";

export const PREVIEW_WIDTHS = { phone: 390, desktop: 1280 } as const;
export type PreviewWidth = keyof typeof PREVIEW_WIDTHS;
const WIDTH_LABELS: Record<PreviewWidth, string> = { phone: "Phone", desktop: "Desktop" };

/** The site's stylesheet as the CMS serves it (gatsby/cms/admin-files.ts). */
export const PREVIEW_STYLESHEET_URL = "/admin/preview.css";
/** The image component's styles, which a page carries in its head. */
const IMAGE_STYLESHEET_URL = "/admin/image.css";

interface PreviewFrameProps {
  children: React.ReactNode;
  /** the width shown first */
  initialWidth?: PreviewWidth;
}

export function PreviewFrame({ children, initialWidth = "desktop" }: PreviewFrameProps) {
  const [width, setWidth] = useState<PreviewWidth>(initialWidth);
  return (
    <div data-preview-frame="">
      <div role="group" aria-label="Preview width" style={{ display: "flex", gap: 8, padding: "8px 0", fontFamily: "system-ui, sans-serif", fontSize: 14 }}>
        {(Object.keys(PREVIEW_WIDTHS) as PreviewWidth[]).map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={width === name}
            onClick={() => setWidth(name)}
            style={{ padding: "4px 12px", borderRadius: 6, border: "1px solid #cbd5e1", background: width === name ? "#0f172a" : "#fff", color: width === name ? "#fff" : "#0f172a" }}
          >
            {`${WIDTH_LABELS[name]} (${PREVIEW_WIDTHS[name]} px)`}
          </button>
        ))}
      </div>
      <WidthFrame width={PREVIEW_WIDTHS[width]} label={`${WIDTH_LABELS[width]} preview`}>
        {children}
      </WidthFrame>
    </div>
  );
}

/** What the preview's document adds to the site's stylesheet: no animation repeats. */
export const PREVIEW_CALM_CSS = "*, *::before, *::after { animation-iteration-count: 1 !important; }";

/** An empty document with the site's stylesheet, in which the page is drawn. */
function prepare(doc: Document): HTMLElement {
  if (!doc.querySelector("[data-preview-root]")) {
    for (const url of [IMAGE_STYLESHEET_URL, PREVIEW_STYLESHEET_URL]) {
      const link = doc.createElement("link");
      link.rel = "stylesheet";
      // Absolute: the inner frame's document has no address of its own to resolve against.
      link.href = new URL(url, window.location.href).href;
      doc.head.appendChild(link);
    }
    // A preview is read, not watched: an endless animation (the client logos' conveyor) runs its
    // one cycle and stops, instead of keeping a core busy while the editor reads.
    const calm = doc.createElement("style");
    calm.textContent = PREVIEW_CALM_CSS;
    doc.head.appendChild(calm);
    const root = doc.createElement("div");
    root.setAttribute("data-preview-root", "");
    doc.body.style.margin = "0";
    // The preview shows the page as the editor's reader sees it by default: the light scheme,
    // whatever the editor's own system prefers (the stylesheet's dark scheme skips this mark).
    doc.documentElement.setAttribute("data-color-scheme", "light");
    doc.body.appendChild(root);
  }
  return doc.querySelector<HTMLElement>("[data-preview-root]")!;
}

function WidthFrame({ width, label, children }: { width: number; label: string; children: React.ReactNode }) {
  const outer = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const [height, setHeight] = useState(600);
  const [scale, setScale] = useState(1);

  useLayoutEffect(() => {
    const doc = frame.current?.contentDocument;
    if (doc) setRoot(prepare(doc));
  }, []);

  // The frame is as tall as the page in it, and scaled down when the pane is narrower than the width shown.
  useEffect(() => {
    const box = outer.current;
    if (!root || !box) return undefined;
    const measure = () => {
      setHeight(Math.max(root.scrollHeight, 200));
      setScale(Math.min(1, (box.clientWidth || width) / width));
    };
    measure();
    // Each observer from the window of the document it watches.
    const observers = [
      [root, root.ownerDocument.defaultView],
      [box, box.ownerDocument.defaultView],
    ].flatMap(([element, view]) => {
      const Observer = (view as (Window & typeof globalThis) | null)?.ResizeObserver;
      if (!Observer) return [];
      const observer = new Observer(measure);
      observer.observe(element as Element);
      return [observer];
    });
    return () => observers.forEach((observer) => observer.disconnect());
  }, [root, width]);

  return (
    <div ref={outer} style={{ height: height * scale, overflow: "hidden" }}>
      <iframe
        ref={frame}
        title={label}
        data-preview-width={width}
        width={width}
        height={height}
        style={{ border: 0, width, height, transform: `scale(${scale})`, transformOrigin: "0 0", display: "block", background: "#fff" }}
      />
      {root ? (
        createPortal(
          <>
            {/* every page's body carries the icon set once; the site's <Icon>s refer to it */}
            <IconSprite />
            {children}
          </>,
          root,
        )
      ) : null}
    </div>
  );
}
