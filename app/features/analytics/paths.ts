/**
 * Pages where nothing is tracked at all, even with consent (docs/decisions/0031): no page view, no
 * event, and Google's tag is told to send nothing (`ga-disable-<id>`) while one of them is open. Each
 * either shows questions (exam content) or what a student wrote about them:
 * - /exams/session/… the exam itself; /exams/result/… a scored exam with its questions and answers
 * - /practice and /practice/… practice sets, the mistakes notebook
 * - /teacher/… authoring: questions being written, exams being built and previewed
 * - /admin/… administration (users, outbox, moderation)
 * The cookie banner is not shown there either (it would stand in the way of an exam).
 */
export const UNTRACKED_PREFIXES = ["/exams/session", "/exams/result", "/practice", "/teacher", "/admin"] as const;

export function isUntrackedPath(pathname: string): boolean {
  return UNTRACKED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
