import React from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { deferredPart } from "./DeferredPart";

beforeEach(() => {
  // As after a client-side navigation: the part's code is asked for at once.
  document.documentElement.dataset.hydrated = "true";
  jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  delete document.documentElement.dataset.hydrated;
  jest.restoreAllMocks();
});

it("says in place when its code cannot load, and a retry loads it without an error screen", async () => {
  const load = jest
    .fn<Promise<React.ComponentType<{ greeting: string }>>, []>()
    .mockRejectedValueOnce(new Error("Loading chunk 7 failed"))
    .mockResolvedValue(({ greeting }) => <p>{greeting}</p>);
  const Part = deferredPart("test-part", load, { label: "The widget", fallback: <p>Loading…</p> });

  render(
    <main>
      <h1>Page</h1>
      <Part greeting="Loaded part" />
    </main>,
  );
  const notice = await screen.findByRole("alert");
  expect(notice).toHaveTextContent("The widget could not load");
  expect(screen.getByRole("heading", { name: "Page" })).toBeInTheDocument();
  expect(console.error).toHaveBeenCalledWith("test-part could not load", expect.any(Error));

  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
  });
  expect(await screen.findByText("Loaded part")).toBeInTheDocument();
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
