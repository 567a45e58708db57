import React from "react";
import { render, screen } from "@testing-library/react";
import { ErrorBoundary } from "./ErrorBoundary";

function Boom(): React.ReactElement {
  throw Object.assign(new Error("Database exploded"), { status: 503 });
}

it("shows the fallback error page with status and message", () => {
  const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
  render(
    <ErrorBoundary>
      <Boom />
    </ErrorBoundary>,
  );
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Unexpected Application Error!");
  expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("503 Database exploded");
  expect(screen.getByText(/at Boom/)).toBeInTheDocument();
  spy.mockRestore();
});
