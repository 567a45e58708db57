import React from "react";
import { render, screen, within } from "@testing-library/react";
import { PrivacyPage } from "./PrivacyPage";
import { AccessibilityPage } from "./AccessibilityPage";
import { readContent } from "../../../tests/unit/support/content-json";
import { cookieRows, leadFieldRows, recipientRows } from "../../lib/privacy-notice";
import { DATA_REQUEST_REPLY_DAYS, LEAD_RETENTION_DAYS } from "../../../supabase/functions/_shared/lead-retention";
import { ACCESSIBILITY_CHECKS, ACCESSIBILITY_TARGET } from "../../lib/accessibility-checks";

const site = readContent("site.json");

describe("PrivacyPage", () => {
  const privacy = readContent("privacy.json");
  const renderNotice = () => render(<PrivacyPage privacy={privacy} site={site} />);

  it("shows every generated fact: each field, recipient and cookie in its table", () => {
    renderNotice();
    const table = (name: string) => screen.getByRole("table", { name });
    const rowsOf = (name: string) => within(table(name)).getAllByRole("row").slice(1);
    expect(rowsOf(privacy.collected.title).map((row) => within(row).getAllByRole("cell")[0].textContent)).toEqual(leadFieldRows().map((row) => row.label));
    expect(rowsOf(privacy.recipients.title).map((row) => within(row).getAllByRole("cell")[0].textContent)).toEqual(recipientRows().map((row) => row.recipient));
    const cookies = rowsOf(privacy.cookies.title);
    expect(cookies.map((row) => within(row).getAllByRole("cell")[0].querySelector("code")!.textContent)).toEqual(cookieRows().map((row) => row.name));
    cookieRows().forEach((entry, index) => {
      expect(cookies[index]).toHaveTextContent(entry.purpose);
      expect(cookies[index]).toHaveTextContent(entry.lifetime);
      expect(cookies[index]).toHaveTextContent(privacy.categoryLabels[entry.category]);
      expect(cookies[index]).toHaveTextContent(entry.setBy);
    });
  });

  it("states the controller, the retention and the reply period from the code and the site facts, with no placeholder left", () => {
    const { container } = renderNotice();
    const text = container.textContent!;
    expect(text).toContain(site.legalName);
    expect(text).toContain(`${site.address.street}, ${site.address.city} ${site.address.postalCode}, ${site.address.country}`);
    expect(text).toContain(`${LEAD_RETENTION_DAYS} days after it arrived`);
    expect(text).toContain(`within ${DATA_REQUEST_REPLY_DAYS} days`);
    expect(text).not.toMatch(/\{\w+\}/);
    for (const link of screen.getAllByRole("link", { name: site.email })) expect(link).toHaveAttribute("href", `mailto:${site.email}`);
  });

  it("names each right, the Israeli authority and the EU supervisory authorities, and both laws", () => {
    const { container } = renderNotice();
    for (const right of ["Access", "Correction", "Erasure", "Objection", "Complaint"]) expect(screen.getByText(right, { selector: "dt" })).toBeInTheDocument();
    expect(container.textContent).toContain("Privacy Protection Authority");
    expect(container.textContent).toContain("supervisory authority");
    expect(container.textContent).toContain("Amendment 13");
    expect(container.textContent).toContain("Article 13");
  });

  it("dates itself and links each section from its contents", () => {
    renderNotice();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(privacy.title);
    expect(screen.getByText(/Last updated:/).querySelector("time")).toHaveAttribute("dateTime", privacy.lastUpdated);
    const contents = screen.getByRole("navigation", { name: privacy.contentsLabel });
    for (const link of within(contents).getAllByRole("link")) {
      const target = document.getElementById(link.getAttribute("href")!.slice(1));
      expect(target).not.toBeNull();
      expect(target!.querySelector("h2")).toHaveTextContent(link.textContent!);
    }
  });
});

describe("AccessibilityPage", () => {
  const statement = readContent("accessibility.json");

  it("states the standard, the level and every check the tests run, the limitations and the contact", () => {
    const { container } = render(<AccessibilityPage statement={statement} site={site} />);
    expect(container.querySelector("[data-accessibility-target]")).toHaveTextContent(`${ACCESSIBILITY_TARGET.standard}, ${ACCESSIBILITY_TARGET.wcag} level ${ACCESSIBILITY_TARGET.level}`);
    const checks = within(container.querySelector("[data-accessibility-checks]") as HTMLElement).getAllByRole("listitem");
    expect(checks.map((item) => item.firstChild!.textContent)).toEqual(ACCESSIBILITY_CHECKS.map((check) => check.what));
    for (const limitation of statement.limitations) expect(screen.getByText(limitation)).toBeInTheDocument();
    expect(screen.getByText(/Last reviewed:/).querySelector("time")).toHaveAttribute("dateTime", statement.lastReviewed);
    expect(screen.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    expect(container.textContent).not.toMatch(/\{\w+\}/);
  });
});
