import React from "react";
import { Link } from "gatsby";

/** A link of a list: where it goes and its text. */
export interface ListedLink {
  name: string;
  href: string;
}

/** A list of links, each styled alike (the footer's columns, the menu's groups, the not-found page's suggestions). */
export function LinkList({ links, className, linkClassName }: { links: readonly ListedLink[]; className: string; linkClassName: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <Link to={link.href} className={linkClassName}>
            {link.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
