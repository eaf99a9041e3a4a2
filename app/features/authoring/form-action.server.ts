import { redirect } from "react-router";
import { formFailure, parseSubmission } from "~/lib/action.server";
import { flashHeader } from "~/lib/flash.server";
import { ValidationError } from "~/lib/http.server";
import { readForm } from "~/lib/parse.server";
import { QuestionInputSchema, type QuestionInput } from "./question-schema";
import type { Author, QuestionRecord } from "./questions.server";
import { reviewQuestion } from "./review.server";

/** A service's field path ("choices.1.text") as conform names it ("choices[1].text"). */
export function conformName(path: string): string {
  return path.replace(/\.(\d+)(?=\.|$)/g, "[$1]");
}

/**
 * The action of the question form (create and edit alike): the same schema as the browser (conform),
 * then the service, which checks what needs the database and the sanitizer. Success goes to the
 * question with "Question submitted successfully!"; a refusal comes back as field errors on the form.
 * "Save and send for review" also sends the saved version for review.
 */
export async function submitQuestionForm(request: Request, user: Author, save: (input: QuestionInput) => Promise<QuestionRecord>) {
  const formData = await readForm(request);
  const { submission, refused } = parseSubmission(formData, QuestionInputSchema);
  if (refused) return refused;
  try {
    const record = await save(submission.value!);
    if (formData.get("then") === "review") await reviewQuestion(user, record.row.id, "submit");
    return redirect(`/teacher/questions/${record.row.id}`, { headers: { "Set-Cookie": await flashHeader("authoring:toast.submitted") } });
  } catch (error) {
    // The service names fields by path ("choices.1.text"); the form by conform's names.
    if (error instanceof ValidationError)
      return formFailure(new ValidationError(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [conformName(k), v]))), submission);
    return formFailure(error, submission);
  }
}
