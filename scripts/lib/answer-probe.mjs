// The in-page half of `npm run bench:interaction`: times one interaction from
// the input event to the first frame that shows its answer, in page time.
//
// `installAnswerProbe` runs in every page before its own scripts (an init
// script; it must stay self-contained). The benchmark arms it with the answer
// it expects just before each tap; the probe takes the first trusted input
// event after that (pointerdown, or keydown for typing) as the start, then
// checks the answer once per frame: in a requestAnimationFrame callback, so
// the state it sees is what that frame paints, and reads the clock in a task
// posted from that callback, which runs once the frame has been produced. An
// answer that never comes within `giveUpMs` of page time is unanswered.
//
// An answer is a list of conditions on elements, all of which must hold:
//   { shows: ref }    displayed and inside the viewport
//   { displayed: ref }  displayed: not display:none, visibility:hidden or opacity 0, wherever it is
//   { hides: ref }    no such element, or none of them visible
//   { checked: ref }  a checked input
//   { focused: ref }  the focused element
//   { value: ref, startsWith: text }  a field whose value starts with text
//   { scrolledTo: id }  the URL's fragment is #id and that element is inside the viewport
// A ref picks elements by CSS selector, optionally narrowed by their trimmed
// text (`text`, exact), by the start of their first label's text
// (`labelStarts`), and then to a descendant (`find`).

export function installAnswerProbe() {
  const EVENT_TIMING_WAIT_MS = 250;
  const state = { armed: null, result: null, entries: [] };

  const candidates = (ref) => {
    let elements = Array.from(document.querySelectorAll(ref.sel));
    if (ref.text !== undefined) elements = elements.filter((el) => el.textContent.trim().replace(/\s+/g, " ") === ref.text);
    if (ref.labelStarts !== undefined) {
      elements = elements.filter((el) => (el.labels?.[0]?.textContent ?? "").trim().startsWith(ref.labelStarts));
    }
    if (ref.find) elements = elements.map((el) => el.querySelector(ref.find)).filter(Boolean);
    return elements;
  };
  const inViewport = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
  };
  const displayed = (el) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
  const visible = (el) => displayed(el) && inViewport(el);
  const holds = (condition) => {
    if (condition.shows) return candidates(condition.shows).some(visible);
    if (condition.displayed) return candidates(condition.displayed).some(displayed);
    if (condition.hides) return !candidates(condition.hides).some(displayed);
    if (condition.checked) return candidates(condition.checked).some((el) => el.checked === true);
    if (condition.focused) return candidates(condition.focused).some((el) => el === document.activeElement);
    if (condition.value) return candidates(condition.value).some((el) => String(el.value ?? "").startsWith(condition.startsWith));
    if (condition.scrolledTo) {
      const target = document.getElementById(condition.scrolledTo);
      return location.hash === `#${condition.scrolledTo}` && Boolean(target) && inViewport(target);
    }
    throw new Error(`unknown answer condition ${JSON.stringify(condition)}`);
  };
  const answered = (answer) => answer.every(holds);
  // The page has loaded and every island on it (the lead form) has hydrated.
  const hydrated = () =>
    document.readyState === "complete" && [...document.querySelectorAll("[data-island]")].every((island) => island.dataset.hydrated === "true");

  const afterFrame = (callback) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => callback(performance.now());
    channel.port2.postMessage(0);
  };

  const watch = (armed) => {
    const frame = () => {
      if (state.armed !== armed) return;
      if (performance.now() - armed.inputAt > armed.giveUpMs) {
        state.result = { answered: false, tapAt: armed.inputAt, hydratedAtInput: armed.hydratedAtInput };
        state.armed = null;
        return;
      }
      if (!answered(armed.answer)) {
        requestAnimationFrame(frame);
        return;
      }
      afterFrame((shownAt) => {
        if (state.armed !== armed) return;
        state.armed = null;
        // Event Timing reports an input after its next paint: its entries are read a moment later.
        setTimeout(() => {
          const entries = state.entries.filter((entry) => entry.startTime >= armed.inputAt - 1);
          state.result = {
            answered: true,
            latency: shownAt - armed.inputAt,
            tapAt: armed.inputAt,
            hydratedAtInput: armed.hydratedAtInput,
            // Event Timing's own figure for the same input (what INP is made of), when the browser reported one.
            eventTiming: entries.length ? Math.max(...entries.map((entry) => entry.duration)) : null,
          };
        }, EVENT_TIMING_WAIT_MS);
      });
    };
    requestAnimationFrame(frame);
  };

  const onInput = (event) => {
    const armed = state.armed;
    if (!armed || armed.inputAt !== null || !event.isTrusted) return;
    armed.inputAt = event.timeStamp;
    armed.hydratedAtInput = hydrated();
    watch(armed);
  };
  for (const type of ["pointerdown", "keydown"]) addEventListener(type, onInput, { capture: true });

  if (PerformanceObserver.supportedEntryTypes?.includes("event")) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.interactionId) state.entries.push({ startTime: entry.startTime, duration: entry.duration });
    }).observe({ type: "event", durationThreshold: 16, buffered: true });
  }

  Object.defineProperty(window, "__answerProbe", {
    value: {
      arm(answer, giveUpMs) {
        state.result = null;
        state.armed = { answer, giveUpMs, inputAt: null, hydratedAtInput: null };
      },
      /** The armed interaction's result, or null while it is still waiting. */
      result: () => state.result,
      hydrated,
    },
  });
}
