import { decodeEntities } from "~/lib/html-entities";

/**
 * Spoken text for authored HTML with math, in the reader's language: "14 over 5", not "14 5".
 *
 * The server typesets every `\( … \)` with KaTeX (app/lib/math.server.ts), whose output carries the
 * formula as MathML next to an aria-hidden visual copy. This module reads that MathML with a small
 * rule set (fractions, powers, roots, subscripts, signs and relations) and the words of
 * `exam:speech` in az, en or ru. It works on the HTML string itself (no DOM), so the server and the
 * browser compute the same name, and the unit tests run the same code on KaTeX's real output.
 */

export type SpeechWords = {
  /** "{{num}} over {{den}}": both parts a single number or letter. */
  fraction: string;
  /** Any other fraction, with its limits spoken: "the fraction with numerator {{num}} and denominator {{den}}". */
  fractionLong: string;
  squared: string;
  cubed: string;
  power: string;
  powerLong: string;
  degrees: string;
  subscript: string;
  sqrt: string;
  sqrtLong: string;
  root: string;
  /** A minus sign that starts a number or a term: "negative". */
  negative: string;
  /** \overline{AB}: "segment {{base}}". */
  segment: string;
  prime: string;
  /** Operators, relations, brackets, letters and signs, by the character KaTeX writes. */
  symbols: Record<string, string>;
};

type Element = { tag: string; attrs: Record<string, string>; children: Markup[] };
type Markup = Element | { text: string };

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const SKIPPED = new Set(["annotation", "annotation-xml", "script", "style", "template", "mphantom"]);
const BLOCKS = new Set([
  "p",
  "div",
  "li",
  "br",
  "tr",
  "td",
  "th",
  "ul",
  "ol",
  "table",
  "figure",
  "figcaption",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "blockquote",
]);
/** Function application and invisible times/separators: nothing to say. */
const INVISIBLE = /[\u2061-\u2064\u200b]/g;

/** A forgiving parser for the well-formed HTML and MathML the server writes. */
export function parseMarkup(html: string): Markup[] {
  const root: Element = { tag: "#root", attrs: {}, children: [] };
  const stack: Element[] = [root];
  const token = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>|([^<]+)|</g;
  for (let m = token.exec(html); m; m = token.exec(html)) {
    const [whole, closing, rawTag, rawAttrs, selfClosing, text] = m;
    const top = stack[stack.length - 1]!;
    if (text !== undefined || whole === "<") {
      top.children.push({ text: text ?? whole });
      continue;
    }
    if (!rawTag) continue; // a comment
    const tag = rawTag.toLowerCase();
    if (closing) {
      const at = stack.map((e) => e.tag).lastIndexOf(tag);
      if (at > 0) stack.length = at;
      continue;
    }
    const attrs: Record<string, string> = {};
    const attr = /([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
    for (let a = attr.exec(rawAttrs ?? ""); a; a = attr.exec(rawAttrs ?? "")) attrs[a[1]!.toLowerCase()] = decodeEntities(a[2] ?? a[3] ?? a[4] ?? "");
    const element: Element = { tag, attrs, children: [] };
    top.children.push(element);
    if (!selfClosing && !VOID.has(tag)) stack.push(element);
  }
  return root.children;
}

const isElement = (n: Markup): n is Element => "tag" in n;
const textOf = (n: Markup): string => (isElement(n) ? n.children.map(textOf).join("") : decodeEntities(n.text));
const elements = (nodes: Markup[]) => nodes.filter(isElement);
const fill = (pattern: string, values: Record<string, string>) => pattern.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? "");

function tidy(text: string) {
  return text
    .replace(INVISIBLE, "")
    .replace(/\s+/g, " ")
    .replace(/\s+([,.;:!?])/g, "$1")
    .trim();
}

/**
 * A figure drawn by content/figures (decision 0047) is named by its <title> and described by its <desc>: a graph
 * given as an answer choice is read as both ("Graph of y = 2x, A line through …").
 */
function svgWords(svg: Element): string {
  const part = (tag: string) => elements(svg.children).find((c) => c.tag === tag);
  return [part("title"), part("desc")]
    .filter((e): e is Element => !!e)
    .map((e) => tidy(textOf(e)).replace(/[.!?]?$/, "."))
    .join(" ");
}

/** The spoken form of authored HTML: text as it is, each formula spoken, hidden copies left out. */
export function speakHtml(html: string, words: SpeechWords): string {
  return tidy(speakNodes(parseMarkup(html), words));
}

/** The spoken form of one TeX formula's MathML (`<math>…</math>`). */
export function speakMathml(mathml: string, words: SpeechWords): string {
  return speakHtml(mathml, words);
}

function speakNodes(nodes: Markup[], words: SpeechWords): string {
  return nodes.map((n) => speakNode(n, words)).join("");
}

function speakNode(n: Markup, words: SpeechWords): string {
  if (!isElement(n)) return decodeEntities(n.text);
  const { tag, attrs } = n;
  if (attrs["aria-hidden"] === "true" || attrs.hidden !== undefined || SKIPPED.has(tag)) return "";
  if (tag === "math") return ` ${new MathSpeaker(words).row(n.children)} `;
  if (tag === "img") return ` ${attrs.alt ?? ""} `;
  if (attrs["aria-label"] && (attrs.role === "img" || tag === "svg")) return ` ${attrs["aria-label"]} `;
  if (tag === "svg") return ` ${svgWords(n)} `;
  const inner = speakNodes(n.children, words);
  return BLOCKS.has(tag) ? ` ${inner} ` : inner;
}

class MathSpeaker {
  constructor(private readonly w: SpeechWords) {}

  private symbol(text: string) {
    const s = text.replace(INVISIBLE, "").trim();
    if (!s) return "";
    return this.w.symbols[s] ?? s;
  }

  /** A single number, letter or word (maybe negative): spoken without limits. */
  private simple(n: Markup): boolean {
    if (!isElement(n)) return textOf(n).trim() !== "";
    if (["mi", "mn", "mtext"].includes(n.tag)) return true;
    const kids = elements(n.children).filter((k) => !(k.tag === "mo" && textOf(k).replace(INVISIBLE, "").trim() === ""));
    if (["mrow", "mstyle", "mpadded", "semantics"].includes(n.tag)) {
      if (kids.length === 1) return this.simple(kids[0]!);
      if (kids.length === 2 && kids[0]!.tag === "mo" && /^[−-]$/.test(textOf(kids[0]!).trim())) return this.simple(kids[1]!);
    }
    return false;
  }

  row(children: Markup[]): string {
    const parts: string[] = [];
    let previous: Element | null = null;
    for (const child of children) {
      if (!isElement(child)) {
        parts.push(decodeEntities(child.text));
        continue;
      }
      if (child.tag === "mo") {
        const text = textOf(child).replace(INVISIBLE, "").trim();
        // A minus at the start, or after an operator or an opening bracket, makes a number negative.
        const afterOperator = previous === null || (previous.tag === "mo" && !/^[)\]}|∣]$/.test(textOf(previous).trim()));
        parts.push(/^[−-]$/.test(text) && afterOperator ? this.w.negative : this.symbol(text));
      } else parts.push(this.node(child));
      if (!(child.tag === "mo" && textOf(child).replace(INVISIBLE, "").trim() === "")) previous = child;
    }
    return parts.filter((p) => p.trim() !== "").join(" ");
  }

  node(n: Element): string {
    const kids = elements(n.children);
    const [a, b, c] = kids;
    if (n.attrs["aria-hidden"] === "true" || SKIPPED.has(n.tag)) return "";
    switch (n.tag) {
      case "mi":
      case "mo":
        return this.symbol(textOf(n));
      case "mn":
        return textOf(n).trim();
      case "mtext":
      case "ms":
        return textOf(n)
          .replace(/\u00a0/g, " ")
          .trim();
      case "mspace":
        return "";
      case "mfrac": {
        if (!a || !b) return this.row(n.children);
        const values = { num: this.node(a), den: this.node(b) };
        return fill(this.simple(a) && this.simple(b) ? this.w.fraction : this.w.fractionLong, values);
      }
      case "msqrt": {
        const x = this.row(n.children);
        return fill(kids.length === 1 && this.simple(kids[0]!) ? this.w.sqrt : this.w.sqrtLong, { x });
      }
      case "mroot":
        if (!a || !b) return this.row(n.children);
        return fill(this.w.root, { x: this.node(a), index: this.node(b) });
      case "msup":
        if (!a || !b) return this.row(n.children);
        return this.power(this.node(a), b);
      case "msub":
        if (!a || !b) return this.row(n.children);
        return fill(this.w.subscript, { base: this.node(a), sub: this.node(b) });
      case "msubsup":
        if (!a || !b || !c) return this.row(n.children);
        return this.power(fill(this.w.subscript, { base: this.node(a), sub: this.node(b) }), c);
      case "mover": {
        if (!a || !b) return this.row(n.children);
        const over = textOf(b).trim();
        if (/^[‾¯_―—]$/.test(over)) return fill(this.w.segment, { base: this.node(a) });
        return `${this.node(a)} ${this.node(b)}`;
      }
      case "munder":
      case "munderover":
        return kids.map((k) => this.node(k)).join(" ");
      case "mtable":
        return kids
          .map((row) =>
            elements(row.children)
              .map((cell) => this.row(cell.children))
              .join(", "),
          )
          .join("; ");
      default:
        return this.row(n.children);
    }
  }

  private power(base: string, exponent: Element): string {
    const e = textOf(exponent).replace(INVISIBLE, "").trim();
    if (e === "∘" || e === "°") return fill(this.w.degrees, { base });
    if (/^′+$/.test(e) || e === "'") return `${base} ${this.w.prime}`;
    if (e === "2") return fill(this.w.squared, { base });
    if (e === "3") return fill(this.w.cubed, { base });
    return fill(this.simple(exponent) ? this.w.power : this.w.powerLong, { base, exp: this.node(exponent) });
  }
}
