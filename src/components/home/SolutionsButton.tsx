import React from "react";
import { Link } from "gatsby";
import { Icon } from "../ui/Icon";
import { trackingAttributes, type AnalyticsEvent } from "../../lib/analytics";

interface SolutionsButtonProps {
  label: string;
  link: string;
  /** the section it stands in, for solutions_button_clicked */
  componentName: Extract<AnalyticsEvent, { event_name: "solutions_button_clicked" }>["component_name"];
}

/** The home page's way into the offer (hero, 'What We Do'): reports solutions_button_clicked. */
export function SolutionsButton({ label, link, componentName }: SolutionsButtonProps) {
  return (
    <Link to={link} className="btn-primary" {...trackingAttributes({ event_name: "solutions_button_clicked", event_text: label, component_name: componentName })}>
      {label} <Icon name="arrow-right" size={18} />
    </Link>
  );
}
