import React, { useEffect, useId, useRef, useState } from "react";
import { Link } from "gatsby";
import { UiIcon } from "../ui/UiIcon";
import { dropdownColumns, menuPanelId, type DropdownGroup, type MenuEntry } from "../../lib/navigation";

interface DesktopNavProps {
  menu: readonly MenuEntry[];
  pathname: string;
}

/**
 * Main menu from 1024 px up. One dropdown open at a time; clicking its button
 * again, pressing Escape, clicking or tabbing elsewhere or following a link closes it.
 */
export function DesktopNav({ menu, pathname }: DesktopNavProps) {
  const [open, setOpen] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const baseId = useId();

  useEffect(() => setOpen(null), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const button = navRef.current?.querySelector<HTMLButtonElement>(`[aria-expanded="true"]`);
      setOpen(null);
      button?.focus();
    };
    // Tabbing out of the open dropdown closes it, so it never covers what has focus.
    const onFocusIn = (event: FocusEvent) => {
      const entry = navRef.current?.querySelector(`[aria-expanded="true"]`)?.closest("li");
      if (entry && !entry.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [open]);

  return (
    <nav ref={navRef} aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {menu.map((entry) => {
          const panelId = menuPanelId(baseId, entry.title);
          if (!entry.dropdownItems?.length) {
            return (
              <li key={entry.title}>
                <Link
                  to={entry.href ?? "/"}
                  className="rounded-full px-4 py-2 text-[0.95rem] font-medium text-ink-soft transition-colors hover:text-brand"
                  activeClassName="text-brand"
                  partiallyActive
                >
                  {entry.title}
                </Link>
              </li>
            );
          }
          const isOpen = open === entry.title;
          return (
            <li key={entry.title} className="relative">
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen ? null : entry.title)}
                className="flex items-center gap-1 rounded-full px-4 py-2 text-[0.95rem] font-medium text-ink-soft transition-colors hover:text-brand aria-expanded:text-brand"
              >
                {entry.title}
                <UiIcon name="chevron-down" size={16} className={`transition-transform ${isOpen ? "rotate-180" : ""}`} />
              </button>
              <div
                id={panelId}
                hidden={!isOpen}
                className="absolute left-1/2 top-full mt-3 w-max max-w-[44rem] -translate-x-1/2 rounded-2xl border border-paper-line bg-white p-6 shadow-lift"
              >
                {/* The links exist only while the dropdown is open: closed, they
                    would be markup every page parses, styles and hydrates for
                    nothing. The empty panel keeps aria-controls pointing somewhere. */}
                {isOpen ? <DropdownColumns groups={entry.dropdownItems} onNavigate={() => setOpen(null)} /> : null}
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A dropdown's link groups, side by side in columns (computed only for the open dropdown). */
function DropdownColumns({ groups, onNavigate }: { groups: readonly DropdownGroup[]; onNavigate: () => void }) {
  const columns = dropdownColumns(groups);
  return (
    <div className="grid gap-8" style={{ gridTemplateColumns: `repeat(${columns.length}, minmax(13rem, 1fr))` }}>
      {columns.map((column, index) => (
        <div key={index} className="space-y-6">
          {column.map((group) => (
            <div key={group.category}>
              <p className="mb-3 text-xs font-semibold uppercase tracking-[0.14em] text-ink-muted">
                {group.categoryLink ? (
                  <Link to={group.categoryLink} className="hover:text-brand" onClick={onNavigate}>
                    {group.category}
                  </Link>
                ) : (
                  group.category
                )}
              </p>
              <ul className="space-y-1">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link
                      to={link.href}
                      onClick={onNavigate}
                      className="-mx-3 block rounded-lg px-3 py-2 text-[0.95rem] text-ink hover:bg-brand-light hover:text-brand-dark"
                    >
                      {link.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
