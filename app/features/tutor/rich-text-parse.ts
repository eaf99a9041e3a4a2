/**
 * The small piece of Markdown Lingo writes, parsed into a tree that React renders as elements (never as
 * HTML): paragraphs, lists, headings, quotes, code, **bold**, *italics*, `code`, and TeX as $…$, $$…$$,
 * \( … \) or \[ … \]. A dollar sign written \$ is text; a lone $ with no partner (a price, or a reply
 * still streaming) stays text too. Anything else, HTML tags included, is shown as the text it is.
 */
export type Inline =
  | { type: "text"; value: string }
  | { type: "math"; tex: string; display: boolean }
  | { type: "code"; value: string }
  | { type: "strong"; children: Inline[] }
  | { type: "em"; children: Inline[] };

export type Block =
  | { type: "paragraph"; lines: Inline[][] }
  | { type: "heading"; children: Inline[] }
  | { type: "list"; ordered: boolean; start: number; items: Inline[][] }
  | { type: "quote"; lines: Inline[][] }
  | { type: "code"; value: string }
  | { type: "math"; tex: string };

const LIST_ITEM = /^\s{0,3}(?:([-*+])|(\d{1,3})[.)])\s+(.*)$/;

export function parseRichText(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ type: "paragraph", lines: paragraph.map(parseInline) });
    paragraph = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const trimmed = line.trim();
    if (trimmed.startsWith("```")) {
      flush();
      const body: string[] = [];
      while (++i < lines.length && !lines[i]!.trim().startsWith("```")) body.push(lines[i]!);
      blocks.push({ type: "code", value: body.join("\n") });
      continue;
    }
    const display = trimmed.match(/^(\$\$|\\\[)(.*)$/);
    if (display) {
      const close = display[1] === "$$" ? "$$" : "\\]";
      let rest = display[2]!;
      const tex: string[] = [];
      let j = i;
      while (!rest.includes(close) && j + 1 < lines.length) {
        tex.push(rest);
        rest = lines[++j]!;
      }
      if (rest.includes(close)) {
        const end = rest.indexOf(close);
        const after = rest.slice(end + close.length).trim();
        if (!after) {
          flush();
          tex.push(rest.slice(0, end));
          blocks.push({ type: "math", tex: tex.join("\n").trim() });
          i = j;
          continue;
        }
      }
    }
    if (!trimmed) {
      flush();
      continue;
    }
    const heading = trimmed.match(/^#{1,6}\s+(.*)$/);
    if (heading) {
      flush();
      blocks.push({ type: "heading", children: parseInline(heading[1]!) });
      continue;
    }
    if (trimmed.startsWith(">")) {
      flush();
      const quoted: string[] = [];
      for (; i < lines.length && lines[i]!.trim().startsWith(">"); i++) quoted.push(lines[i]!.trim().replace(/^>\s?/, ""));
      i--;
      blocks.push({ type: "quote", lines: quoted.map(parseInline) });
      continue;
    }
    const item = line.match(LIST_ITEM);
    if (item) {
      flush();
      const ordered = !!item[2];
      const list: { type: "list"; ordered: boolean; start: number; items: Inline[][] } = {
        type: "list",
        ordered,
        start: ordered ? Number(item[2]) : 1,
        items: [],
      };
      for (; i < lines.length; i++) {
        const m = lines[i]!.match(LIST_ITEM);
        if (m && !!m[2] === ordered) list.items.push(parseInline(m[3]!));
        else if (!m && lines[i]!.trim() && /^\s{2,}/.test(lines[i]!) && list.items.length)
          list.items[list.items.length - 1]!.push({ type: "text", value: ` ${lines[i]!.trim()}` });
        else break;
      }
      i--;
      blocks.push(list);
      continue;
    }
    paragraph.push(trimmed);
  }
  flush();
  return blocks;
}

/** Inline markup of one line. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let buffer = "";
  const push = (node: Inline) => {
    if (buffer) out.push({ type: "text", value: buffer });
    buffer = "";
    out.push(node);
  };
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    if (rest.startsWith("\\$")) {
      buffer += "$";
      i += 2;
      continue;
    }
    const math = matchMath(text, i);
    if (math) {
      push({ type: "math", tex: math.tex, display: math.display });
      i = math.end;
      continue;
    }
    if (rest[0] === "`") {
      const end = text.indexOf("`", i + 1);
      if (end > i + 1) {
        push({ type: "code", value: text.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    const strong = rest.match(/^(\*\*|__)(?=\S)([\s\S]*?\S)\1/);
    if (strong) {
      push({ type: "strong", children: parseInline(strong[2]!) });
      i += strong[0].length;
      continue;
    }
    const em = rest.match(/^\*(?=[^\s*])([\s\S]*?[^\s*])\*(?!\*)/) ?? (/\w/.test(text[i - 1] ?? "") ? null : rest.match(/^_(?=\S)([\s\S]*?\S)_(?!\w)/));
    if (em) {
      push({ type: "em", children: parseInline(em[1]!) });
      i += em[0].length;
      continue;
    }
    buffer += text[i];
    i++;
  }
  if (buffer) out.push({ type: "text", value: buffer });
  return out;
}

/** TeX starting at `i`: $$…$$, \[…\], \(…\), or $…$ (no space inside the dollars, no digit right after the closing one). */
function matchMath(text: string, i: number): { tex: string; display: boolean; end: number } | null {
  const pairs: [string, string, boolean][] = [
    ["$$", "$$", true],
    ["\\[", "\\]", true],
    ["\\(", "\\)", false],
  ];
  for (const [open, close, display] of pairs) {
    if (!text.startsWith(open, i)) continue;
    const end = text.indexOf(close, i + open.length);
    if (end > i + open.length) return { tex: text.slice(i + open.length, end).trim(), display, end: end + close.length };
    return null;
  }
  if (text[i] !== "$" || /\s/.test(text[i + 1] ?? " ")) return null;
  for (let j = i + 1; j < text.length; j++) {
    if (text[j] === "\\") {
      j++;
      continue;
    }
    if (text[j] !== "$") continue;
    if (/\s/.test(text[j - 1]!) || /\d/.test(text[j + 1] ?? "")) return null;
    return { tex: text.slice(i + 1, j), display: false, end: j + 1 };
  }
  return null;
}
