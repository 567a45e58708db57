import React from "react";
import { useSiteData } from "../../lib/use-site-data";
import { Icon } from "../ui/Icon";

/** The reply promise every lead form makes, with the hours from content/site.json. */
export function replyPromiseText(hours: number): string {
  return `We reply within ${hours} hours.`;
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
      {replyPromiseText(site.replyPromiseHours)}
    </p>
  );
}
