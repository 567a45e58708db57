import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import matter from "gray-matter";
import type { Dialog, Locator, Page } from "@playwright/test";
import insightsPage from "../../content/insights-page.json";
import { test, expect, offline } from "./fixtures";
import { LOCAL_BACKEND_PORT, startLocalBackend } from "../../scripts/lib/cms-backend.mjs";
import { builtRoutes, PUBLIC_DIR, readPage } from "./support/built-site";
import { buildContentSchema, validateRecord } from "../unit/support/content-model";
import { PAGE_TARGET_MESSAGE } from "../../src/cms/redirect-target";
import { FOUND_MESSAGE } from "../../src/cms/redirect-target-widget";
import { experimentsForPage, HOME_EXPERIMENT_TEXTS, parseExperiment, withWinners } from "../../src/lib/experiments";
import { experimentHeadData, experimentStyle } from "../../src/lib/experiment-assignment";

/**
 * The CMS at /admin, offline, on the local backend: decap-server serves a
 * temporary copy of content/ (the repository's own files are never touched),
 * the CMS lists the insights, an article's title is edited, the preview shows
 * it in the site's heading style, and saving writes the file, which still
 * passes the content model's checks; a preview is the page's own markup (the
 * same headings and cards as the built page), at a phone's and a desktop's
 * width; an image uploaded to an article is
 * stored with the site's images. The home page and the navigation are edited
 * like any entry; a new article gets its address from its title, and an
 * emptied address is refused in plain words. Then: public pages carry no CMS code,
 * and /admin is kept out of search engines.
 *
 * Decap's bundle is large (several MB); on a busy machine it takes a while to
 * load and start, hence the long timeouts, all of them waits for something
 * the page shows, never fixed sleeps.
 */

const CONTENT = path.join(__dirname, "..", "..", "content");
const ARTICLE = "modeled-conversions";
const STARTUP = 120_000;

let workdir: string;
let backend: Awaited<ReturnType<typeof startLocalBackend>> | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  workdir = fs.mkdtempSync(path.join(os.tmpdir(), "swc-cms-"));
  fs.cpSync(CONTENT, path.join(workdir, "content"), { recursive: true });
  // An experiment's result reads no lead database of this machine: an empty one in memory, unless a test gives it one.
  await startBackend({ LEADS_DATA_DIR: "memory" });
});

/** The local backend over the test's copy (or `directory`), with `env` (the generated config points the CMS at its fixed port, as `npm run cms` starts it). */
async function startBackend(env: Record<string, string>, directory = workdir) {
  backend = await startLocalBackend({ directory, port: LOCAL_BACKEND_PORT, stdio: "ignore", timeoutMs: 60_000, env }).catch((error: Error) => {
    throw new Error(`${error.message} (is \`npm run cms\` running? The CMS test needs port ${LOCAL_BACKEND_PORT})`);
  });
}

/** Stops the local backend and starts it again with `env` over `directory`, once the first has let go of its port. */
async function restartBackend(env: Record<string, string>, directory = workdir) {
  const running = backend;
  if (running && running.child.exitCode === null && running.child.signalCode === null) {
    const exited = new Promise((resolve) => running.child.once("exit", resolve));
    running.stop();
    await exited;
  }
  await startBackend(env, directory);
}

/** Stores `counts` leads per variant of `experiment`, received at `receivedAt`, in a lead database at `dataDir` (tests/fixtures/leads). */
function seedLeads(dataDir: string, experiment: string, receivedAt: string, counts: Record<string, number>): Promise<void> {
  const pairs = Object.entries(counts).map(([variant, count]) => `${variant}=${count}`);
  const child = spawn(process.execPath, [path.join(__dirname, "..", "fixtures", "leads", "seed-experiment-leads.mjs"), dataDir, experiment, receivedAt, ...pairs], { stdio: "ignore" });
  return new Promise((resolve, reject) => child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`seeding the leads ended with ${code}`)))));
}

test.afterAll(() => {
  backend?.stop();
  if (workdir) fs.rmSync(workdir, { recursive: true, force: true });
});

const articleFile = () => path.join(workdir, "content", "insights", `${ARTICLE}.mdx`);

/** The page a preview draws, in its frame of the chosen width inside Decap's preview pane. */
const previewOf = (page: Page) => page.frameLocator("#preview-pane").frameLocator("iframe[data-preview-width]");

/** The headings of a page's main content, in order. */
async function headingsOf(scope: { locator(selector: string): Locator }, selector: string): Promise<string[]> {
  // What a visitor is told: an experiment's variants the page does not show are `hidden`.
  const texts = await scope.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const copy = element.cloneNode(true) as Element;
      copy.querySelectorAll("[hidden]").forEach((hidden) => hidden.remove());
      // A picture in a heading (a client's wordmark) counts by its name, inline SVG or <img> alike.
      copy.querySelectorAll("[role='img'][aria-label], img[alt]").forEach((picture) => {
        picture.replaceWith(picture.getAttribute("aria-label") ?? picture.getAttribute("alt") ?? "");
      });
      return copy.textContent ?? "";
    }),
  );
  return texts.map((text) => text.replace(/\s+/g, " ").trim());
}

/** What the heading style is made of, as the browser computed it. */
async function headingStyle(scope: { locator(selector: string): Locator }, selector: string) {
  return scope.locator(selector).first().evaluate((element) => {
    const style = getComputedStyle(element);
    // Tracking and line height relative to the size: the size itself follows the viewport (clamp), narrower in the preview pane.
    const relative = (value: string) => Math.round((Number.parseFloat(value) / Number.parseFloat(style.fontSize)) * 100) / 100;
    return { fontFamily: style.fontFamily, fontWeight: style.fontWeight, color: style.color, tracking: relative(style.letterSpacing), lineHeight: relative(style.lineHeight) };
  });
}

test("edits an insight's title on the local backend, with the preview in the site's styles", async ({ page, baseURL, consoleMessages }) => {
  test.setTimeout(300_000);
  const before = matter(fs.readFileSync(articleFile(), "utf8"));
  const entries = fs
    .readdirSync(path.join(workdir, "content", "insights"))
    .filter((name) => name.endsWith(".mdx"))
    .map((name) => ({ slug: name.replace(/\.mdx$/, ""), title: String(matter(fs.readFileSync(path.join(workdir, "content", "insights", name), "utf8")).data.title) }));
  expect(entries.length).toBeGreaterThan(3);

  await page.goto("/admin", { waitUntil: "load", timeout: STARTUP });
  await expect(page).toHaveTitle(/Content manager/, { timeout: STARTUP });
  // The local backend's sign-in: a button, no account.
  await page.getByRole("button", { name: /log ?in/i }).click({ timeout: STARTUP });

  await page.goto(`${baseURL}/admin#/collections/insights`);
  // Each article is listed, by its title, linking to its file's entry.
  const entryLink = (slug: string) => page.locator(`a[href="#/collections/insights/entries/${slug}"]`);
  for (const { slug, title } of entries) await expect(entryLink(slug)).toContainText(title, { timeout: STARTUP });

  await entryLink(ARTICLE).click();
  await expect(page).toHaveURL(new RegExp(`#/collections/insights/entries/${ARTICLE}$`), { timeout: STARTUP });
  const title = page.getByLabel("Title", { exact: true });
  await expect(title).toHaveValue(String(before.data.title), { timeout: STARTUP });
  const edited = "Modeled Conversions, Explained for Marketers";
  await title.fill(edited);

  const preview = previewOf(page);
  await expect(preview.locator("h1")).toHaveText(edited, { timeout: STARTUP });
  // The body is drawn with the article page's classes, its <Callout> and <Figure> by their editor components.
  await expect(preview.locator("[data-article-body] h2").first()).toHaveClass(/text-h2/, { timeout: STARTUP });
  await expect(preview.locator("[data-article-body] aside[data-callout]")).toContainText("The key point", { timeout: STARTUP });
  await expect(preview.locator("[data-article-body] figure figcaption").first()).toContainText("The same campaign", { timeout: STARTUP });

  // The preview's heading is the article page's heading: same font, weight, colour, tracking and line height.
  const site = await offline(await page.context().newPage());
  await site.goto(`/insights/${ARTICLE}`);
  const expected = await headingStyle(site, "h1");
  // The preview is the article page's own markup: the same headings, the edited title first.
  // Not the article's ending, which the page adds around the body from other entries (share links, related insights).
  const pageHeadings = (await headingsOf(site, "main h1, main h2")).filter((heading) => ![insightsPage.article.shareTitle, insightsPage.article.relatedTitle].includes(heading));
  await site.close();
  expect(await headingStyle(preview, "h1")).toEqual(expected);
  // Headings are set in the device's own UI font (tailwind.config.js), as the body is.
  expect(expected.fontFamily).toMatch(/system-ui/);
  expect(await headingsOf(preview, "h1, h2")).toEqual([edited, ...pageHeadings.slice(1)]);
  await expect(page.frameLocator("#preview-pane").locator("iframe[data-preview-width]")).toHaveAttribute("data-preview-width", "1280");
  await page.frameLocator("#preview-pane").getByRole("button", { name: /Phone/ }).click();
  await expect(page.frameLocator("#preview-pane").locator("iframe[data-preview-width]")).toHaveAttribute("data-preview-width", "390");
  await expect(preview.locator("h1")).toHaveText(edited);

  await publish(page);

  await expect.poll(() => matter(fs.readFileSync(articleFile(), "utf8")).data.title, { timeout: 60_000 }).toBe(edited);
  const after = matter(fs.readFileSync(articleFile(), "utf8"));
  // Only the title changed: the body (with its <Callout> and <Figure>) is as it was.
  expect(after.content.trim()).toBe(before.content.trim());
  // And the other fields keep their values (YAML may now read the date as a date).
  const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));
  const { title: _old, date: dateBefore, ...restBefore } = before.data;
  const { title: _new, date: dateAfter, ...restAfter } = after.data;
  expect(restAfter).toEqual(restBefore);
  expect(day(dateAfter)).toBe(day(dateBefore));
  // What the CMS saved is what the build accepts.
  const errors = validateRecord(buildContentSchema(), "Insight", after.data, `${ARTICLE}.mdx`, {
    baseDir: path.dirname(articleFile()),
    derivedFields: ["contentFilePath"],
  });
  expect(errors).toEqual([]);
  // The CMS ran within its Content-Security-Policy (no violation reported).
  expect(consoleMessages.filter((message) => /Content Security Policy|Refused to/i.test(message.text))).toEqual([]);
  // The repository's own copy is untouched.
  expect(matter(fs.readFileSync(path.join(CONTENT, "insights", `${ARTICLE}.mdx`), "utf8")).data.title).toBe(before.data.title);
});

test("uploads an article's image into the site's images", async ({ page, baseURL, consoleMessages }) => {
  test.setTimeout(300_000);
  const article = "event-taxonomy";
  const file = path.join(workdir, "content", "insights", `${article}.mdx`);
  await page.goto("/admin", { waitUntil: "load", timeout: STARTUP });
  await page.getByRole("button", { name: /log ?in/i }).click({ timeout: STARTUP });
  await page.goto(`${baseURL}/admin#/collections/insights`);
  await page.locator(`a[href="#/collections/insights/entries/${article}"]`).click({ timeout: STARTUP });
  await expect(page.getByLabel("Title", { exact: true })).not.toHaveValue("", { timeout: STARTUP });

  // The first image field is the article's own image; the media library uploads into the article's folder.
  await page.getByRole("button", { name: /choose (different|an) image/i }).first().click();
  await page.locator('input[type="file"]').first().setInputFiles({
    name: "uploaded-chart.png",
    mimeType: "image/png",
    buffer: fs.readFileSync(path.join(CONTENT, "images", "benefit-1.png")),
  });
  await page.getByRole("button", { name: "Choose selected" }).click({ timeout: STARTUP });
  await publish(page);

  await expect.poll(() => matter(fs.readFileSync(file, "utf8")).data.image, { timeout: 60_000 }).toBe("../images/uploaded-chart.png");
  // The backend writes the entry and its upload one after the other.
  await expect.poll(() => fs.existsSync(path.join(workdir, "content", "images", "uploaded-chart.png")), { timeout: 60_000 }).toBe(true);
  const errors = validateRecord(buildContentSchema(), "Insight", matter(fs.readFileSync(file, "utf8")).data, `${article}.mdx`, {
    baseDir: path.dirname(file),
    derivedFields: ["contentFilePath"],
  });
  expect(errors).toEqual([]);
  expect(consoleMessages.filter((message) => /Content Security Policy|Refused to/i.test(message.text))).toEqual([]);
  expect(fs.existsSync(path.join(CONTENT, "images", "uploaded-chart.png"))).toBe(false);
});

test("the home page's, a service's, a case study's and the insights overview's previews have the built page's headings and cards, at both widths", async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const site = await offline(await page.context().newPage());
  for (const { hash, route, cards } of [
    { hash: "/collections/pages/entries/home", route: "/", cards: "a[href^='/services/'], a[href^='/case-study/'], a[href^='/technology/']" },
    { hash: "/collections/services/entries/experimentation", route: "/services/product/experimentation", cards: "a[href^='/services/'], a[href^='/technology/']" },
    { hash: "/collections/case-studies/entries/rio", route: "/case-study/rio", cards: "[data-metric]" },
    { hash: "/collections/pages/entries/insights-page", route: "/insights", cards: "[data-insight-card]" },
  ]) {
    await site.goto(route);
    const headings = await headingsOf(site, "main h1, main h2, main h3");
    const cardCount = await site.locator("main").locator(cards).count();
    await openEntry(page, baseURL, hash);
    const preview = previewOf(page);
    await expect.poll(async () => (await headingsOf(preview, "h1"))[0], { timeout: STARTUP }).toBe(headings[0]);
    for (const width of ["Desktop", "Phone"]) {
      await page.frameLocator("#preview-pane").getByRole("button", { name: new RegExp(width) }).click();
      await expect.poll(async () => (await headingsOf(preview, "h1"))[0]).toBe(headings[0]);
      expect(await headingsOf(preview, "h1, h2, h3")).toEqual(headings);
      expect(await preview.locator(cards).count()).toBe(cardCount);
    }
  }
  await site.close();
});

/** Each image of the preview, with whether it has loaded; one not loaded yet is scrolled into view (an image below the fold loads as it comes near). */
async function previewImages(page: Page): Promise<{ src: string; loaded: boolean }[]> {
  return previewOf(page)
    .locator("img")
    .evaluateAll((images) =>
      images.map((element) => {
        const image = element as HTMLImageElement;
        const loaded = image.complete && image.naturalWidth > 0;
        if (!loaded) image.scrollIntoView();
        return { src: image.currentSrc || image.src, loaded };
      }),
    );
}

/**
 * The case studies as the admin bundle carries them (built from the repository's content/, which this test's copy
 * started as), in their order, each picture as a path from content/.
 */
function caseStudyPictures(except?: string): string[] {
  const dir = path.join(CONTENT, "case-studies");
  return fs
    .readdirSync(dir)
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as { slug: string; order: number; image: string })
    .filter((study) => study.slug !== except)
    .sort((a, b) => a.order - b.order)
    .map((study) => path.posix.join("case-studies", study.image));
}

/** The pictures of the articles /insights lists today (published, not drafts), as paths from content/. */
function listedArticlePictures(): string[] {
  const today = new Date().toISOString().slice(0, 10);
  const dir = path.join(CONTENT, "insights");
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".mdx"))
    .map((name) => matter(fs.readFileSync(path.join(dir, name), "utf8")).data)
    .filter((data) => !data.draft && data.image && String(data.date instanceof Date ? data.date.toISOString() : data.date).slice(0, 10) <= today)
    .map((data) => path.posix.join("insights", String(data.image)));
}

test("every image of the home page's, a case study's, an article's and the overviews' previews loads, other entries' cards, logos in subfolders and ../images paths too", async ({ page, baseURL }) => {
  test.setTimeout(420_000);
  const home = readJson("home.json");
  const imagesOf = (values: string[]) => new Set(values.map((value) => path.posix.normalize(value))).size;
  for (const { hash, files } of [
    // The home page's own images: the hero, the capabilities', the client logos (images/logos/clients/), the partners' and technologies' logos (images/logos/).
    {
      hash: "/collections/pages/entries/home",
      files: imagesOf([
        home.hero.image,
        ...home.capabilities.items.map((item: { image: string }) => item.image),
        ...home.clients.logos.map((logo: { image: string }) => logo.image),
        ...home.about.partners.logos.map((partner: { logo: string }) => partner.logo),
        // The cards of the first three case studies, each with its picture.
        ...caseStudyPictures().slice(0, 3),
      ]),
    },
    // A case study's image and its logo (../images/case-studies/), and the other case studies' cards with their pictures.
    { hash: "/collections/case-studies/entries/rio", files: 2 + caseStudyPictures("rio").length },
    // An article's image and its body's figure (../images/).
    { hash: `/collections/insights/entries/${ARTICLE}`, files: 2 },
    // The overviews: every case study's card with its picture; every listed article's card with its picture; the workshops' hero.
    { hash: "/collections/pages/entries/case-studies-page", files: imagesOf(caseStudyPictures()) },
    { hash: "/collections/pages/entries/insights-page", files: imagesOf(listedArticlePictures()) },
    { hash: "/collections/workshops/entries/workshops", files: 1 },
    // The technologies' tiles: their logos come drawn with the CMS (inline, or as data), and any that is an image loads.
    { hash: "/collections/pages/entries/services-page", files: 0 },
  ]) {
    await openEntry(page, baseURL, hash);
    await expect(previewOf(page).locator("h1")).toBeVisible({ timeout: STARTUP });
    // Every image has loaded (none broken), and as many different files as the entry shows are drawn (an image still
    // loading is Decap's one empty placeholder).
    await expect
      .poll(
        async () => {
          const images = await previewImages(page);
          return { hash, broken: images.filter((image) => !image.loaded).map((image) => image.src), enough: imagesOf(images.map((image) => image.src)) >= files };
        },
        { timeout: STARTUP },
      )
      .toEqual({ hash, broken: [], enough: true });
  }
});

/**
 * Opens an entry (or a collection's new entry), signing in to the local
 * backend on the page's first visit; later visits load the CMS afresh, signed
 * in already (the sign-in is kept in the browser's storage). Leaving an entry
 * whose edits were refused is meant: the browser's "leave site?" prompt on the
 * reload is accepted, where Playwright's default would dismiss it and keep the
 * old page, with the reload waiting for a load that never comes.
 */
async function openEntry(page: Page, baseURL: string | undefined, hash: string) {
  const signedIn = page.url().includes("/admin");
  if (!signedIn) {
    await page.goto(`${baseURL}/admin`, { waitUntil: "load", timeout: STARTUP });
    await page.getByRole("button", { name: /log ?in/i }).click({ timeout: STARTUP });
  }
  // A prompt can outlive its page (the reload has gone on): answering it then has nothing to answer.
  const leave = (dialog: Dialog) => void (dialog.type() === "beforeunload" ? dialog.accept() : dialog.dismiss()).catch(() => undefined);
  page.on("dialog", leave);
  try {
    // Signed in, the admin is loaded afresh at the entry's address (as a reload would): a hash change from one
    // entry straight to another makes the CMS reload by itself (src/cms/entry-address-guard.ts), and a reload of
    // the test's own would then race it.
    if (signedIn) await page.goto("about:blank");
    await page.goto(`${baseURL}/admin#${hash}`, { waitUntil: "load", timeout: STARTUP });
  } finally {
    page.off("dialog", leave);
  }
}

/** The text input that holds `value` (Decap names inputs by generated ids; the value is what the test knows). */
async function inputHolding(page: Page, value: string): Promise<Locator> {
  const handle = await page.waitForFunction(
    (wanted) => [...document.querySelectorAll("input, textarea")].find((input) => (input as HTMLInputElement).value === wanted && input.id),
    value,
    { timeout: STARTUP },
  );
  const id = await handle.evaluate((input) => (input as HTMLElement).id);
  return page.locator(`[id="${id}"]`);
}

/**
 * Chooses `item` from the menu `button` opens. On a busy machine the editor
 * can re-render just after the click (a field's change being applied) and
 * close the menu it opened: the button is clicked again until the item can
 * be chosen.
 */
async function chooseFromMenu(button: Locator, item: Locator) {
  await expect(async () => {
    if (!(await item.isVisible())) await button.click();
    await item.click({ timeout: 5_000 });
  }).toPass({ timeout: STARTUP });
}

async function publish(page: Page) {
  await chooseFromMenu(page.getByRole("button", { name: "Publish", exact: true }), page.getByRole("menuitem", { name: "Publish now" }));
}

/**
 * Publishes and waits until the CMS shows it has (its button reads
 * "Published"): until then the editor still holds unsaved changes, and
 * leaving it for the next entry is held up by the CMS's "leave this page?"
 * prompt, which Playwright dismisses.
 */
async function published(page: Page) {
  await publish(page);
  await expect(page.getByRole("button", { name: "Published", exact: true })).toBeVisible({ timeout: STARTUP });
}

/** Writes a new article (author SWC Analytics Team, category Privacy, one paragraph), not yet published; its address is left empty. */
async function writeArticle(page: Page, baseURL: string | undefined, { title, description, date }: { title: string; description: string; date: string }) {
  await openEntry(page, baseURL, "/collections/insights/new");
  await page.getByLabel("Title", { exact: true }).fill(title, { timeout: STARTUP });
  await page.getByLabel("Description", { exact: true }).fill(description);
  await page.getByLabel("Date", { exact: true }).fill(date);
  for (const [label, choice] of [["Author", "SWC Analytics Team"], ["Category", "Privacy"]]) {
    await page.getByLabel(label, { exact: true }).fill(choice);
    await page.getByRole("option", { name: choice, exact: true }).click({ timeout: STARTUP });
  }
  await page.locator("[data-slate-editor]").click();
  await page.keyboard.type("One paragraph of the article.");
}

/**
 * Changes the field of an entry that holds `value` to `edited` and publishes;
 * with `saved` (what the entry's file holds there once written), waits until that is `edited`.
 */
async function publishEdit(page: Page, baseURL: string | undefined, entry: string, value: string, edited: string, saved?: () => unknown) {
  await openEntry(page, baseURL, entry);
  await (await inputHolding(page, value)).fill(edited);
  await published(page);
  if (saved) await expect.poll(saved, { timeout: 60_000 }).toBe(edited);
}

const readJson = (name: string) => JSON.parse(fs.readFileSync(path.join(workdir, "content", name), "utf8"));
/** The file's data, or undefined while the backend is still writing it (a partial file is not JSON yet). */
function readJsonOnceWritten(name: string) {
  try {
    return readJson(name);
  } catch {
    return undefined;
  }
}

test("edits the home hero's title and the header's Let's Talk button", async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const home = readJson("home.json");
  await publishEdit(page, baseURL, "/collections/pages/entries/home", home.hero.title, "Analytics & Marketing Technology", () => readJsonOnceWritten("home.json")?.hero.title);
  // Only that value changed.
  expect({ ...readJson("home.json"), hero: { ...readJson("home.json").hero, title: home.hero.title } }).toEqual(home);

  const navigation = readJson("navigation.json");
  expect(navigation.cta.title).toBe("Let's Talk");
  await publishEdit(page, baseURL, "/collections/site/entries/navigation", "Let's Talk", "Talk to Us", () => readJsonOnceWritten("navigation.json")?.cta.title);
  expect({ ...readJson("navigation.json"), cta: navigation.cta }).toEqual(navigation);
  // The repository's own files are untouched (the backend serves a copy).
  expect(JSON.parse(fs.readFileSync(path.join(CONTENT, "home.json"), "utf8")).hero.title).toBe(home.hero.title);
});

test("edits a lead-form validation message and the contact form's button in the CMS", async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const copy = readJson("lead-form.json");
  await publishEdit(page, baseURL, "/collections/site/entries/lead-form", copy.messages.email, "That e-mail address does not look right", () => readJsonOnceWritten("lead-form.json")?.messages.email);
  // Only that text changed.
  expect({ ...readJson("lead-form.json"), messages: copy.messages }).toEqual(copy);
  // The Contact page's preview draws its form with the file's texts.
  await openEntry(page, baseURL, "/collections/pages/entries/contact");
  await expect(previewOf(page).getByRole("button", { name: new RegExp(copy.variants.contact.submitLabel) })).toBeVisible({ timeout: STARTUP });
});

test("a new article gets its address from its title; an emptied address is refused in plain words", async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const title = "Server-Side Consent Signals in Practice";
  const slug = "server-side-consent-signals-in-practice";
  const file = path.join(workdir, "content", "insights", `${slug}.mdx`);
  await writeArticle(page, baseURL, { title, description: "How consent signals travel from the banner through a server-side container to every ad platform.", date: "2025-06-02" });
  // The address is left empty: it is made from the title as the article is saved.
  await expect(page.getByLabel("Slug (optional)", { exact: true })).toHaveValue("");

  await published(page);
  await expect.poll(() => fs.existsSync(file), { timeout: 60_000 }).toBe(true);
  const saved = matter(fs.readFileSync(file, "utf8")).data;
  expect(saved).toMatchObject({ title, slug, author: "SWC Analytics Team", category: "Privacy" });
  // An emptied optional field is left out, never saved as "".
  expect(Object.values(saved)).not.toContain("");
  expect(validateRecord(buildContentSchema(), "Insight", saved, `${slug}.mdx`, { baseDir: path.dirname(file), derivedFields: ["contentFilePath"] })).toEqual([]);

  // Emptying the address of an article that has one is refused, as is a read time in another form,
  // each with its rule in words; the file keeps what it had.
  const before = fs.readFileSync(file, "utf8");
  await openEntry(page, baseURL, `/collections/insights/entries/${slug}`);
  const address = page.getByLabel("Slug (optional)", { exact: true });
  await expect(address).toHaveValue(slug, { timeout: STARTUP });
  await address.fill("");
  await page.getByLabel("Read time (optional)", { exact: true }).fill("five minutes");
  await publish(page);
  await expect(page.getByText(/Give it an address: use lower-case letters, digits and hyphens/).first()).toBeVisible({ timeout: STARTUP });
  await expect(page.getByText("Write it as '5 min read'", { exact: false }).first()).toBeVisible({ timeout: STARTUP });
  expect(fs.readFileSync(file, "utf8")).toBe(before);
});

test("a redirect may lead to an article published in the CMS a moment ago; an address no page has is refused in plain words", async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const title = "Consent Banners That Keep Their Data";
  const slug = "consent-banners-that-keep-their-data";
  await writeArticle(page, baseURL, { title, description: "What a consent banner must record so that every later report can still be trusted, step by step.", date: "2025-06-03" });
  await published(page);
  await expect.poll(() => fs.existsSync(path.join(workdir, "content", "insights", `${slug}.mdx`)), { timeout: 60_000 }).toBe(true);

  // The article's page is not in the last build: the CMS finds it among the articles there are now.
  const before = readJson("redirects.json");
  await openEntry(page, baseURL, "/collections/redirects/entries/redirects");
  await page.getByRole("button", { name: /^Add redirects/i }).click({ timeout: STARTUP });
  const from = page.getByLabel("From", { exact: true }).last();
  const to = page.getByLabel("To", { exact: true }).last();
  await from.fill("/insights/consent-banners");
  await to.fill(`/insights/${slug}`);
  await expect(page.getByRole("status").filter({ hasText: FOUND_MESSAGE })).toBeVisible({ timeout: STARTUP });
  await published(page);
  await expect.poll(() => readJsonOnceWritten("redirects.json")?.length, { timeout: 60_000 }).toBe(before.length + 1);
  // Still the list it was, with the one redirect added at its end.
  expect(readJson("redirects.json")).toEqual([...before, { from: "/insights/consent-banners", to: `/insights/${slug}` }]);

  // An address no page has is refused, in words, and the file keeps what it had.
  const saved = fs.readFileSync(path.join(workdir, "content", "redirects.json"), "utf8");
  await openEntry(page, baseURL, "/collections/redirects/entries/redirects");
  await page.getByRole("button", { name: /^Add redirects/i }).click({ timeout: STARTUP });
  await page.getByLabel("From", { exact: true }).last().fill("/insights/old-checklist");
  await page.getByLabel("To", { exact: true }).last().fill("/insights/no-such-article");
  await expect(page.getByRole("status").filter({ hasText: PAGE_TARGET_MESSAGE })).toBeVisible({ timeout: STARTUP });
  await publish(page);
  // Decap lists the field's error above it, beside the status under it; the notice after Publish repeats it.
  await expect(page.getByText(PAGE_TARGET_MESSAGE)).toHaveCount(3, { timeout: STARTUP });
  await expect(page.getByRole("alert").filter({ hasText: "Not published." })).toContainText(PAGE_TARGET_MESSAGE);
  expect(fs.readFileSync(path.join(workdir, "content", "redirects.json"), "utf8")).toBe(saved);
});

/** The landing page the next test makes in the CMS, as the e2e build sources it (SWC_EXTRA_CONTENT, scripts/test-e2e.mjs). */
const CMS_MADE_CAMPAIGN = path.join(__dirname, "..", "fixtures", "unpublished-content", "campaigns", "ga4-health-check.json");

test("a landing page made in the CMS from the required fields and two blocks is saved as the build reads it, its blocks in order", async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const folder = path.join(workdir, "content", "campaigns");
  const existing = new Set(fs.readdirSync(folder));
  const added = () => fs.readdirSync(folder).filter((name) => !existing.has(name));
  await openEntry(page, baseURL, "/collections/campaigns/new");
  await page.getByLabel("Path", { exact: true }).fill("/lp/ga4-health-check", { timeout: STARTUP });
  await page.getByLabel("Title", { exact: true }).first().fill("GA4 Health Check for Retailers");
  await page.getByLabel("Meta description", { exact: true }).fill("A two-week GA4 health check for online retailers, with a ranked list of fixes and a walk-through session.");
  // Expired redirect is optional while the page has no end date; with one, Publish asks for it, and nothing is saved.
  const expiredRedirect = page.getByLabel("Expired redirect (optional)", { exact: true });
  await expect(expiredRedirect).toHaveValue("");
  const end = page.getByLabel(/^Expire at\b/);
  await end.fill("2999-06-01");
  // Two blocks from the list's types: a hero, then the lead form.
  for (const [type, fields] of [
    ["Hero", { Title: "A GA4 Health Check in Two Weeks", Subtitle: "Every purchase, consent and attribution setting checked against your store's own records." }],
    ["Lead form", { Title: "Book Your Health Check", "Button label": "Request My Check", "Form name": "GA4 Health Check Form" }],
  ] as const) {
    await chooseFromMenu(page.getByRole("button", { name: /^Add blocks/i }), page.getByRole("menuitem", { name: new RegExp(`^${type}`) }));
    for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).last().fill(value);
  }
  await publish(page);
  await expect(refusal(page)).toContainText("Expired redirect: the page has an end date, so choose the page its address leads to from then on (or clear the end date)", { timeout: STARTUP });
  expect(added()).toEqual([]);
  await refill(end, "");
  await expiredRedirect.fill("/services/marketing/google-analytics-services");
  await published(page);
  // The file is named after the address.
  await expect.poll(added, { timeout: 60_000 }).toEqual([expect.stringMatching(/ga4-health-check\.json$/)]);
  const file = path.join(folder, added()[0]);
  await expect.poll(() => readJsonOnceWritten(`campaigns/${added()[0]}`), { timeout: 60_000 }).toBeTruthy();
  // Byte for byte the page the browser tests build and check (tests/e2e/campaign-pages.spec.ts): what the CMS saves is what they check.
  expect(fs.readFileSync(file, "utf8")).toBe(fs.readFileSync(CMS_MADE_CAMPAIGN, "utf8"));
  const saved = JSON.parse(fs.readFileSync(file, "utf8")) as { blocks: { type: string }[] };
  expect(saved.blocks.map((block) => block.type)).toEqual(["hero", "lead-form"]);
  expect(saved).toMatchObject({ path: "/lp/ga4-health-check", blocks: [{ title: "A GA4 Health Check in Two Weeks" }, { formName: "GA4 Health Check Form", buttonLabel: "Request My Check" }] });
  expect(validateRecord(buildContentSchema(), "CampaignPage", saved, path.basename(file), { baseDir: path.dirname(file) })).toEqual([]);
});

test("an address another page has is refused in words naming that page, for a landing page and an article alike", async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  await openEntry(page, baseURL, "/collections/insights/new");
  await page.getByLabel("Title", { exact: true }).fill("Modeled Conversions, Again", { timeout: STARTUP });
  await page.getByLabel("Slug (optional)", { exact: true }).fill(ARTICLE);
  await publish(page);
  await expect(page.getByText(`The address /insights/${ARTICLE} is already taken by the article`).first()).toBeVisible({ timeout: STARTUP });
  expect(fs.readdirSync(path.join(workdir, "content", "insights")).filter((name) => name.startsWith(`${ARTICLE}-`))).toEqual([]);

  await openEntry(page, baseURL, "/collections/campaigns/entries/dv360-self-serve-trial");
  const address = page.getByLabel("Path", { exact: true });
  await expect(address).toHaveValue("/lp/dv360-self-serve-trial", { timeout: STARTUP });
  const before = fs.readFileSync(path.join(workdir, "content", "campaigns", "dv360-self-serve-trial.json"), "utf8");
  await address.fill("/lp/ga4-ecommerce-audit");
  await publish(page);
  await expect(page.getByText('The address /lp/ga4-ecommerce-audit is already taken by the landing page "GA4 Audit for E-commerce"').first()).toBeVisible({ timeout: STARTUP });
  expect(fs.readFileSync(path.join(workdir, "content", "campaigns", "dv360-self-serve-trial.json"), "utf8")).toBe(before);
});

test("a new article's and a new landing page's media libraries list the site's images", async ({ page, baseURL }) => {
  test.setTimeout(420_000);
  // Images of content/images, the folder every article and page names its pictures from (the first, by name: the library draws those in view).
  const first = fs.readdirSync(path.join(CONTENT, "images")).filter((name) => name.endsWith(".png")).sort();
  await openEntry(page, baseURL, "/collections/insights/new");
  await page.getByLabel("Title", { exact: true }).fill("An Article Not Yet Saved", { timeout: STARTUP });
  await page.getByRole("button", { name: /choose an image/i }).first().click();
  for (const name of first.slice(0, 2)) await expect(page.getByText(name, { exact: true }).first()).toBeVisible({ timeout: STARTUP });

  // A landing page not yet saved: its hero's image is chosen from the same library.
  await openEntry(page, baseURL, "/collections/campaigns/new");
  await page.getByLabel("Path", { exact: true }).fill("/lp/not-yet-saved", { timeout: STARTUP });
  await chooseFromMenu(page.getByRole("button", { name: /^Add blocks/i }), page.getByRole("menuitem", { name: /^Hero/ }));
  await page.getByRole("button", { name: /choose an image/i }).first().click({ timeout: STARTUP });
  await expect(page.getByText("No images found")).toHaveCount(0);
  for (const name of first.slice(0, 2)) await expect(page.getByText(name, { exact: true }).first()).toBeVisible({ timeout: STARTUP });
});

/** In the article `slug`, with the cursor at the end of its second paragraph (mid-article), inserts a Callout from the + menu holding `text`. */
async function insertCalloutMidArticle(page: Page, baseURL: string | undefined, slug: string, text: string) {
  const body = matter(fs.readFileSync(path.join(workdir, "content", "insights", `${slug}.mdx`), "utf8")).content;
  const [, second, third] = body.trim().split("\n\n");
  await openEntry(page, baseURL, `/collections/insights/entries/${slug}`);
  await page.locator("[data-slate-editor] p").filter({ hasText: second.slice(0, 40) }).click({ timeout: STARTUP });
  await page.keyboard.press("End");
  await chooseFromMenu(page.getByRole("button", { name: /^Add Component/i }), page.getByRole("menuitem", { name: "Callout", exact: true }));
  // The new callout's text (the article's own callout comes further down).
  const field = page.locator("[data-slate-editor]").getByLabel("Text", { exact: true }).first();
  await expect(field).toHaveValue("", { timeout: STARTUP });
  await field.fill(text);
  return { second, third };
}

const CALLOUT_TEXT = "Keep **one name** per event, and read [the checklist](/insights/event-taxonomy) first.";

test("a Callout inserted from the + menu of an article's body is previewed with its Markdown drawn: bold and links, no raw marks", async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  await insertCalloutMidArticle(page, baseURL, "event-taxonomy", CALLOUT_TEXT);
  // Drawn with its marks, as the article page draws them.
  const callout = previewOf(page).locator("[data-callout]").filter({ hasText: "Keep one name per event" });
  await expect(callout.locator("strong")).toHaveText("one name", { timeout: STARTUP });
  await expect(callout.getByRole("link", { name: "the checklist" })).toHaveAttribute("href", "/insights/event-taxonomy");
  await expect(callout).not.toContainText("**");
});

/** Where in `scope` the first `text` of its text nodes is drawn: its middle ("on"), or just right of its last letter ("after", where a click puts the cursor after it). */
async function textPoint(scope: Locator, text: string, at: "on" | "after"): Promise<{ x: number; y: number }> {
  await scope.scrollIntoViewIfNeeded({ timeout: STARTUP });
  return scope.evaluate(
    (element, [wanted, where]) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const start = node.data.indexOf(wanted);
        if (start < 0) continue;
        const range = document.createRange();
        range.setStart(node, where === "on" ? start : start + wanted.length - 1);
        range.setEnd(node, start + wanted.length);
        const { left, right, top, height } = range.getBoundingClientRect();
        return { x: where === "on" ? (left + right) / 2 : right + 1, y: top + height / 2 };
      }
      throw new Error(`no text node holds "${wanted}"`);
    },
    [text, at] as const,
  );
}

test("a component chosen from the + menu of an article's body is saved where the cursor is", async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const slug = "event-taxonomy";
  const where = path.join(workdir, "content", "insights", `${slug}.mdx`);
  const body = matter(fs.readFileSync(where, "utf8")).content;
  const [, second, third] = body.trim().split("\n\n");
  await openEntry(page, baseURL, `/collections/insights/entries/${slug}`);
  // The cursor put at the end of the second paragraph as a click there puts it: on the right of its last letter.
  const paragraph = page.locator("[data-slate-editor] p").filter({ hasText: second.slice(0, 40) });
  const end = await textPoint(paragraph, second.slice(-12), "after");
  await page.mouse.click(end.x, end.y);
  await chooseFromMenu(page.getByRole("button", { name: /^Add Component/i }), page.getByRole("menuitem", { name: "Callout", exact: true }));
  const field = page.locator("[data-slate-editor]").getByLabel("Text", { exact: true }).first();
  await expect(field).toHaveValue("", { timeout: STARTUP });
  await field.fill(CALLOUT_TEXT);
  await published(page);
  await expect.poll(() => matter(fs.readFileSync(where, "utf8")).content, { timeout: 60_000 }).toContain(`<Callout>\n${CALLOUT_TEXT}\n</Callout>`);
  // Right after that paragraph, before the rest of the article; the paragraphs themselves whole.
  expect(matter(fs.readFileSync(where, "utf8")).content).toContain(`${second}\n\n<Callout>\n${CALLOUT_TEXT}\n</Callout>\n\n${third}`);
});

/** The lines of `after` that differ from `before`, which has as many lines: a save that changes one value changes one line. */
function changedLines(before: string, after: string): string[] {
  const lines = before.split("\n");
  const saved = after.split("\n");
  expect(saved).toHaveLength(lines.length);
  return saved.filter((line, i) => line !== lines[i]);
}

test("a one-field edit changes one line of its file, in a collection of files and in folders of JSON and of articles", async ({ page, baseURL }) => {
  test.setTimeout(420_000);
  for (const { file, entry, value, edited } of [
    { file: "home.json", entry: "/collections/pages/entries/home", value: "Explore Solutions", edited: "See Our Solutions" },
    { file: "case-studies/etoro.json", entry: "/collections/case-studies/entries/etoro", value: "eToro", edited: "eToro Group" },
    { file: "insights/event-taxonomy.mdx", entry: "/collections/insights/entries/event-taxonomy", value: "6 min read", edited: "7 min read" },
  ]) {
    const where = path.join(workdir, "content", file);
    const before = fs.readFileSync(where, "utf8");
    await publishEdit(page, baseURL, entry, value, edited);
    await expect.poll(() => fs.readFileSync(where, "utf8"), { timeout: 60_000 }).not.toBe(before);
    const lines = changedLines(before, fs.readFileSync(where, "utf8"));
    expect(lines, file).toHaveLength(1);
    expect(lines[0], file).toContain(edited);
  }
});

test("publish with a field in error out of view scrolls to it, focuses it and says what to do; nothing is saved", async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const where = path.join(workdir, "content", "home.json");
  const before = fs.readFileSync(where, "utf8");
  await openEntry(page, baseURL, "/collections/pages/entries/home");
  const description = await inputHolding(page, JSON.parse(before).metaDescription);
  await description.fill("Too short.");
  // The last field of the form in view, the first one out of it.
  await page.locator("[class*=\"ControlPaneContainer\"]").locator("input:visible, textarea:visible").last().scrollIntoViewIfNeeded({ timeout: 30_000 });
  await expect(description).not.toBeInViewport();
  await publish(page);
  const notice = page.getByRole("alert").filter({ hasText: "Not published." });
  await expect(notice).toBeVisible({ timeout: STARTUP });
  await expect(notice).toContainText("Meta description: Use 50 to 240 characters.");
  await expect(notice).toContainText("then publish again.");
  await expect(description).toBeInViewport();
  await expect(description).toBeFocused();
  expect(fs.readFileSync(where, "utf8")).toBe(before);
});

test("an article dated ahead is announced as scheduled when saved and listed as scheduled", async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const slug = "server-side-tagging";
  const where = path.join(workdir, "content", "insights", `${slug}.mdx`);
  const title = String(matter(fs.readFileSync(where, "utf8")).data.title);
  await openEntry(page, baseURL, `/collections/insights/entries/${slug}`);
  await page.getByLabel("Date", { exact: true }).fill("2999-05-01", { timeout: STARTUP });
  await published(page);
  await expect(page.getByRole("status").filter({ hasText: "Saved and scheduled for 2999-05-01:" })).toBeVisible({ timeout: STARTUP });
  await expect.poll(() => matter(fs.readFileSync(where, "utf8")).data.date, { timeout: 60_000 }).toBe("2999-05-01");

  // The list as the CMS reads it afresh from the files.
  await page.goto(`${baseURL}/admin#/collections/insights`);
  await page.reload({ waitUntil: "load", timeout: STARTUP });
  await expect(page.locator(`a[href="#/collections/insights/entries/${slug}"]`)).toContainText(`Scheduled for 2999-05-01: ${title}`, { timeout: STARTUP });
  // An article on the site is listed by its title alone.
  await expect(page.locator('a[href="#/collections/insights/entries/event-taxonomy"]')).not.toContainText(/Scheduled|Draft/);
});

/** Replaces a field's value, again until it holds it: the editor can re-render a field while it is filled, keeping the old text before the new. */
async function refill(field: Locator, value: string) {
  await expect(async () => {
    await field.fill(value);
    await expect(field).toHaveValue(value, { timeout: 2_000 });
  }).toPass({ timeout: STARTUP });
}

/** The CMS's notice of a refused Publish (Decap's toast repeats it). */
const refusal = (page: Page) => page.locator("[data-cms-notice='error']").filter({ hasText: "Not published." });

test("a winner that is not one of the variants is refused at Publish, naming the variants; the file keeps its status", async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const file = "experiments/home-hero-headline.json";
  const before = fs.readFileSync(path.join(workdir, "content", file), "utf8");
  await openEntry(page, baseURL, "/collections/experiments/entries/home-hero-headline");
  const status = page.getByLabel("Status", { exact: true });
  await status.focus({ timeout: STARTUP });
  await page.keyboard.type("winner chosen");
  await page.keyboard.press("Enter");
  await expect(page.locator("[class*='ControlPaneContainer']").getByText("winner chosen", { exact: true })).toBeVisible();
  // Misspelled: the build would stop on it, and every page under test with it.
  await page.getByLabel(/^Winner\b/).fill("defensible-decision");
  await publish(page);
  await expect(refusal(page)).toContainText('Winner: "defensible-decision" is not one of the variants; choose the winning variant, one of control, defensible', { timeout: STARTUP });
  expect(fs.readFileSync(path.join(workdir, "content", file), "utf8")).toBe(before);
});

test("an experiment's entry shows its result: not enough data yet without exposures, then with an uploaded GA4 export the rates, chances, sample-ratio check and decision", async ({ page, baseURL }) => {
  test.setTimeout(600_000);
  // A finished run of the home hero's test, with leads from its period in a lead database of its own.
  const slug = "home-hero-autumn";
  const file = path.join(workdir, "content", "experiments", `${slug}.json`);
  const experiment = { ...readJson("experiments/home-hero-headline.json"), slug, name: "Home hero, autumn run", start: "2026-10-01", end: "2026-11-15", status: "stopped" };
  fs.writeFileSync(file, `${JSON.stringify(experiment, null, 2)}\n`);
  const before = fs.readFileSync(file, "utf8");
  const leads = path.join(workdir, "leads");
  await seedLeads(leads, slug, "2026-10-20T10:00:00Z", { control: 80, "defensible": 112 });
  await restartBackend({ LEADS_DATA_DIR: leads });
  const REPORT = 240_000;
  try {
    await openEntry(page, baseURL, `/collections/experiments/entries/${slug}`);
    const result = page.locator("[data-experiment-result]");
    const decision = result.locator("[data-decision]");
    const rows = () => result.locator("tbody tr").evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent)));
    // The leads are there; without the exposures nothing is decided.
    await expect(decision).toHaveText("Not enough data yet: no exposures. Add the GA4 export of the experiment's period to read rates and chances.", { timeout: REPORT });
    expect(await rows()).toEqual([
      [`${experiment.variants[0].name} (control)`, "–", "80", "–", "–", "–"],
      ["Decisions you can defend", "–", "112", "–", "–", "–"],
    ]);
    await expect(result).toContainText("Sample ratio: not checked yet (needs the exposures).");

    // A file that is not GA4's export is refused in words, and not kept.
    const upload = result.getByLabel(/^Upload the GA4 export/);
    await upload.setInputFiles({ name: "pages.csv", mimeType: "text/csv", buffer: Buffer.from("Page path,Views\n/,3\n") });
    await expect(result.getByRole("alert")).toContainText('needs an "Exp variant string" column', { timeout: REPORT });

    // GA4's export of the experiment's exposures, as downloaded (docs/experiments.md).
    const csv = ["# Free form 1", "# 20261001-20261115", "", "Exp variant string,Total users", `SWC-${slug}-control,"4,000"`, `SWC-${slug}-defensible,"4,000"`, ""].join("\n");
    await upload.setInputFiles({ name: "exposures.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await expect(decision).toHaveAttribute("data-decision", "winner", { timeout: REPORT });
    // The same numbers as `npm run experiments:report` (tests/unit/experiment-report.test.ts works them out).
    await expect(decision).toHaveText('Choose "Decisions you can defend": it beats the control with 99.0 % probability (95.0 % decides).');
    const [control, variant] = await rows();
    expect(control).toEqual([`${experiment.variants[0].name} (control)`, "4,000", "80", "2.00 %", "–", "–"]);
    expect(variant.slice(0, 5)).toEqual(["Decisions you can defend", "4,000", "112", "2.80 %", "99.0 %"]);
    expect(variant[5]).toMatch(/^\+39\.\d % \(\+5\.\d % to \+8\d\.\d %\)$/);
    await expect(result).toContainText("Sample ratio: the exposures match the 50/50 split (p = 1.00).");
    await expect(result).toContainText(`exposures from the GA4 export saved`);
    expect(fs.readFileSync(path.join(workdir, ".data", "experiment-exposures", `${slug}.csv`), "utf8")).toBe(csv);
    // Shown, never saved: the entry's file is as it was.
    expect(fs.readFileSync(file, "utf8")).toBe(before);
  } finally {
    fs.rmSync(file, { force: true });
  }
});

test("a page under a running A/B test says so in its editor, naming the variants; a page whose texts a winner replaced shows the winner's texts", async ({ page, baseURL }) => {
  test.setTimeout(420_000);
  const file = path.join(workdir, "content", "experiments", "home-hero-headline.json");
  const before = fs.readFileSync(file, "utf8");
  const experiment = JSON.parse(before);
  const day = (offset: number) => new Date(Date.now() + offset * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  // Running today whatever the day the test runs, on the home page and on a landing page.
  const running = { ...experiment, pages: ["/", "/lp/dv360-self-serve-trial"], start: day(-7), end: day(30), status: "running" };
  const notice = (kind: string) => page.locator(`[data-experiment-notice='${kind}']`);
  try {
    fs.writeFileSync(file, `${JSON.stringify(running, null, 2)}\n`);
    for (const entry of ["/collections/pages/entries/home", "/collections/campaigns/entries/dv360-self-serve-trial"]) {
      await openEntry(page, baseURL, entry);
      await expect(notice("running")).toHaveText(
        `Under test: "${experiment.name}" tests the hero block's title and intro until ${day(30)}. Variants: ${experiment.variants[0].name} (control: the texts here); ${experiment.variants[1].name}. Visitors may see a variant instead of these texts; an edit here changes the control only.`,
        { timeout: STARTUP },
      );
    }
    // A winner chosen: the home page's editor shows the winner's texts, which the page shows instead of its own.
    fs.writeFileSync(file, `${JSON.stringify({ ...running, status: "winner chosen", winner: "defensible" }, null, 2)}\n`);
    await openEntry(page, baseURL, "/collections/pages/entries/home");
    const [title, intro] = experiment.variants[1].content;
    await expect(notice("winner")).toContainText(`Overridden by a winner: "${experiment.name}" chose "${experiment.variants[1].name}"; the page shows its texts instead of these: title: "${title.text}"; intro: "${intro.text}".`, { timeout: STARTUP });
    await expect(notice("running")).toHaveCount(0);
    // The notice is not a field of the file: publishing the page leaves it out.
    expect(readJson("home.json")).not.toHaveProperty("abTests");
  } finally {
    fs.writeFileSync(file, before);
  }
});

test("a landing page's new Call to action block is previewed while empty; a button to a page that does not exist is refused, one that does is saved", async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const file = path.join(workdir, "content", "campaigns", "dv360-self-serve-trial.json");
  const before = fs.readFileSync(file, "utf8");
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await openEntry(page, baseURL, "/collections/campaigns/entries/dv360-self-serve-trial");
  await expect(page.getByLabel("Path", { exact: true })).toHaveValue("/lp/dv360-self-serve-trial", { timeout: STARTUP });
  await chooseFromMenu(page.getByRole("button", { name: /^Add blocks/i }), page.getByRole("menuitem", { name: /^Call to action/ }));
  // The preview draws the page with the block just added, its fields still empty.
  const preview = previewOf(page);
  await expect(preview.locator("h1")).toBeVisible({ timeout: STARTUP });
  await page.getByLabel("Title", { exact: true }).last().fill("See What Others Measured");
  await expect(preview.getByRole("heading", { name: "See What Others Measured" })).toBeVisible({ timeout: STARTUP });
  expect(pageErrors.filter((message) => /startsWith|Cannot read/.test(message))).toEqual([]);
  await page.getByLabel("Text", { exact: true }).last().fill("Case studies from retailers and publishers.");
  await page.getByLabel("Button label", { exact: true }).last().fill("Read the Case Studies");
  await page.getByLabel("Button link", { exact: true }).last().fill("/case-studiez");
  await publish(page);
  await expect(refusal(page)).toContainText("buttonLink: no page of this site has the address /case-studiez", { timeout: STARTUP });
  expect(fs.readFileSync(file, "utf8")).toBe(before);
  await refill(page.getByLabel("Button link", { exact: true }).last(), "/case-studies");
  await published(page);
  await expect.poll(() => readJsonOnceWritten("campaigns/dv360-self-serve-trial.json")?.blocks.at(-1), { timeout: 60_000 }).toMatchObject({ type: "cta", buttonLink: "/case-studies" });
});

test("a button to an article dated ahead, which has no page until its date, is refused at Publish", async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  // An article scheduled in the CMS (saved with a date ahead): the build makes its page on that day, not before.
  const source = matter(fs.readFileSync(path.join(CONTENT, "insights", `${ARTICLE}.mdx`), "utf8"));
  const slug = "modeled-conversions-next-year";
  fs.writeFileSync(path.join(workdir, "content", "insights", `${slug}.mdx`), matter.stringify(source.content, { ...source.data, slug, title: "Modeled Conversions, Next Year", date: "2999-01-04" }));
  const file = path.join(workdir, "content", "campaigns", "ga4-ecommerce-audit.json");
  const before = fs.readFileSync(file, "utf8");
  await openEntry(page, baseURL, "/collections/campaigns/entries/ga4-ecommerce-audit");
  await expect(page.getByLabel("Path", { exact: true })).toHaveValue("/lp/ga4-ecommerce-audit", { timeout: STARTUP });
  await chooseFromMenu(page.getByRole("button", { name: /^Add blocks/i }), page.getByRole("menuitem", { name: /^Call to action/ }));
  await page.getByLabel("Title", { exact: true }).last().fill("Read Our Latest");
  await page.getByLabel("Text", { exact: true }).last().fill("What changes for modeled conversions next year.");
  await page.getByLabel("Button label", { exact: true }).last().fill("Read the Article");
  await page.getByLabel("Button link", { exact: true }).last().fill(`/insights/${slug}`);
  await publish(page);
  await expect(refusal(page)).toContainText(`buttonLink: no page of this site has the address /insights/${slug}`, { timeout: STARTUP });
  expect(fs.readFileSync(file, "utf8")).toBe(before);
});

test("a landing page whose form takes another page's form name is refused, naming that page", async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const file = path.join(workdir, "content", "campaigns", "ga4-ecommerce-audit.json");
  const before = fs.readFileSync(file, "utf8");
  const taken = String(readJson("campaigns/dv360-self-serve-trial.json").blocks.find((block: { type: string }) => block.type === "lead-form").formName);
  const form = readJson("campaigns/ga4-ecommerce-audit.json").blocks.find((block: { type: string }) => block.type === "lead-form");
  await openEntry(page, baseURL, "/collections/campaigns/entries/ga4-ecommerce-audit");
  // The blocks are listed collapsed, by their titles: the lead form's is opened with the chevron of its top bar (the summary itself opens nothing).
  const summary = page.locator("[class*='NestedObjectLabel']").filter({ hasText: `Lead form: ${form.title}` });
  await summary.locator("xpath=preceding-sibling::*[1]").getByRole("button").first().click({ timeout: STARTUP });
  await refill(await inputHolding(page, form.formName), taken);
  await publish(page);
  await expect(refusal(page)).toContainText(`form name: "${taken}" is already the name of the landing page /lp/dv360-self-serve-trial`, { timeout: STARTUP });
  expect(fs.readFileSync(file, "utf8")).toBe(before);
});

test("an article whose body shows a figure not listed under Figures is saved with the figure listed", async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  // An article written outside the CMS with its figure's image left out of Figures: the build could not draw it.
  const source = matter(fs.readFileSync(path.join(CONTENT, "insights", `${ARTICLE}.mdx`), "utf8"));
  const listed = source.data.figures as string[];
  const slug = "modeled-conversions-figures";
  const where = path.join(workdir, "content", "insights", `${slug}.mdx`);
  const { figures: _listed, ...front } = source.data;
  fs.writeFileSync(where, matter.stringify(source.content, { ...front, slug, title: "Modeled Conversions, With Figures" }));
  expect(matter(fs.readFileSync(where, "utf8")).data.figures).toBeUndefined();
  await openEntry(page, baseURL, `/collections/insights/entries/${slug}`);
  await page.getByLabel("Title", { exact: true }).fill("Modeled Conversions, With Their Figure", { timeout: STARTUP });
  await published(page);
  await expect.poll(() => matter(fs.readFileSync(where, "utf8")).data.figures, { timeout: 60_000 }).toEqual(listed);
});

test("a link in an article's body to a page that does not exist is refused at Publish, naming the address; nothing is saved", async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const slug = "consent-mode-v2-checklist";
  const where = path.join(workdir, "content", "insights", `${slug}.mdx`);
  const before = fs.readFileSync(where, "utf8");
  const [first] = matter(before).content.trim().split("\n\n");
  const word = first.match(/\b[A-Za-z]{6,}\b/)![0];
  await openEntry(page, baseURL, `/collections/insights/entries/${slug}`);
  // A word of the first paragraph made a link with the editor's Link button, which asks for the address.
  const on = await textPoint(page.locator("[data-slate-editor] p").first(), word, "on");
  await page.mouse.dblclick(on.x, on.y);
  page.once("dialog", (dialog) => void dialog.accept("/case-studiez"));
  await page.getByRole("button", { name: "Link", exact: true }).click();
  await expect(page.locator("[data-slate-editor] a").filter({ hasText: word })).toBeVisible({ timeout: STARTUP });
  await publish(page);
  await expect(refusal(page)).toContainText("Body, link to /case-studiez: no page of this site has the address /case-studiez", { timeout: STARTUP });
  expect(fs.readFileSync(where, "utf8")).toBe(before);
});

test("an entry opened straight from another entry's address is the entry the address names", async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  await openEntry(page, baseURL, "/collections/campaigns/entries/dv360-self-serve-trial");
  const address = page.getByLabel("Path", { exact: true });
  await expect(address).toHaveValue("/lp/dv360-self-serve-trial", { timeout: STARTUP });
  await page.evaluate(() => (window.location.hash = "#/collections/campaigns/entries/ga4-ecommerce-audit"));
  await expect(page.getByLabel("Path", { exact: true })).toHaveValue("/lp/ga4-ecommerce-audit", { timeout: STARTUP });
  await expect(page.getByLabel("Title", { exact: true }).first()).toHaveValue(String(readJson("campaigns/ga4-ecommerce-audit.json").title));
});

test("choosing a winner makes the page static again: the winner's text is the page's, nobody is assigned, no head script", async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const file = "experiments/home-hero-headline.json";
  const before = parseExperiment(readJson(file), file);
  const winner = before.variants[1];
  expect(before.status).toBe("running");
  await openEntry(page, baseURL, "/collections/experiments/entries/home-hero-headline");
  // Decap's select is a react-select: focused by its label, the option typed and taken with Enter, as by keyboard.
  const status = page.getByLabel("Status", { exact: true });
  await status.focus({ timeout: STARTUP });
  await page.keyboard.type("winner chosen");
  await page.keyboard.press("Enter");
  await expect(page.locator("[class*='ControlPaneContainer']").getByText("winner chosen", { exact: true })).toBeVisible();
  // An optional field's label reads "Winner (optional)".
  await page.getByLabel(/^Winner\b/).fill(winner.id);
  await published(page);
  await expect.poll(() => readJsonOnceWritten(file)?.status, { timeout: 60_000 }).toBe("winner chosen");
  const saved = parseExperiment(readJson(file), file);
  expect(saved).toEqual({ ...before, status: "winner chosen", winner: winner.id });

  // What the next build makes of the saved file (the same functions the home page's template runs), on a day the test was still running.
  const home = readJson("home.json") as { hero: Record<string, string> };
  const { running, winners } = experimentsForPage([saved], "/", before.start, HOME_EXPERIMENT_TEXTS);
  expect(running).toEqual([]);
  expect(experimentHeadData(running)).toBeNull();
  expect(experimentStyle(running)).toBeNull();
  const hero = withWinners("hero", home.hero, winners);
  expect({ title: hero.title, intro: hero.intro }).toEqual(Object.fromEntries(winner.content!.map((entry) => [entry.field, entry.text])));
  expect({ ...hero, title: home.hero.title, intro: home.hero.intro }).toEqual(home.hero);
});

test("public pages load no CMS code", async ({ page }) => {
  const routes = builtRoutes();
  expect(routes).not.toContain("/admin");
  const admin = /decap|\/admin\/|CMS_MANUAL_INIT/i;
  expect(routes.filter((route) => admin.test(readPage(route)))).toEqual([]);
  // Nor does any script the site's pages can load: every .js file of public/ but the CMS's own folder.
  const scripts = (fs.readdirSync(PUBLIC_DIR, { recursive: true }) as string[])
    .filter((name) => name.endsWith(".js") && !name.split(path.sep).includes("admin"));
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((name) => /decap|CMS_MANUAL_INIT|registerPreviewTemplate/.test(fs.readFileSync(path.join(PUBLIC_DIR, name), "utf8")))).toEqual([]);

  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  for (const route of ["/", `/insights/${ARTICLE}`]) {
    await page.goto(route);
    await page.waitForLoadState("networkidle");
  }
  expect(requested.filter((pathname) => pathname.startsWith("/admin"))).toEqual([]);
});

test("/admin is kept out of search engines", async ({ request }) => {
  const response = await request.get("/admin");
  expect(response.status()).toBe(200);
  expect(response.headers()["x-robots-tag"]).toMatch(/noindex/);
  expect(response.headers()["content-security-policy"]).toMatch(/script-src 'self' 'unsafe-eval'/);
  expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow">');
  const sitemaps = fs.readdirSync(PUBLIC_DIR).filter((name) => /^sitemap.*\.xml$/.test(name));
  expect(sitemaps.length).toBeGreaterThan(0);
  for (const name of sitemaps) expect(fs.readFileSync(path.join(PUBLIC_DIR, name), "utf8")).not.toContain("/admin");
});
