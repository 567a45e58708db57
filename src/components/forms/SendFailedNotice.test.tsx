import React from "react";
import { render, screen } from "@testing-library/react";
import { CONTACT_TOASTS } from "../../lib/contact";
import { failedSendMail, SendFailedNotice } from "./SendFailedNotice";

const setup = { formName: "Contact Form", messageLabel: "Your Message", copy: { labels: { name: "Your Name", email: "Email Address", company: "Company" } } };
const values = { name: "Dana Levi", email: "dana@example.com", company: "", message: "We need GA4 help.\nSoon, please." };

describe("SendFailedNotice", () => {
  it("reads as the failure toast, word for word, with 'contact us directly' a mailto: link that carries the typed message", () => {
    render(<SendFailedNotice text={CONTACT_TOASTS.failed} mail={failedSendMail("hello@swc.test", setup, values)} />);
    const notice = screen.getByRole("alert");
    expect(notice).toHaveTextContent(CONTACT_TOASTS.failed);
    const link = screen.getByRole("link", { name: "contact us directly" });
    const href = new URL(link.getAttribute("href")!);
    expect(href.protocol).toBe("mailto:");
    expect(href.pathname).toBe("hello@swc.test");
    const body = decodeURIComponent(link.getAttribute("href")!.split("body=")[1]);
    expect(body).toBe("Your Name: Dana Levi\r\nEmail Address: dana@example.com\r\n\r\nYour Message:\r\nWe need GA4 help.\r\nSoon, please.");
    expect(decodeURIComponent(link.getAttribute("href")!.split("subject=")[1].split("&")[0])).toBe("Website enquiry (Contact Form)");
  });

  it("a failure text without those words (edited in the CMS) gets the link after it", () => {
    render(<SendFailedNotice text="Sending failed." mail={failedSendMail("hello@swc.test", setup, values)} />);
    expect(screen.getByRole("alert")).toHaveTextContent(/^Sending failed\. E-mail us your message \(hello@swc\.test\)$/);
  });
});
