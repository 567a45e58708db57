import React, { forwardRef, lazy, Suspense, useEffect } from "react";
import type ReCAPTCHAType from "react-google-recaptcha";
import LOCAL_DEFAULTS from "../../lib/local-build-defaults.json";

/**
 * reCAPTCHA v2 with explicit rendering (react-google-recaptcha), loaded only
 * when a form asks for it: neither the component nor Google's script is part
 * of a page's first load.
 */

/**
 * Google's published test key (every check passes) unless the build sets the
 * real one; a production build refuses to start without it (scripts/lib/production-env.mjs).
 */
export const RECAPTCHA_SITE_KEY = process.env.GATSBY_RECAPTCHA_SITE_KEY || LOCAL_DEFAULTS.GATSBY_RECAPTCHA_SITE_KEY;

/**
 * The widget's code. A chunk that cannot load (offline, a deploy removed it)
 * must not take the page down: the widget then reports a failed script, which
 * the form shows in place like any captcha failure, and the form keeps its values.
 */
const ReCAPTCHA = lazy(() =>
  import(/* webpackChunkName: "recaptcha" */ "react-google-recaptcha").catch((error: unknown) => {
    console.error("The reCAPTCHA widget could not load", error);
    return { default: WidgetUnavailable as unknown as typeof ReCAPTCHAType };
  }),
);

function WidgetUnavailable({ asyncScriptOnLoad }: { asyncScriptOnLoad?: (state: { loaded: boolean; errored: boolean }) => void }) {
  useEffect(() => asyncScriptOnLoad?.({ loaded: false, errored: true }), [asyncScriptOnLoad]);
  return null;
}

export type RecaptchaHandle = Pick<ReCAPTCHAType, "reset">;

interface LazyRecaptchaProps {
  onChange: (token: string | null) => void;
  onExpired: () => void;
  onErrored: () => void;
  /** Google's script loaded, or failed to (blocked, offline). */
  onScriptLoad: (state: { loaded: boolean; errored: boolean }) => void;
  fallback: React.ReactNode;
}

export const LazyRecaptcha = forwardRef<RecaptchaHandle, LazyRecaptchaProps>(function LazyRecaptcha(
  { onChange, onExpired, onErrored, onScriptLoad, fallback },
  ref,
) {
  return (
    <Suspense fallback={fallback}>
      <ReCAPTCHA
        ref={ref as React.Ref<ReCAPTCHAType>}
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
    </Suspense>
  );
});
