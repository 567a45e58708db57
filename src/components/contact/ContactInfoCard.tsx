import React from "react";
import { IconBadge } from "../ui/IconBadge";
import { SideCard } from "./SideCard";
import { trackingAttributes } from "../../lib/analytics";

interface ContactInfoCardProps {
  title: string;
  /** the rows' labels and the LinkedIn link's texts (content/contact.json) */
  copy: Pick<Queries.ContactJson, "officeLabel" | "emailLabel" | "linkedinLabel" | "linkedinLinkText" | "newTabNote">;
  headingLevel?: "h2" | "h3";
  email: string;
  linkedinUrl: string;
  brand: string;
  address: { street: string; city: string; postalCode: string; country: string };
}

const trackGetInTouch = (detail: "email" | "linkedin") =>
  trackingAttributes({ event_name: "get_in_touch", event_detail: detail, component_name: "contact card" });

interface ContactRowProps {
  icon: string;
  label: string;
  /** the classes of the text beside the icon */
  className: string;
  children: React.ReactNode;
}

/** One way to reach SWC: its icon, and its label above the address or link. */
function ContactRow({ icon, label, className, children }: ContactRowProps) {
  return (
    <p className="flex items-start gap-4">
      <IconBadge name={icon} size={20} box="h-10 w-10" look="rounded-xl bg-brand-light text-brand" />
      <span className={className}>
        <span className="block text-sm font-medium text-ink-muted">{label}</span>
        {children}
      </span>
    </p>
  );
}

/** Address, e-mail and LinkedIn; both links report get_in_touch. */
export function ContactInfoCard({ title, copy, headingLevel = "h2", email, linkedinUrl, brand, address }: ContactInfoCardProps) {
  return (
    <SideCard className="card p-7" titleId="contact-info-title" title={title} headingLevel={headingLevel} data-contact-card>
      <address className="mt-6 space-y-5 not-italic">
        <ContactRow icon="map-pin" label={copy.officeLabel} className="pt-0.5 text-ink-soft">
          {address.street}, {address.city} {address.postalCode}, {address.country}
        </ContactRow>
        <ContactRow icon="mail" label={copy.emailLabel} className="pt-0.5">
          <a href={`mailto:${email}`} {...trackGetInTouch("email")} className="break-all font-semibold text-brand hover:underline">
            {email}
          </a>
        </ContactRow>
        <ContactRow icon="linkedin" label={copy.linkedinLabel} className="pt-0.5">
          <a
            href={linkedinUrl}
            target="_blank"
            rel="noopener noreferrer"
            {...trackGetInTouch("linkedin")}
            className="font-semibold text-brand hover:underline"
          >
            {brand}
            {` ${copy.linkedinLinkText}`}
            <span className="sr-only">{` ${copy.newTabNote}`}</span>
          </a>
        </ContactRow>
      </address>
    </SideCard>
  );
}
