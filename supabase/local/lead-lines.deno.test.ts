import * as assert from "./assert.ts";
import { leadLines } from "./lead-lines.ts";
import { forTerminal } from "../functions/_shared/lead-email.ts";
import type { StoredLead } from "../functions/_shared/lead-store.ts";

const lead: StoredLead = {
  id: "0b7c1f0e-5d3a-4f4e-9a51-1f3e2b7d9c10",
  idempotencyKey: "k-00000001",
  payloadHash: "h",
  // As a row written before the function stripped these, or by hand, may hold them.
  name: "Dana\u001b[2J\u001b]8;;https://evil.example\u0007Levi",
  email: "dana@example.com",
  company: "\u202Egnp.exe\u202C Acme\u200B",
  message: "Hi\u0085there\r\nline two \u001b[31mred",
  buttonText: null,
  componentName: "Form\u2066x\u2069",
  attribution: null,
  experiments: { "home-hero": "b\u202Eevil" },
  receivedAt: new Date("2025-03-01T10:00:00Z"),
};

Deno.test("npm run leads shows escape sequences, bidi overrides and zero-width characters as visible escapes, never raw", () => {
  const text = leadLines(lead, []).join("\n");
  assert.doesNotMatch(text, /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2066-\u2069]/);
  assert.equal(text.split("\n").length, 4, "visitor text adds no line");
  assert.match(text, /Dana\\u\{001B\}\[2J\\u\{001B\}\]8;;https:\/\/evil\.example\\u\{0007\}Levi/);
  assert.match(text, /\\u\{202E\}gnp\.exe\\u\{202C\} Acme\\u\{200B\}/);
  assert.match(text, /Form\\u\{2066\}x\\u\{2069\}/);
  assert.match(text, /experiments: home-hero → b\\u\{202E\}evil/);
  assert.match(text, /Hi\\u\{0085\}there line two \\u\{001B\}\[31mred/);
  assert.equal(forTerminal("Dana Levi · שלום · 👩🏽 Ω"), "Dana Levi · שלום · 👩🏽 Ω", "ordinary text, Hebrew and emoji unchanged");
});
