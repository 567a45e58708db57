/** The scroll to a URL hash's section as late code: the page runtime calls it on a page opened with a hash. */
export { scheduleHashScroll as default } from "../../../src/lib/hash-scroll";
