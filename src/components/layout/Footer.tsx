import React from "react";
import { Link } from "gatsby";
import { LinkList } from "../ui/LinkList";
import { Logo } from "../ui/Logo";
import { UiIcon } from "../ui/UiIcon";
import type { NavLink } from "../../lib/navigation";

export interface FooterProps {
  /** the site facts the footer shows (content/site.json) */
  site: {
    brand: string;
    footerBlurb: string;
    email: string;
    linkedinUrl: string;
    address: { street: string; city: string; postalCode: string; country: string };
  };
  columns: ReadonlyArray<{ title: string; links: readonly NavLink[] }>;
  /** the footer's own words, and the logo link's name after the brand (content/navigation.json) */
  copy: Queries.FooterCopy & Pick<Queries.ShellLabels, "homeLabel">;
  year: number;
  /** a campaign page's frame: the legal line alone (copyright, terms, privacy notice, accessibility statement, cookie settings) */
  focused?: boolean;
}

export function Footer({ site, columns, copy, year, focused = false }: FooterProps) {
  const { brand, footerBlurb: blurb, email, linkedinUrl, address } = site;
  return (
    <footer className="scheme-light lazy-render bg-ink text-white/80" data-track-component="footer">
      {focused ? null : (
      <div className="container-page grid gap-12 py-16 lg:grid-cols-[1.4fr_2fr]">
        <div className="space-y-6">
          <Link to="/" className="inline-block text-white" aria-label={`${brand} ${copy.homeLabel}`}>
            {/* The header above it draws the wordmark; this one reuses that drawing. */}
            <Logo label={brand} reuse />
          </Link>
          <p className="max-w-md leading-relaxed">{blurb}</p>
          <Link to="/contact" className="btn-inverse" data-contact-link>
            {copy.ctaLabel}
            <UiIcon name="arrow-right" size={18} />
          </Link>
          <address className="space-y-3 not-italic">
            <p className="flex items-start gap-3">
              <UiIcon name="map-pin" size={20} className="mt-0.5 shrink-0 text-white/60" />
              <span>
                {address.street}, {address.city} {address.postalCode}, {address.country}
              </span>
            </p>
            <p className="flex items-center gap-3">
              <UiIcon name="mail" size={20} className="shrink-0 text-white/60" />
              <a href={`mailto:${email}`} className="underline-offset-4 hover:text-white hover:underline" data-get-in-touch="email">
                {email}
              </a>
            </p>
            <p className="flex items-center gap-3">
              <UiIcon name="linkedin" size={20} className="shrink-0 text-white/60" />
              <a
                href={linkedinUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="underline-offset-4 hover:text-white hover:underline"
                data-get-in-touch="linkedin"
              >
                {brand}
                {` ${copy.linkedinLinkText}`}
              </a>
            </p>
          </address>
        </div>
        <nav aria-label={copy.navLabel} className="grid gap-10 sm:grid-cols-3">
          {columns.map((column) => (
            <div key={column.title}>
              <h2 className="mb-4 text-sm font-semibold uppercase tracking-[0.14em] text-white">{column.title}</h2>
              {/* each link is at least 24 px tall (WCAG 2.2 target size), so the list needs less spacing */}
              <LinkList links={column.links} className="space-y-1.5" linkClassName="inline-flex min-h-6 items-center hover:text-white" />
            </div>
          ))}
        </nav>
      </div>
      )}
      <div className={focused ? "" : "border-t border-white/10"}>
        <div className="container-page flex flex-col gap-3 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © <span data-copyright-year>{year}</span> {brand}
            {`. ${copy.rights}`}
          </p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            {[
              { to: "/gmp-terms-and-conditions", label: copy.termsLabel },
              { to: "/privacy", label: copy.privacyLabel },
              { to: "/accessibility", label: copy.accessibilityLabel },
            ].map((link) => (
              <Link key={link.to} to={link.to} className="hover:text-white">
                {link.label}
              </Link>
            ))}
            {/* Reopens the consent banner (the page runtime handles it); a button, since it navigates nowhere. */}
            <button type="button" className="hover:text-white" data-consent-settings>
              {copy.cookieSettingsLabel}
            </button>
          </div>
        </div>
      </div>
    </footer>
  );
}
