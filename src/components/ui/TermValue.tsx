import React from "react";

/** The classes of a pair's row, its term and its value. */
export interface TermValueClasses {
  /** with "flex flex-col-reverse", the value shows above its term while the term comes first in the list */
  row: string;
  term: string;
  value: string;
}

/** One entry of a description list: a term and its value, grouped in a div (stats, project facts). */
export function TermValue({ term, value, classes }: { term: React.ReactNode; value: React.ReactNode; classes: TermValueClasses }) {
  return (
    <div className={classes.row}>
      <dt className={classes.term}>{term}</dt>
      <dd className={classes.value}>{value}</dd>
    </div>
  );
}

/** A description list of labelled values (stats, project facts), each pair styled by `classes`. */
export function TermValueList({ items, className, classes }: { items: ReadonlyArray<{ label: string; value: string }>; className: string; classes: TermValueClasses }) {
  return (
    <dl className={className}>
      {items.map((item) => (
        <TermValue key={item.label} term={item.label} value={item.value} classes={classes} />
      ))}
    </dl>
  );
}
