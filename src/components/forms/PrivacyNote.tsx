import React from "react";

/** The line under a lead form's button: what the details are used for, and the link to the privacy notice. */
export function PrivacyNote({ note, linkLabel }: { note: string; linkLabel: string }) {
  return (
    <p className="text-sm text-ink-muted" data-privacy-note>
      {/* one text node with its space: no separator comment in the server's HTML */}
      {`${note} `}
      <a href="/privacy" className="font-semibold text-brand underline underline-offset-2">
        {linkLabel}
      </a>
    </p>
  );
}
