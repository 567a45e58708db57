import { fireEvent } from "@testing-library/dom";
import { ENGAGED_ATTRIBUTE, engagedAlready, markEngagement, watchEngagement } from "./engagement";

function part() {
  const node = document.createElement("div");
  node.innerHTML = `<form><input name="name"><div class="box"></div></form>`;
  document.body.appendChild(node);
  return { node, input: node.querySelector("input")!, box: node.querySelector(".box")! };
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("engagement", () => {
  it("is not pointing, hovering or anything outside the part", () => {
    const { node, box } = part();
    const outside = document.body.appendChild(document.createElement("button"));
    const onEngage = jest.fn();
    watchEngagement(node, onEngage);
    fireEvent.pointerEnter(box);
    fireEvent.pointerOver(box);
    fireEvent.mouseOver(box);
    fireEvent.pointerDown(outside);
    outside.focus();
    expect(onEngage).not.toHaveBeenCalled();
    expect(engagedAlready(node)).toBe(false);
  });

  it.each([
    ["the focus entering it", (input: HTMLElement) => input.focus()],
    ["a press inside it", (input: HTMLElement) => fireEvent.pointerDown(input)],
    ["a touch inside it", (input: HTMLElement) => fireEvent.touchStart(input)],
    ["a key pressed in it", (input: HTMLElement) => fireEvent.keyDown(input, { key: "a" })],
  ])("is %s, reported once", (_name, engage) => {
    const { node, input } = part();
    const onEngage = jest.fn();
    watchEngagement(node, onEngage);
    engage(input);
    fireEvent.pointerDown(input);
    expect(onEngage).toHaveBeenCalledTimes(1);
  });

  it("stops being watched when asked", () => {
    const { node, input } = part();
    const onEngage = jest.fn();
    watchEngagement(node, onEngage)();
    fireEvent.pointerDown(input);
    expect(onEngage).not.toHaveBeenCalled();
  });

  it("marked on the part, is known to what mounts inside it later", () => {
    const { node, box } = part();
    markEngagement(node);
    expect(node).not.toHaveAttribute(ENGAGED_ATTRIBUTE);
    fireEvent.pointerDown(box);
    expect(node).toHaveAttribute(ENGAGED_ATTRIBUTE);
    expect(engagedAlready(node.querySelector("form")!)).toBe(true);
  });

  it("is known when the focus is already inside", () => {
    const { node, input } = part();
    input.focus();
    expect(engagedAlready(node.querySelector("form")!)).toBe(true);
  });
});
