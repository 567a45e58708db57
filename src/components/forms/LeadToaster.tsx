import React, { useEffect, useState } from "react";

type Sonner = typeof import("sonner");

let sonner: Promise<Sonner> | null = null;

/**
 * Sonner, the toast library, loaded once: with the first send (the form
 * starts loading it when the visitor sends), not with the form's island, so
 * its code and the stylesheet it injects cost nothing while the form hydrates.
 */
export function loadToasts(): Promise<Sonner> {
  sonner ??= import("sonner").catch((error: unknown) => {
    sonner = null; // a later toast tries again
    throw error;
  });
  return sonner;
}

/** Puts the Toaster on the page (once) and resolves when it listens for toasts; set while a LeadToaster is mounted. */
let mountToaster: ((loaded: Sonner) => Promise<void>) | null = null;

/**
 * Shows a toast once Sonner has loaded and a Toaster is on the page to show
 * it. If Sonner cannot load (the connection dropped), the browser's own
 * alert says the same, so the visitor is never left without an answer.
 */
export async function showToast(title: string, options: { description: string; duration?: number }, kind: "success" | "error"): Promise<void> {
  let loaded: Sonner;
  try {
    loaded = await loadToasts();
  } catch {
    window.alert(`${title}\n${options.description}`);
    return;
  }
  await mountToaster?.(loaded);
  loaded.toast[kind](title, options);
}

/** Where the lead form's toasts appear: nothing until the first toast, then Sonner's Toaster. */
export function LeadToaster() {
  const [loaded, setLoaded] = useState<Sonner | null>(null);
  const [waiting] = useState(() => new Set<() => void>());
  useEffect(() => {
    mountToaster = (module) =>
      loaded
        ? Promise.resolve()
        : new Promise((resolve) => {
            waiting.add(resolve);
            setLoaded(module);
          });
    return () => {
      mountToaster = null;
    };
  }, [loaded, waiting]);
  // The Toaster's own effect (its subscription) has run by now: children's effects run first.
  useEffect(() => {
    if (!loaded) return;
    for (const resolve of waiting) resolve();
    waiting.clear();
  }, [loaded, waiting]);
  if (!loaded) return null;
  return <loaded.Toaster position="bottom-right" closeButton toastOptions={{ duration: 6000 }} />;
}
