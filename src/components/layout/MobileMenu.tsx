import React, { useEffect, useId, useRef, useState } from "react";
import { Link } from "gatsby";
import { UiIcon } from "../ui/UiIcon";
import { menuPanelId, type MenuEntry } from "../../lib/navigation";
import { useScrollLock } from "../../lib/use-scroll-lock";

interface MobileMenuProps {
  menu: readonly MenuEntry[];
  cta: { title: string; href: string };
  pathname: string;
}

/**
 * Below 1024 px: a hamburger that opens an accordion menu. While open the page
 * does not scroll; following any link closes it. One section open at a time.
 */
export function MobileMenu({ menu, cta, pathname }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const [section, setSection] = useState<string | null>(null);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useScrollLock(open);

  useEffect(() => {
    setOpen(false);
    setSection(null);
  }, [pathname]);

  // While open the panel covers the page: Escape closes it and gives focus back
  // to the toggle, and Tab cycles between the toggle and the panel's controls
  // instead of wandering behind it (WCAG 2.4.11).
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        toggleRef.current?.focus();
        return;
      }
      if (event.key !== "Tab" || !rootRef.current) return;
      const focusables = [...rootRef.current.querySelectorAll<HTMLElement>("button, a[href]")];
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      const active = document.activeElement;
      const outside = !rootRef.current.contains(active);
      if (event.shiftKey && (active === first || outside)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div ref={rootRef} className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen(!open)}
        className="grid h-11 w-11 place-items-center rounded-full text-ink hover:bg-paper-tint"
      >
        <UiIcon name={open ? "close" : "menu"} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="fixed inset-x-0 bottom-0 top-[4.5rem] overflow-y-auto overscroll-contain border-t border-paper-line bg-white px-5 pb-10 pt-4"
      >
        {/* The links exist only while the menu is open: closed, they would be
            markup every page parses, styles and hydrates for nothing. The empty
            panel keeps aria-controls pointing somewhere. */}
        {open ? (
          <MobileMenuLinks menu={menu} cta={cta} panelId={panelId} section={section} onSection={setSection} onNavigate={close} />
        ) : null}
      </div>
    </div>
  );
}

interface MobileMenuLinksProps extends Omit<MobileMenuProps, "pathname"> {
  panelId: string;
  /** The one expanded accordion section (its title), if any. */
  section: string | null;
  onSection: (title: string | null) => void;
  onNavigate: () => void;
}

/** The open menu: top-level links, accordion sections (links rendered only when expanded), the CTA. */
function MobileMenuLinks({ menu, cta, panelId, section, onSection, onNavigate }: MobileMenuLinksProps) {
  return (
    <nav aria-label="Mobile">
      <ul className="divide-y divide-paper-line">
        {menu.map((entry) => {
          if (!entry.dropdownItems?.length) {
            return (
              <li key={entry.title}>
                <Link to={entry.href ?? "/"} onClick={onNavigate} className="block py-4 text-lg font-medium">
                  {entry.title}
                </Link>
              </li>
            );
          }
          const expanded = section === entry.title;
          const sectionId = menuPanelId(panelId, entry.title);
          return (
            <li key={entry.title}>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={sectionId}
                onClick={() => onSection(expanded ? null : entry.title)}
                className="flex w-full items-center justify-between py-4 text-left text-lg font-medium"
              >
                {entry.title}
                <UiIcon name="chevron-down" className={`transition-transform ${expanded ? "rotate-180" : ""}`} />
              </button>
              <div id={sectionId} hidden={!expanded} className="space-y-5 pb-5">
                {expanded
                  ? entry.dropdownItems.map((group) => (
                      <div key={group.category}>
                        <p className="mb-2 text-xs font-semibold uppercase tracking-[0.14em] text-ink-muted">{group.category}</p>
                        <ul>
                          {group.links.map((link) => (
                            <li key={link.href}>
                              <Link to={link.href} onClick={onNavigate} className="block rounded-lg py-2 pl-3 text-base text-ink-soft hover:text-brand">
                                {link.name}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      </div>
                    ))
                  : null}
              </div>
            </li>
          );
        })}
      </ul>
      <Link to={cta.href} onClick={onNavigate} className="btn-primary mt-6 w-full" data-contact-link>
        {cta.title}
      </Link>
    </nav>
  );
}
