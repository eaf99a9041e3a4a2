import { describe, expect, it } from "vitest";
import { decodeEntities } from "~/lib/html-entities";

describe("decodeEntities (the tutor's text and the spoken math read references alike)", () => {
  it("decodes named, decimal and hex references", () => {
    expect(decodeEntities("a &lt; b &amp;&amp; c &ne; d &#8722;1 &#x2212;2 &mdash; &rsquo;")).toBe("a < b && c ≠ d −1 −2 — ’");
    expect(decodeEntities("&NBSP;x&nbsp;")).toBe(" x ");
  });

  it("leaves what it does not know, and code points out of range, as they are", () => {
    expect(decodeEntities("&unknown; &#0; &#x110000; &#99999999999; & amp;")).toBe("&unknown; &#0; &#x110000; &#99999999999; & amp;");
  });
});
