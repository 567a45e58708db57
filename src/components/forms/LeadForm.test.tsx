import React from "react";
import { fireEvent, within } from "@testing-library/dom";
import type { Root } from "react-dom/client";
import { LEAD_FORM_COPY_DEFAULTS } from "../../lib/lead-form-copy";
import { LEAD_FORM_VARIANTS, type LeadFormVariant } from "../../lib/lead-form-variants";
import { CAPTCHA_LOAD_TIMEOUT_MS, nextCaptchaLoad, type CaptchaLoad, type CaptchaLoadEvent, type StartTimer } from "./captcha-load";

/**
 * When the lead form requests Google's captcha script: only once the visitor
 * engages with the form (or did so before the form's code ran), never at mount.
 *
 * react-async-script remembers, per page, each script it has inserted; every
 * test loads React and the form afresh so each starts from a page that has
 * requested nothing. jsdom does not fetch the script: a test sees the request
 * as the <script> element, and answers it by firing its load or error event.
 */

type Modules = {
  act: typeof import("react").act;
  client: typeof import("react-dom/client");
  server: typeof import("react-dom/server");
  LeadForm: typeof import("./LeadForm").LeadForm;
};

let modules: Modules;
let root: Root | null = null;
let container: HTMLElement;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

beforeEach(() => {
  jest.isolateModules(() => {
    modules = {
      act: require("react").act,
      client: require("react-dom/client"),
      server: require("react-dom/server"),
      LeadForm: require("./LeadForm").LeadForm,
    };
  });
  container = document.createElement("div");
  document.body.appendChild(container);
});

afterEach(() => {
  if (root) modules.act(() => root!.unmount());
  root = null;
  document.body.innerHTML = "";
});

const EMAIL = "hello@example.com";
const VARIANTS = Object.keys(LEAD_FORM_VARIANTS) as LeadFormVariant[];
const LOADING = LEAD_FORM_COPY_DEFAULTS.captchaLoading;

/** Requests for Google's captcha script so far: the <script> elements react-google-recaptcha inserted. */
const captchaRequests = () => Array.from(document.querySelectorAll("script")).filter((script) => /\/recaptcha\/api\.js/.test(script.src));

function form(variant: LeadFormVariant = "contact") {
  return <modules.LeadForm variant={variant} email={EMAIL} />;
}

function mount(element: React.ReactElement, into: HTMLElement = container) {
  modules.act(() => {
    root = modules.client.createRoot(into);
    root.render(element);
  });
}

const placeholder = () => container.querySelector<HTMLElement>("[data-captcha-placeholder]");
const field = (label: RegExp) => within(container).getByLabelText(label);

describe.each(VARIANTS)("the %s form", (variant) => {
  it("requests no captcha script at mount, nor when pointed at; the captcha's box stays empty", () => {
    mount(form(variant));
    expect(container.querySelector("[data-lead-form-ready]")).not.toBeNull();
    fireEvent.pointerEnter(container.querySelector("form")!);
    fireEvent.mouseOver(container.querySelector("form")!);
    expect(captchaRequests()).toHaveLength(0);
    expect(placeholder()).toHaveAttribute("data-captcha-placeholder", "idle");
    expect(placeholder()).toHaveTextContent(/^$/);
  });

  it("requests the script once, when a field takes the focus, and says the check is loading meanwhile", async () => {
    mount(form(variant));
    modules.act(() => field(/Your Name/).focus());
    expect(captchaRequests()).toHaveLength(1);
    expect(captchaRequests()[0].src).toContain("render=explicit");
    expect(placeholder()).toHaveTextContent(LOADING);
    // Leaving the name validates it, asynchronously.
    await modules.act(async () => field(/Email Address/).focus());
    expect(captchaRequests()).toHaveLength(1);
  });
});

describe("what counts as starting on the form", () => {
  it.each([
    ["a tap on the empty captcha box", () => fireEvent.pointerDown(placeholder()!)],
    ["a touch on a field", () => fireEvent.touchStart(field(/Company/))],
    ["a key pressed in a field", () => fireEvent.keyDown(field(/Your Message/), { key: "a" })],
  ])("%s", (_name, engage) => {
    mount(form());
    expect(captchaRequests()).toHaveLength(0);
    modules.act(engage);
    expect(captchaRequests()).toHaveLength(1);
    expect(placeholder()).toHaveAttribute("data-captcha-placeholder", "loading");
  });
});

describe("engagement before the form's code ran", () => {
  it("the page runtime marked the island engaged: the script is requested right at mount", () => {
    const island = document.createElement("div");
    island.setAttribute("data-engaged", "");
    document.body.appendChild(island);
    mount(form(), island);
    expect(captchaRequests()).toHaveLength(1);
  });

  it("the focus is in a field of the server's HTML when the form hydrates: the script is requested right away", () => {
    // react-hook-form picks useLayoutEffect wherever a window exists, as in jsdom; React warns of it in a server render.
    const consoleError = console.error;
    const quiet = jest.spyOn(console, "error").mockImplementation((message: unknown, ...rest: unknown[]) => {
      if (!String(message).includes("useLayoutEffect does nothing on the server")) consoleError(message, ...rest);
    });
    container.innerHTML = modules.server.renderToString(form());
    quiet.mockRestore();
    expect(captchaRequests()).toHaveLength(0);
    (container.querySelector("input[name=name]") as HTMLInputElement).focus();
    modules.act(() => {
      root = modules.client.hydrateRoot(container, form());
    });
    expect(captchaRequests()).toHaveLength(1);
  });
});

/** A clock the test moves by hand: the timers the form started, fired when the test says so. */
function manualTimer() {
  const timers: { callback: () => void; ms: number; cancelled: boolean }[] = [];
  const start: StartTimer = (callback, ms) => {
    const timer = { callback, ms, cancelled: false };
    timers.push(timer);
    return () => (timer.cancelled = true);
  };
  const fireAll = () => modules.act(() => timers.filter((timer) => !timer.cancelled).forEach((timer) => timer.callback()));
  return { start, timers, fireAll };
}

const fallback = () => container.querySelector<HTMLElement>("[data-captcha-fallback]");
const COPY = LEAD_FORM_COPY_DEFAULTS;

function type(label: RegExp, value: string) {
  modules.act(() => {
    fireEvent.input(field(label), { target: { value } });
  });
}

describe("the captcha once requested", () => {
  it("keeps Send disabled while there is no token, and says why next to it", () => {
    mount(form());
    const send = within(container).getByRole("button", { name: /Send Message/ });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(COPY.captchaPrompt);
    modules.act(() => field(/Your Name/).focus());
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(COPY.captchaPrompt);
  });

  it("a script that cannot load: says so, offers an e-mail to sales with what was typed, keeps the values", () => {
    mount(form());
    const send = within(container).getByRole("button", { name: /Send Message/ });
    modules.act(() => field(/Your Name/).focus());
    type(/Your Name/, "Dana Levi");
    type(/Company/, "Acme & Co");
    type(/Your Message/, "GA4 audit, please.\nBudget: 10k");
    modules.act(() => {
      captchaRequests()[0].dispatchEvent(new Event("error"));
    });
    const alert = fallback()!;
    expect(alert).toHaveAttribute("role", "alert");
    expect(alert).toHaveTextContent(COPY.captchaFailed);
    expect(placeholder()).toBeNull();
    const link = within(alert).getByRole("link", { name: `E-mail your message to ${EMAIL}` });
    const href = new URL(link.getAttribute("href")!);
    expect(`${href.protocol}${href.pathname}`).toBe(`mailto:${EMAIL}`);
    const params = new URLSearchParams(href.search);
    expect(params.get("subject")).toBe("Enquiry from the website (Contact Page Form)");
    expect(params.get("body")).toBe("Your Name: Dana Levi\r\nCompany: Acme & Co\r\n\r\nYour Message:\r\nGA4 audit, please.\r\nBudget: 10k");
    // What is typed after the failure goes into the e-mail too.
    type(/Email Address/, "dana@example.com");
    expect(new URLSearchParams(new URL(within(alert).getByRole("link").getAttribute("href")!).search).get("body")).toContain("Email Address: dana@example.com");
    expect(field(/Your Name/)).toHaveValue("Dana Levi");
    expect(field(/Your Message/)).toHaveValue("GA4 audit, please.\nBudget: 10k");
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(COPY.captchaFailedHint);
  });

  it("a script that has not arrived when the wait runs out, counted from its request: the same way through", () => {
    const clock = manualTimer();
    mount(<modules.LeadForm variant="home" email={EMAIL} captchaTimer={clock.start} />);
    expect(clock.timers).toHaveLength(0);
    modules.act(() => field(/Your Name/).focus());
    expect(captchaRequests()).toHaveLength(1);
    expect(clock.timers.map((timer) => timer.ms)).toEqual([CAPTCHA_LOAD_TIMEOUT_MS]);
    expect(fallback()).toBeNull();
    expect(placeholder()).toHaveTextContent(LOADING);
    type(/How Can We Help/, "Dashboards");
    clock.fireAll();
    expect(within(fallback()!).getByRole("link")).toHaveAttribute("href", expect.stringContaining("body=How%20Can%20We%20Help%3F%3A%0D%0ADashboards"));
    expect(field(/How Can We Help/)).toHaveValue("Dashboards");
    expect(within(container).getByRole("button", { name: /Let's Talk/ })).toHaveAccessibleDescription(COPY.captchaFailedHint);
  });

  it("the wait ends with the form: no timer outlives it", () => {
    const clock = manualTimer();
    mount(<modules.LeadForm variant="contact" email={EMAIL} captchaTimer={clock.start} />);
    modules.act(() => field(/Your Name/).focus());
    modules.act(() => root!.unmount());
    root = null;
    expect(clock.timers.every((timer) => timer.cancelled)).toBe(true);
  });
});

describe("the captcha's load state", () => {
  const run = (events: CaptchaLoadEvent[]) => events.reduce(nextCaptchaLoad, "idle" as CaptchaLoad);
  it.each<[CaptchaLoadEvent[], CaptchaLoad]>([
    [[], "idle"],
    [["timed-out"], "idle"],
    [["requested"], "loading"],
    [["requested", "loaded"], "ready"],
    [["requested", "errored"], "failed"],
    [["requested", "timed-out"], "failed"],
    [["requested", "loaded", "timed-out"], "ready"],
    [["requested", "timed-out", "loaded"], "ready"],
    [["requested", "loaded", "requested"], "ready"],
  ])("%j → %s", (events, state) => expect(run(events)).toBe(state));
});
