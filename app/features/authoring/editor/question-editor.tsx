import { NodeSelection } from "@tiptap/pm/state";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MathPanel } from "./math-panel";
import { QuestionMath } from "./math-node";
import { texToMathSpans, unwrapSingleParagraph } from "./tex-spans";

export type QuestionEditorProps = {
  id: string;
  initialHtml: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  /** A choice: one line high, saved without its paragraph. */
  inline?: boolean;
};

const BUTTONS = ["bold", "italic", "underline", "bulletList", "orderedList", "math"] as const;
type ButtonName = (typeof BUTTONS)[number];
const ICONS: Record<ButtonName, React.ReactNode> = {
  bold: <span className="font-bold">B</span>,
  italic: <span className="font-serif italic">I</span>,
  underline: <span className="underline">U</span>,
  bulletList: <span aria-hidden>•≡</span>,
  orderedList: <span aria-hidden>1.≡</span>,
  math: <span className="font-serif italic">∑x²</span>,
};

function Toolbar({ editor, inline }: { editor: Editor; inline: boolean }) {
  const { t } = useTranslation("authoring");
  const [math, setMath] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor }) => ({
      bold: editor.isActive("bold"),
      italic: editor.isActive("italic"),
      underline: editor.isActive("underline"),
      bulletList: editor.isActive("bulletList"),
      orderedList: editor.isActive("orderedList"),
      math: editor.state.selection instanceof NodeSelection && editor.state.selection.node.type.name === "inlineMath",
    }),
  });
  const run = (name: ButtonName) => {
    const chain = editor.chain().focus();
    if (name === "bold") chain.toggleBold().run();
    else if (name === "italic") chain.toggleItalic().run();
    else if (name === "underline") chain.toggleUnderline().run();
    else if (name === "bulletList") chain.toggleBulletList().run();
    else if (name === "orderedList") chain.toggleOrderedList().run();
    else setMath((m) => !m);
  };
  const selected = state.math ? String((editor.state.selection as NodeSelection).node.attrs.latex ?? "") : "";
  return (
    <div className="border-b border-slate-200">
      <div role="toolbar" aria-label={t("editor.toolbar")} className="flex flex-wrap gap-0.5 p-1">
        {BUTTONS.filter((b) => !inline || (b !== "bulletList" && b !== "orderedList")).map((name) => (
          <button
            key={name}
            type="button"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => run(name)}
            aria-pressed={state[name] || (name === "math" && math)}
            aria-label={t(`editor.${name}`)}
            title={t(`editor.${name}`)}
            data-testid={`editor-${name}`}
            className={`min-w-8 rounded px-1.5 py-1 text-sm ${state[name] || (name === "math" && math) ? "bg-brand-100 text-brand-800" : "text-slate-700 hover:bg-slate-100"}`}
          >
            {ICONS[name]}
          </button>
        ))}
      </div>
      {math ? (
        <MathPanel
          initial={selected}
          onApply={(latex) => {
            if (latex) editor.chain().focus().setInlineMath(latex).run();
            setMath(false);
          }}
          onClose={() => (setMath(false), editor.commands.focus())}
        />
      ) : null}
    </div>
  );
}

/**
 * A question's rich-text field (Tiptap): emphasis, lists and math written as LaTeX (drawn by KaTeX).
 * Loaded only when the form opens (lazy-question-editor.tsx). The server sanitizes whatever it sends.
 */
export default function QuestionEditor({ id, initialHtml, onChange, onBlur, labelledBy, describedBy, invalid, inline = false }: QuestionEditorProps) {
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [StarterKit.configure({ heading: false, code: false, codeBlock: false, blockquote: false, horizontalRule: false, link: false }), QuestionMath],
    content: texToMathSpans(initialHtml),
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": inline ? "false" : "true",
        "aria-labelledby": labelledBy,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class: `exam-html px-3 py-2 outline-none ${inline ? "min-h-10" : "min-h-28"}`,
      },
    },
    onUpdate: ({ editor }) => {
      const html = editor.isEmpty ? "" : editor.getHTML();
      onChange(inline ? unwrapSingleParagraph(html) : html);
    },
    onBlur: () => onBlur(),
  });
  return (
    <div
      className={`rounded-lg border bg-white focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-100 ${invalid ? "border-red-500" : "border-slate-300"}`}
      data-testid={`editor-${id}`}
    >
      {editor ? <Toolbar editor={editor} inline={inline} /> : <div className="h-9 border-b border-slate-200" />}
      <EditorContent editor={editor} />
    </div>
  );
}
