/**
 * Lists the site must show word for word. The content checks (tests/unit)
 * hold content/ to them and the browser tests (tests/e2e) the built pages, so
 * both compare against this one copy of the words.
 */

/** Home, 'How We Deliver Value': the four delivery modes, in order. */
export const DELIVERY_MODES = ["Advisory & Strategic Guidance", "Implementation Projects", "Data Products", "Training & Workshops (Upskilling)"];

/** About: the eight value tiles, in order. */
export const ABOUT_VALUES = [
  "Vast Experience",
  "Challenge Seekers",
  "Keep It Simple",
  "Long-Runners",
  "Hacker Spirit",
  "In Data We Trust",
  "Self-Entrepreneurs",
  "Agility Always",
];

/** The Google Analytics workshop: what every seat includes, in order. */
export const WORKSHOP_INCLUSIONS = [
  "10-hour workshop",
  "Hands-on exercises",
  "Implementation guide",
  "Certificate of completion",
  "30-day e-mail support",
  "Alumni community access",
];
