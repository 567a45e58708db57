import React from "react";
import { Icon } from "./Icon";

/** Topics, each after a green check (a workshop's and a module's "what you will cover"). */
export function CheckList({ items, className }: { items: readonly string[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2 text-ink-soft">
          <Icon name="check" size={18} className="mt-0.5 shrink-0 text-product" /> {item}
        </li>
      ))}
    </ul>
  );
}
