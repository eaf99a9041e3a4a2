import { serverRenderedForm } from "~/ui/server-rendered-form";
import type { QuestionForm } from "./question-form";

/**
 * The question form (conform, the fields, the live preview: about 25 KB gzipped) loads just after the page
 * (decision 0069); the server renders it in place meanwhile. The rich-text editor's chunk is asked for
 * with it, not after it: the editors show as soon as they did when the form was in the page's script.
 */
export const QuestionFormPart = /* @__PURE__ */ serverRenderedForm<Parameters<typeof QuestionForm>[0]>("question-form", () => {
  void import("../editor/question-editor").catch(() => {});
  return import("./question-form").then((m) => m.QuestionForm);
});
