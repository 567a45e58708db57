import React from "react";
import fs from "fs";
import path from "path";
import { render, screen, within } from "@testing-library/react";
import { ServicesOverview } from "./ServicesOverview";
import { asQueriedHero, mockSiteData, readContent } from "../../../tests/unit/support/content-json";

const filesIn = (folder: string) => fs.readdirSync(path.resolve(__dirname, "../../../content", folder)).map((file) => readContent(`${folder}/${file}`));

/** The technology and service pages as the page query gives them: partner platforms with a tile, in tile order; services in card order. */
const technologyPages = filesIn("technologies")
  .filter((page) => page.kind === "technology" && page.tile)
  .sort((a, b) => a.tile.order - b.tile.order)
  .map((page) => ({ path: page.path, tile: { ...page.tile, logoSize: page.tile.logoSize ?? null, logo: null } }));
const servicePages = filesIn("services").sort((a, b) => a.card.order - b.card.order);

beforeEach(mockSiteData);

describe("ServicesOverview", () => {
  const page = readContent("services-page.json");

  it("has the technologies and both audiences' services in anchored sections, then the call to action", () => {
    const { container } = render(
      <ServicesOverview
        hero={asQueriedHero(page.hero)}
        technologies={page.technologies}
        sections={{ marketing: page.marketing, product: page.product }}
        cta={page.cta}
        technologyPages={technologyPages}
        servicePages={servicePages}
      />,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(page.hero.title);
    const technologies = container.querySelector("#technologies") as HTMLElement;
    expect(within(technologies).getByRole("heading", { level: 2 })).toHaveTextContent(page.technologies.title);
    expect(within(technologies).getAllByRole("listitem")).toHaveLength(technologyPages.length);
    for (const [id, type] of [
      ["marketing-services", "marketing"],
      ["product-services", "product"],
    ] as const) {
      const section = container.querySelector(`#${id}`) as HTMLElement;
      expect(within(section).getByRole("heading", { level: 2 })).toHaveTextContent(page[type].title);
      const links = within(section).getAllByRole("link").map((link) => link.getAttribute("href"));
      expect(links).toEqual(servicePages.filter((service) => service.serviceType === type).map((service) => service.path));
    }
    expect(screen.getByRole("heading", { level: 2, name: page.cta.title })).toBeInTheDocument();
  });
});
