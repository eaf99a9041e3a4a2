import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field } from "~/ui/field";
import { describedBy, FieldFrame } from "~/ui/field-frame";
import { Select } from "~/ui/select";

const attr = (html: string, tag: string, name: string) => new RegExp(`<${tag}[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1];

describe("one frame for inputs and lists", () => {
  it("labels the control and names its error and hint in aria-describedby, the error first", () => {
    const html = renderToStaticMarkup(createElement(Field, { name: "email", label: "E-mail", hint: "Your school address", error: "Enter an e-mail." }));
    expect(attr(html, "label", "for")).toBe("field-email");
    expect(attr(html, "input", "id")).toBe("field-email");
    expect(attr(html, "input", "aria-invalid")).toBe("true");
    expect(attr(html, "input", "aria-describedby")).toBe("field-email-error field-email-hint");
    expect(html).toContain('<p id="field-email-hint" class="text-xs text-slate-500">Your school address</p>');
    expect(html).toContain('<p id="field-email-error" class="text-sm text-red-600">Enter an e-mail.</p>');
  });

  it("a list in the same frame: its own id, no error no description, and conform's ids merged once", () => {
    const plain = renderToStaticMarkup(
      createElement(Select, { name: "unit", id: "unit", label: "Unit", children: createElement("option", { value: "a" }, "A") }),
    );
    expect(attr(plain, "label", "for")).toBe("unit");
    expect(attr(plain, "select", "aria-describedby")).toBeUndefined();
    expect(plain).not.toContain("unit-error");
    const refused = renderToStaticMarkup(
      createElement(Select, { name: "unit", id: "unit", label: "Unit", error: "Choose a unit.", "aria-describedby": "unit-error", size: "sm" }),
    );
    expect(attr(refused, "select", "aria-describedby")).toBe("unit-error");
    expect(attr(refused, "label", "class")).toBe("text-xs font-medium text-slate-600");
    expect(refused).toContain('<p id="unit-error" class="text-sm text-red-600">Choose a unit.</p>');
  });

  it("describedBy keeps each id once and drops what is not shown", () => {
    expect(describedBy("x", {})).toBeUndefined();
    expect(describedBy("x", { hint: "h" })).toBe("x-hint");
    expect(describedBy("x", { error: "e", hint: "h", own: "x-error other" })).toBe("x-error x-hint other");
  });

  it("gives the label an id when a control beside the input names itself by it (the phone's country picker)", () => {
    const html = renderToStaticMarkup(createElement(FieldFrame, { id: "field-phone", labelId: "field-phone-label", label: "Phone", children: "…" }));
    expect(html).toContain('<label id="field-phone-label" for="field-phone"');
    expect(renderToStaticMarkup(createElement(FieldFrame, { id: "x", label: "X", children: "…" }))).toContain('<label for="x"');
  });
});
