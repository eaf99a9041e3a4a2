import { NodeSelection } from "@tiptap/pm/state";
import { useEditorState, type Editor } from "@tiptap/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LinkPanel, MathPanel } from "./editor-panels";

type Panel = null | "link" | "math";

const svg = (d: string) => (
  <svg aria-hidden width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d={d} />
  </svg>
);

const ICONS = {
  bold: <span className="font-bold">B</span>,
  italic: <span className="font-serif italic">I</span>,
  bulletList: svg("M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01"),
  orderedList: svg("M10 6h10M10 12h10M10 18h10M4 5l1-1v4M4 14h2l-2 3h2"),
  code: svg("M8 7l-5 5 5 5M16 7l5 5-5 5"),
  link: svg("M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"),
  math: <span className="font-serif italic">∑x²</span>,
};

/** The editor's buttons: each says its name to screen readers and whether it is on (aria-pressed). */
export function EditorToolbar({ editor }: { editor: Editor | null }) {
  const { t } = useTranslation("forum");
  const [panel, setPanel] = useState<Panel>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor }) =>
      editor
        ? {
            bold: editor.isActive("bold"),
            italic: editor.isActive("italic"),
            bulletList: editor.isActive("bulletList"),
            orderedList: editor.isActive("orderedList"),
            code: editor.isActive("code"),
            link: editor.isActive("link"),
            math: editor.state.selection instanceof NodeSelection && editor.state.selection.node.type.name === "inlineMath",
          }
        : null,
  });
  if (!editor || !state) return <div className="h-11 border-b border-slate-200" />;

  const run = (name: keyof typeof ICONS) => {
    const chain = editor.chain().focus();
    if (name === "bold") chain.toggleBold().run();
    else if (name === "italic") chain.toggleItalic().run();
    else if (name === "bulletList") chain.toggleBulletList().run();
    else if (name === "orderedList") chain.toggleOrderedList().run();
    else if (name === "code") chain.toggleCode().run();
    else setPanel((p) => (p === name ? null : name));
  };
  const selectedLatex = state.math ? String((editor.state.selection as NodeSelection).node.attrs.latex ?? "") : "";

  return (
    <div className="border-b border-slate-200">
      <div role="toolbar" aria-label={t("editor.toolbar")} className="flex flex-wrap gap-1 p-1.5">
        {(Object.keys(ICONS) as (keyof typeof ICONS)[]).map((name) => (
          <button
            key={name}
            type="button"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => run(name)}
            aria-pressed={state[name] || panel === name}
            aria-label={t(`editor.${name}`)}
            title={t(`editor.${name}`)}
            data-testid={`editor-${name}`}
            className={`inline-flex min-w-9 items-center justify-center rounded-md px-2 py-1.5 text-sm ${state[name] || panel === name ? "bg-brand-100 text-brand-800" : "text-slate-700 hover:bg-slate-100"}`}
          >
            {ICONS[name]}
          </button>
        ))}
      </div>
      {panel === "link" ? (
        <LinkPanel
          initial={String(editor.getAttributes("link").href ?? "")}
          onApply={(href) => {
            const chain = editor.chain().focus().extendMarkRange("link");
            if (href) chain.setLink({ href }).run();
            else chain.unsetLink().run();
            setPanel(null);
          }}
          onClose={() => {
            setPanel(null);
            editor.commands.focus();
          }}
        />
      ) : null}
      {panel === "math" ? (
        <MathPanel
          initial={selectedLatex}
          onApply={(latex) => {
            if (latex) editor.chain().focus().setInlineMath(latex).run();
            setPanel(null);
          }}
          onClose={() => {
            setPanel(null);
            editor.commands.focus();
          }}
        />
      ) : null}
    </div>
  );
}
