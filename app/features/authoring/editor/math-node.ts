import { InputRule, mergeAttributes, Node } from "@tiptap/react";
import katex from "katex";

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    questionMath: {
      /** Inserts a formula at the cursor, or replaces the selected one. */
      setQuestionMath: (latex: string) => ReturnType;
    };
  }
}

export const MAX_LATEX = 1000;
const KATEX = { throwOnError: false, strict: "ignore", trust: false, maxExpand: 200, maxSize: 20 } as const;

/** A formula as KaTeX draws it (no script runs: KaTeX only builds markup). */
export function renderLatex(latex: string, element: HTMLElement) {
  katex.render(latex, element, KATEX);
}
export const latexToHtml = (latex: string) => katex.renderToString(latex, KATEX);

/**
 * Math in a question: an atom holding TeX, drawn by KaTeX in the editor, saved as
 * `<span data-latex="…">\(…\)</span>` so that the exam (which typesets every \(…\) on the server)
 * shows it exactly as the content's own math. Typing $x^2$ makes one.
 */
export const QuestionMath = Node.create({
  name: "questionMath",
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
      dom.className = "rounded px-0.5 hover:bg-brand-50";
      dom.setAttribute("role", "img");
      dom.setAttribute("aria-label", node.attrs.latex as string);
      renderLatex(node.attrs.latex as string, dom);
      return { dom };
    };
  },

  addCommands() {
    return {
      setQuestionMath:
        (latex) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { latex: latex.slice(0, MAX_LATEX) } }),
    };
  },

  addInputRules() {
    return [
      new InputRule({
        find: /(?:^|[^$\\])(\$([^$\n]{1,1000})\$)$/,
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
