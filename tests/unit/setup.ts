import "@testing-library/jest-dom";

// jsdom lacks TextEncoder, which react-dom/server (the build's article renderer) needs.
if (typeof globalThis.TextEncoder === "undefined") {
  globalThis.TextEncoder = require("util").TextEncoder;
}

// jsdom lays nothing out, so it has no scrollIntoView; the page runtime scrolls
// the consent banner's Customize panel into view. Nothing to scroll here.
if (typeof Element !== "undefined" && typeof Element.prototype.scrollIntoView !== "function") {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}
