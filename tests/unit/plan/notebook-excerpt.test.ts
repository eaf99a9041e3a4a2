import { describe, expect, it } from "vitest";
import { excerpt } from "~/features/plan/notebook-view.server";

describe("a notebook question as a plain-text excerpt (the mentor's read-only list)", () => {
  it("drops tags and TeX delimiters, decodes the common entities and shortens long text", () => {
    expect(excerpt("<p>If \\(2x = 5\\), what is <em>x</em>?</p>")).toBe("If 2x = 5, what is x?");
    expect(excerpt("<p>Tom &amp; Jerry &lt;3&nbsp;cheese</p>")).toBe("Tom & Jerry <3 cheese");
    expect(excerpt(`<p>${"word ".repeat(60)}</p>`, 20)).toBe("word word word word…");
    expect(excerpt("<script>alert(1)</script>")).toBe("alert(1)");
  });
});
