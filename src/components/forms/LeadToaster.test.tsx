import React from "react";
import { act, render, screen } from "@testing-library/react";
import { LeadToaster, showToast } from "./LeadToaster";

let mockOffline = false;
jest.mock("sonner", () => {
  if (mockOffline) throw new Error("offline");
  return jest.requireActual("sonner");
});

describe("LeadToaster", () => {
  afterEach(() => jest.restoreAllMocks());

  // First: once Sonner has loaded, the module registry keeps it.
  it("says the same in the browser's alert when Sonner cannot load, and loads it for the next toast", async () => {
    mockOffline = true;
    const alert = jest.spyOn(window, "alert").mockImplementation(() => undefined);
    const { container } = render(<LeadToaster />);
    await act(() => showToast("Error", { description: "Failed to send message." }, "error"));
    expect(alert).toHaveBeenCalledWith("Error\nFailed to send message.");
    expect(container).toBeEmptyDOMElement();

    mockOffline = false;
    // The toast waits for the Toaster React mounts meanwhile: not inside act(), which would hold that render back.
    const shown = showToast("Error", { description: "Failed again." }, "error");
    expect(await screen.findByText("Failed again.")).toBeInTheDocument();
    await shown;
    expect(alert).toHaveBeenCalledTimes(1);
  });

  it("shows nothing until the first toast, then Sonner's toast with its title and description", async () => {
    const { container } = render(<LeadToaster />);
    expect(container).toBeEmptyDOMElement();
    const shown = showToast("Message Sent!", { description: "We will reply soon." }, "success");
    expect(await screen.findByText("Message Sent!")).toBeInTheDocument();
    expect(screen.getByText("We will reply soon.")).toBeInTheDocument();
    await shown;
  });
});
