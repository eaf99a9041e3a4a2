import { describe, expect, it } from "vitest";
import { EXAMS } from "#content/exams";
import { ExamSchema } from "#content/exam-schema";
import { composeText, splitFigure } from "~/features/authoring/figure";
import { sanitizeQuestionHtml } from "~/lib/sanitize.server";

const contentQuestions = EXAMS.flatMap((e) => ExamSchema.parse(e).modules.flatMap((m) => m.questions));
const fields = (q: (typeof contentQuestions)[number]) => [q.title, q.text, q.passage?.html ?? "", q.explanation, ...(q.choices ?? []).map((c) => c.text)];
const tags = (html: string) => [...html.matchAll(/<([a-z][a-z0-9]*)\b/gi)].map((m) => m[1]!.toLowerCase().replace(/^b$/, "strong").replace(/^i$/, "em"));

describe("the question allowlist and the content we already publish", () => {
  it("keeps every element of every content question (tables, SVG figures, math) and is idempotent", () => {
    expect(contentQuestions.length).toBeGreaterThan(100);
    for (const q of contentQuestions) {
      for (const html of fields(q)) {
        const once = sanitizeQuestionHtml(html);
        expect(tags(once), q.id).toEqual(tags(html));
        expect(sanitizeQuestionHtml(once), q.id).toBe(once);
        expect(once.match(/\\\(/g)?.length ?? 0, q.id).toBe(html.match(/\\\(/g)?.length ?? 0);
      }
    }
  });

  it("keeps a figure's name and description (aria-labelledby, aria-describedby, the ids of <title> and <desc>, its kind)", () => {
    const svg = contentQuestions.flatMap((q) => fields(q)).find((h) => h.includes('aria-describedby="pt3-math-m1-12-plot-desc"'))!;
    const clean = sanitizeQuestionHtml(svg);
    for (const kept of [
      'aria-labelledby="pt3-math-m1-12-plot-title"',
      'aria-describedby="pt3-math-m1-12-plot-desc"',
      'data-chart="scatter"',
      '<title id="pt3-math-m1-12-plot-title">',
      '<desc id="pt3-math-m1-12-plot-desc">',
    ])
      expect(clean).toContain(kept);
    expect(sanitizeQuestionHtml('<svg role="img" aria-describedby="x"><title id="not a word">t</title></svg>')).toContain("<title>t</title>");
  });

  it("reads self-closing SVG tags as closed, so shapes stay siblings", () => {
    const out = sanitizeQuestionHtml('<svg viewBox="0 0 10 10"><line x1="0" y1="0" x2="1" y2="1"/><circle cx="1" cy="1" r="1"/></svg><p>after</p>');
    expect(out).toBe('<svg viewbox="0 0 10 10"><line x1="0" y1="0" x2="1" y2="1"></line><circle cx="1" cy="1" r="1"></circle></svg><p>after</p>');
  });

  it("keeps references inside the figure and drops any that leave it", () => {
    const out = sanitizeQuestionHtml(
      '<svg><defs><marker id="arrow" refX="5"><path d="M0 0L5 5"/></marker><marker id="bad id" /></defs><line marker-end="url(#arrow)" stroke="url( https://x.example/a )" fill="URL(data:x)"/></svg>',
    );
    expect(out).toBe(
      '<svg><defs><marker id="arrow" refx="5"><path d="M0 0L5 5"></path></marker><marker></marker></defs><line marker-end="url(#arrow)"></line></svg>',
    );
  });
});

describe("a question's figure", () => {
  it("is split from the stem with its alt text and composed back the same", () => {
    const text = '<svg role="img" aria-label="A &quot;right&quot; triangle" viewbox="0 0 4 3"><path d="M0 0"></path></svg><p>Find x.</p>';
    const { stem, figure } = splitFigure(text);
    expect(stem).toBe("<p>Find x.</p>");
    expect(figure).toEqual({ svg: '<svg viewbox="0 0 4 3"><path d="M0 0"></path></svg>', alt: 'A "right" triangle' });
    expect(composeText(stem, figure)).toBe(text);
  });

  it("a content figure in the middle of the stem moves to the top; text without a figure is left as it is", () => {
    const { stem, figure } = splitFigure('<p>Look:</p><svg aria-label="dots" role="img"><circle r="1"/></svg><p>How many?</p>');
    expect(figure).toEqual({ svg: '<svg><circle r="1"/></svg>', alt: "dots" });
    expect(composeText(stem, figure)).toBe('<svg role="img" aria-label="dots"><circle r="1"/></svg><p>Look:</p><p>How many?</p>');
    expect(splitFigure("<p>No figure</p>")).toEqual({ stem: "<p>No figure</p>", figure: null });
    expect(composeText("<p>x</p>", { svg: " ", alt: "" })).toBe("<p>x</p>");
  });
});
