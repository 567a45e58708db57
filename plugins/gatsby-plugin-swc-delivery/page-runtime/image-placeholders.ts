import { whenParsed } from "../../../src/lib/activation";

/**
 * Hides the wait colour under each image once it has loaded
 * (src/components/ui/gatsby-image.tsx), so it never shows through the
 * transparent parts of artwork. gatsby-plugin-image's own head script does
 * this only for load events after it runs; a cached or fast image (a page
 * shown again by Back) has loaded before, and is caught when the body is parsed.
 */
export function installImagePlaceholders(doc: Document): void {
  const hide = (target: EventTarget | null) => {
    if (!(target instanceof HTMLImageElement) || !target.hasAttribute("data-main-image") || !target.complete || !target.naturalWidth) return;
    const placeholder = target.closest("[data-gatsby-image-wrapper]")?.querySelector<HTMLElement>("[data-placeholder-image]");
    if (placeholder) placeholder.style.opacity = "0";
  };
  doc.addEventListener("load", (event) => hide(event.target), true);
  whenParsed(doc, () => doc.querySelectorAll("img[data-main-image]").forEach(hide));
}
