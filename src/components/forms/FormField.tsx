import React from "react";

interface FormFieldProps {
  id: string;
  label: string;
  /** Shown after the label, outside the accessible name's main text. */
  optional?: boolean;
  error?: string;
  children: (aria: { id: string; "aria-invalid": boolean; "aria-describedby"?: string }) => React.ReactNode;
  className?: string;
}

export const INPUT_CLASS =
  "block w-full rounded-xl border border-ink/15 bg-white px-4 py-3 text-base text-ink shadow-sm transition-colors " +
  "placeholder:text-ink-muted/80 hover:border-ink/30 focus:border-brand focus:ring-4 focus:ring-brand/15 " +
  "aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:ring-red-600/15";

/** A labelled control with its error message wired up for assistive technology. */
export function FormField({ id, label, optional, error, children, className }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-2 flex items-baseline justify-between gap-3 text-sm font-semibold text-ink-soft">
        <span>{label}</span>
        {optional ? <span className="text-xs font-medium text-ink-muted">Optional</span> : null}
      </label>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": error ? errorId : undefined })}
      {/* Always present: an error appearing on blur must not move the control the visitor is clicking next. */}
      <p id={errorId} role="alert" className="mt-1.5 min-h-5 text-sm font-medium leading-5 text-red-700">
        {error}
      </p>
    </div>
  );
}
