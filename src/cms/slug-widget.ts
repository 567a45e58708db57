/**
 * The "slug" widget: a page's address (an article's slug, a case study's id).
 * A new entry may leave it empty: it is then made from its source field (the
 * title, the client) as the entry is saved (save-rules.ts). An entry that
 * already has an address cannot be saved without one, so a page never loses
 * its address by an emptied field. The pattern check is the field's own
 * (gatsby/cms/fields.ts).
 */
import type { ControlProps, CreateClass, CreateElement } from "./decap";

export interface SlugControlProps extends ControlProps {
  entry: { get(key: string): unknown };
}

interface SlugControl {
  props: SlugControlProps;
  state: { hadAddress: boolean };
}

/** Why the address cannot be saved as it is, or null. */
export function slugProblem(value: string | null | undefined, { hadAddress, message }: { hadAddress: boolean; message: string }): string | null {
  return hadAddress && !(value ?? "").trim() ? message : null;
}

export function slugControl(h: CreateElement, createClass: CreateClass) {
  const spec: ThisType<SlugControl> & Record<string, unknown> = {
    getInitialState() {
      return { hadAddress: !this.props.entry.get("newRecord") && Boolean((this.props.value ?? "").trim()) };
    },
    isValid() {
      const message = String(this.props.field.get("empty_message") ?? "An address is needed.");
      const problem = slugProblem(this.props.value, { hadAddress: this.state.hadAddress, message });
      return problem ? { error: { message: problem } } : true;
    },
    render() {
      const source = String(this.props.field.get("source") ?? "title");
      return h("input", {
        type: "text",
        id: this.props.forID,
        className: this.props.classNameWrapper,
        value: this.props.value ?? "",
        placeholder: this.props.entry.get("newRecord") ? `Made from the ${source} when you save, if left empty` : undefined,
        onChange: (event: { target: { value: string } }) => this.props.onChange(event.target.value),
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
