import React from "react";
import { UiIcon } from "../ui/UiIcon";
import { FormField, INPUT_CLASS } from "./FormField";
import { PrivacyNote } from "./PrivacyNote";
import type { LeadFormSetup } from "../../lib/lead-form-copy";
import type { ContactFormInput } from "../../../supabase/functions/_shared/contact-schema";

/**
 * The lead form's markup, apart from its logic (LeadForm: react-hook-form,
 * zod, the captcha), so the form reads as what the visitor sees.
 */

export type LeadFormField = keyof ContactFormInput;
export type LeadFormTextField = Exclude<LeadFormField, "recaptchaToken">;

/** What a text control receives: react-hook-form's register(). */
export interface FieldControl {
  name: string;
  value?: string;
  onChange?: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => unknown;
  onBlur?: (event: React.FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => unknown;
  ref?: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
}

interface LeadFormFieldsProps {
  config: LeadFormSetup;
  /**
   * Prefix of the fields' ids. Fixed rather than React's useId: the form is
   * rendered inside the whole page on the server and alone in its island in
   * the browser, where useId would give other ids than the HTML carries.
   */
  idPrefix: string;
  control: (field: LeadFormTextField) => FieldControl;
  errors?: Partial<Record<LeadFormField, string>>;
  hasToken: boolean;
  submitting: boolean;
  /** The captcha slot's content: the widget and/or its placeholder. */
  captcha: React.ReactNode;
  /** Shown instead of the captcha slot when the captcha has not loaded (CaptchaFallback); the slot stays, hidden, for a script that arrives late. */
  captchaFallback?: React.ReactNode;
  formRef?: React.Ref<HTMLFormElement>;
  onFocus?: () => void;
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
}

export function LeadFormFields({ config, idPrefix: id, control, errors = {}, hasToken, submitting, captcha, captchaFallback, formRef, onFocus, onSubmit }: LeadFormFieldsProps) {
  return (
    <form
      ref={formRef}
      noValidate
      aria-label={config.formName}
      onFocus={onFocus}
      onSubmit={onSubmit ?? ((event) => event.preventDefault())}
      className="grid gap-3"
      data-lead-form-state={submitting ? "submitting" : "idle"}
    >
      <div className="grid gap-x-5 gap-y-3 sm:grid-cols-2">
        <FormField id={`${id}-name`} label={config.copy.labels.name} error={errors.name}>
          {(aria) => <input {...aria} {...control("name")} type="text" autoComplete="name" placeholder={config.copy.placeholders.name} className={INPUT_CLASS} />}
        </FormField>
        <FormField id={`${id}-email`} label={config.copy.labels.email} error={errors.email}>
          {(aria) => (
            <input {...aria} {...control("email")} type="email" autoComplete="email" inputMode="email" placeholder={config.copy.placeholders.email} className={INPUT_CLASS} />
          )}
        </FormField>
      </div>
      <FormField id={`${id}-company`} label={config.copy.labels.company} optional error={errors.company}>
        {(aria) => <input {...aria} {...control("company")} type="text" autoComplete="organization" placeholder={config.copy.placeholders.company} className={INPUT_CLASS} />}
      </FormField>
      <FormField id={`${id}-message`} label={config.messageLabel} error={errors.message}>
        {(aria) => <textarea {...aria} {...control("message")} rows={5} placeholder={config.messagePlaceholder} className={`${INPUT_CLASS} min-h-[8.5rem] resize-y`} />}
      </FormField>

      <div className="captcha-fit">
        {captchaFallback}
        {/* The placeholder keeps the widget's place (no layout shift) until Google's widget covers it. */}
        <div className="relative min-h-[78px]" data-captcha-slot hidden={Boolean(captchaFallback)}>
          {captcha}
        </div>
        <p role="alert" className="mt-1.5 min-h-5 text-sm font-medium leading-5 text-red-700">
          {errors.recaptchaToken}
        </p>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <button
          type="submit"
          className="btn-primary w-full shrink-0 text-center sm:w-auto sm:whitespace-nowrap"
          disabled={submitting || !hasToken}
          aria-describedby={!hasToken ? `${id}-submit-hint` : undefined}
        >
          {submitting ? <Spinner /> : null}
          {submitting && config.submittingLabel ? config.submittingLabel : config.submitLabel}
          {submitting ? null : <UiIcon name="arrow-right" size={18} />}
        </button>
        <p id={`${id}-submit-hint`} className="text-sm text-ink-muted">
          {hasToken ? null : captchaFallback ? config.copy.captchaFailedHint : config.copy.captchaPrompt}
        </p>
      </div>
      <PrivacyNote note={config.copy.privacyNote} linkLabel={config.copy.privacyLinkLabel} />
    </form>
  );
}

/** The card around the home and DV360 forms; contact and About sit in their page's card. */
export function LeadFormFrame({ config, ready, children }: { config: LeadFormSetup; ready: boolean; children: React.ReactNode }) {
  return (
    <div className={config.framed ? "card p-6 sm:p-8" : undefined} data-lead-form-ready={ready ? "" : undefined}>
      {children}
    </div>
  );
}

/**
 * Holds the captcha's place, at the widget's size, until Google's widget
 * covers it: a quiet empty box while idle (a tap on it starts the captcha),
 * a short note while loading.
 */
export function CaptchaPlaceholder({ state, loadingText }: { state: "idle" | "loading"; loadingText: string }) {
  return (
    <div
      data-captcha-placeholder={state}
      className="flex min-h-[78px] w-[304px] max-w-full items-center gap-3 rounded-md border border-ink/10 bg-paper-tint px-4 py-2 text-sm text-ink-muted"
    >
      <UiIcon name="shield" size={20} className={state === "idle" ? "shrink-0 opacity-40" : "shrink-0"} />
      {state === "loading" ? loadingText : null}
    </div>
  );
}

/**
 * The way through when the captcha has not loaded: says so in plain words and
 * offers an e-mail to sales that carries what the visitor typed (`mailto`,
 * src/lib/lead-mailto.ts). The form and its values stay as they are.
 */
export function CaptchaFallback({ text, linkLabel, mailto }: { text: string; linkLabel: string; mailto: string }) {
  return (
    <div role="alert" data-captcha-fallback className="flex gap-3 rounded-md border border-ink/10 bg-paper-tint px-4 py-3 text-sm text-ink-soft">
      <UiIcon name="shield" size={20} className="mt-0.5 shrink-0 text-ink-muted" />
      <div>
        <p>{text}</p>
        <a href={mailto} className="mt-2 inline-flex min-h-6 items-center gap-1.5 font-semibold text-brand underline underline-offset-2">
          {linkLabel}
          <UiIcon name="arrow-right" size={16} />
        </a>
      </div>
    </div>
  );
}

function Spinner() {
  return <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />;
}
