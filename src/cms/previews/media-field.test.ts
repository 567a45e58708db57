import { mediaDir, mediaFieldFor } from "./media-field";

/** A configured field as Decap hands it to a preview: a Map (read with get), its nested fields a list. */
const field = (options: Record<string, unknown>) => new Map(Object.entries(options));

describe("the field an image path belongs to", () => {
  const clientLogo = field({ name: "image", widget: "image", media_folder: "images/logos/clients" });
  const partnerLogo = field({ name: "logo", widget: "image", media_folder: "images/logos" });
  const figure = field({ name: "figures", widget: "image", media_folder: "../images/figures" });
  const fields = [
    field({ name: "hero", widget: "object", fields: [field({ name: "image", widget: "image" })] }),
    field({ name: "clients", widget: "object", fields: [field({ name: "logos", widget: "list", fields: [field({ name: "name", widget: "string" }), clientLogo] })] }),
    field({ name: "about", widget: "object", fields: [field({ name: "partners", widget: "object", fields: [field({ name: "logos", widget: "list", fields: [partnerLogo] })] })] }),
    field({ name: "figures", widget: "list", field: figure }),
  ];

  it("is the field, however deep, whose media folder is the image's folder: the object Decap was configured with", () => {
    expect(mediaFieldFor(fields, mediaDir("images/logos/clients/acme.svg"))).toBe(clientLogo);
    expect(mediaFieldFor(fields, mediaDir("images/logos/bigquery.svg"))).toBe(partnerLogo);
    expect(mediaFieldFor(fields, mediaDir("../images/figures/chart.png"))).toBe(figure);
  });

  it("is none for an image in the collection's own folder, or when Decap hands over no fields", () => {
    expect(mediaFieldFor(fields, mediaDir("images/home-hero.png"))).toBeUndefined();
    expect(mediaFieldFor(fields, mediaDir("../images/benefit-1.png"))).toBeUndefined();
    expect(mediaFieldFor(undefined, "images/logos")).toBeUndefined();
  });

  it("reads a path's folder as the entry writes it", () => {
    expect(mediaDir("images/logos/clients/acme.svg")).toBe("images/logos/clients");
    expect(mediaDir("../images/chart.png")).toBe("../images");
    expect(mediaDir("chart.png")).toBe("");
  });
});
