import "@testing-library/jest-dom";

// jsdom lacks TextEncoder, which react-dom/server (the build's article renderer) needs.
if (typeof globalThis.TextEncoder === "undefined") {
  globalThis.TextEncoder = require("util").TextEncoder;
}
