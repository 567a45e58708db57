import { requiredNode } from "./required-node";

describe("requiredNode", () => {
  it("returns the node the page query found", () => {
    const node = { slug: "etoro" };
    expect(requiredNode(node, "caseStudy")).toBe(node);
  });

  it.each([null, undefined])("stops the build with the field's name when the lookup found nothing (%s)", (missing) => {
    expect(() => requiredNode(missing, "caseStudy")).toThrow(/found no caseStudy/);
  });
});
