import type { AnalyticsEvent } from "./analytics";
import {
  classifyLinkClick,
  installClickTracking,
  isContactHref,
  isLeadClickText,
  isNavigationSkipText,
  leadClickComponent,
  leadClickDetail,
  type LinkClick,
} from "./analytics-clicks";

describe("lead-click event_detail by path", () => {
  it.each([
    ["/services/marketing/google-analytics-services", "marketing"],
    ["/services/product/mixpanel/", "product"],
    ["/workshops", "workshops"],
    ["/workshops/google-analytics", "workshops"],
    ["/case-studies", "case-studies"],
    ["/case-study/etoro", "case-studies"],
    ["/technology/google-cloud/bigquery", "technology"],
    ["/technology/mixpanel", "technology"],
    ["/", "N/A"],
    ["/services", "N/A"],
    ["/about", "N/A"],
    ["/contact", "N/A"],
    ["/insights/modeled-conversions", "N/A"],
    ["/marketing", "N/A"],
  ])("%s → %s", (path, detail) => {
    expect(leadClickDetail(path)).toBe(detail);
  });
});

describe("text rules", () => {
  it("recognises lead texts anywhere in the link, any case, curly apostrophes", () => {
    expect(isLeadClickText("Start Your Success Story")).toBe(true);
    expect(isLeadClickText("  Talk   to us →")).toBe(true);
    expect(isLeadClickText("Talk to an Expert")).toBe(false);
    expect(isLeadClickText("Let's Talk")).toBe(false);
  });

  it("skips the calls to action in navigation", () => {
    const skipped = ["Let's Talk", "Let\u2019s talk", "Begin Your Journey", "Connect", "Let's Connect"];
    expect([...skipped, "Case Studies", "Talk"].filter(isNavigationSkipText)).toEqual(skipped);
  });

  it("recognises contact links by path only", () => {
    const contact = ["/contact", "/contact/?from=header#form", "http://localhost/contact"];
    expect([...contact, "https://elsewhere.example/contact", "/contact-us", "mailto:hello@swc.co.il"].filter((href) => isContactHref(href))).toEqual(contact);
  });

  it("maps zones to lead-click components, unknown → other", () => {
    expect(leadClickComponent("workshop card")).toBe("workshop card");
    expect(leadClickComponent("Hero")).toBe("hero");
    expect(leadClickComponent("What We Do")).toBe("other");
    expect(leadClickComponent(null)).toBe("other");
  });
});

describe("classifyLinkClick", () => {
  const click = (overrides: Partial<LinkClick>): LinkClick => ({
    text: "About Us",
    href: "/about",
    contactMarked: false,
    getInTouch: null,
    zone: "header",
    pathname: "/",
    ...overrides,
  });

  it("header and footer links are navigation", () => {
    expect(classifyLinkClick(click({}))).toEqual({ event_name: "navigation", event_text: "About Us", component_name: "header menu" });
    expect(classifyLinkClick(click({ zone: "footer", text: "Insights", href: "/insights" }))).toEqual({
      event_name: "navigation",
      event_text: "Insights",
      component_name: "footer menu",
    });
  });

  it("links elsewhere are not navigation", () => {
    expect(classifyLinkClick(click({ zone: null }))).toBeNull();
    expect(classifyLinkClick(click({ zone: "hero" }))).toBeNull();
  });

  it("skipped texts send nothing when they are not contact links", () => {
    expect(classifyLinkClick(click({ text: "Connect", href: "/about" }))).toBeNull();
  });

  it("contact links are lead clicks, never navigation", () => {
    expect(classifyLinkClick(click({ text: "Let's Talk", href: "/contact", contactMarked: true, pathname: "/services/product/mixpanel" }))).toEqual({ event_name: "lead_click", event_detail: "product", event_text: "Let's Talk", component_name: "header" });
    expect(classifyLinkClick(click({ text: "Contact Us", href: "/contact", zone: "footer", pathname: "/workshops" }))).toEqual({ event_name: "lead_click", event_detail: "workshops", event_text: "Contact Us", component_name: "footer" });
  });

  it("lead texts make any link a lead click", () => {
    expect(classifyLinkClick(click({ text: "Talk to Us", href: "/about", zone: "workshop card", pathname: "/workshops" }))).toEqual({ event_name: "lead_click", event_detail: "workshops", event_text: "Talk to Us", component_name: "workshop card" });
  });

  it("footer e-mail and LinkedIn links are get_in_touch", () => {
    expect(classifyLinkClick(click({ zone: "footer", getInTouch: "email", href: "mailto:hello@swc.co.il" }))).toEqual({
      event_name: "get_in_touch",
      event_detail: "email",
      component_name: "footer",
    });
    // Outside the footer the component sends its own event (contact card): the listener stays out.
    expect(classifyLinkClick(click({ zone: "contact card", getInTouch: "linkedin", href: "https://linkedin.com" }))).toBeNull();
  });
});

describe("installClickTracking (delegated listener)", () => {
  let sent: AnalyticsEvent[];
  let uninstall: () => void;

  beforeEach(() => {
    window.history.pushState({}, "", "/services/marketing/google-analytics-services");
    document.body.innerHTML = `
      <header data-track-component="header">
        <a href="/" aria-label="SWC home"><svg><text>SWC</text></svg></a>
        <nav><a href="/workshops">Workshops</a><button type="button">Services</button></nav>
        <a href="/contact" data-contact-link>Let's Talk</a>
      </header>
      <main>
        <section data-track-component="hero"><a id="hero-cta" href="/contact" data-contact-link><span>Talk to an</span> <span>Expert</span> <svg></svg></a></section>
        <article data-analytics-zone="workshop card"><a id="card" href="/contact">Talk to Us</a></article>
        <a id="plain" href="/about">About our team</a>
        <a id="story" href="/contact">Start Your Success Story</a>
        <a id="service" href="/services/product/mixpanel" data-track='{"event_name":"service_clicked","event_detail":"product","event_text":"Mixpanel","component_name":"What We Do"}'><span>Mixpanel</span></a>
        <label id="tab-label">Partners <input id="tab" type="radio" name="t" data-track='{"event_name":"radio_clicked","event_detail":"N/A","event_text":"Partners","component_name":"radio"}'></label>
        <a id="broken" href="/about" data-track="{not json">Broken</a>
      </main>
      <footer data-track-component="footer">
        <a href="/contact" data-contact-link>Begin Your Journey</a>
        <a href="mailto:hello@swc.co.il" data-get-in-touch="email">hello@swc.co.il</a>
        <a href="/insights">Insights</a>
      </footer>`;
    sent = [];
    uninstall = installClickTracking(document, (event) => sent.push(event));
  });
  afterEach(() => uninstall());

  const clickOn = (element: Element | null) => {
    if (!element) throw new Error("element missing");
    element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
  };

  it("reads the link text, zone and page from the DOM, also for clicks on inner elements", () => {
    clickOn(document.querySelector("#hero-cta svg"));
    clickOn(document.querySelector("#card"));
    clickOn(document.querySelector("footer a[data-contact-link]"));
    expect(sent).toEqual([
      { event_name: "lead_click", event_detail: "marketing", event_text: "Talk to an Expert", component_name: "hero" },
      { event_name: "lead_click", event_detail: "marketing", event_text: "Talk to Us", component_name: "workshop card" },
      { event_name: "lead_click", event_detail: "marketing", event_text: "Begin Your Journey", component_name: "footer" },
    ]);
  });

  it("sends navigation for header and footer links, get_in_touch for the footer e-mail, nothing for buttons and body links", () => {
    clickOn(document.querySelector("header nav a"));
    clickOn(document.querySelector("header a[aria-label]"));
    clickOn(document.querySelector("header button"));
    clickOn(document.querySelector("#plain"));
    clickOn(document.querySelector("footer a[href='/insights']"));
    clickOn(document.querySelector("footer [data-get-in-touch]"));
    expect(sent).toEqual([
      { event_name: "navigation", event_text: "Workshops", component_name: "header menu" },
      { event_name: "navigation", event_text: "SWC", component_name: "header menu" },
      { event_name: "navigation", event_text: "Insights", component_name: "footer menu" },
      { event_name: "get_in_touch", event_detail: "email", component_name: "footer" },
    ]);
  });

  it("sends exactly one event per click, and none after uninstalling", () => {
    clickOn(document.querySelector("#story"));
    expect(sent).toEqual([
      { event_name: "lead_click", event_detail: "marketing", event_text: "Start Your Success Story", component_name: "other" },
    ]);
    uninstall();
    clickOn(document.querySelector("#story"));
    expect(sent).toHaveLength(1);
  });

  it("pushes the event a data-track attribute holds, once, for the element or anything inside it", () => {
    clickOn(document.querySelector("#service span"));
    expect(sent).toEqual([{ event_name: "service_clicked", event_detail: "product", event_text: "Mixpanel", component_name: "What We Do" }]);
  });

  it("a click on a radio's label counts once (the browser's own click on the radio carries the event)", () => {
    (document.querySelector("#tab-label") as HTMLLabelElement).click();
    expect(sent).toEqual([{ event_name: "radio_clicked", event_detail: "N/A", event_text: "Partners", component_name: "radio" }]);
  });

  it("a malformed data-track pushes nothing (and the link is not classified instead)", () => {
    clickOn(document.querySelector("#broken"));
    expect(sent).toEqual([]);
  });
});
