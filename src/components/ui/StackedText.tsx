import React from "react";

interface StackedTextProps {
  /** the first line, e.g. a label or a name */
  first: React.ReactNode;
  /** the line under it, e.g. the value or a description */
  second: React.ReactNode;
  firstClassName: string;
  secondClassName: string;
}

/** Two short texts one above the other inside a row beside an icon or a checkbox (block spans, valid inside a label). */
export function StackedText({ first, second, firstClassName, secondClassName }: StackedTextProps) {
  return (
    <span>
      <span className={`block ${firstClassName}`}>{first}</span>
      <span className={`block ${secondClassName}`}>{second}</span>
    </span>
  );
}
