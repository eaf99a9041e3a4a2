import { InputRule, mergeAttributes, Node } from "@tiptap/react";
import katex from "katex";

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    inlineMath: {
      /** Inserts a formula at the cursor, or replaces the selected one. */
      setInlineMath: (latex: string) => ReturnType;
    };
  }
}

export const MAX_LATEX = 500;

/**
 * Inline math in the editor: an atom holding TeX, shown typeset by KaTeX (no eval, no script), saved
 * as `<span data-latex="…">\(…\)</span>`. The server keeps the span (its allowlist has data-latex) and
 * typesets the \(…\) text when the post is shown, so the page needs no JavaScript to show math.
 * Typing $x^2$ makes one; the toolbar's formula button inserts or edits one.
 */
export const InlineMath = Node.create({
  name: "inlineMath",
  group: "inline",
  inline: true,
  atom: true,
  selectable: true,

  addAttributes() {
    return {
      latex: {
        default: "",
        parseHTML: (element) => (element.getAttribute("data-latex") ?? "").slice(0, MAX_LATEX),
        renderHTML: (attributes) => ({ "data-latex": attributes.latex as string }),
      },
    };
  },

  parseHTML() {
    return [{ tag: "span[data-latex]" }];
  },

  renderHTML({ node, HTMLAttributes }) {
    return ["span", mergeAttributes(HTMLAttributes), `\\(${node.attrs.latex as string}\\)`];
  },

  renderText({ node }) {
    return `\\(${node.attrs.latex as string}\\)`;
  },

  addNodeView() {
    return ({ node }) => {
      const dom = document.createElement("span");
      dom.className = "inline-math rounded px-0.5 hover:bg-brand-50";
      dom.setAttribute("data-latex", node.attrs.latex as string);
      dom.setAttribute("role", "img");
      dom.setAttribute("aria-label", node.attrs.latex as string);
      katex.render(node.attrs.latex as string, dom, { throwOnError: false, strict: "ignore", trust: false, maxExpand: 200, maxSize: 20 });
      return { dom };
    };
  },

  addCommands() {
    return {
      setInlineMath:
        (latex) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { latex: latex.slice(0, MAX_LATEX) } }),
    };
  },

  addInputRules() {
    return [
      new InputRule({
        // "$…$" just typed, not "$$" and not an escaped "\$".
        find: /(?:^|[^$\\])(\$([^$\n]{1,500})\$)$/,
        handler: ({ state, range, match }) => {
          const latex = match[2]!.trim();
          if (!latex) return null;
          const start = range.from + match[0].length - match[1]!.length;
          state.tr.replaceWith(start, range.to, this.type.create({ latex }));
        },
      }),
    ];
  },
});
