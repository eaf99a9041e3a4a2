import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "~/ui/spinner";
import type { QuestionEditorProps } from "./question-editor";

/** Tiptap, ProseMirror and KaTeX's script load with the question form, not with the rest of the site. */
const QuestionEditor = lazy(() => import("./question-editor"));

export function LazyQuestionEditor(props: QuestionEditorProps) {
  const { t } = useTranslation("authoring");
  return (
    <Suspense
      fallback={
        <div
          className={`flex items-center justify-center rounded-lg border border-slate-300 bg-white text-sm text-slate-500 ${props.inline ? "h-20" : "h-40"}`}
        >
          <Spinner label={t("editor.loading")} />
        </div>
      }
    >
      <QuestionEditor {...props} />
    </Suspense>
  );
}
