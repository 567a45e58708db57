import { useEffect, useState } from "react";

/** Header threshold from spec §9: the bar turns white and blurred past 20 px. */
export const HEADER_SCROLL_THRESHOLD = 20;

export function useScrolled(threshold = HEADER_SCROLL_THRESHOLD): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}
