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

const KATEX = { throwOnError: false, strict: "ignore", trust: false, maxExpand: 200, maxSize: 20 } as const;

/** A formula as KaTeX draws it into `element` (no script runs: KaTeX only builds markup). */
export function renderLatex(latex: string, element: HTMLElement) {
  katex.render(latex, element, KATEX);
}

/** A formula as KaTeX's HTML (the formula dialogs' preview). */
export const latexToHtml = (latex: string) => katex.renderToString(latex, KATEX);

export type InlineMathOptions = {
  /** The longest TeX a formula may hold (longer is cut when pasted, inserted or typed). */
  maxLength: number;
};

/**
 * Inline math in a rich-text editor (forum posts, authored questions): an atom holding TeX, drawn by
 * KaTeX in the editor, saved as `<span data-latex="…">\(…\)</span>`. The server keeps the span (its
 * allowlist has data-latex) and typesets the \(…\) text where the HTML is shown, so a page needs no
 * JavaScript to show math and an authored question looks exactly like the content's own math.
 * Typing $x^2$ makes one; `setInlineMath` inserts one or replaces the selected one.
 */
export const InlineMath = Node.create<InlineMathOptions>({
  name: "inlineMath",
  group: "inline",
  inline: true,
  atom: true,
  selectable: true,

  addOptions() {
    return { maxLength: 500 };
  },

  addAttributes() {
    const max = this.options.maxLength;
    return {
      latex: {
        default: "",
        parseHTML: (element) => (element.getAttribute("data-latex") ?? "").slice(0, max),
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
      const latex = node.attrs.latex as string;
      const dom = document.createElement("span");
      dom.className = "inline-math rounded px-0.5 hover:bg-brand-50";
      dom.setAttribute("data-latex", latex);
      dom.setAttribute("role", "img");
      dom.setAttribute("aria-label", latex);
      renderLatex(latex, dom);
      return { dom };
    };
  },

  addCommands() {
    return {
      setInlineMath:
        (latex) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { latex: latex.slice(0, this.options.maxLength) } }),
    };
  },

  addInputRules() {
    return [
      new InputRule({
        // "$…$" just typed, not "$$" and not an escaped "\$".
        find: new RegExp(`(?:^|[^$\\\\])(\\$([^$\\n]{1,${this.options.maxLength}})\\$)$`),
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
