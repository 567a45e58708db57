import React from "react";

/** The SWC wordmark: original artwork, drawn as text plus a dial mark. */
export function Logo({ className, label = "SWC" }: { className?: string; label?: string }) {
  return (
    <svg viewBox="0 0 112 32" role="img" aria-label={label} className={className} height={32} width={112}>
      <circle cx="16" cy="16" r="13" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M16 16 L24 9" stroke="#2346d6" strokeWidth="3" strokeLinecap="round" />
      <circle cx="16" cy="16" r="3" fill="#2346d6" />
      <text x="36" y="24" fontFamily="Inter Variable, system-ui, sans-serif" fontSize="22" fontWeight="800" letterSpacing="1" fill="currentColor">
        SWC
      </text>
    </svg>
  );
}
