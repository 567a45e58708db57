import React from "react";
import { LogoImage, LogoSymbols } from "../ui/LogoImage";
import { ExperimentText } from "../experiments/ExperimentText";

/** A client of the strip: its id and name, and the image file its logo is drawn from. */
type StripLogo = Pick<Queries.ClientLogo, "id" | "name"> & { file: Queries.LogoFileFragment };

/** The HomeClients block, each logo with its file. */
type ClientLogoStripProps = Omit<Queries.HomeClients, "logos"> & { logos: readonly StripLogo[] };

const logoSymbol = (logo: StripLogo) => `client-logo-${logo.id}`;

function LogoItems({ logos, decorative }: { logos: readonly StripLogo[]; decorative: boolean }) {
  return (
    <>
      {logos.map((logo) => (
        // Each wordmark is laid out only when it nears the view: the track is
        // twice the list wide and a phone shows two or three marks of it, and
        // each mark costs layout. The reserved size is the mark's own.
        <li key={logo.id} className="shrink-0 [contain-intrinsic-size:10rem_3rem] [content-visibility:auto]">
          <LogoImage
            file={logo.file}
            alt={decorative ? "" : logo.name}
            width={160}
            height={48}
            className="h-12 w-40 opacity-70 transition-opacity duration-200 hover:opacity-100"
            symbol={logoSymbol(logo)}
          />
        </li>
      ))}
    </>
  );
}

/**
 * Section 2: client wordmarks on an endless conveyor. The track holds the list
 * twice and slides by half its width, so the loop has no seam; the copy is
 * hidden from assistive tech. Each drawing is in the page once (LogoSymbols)
 * and both lists refer to it. Hovering pauses it; with reduced motion it
 * stands still and wraps into rows instead.
 */
export function ClientLogoStrip({ title, listLabel, logos }: ClientLogoStripProps) {
  return (
    <section aria-labelledby="clients-title" className="lazy-render border-y border-paper-line bg-white py-10">
      <h2 id="clients-title" className="container-page text-center text-sm font-semibold uppercase tracking-[0.14em] text-ink-muted">
        <ExperimentText field="title">{title}</ExperimentText>
      </h2>
      <div className="relative mt-7 overflow-hidden [mask-image:linear-gradient(to_right,transparent,#000_6%,#000_94%,transparent)] motion-reduce:[mask-image:none]">
        <div
          data-logo-track
          className="flex w-max animate-marquee hover:[animation-play-state:paused] motion-reduce:w-full motion-reduce:animate-none"
        >
          <ul
            aria-label={listLabel}
            className="flex shrink-0 items-center gap-14 pr-14 motion-reduce:mx-auto motion-reduce:max-w-content motion-reduce:shrink motion-reduce:px-5 motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-x-10 motion-reduce:gap-y-6"
          >
            <LogoItems logos={logos} decorative={false} />
          </ul>
          <ul aria-hidden="true" className="flex shrink-0 items-center gap-14 pr-14 motion-reduce:hidden">
            <LogoItems logos={logos} decorative />
          </ul>
        </div>
      </div>
      <LogoSymbols logos={logos.map((logo) => ({ symbol: logoSymbol(logo), file: logo.file }))} />
    </section>
  );
}
