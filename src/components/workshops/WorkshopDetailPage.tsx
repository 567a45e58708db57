import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { FeatureGrid, type Feature } from "../sections/FeatureGrid";
import { WorkshopHero, type WorkshopHeroData } from "./WorkshopHero";
import { ModuleList } from "./ModuleList";
import { WorkshopDetails, type WorkshopDetailsData } from "./WorkshopDetails";
import { WorkshopReserve, RESERVE_ANCHOR, type WorkshopReserveData } from "./WorkshopReserve";
import { sessionDateLabel } from "../../lib/workshop-sessions";

export interface WorkshopDetailPageProps {
  hero: WorkshopHeroData;
  background?: IGatsbyImageData | null;
  benefits: Queries.FeatureBlockContentFragment;
  audience: { title: string; items: readonly Feature[] };
  modules: Queries.WorkshopModules;
  details: WorkshopDetailsData;
  reserve: WorkshopReserveData;
  replyPromise: React.ComponentProps<typeof WorkshopReserve>["replyPromise"];
}

/**
 * A workshop's page: hero, benefits, audience, syllabus, sessions and the
 * reservation. With no session scheduled, the hero's date badge reads
 * "To be announced" under its label and its primary action leads to the
 * waitlist form.
 */
export function WorkshopDetailPage({ hero, background, benefits, audience, modules, details, reserve, replyPromise }: WorkshopDetailPageProps) {
  const [nextSession] = details.schedule.upcoming;
  return (
    <>
      <WorkshopHero
        hero={hero}
        nextDate={nextSession ? sessionDateLabel(nextSession.startDate) : hero.nextDatePending}
        primaryLink={nextSession ? hero.primaryLink : `#${RESERVE_ANCHOR}`}
        background={background}
      />
      <FeatureGrid title={benefits.title} intro={benefits.intro} items={benefits.items} />
      <FeatureGrid tone="tint" title={audience.title} items={audience.items} />
      <ModuleList id="syllabus" title={modules.title} numberLabel={modules.numberLabel} items={modules.items} />
      <WorkshopDetails details={details} />
      <WorkshopReserve reserve={reserve} waitlist={!nextSession} replyPromise={replyPromise} />
    </>
  );
}
