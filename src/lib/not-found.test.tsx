import React from "react";
import { render } from "@testing-library/react";
import { navigate } from "gatsby";
import { redirectsToNotFound, useNotFoundHandling } from "./not-found";

function Probe({ pathname, showsNotFoundPage }: { pathname: string; showsNotFoundPage: boolean }) {
  useNotFoundHandling(pathname, showsNotFoundPage);
  return null;
}

describe("not-found handling", () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    (navigate as jest.Mock).mockClear();
    consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it("sends unknown article slugs and case ids on to /404, nothing else", () => {
    expect(redirectsToNotFound("/insights/no-such-article")).toBe(true);
    expect(redirectsToNotFound("/case-study/no-such-client/")).toBe(true);
    expect(redirectsToNotFound("/insights")).toBe(false);
    expect(redirectsToNotFound("/case-study/a/b")).toBe(false);
    expect(redirectsToNotFound("/no-such-page")).toBe(false);
  });

  it("logs the bad path and replaces an unknown case id with /404", () => {
    render(<Probe pathname="/case-study/nobody" showsNotFoundPage />);
    expect(consoleError).toHaveBeenCalledWith("404 Error: User attempted to access non-existent route:", "/case-study/nobody");
    expect(navigate).toHaveBeenCalledWith("/404", { replace: true });
  });

  it("logs any other unknown path and leaves the visitor on it", () => {
    render(<Probe pathname="/no-such-page" showsNotFoundPage />);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("does nothing on a real page or on /404 itself", () => {
    render(<Probe pathname="/insights/modeled-conversions" showsNotFoundPage={false} />);
    render(<Probe pathname="/404" showsNotFoundPage />);
    expect(consoleError).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});
