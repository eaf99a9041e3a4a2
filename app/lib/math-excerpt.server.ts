import katex from "katex";
import { richTextToPlain } from "./sanitize.server";

/**
 * Text with math in it, shown typeset: comments as written (plain text, where people type `$x=-5$`),
 * and short excerpts of questions and posts for lists (the bank, the exam builder, the review
 * queue, the moderators' queue). Formulas are `\( … \)` (what the editors store) or `$ … $` (what
 * people type); `\$` is a dollar sign. All on the server: pages get HTML, no KaTeX script.
 */

type Piece = { math: false; text: string } | { math: true; tex: string; source: string };

/** At most this many formulas are typeset in one text, each at most this long; the rest stays as written. */
const MAX_FORMULAS = 100;
const MAX_TEX = 1000;
/** How long an excerpt is by default, in characters (a formula counts as its TeX). */
export const EXCERPT_LENGTH = 120;

/**
 * A `$` opens a formula when a non-space follows it, and closes one when a non-space precedes it and
 * no digit follows it (as Pandoc reads TeX math), so "$5 and $6" stays money. A formula does not
 * run past a blank line.
 */
function closingDollar(text: string, from: number): number {
  for (let j = from; j < text.length && j - from <= MAX_TEX; j++) {
    const c = text[j]!;
    if (c === "\\") j++;
    else if (c === "\n" && /^[ \t]*\n/.test(text.slice(j + 1, j + 40))) return -1;
    else if (c === "$") return /\s/.test(text[j - 1]!) || /\d/.test(text[j + 1] ?? "") ? -1 : j;
  }
  return -1;
}

/** Plain text cut into runs of text and formulas. */
export function splitMath(text: string): Piece[] {
  const pieces: Piece[] = [];
  let run = "";
  const formula = (tex: string, source: string) => {
    if (run) pieces.push({ math: false, text: run });
    run = "";
    pieces.push({ math: true, tex, source });
  };
  let i = 0;
  while (i < text.length) {
    if (text.startsWith("\\$", i)) {
      run += "$";
      i += 2;
      continue;
    }
    if (text.startsWith("\\(", i)) {
      const end = text.indexOf("\\)", i + 2);
      if (end > i + 2 && end - i - 2 <= MAX_TEX) {
        formula(text.slice(i + 2, end), text.slice(i, end + 2));
        i = end + 2;
        continue;
      }
    }
    if (text.startsWith("$$", i)) {
      const end = text.indexOf("$$", i + 2);
      if (end > i + 2 && end - i - 2 <= MAX_TEX) {
        formula(text.slice(i + 2, end), text.slice(i, end + 2));
        i = end + 2;
        continue;
      }
    }
    if (text[i] === "$" && text[i + 1] !== "$" && text[i + 1] !== undefined && !/\s/.test(text[i + 1]!)) {
      const end = closingDollar(text, i + 1);
      if (end > i + 1) {
        formula(text.slice(i + 1, end), text.slice(i, end + 1));
        i = end + 1;
        continue;
      }
    }
    run += text[i];
    i++;
  }
  if (run) pieces.push({ math: false, text: run });
  return pieces;
}

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** KaTeX's HTML and MathML for pieces; TeX that fails is shown in red by KaTeX, `trust` stays off (no \href). */
function piecesToHtml(pieces: Piece[]): string {
  let formulas = 0;
  return pieces
    .map((p) => {
      if (!p.math) return escapeHtml(p.text);
      if (++formulas > MAX_FORMULAS) return escapeHtml(p.source);
      return katex.renderToString(p.tex, { throwOnError: false, output: "htmlAndMathml", strict: "ignore", trust: false, maxExpand: 200, maxSize: 20 });
    })
    .join("");
}

/** Plain text as HTML with its math typeset; line breaks are kept as characters (show it with `white-space: pre-wrap`). */
export function mathTextHtml(text: string): string {
  return piecesToHtml(splitMath(text));
}

/** The words of sanitized HTML: figures (SVG) left out, blocks and table cells apart, entities decoded. */
export function htmlToText(html: string): string {
  return richTextToPlain(html.replace(/<svg[\s\S]*?<\/svg>/gi, " ").replace(/<\/(?:td|th|tr|caption|div)>/gi, "$& "));
}

/**
 * The first `max` characters or so of pieces, cut between words or before a formula, never inside
 * one (a first formula longer than `max` is kept whole); "…" marks the cut.
 */
function cut(pieces: Piece[], max: number): Piece[] {
  const out: Piece[] = [];
  let used = 0;
  for (const p of pieces) {
    const length = p.math ? p.tex.length : p.text.length;
    if (used + length <= max) {
      out.push(p);
      used += length;
      continue;
    }
    if (!p.math) {
      const room = p.text.slice(0, max - used + 1);
      const space = room.search(/\s\S*$/);
      if (space > 0) out.push({ math: false, text: room.slice(0, space) });
      else if (out.length === 0) out.push({ math: false, text: p.text.slice(0, max) });
    } else if (out.length === 0) out.push(p);
    const last = out.at(-1);
    if (last && !last.math) last.text = last.text.replace(/[\s,;:–—-]+$/, "");
    out.push({ math: false, text: "…" });
    return out;
  }
  return out;
}

/**
 * A short excerpt of a text with math, as HTML: tags stripped (`from: "html"`, sanitized HTML such
 * as a question's stem) or plain text as it is; spaces collapsed; cut at about `max` characters on a
 * word boundary, outside formulas; the math typeset.
 */
export function mathExcerptHtml(source: string, { max = EXCERPT_LENGTH, from = "html" }: { max?: number; from?: "html" | "text" } = {}): string {
  const text = (from === "html" ? htmlToText(source) : source).replace(/\s+/g, " ").trim();
  return piecesToHtml(cut(splitMath(text), max));
}
