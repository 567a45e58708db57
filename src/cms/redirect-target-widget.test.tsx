import React, { createElement } from "react";
import createClass from "create-react-class";
import { act, fireEvent, render, screen } from "@testing-library/react";
import type { CreateClass, CreateElement } from "./decap";
import { CHECKING_MESSAGE, FOUND_MESSAGE, loadEntries, redirectTargetControl, type RedirectTargetProps } from "./redirect-target-widget";
import { PAGE_TARGET_MESSAGE } from "./redirect-target";
import { pageCollections } from "../../gatsby/cms/config";

/** The collections as the generated configuration names them. */
const COLLECTIONS = pageCollections();

/** The field's options as Decap hands them over (Immutable.js values, read with get and toJS). */
const field = {
  get: (key: string) => ({ pages: { toJS: () => ["/", "/services"] }, page_collections: { toJS: () => COLLECTIONS } })[key],
};

/** Decap's search: the entries of a collection as the backend holds them now; an article was published since the build. */
function search(entries: Record<string, Record<string, unknown>[]>): jest.Mock {
  return jest.fn(async (_namespace: string, collection: string) => ({ type: "QUERY_SUCCESS", payload: { hits: (entries[collection] ?? []).map((data) => ({ data })) } }));
}

const Control = redirectTargetControl(createElement as CreateElement, createClass as CreateClass) as React.ComponentType<RedirectTargetProps & { ref?: React.Ref<unknown> }>;

function Harness({ initial, query }: { initial: string; query: RedirectTargetProps["query"] }) {
  const [value, setValue] = React.useState(initial);
  return <Control ref={(instance: unknown) => (controlRef.current = instance as { isValid(): unknown })} value={value} onChange={setValue} forID="to" classNameWrapper="" setActiveStyle={() => {}} setInactiveStyle={() => {}} field={field} query={query} />;
}
const controlRef: { current: { isValid(): unknown } | null } = { current: null };

const published = { insights: [{ title: "Server-Side Consent Signals", slug: "server-side-consent-signals", category: "Privacy", date: "2025-06-02" }] };

describe("the redirect target widget", () => {
  it("accepts a page of the last build at once, offering those pages as suggestions", async () => {
    const query = search({});
    const { container } = render(<Harness initial="/services#technologies" query={query} />);
    await act(async () => {});
    expect(screen.getByRole("status")).toHaveTextContent(FOUND_MESSAGE);
    expect(controlRef.current?.isValid()).toBe(true);
    expect([...container.querySelectorAll("datalist option")].map((option) => option.getAttribute("value"))).toEqual(["/", "/services"]);
    expect(query).not.toHaveBeenCalled();
  });

  it("accepts a page published since the build once it has looked it up, and refuses an address no page has, in plain words", async () => {
    const query = search(published);
    render(<Harness initial="/insights/server-side-consent-signals" query={query} />);
    expect(screen.getByRole("status")).toHaveTextContent(CHECKING_MESSAGE);
    await act(async () => {});
    expect(screen.getByRole("status")).toHaveTextContent(FOUND_MESSAGE);
    expect(controlRef.current?.isValid()).toBe(true);

    fireEvent.change(screen.getByRole("combobox"), { target: { value: "/insights/no-such-article" } });
    await act(async () => {});
    expect(screen.getByRole("status")).toHaveTextContent(PAGE_TARGET_MESSAGE);
    expect(controlRef.current?.isValid()).toEqual({ error: { message: PAGE_TARGET_MESSAGE } });
  });

  it("answers a check still under way with its promise, which fails with the plain message", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = jest.fn(async (...args: Parameters<RedirectTargetProps["query"]>) => {
      await gate;
      return search(published)(...args);
    });
    render(<Harness initial="/insights/elsewhere" query={slow} />);
    const answer = controlRef.current?.isValid();
    expect(answer).toBeInstanceOf(Promise);
    release();
    await act(async () => {
      await expect(answer).rejects.toBe(PAGE_TARGET_MESSAGE);
    });
  });

  it("reads every entry of a collection through Decap's search, and fails when the search does", async () => {
    const query = search(published);
    expect(await loadEntries(query, "to", "insights", "title")).toEqual(published.insights);
    expect(query).toHaveBeenCalledWith("to-insights", "insights", ["title"], "");
    const failing = jest.fn(async () => ({ type: "QUERY_FAILURE" }));
    await expect(loadEntries(failing, "to", "insights", "title")).rejects.toThrow(/could not be loaded/);
  });
});
