import React from "react";
import { render, screen } from "@testing-library/react";
import { NotFoundPage } from "./NotFoundPage";
import { readContent } from "../../../tests/unit/support/content-json";

describe("NotFoundPage", () => {
  it("shows 404, the page's title and the way home from content/not-found.json", () => {
    const copy = readContent("not-found.json");
    render(<NotFoundPage title={copy.title} buttonLabel={copy.buttonLabel} />);
    expect(screen.getByText("404")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(copy.title);
    expect(screen.getByRole("link", { name: copy.buttonLabel })).toHaveAttribute("href", "/");
  });
});
