import { screen } from "@testing-library/react";
import { showToast } from "./toasts";
import { showToast as showLeadToast } from "../../../src/components/forms/lead-toasts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false; // the toasts render in a root of their own, outside any act()

describe("the toasts", () => {
  afterEach(() => jest.restoreAllMocks());

  it("show nothing until the first toast, then Sonner's toast with its title and description, in a root of their own", async () => {
    expect(document.querySelector("[data-toasts]")).toBeNull();
    await showToast("Message Sent!", { description: "We will reply soon." }, "success");
    expect(await screen.findByText("Message Sent!")).toBeInTheDocument();
    expect(screen.getByText("We will reply soon.")).toBeInTheDocument();
    expect(document.querySelectorAll("[data-toasts]")).toHaveLength(1);
    await showToast("Error", { description: "Failed again." }, "error");
    expect(await screen.findByText("Failed again.")).toBeInTheDocument();
    expect(document.querySelectorAll("[data-toasts]")).toHaveLength(1);
  });

  it("say the same in the browser's alert when their code cannot load", async () => {
    // This page names no late code: the load fails as it would offline.
    const alert = jest.spyOn(window, "alert").mockImplementation(() => undefined);
    await showLeadToast("Error", { description: "Failed to send message." }, "error");
    expect(alert).toHaveBeenCalledWith("Error\nFailed to send message.");
  });
});
