/**
 * Publish with a field in error shows that field and says what to do.
 */
import { notPublishedMessage, revealFirstError } from "./publish-errors";
import { NOTICE_ATTRIBUTE } from "./notice";

/** A field as Decap draws it: its container, a top bar with the label and the error list, then the input. */
function field(label: string, errors: string[]): string {
  const list = errors.length ? `<ul class="css-x1-ControlErrorsList">${errors.map((e) => `<li>${e}</li>`).join("")}</ul>` : "";
  return `<div class="css-c-ControlContainer"><div class="css-t-ControlTopbar"><label>${label}</label>${list}</div><input aria-label="${label}"></div>`;
}

describe("publish with an error", () => {
  beforeEach(() => {
    document.body.innerHTML = "";
    Element.prototype.scrollIntoView = jest.fn();
  });

  it("scrolls the first field in error into view, focuses it and says why and what to do", () => {
    document.body.innerHTML = field("Title", []) + field("Description", ["Description: Use 50 to 240 characters."]) + field("Image alt", ["Image alt is needed: fill it in before publishing."]);
    expect(revealFirstError(document)).toBe(true);
    const description = document.querySelector('input[aria-label="Description"]')!;
    expect(description.parentElement!.scrollIntoView).toHaveBeenCalledWith({ block: "center" });
    expect(document.activeElement).toBe(description);
    const notice = document.querySelector(`[${NOTICE_ATTRIBUTE}]`)!;
    expect(notice.getAttribute("role")).toBe("alert");
    expect(notice.textContent).toContain(
      "Not published. Description: Use 50 to 240 characters. Image alt is needed: fill it in before publishing. Correct the 2 fields marked in red (the first is now in view), then publish again.",
    );
  });

  it("does nothing when no field is in error", () => {
    document.body.innerHTML = field("Title", []);
    expect(revealFirstError(document)).toBe(false);
    expect(document.querySelector(`[${NOTICE_ATTRIBUTE}]`)).toBeNull();
  });

  it("ends every message with a full stop", () => {
    expect(notPublishedMessage(["Path is needed"], 1)).toBe("Not published. Path is needed. Correct the field marked in red, now in view, then publish again.");
  });
});
