import React, { forwardRef } from "react";
import ReCAPTCHA from "react-google-recaptcha";
import LOCAL_DEFAULTS from "../../lib/local-build-defaults.json";

/**
 * reCAPTCHA v2 with explicit rendering (react-google-recaptcha). Google's
 * script is requested when this widget mounts, and the lead form mounts it
 * only once the visitor engages with the form (LeadForm, useEngagement): a
 * visitor who reads the page or scrolls past the form never requests it.
 */

/**
 * Google's published test key (every check passes) unless the build sets the
 * real one; a production build refuses to start without it (scripts/lib/production-env.mjs).
 */
export const RECAPTCHA_SITE_KEY = process.env.GATSBY_RECAPTCHA_SITE_KEY || LOCAL_DEFAULTS.GATSBY_RECAPTCHA_SITE_KEY;

export type RecaptchaHandle = Pick<ReCAPTCHA, "reset">;

interface RecaptchaProps {
  onChange: (token: string | null) => void;
  onExpired: () => void;
  onErrored: () => void;
  /** Google's script loaded, or failed to (blocked, offline). */
  onScriptLoad: (state: { loaded: boolean; errored: boolean }) => void;
}

export const Recaptcha = forwardRef<RecaptchaHandle, RecaptchaProps>(function Recaptcha({ onChange, onExpired, onErrored, onScriptLoad }, ref) {
  return (
    <ReCAPTCHA
      ref={ref as React.Ref<ReCAPTCHA>}
      sitekey={RECAPTCHA_SITE_KEY}
      onChange={onChange}
      onExpired={onExpired}
      onErrored={onErrored}
      // react-async-script calls this with its { loaded, errored } state (the published types omit the argument).
      asyncScriptOnLoad={((state?: { loaded?: boolean; errored?: boolean }) =>
        onScriptLoad({ loaded: Boolean(state?.loaded), errored: Boolean(state?.errored) })) as () => void}
      // The widget's documented defaults, stated so a library upgrade cannot change them.
      theme="light"
      type="image"
      size="normal"
      badge="bottomright"
    />
  );
});
