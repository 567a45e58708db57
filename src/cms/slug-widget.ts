/**
 * The address widgets. "slug": a page's last part (an article's slug, a case
 * study's id); a new entry may leave it empty: it is then made from its source
 * field (the title, the client) as the entry is saved (save-rules.ts). An
 * entry that already has an address cannot be saved without one, so a page
 * never loses its address by an emptied field. "page-address": a whole path
 * (a service's, a technology's, a landing page's).
 *
 * Both check before saving that no other page has the address
 * (page-address.ts): the field's `address_prefix` makes the address of a slug,
 * `address_collection` is its own collection (with the entry's slug, what tells it from the others),
 * `page_collections` names the collections whose entries make pages and
 * `fixed_pages` the file-routed pages. Decap asks `isValid` before saving; a
 * check still under way answers with its promise, which Decap shows as
 * "processing" and validates again when it settles. The pattern check is the
 * field's own (gatsby/cms/fields.ts).
 */
import type { ControlProps, CreateClass, CreateElement } from "./decap";
import { addressOf, addressProblem, LOOKUP_FAILED, takenAddresses } from "./page-address";
import { loadEntriesWithSlugs, type RedirectTargetProps } from "./redirect-target-widget";
import type { PageCollections } from "./redirect-target";
import { rememberEntrySearch } from "./publish-rules";

export const PAGE_ADDRESS_WIDGET = "page-address";

export interface SlugControlProps extends ControlProps {
  entry: { get(key: string): unknown };
  collection?: { get(key: string): unknown };
  query?: RedirectTargetProps["query"];
}

interface Checked {
  value: string;
  problem: string | null;
}

interface SlugControl {
  props: SlugControlProps;
  state: { hadAddress: boolean; checked: Checked | null };
  setState(state: Partial<SlugControl["state"]>): void;
  pending?: { value: string; problem: Promise<string | null> };
  unmounted?: boolean;
  address(): string | null;
  check(address: string): Promise<string | null>;
}

/** Why the address cannot be saved as it is, or null. */
export function slugProblem(value: string | null | undefined, { hadAddress, message }: { hadAddress: boolean; message: string }): string | null {
  return hadAddress && !(value ?? "").trim() ? message : null;
}

/** An option of the field as plain data (Decap hands the configuration over as Immutable.js values). */
function plain<T>(value: unknown, fallback: T): T {
  const data = value && typeof value === "object" && "toJS" in value ? (value as { toJS(): unknown }).toJS() : value;
  return (data ?? fallback) as T;
}

function addressControl(h: CreateElement, createClass: CreateClass, { fillsFromSource }: { fillsFromSource: boolean }) {
  const spec: ThisType<SlugControl> & Record<string, unknown> = {
    getInitialState() {
      return { hadAddress: !this.props.entry.get("newRecord") && Boolean((this.props.value ?? "").trim()), checked: null };
    },
    // The check starts as the entry opens and again as the address changes, so that by Publish its outcome is known
    // (a check still under way leaves the entry "processing" until Publish is pressed again).
    componentDidMount() {
      const query = this.props.query;
      if (query) rememberEntrySearch((name, field) => loadEntriesWithSlugs(query, this.props.forID, name, field));
      const address = this.address();
      if (address) void this.check(address);
    },
    componentDidUpdate(previous: SlugControlProps) {
      const address = this.address();
      if (address && previous.value !== this.props.value) void this.check(address);
    },
    componentWillUnmount() {
      this.unmounted = true;
    },
    /** The page address the value makes, or null when it is empty or the field is not checked. */
    address() {
      const value = String(this.props.value ?? "").trim();
      const prefix = this.props.field.get("address_prefix");
      return value && typeof prefix === "string" && this.props.query ? addressOf(value, prefix) : null;
    },
    check(address: string): Promise<string | null> {
      if (this.pending?.value === address) return this.pending.problem;
      const collections = plain<PageCollections>(this.props.field.get("page_collections"), {} as PageCollections);
      const fixed = plain<string[]>(this.props.field.get("fixed_pages"), []);
      const collection = String(this.props.field.get("address_collection") ?? this.props.collection?.get("name") ?? "");
      const slug = String(this.props.entry.get("slug") ?? "");
      const self = !this.props.entry.get("newRecord") && slug ? `${collection}/${slug}` : null;
      const problem = takenAddresses(collections, fixed, (name, field) => loadEntriesWithSlugs(this.props.query!, this.props.forID, name, field)).then(
        (taken) => addressProblem(address, taken, self),
        () => LOOKUP_FAILED,
      );
      this.pending = { value: address, problem };
      void problem.then((found) => {
        if (!this.unmounted && this.address() === address) this.setState({ checked: { value: address, problem: found } });
      });
      return problem;
    },
    isValid() {
      const message = String(this.props.field.get("empty_message") ?? "An address is needed.");
      const empty = slugProblem(this.props.value, { hadAddress: this.state.hadAddress, message });
      if (empty) return { error: { message: empty } };
      const address = this.address();
      if (!address) return true;
      const { checked } = this.state;
      if (checked?.value === address) return checked.problem ? { error: { message: checked.problem } } : true;
      return this.check(address).then((problem) => {
        if (problem) throw problem;
      });
    },
    render() {
      const source = String(this.props.field.get("source") ?? "title");
      return h("input", {
        type: "text",
        id: this.props.forID,
        className: this.props.classNameWrapper,
        value: this.props.value ?? "",
        placeholder: fillsFromSource && this.props.entry.get("newRecord") ? `Made from the ${source} when you save, if left empty` : undefined,
        onChange: (event: { target: { value: string } }) => this.props.onChange(event.target.value),
        onFocus: this.props.setActiveStyle,
        onBlur: this.props.setInactiveStyle,
      });
    },
  };
  return createClass(spec);
}

export function slugControl(h: CreateElement, createClass: CreateClass) {
  return addressControl(h, createClass, { fillsFromSource: true });
}

export function pageAddressControl(h: CreateElement, createClass: CreateClass) {
  return addressControl(h, createClass, { fillsFromSource: false });
}

export function slugPreview(h: CreateElement) {
  return function SlugPreview(props: { value?: string | null }) {
    return h("span", null, props.value ?? "");
  };
}
