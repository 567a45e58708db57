import * as assert from "../../local/assert.ts";
import { composeLeadEmail, escapeHtml, leadEmailKey, NOT_STORED_MARK, sendLeadEmail, singleLine } from "../_shared/lead-email.ts";
import { decodePunycode, lookalikeDomain } from "../_shared/lookalike-domain.ts";

const lead = {
  id: "0b7c1f0e-5d3a-4f4e-9a51-1f3e2b7d9c10" as string | null,
  idempotencyKey: "lead-5d3a-key",
  name: "Dana Levi",
  email: "dana@example.co.il",
  company: "Acme\r\nBcc: victim@example.com",
  message: "Line one\n<b>bold</b> & \"quoted\" 'single'",
  buttonText: "Request DV360 Access",
  componentName: "DV360 Self-Serve",
  receivedAt: new Date("2025-03-01T10:00:00Z"),
};

Deno.test("escapeHtml escapes the five HTML-significant characters", () => {
  assert.equal(escapeHtml(`<a href="x" onclick='y'>&</a>`), "&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;");
});

Deno.test("singleLine removes CR/LF and other control characters and caps the length", () => {
  assert.equal(singleLine("a\r\nBcc: b\u0000c\u2028d"), "a Bcc: b c d");
  assert.equal(singleLine("x".repeat(200), 10), `${"x".repeat(9)}…`);
});

Deno.test("the notification cannot carry injected headers or markup", () => {
  const email = composeLeadEmail(lead, { from: "SWC Website <site@swc.test>", to: ["leads@swc.test"] });
  assert.doesNotMatch(email.subject, /[\r\n]/);
  assert.equal(email.subject, "New enquiry from Dana Levi (Acme Bcc: victim@example.com) via DV360 Self-Serve");
  assert.deepEqual(email.to, ["leads@swc.test"]);
  assert.equal(email.reply_to, "dana@example.co.il");
  assert.doesNotMatch(email.html, /<b>bold<\/b>/);
  assert.match(email.html, /&lt;b&gt;bold&lt;\/b&gt; &amp; &quot;quoted&quot; &#39;single&#39;/);
  assert.match(email.html, /Request DV360 Access/);
  assert.match(email.text, /Line one\n<b>bold<\/b>/);
});

Deno.test("every piece of visitor text in the e-mail's HTML body is escaped: name, company, form, button, message", () => {
  const markup = "<img src=x onerror=alert(1)>";
  const email = composeLeadEmail(
    { ...lead, name: `Dana ${markup}`, company: `Acme ${markup}`, componentName: `Form ${markup}`, buttonText: `Go ${markup}`, message: `Hi ${markup}` },
    { from: "SWC Website <site@swc.test>", to: ["leads@swc.test"] },
  );
  assert.doesNotMatch(email.html, /<img/);
  assert.equal(email.html.split("&lt;img src=x onerror=alert(1)&gt;").length - 1, 6, "name (row and closing line), company, form, button, message");
});

Deno.test("a look-alike (mixed-script) e-mail domain is not set as reply-to: the subject and the body warn, with the punycode form", () => {
  const settings = { from: "SWC Website <site@swc.test>", to: ["leads@swc.test"] };
  const email = composeLeadEmail({ ...lead, email: "dana@\u0430pple.com" }, settings);
  assert.equal(email.reply_to, undefined);
  assert.match(email.subject, /^\[Check sender address\] New enquiry from Dana Levi/);
  assert.match(email.text, /^WARNING: Check the sender's address before replying: its domain \u0430pple\.com \(xn--pple-43d\.com\) mixes Cyrillic and Latin letters/);
  assert.match(email.html, /xn--pple-43d\.com/);
  assert.doesNotMatch(email.html, /Reply to this e-mail/);
  assert.equal(composeLeadEmail({ ...lead, email: "x@m\u00fcller.de" }, settings).reply_to, "x@m\u00fcller.de", "one script (Latin with an umlaut): no warning");
});

Deno.test("look-alike domains: punycode decodes as RFC 3492 says; one script, or Han with kana, Bopomofo or Hangul and Latin, is not flagged", () => {
  assert.equal(decodePunycode("mller-kva"), "m\u00fcller");
  assert.equal(decodePunycode("egbpdaj6bu4bxfgehfvwxn"), "\u0644\u064a\u0647\u0645\u0627\u0628\u062a\u0643\u0644\u0645\u0648\u0634\u0639\u0631\u0628\u064a\u061f", "RFC 3492 sample (A), Arabic");
  assert.equal(decodePunycode("-> $1.00 <--"), "-> $1.00 <-", "RFC 3492 sample (S), ASCII only");
  for (const junk of ["zz!", "99999999999", "a\u00e9-x"]) assert.equal(decodePunycode(junk), null, junk);
  assert.deepEqual(lookalikeDomain("x@xn--80ak6aa92e.com")?.scripts, ["Cyrillic", "Latin"], "an all-Cyrillic label under .com");
  for (const address of ["x@\u043f\u0440\u0438\u043c\u0435\u0440.\u0440\u0444", "x@\u4f8b\u3048.jp", "x@\ud55c\uad6d.kr", "x@example.com", "x@xn--mller-kva.de", "x@1-2-3.io"]) {
    assert.equal(lookalikeDomain(address), null, address);
  }
});

Deno.test("a lead sent without being stored says so in its subject and rows, and names its key instead of an id", () => {
  const email = composeLeadEmail({ ...lead, id: null }, { from: "SWC Website <site@swc.test>", to: ["leads@swc.test"] });
  assert.match(email.subject, new RegExp(`^\\[${NOT_STORED_MARK}\\] New enquiry from Dana Levi`));
  assert.match(email.text, new RegExp(`Stored: ${NOT_STORED_MARK} \\(key lead-5d3a-key\\)`));
  assert.doesNotMatch(email.text, /Lead id/);
});

const settings = { apiKey: "re_key", apiUrl: "https://mail.test/emails", to: ["leads@swc.test"], from: "SWC <site@swc.test>", timeoutMs: 1000 };
const answering = (status: number, body: unknown, headers: Record<string, string> = {}) => {
  const calls: Request[] = [];
  const fetchFn = ((input: Request | URL | string, init?: RequestInit) => {
    calls.push(new Request(input, init));
    return Promise.resolve(new Response(JSON.stringify(body), { status, headers }));
  }) as typeof fetch;
  return { calls, fetchFn };
};

Deno.test("the e-mail's Resend Idempotency-Key comes from the lead's own key, stored or not", async () => {
  for (const id of ["0b7c1f0e-5d3a-4f4e-9a51-1f3e2b7d9c10", null]) {
    const { calls, fetchFn } = answering(200, { id: "re_1" });
    assert.deepEqual(await sendLeadEmail(fetchFn, settings, { ...lead, id }, new Date()), { status: "sent", providerId: "re_1" });
    assert.equal(calls[0].headers.get("idempotency-key"), leadEmailKey("lead-5d3a-key"));
    assert.equal(leadEmailKey("lead-5d3a-key"), "contact-message/lead-5d3a-key");
  }
});

Deno.test("Resend's 409 concurrent_idempotent_requests is retried; 409 invalid_idempotent_request means this lead's e-mail went out already; 429 keeps its Retry-After; 5xx is retried", async () => {
  const at = new Date("2025-03-01T10:00:00Z");
  const concurrent = await sendLeadEmail(answering(409, { statusCode: 409, name: "concurrent_idempotent_requests", message: "x" }).fetchFn, settings, lead, at);
  assert.equal(concurrent.status, "failed");
  assert.equal(concurrent.status === "failed" && concurrent.permanent, false);
  const used = await sendLeadEmail(answering(409, { statusCode: 409, name: "invalid_idempotent_request", message: "x" }).fetchFn, settings, lead, at);
  assert.deepEqual(used, { status: "sent", providerId: null, earlier: true });
  const otherConflict = await sendLeadEmail(answering(409, { statusCode: 409, name: "something_else" }).fetchFn, settings, lead, at);
  assert.equal(otherConflict.status === "failed" && otherConflict.permanent, true, "any other 409 will not change by retrying");
  const limited = await sendLeadEmail(answering(429, { name: "rate_limit_exceeded" }, { "Retry-After": "7" }).fetchFn, settings, lead, at);
  assert.equal(limited.status === "failed" && !limited.permanent && limited.retryAfterMs, 7000);
  const down = await sendLeadEmail(answering(502, { name: "internal_server_error" }).fetchFn, settings, lead, at);
  assert.equal(down.status === "failed" && down.permanent, false);
});
