import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "~/ui/spinner";
import type { RichTextEditorProps } from "./rich-text-editor";

/** Tiptap, ProseMirror and KaTeX's script load when the post form first opens, not with the forum page. */
const RichTextEditor = lazy(() => import("./rich-text-editor"));

export function LazyRichTextEditor(props: RichTextEditorProps) {
  const { t } = useTranslation("forum");
  return (
    <Suspense
      fallback={
        <div className="flex h-[364px] items-center justify-center rounded-lg border border-slate-300 bg-white text-sm text-slate-500">
          <Spinner label={t("composer.editorLoading")} />
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
