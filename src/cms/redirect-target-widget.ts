/**
 * The "redirect-target" widget: a redirect's new address. It offers the
 * site's pages as suggestions, and before saving checks that a page has the
 * address (src/cms/redirect-target.ts): the pages of the last build at once,
 * otherwise the entries the backend holds now, loaded with the editor's own
 * search (`query`, as Decap's relation widget loads other entries). Decap
 * asks `isValid` before saving; a check that is still under way answers with
 * its promise, which Decap shows as "processing" and validates again when it
 * settles. The outcome is shown under the field as it is known.
 */
import type { ControlProps, CreateClass, CreateElement } from "./decap";
import { isKnownTarget, targetProblem, type PageCollections } from "./redirect-target";

/** What Decap's `query` action resolves to: the search's hits (the entries) or its failure. */
interface QueryAction {
  type: string;
  payload?: { hits?: { slug?: string; data?: Record<string, unknown> }[] };
}

export interface RedirectTargetProps extends ControlProps {
  /** Decap's entry search: (namespace, collection, search fields, term) → the action with the hits */
  query(namespace: string, collection: string, searchFields: string[], searchTerm: string): Promise<QueryAction>;
}

interface Checked {
  value: string;
  problem: string | null;
}

interface RedirectTargetControl {
  props: RedirectTargetProps;
  state: { checked: Checked | null };
  setState(state: { checked: Checked }): void;
  pending?: { value: string; problem: Promise<string | null> };
  unmounted?: boolean;
  target(): string;
  options(): { pages: string[]; collections: PageCollections };
  check(value: string): Promise<string | null>;
}

export const CHECKING_MESSAGE = "Checking that a page has this address…";
export const FOUND_MESSAGE = "A page of this site has this address.";

/** An option of the field as plain data (Decap hands the configuration over as Immutable.js values). */
function plain<T>(value: unknown, fallback: T): T {
  const data = value && typeof value === "object" && "toJS" in value ? (value as { toJS(): unknown }).toJS() : value;
  return (data ?? fallback) as T;
}

/** The entries of `collection` as Decap's search finds them: every one (an empty term matches all). */
export async function loadEntries(query: RedirectTargetProps["query"], namespace: string, collection: string, field: string) {
  return (await loadEntriesWithSlugs(query, namespace, collection, field)).map((entry) => entry.data);
}

/** The entries of `collection` with their slugs (file names): the address check tells the entry being edited from the others by it. */
export async function loadEntriesWithSlugs(query: RedirectTargetProps["query"], namespace: string, collection: string, field: string) {
  const action = await query(`${namespace}-${collection}`, collection, [field], "");
  if (action?.type !== "QUERY_SUCCESS") throw new Error(`The entries of ${collection} could not be loaded`);
  return (action.payload?.hits ?? []).map((hit) => ({ slug: String(hit.slug ?? ""), data: hit.data ?? {} }));
}

export function redirectTargetControl(h: CreateElement, createClass: CreateClass) {
  const spec: ThisType<RedirectTargetControl> & Record<string, unknown> = {
    getInitialState() {
      return { checked: null };
    },
    componentDidMount() {
      this.check(this.target());
    },
    componentDidUpdate(previous: RedirectTargetProps) {
      if (previous.value !== this.props.value) this.check(this.target());
    },
    componentWillUnmount() {
      this.unmounted = true;
    },
    target() {
      return String(this.props.value ?? "").trim();
    },
    options() {
      return { pages: plain<string[]>(this.props.field.get("pages"), []), collections: plain<PageCollections>(this.props.field.get("page_collections"), {} as PageCollections) };
    },
    /** Starts (or joins) the check of `value`; its outcome is kept for `isValid` and shown. */
    check(value: string): Promise<string | null> {
      if (!value || isKnownTarget(value, this.options().pages)) return Promise.resolve(null);
      if (this.pending?.value === value) return this.pending.problem;
      const problem = targetProblem(value, { ...this.options(), load: (collection, field) => loadEntries(this.props.query, this.props.forID, collection, field) });
      this.pending = { value, problem };
      void problem.then((found) => {
        if (!this.unmounted && this.target() === value) this.setState({ checked: { value, problem: found } });
      });
      return problem;
    },
    isValid() {
      const value = this.target();
      if (!value || isKnownTarget(value, this.options().pages)) return true;
      const { checked } = this.state;
      if (checked?.value === value) return checked.problem ? { error: { message: checked.problem } } : true;
      return this.check(value).then((problem) => {
        if (problem) throw problem;
      });
    },
    render() {
      const value = this.target();
      const { pages } = this.options();
      const { checked } = this.state;
      const known = Boolean(value) && isKnownTarget(value, pages);
      const status = !value ? null : known || (checked?.value === value && !checked.problem) ? FOUND_MESSAGE : checked?.value === value ? checked.problem : CHECKING_MESSAGE;
      const list = `${this.props.forID}-pages`;
      return h(
        "div",
        null,
        h("input", {
          type: "text",
          id: this.props.forID,
          list,
          className: this.props.classNameWrapper,
          value: this.props.value ?? "",
          onChange: (event: { target: { value: string } }) => this.props.onChange(event.target.value),
          onFocus: this.props.setActiveStyle,
          onBlur: this.props.setInactiveStyle,
        }),
        h("datalist", { id: list }, ...pages.map((page) => h("option", { key: page, value: page }))),
        status ? h("p", { "data-redirect-target-status": "", role: "status", style: { margin: "6px 0 0", fontSize: "13px" } }, status) : null,
      );
    },
  };
  return createClass(spec);
}

export function redirectTargetPreview(h: CreateElement) {
  return function RedirectTargetPreview(props: { value?: string | null }) {
    return h("span", null, props.value ?? "");
  };
}
