import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { choices, questions } from "#db/schema";
import { api, errorsOf, questionApiCallers, scPayload, type Account } from "../setup/authoring";

// What the question API stores of hostile HTML and SVG in every HTML field, whatever the client sends.

let teacher: Account;

beforeAll(async () => {
  ({ teacher } = await questionApiCallers());
}, 240_000);
afterAll(closeDb);

describe("hostile HTML is sanitized on the server whatever the client sends", () => {
  it("script, event handlers and javascript: links are gone from every HTML field", async () => {
    const hostile = (s: string) =>
      `<p>${s} <img src=x onerror="alert(1)"><a href="javascript:alert(1)" onclick="alert(2)">link</a><script>alert(3)</script><iframe src="https://evil.example"></iframe></p>`;
    const res = await api.create(
      teacher.access,
      scPayload({
        question_title: hostile("title"),
        question_text: hostile("text"),
        explanation: hostile("why"),
        choices: ["a", "b", "c", "d"].map((t, i) => ({ text: hostile(t), isCorrect: i === 0 })),
        test: "verbal",
        domain: "craft_structure",
        skill: "words_in_context",
        passage: {
          title: "P",
          html: `<table onmouseover="x()"><tr><td style="background:url(https://evil.example/x)">1</td></tr></table>${hostile("passage")}`,
        },
      }),
    );
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const db = await getDb();
    const [row] = await db.select().from(questions).where(eq(questions.id, id));
    const stored = await db.select({ text: choices.text }).from(choices).where(eq(choices.questionId, id));
    const everything = [row!.title, row!.text, row!.explanation, row!.passageHtml!, ...stored.map((c) => c.text)].join("\n");
    for (const bad of ["<script", "alert(3)", "onerror", "onclick", "onmouseover", "javascript:", "<img", "<iframe", "style=", "evil.example"])
      expect(everything).not.toContain(bad);
    expect(row!.text).toBe('<p>text <a rel="nofollow ugc noopener noreferrer" target="_blank">link</a></p>');
    expect(row!.passageHtml).toContain("<table><tr><td>1</td></tr></table>");
  });

  it("an SVG figure keeps its drawing and loses scripts, handlers, foreignObject, images, links and outside references", async () => {
    const svg = [
      '<svg viewBox="0 0 100 50" onload="alert(1)" xmlns="http://www.w3.org/2000/svg">',
      "<script>alert(2)</script>",
      '<foreignObject><iframe src="https://evil.example"></iframe><div>html</div></foreignObject>',
      '<image href="https://evil.example/x.png" width="10" height="10"/>',
      '<use href="https://evil.example/sprite.svg#a"/>',
      '<a href="javascript:alert(3)"><text x="1" y="10">click</text></a>',
      '<rect x="0" y="0" width="10" height="10" fill="url(https://evil.example/p.svg#x)" stroke="black" style="fill:red"/>',
      '<line x1="0" y1="0" x2="100" y2="50" stroke="black" marker-end="url(#arrow)"/>',
      '<circle cx="5" cy="5" r="3" onclick="alert(4)" fill="javascript:alert(5)"/>',
      "</svg>",
    ].join("");
    const res = await api.create(teacher.access, scPayload({ figure: { svg, alt: 'A line from the "origin"' } }));
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.figure.alt).toBe('A line from the "origin"');
    const db = await getDb();
    const [row] = await db.select({ text: questions.text }).from(questions).where(eq(questions.id, body.id));
    const text = row!.text;
    expect(text.startsWith('<svg role="img" aria-label="A line from the &quot;origin&quot;" viewbox="0 0 100 50"')).toBe(true);
    for (const bad of ["onload", "<script", "alert(", "foreignobject", "<iframe", "<image", "<use", "href", "evil.example", "style=", "onclick", "javascript:"])
      expect(text.toLowerCase()).not.toContain(bad.toLowerCase());
    expect(text).toContain('<line x1="0" y1="0" x2="100" y2="50" stroke="black" marker-end="url(#arrow)"></line>');
    expect(text).toContain('<rect x="0" y="0" width="10" height="10" stroke="black"></rect>');
    expect(text).toContain('<text x="1" y="10">click</text>');
    expect(text).toContain(String.raw`<p>What is \(2 + 3\)?</p>`);
  });

  it("a figure with nothing safe left to draw, or text that is only a script, is refused", async () => {
    const empty = await errorsOf(
      await api.create(teacher.access, scPayload({ figure: { svg: "<svg><script>alert(1)</script><foreignObject><p>x</p></foreignObject></svg>", alt: "x" } })),
    );
    expect(Object.keys(empty)).toContain("figure.svg");
    const two = await errorsOf(
      await api.create(teacher.access, scPayload({ figure: { svg: '<svg><circle r="1"/></svg><svg><circle r="2"/></svg>', alt: "x" } })),
    );
    expect(Object.keys(two)).toContain("figure.svg");
    const script = await errorsOf(await api.create(teacher.access, scPayload({ question_text: "<script>alert(1)</script>" })));
    expect(script.question_text).toEqual(["Write the question."]);
  });
});
