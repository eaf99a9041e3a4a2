import { Fragment, memo, useMemo, type ReactNode } from "react";
import { parseRichText, type Block, type Inline } from "./rich-text-parse";
import { texPlaceholder, useKatex } from "~/lib/katex";

/**
 * A message of Lingo as React elements: its Markdown parsed into a tree (rich-text-parse.ts) and every
 * piece of text rendered as text, so no HTML from the model ever reaches the page. Math is the one
 * exception, and it is KaTeX's own markup: KaTeX escapes what it prints, and with `trust: false` it
 * refuses \href, \url, \includegraphics and \html… commands; sizes and macro expansion are bounded.
 */
export const RichText = memo(function RichText({ text }: { text: string }) {
  const blocks = useMemo(() => parseRichText(text), [text]);
  return <div className="flex flex-col gap-2 break-words [&_.katex-display]:my-1 [&_.katex-display]:overflow-x-auto">{blocks.map(renderBlock)}</div>;
});

function renderBlock(block: Block, key: number): ReactNode {
  switch (block.type) {
    case "paragraph":
      return <p key={key}>{lines(block.lines)}</p>;
    case "heading":
      return (
        <p key={key} className="font-semibold">
          {inlines(block.children)}
        </p>
      );
    case "list": {
      const items = block.items.map((item, i) => <li key={i}>{inlines(item)}</li>);
      return block.ordered ? (
        <ol key={key} start={block.start} className="list-decimal space-y-1 pl-5">
          {items}
        </ol>
      ) : (
        <ul key={key} className="list-disc space-y-1 pl-5">
          {items}
        </ul>
      );
    }
    case "quote":
      return (
        <blockquote key={key} className="border-l-2 border-slate-300 pl-3 text-slate-700">
          {lines(block.lines)}
        </blockquote>
      );
    case "code":
      return (
        <pre key={key} className="overflow-x-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100">
          <code>{block.value}</code>
        </pre>
      );
    case "math":
      return <TexMath key={key} tex={block.tex} display />;
  }
}

function lines(list: Inline[][]) {
  return list.map((line, i) => (
    <Fragment key={i}>
      {i > 0 ? <br /> : null}
      {inlines(line)}
    </Fragment>
  ));
}

function inlines(list: Inline[]): ReactNode {
  return list.map((node, i) => {
    switch (node.type) {
      case "text":
        return <Fragment key={i}>{node.value}</Fragment>;
      case "code":
        return (
          <code key={i} className="rounded bg-slate-100 px-1 font-mono text-[0.9em]">
            {node.value}
          </code>
        );
      case "strong":
        return <strong key={i}>{inlines(node.children)}</strong>;
      case "em":
        return <em key={i}>{inlines(node.children)}</em>;
      case "math":
        return <TexMath key={i} tex={node.tex} display={node.display} />;
    }
  });
}

const KATEX_OPTIONS = { throwOnError: false, trust: false, strict: "ignore", maxSize: 20, maxExpand: 200, output: "htmlAndMathml" } as const;

/** Rendered by the server in the page; in the browser once KaTeX has loaded (app/lib/katex.ts), the server's markup kept until then. */
function TexMath({ tex, display }: { tex: string; display: boolean }) {
  const katex = useKatex();
  const html = useMemo(() => (katex ? katex.renderToString(tex, { ...KATEX_OPTIONS, displayMode: display }) : texPlaceholder(tex)), [katex, tex, display]);
  const Tag = display ? "div" : "span";
  return (
    <Tag
      className={display ? "my-1 overflow-x-auto" : undefined}
      data-testid="tutor-math"
      data-rendered={katex ? "" : undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
