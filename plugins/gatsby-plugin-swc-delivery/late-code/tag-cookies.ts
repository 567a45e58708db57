/** The removal of the tag cookies a withdrawn consent no longer allows, as late code: the page runtime requests it only when there is one to remove (src/lib/consent.ts). */
export { removeTagCookies as default } from "../../../src/lib/tag-cookies";
