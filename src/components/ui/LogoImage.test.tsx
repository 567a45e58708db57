import React from "react";
import { render, screen } from "@testing-library/react";
import { LogoImage, LogoSymbols } from "./LogoImage";

const inline = { publicURL: "/static/a/kitefin.svg", inlineSvg: { viewBox: "0 0 160 48", body: '<path d="M0 0h1v1z"/>' } };

it("draws an inlinable file inline, named like the image it replaces, with the same box", () => {
  render(<LogoImage file={inline} alt="Kitefin" width={160} height={48} className="h-12 w-40" />);
  const logo = screen.getByRole("img", { name: "Kitefin" });
  expect(logo.tagName.toLowerCase()).toBe("svg");
  expect(logo).toHaveAttribute("viewBox", "0 0 160 48");
  expect(logo).toHaveAttribute("width", "160");
  expect(logo).toHaveAttribute("class", "h-12 w-40");
  // Centred in its box, as an image is: SVG's default, so not written out.
  expect(logo).not.toHaveAttribute("preserveAspectRatio");
  expect(logo.innerHTML).toBe('<path d="M0 0h1v1z"></path>');
  expect(document.querySelector("img")).toBeNull();
});

it("hides a decorative logo from assistive technology and aligns left on request", () => {
  const { container } = render(<LogoImage file={inline} alt="" width={120} height={36} align="left" />);
  const svg = container.querySelector("svg")!;
  expect(svg).toHaveAttribute("aria-hidden", "true");
  expect(svg).not.toHaveAttribute("role");
  expect(svg).toHaveAttribute("preserveAspectRatio", "xMinYMid meet");
});

it("falls back to an <img> of the file when it cannot be inlined, and renders nothing without a file", () => {
  const { container, rerender } = render(<LogoImage file={{ publicURL: "/static/b/x.svg", inlineSvg: null }} alt="X" width={48} height={48} align="left" />);
  const img = screen.getByRole("img", { name: "X" });
  expect(img).toHaveAttribute("src", "/static/b/x.svg");
  expect(img).toHaveClass("object-contain", "object-left");
  rerender(<LogoImage file={null} alt="X" width={48} height={48} />);
  expect(container).toBeEmptyDOMElement();
});

it("draws a logo shown more than once from one hidden <symbol>, each use keeping its own name and box", () => {
  const { container } = render(
    <>
      <LogoImage file={inline} alt="Kitefin" width={160} height={48} symbol="logo-kitefin" />
      <LogoImage file={inline} alt="" width={160} height={48} symbol="logo-kitefin" />
      <LogoSymbols logos={[{ symbol: "logo-kitefin", file: inline }, { symbol: "logo-x", file: { publicURL: "/x.svg", inlineSvg: null } }]} />
    </>,
  );
  const [named, decorative, sprite] = Array.from(container.querySelectorAll(":scope > svg"));
  expect(named).toHaveAttribute("role", "img");
  expect(named).toHaveAttribute("aria-label", "Kitefin");
  expect(named).toHaveAttribute("viewBox", "0 0 160 48");
  expect(named.innerHTML).toBe('<use href="#logo-kitefin"></use>');
  expect(decorative).toHaveAttribute("aria-hidden", "true");
  expect(decorative.innerHTML).toBe('<use href="#logo-kitefin"></use>');
  expect(sprite).toHaveAttribute("aria-hidden", "true");
  expect(sprite.innerHTML).toBe('<symbol id="logo-kitefin" viewBox="0 0 160 48"><path d="M0 0h1v1z"></path></symbol>');
});
