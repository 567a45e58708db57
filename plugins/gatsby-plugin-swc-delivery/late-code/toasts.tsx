import React, { useEffect } from "react";
import { createRoot } from "react-dom/client";
import { Toaster, toast } from "sonner";
import type { LateCodeModules } from "../../../src/lib/late-code";

/** Resolves once the Toaster listens for toasts (its own effect, a child's, has run by then). */
function Mounted({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return <Toaster position="bottom-right" closeButton toastOptions={{ duration: 6000 }} />;
}

let mounted: Promise<void> | null = null;

/**
 * Where the lead form's toasts appear: Sonner's Toaster in a React root of
 * its own at the end of the body, put there with the first toast. Its own
 * root, so the toasts work with whichever copy of React they were loaded
 * with (a retried load brings its own: src/lib/late-code.ts).
 */
function mountToaster(): Promise<void> {
  mounted ??= new Promise((resolve) => {
    const host = document.createElement("div");
    host.dataset.toasts = "";
    document.body.append(host);
    createRoot(host).render(<Mounted onMounted={resolve} />);
  });
  return mounted;
}

export const showToast: LateCodeModules["toasts"]["showToast"] = async (title, options, kind) => {
  await mountToaster();
  toast[kind](title, options);
};
