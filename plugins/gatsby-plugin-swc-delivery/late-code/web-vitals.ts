/** The Core Web Vitals reporter as late code: the page runtime calls it with the path the visitor landed on. */
export { startWebVitals as default } from "../../../src/lib/web-vitals-report";
