import React from "react";
import { Icon } from "../ui/Icon";
import { trackingAttributes } from "../../lib/analytics";

interface ContactInfoCardProps {
  title: string;
  headingLevel?: "h2" | "h3";
  email: string;
  linkedinUrl: string;
  brand: string;
  address: { street: string; city: string; postalCode: string; country: string };
}

const trackGetInTouch = (detail: "email" | "linkedin") =>
  trackingAttributes({ event_name: "get_in_touch", event_detail: detail, component_name: "contact card" });

/** Address, e-mail and LinkedIn; both links report get_in_touch. */
export function ContactInfoCard({ title, headingLevel: Heading = "h2", email, linkedinUrl, brand, address }: ContactInfoCardProps) {
  return (
    <section className="card p-7" aria-labelledby="contact-info-title" data-contact-card>
      <Heading id="contact-info-title" className="text-h3">
        {title}
      </Heading>
      <address className="mt-6 space-y-5 not-italic">
        <p className="flex items-start gap-4">
          <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-brand-light text-brand">
            <Icon name="map-pin" size={20} />
          </span>
          <span className="pt-0.5 text-ink-soft">
            <span className="block text-sm font-medium text-ink-muted">Office</span>
            {address.street}, {address.city} {address.postalCode}, {address.country}
          </span>
        </p>
        <p className="flex items-start gap-4">
          <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-brand-light text-brand">
            <Icon name="mail" size={20} />
          </span>
          <span className="pt-0.5">
            <span className="block text-sm font-medium text-ink-muted">Email</span>
            <a href={`mailto:${email}`} {...trackGetInTouch("email")} className="break-all font-semibold text-brand hover:underline">
              {email}
            </a>
          </span>
        </p>
        <p className="flex items-start gap-4">
          <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-brand-light text-brand">
            <Icon name="linkedin" size={20} />
          </span>
          <span className="pt-0.5">
            <span className="block text-sm font-medium text-ink-muted">LinkedIn</span>
            <a
              href={linkedinUrl}
              target="_blank"
              rel="noopener noreferrer"
              {...trackGetInTouch("linkedin")}
              className="font-semibold text-brand hover:underline"
            >
              {brand} on LinkedIn<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </span>
        </p>
      </address>
    </section>
  );
}
