import React from "react";
import { useSiteData } from "../../lib/use-site-data";
import { Icon } from "../ui/Icon";
import { fillPlaceholders } from "../../lib/placeholders";

/** The reply promise every lead form makes (content/site.json), its hours filled in. */
export function replyPromiseText(site: { replyPromise: string; replyPromiseHours: number }): string {
  return fillPlaceholders(site.replyPromise, { hours: site.replyPromiseHours });
}

interface ReplyPromiseProps {
  className?: string;
  /** a clock before the text, for the promise shown as a badge beside a form */
  withIcon?: boolean;
}

/** The promise as its own line beside a form (home 'Let's Talk', DV360 Self-Serve). */
export function ReplyPromise({ className, withIcon = false }: ReplyPromiseProps) {
  const { site } = useSiteData();
  return (
    <p className={className} data-reply-promise>
      {withIcon ? <Icon name="clock" size={20} /> : null}
      {withIcon ? " " : null}
      {replyPromiseText(site)}
    </p>
  );
}
