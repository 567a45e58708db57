import React, { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useForm, useWatch, type Control, type FieldErrors } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  contactFormSchema,
  type ContactFormInput,
  type ContactFormValues,
} from "../../../supabase/functions/_shared/contact-schema";
import { track } from "../../lib/analytics";
import { describeSendError, newIdempotencyKey, sendContactMessage, type ContactRequestBody } from "../../lib/contact";
import { generateLeadEvent, leadSentEvent } from "../../lib/lead-sent";
import type { LeadValue } from "../../lib/lead-value";
import { buildAttribution } from "../../lib/attribution";
import { readStoredConsent } from "../../lib/consent";
import { leadExperiments } from "../../lib/experiment-exposure";
import { UiIcon } from "../ui/UiIcon";
import { CaptchaFallback, CaptchaPlaceholder, LeadFormFields, LeadFormFrame, type LeadFormTextField } from "./LeadFormFields";
import { Recaptcha, type RecaptchaHandle } from "./Recaptcha";
import { useCaptchaLoad, type StartTimer } from "./captcha-load";
import { leadMailtoHref } from "../../lib/lead-mailto";
import { fillPlaceholders } from "../../lib/placeholders";
import { useEngagement } from "./use-engagement";
import { ErrorsSeenOnce } from "./lead-error-tracking";
import { loadToasts, showToast } from "./lead-toasts";
import { failedSendMail, SendFailedNotice } from "./SendFailedNotice";
import type { LeadMailto } from "../../lib/lead-mailto";
import type { LeadFormVariant } from "../../lib/lead-form-variants";
import { leadFormSetup, type LeadFormCopyChanges, type LeadFormSetup, type LeadFormSource } from "../../lib/lead-form-copy";

/**
 * What the visitor typed into the server-rendered form before this code
 * arrived (the form is an island, LeadFormIsland): the form starts from it, so hydration loses nothing.
 */
function typedBeforeHydration(variant: LeadFormVariant): Partial<ContactFormInput> {
  if (typeof document === "undefined") return {};
  const form = document.querySelector(`[data-lead-form="${variant}"] form`);
  if (!(form instanceof HTMLFormElement)) return {};
  const typed: Partial<ContactFormInput> = {};
  for (const field of TEXT_FIELDS) {
    const control = form.elements.namedItem(field);
    if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) typed[field] = control.value;
  }
  return typed;
}

type Field = keyof ContactFormInput;
/** The form's fields, in the schema's order (the name rule does not change which fields there are). */
const FIELDS = Object.keys(contactFormSchema({ nameMinLength: 2 }).shape) as Field[];
const TEXT_FIELDS = FIELDS.filter((field): field is LeadFormTextField => field !== "recaptchaToken");
const EMPTY = Object.fromEntries(FIELDS.map((field) => [field, ""])) as ContactFormInput;

function fieldLabel(field: Field, config: LeadFormSetup): string {
  if (field === "message") return config.messageLabel;
  return field === "recaptchaToken" ? config.copy.labels.recaptcha : config.copy.labels[field];
}

function currentErrors(errors: FieldErrors<ContactFormInput>): [Field, string][] {
  return FIELDS.flatMap((field) => {
    const message = errors[field]?.message;
    return typeof message === "string" && message ? [[field, message] as [Field, string]] : [];
  });
}

/** What the page writes beside the form's HTML for its island to hydrate with. */
export interface LeadFormIslandProps {
  variant: LeadFormVariant;
  /** The address offered when the captcha cannot load. */
  email: string;
  /** What the form says (content/lead-form.json, this variant's part) where it differs from the default texts, or a whole copy. */
  copy?: LeadFormCopyChanges;
  /** A form placed by content: its own form name (the stored lead's componentName, lead_sent's component_name) and button label. */
  source?: LeadFormSource;
  /** What a lead from this form is worth (content: the form's lead value), sent with generate_lead; none when content gives none. */
  leadValue?: LeadValue;
}

/**
 * The e-mail offered when the captcha has not loaded, written from what the
 * visitor has typed so far. It watches the fields itself, so only it renders
 * again as they change, and only while it is shown.
 */
function CaptchaMailto({ control, config, email }: { control: Control<ContactFormInput, unknown, ContactFormValues>; config: LeadFormSetup; email: string }) {
  const [name, typedEmail, company, message] = useWatch({ control, name: ["name", "email", "company", "message"] });
  const { copy } = config;
  const mailto = leadMailtoHref({
    to: email,
    subject: fillPlaceholders(copy.mailSubject, { form: config.formName }),
    fields: [
      { label: copy.labels.name, value: name },
      { label: copy.labels.email, value: typedEmail },
      { label: copy.labels.company, value: company ?? undefined },
    ],
    message: { label: config.messageLabel, value: message },
  });
  return <CaptchaFallback text={copy.captchaFailed} linkLabel={fillPlaceholders(copy.captchaFailedLink, { email })} mailto={mailto} />;
}

/**
 * The lead form: one component, a variant per place it appears. Values
 * are validated with the schema the Edge Function uses. It runs as an island
 * (LeadFormIsland), hydrated when the visitor heads for it. Google's captcha
 * script is requested once the visitor engages with the form (focus, a press,
 * a touch or a key inside it; src/lib/engagement.ts), at mount when that came
 * before hydration, never merely because the form hydrated or came near. When
 * it has not loaded a few seconds later (captcha-load.ts), the form offers an
 * e-mail with what was typed instead. The backend client is requested on the
 * first send. `captchaTimer`: the clock of that wait (tests pass their own).
 */
export function LeadForm({ variant, email, copy, source, leadValue, captchaTimer }: LeadFormIslandProps & { captchaTimer?: StartTimer }) {
  const config = useMemo(() => leadFormSetup(variant, copy, source), [variant, copy, source]);
  const { toasts } = config.copy;
  const [initialValues] = useState(() => ({ ...EMPTY, ...typedBeforeHydration(variant) }));
  const schema = useMemo(() => contactFormSchema({ nameMinLength: config.nameMinLength, messages: config.copy.messages }), [config]);
  const {
    register,
    handleSubmit,
    setValue,
    reset,
    watch,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(schema),
    // The About form re-validates on submit; the others validate a field once it is left.
    mode: config.errorTracking === "on-submit" ? "onSubmit" : "onTouched",
    reValidateMode: "onChange",
    defaultValues: initialValues,
  });
  register("recaptchaToken");
  const token = watch("recaptchaToken");

  const [sent, setSent] = useState(false);
  // Marks the form as working (hydrated) for tests and for styling hooks; the server HTML lacks it.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const formRef = useRef<HTMLFormElement>(null);
  // The captcha widget, and with it Google's script, mounts only once the visitor starts on the form.
  const engaged = useEngagement(formRef);
  const captcha = useCaptchaLoad(engaged, captchaTimer);
  const thankYouRef = useRef<HTMLDivElement>(null);
  const captchaRef = useRef<RecaptchaHandle>(null);
  /** Errors already sent to analytics (field + message), cleared after a successful send. */
  const trackedErrors = useRef(new ErrorsSeenOnce());
  /** The last message tried and its idempotency key: a retry of the same message reuses the key. */
  const lastAttempt = useRef<{ fingerprint: string; key: string } | null>(null);
  /** After a send that reached no one: the e-mail offered under the form, with what was typed. */
  const [failedMail, setFailedMail] = useState<LeadMailto | null>(null);


  // Every form but About tracks each newly appearing field error once.
  const shownErrors = currentErrors(errors);
  const errorSignature = shownErrors.map(([field, message]) => `${field}\u0000${message}`).join("\u0001");
  useEffect(() => {
    if (config.errorTracking !== "as-they-appear") return;
    for (const [field, message] of trackedErrors.current.takeNew(shownErrors)) {
      track({ event_name: "lead_error", event_detail: fieldLabel(field, config), event_text: message });
    }
    // shownErrors is derived from errorSignature
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errorSignature, config]);

  useEffect(() => {
    if (sent) thankYouRef.current?.focus();
  }, [sent]);

  const setToken = useCallback(
    (value: string) => setValue("recaptchaToken", value, { shouldValidate: true, shouldDirty: true }),
    [setValue],
  );
  const onCaptchaChange = useCallback((value: string | null) => setToken(value ?? ""), [setToken]);
  const onCaptchaExpired = useCallback(() => setToken(""), [setToken]);
  const onCaptchaErrored = useCallback(() => {
    console.error("reCAPTCHA error occurred");
    setToken("");
  }, [setToken]);

  const onInvalid = (invalid: FieldErrors<ContactFormInput>) => {
    // The About form: one event per issue, on every failed submit.
    if (config.errorTracking !== "on-submit") return;
    for (const [field, message] of currentErrors(invalid)) {
      track({ event_name: "lead_error", event_detail: fieldLabel(field, config), event_text: message });
    }
  };

  const onValid = async (values: ContactFormValues) => {
    // The toasts' code loads while the message travels, ready for the answer.
    void loadToasts().catch(() => undefined);
    setFailedMail(null);
    const body: ContactRequestBody = {
      ...values,
      ...(config.sendsSource ? { buttonText: config.submitLabel, componentName: config.formName } : {}),
    };
    const fingerprint = JSON.stringify({ ...body, recaptchaToken: null });
    const key = lastAttempt.current?.fingerprint === fingerprint ? lastAttempt.current.key : newIdempotencyKey();
    lastAttempt.current = { fingerprint, key };

    let attribution: ContactRequestBody["attribution"];
    try {
      attribution = buildAttribution({
        pageUrl: window.location.href,
        referrer: document.referrer,
        formVariant: variant,
        consent: readStoredConsent(),
        now: Date.now(),
        session: window.sessionStorage,
        local: window.localStorage,
      });
    } catch {
      // storage not reachable at all: the lead goes without attribution
    }
    const experiments = leadExperiments(readStoredConsent(), () => window.localStorage, new Date());
    const result = await sendContactMessage({ ...body, ...(attribution ? { attribution } : {}), ...(experiments ? { experiments } : {}) }, { idempotencyKey: key });
    if (result.ok) {
      track(
        await leadSentEvent({
          email: values.email,
          buttonLabel: config.submitLabel,
          formName: config.formName,
          leadId: key,
          consent: readStoredConsent(),
          experiments,
        }),
      );
      track(generateLeadEvent(config.formName, leadValue));
      void showToast(toasts.successTitle, { description: toasts.success }, "success");
      captchaRef.current?.reset();
      reset(EMPTY);
      trackedErrors.current.clear();
      lastAttempt.current = null;
      setSent(true);
      return;
    }
    if (result.reason === "captcha-missing") {
      void showToast(toasts.errorTitle, { description: toasts.captchaMissing }, "error");
      return;
    }
    console.error("Failed to send message", ...(await describeSendError(result.error)));
    void showToast(toasts.errorTitle, { description: toasts.failed, duration: 8000 }, "error");
    setFailedMail(failedSendMail(email, config, values));
    // The values stay. So does a solved captcha, unless the function said
    // siteverify refused its token (expired or already spent): after a lost
    // connection or a server error the token is still good, and a retry of the
    // same message reuses its idempotency key, so a token spent on a message
    // the function stored is answered from the store. The widget's own expiry
    // callback clears a token that runs out while the visitor waits.
    if (result.reason === "captcha-rejected") {
      captchaRef.current?.reset();
      setValue("recaptchaToken", "");
    }
  };

  const content = sent ? (
    <div ref={thankYouRef} tabIndex={-1} className="py-6 text-center outline-none" data-lead-form-state="sent">
      <span className="mx-auto grid h-14 w-14 place-items-center rounded-full bg-product-light text-product">
        <UiIcon name="check" size={28} />
      </span>
      {React.createElement(config.thankYouHeading, { className: "mt-5 text-h2 text-ink" }, config.copy.thankYouTitle)}
      <p className="mx-auto mt-3 max-w-md text-lead text-ink-muted">{toasts.success}</p>
      <button type="button" className="btn-secondary mt-8" onClick={() => setSent(false)}>
        {config.copy.sendAnotherLabel}
      </button>
    </div>
  ) : (
    <LeadFormFields
      config={config}
      idPrefix={`lead-form-${variant}`}
      control={(field) => register(field)}
      errors={Object.fromEntries(shownErrors)}
      hasToken={Boolean(token)}
      submitting={isSubmitting}
      formRef={formRef}
      onSubmit={handleSubmit(onValid, onInvalid)}
      captchaFallback={captcha.state === "failed" ? <CaptchaMailto control={control} config={config} email={email} /> : undefined}
      captcha={
        <>
          {captcha.state === "idle" || captcha.state === "loading" ? (
            <div className="absolute left-0 top-0">
              <CaptchaPlaceholder state={captcha.state} loadingText={config.copy.captchaLoading} />
            </div>
          ) : null}
          {engaged ? (
            <div className="relative">
              <Recaptcha
                ref={captchaRef}
                onChange={onCaptchaChange}
                onExpired={onCaptchaExpired}
                onErrored={onCaptchaErrored}
                onScriptLoad={captcha.onScriptLoad}
              />
            </div>
          ) : null}
        </>
      }
    />
  );

  return (
    <LeadFormFrame config={config} ready={ready}>
      {content}
      {!sent && failedMail ? <SendFailedNotice text={toasts.failed} mail={failedMail} /> : null}
    </LeadFormFrame>
  );
}

/** What the lead form's island renders: the form, marked with its variant (its toasts appear in a root of their own). */
export function LeadFormInIsland(props: LeadFormIslandProps) {
  return (
    <div data-lead-form={props.variant}>
      <LeadForm {...props} />
    </div>
  );
}
