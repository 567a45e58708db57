import { loadLateCode, type LateCodeModules } from "../../lib/late-code";

/**
 * The toasts (Sonner, plugins/gatsby-plugin-swc-delivery/late-code/toasts.tsx) load with the first send (the
 * form starts loading them when the visitor sends), not with the form's
 * island, so their code and the stylesheet they inject cost nothing while the
 * form hydrates.
 */
export function loadToasts(): Promise<LateCodeModules["toasts"]> {
  return loadLateCode(["toasts"]).then(([toasts]) => toasts);
}

/**
 * Shows a toast once the toasts have loaded. If they cannot load (the
 * connection dropped), the browser's own alert says the same, so the visitor
 * is never left without an answer; the next toast asks for them again.
 */
export async function showToast(...toast: Parameters<LateCodeModules["toasts"]["showToast"]>): Promise<void> {
  let toasts: LateCodeModules["toasts"];
  try {
    toasts = await loadToasts();
  } catch {
    const [title, { description }] = toast;
    window.alert(`${title}\n${description}`);
    return;
  }
  await toasts.showToast(...toast);
}
