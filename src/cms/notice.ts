/**
 * A message the CMS shows over the editor, beside Decap's own notifications:
 * why a Publish did nothing, or that a save made a draft or a scheduled
 * entry. One at a time (a new one replaces the last), read out by screen
 * readers, closed with its button or by the next one.
 */
export const NOTICE_ATTRIBUTE = "data-cms-notice";

export type NoticeKind = "error" | "info";

const COLOURS: Record<NoticeKind, { background: string; border: string }> = {
  error: { background: "#fdecea", border: "#b3261e" },
  info: { background: "#e8f0fe", border: "#1a56db" },
};

export function showNotice(doc: Document, kind: NoticeKind, text: string): HTMLElement {
  doc.querySelector(`[${NOTICE_ATTRIBUTE}]`)?.remove();
  const notice = doc.createElement("div");
  notice.setAttribute(NOTICE_ATTRIBUTE, kind);
  // An error interrupts (the entry was not published); a status waits its turn.
  notice.setAttribute("role", kind === "error" ? "alert" : "status");
  const message = doc.createElement("p");
  message.textContent = text;
  const close = doc.createElement("button");
  close.type = "button";
  close.textContent = "Close";
  close.addEventListener("click", () => notice.remove());
  notice.append(message, close);
  // Set through the style object, which the admin page's Content-Security-Policy allows as it allows Decap's own.
  Object.assign(notice.style, {
    position: "fixed",
    zIndex: "400",
    left: "50%",
    bottom: "24px",
    transform: "translateX(-50%)",
    maxWidth: "min(640px, calc(100vw - 32px))",
    display: "flex",
    gap: "16px",
    alignItems: "center",
    padding: "12px 16px",
    borderRadius: "6px",
    borderLeft: `4px solid ${COLOURS[kind].border}`,
    background: COLOURS[kind].background,
    color: "#1f2933",
    boxShadow: "0 4px 16px rgba(0, 0, 0, 0.18)",
    font: "15px/1.45 system-ui, sans-serif",
  });
  Object.assign(message.style, { margin: "0" });
  Object.assign(close.style, { flex: "none", font: "inherit", fontWeight: "600", padding: "6px 10px", cursor: "pointer" });
  doc.body.append(notice);
  return notice;
}

export function clearNotice(doc: Document): void {
  doc.querySelector(`[${NOTICE_ATTRIBUTE}]`)?.remove();
}
