import React, { forwardRef, useEffect, useImperativeHandle } from "react";
import type { RecaptchaHandle } from "../../components/forms/Recaptcha";

/**
 * The captcha of a lead form in a CMS preview: the box Google's widget takes,
 * saying what goes there. A preview never calls Google (the form is not sent
 * from it), and leaving react-google-recaptcha out keeps the admin script in
 * its budget. It tells the form its script loaded, so the preview shows the
 * form as a visitor first sees it, not the notice for a captcha that failed.
 */
export const Recaptcha = forwardRef<RecaptchaHandle, { onScriptLoad: (state: { loaded: boolean; errored: boolean }) => void }>(function PreviewRecaptcha(
  { onScriptLoad },
  ref,
) {
  useImperativeHandle(ref, () => ({ reset() {} }), []);
  useEffect(() => onScriptLoad({ loaded: true, errored: false }), [onScriptLoad]);
  return (
    <div className="flex h-[78px] w-[304px] items-center justify-center rounded border border-dashed border-ink-muted text-sm text-ink-muted">
      Google&apos;s captcha (on the site)
    </div>
  );
});
