/**
 * The "slug" widget: a page's address (an article's slug, a case study's id).
 * While the entry is new it follows the field it is made from (`source`,
 * such as the title) until the editor types an address of their own; an
 * entry that is new or already had an address cannot be saved without one,
 * so a page never loses its address by an emptied field. The pattern check
 * is the field's own (gatsby/cms/fields.ts).
 */
import { categorySlug as addressOf } from "../lib/insight-publication";
import type { CreateClass, CreateElement, ImmutableValue } from "./decap";

export interface SlugControlProps {
  value?: string | null;
  onChange(value: string): void;
  forID: string;
  classNameWrapper: string;
  setActiveStyle(): void;
  setInactiveStyle(): void;
  entry: ImmutableValue & { get(key: string): unknown };
  field: { get(key: string): unknown };
}

interface SlugControl {
  props: SlugControlProps;
  state: { edited: boolean; hadAddress: boolean };
  setState(state: Partial<SlugControl["state"]>): void;
  follow(): void;
  isNew(): boolean;
}

/** Why the address cannot be saved as it is, or null. */
export function slugProblem(value: string | null | undefined, { isNew, hadAddress, message }: { isNew: boolean; hadAddress: boolean; message: string }): string | null {
  if ((value ?? "").trim()) return null;
  return isNew || hadAddress ? message : null;
}

export function slugControl(h: CreateElement, createClass: CreateClass) {
  const spec: ThisType<SlugControl> & Record<string, unknown> = {
    getInitialState() {
      return { edited: false, hadAddress: Boolean((this.props.value ?? "").trim()) };
    },
    componentDidMount() {
      this.follow();
    },
    componentDidUpdate() {
      this.follow();
    },
    isNew() {
      return Boolean(this.props.entry.get("newRecord"));
    },
    /** A new entry's address follows its source field until the editor types one. */
    follow() {
      if (!this.isNew() || this.state.edited) return;
      const source = String(this.props.entry.getIn(["data", String(this.props.field.get("source"))]) ?? "");
      const address = addressOf(source);
      if (address !== (this.props.value ?? "")) this.props.onChange(address);
    },
    isValid() {
      const message = String(this.props.field.get("empty_message") ?? "An address is needed.");
      const problem = slugProblem(this.props.value, { isNew: this.isNew(), hadAddress: this.state.hadAddress, message });
      return problem ? { error: { message: problem } } : true;
    },
    render() {
      return h("input", {
        type: "text",
        id: this.props.forID,
        className: this.props.classNameWrapper,
        value: this.props.value ?? "",
        onChange: (event: { target: { value: string } }) => {
          this.setState({ edited: true });
          this.props.onChange(event.target.value);
        },
        onFocus: this.props.setActiveStyle,
        onBlur: this.props.setInactiveStyle,
      });
    },
  };
  return createClass(spec);
}

export function slugPreview(h: CreateElement) {
  return function SlugPreview(props: { value?: string | null }) {
    return h("span", null, props.value ?? "");
  };
}
