import { serverRenderedPart } from "~/ui/lazy-part";

/**
 * The module's screen (section-view.tsx) is not in the exam page's first load (decision 0068): the server
 * renders it in place, the browser keeps that HTML (the question, its choices, the timer as rendered) and
 * hydrates it when the chunk has come, asked for with the statechart's as the page's script first runs.
 * Until then a radio keeps its own state and an early Next waits (decision 0061; exam-screen.tsx holds the
 * early clicks until the part has mounted); the statechart takes over once it has (use-exam-session.ts).
 */
export const SectionView = /* @__PURE__ */ serverRenderedPart(() => import("./section-view").then((m) => m.SectionView));
