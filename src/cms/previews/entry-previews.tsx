/**
 * Each collection's preview: the entry being edited drawn by the component
 * its page is drawn with (the same component, fed the entry's data as the
 * page's query would hand it over), inside PreviewFrame. What a page shows
 * besides the entry (the texts every article or case study shares, the
 * industries' colours) is the content as this CMS was built.
 */
import React, { useEffect, useRef } from "react";
import { InsightArticle } from "../../components/insights/InsightArticle";
import { CaseStudyDetail } from "../../components/case-studies/CaseStudyDetail";
import { ServiceLanding } from "../../components/services/ServiceLanding";
import { TechnologyLanding } from "../../components/services/TechnologyLanding";
import { NotFoundPage } from "../../components/not-found/NotFoundPage";
import { TermsPage } from "../../components/terms/TermsPage";
import { PrivacyPage } from "../../components/legal/PrivacyPage";
import { AboutPage } from "../../components/about/AboutPage";
import { ConnectSection } from "../../components/contact/ConnectSection";
import { insightPublication, isListed } from "../../lib/insight-publication";
import { InsightsOverview } from "../../components/insights/InsightsOverview";
import insightsPage from "../../../content/insights-page.json";
import caseStudiesPage from "../../../content/case-studies-page.json";
import servicesPage from "../../../content/services-page.json";
import industries from "../../../content/industries.json";
import { siteFacts as site } from "../../lib/site-facts";
import contact from "../../../content/contact.json";
import type { PreviewProps } from "../decap";
import { PreviewFrame } from "./PreviewFrame";
import { usePreviewImage, usePreviewImages } from "./preview-image";
import { mediaDir, mediaFieldFor } from "./media-field";
import { HomePage } from "../../components/home/HomePage";
import { WorkshopsOverview } from "../../components/workshops/WorkshopsOverview";
import { WorkshopDetailPage } from "../../components/workshops/WorkshopDetailPage";
import { ServicesOverview } from "../../components/services/ServicesOverview";
import { scheduleSessions } from "../../lib/workshop-sessions";
import { fillPlaceholders } from "../../lib/placeholders";
import { CaseStudiesOverview } from "../../components/case-studies/CaseStudiesOverview";
import { IndustryBadge } from "../../components/case-studies/IndustryBadge";
import type { IndustryGroup } from "../../components/case-studies/industries";

import { CategoryBadge } from "../../components/insights/CategoryBadge";
import { LIST_FIELD } from "../list-file-format";
import { LeadFormInIsland } from "../../components/forms/LeadForm";
import { islandCopy, type LeadFormCopy } from "../../lib/lead-form-copy";
import type { LeadFormVariant } from "../../lib/lead-form-variants";
import { Header } from "../../components/layout/Header";
import { Footer } from "../../components/layout/Footer";
import navigation from "../../../content/navigation.json";
import { homePageProps } from "../../components/home/home-page-props";
import { CONTENT_FOLDERS } from "./content-folders";
import { toCaseStudyCards } from "../../components/case-studies/case-study-cards";
import { classifyArticleMarkdown } from "../markdown-classes";
import { CampaignBlocks, type CampaignBlock } from "../../components/campaign/CampaignBlocks";
import { isCampaignBlockType } from "../../lib/campaign-blocks";
import home from "../../../content/home.json";

/** A redirect as content/redirects.json lists it. */
type Redirect = Pick<Queries.RedirectsJson, "from" | "to" | "reason">;

/** A picture or logo as Gatsby's schema types it; in an entry, its file's path. */
type SchemaMedia = { readonly childImageSharp?: unknown } & { readonly publicURL?: unknown; readonly absolutePath: unknown };

/**
 * What an entry being edited holds, for a content node of Gatsby's schema
 * typed `T` (src/gatsby-types.d.ts): any field may still be empty, a picture
 * or a logo is its file's path, a linked node its key.
 */
export type EntryOf<T> = T extends SchemaMedia
  ? string
  : T extends string | number | boolean | null | undefined
    ? T
    : T extends ReadonlyArray<infer Item>
      ? ReadonlyArray<EntryOf<Item>>
      : { readonly [K in Exclude<keyof T, keyof Queries.Node>]?: EntryOf<T[K]> };

/**
 * The entry's data as plain objects (Decap hands it over as Immutable.js
 * values), typed as its content node: the CMS's field rules check it before
 * it is saved, not while it is typed.
 */
export function entryData<T>(props: PreviewProps): EntryOf<T> {
  const data = props.entry.getIn(["data"]) as { toJS?: () => unknown } | undefined;
  return ((data?.toJS ? data.toJS() : data) ?? {}) as EntryOf<T>;
}

/**
 * A content file's block, or an entry being edited, as the page's query types
 * it: the same data, its absent fields read as empty by the components.
 */
function queried<T>(block: unknown): T {
  return block as T;
}

/** A media path of the entry as a URL the preview can load (from the folder of the field it belongs to), or undefined when the field is empty. */
export function assetUrl(props: PreviewProps, file: unknown): string | undefined {
  return typeof file === "string" && file ? String(props.getAsset(file, mediaFieldFor(props.fields, mediaDir(file)))) : undefined;
}

/** An image as the page's query gives it (`image { childImageSharp { gatsbyImageData } }`), or null. */
function queriedImage(image: ReturnType<typeof usePreviewImage>) {
  return image ? { childImageSharp: { gatsbyImageData: image } } : null;
}

/** "2025-01-15" as the page prints it (January 15, 2025). */
export function articleDate(value: string): string {
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
}

/** A `hero` block as the page's query gives it: optional fields null, its image processed (here: loaded). */
function useQueriedHero(props: PreviewProps, hero: Record<string, unknown> | undefined) {
  const image = usePreviewImage(assetUrl(props, hero?.image));
  return { eyebrow: null, subtitle: "", buttonLabel: null, buttonLink: null, title: "", ...hero, image: queriedImage(image) };
}

/** The Markdown body as Decap draws it, given the article page's classes whenever it changes. */
function ArticleMarkdown({ children }: { children: React.ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    const view = element?.ownerDocument.defaultView;
    if (!element || !view) return undefined;
    classifyArticleMarkdown(element);
    const observer = new view.MutationObserver(() => classifyArticleMarkdown(element));
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} style={{ display: "contents" }}>
      {children}
    </div>
  );
}

export function InsightPreview(props: PreviewProps) {
  const data = entryData<Queries.Insight>(props);
  const image = usePreviewImage(assetUrl(props, data.image));
  const date = String(data.date ?? "");
  const insight = {
    title: data.title ?? "",
    subtitle: data.subtitle ?? null,
    author: data.author ?? "",
    category: data.category ?? "",
    readTime: data.readTime ?? null,
    publication: date ? insightPublication({ draft: data.draft, date }, new Date(), site.timeZone) : "draft",
    date: articleDate(date),
    isoDate: date.slice(0, 10),
    bodyHtml: "",
  };
  return <InsightArticle insight={insight} image={image} copy={queried<Queries.InsightArticleCopyFieldsFragment>(insightsPage.article)} body={<ArticleMarkdown>{props.widgetFor("body") as React.ReactNode}</ArticleMarkdown>} />;
}

/** A logo as the page's query gives it (LogoFile): here its file's address, drawn as an image. */
function logoFile(props: PreviewProps, file: unknown) {
  const url = assetUrl(props, file);
  return url ? { publicURL: url, inlineSvg: null } : null;
}

export function CaseStudyPreview(props: PreviewProps) {
  const data = entryData<Queries.CaseStudy>(props);
  const image = usePreviewImage(assetUrl(props, data.image));
  const study = { timeline: "", metrics: [], quote: null, ...data, logo: logoFile(props, data.logo) };
  // The others as their page lists them: the case studies as this CMS was built, but the one being edited.
  const others = useCaseStudyCardNodes(
    props,
    CONTENT_FOLDERS["case-studies"].filter((other) => other.slug !== data.slug),
    Infinity,
    fromFolderEntry,
  );
  return (
    <CaseStudyDetail
      study={queried<React.ComponentProps<typeof CaseStudyDetail>["study"]>(study)}
      image={image}
      copy={queried<Queries.CaseStudyDetailCopyFieldsFragment>(caseStudiesPage.detail)}
      industryGroups={industries.groups}
      others={toCaseStudyCards(queried<Queries.CaseStudyCardFieldsFragment[]>(others), industries.groups)}
    />
  );
}

/** The three benefit illustrations every service page shows, by position (content/images/benefit-N.png). */
const BENEFIT_ILLUSTRATIONS = ["../images/benefit-1.png", "../images/benefit-2.png", "../images/benefit-3.png"];

export function ServicePreview(props: PreviewProps) {
  const data = entryData<Queries.ServicePage>(props);
  const hero = useQueriedHero(props, data.hero);
  const illustrations = usePreviewImages(BENEFIT_ILLUSTRATIONS.map((file) => assetUrl(props, file)));
  const page = { leadForm: false, leadFormSection: null, approach: null, ...data, hero };
  return <ServiceLanding page={queried<React.ComponentProps<typeof ServiceLanding>["page"]>(page)} copy={servicesPage.servicePage} illustrations={illustrations} />;
}

export function TechnologyPreview(props: PreviewProps) {
  const data = entryData<Queries.TechnologyPage>(props);
  const hero = useQueriedHero(props, data.hero);
  return <TechnologyLanding page={queried<React.ComponentProps<typeof TechnologyLanding>["page"]>({ ...data, hero })} copy={servicesPage.technologyPage} />;
}

export function NotFoundPreview(props: PreviewProps) {
  const data = entryData<Queries.NotFoundJson>(props);
  return <NotFoundPage title={data.title ?? ""} buttonLabel={data.buttonLabel ?? ""} sectionsTitle={data.sectionsTitle} insightsTitle={data.insightsTitle} />;
}

export function TermsPreview(props: PreviewProps) {
  return <TermsPage terms={queried<React.ComponentProps<typeof TermsPage>["terms"]>(entryData<Queries.TermsJson>(props))} facts={{ legalName: site.legalName, brand: site.brand, email: site.email }} />;
}

export function PrivacyPreview(props: PreviewProps) {
  return <PrivacyPage privacy={queried<React.ComponentProps<typeof PrivacyPage>["privacy"]>(entryData<Queries.PrivacyJson>(props))} site={site} />;
}

export function AboutPreview(props: PreviewProps) {
  const data = entryData<Queries.AboutJson>(props);
  const hero = useQueriedHero(props, data.hero);
  return <AboutPage {...queried<React.ComponentProps<typeof AboutPage>>(data)} hero={hero} contact={queried<Queries.ContactJson>(contact)} stats={site.contactStats} />;
}

export function ContactPreview(props: PreviewProps) {
  const data = entryData<Queries.ContactJson>(props);
  return <ConnectSection headingLevel="h1" title={data.title ?? ""} tagline={data.tagline ?? ""} variant="contact" content={queried<React.ComponentProps<typeof ConnectSection>["content"]>(data)} stats={site.contactStats} />;
}

type Item = Record<string, unknown>;

/**
 * A path from content/ (as the admin bundle carries other entries' pictures)
 * as an entry of a content folder writes it: its file is in content/<folder>/.
 */
function fromFolderEntry(fromContent: string): string {
  return `../${fromContent}`;
}

/**
 * The first `count` of `studies`, in their order, as the page's query gives
 * them: their logos come drawn (content-folders.ts), their pictures loaded
 * like the entry's own, each asked for by its path from content/ as the
 * edited entry's file would write it (`asWritten`: the overview pages' files
 * are in content/ itself).
 */
function useCaseStudyCardNodes(props: PreviewProps, studies: readonly Item[], count: number, asWritten: (fromContent: string) => string = (file) => file) {
  const shown = byOrder(studies, (study) => study.order).slice(0, count);
  const images = usePreviewImages(shown.map((study) => (typeof study.image === "string" && study.image ? assetUrl(props, asWritten(study.image)) : undefined)));
  return shown.map((study, index) => ({ rotation: null, ...study, image: queriedImage(images[index]) }));
}

export function HomePreview(props: PreviewProps) {
  const home = entryData<Queries.HomeJson>(props);
  const capabilities: readonly Item[] = home.capabilities?.items ?? [];
  const technologies: readonly Item[] = home.technologies?.items ?? [];
  const images = usePreviewImages([home.hero?.image, ...capabilities.map((item) => item.image), ...technologies.map((item) => item.image)].map((file) => assetUrl(props, file)));
  const image = (index: number) => queriedImage(images[index]);
  const caseStudies = useCaseStudyCardNodes(props, CONTENT_FOLDERS["case-studies"], 3);
  const data = {
    siteJson: { tagline: site.tagline, homeStats: site.homeStats },
    homeJson: {
      ...home,
      hero: { ...home.hero, image: image(0) },
      clients: { ...home.clients, logos: (home.clients?.logos ?? []).map((logo: Item) => ({ ...logo, image: logoFile(props, logo.image) })) },
      about: {
        ...home.about,
        partners: { ...home.about?.partners, logos: (home.about?.partners?.logos ?? []).map((partner: Item) => ({ ...partner, logo: logoFile(props, partner.logo) })) },
      },
      capabilities: { ...home.capabilities, items: capabilities.map((item, index) => ({ ...item, image: image(1 + index) })) },
      technologies: {
        ...home.technologies,
        items: technologies.map((item, index) => ({ ...item, logo: logoFile(props, item.logo), image: image(1 + capabilities.length + index) })),
      },
    },
    allServicePage: { nodes: CONTENT_FOLDERS.services },
    allCaseStudy: { nodes: caseStudies },
    industriesJson: industries,
  };
  return <HomePage {...homePageProps(queried<Queries.HomePageQuery>(data))} />;
}

export function WorkshopsPreview(props: PreviewProps) {
  const data = entryData<Queries.WorkshopsJson>(props);
  const hero = useQueriedHero(props, data.hero);
  return <WorkshopsOverview {...queried<React.ComponentProps<typeof WorkshopsOverview>>(data)} hero={hero} />;
}

/** The entries of a content folder sorted by a number they hold (`order` of a card, a tile). */
function byOrder(entries: readonly Item[], order: (entry: Item) => unknown): Item[] {
  return [...entries].sort((a, b) => Number(order(a) ?? 0) - Number(order(b) ?? 0));
}

export function ServicesOverviewPreview(props: PreviewProps) {
  const data = entryData<Queries.ServicesPageJson>(props);
  const hero = useQueriedHero(props, data.hero);
  const technologyPages = byOrder(
    CONTENT_FOLDERS.technologies.filter((page) => page.kind === "technology" && page.tile),
    (page) => (page.tile as Item).order,
  ).map((page) => ({ path: page.path, tile: page.tile }));
  const servicePages = byOrder(CONTENT_FOLDERS.services, (page) => (page.card as Item | undefined)?.order);
  return (
    <ServicesOverview
      hero={hero}
      technologies={queried<React.ComponentProps<typeof ServicesOverview>["technologies"]>(data.technologies)}
      sections={queried<React.ComponentProps<typeof ServicesOverview>["sections"]>({ marketing: data.marketing, product: data.product })}
      cta={queried<React.ComponentProps<typeof ServicesOverview>["cta"]>({ ...data.cta, text: fillPlaceholders(String(data.cta?.text ?? ""), { hours: site.replyPromiseHours }) })}
      technologyPages={queried<Queries.ServicesOverviewQuery["allTechnologyPage"]["nodes"]>(technologyPages)}
      servicePages={queried<Queries.ServiceCardSourceFragment[]>(servicePages)}
    />
  );
}

export function WorkshopPreview(props: PreviewProps) {
  const data = entryData<Queries.WorkshopGoogleAnalyticsJson>(props);
  const background = usePreviewImage(assetUrl(props, data.hero?.backgroundSrc));
  const details = { ...data.details, schedule: scheduleSessions(queried<Parameters<typeof scheduleSessions>[0]>(data.details?.sessions ?? []), new Date()) };
  return <WorkshopDetailPage {...queried<React.ComponentProps<typeof WorkshopDetailPage>>(data)} details={queried<React.ComponentProps<typeof WorkshopDetailPage>["details"]>(details)} background={background} replyPromise={site} />;
}

/**
 * The articles /insights lists now (published by the current time in the
 * site's time zone, as a production build decides), as the page's query gives
 * them: cards with their images.
 */
function useListedInsights(props: PreviewProps): Queries.InsightCardFieldsFragment[] {
  const now = new Date();
  const listed = CONTENT_FOLDERS.insights
    .map((article) => ({ article, publication: insightPublication({ draft: Boolean(article.draft), date: String(article.date ?? "") }, now, site.timeZone) }))
    .filter(({ publication }) => isListed(publication, false));
  const images = usePreviewImages(listed.map(({ article }) => assetUrl(props, article.image)));
  return listed.map(({ article, publication }, index) => ({
    title: String(article.title ?? ""),
    description: String(article.description ?? ""),
    category: String(article.category ?? ""),
    slug: typeof article.slug === "string" && article.slug ? article.slug : null,
    publication,
    isoDate: String(article.date ?? "").slice(0, 10),
    image: queriedImage(images[index]),
  }));
}

export function InsightsOverviewPreview(props: PreviewProps) {
  const data = entryData<Queries.InsightsPageJson>(props);
  const hero = useQueriedHero(props, data.hero);
  const insights = useListedInsights(props);
  return <InsightsOverview {...queried<React.ComponentProps<typeof InsightsOverview>>(data)} hero={hero} insights={insights} insightCategories={[...new Set(insights.map((insight) => insight.category))]} />;
}

export function CaseStudiesOverviewPreview(props: PreviewProps) {
  const data = entryData<Queries.CaseStudiesPageJson>(props);
  const hero = useQueriedHero(props, data.hero);
  const studies = toCaseStudyCards(queried<Queries.CaseStudyCardFieldsFragment[]>(useCaseStudyCardNodes(props, CONTENT_FOLDERS["case-studies"], Infinity)), industries.groups);
  return <CaseStudiesOverview {...queried<React.ComponentProps<typeof CaseStudiesOverview>>(data)} hero={hero} studies={studies} />;
}

/** A list of what a file names, as the site shows each (a badge, an address). */
function ListPage({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="container-page py-12">
      <h2 className="text-h3">{title}</h2>
      <ul className="mt-6 flex flex-wrap gap-3">{children}</ul>
    </section>
  );
}

export function IndustriesPreview(props: PreviewProps) {
  const groups = queried<readonly IndustryGroup[]>(entryData<Queries.IndustriesJson>(props).groups ?? []);
  return (
    <ListPage title="Industries, as a case study's badge shows them">
      {groups.map((group) => (
        <li key={group.id}>
          <IndustryBadge industry={group.industry} color={group.color} />
        </li>
      ))}
    </ListPage>
  );
}

export function InsightChoicesPreview(props: PreviewProps) {
  const { categories = [], authors = [] } = entryData<Queries.InsightChoicesJson>(props);
  return (
    <>
      <ListPage title="Categories, as an article's badge shows them">
        {categories.map((category) => (
          <li key={category.name}>
            <CategoryBadge category={category.name ?? ""} />
          </li>
        ))}
      </ListPage>
      <ListPage title="Authors">
        {authors.map((author) => (
          <li key={author.name} className="font-semibold text-ink">
            {author.name}
          </li>
        ))}
      </ListPage>
    </>
  );
}

export function RedirectsPreview(props: PreviewProps) {
  const redirects = queried<readonly Redirect[]>(entryData<Record<typeof LIST_FIELD, readonly Queries.RedirectsJson[]>>(props)[LIST_FIELD] ?? []);
  return (
    <section className="container-page py-12">
      <h2 className="text-h3">Old addresses and the pages they lead to</h2>
      <ul className="mt-6 grid gap-3">
        {redirects.map((redirect) => (
          <li key={redirect.from} className="card p-4">
            <p className="font-semibold text-ink">
              {redirect.from} → {redirect.to}
            </p>
            {redirect.reason ? <p className="mt-1 text-sm text-ink-muted">{redirect.reason}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The forms a page shows, in the order of the file's variants. */
const FORM_PLACES: Record<LeadFormVariant, string> = {
  contact: "Contact page",
  about: "About page",
  home: "Home page (Let's Talk)",
  dv360: "DV360 Self-Serve page",
  waitlist: "Workshop page (waitlist)",
  campaign: "Landing pages (lead form block; the button label is the block's)",
};

/** Each lead form as its page draws it, with the entry's texts. */
export function LeadFormPreview(props: PreviewProps) {
  const copy = queried<LeadFormCopy>(entryData<Queries.LeadFormJson>(props));
  return (
    <div className="container-page grid gap-12 py-12">
      {(Object.keys(FORM_PLACES) as LeadFormVariant[])
        .filter((variant) => copy.variants?.[variant])
        .map((variant) => (
          <section key={variant} className="max-w-2xl">
            <h2 className="mb-4 text-h3">{FORM_PLACES[variant]}</h2>
            <LeadFormInIsland variant={variant} email={site.email} copy={islandCopy(copy, variant)} />
          </section>
        ))}
    </div>
  );
}

/** The header and footer every page has, as drawn with `site` and `nav` (content/site.json, content/navigation.json). */
function SiteFrame({ site: facts, nav }: { site: typeof site; nav: typeof navigation }) {
  return (
    <>
      <Header brand={facts.brand} menu={nav.menu} cta={nav.cta} labels={nav.shell} />
      <main className="min-h-[12rem]" />
      <Footer site={facts} columns={nav.footerColumns} copy={{ ...nav.footer, homeLabel: nav.shell.homeLabel }} year={new Date().getFullYear()} />
    </>
  );
}

export function NavigationPreview(props: PreviewProps) {
  return <SiteFrame site={site} nav={queried<typeof navigation>({ ...navigation, ...entryData<Queries.NavigationJson>(props) })} />;
}

export function SitePreview(props: PreviewProps) {
  return <SiteFrame site={queried<typeof site>({ ...site, ...entryData<Queries.SiteJson>(props) })} nav={navigation} />;
}

/** A block of a landing page's file: its type and its own fields, as written. */
type RawBlock = Item & { type?: unknown };

/**
 * A landing page drawn block by block by the page's own components: each
 * block of the entry as its props (campaign-page-props.ts makes the same from
 * the page's query), images loaded from the entry's media, case studies and
 * client logos from the content this CMS was built with, a text block's
 * Markdown as Decap draws it.
 */
export function CampaignPreview(props: PreviewProps) {
  const data = entryData<Queries.CampaignPage>(props);
  const raw: RawBlock[] = Array.isArray(data.blocks) ? data.blocks : [];
  const images = usePreviewImages(raw.map((block) => (block.type === "hero" ? assetUrl(props, block.image) : undefined)));
  const studies = useCaseStudyCardNodes(props, CONTENT_FOLDERS["case-studies"], Infinity, fromFolderEntry);
  const rendered = props.widgetsFor?.("blocks") as { getIn(path: readonly (string | number)[]): unknown } | undefined;
  const blocks = raw.flatMap((block, index): CampaignBlock[] => {
    if (!isCampaignBlockType(block.type)) return [];
    const fields = queried<Record<string, never>>(block);
    switch (block.type) {
      case "hero":
        return [{ type: "hero", props: { title: "", subtitle: "", ...fields, image: images[index] ?? null } }];
      case "case-studies": {
        const chosen = Array.isArray(block.caseStudies) ? (block.caseStudies as string[]) : [];
        const nodes = chosen.flatMap((slug) => studies.filter((study) => (study as Item).slug === slug));
        return [{ type: "case-studies", props: { title: "", ...fields, cards: toCaseStudyCards(queried<Queries.CaseStudyCardFieldsFragment[]>(nodes), industries.groups) } }];
      }
      case "stats":
        return [{ type: "stats", props: { title: "", ...fields, items: Array.isArray(block.items) ? queried<Queries.Stat[]>(block.items) : site.homeStats } }];
      case "cta":
        // A block just added has no button address yet: drawn as a button without one.
        return [{ type: "cta", props: { title: "", text: "", buttonLabel: "", ...fields, buttonLink: String(block.buttonLink ?? "") } }];
      case "text":
        return [{ type: "text", props: { title: queried<string | null>(block.title), body: <ArticleMarkdown>{rendered?.getIn([index, "widgets", "body"]) as React.ReactNode}</ArticleMarkdown> } }];
      default:
        return [queried<CampaignBlock>({ type: block.type, props: { items: [], ...fields } })];
    }
  });
  const context = {
    clientLogosLabel: home.clients.listLabel,
    clientLogos: home.clients.logos.flatMap((logo) => {
      const file = logoFile(props, fromFolderEntry(logo.image));
      return file ? [{ id: logo.id, name: logo.name, file }] : [];
    }),
  };
  return <CampaignBlocks blocks={blocks} context={context} />;
}

/** Each collection's or file's preview, by its name in the configuration (gatsby/cms/config.ts). */
export const PREVIEW_TEMPLATES: Record<string, React.ComponentType<PreviewProps>> = {
  insights: InsightPreview,
  "case-studies": CaseStudyPreview,
  services: ServicePreview,
  technologies: TechnologyPreview,
  "not-found": NotFoundPreview,
  terms: TermsPreview,
  privacy: PrivacyPreview,
  about: AboutPreview,
  home: HomePreview,
  navigation: NavigationPreview,
  "lead-form": LeadFormPreview,
  industries: IndustriesPreview,
  "insight-choices": InsightChoicesPreview,
  redirects: RedirectsPreview,
  workshops: WorkshopsPreview,
  "case-studies-page": CaseStudiesOverviewPreview,
  "insights-page": InsightsOverviewPreview,
  "services-page": ServicesOverviewPreview,
  "workshop-google-analytics": WorkshopPreview,
  site: SitePreview,
  contact: ContactPreview,
  campaigns: CampaignPreview,
};

/** A preview component shown at a phone's and a desktop's width. */
export function framed(Preview: React.ComponentType<PreviewProps>) {
  function FramedPreview(props: PreviewProps) {
    return (
      <PreviewFrame>
        <Preview {...props} />
      </PreviewFrame>
    );
  }
  FramedPreview.displayName = `Framed(${Preview.name})`;
  return FramedPreview;
}
