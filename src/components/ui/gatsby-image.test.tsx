import React from "react";
import { render } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { GatsbyImage, SITE_IMAGE_CSS, getImage, getSrc, intrinsicSize, withSiteImageStyle, withoutPluginImageScript } from "./gatsby-image";

const image: IGatsbyImageData = {
  layout: "constrained",
  width: 640,
  height: 480,
  backgroundColor: "#f8f8f8",
  images: {
    fallback: {
      src: "/static/x/a5ff4/hero.png",
      srcSet: "/static/x/6b75d/hero.png 160w,/static/x/a5ff4/hero.png 640w",
      sizes: "(min-width: 640px) 640px, 100vw",
    },
    sources: [
      { srcSet: "/static/x/1/hero.avif 160w,/static/x/2/hero.avif 640w", type: "image/avif", sizes: "(min-width: 640px) 640px, 100vw" },
      { srcSet: "/static/x/3/hero.webp 160w,/static/x/4/hero.webp 640w", type: "image/webp", sizes: "(min-width: 640px) 640px, 100vw" },
    ],
  },
};

/** The markup parts that decide how an image looks: wrapper, sizer, placeholder colour, sources, fallback. */
function visibleShape(html: string) {
  const doc = new DOMParser().parseFromString(html, "text/html");
  doc.querySelectorAll("noscript, script").forEach((n) => n.remove());
  const wrapper = doc.querySelector("[data-gatsby-image-wrapper]")!;
  const main = wrapper.querySelector<HTMLImageElement>("picture img[data-main-image]")!;
  return {
    wrapperClass: wrapper.className,
    sizer: [wrapper.firstElementChild!, ...wrapper.firstElementChild!.querySelectorAll("*")].map((el) => [
      el.tagName,
      [...el.attributes].filter((a) => a.name !== "style").map((a) => `${a.name}=${a.value}`),
      (el as HTMLElement).style.cssText,
    ]),
    placeholderColor: wrapper.querySelector<HTMLElement>("[data-placeholder-image]")!.style.backgroundColor,
    sources: [...wrapper.querySelectorAll("source")].map((s) => [s.type, s.getAttribute("srcset"), s.getAttribute("sizes")]),
    fallback: [main.getAttribute("src"), main.getAttribute("srcset"), main.getAttribute("sizes"), main.getAttribute("alt"), main.getAttribute("loading")],
  };
}

describe("GatsbyImage stand-in", () => {
  it("renders the markup of gatsby-plugin-image's production server render, minus the fade-in, with a canvas for the sizer's SVG image", () => {
    // The plugin's output for this image in a production build (public/…/analytics-360/index.html),
    // without the <noscript> copy and the per-image <script> that only serve its fade-in, and
    // without role="presentation" on the sizer, which HTML forbids beside alt="".
    const plugin =
      `<div data-gatsby-image-wrapper="" class="gatsby-image-wrapper gatsby-image-wrapper-constrained rounded-3xl shadow-lift">` +
      `<div style="max-width:640px;display:block"><img alt="" aria-hidden="true" src="data:image/svg+xml;charset=utf-8,%3Csvg%20height=&#x27;480&#x27;%20width=&#x27;640&#x27;%20xmlns=&#x27;http://www.w3.org/2000/svg&#x27;%20version=&#x27;1.1&#x27;%3E%3C/svg%3E" style="max-width:100%;display:block;position:static"/></div>` +
      `<div aria-hidden="true" data-placeholder-image="" style="opacity:1;transition:opacity 500ms linear;background-color:#f8f8f8;position:absolute;top:0;left:0;bottom:0;right:0"></div>` +
      `<picture><source type="image/avif" srcSet="/static/x/1/hero.avif 160w,/static/x/2/hero.avif 640w" sizes="(min-width: 640px) 640px, 100vw"/>` +
      `<source type="image/webp" srcSet="/static/x/3/hero.webp 160w,/static/x/4/hero.webp 640w" sizes="(min-width: 640px) 640px, 100vw"/>` +
      `<img data-main-image="" style="opacity:0" sizes="(min-width: 640px) 640px, 100vw" decoding="async" loading="eager" src="/static/x/a5ff4/hero.png" srcSet="/static/x/6b75d/hero.png 160w,/static/x/a5ff4/hero.png 640w" alt="Dashboard artwork"/></picture></div>`;
    const { container } = render(<GatsbyImage image={image} alt="Dashboard artwork" loading="eager" className="rounded-3xl shadow-lift" />);
    const { sizer, fallback, ...ours } = visibleShape(container.innerHTML);
    const { sizer: pluginSizer, fallback: pluginFallback, ...theirs } = visibleShape(plugin);
    expect(ours).toEqual(theirs);
    // The <img> behind AVIF and WebP sources names one fallback file, not a set of widths no browser would choose.
    expect(fallback).toEqual([pluginFallback[0], null, null, ...pluginFallback.slice(3)]);
    // The same width cap around a box of the image's natural size, which shrinks with its container.
    expect(sizer[0]).toEqual(pluginSizer[0]);
    expect(sizer[1]).toEqual(["CANVAS", ["aria-hidden=true", "width=640", "height=480"], "max-width: 100%; height: auto; display: block;"]);
    // Visible without any script (the site's image stylesheet does not hide it), with its intrinsic size for the layout.
    const main = container.querySelector<HTMLImageElement>("img[data-main-image]")!;
    expect(SITE_IMAGE_CSS).not.toMatch(/data-main-image|opacity:0/);
    // What every image shares is in that stylesheet, not in each image's style attribute.
    expect(main.hasAttribute("style")).toBe(false);
    expect(SITE_IMAGE_CSS).toContain("[data-placeholder-image]{position:absolute;inset:0;transition:opacity .5s linear}");
    expect([main.getAttribute("width"), main.getAttribute("height")]).toEqual(["640", "480"]);
    // An eager image belongs to the first view: fetched at high priority.
    expect(main.getAttribute("fetchpriority")).toBe("high");
  });

  it("keeps the fallback's widths when the image has no modern-format sources", () => {
    const { container } = render(<GatsbyImage image={{ ...image, images: { fallback: image.images.fallback } }} alt="" />);
    const main = container.querySelector<HTMLImageElement>("img[data-main-image]")!;
    expect(main.getAttribute("srcset")).toBe(image.images.fallback!.srcSet);
    expect(main.getAttribute("sizes")).toBe(image.images.fallback!.sizes);
  });

  it("describes the width a component draws the image at, when it gives one, to every source", () => {
    const sizes = "(min-width: 1024px) 720px, calc(100vw - 2.5rem)";
    const { container } = render(<GatsbyImage image={image} alt="" sizes={sizes} />);
    const wrapper = container.firstElementChild as HTMLElement;
    expect(wrapper.hasAttribute("sizes")).toBe(false);
    expect([...container.querySelectorAll("source")].map((source) => source.getAttribute("sizes"))).toEqual([sizes, sizes]);
  });

  it("leaves a lazy image at the browser's own priority", () => {
    const { container } = render(<GatsbyImage image={image} alt="" />);
    const main = container.querySelector<HTMLImageElement>("img[data-main-image]")!;
    expect(main.getAttribute("loading")).toBe("lazy");
    expect(main.hasAttribute("fetchpriority")).toBe(false);
  });

  it("passes object-fit, position, wrapper classes and styles through", () => {
    const { container } = render(
      <GatsbyImage image={{ ...image, layout: "fullWidth" }} alt="" className="!absolute inset-0" objectFit="contain" objectPosition="right center" style={{ zIndex: 1 }} />,
    );
    const wrapper = container.firstElementChild as HTMLElement;
    expect(wrapper.className).toBe("gatsby-image-wrapper !absolute inset-0");
    expect(wrapper.style.zIndex).toBe("1");
    const main = container.querySelector<HTMLElement>("img[data-main-image]")!;
    expect(main.style.objectFit).toBe("contain");
    expect(main.style.objectPosition).toBe("right center");
    expect((wrapper.firstElementChild as HTMLElement).style.paddingTop).toBe("75%");
  });

  it("gives the main image whole-number width and height of the image's aspect ratio", () => {
    expect(intrinsicSize({ layout: "constrained", width: 768, height: 365.00000000000006 })).toEqual({ width: 768, height: 365 });
    expect(intrinsicSize({ layout: "fullWidth", width: 1, height: 0.5 })).toEqual({ width: 1000, height: 500 });
    const { container } = render(<GatsbyImage image={{ ...image, layout: "fullWidth", width: 1, height: 0.5625 }} alt="" />);
    const main = container.querySelector("img[data-main-image]")!;
    expect([main.getAttribute("width"), main.getAttribute("height")]).toEqual(["1000", "563"]);
  });

  it("getImage finds image data on a File node, a parent node or the data itself", () => {
    expect(getImage({ childImageSharp: { gatsbyImageData: image } })).toBe(image);
    expect(getImage({ gatsbyImageData: image })).toBe(image);
    expect(getImage(image)).toBe(image);
    expect(getImage(null)).toBeUndefined();
    expect(getSrc({ childImageSharp: { gatsbyImageData: image } })).toBe("/static/x/a5ff4/hero.png");
  });
});

describe("withoutPluginImageScript", () => {
  it("drops gatsby-plugin-image's inline head script and keeps its styles", () => {
    const components: React.ReactNode[] = [];
    const plugin = require("gatsby-plugin-image/gatsby-ssr") as { onRenderBody(api: { setHeadComponents(list: React.ReactNode[]): void }): void };
    plugin.onRenderBody({ setHeadComponents: (list) => components.push(...list) });
    const types = (list: React.ReactNode[]) => list.map((component) => (React.isValidElement(component) ? component.type : null));
    expect(types(components)).toContain("script");
    expect(types(withoutPluginImageScript(components))).toEqual(types(components).filter((type) => type !== "script"));
    expect(withoutPluginImageScript(components)).toHaveLength(components.length - 1);
  });
});

describe("withSiteImageStyle", () => {
  it("puts the site's image stylesheet in place of gatsby-plugin-image's, which hides every main image until a script shows it", () => {
    const components: React.ReactNode[] = [];
    const plugin = require("gatsby-plugin-image/gatsby-ssr") as { onRenderBody(api: { setHeadComponents(list: React.ReactNode[]): void }): void };
    plugin.onRenderBody({ setHeadComponents: (list) => components.push(...list) });
    const styles = withSiteImageStyle(components)
      .filter((component): component is React.ReactElement<{ dangerouslySetInnerHTML: { __html: string } }> => React.isValidElement(component) && component.type === "style")
      .map((component) => component.props.dangerouslySetInnerHTML.__html);
    expect(styles).toEqual([SITE_IMAGE_CSS]);
  });
});
