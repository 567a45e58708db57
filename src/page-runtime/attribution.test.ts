import { VISIT_TOUCH_KEY } from "../../supabase/functions/_shared/attribution-fields";
import { installAttributionCapture } from "./attribution";

/** A window whose storage records every access, whose load has happened, and whose idle callbacks run on demand. */
function fakeWindow(href: string) {
  const idle: IdleRequestCallback[] = [];
  const accesses: string[] = [];
  const values = new Map<string, string>();
  const storage = {
    getItem: (key: string) => (accesses.push(`get ${key}`), values.get(key) ?? null),
    setItem: (key: string, value: string) => (accesses.push(`set ${key}`), values.set(key, value)),
    removeItem: (key: string) => (accesses.push(`remove ${key}`), values.delete(key)),
  };
  const listeners = new EventTarget();
  const win = {
    location: { href },
    document: { referrer: "https://mail.example/inbox", readyState: "complete" },
    sessionStorage: storage,
    localStorage: storage,
    requestIdleCallback: (callback: IdleRequestCallback) => idle.push(callback),
    addEventListener: listeners.addEventListener.bind(listeners),
    removeEventListener: listeners.removeEventListener.bind(listeners),
  } as unknown as Window;
  const runIdle = () => idle.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 }));
  const leave = () => listeners.dispatchEvent(new Event("pagehide"));
  return { win, accesses, values, runIdle, leave };
}

const LANDING = "https://www.swc.co.il/?utm_source=newsletter";

describe("installAttributionCapture", () => {
  it("touches no storage while the page loads, and keeps the landing once the page is idle", () => {
    const { win, accesses, values, runIdle } = fakeWindow(LANDING);
    installAttributionCapture(win);
    expect(accesses).toEqual([]);
    runIdle();
    expect(JSON.parse(values.get(VISIT_TOUCH_KEY)!)).toMatchObject({ url: LANDING, referrer: "https://mail.example/inbox" });
  });

  it("keeps the landing on the way out when the page is left before it was idle, and only once", () => {
    const { win, accesses, values, runIdle, leave } = fakeWindow(LANDING);
    installAttributionCapture(win);
    leave();
    expect(JSON.parse(values.get(VISIT_TOUCH_KEY)!)).toMatchObject({ url: LANDING });
    const afterLeaving = accesses.length;
    runIdle();
    leave();
    expect(accesses).toHaveLength(afterLeaving);
  });
});
