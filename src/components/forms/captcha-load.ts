import { useCallback, useEffect, useReducer } from "react";

/**
 * Where Google's captcha stands for one form, and the way through when it does
 * not come: "idle" until the visitor starts on the form (nothing is requested
 * for a visitor who only reads), "loading" once its script is requested,
 * "ready" when the widget can be used, "failed" when the script could not load
 * (blocked, offline) or has not arrived CAPTCHA_LOAD_TIMEOUT_MS after it was
 * requested (a blocker that swallows the request, a proxy, a slow network).
 * A script that arrives after the time-out still brings the widget: "failed"
 * gives way to "ready".
 */
export type CaptchaLoad = "idle" | "loading" | "ready" | "failed";

export type CaptchaLoadEvent = "requested" | "loaded" | "errored" | "timed-out";

/** How long the captcha may take, from its request, before the form offers e-mail instead. */
export const CAPTCHA_LOAD_TIMEOUT_MS = 6000;

export function nextCaptchaLoad(state: CaptchaLoad, event: CaptchaLoadEvent): CaptchaLoad {
  switch (event) {
    case "requested":
      return state === "idle" ? "loading" : state;
    case "loaded":
      return "ready";
    case "errored":
      return state === "ready" ? state : "failed";
    case "timed-out":
      return state === "loading" ? "failed" : state;
  }
}

/** Starts a one-off timer and returns what cancels it (setTimeout in the browser; tests pass their own clock). */
export type StartTimer = (callback: () => void, ms: number) => () => void;

export const browserTimer: StartTimer = (callback, ms) => {
  const id = setTimeout(callback, ms);
  return () => clearTimeout(id);
};

/**
 * The captcha's load state for a form whose widget (and with it the script
 * request) mounts once `requested` turns true; the time-out runs from then.
 * `onScriptLoad` takes react-async-script's { loaded, errored } report.
 */
export function useCaptchaLoad(requested: boolean, startTimer: StartTimer = browserTimer, timeoutMs = CAPTCHA_LOAD_TIMEOUT_MS) {
  const [state, dispatch] = useReducer(nextCaptchaLoad, "idle");
  useEffect(() => {
    if (!requested) return;
    dispatch("requested");
    return startTimer(() => dispatch("timed-out"), timeoutMs);
  }, [requested, startTimer, timeoutMs]);
  const onScriptLoad = useCallback(({ errored }: { errored: boolean }) => dispatch(errored ? "errored" : "loaded"), []);
  return { state, onScriptLoad };
}
