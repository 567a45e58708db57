import { selectServiceCards, serviceCardsOfType, toServiceType, type ServiceCardSource } from "./service-cards";

const node = (path: string, serviceType: string, title: string): ServiceCardSource => ({
  path,
  serviceType,
  card: { title, description: `${title} description`, icon: "chart" },
});

const NODES = [
  node("/services/product/mixpanel", "product", "Mixpanel Services"),
  node("/services/marketing/google-analytics-services", "marketing", "Google Analytics Services"),
  node("/services/marketing/funnel-capabilities", "marketing", "Upper-Funnel Media POC"),
  node("/services/product/experimentation", "product", "Experimentation & CRO"),
];

describe("selectServiceCards", () => {
  it("returns the cards in the order of the path list, not of the nodes", () => {
    const cards = selectServiceCards(["/services/marketing/google-analytics-services", "/services/product/mixpanel"], NODES);
    expect(cards).toEqual([
      {
        title: "Google Analytics Services",
        description: "Google Analytics Services description",
        icon: "chart",
        link: "/services/marketing/google-analytics-services",
        type: "marketing",
      },
      {
        title: "Mixpanel Services",
        description: "Mixpanel Services description",
        icon: "chart",
        link: "/services/product/mixpanel",
        type: "product",
      },
    ]);
  });

  it("leaves out services that are not listed", () => {
    const titles = selectServiceCards(["/services/product/experimentation"], NODES).map((card) => card.title);
    expect(titles).toEqual(["Experimentation & CRO"]);
  });

  it("skips a listed path that has no page instead of rendering a dead link", () => {
    const links = selectServiceCards(["/services/product/data-products", "/services/product/mixpanel"], NODES).map((card) => card.link);
    expect(links).toEqual(["/services/product/mixpanel"]);
  });
});

describe("serviceCardsOfType", () => {
  it("splits the services by audience, keeping query order", () => {
    expect(serviceCardsOfType(NODES, "marketing").map((card) => card.title)).toEqual(["Google Analytics Services", "Upper-Funnel Media POC"]);
    expect(serviceCardsOfType(NODES, "product").map((card) => card.title)).toEqual(["Mixpanel Services", "Experimentation & CRO"]);
  });
});

describe("toServiceType", () => {
  it("rejects a type the cards have no accent colour for", () => {
    expect(() => toServiceType("sales")).toThrow(/sales/);
  });
});
