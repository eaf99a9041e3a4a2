import { describe, expect, it } from "vitest";
import { parseInline, parseRichText } from "~/features/tutor/rich-text-parse";

describe("Lingo's Markdown and math", () => {
  it("reads inline TeX in $…$ and \\(…\\), keeps prices and unfinished math as text", () => {
    expect(parseInline("So $4t = 32$, and \\(t = 8\\).")).toEqual([
      { type: "text", value: "So " },
      { type: "math", tex: "4t = 32", display: false },
      { type: "text", value: ", and " },
      { type: "math", tex: "t = 8", display: false },
      { type: "text", value: "." },
    ]);
    expect(parseInline("It costs $4 and then $3 more.")).toEqual([{ type: "text", value: "It costs $4 and then $3 more." }]);
    expect(parseInline("A fee of \\$3 and $x$")).toEqual([
      { type: "text", value: "A fee of $3 and " },
      { type: "math", tex: "x", display: false },
    ]);
    // A reply still streaming: the closing dollar has not arrived yet.
    expect(parseInline("Now divide: $\\frac{32}{")).toEqual([{ type: "text", value: "Now divide: $\\frac{32}{" }]);
  });

  it("reads bold, italics and code, and shows HTML as the text it is", () => {
    expect(parseInline("**Step 1.** Try *this* with `x`")).toEqual([
      { type: "strong", children: [{ type: "text", value: "Step 1." }] },
      { type: "text", value: " Try " },
      { type: "em", children: [{ type: "text", value: "this" }] },
      { type: "text", value: " with " },
      { type: "code", value: "x" },
    ]);
    expect(parseInline('<img src=x onerror="alert(1)"><script>alert(2)</script>')).toEqual([
      { type: "text", value: '<img src=x onerror="alert(1)"><script>alert(2)</script>' },
    ]);
    expect(parseInline("snake_case_word stays")).toEqual([{ type: "text", value: "snake_case_word stays" }]);
  });

  it("reads paragraphs, lists, headings, display math and code blocks", () => {
    const blocks = parseRichText("## Plan\nFirst line\nsecond line\n\n1. Subtract 3\n2. Divide by 4\n\n$$\n4t = 32\n$$\n- a\n- b\n\n```\ncode <b>\n```");
    expect(blocks.map((b) => b.type)).toEqual(["heading", "paragraph", "list", "math", "list", "code"]);
    expect(blocks[1]).toEqual({ type: "paragraph", lines: [[{ type: "text", value: "First line" }], [{ type: "text", value: "second line" }]] });
    expect(blocks[2]).toMatchObject({
      type: "list",
      ordered: true,
      start: 1,
      items: [[{ type: "text", value: "Subtract 3" }], [{ type: "text", value: "Divide by 4" }]],
    });
    expect(blocks[3]).toEqual({ type: "math", tex: "4t = 32" });
    expect(blocks[5]).toEqual({ type: "code", value: "code <b>" });
    expect(parseRichText("so $$4t = 32$$ holds")[0]).toEqual({
      type: "paragraph",
      lines: [
        [
          { type: "text", value: "so " },
          { type: "math", tex: "4t = 32", display: true },
          { type: "text", value: " holds" },
        ],
      ],
    });
  });
});
