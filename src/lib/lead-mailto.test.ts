import { leadMailtoBody, leadMailtoHref } from "./lead-mailto";

const fields = (name: string, email: string, company: string) => [
  { label: "Your Name", value: name },
  { label: "Email Address", value: email },
  { label: "Company", value: company },
];

/** What a mail program reads from a mailto: address (RFC 6068). */
function parse(href: string) {
  const url = new URL(href);
  expect(url.protocol).toBe("mailto:");
  const params = new URLSearchParams(url.search);
  return { to: decodeURIComponent(url.pathname), subject: params.get("subject"), body: params.get("body") };
}

describe("leadMailtoHref", () => {
  it("addresses sales with the subject and every typed field, the message last", () => {
    const href = leadMailtoHref({
      to: "hello@swc.co.il",
      subject: "Message from the website",
      fields: fields("Dana Levi", "dana@example.com", "Acme & Sons"),
      message: { label: "Your Message", value: "Two lines:\nGA4 audit?" },
    });
    expect(href.startsWith("mailto:hello@swc.co.il?subject=Message%20from%20the%20website&body=")).toBe(true);
    expect(parse(href)).toEqual({
      to: "hello@swc.co.il",
      subject: "Message from the website",
      body: "Your Name: Dana Levi\r\nEmail Address: dana@example.com\r\nCompany: Acme & Sons\r\n\r\nYour Message:\r\nTwo lines:\r\nGA4 audit?",
    });
  });

  it("encodes what would break the address: &, =, #, ?, +, %, quotes and non-Latin text", () => {
    const message = "a&b=c #1? 50% + \"x\" שלום 🙂";
    const href = leadMailtoHref({ to: "hello@swc.co.il", subject: "Q&A?", fields: [], message: { label: "Your Goals", value: message } });
    // Only the separators of the address stay unencoded: one "?", one "&" between subject and body.
    expect(href).not.toMatch(/[ +#"=](?<!subject=|body=)/);
    expect(href.split("?")).toHaveLength(2);
    expect(href.split("&")).toHaveLength(2);
    expect(parse(href)).toEqual({ to: "hello@swc.co.il", subject: "Q&A?", body: `Your Goals:\r\n${message}` });
  });

  it("leaves out empty fields, and the body when nothing was typed", () => {
    expect(leadMailtoBody({ fields: fields("Dana", "", "  "), message: { label: "Your Message", value: "" } })).toBe("Your Name: Dana");
    expect(leadMailtoHref({ to: "hello@swc.co.il", subject: "Hi", fields: fields("", "", ""), message: { label: "Your Message", value: " " } })).toBe(
      "mailto:hello@swc.co.il?subject=Hi",
    );
  });
});
