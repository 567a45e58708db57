import React from "react";
import { render, screen } from "@testing-library/react";
import { HomePage, type HomePageProps } from "./HomePage";
import { selectServiceCards } from "../../lib/service-cards";
import { mockSiteData, readContent } from "../../../tests/unit/support/content-json";

// The form is an island with its own tests; here only where it is placed matters.
jest.mock("../forms/LeadFormIsland", () => ({ LeadFormIsland: ({ variant }: { variant: string }) => <form data-lead-form={variant} /> }));

const LOGO = { publicURL: "/logo.svg", inlineSvg: null };

/** content/home.json and site.json mapped as src/pages/index.tsx maps the query (images aside). */
function homeProps(): HomePageProps {
  const home = readContent("home.json");
  const site = readContent("site.json");
  // each service page's file is named by the last part of its path
  const servicePages = home.services.servicePaths.map((path: string) => readContent(`services/${path.split("/").pop()}.json`));
  const caseStudies = ["etoro", "novamart", "rio"].map((id) => ({ ...readContent(`case-studies/${id}.json`), logo: LOGO, image: null }));
  return {
    hero: { ...home.hero, tagline: site.tagline, image: null },
    clients: { title: home.clients.title, listLabel: home.clients.listLabel, logos: home.clients.logos.map((logo: { id: number; name: string }) => ({ id: logo.id, name: logo.name, file: LOGO })) },
    about: {
      eyebrow: home.about.eyebrow,
      title: home.about.title,
      intro: home.about.intro,
      label: home.about.radioLabel,
      tabs: home.about.tabs,
      dialScale: home.about.dialScale,
      content: {
        whoWeAre: home.about.whoWeAre,
        partners: { ...home.about.partners, logos: home.about.partners.logos.map((partner: { name: string }) => ({ name: partner.name, file: LOGO })) },
        byTheNumbers: { ...home.about.byTheNumbers, stats: site.homeStats },
      },
    },
    capabilities: { title: home.capabilities.title, intro: home.capabilities.intro, items: home.capabilities.items.map((item: object) => ({ ...item, image: null })) },
    services: { ...home.services, cards: selectServiceCards(home.services.servicePaths, servicePages) },
    technologies: {
      title: home.technologies.title,
      intro: home.technologies.intro,
      productsLabel: home.technologies.productsLabel,
      cards: home.technologies.items.map((card: object) => ({ ...card, logo: LOGO, image: null })),
    },
    caseStudies: { ...home.caseStudies, caseStudies, industryGroups: readContent("industries.json").groups },
    letsTalk: home.letsTalk,
  };
}

beforeEach(() => {
  mockSiteData();
});

describe("HomePage", () => {
  it("stacks the eight sections in their order, hero first and Let's Talk last, with the home copy", async () => {
    const props = homeProps();
    const { container } = render(<HomePage {...props} />);
    expect(await screen.findByRole("heading", { level: 2, name: props.caseStudies.title })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(props.hero.title);
    expect(screen.getByText(props.hero.tagline)).toBeInTheDocument();
    const titles = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    const order = [
      props.clients.title,
      props.about.title,
      props.capabilities.title,
      props.services.title,
      props.technologies.title,
      props.caseStudies.title,
      props.letsTalk.title,
    ].map((title) => titles.indexOf(title));
    expect(order.every((position) => position >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(container.querySelector("[data-lead-form='home']")).not.toBeNull();
  });

  it("shows the eight 'What We Do' services and the case studies as links", async () => {
    const props = homeProps();
    render(<HomePage {...props} />);
    await screen.findByRole("heading", { level: 2, name: props.caseStudies.title });
    for (const card of props.services.cards) expect(screen.getAllByRole("link", { name: new RegExp(card.title) })[0]).toHaveAttribute("href", card.link);
    expect(props.services.cards).toHaveLength(8);
    for (const study of props.caseStudies.caseStudies) {
      expect(screen.getAllByRole("link", { name: new RegExp(study.client) }).some((link) => link.getAttribute("href") === `/case-study/${study.slug}`)).toBe(true);
    }
  });
});
