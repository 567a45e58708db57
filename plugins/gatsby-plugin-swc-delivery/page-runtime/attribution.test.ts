import { VISIT_TOUCH_KEY } from "../../../supabase/functions/_shared/attribution-fields";
import { installAttributionCapture } from "./attribution";

/** A window whose storage records every access, and that can be hidden or left. */
function fakeWindow(href: string) {
  const accesses: string[] = [];
  const values = new Map<string, string>();
  const storage = {
    getItem: (key: string) => (accesses.push(`get ${key}`), values.get(key) ?? null),
    setItem: (key: string, value: string) => (accesses.push(`set ${key}`), values.set(key, value)),
    removeItem: (key: string) => (accesses.push(`remove ${key}`), values.delete(key)),
  };
  const windowEvents = new EventTarget();
  const documentEvents = new EventTarget();
  const doc = {
    referrer: "https://mail.example/inbox",
    visibilityState: "visible",
    addEventListener: documentEvents.addEventListener.bind(documentEvents),
    removeEventListener: documentEvents.removeEventListener.bind(documentEvents),
  };
  const win = {
    location: { href },
    document: doc,
    sessionStorage: storage,
    localStorage: storage,
    addEventListener: windowEvents.addEventListener.bind(windowEvents),
    removeEventListener: windowEvents.removeEventListener.bind(windowEvents),
  } as unknown as Window;
  const setVisibility = (state: "visible" | "hidden") => {
    doc.visibilityState = state;
    documentEvents.dispatchEvent(new Event("visibilitychange"));
  };
  const leave = () => windowEvents.dispatchEvent(new Event("pagehide"));
  return { win, accesses, values, setVisibility, leave };
}

const LANDING = "https://www.swc.co.il/?utm_source=newsletter";

describe("installAttributionCapture", () => {
  it("touches no storage while the page loads and is read, and keeps the landing when the tab is hidden", () => {
    const { win, accesses, values, setVisibility } = fakeWindow(LANDING);
    installAttributionCapture(win);
    setVisibility("visible");
    expect(accesses).toEqual([]);
    setVisibility("hidden");
    expect(JSON.parse(values.get(VISIT_TOUCH_KEY)!)).toMatchObject({ url: LANDING, referrer: "https://mail.example/inbox" });
  });

  it("keeps the landing when the page is left, and only once", () => {
    const { win, accesses, values, setVisibility, leave } = fakeWindow(LANDING);
    installAttributionCapture(win);
    leave();
    expect(JSON.parse(values.get(VISIT_TOUCH_KEY)!)).toMatchObject({ url: LANDING });
    const afterLeaving = accesses.length;
    setVisibility("hidden");
    leave();
    expect(accesses).toHaveLength(afterLeaving);
  });
});
