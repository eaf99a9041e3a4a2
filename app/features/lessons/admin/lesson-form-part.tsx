import { serverRenderedForm } from "~/ui/server-rendered-form";
import type { LessonForm } from "./lesson-form";

/** The lesson form (conform and its fields, the quiz editor) loads just after the page (decision 0069); the server renders it in place meanwhile. */
export const LessonFormPart = /* @__PURE__ */ serverRenderedForm<Parameters<typeof LessonForm>[0]>("lesson", () =>
  import("./lesson-form").then((m) => m.LessonForm),
);
