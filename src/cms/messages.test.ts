import { withPlainMessages } from "./messages";

describe("the CMS's field messages", () => {
  it("say a broken pattern as the field's name and its rule, and keep every other phrase", () => {
    const english = { app: { title: "x" }, editor: { editorControlPane: { widget: { regexPattern: "%{fieldLabel} didn't match the pattern: %{pattern}.", min: "at least" } } } };
    const plain = withPlainMessages(english) as typeof english;
    expect(plain.editor.editorControlPane.widget.regexPattern).toBe("%{fieldLabel}: %{pattern}");
    expect(plain.editor.editorControlPane.widget.min).toBe("at least");
    expect(plain.app).toEqual({ title: "x" });
    expect(english.editor.editorControlPane.widget.regexPattern).toContain("didn't match");
  });
});
