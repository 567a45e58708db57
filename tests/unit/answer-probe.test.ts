/** @jest-environment jsdom */
import { installAnswerProbe } from "../../scripts/lib/answer-probe.mjs";

/**
 * bench:interaction's in-page probe: from a tap's input event to the first
 * frame that shows the answer, in page time. The browser's clock, frames,
 * the task after a frame and Event Timing are driven by hand here, so every
 * figure is exact; jsdom has no layout, so an element's box is given by its
 * data-box attribute ("top,left,width,height"; inside the viewport when none)
 * and visibility follows the hidden attribute and inline styles.
 */
type Probe = { arm: (answer: object[], giveUpMs: number) => void; result: () => Record<string, unknown> | null; hydrated: () => boolean };
type Listener = (event: { isTrusted: boolean; timeStamp: number }) => void;
type EventEntry = { startTime: number; duration: number; interactionId?: number };

let clock = 0;
let frames: FrameRequestCallback[] = [];
let afterFrameTasks: (() => void)[] = [];
const inputListeners: Record<string, Listener> = {};
let reportEventTiming: (entries: EventEntry[]) => void = () => undefined;
const probe = () => (window as unknown as { __answerProbe: Probe }).__answerProbe;

beforeAll(() => {
  jest.useFakeTimers({ doNotFake: ["performance", "requestAnimationFrame", "cancelAnimationFrame", "queueMicrotask", "nextTick", "setImmediate", "Date", "hrtime"] });
  jest.spyOn(performance, "now").mockImplementation(() => clock);
  window.requestAnimationFrame = (callback) => frames.push(callback);
  class AfterFrameChannel {
    port1: { onmessage: (() => void) | null } = { onmessage: null };
    port2 = { postMessage: () => afterFrameTasks.push(() => this.port1.onmessage?.()) };
  }
  Object.assign(window, {
    MessageChannel: AfterFrameChannel,
    PerformanceObserver: class {
      static supportedEntryTypes: string[] = ["event"];
      constructor(callback: (list: { getEntries: () => EventEntry[] }) => void) {
        reportEventTiming = (entries) => callback({ getEntries: () => entries });
      }
      observe() {}
    },
  });
  Element.prototype.checkVisibility = function (this: HTMLElement) {
    return !this.closest("[hidden]") && !this.closest('[style*="display: none"]') && this.style.visibility !== "hidden" && this.style.opacity !== "0";
  };
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const [top, left, width, height] = (this.getAttribute("data-box") ?? "10,10,100,20").split(",").map(Number);
    return { top, left, width, height, bottom: top + height, right: left + width, x: left, y: top, toJSON: () => ({}) } as DOMRect;
  };
  const addEventListener = jest.spyOn(window, "addEventListener").mockImplementation((type, listener) => {
    inputListeners[type] = listener as unknown as Listener;
  });
  installAnswerProbe();
  addEventListener.mockRestore();
});
afterAll(() => jest.useRealTimers());

beforeEach(() => {
  frames = [];
  afterFrameTasks = [];
  document.body.innerHTML = "";
  window.location.hash = "";
});

/** An input event at page time `at`, as the browser delivers it. */
const input = (at: number, { type = "pointerdown", trusted = true } = {}) => {
  clock = at;
  inputListeners[type]({ isTrusted: trusted, timeStamp: at });
};
/** The browser produces a frame at `at`: the frame callbacks run. */
const frame = (at: number) => {
  clock = at;
  for (const callback of frames.splice(0)) callback(at);
};
/** The task posted from a frame callback runs at `at`, once that frame is produced. */
const afterFrame = (at: number) => {
  clock = at;
  for (const task of afterFrameTasks.splice(0)) task();
};
/** Whether `answer` holds on the page as it is: the probe's first frame after a tap sees it answered. */
const holds = (answer: object[]) => {
  probe().arm(answer, 10_000);
  input(1);
  frame(2);
  const answered = afterFrameTasks.length > 0;
  afterFrameTasks = [];
  return answered;
};

describe("the answer probe", () => {
  it("times a tap from its input event to the task after the first frame that shows the answer", () => {
    document.body.innerHTML = '<div id="panel" hidden>Partners</div>';
    probe().arm([{ shows: { sel: "#panel" } }], 1000);
    input(100);
    frame(116);
    expect(afterFrameTasks).toHaveLength(0);
    document.getElementById("panel")!.hidden = false;
    frame(132);
    afterFrame(140);
    // Event Timing reports after the next paint: the result waits for it.
    expect(probe().result()).toBeNull();
    jest.advanceTimersByTime(250);
    expect(probe().result()).toEqual({ answered: true, latency: 40, tapAt: 100, hydratedAtInput: true, eventTiming: null });
  });

  it("adds Event Timing's longest figure for that input: entries of interactions from the input on", () => {
    document.body.innerHTML = '<div id="panel">Partners</div>';
    reportEventTiming([{ startTime: 50, duration: 300, interactionId: 7 }]);
    probe().arm([{ shows: { sel: "#panel" } }], 1000);
    input(100);
    reportEventTiming([
      { startTime: 99.5, duration: 48, interactionId: 8 },
      { startTime: 100, duration: 56, interactionId: 8 },
      { startTime: 100, duration: 400 },
    ]);
    frame(110);
    afterFrame(112);
    jest.advanceTimersByTime(250);
    expect(probe().result()).toMatchObject({ answered: true, latency: 12, eventTiming: 56 });
  });

  it("starts at the first trusted input after it is armed, and only then", () => {
    document.body.innerHTML = '<input name="name">';
    input(10);
    probe().arm([{ value: { sel: "input[name=name]" }, startsWith: "D" }], 1000);
    input(20, { trusted: false });
    expect(frames).toHaveLength(0);
    input(30, { type: "keydown" });
    input(35);
    (document.querySelector("input") as HTMLInputElement).value = "Dana";
    frame(40);
    afterFrame(41);
    jest.advanceTimersByTime(250);
    expect(probe().result()).toMatchObject({ answered: true, tapAt: 30, latency: 11 });
  });

  it("gives up once the answer has not come for giveUpMs of page time", () => {
    document.body.innerHTML = '<div id="panel" hidden></div>';
    probe().arm([{ shows: { sel: "#panel" } }], 500);
    input(100);
    frame(400);
    expect(probe().result()).toBeNull();
    frame(601);
    expect(probe().result()).toEqual({ answered: false, tapAt: 100, hydratedAtInput: true });
    expect(frames).toHaveLength(0);
  });

  it("drops a tap still waiting when armed again", () => {
    document.body.innerHTML = '<div id="panel"></div>';
    probe().arm([{ shows: { sel: "#panel" } }], 1000);
    input(100);
    probe().arm([{ shows: { sel: "#panel" } }], 1000);
    frame(116);
    expect(afterFrameTasks).toHaveLength(0);
    expect(probe().result()).toBeNull();
  });

  it("tells whether the page has loaded and every island on it has hydrated", () => {
    expect(document.readyState).toBe("complete");
    document.body.innerHTML = '<div data-island="lead-form" data-hydrated="true"></div><div data-island="lead-form"></div>';
    expect(probe().hydrated()).toBe(false);
    document.querySelectorAll("[data-island]")[1].setAttribute("data-hydrated", "true");
    expect(probe().hydrated()).toBe(true);
  });
});

describe("an answer's conditions", () => {
  const menu = `
    <header>
      <a href="/services">Google Analytics Services</a>
      <a href="/workshops" hidden>Workshops</a>
      <a href="/technology" data-box="900,10,100,20">BigQuery &amp; Google Cloud</a>
      <a href="/privacy" data-box="900,10,100,20" style="opacity: 0">Privacy</a>
    </header>`;

  it("shows: an element displayed inside the viewport, picked by selector and exact trimmed text", () => {
    document.body.innerHTML = menu;
    expect(holds([{ shows: { sel: "header a", text: "Google Analytics Services" } }])).toBe(true);
    expect(holds([{ shows: { sel: "header a", text: "Google Analytics" } }])).toBe(false);
    expect(holds([{ shows: { sel: "header a", text: "Workshops" } }])).toBe(false);
    expect(holds([{ shows: { sel: "header a", text: "BigQuery & Google Cloud" } }])).toBe(false);
  });

  it("displayed: shown wherever it is, below the screen too; hides: none of them displayed", () => {
    document.body.innerHTML = menu;
    expect(holds([{ displayed: { sel: "header a", text: "BigQuery & Google Cloud" } }])).toBe(true);
    expect(holds([{ displayed: { sel: "header a", text: "Privacy" } }])).toBe(false);
    expect(holds([{ hides: { sel: "header a", text: "Workshops" } }])).toBe(true);
    expect(holds([{ hides: { sel: "header a", text: "Privacy" } }])).toBe(true);
    expect(holds([{ hides: { sel: "nav a" } }])).toBe(true);
    expect(holds([{ hides: { sel: "header a" } }])).toBe(false);
  });

  it("checked, by the start of the input's label; focused; value, by its start", () => {
    document.body.innerHTML = `
      <label><input type="checkbox" id="analytics"> Analytics cookies</label>
      <label><input type="checkbox" id="ads" checked> Advertising</label>
      <input name="name" value="Dana Levi">`;
    expect(holds([{ checked: { sel: "input[type=checkbox]", labelStarts: "Analytics" } }])).toBe(false);
    expect(holds([{ checked: { sel: "input[type=checkbox]", labelStarts: "Advert" } }])).toBe(true);
    expect(holds([{ focused: { sel: "input[name=name]" } }])).toBe(false);
    (document.querySelector("input[name=name]") as HTMLInputElement).focus();
    expect(holds([{ focused: { sel: "input[name=name]" } }])).toBe(true);
    expect(holds([{ value: { sel: "input[name=name]" }, startsWith: "Dana" }])).toBe(true);
    expect(holds([{ value: { sel: "input[name=name]" }, startsWith: "Levi" }])).toBe(false);
  });

  it("find: narrows each picked element to a descendant", () => {
    document.body.innerHTML = '<section><h2>Partners</h2><p hidden>Certified partners</p></section><section><h2>Who We Are</h2><p>Analysts</p></section>';
    expect(holds([{ shows: { sel: "section", text: "PartnersCertified partners", find: "p" } }])).toBe(false);
    expect(holds([{ shows: { sel: "section", text: "Who We AreAnalysts", find: "p" } }])).toBe(true);
  });

  it("scrolledTo: the address's fragment names the element, and it is inside the viewport", () => {
    document.body.innerHTML = '<section id="reserve" data-box="900,0,1000,300"></section><section id="section-3"></section>';
    expect(holds([{ scrolledTo: "section-3" }])).toBe(false);
    window.location.hash = "#section-3";
    expect(holds([{ scrolledTo: "section-3" }])).toBe(true);
    window.location.hash = "#reserve";
    expect(holds([{ scrolledTo: "reserve" }])).toBe(false);
    expect(holds([{ scrolledTo: "missing" }])).toBe(false);
  });

  it("all of them must hold, and an unknown one is an error, not a silent miss", () => {
    document.body.innerHTML = menu;
    expect(holds([{ shows: { sel: "header a", text: "Google Analytics Services" } }, { hides: { sel: "header a", text: "Workshops" } }])).toBe(true);
    expect(holds([{ shows: { sel: "header a", text: "Google Analytics Services" } }, { shows: { sel: "header a", text: "Workshops" } }])).toBe(false);
    expect(() => holds([{ appears: { sel: "header a" } }])).toThrow('unknown answer condition {"appears":{"sel":"header a"}}');
  });
});
