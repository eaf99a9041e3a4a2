import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useTranslation } from "react-i18next";
import { RICH_TEXT_CLASS } from "../rich-text-class";
import { EditorToolbar } from "./editor-toolbar";
import { ForumMath } from "./inline-math";

export type RichTextEditorProps = {
  id: string;
  /** The sanitized HTML to start from (an edit), or "" for a new post. */
  initialHtml: string;
  /** Called on every change with the HTML to send and its text (empty when there is nothing to read). */
  onChange: (html: string, text: string) => void;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
};

/**
 * The post editor (Tiptap): bold, italic, lists, links, code and inline math, 320 px high. Loaded
 * only when a writer opens the post form (see lazy-rich-text-editor.tsx), so pages that only read stay small.
 */
export default function RichTextEditor({ id, initialHtml, onChange, labelledBy, describedBy, invalid }: RichTextEditorProps) {
  const { t } = useTranslation("forum");
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, defaultProtocol: "https", protocols: ["http", "https", "mailto"] },
        horizontalRule: false,
      }),
      ForumMath,
    ],
    content: initialHtml || "",
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class: `${RICH_TEXT_CLASS} min-h-full px-3 py-2 outline-none`,
      },
    },
    onUpdate: ({ editor }) => onChange(editor.isEmpty ? "" : editor.getHTML(), editor.getText().trim()),
  });
  const empty = useEditorState({ editor, selector: ({ editor }) => editor?.isEmpty ?? true });

  return (
    <div
      className={`flex flex-col rounded-lg border bg-white shadow-sm focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-100 ${invalid ? "border-red-500" : "border-slate-300"}`}
    >
      <EditorToolbar editor={editor} />
      <div className="relative h-80 overflow-y-auto" data-testid="post-editor">
        {empty ? (
          <p aria-hidden className="pointer-events-none absolute left-3 top-2 my-2 text-slate-400">
            {t("composer.bodyPlaceholder")}
          </p>
        ) : null}
        <EditorContent editor={editor} className="h-full [&>.ProseMirror]:h-full" />
      </div>
    </div>
  );
}
