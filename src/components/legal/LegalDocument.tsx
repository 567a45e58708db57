import React from "react";

export interface LegalHeaderProps {
  eyebrow: string;
  title: string;
  subtitle: string;
  /** "Last updated:" and its date, as the page words them */
  dateLabel: string;
  date: React.ReactNode;
}

/** The heading band of a legal page (terms, privacy notice, accessibility statement): eyebrow, title, subtitle and date. */
export function LegalHeader({ eyebrow, title, subtitle, dateLabel, date }: LegalHeaderProps) {
  return (
    <header className="bg-gradient-to-b from-brand-light/70 to-white">
      <div className="container-page max-w-5xl py-14 lg:py-20">
        <p className="eyebrow">{eyebrow}</p>
        <h1 className="mt-4 text-h1" tabIndex={-1}>
          {title}
        </h1>
        <p className="mt-5 max-w-3xl text-lead text-ink-muted">{subtitle}</p>
        <p className="mt-6 text-sm font-medium text-ink-muted">
          {`${dateLabel} `}
          {date}
        </p>
      </div>
    </header>
  );
}

/** A day written YYYY-MM-DD, shown as "28 November 2026" in a <time> element. */
export function LegalDate({ day }: { day: string }) {
  const shown = new Date(`${day}T12:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  return <time dateTime={day}>{shown}</time>;
}

/** A section of a legal page: an anchored h2 and its content. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-28">
      <h2 id={`${id}-title`} className="text-h3 sm:text-[1.5rem]">
        {title}
      </h2>
      <div className="mt-5 space-y-4 leading-7 text-ink-soft">{children}</div>
    </section>
  );
}

/** The "on this page" list beside a legal page's sections. */
export function LegalContents({ label, sections }: { label: string; sections: ReadonlyArray<{ id: string; title: string }> }) {
  return (
    <nav aria-label={label} className="rounded-2xl border border-paper-line bg-paper-tint p-6">
      <p className="text-sm font-semibold uppercase tracking-[0.14em] text-ink-muted">{label}</p>
      <ol className="mt-4 space-y-2 text-[0.95rem]">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="text-ink-soft hover:text-brand">
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

export interface FactTableProps<Row> {
  caption: string;
  columns: ReadonlyArray<{ key: string; label: string; cell: (row: Row) => React.ReactNode }>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}

/**
 * A table of facts generated from the code. From 640 px a plain table; on a
 * phone each row is a card whose cells carry their column's name (hidden
 * from screen readers, which read the table's own headers).
 */
export function FactTable<Row>({ caption, columns, rows, rowKey }: FactTableProps<Row>) {
  return (
    <table className="w-full border-collapse text-start text-[0.95rem] leading-6" data-fact-table>
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only sm:not-sr-only">
        <tr className="border-b border-paper-line">
          {columns.map((column) => (
            <th key={column.key} scope="col" className="py-3 pe-4 align-bottom text-sm font-semibold text-ink">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className="mb-3 block rounded-2xl border border-paper-line p-4 sm:mb-0 sm:table-row sm:rounded-none sm:border-x-0 sm:border-t-0 sm:p-0">
            {columns.map((column, index) => (
              <td key={column.key} className={`block py-1 align-top text-ink-soft sm:table-cell sm:py-3 sm:pe-4 ${index === 0 ? "font-semibold text-ink" : ""}`}>
                {index === 0 ? null : (
                  <span aria-hidden="true" className="block text-xs font-semibold uppercase tracking-[0.1em] text-ink-muted sm:hidden">
                    {column.label}
                  </span>
                )}
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A paragraph whose e-mail address, wherever the text names it, is a mailto link. */
export function WithEmailLink({ text, email }: { text: string; email: string }) {
  const parts = text.split(email);
  return (
    <p>
      {parts.map((part, index) => (
        <React.Fragment key={index}>
          {index > 0 ? (
            <a href={`mailto:${email}`} className="font-semibold text-brand hover:underline">
              {email}
            </a>
          ) : null}
          {part}
        </React.Fragment>
      ))}
    </p>
  );
}
