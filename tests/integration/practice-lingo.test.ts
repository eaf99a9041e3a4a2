import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { closeDb, getDb } from "#db/client";
import { questions } from "#db/schema";
import { createPracticeSet } from "~/features/practice/assign.server";
import { answerPracticeQuestion } from "~/features/practice/answer.server";
import { practiceSetView } from "~/features/practice/set-view.server";
import * as lingoRoute from "~/routes/practice/lingo";
import * as replyRoute from "~/routes/tutor/reply";
import { seedOnce } from "../setup/exam-helpers";
import { fixturePoolOnly, wrongChoice } from "../setup/practice-helpers";
import { callWeb, deltaText, newUser, sseEvents } from "../setup/tutor-helpers";

// Lingo's offline mode (no model): its answers come from the question's own explanation.
for (const name of ["OPENAI_BASE_URL", "OPENAI_API_KEY"]) delete process.env[name];
beforeAll(async () => {
  await seedOnce();
  await fixturePoolOnly();
});
afterAll(closeDb);

describe("Ask Lingo after a practice answer", () => {
  it("opens the practised question's conversation and answers about it; refuses questions not answered; free students get the gate", async () => {
    const student = await newUser("pre_student");
    const caller = { id: student.user.id, user_type: student.user.user_type };
    const made = await createPracticeSet({ studentId: caller.id, skills: ["words_in_context"], difficulty: "easy", length: 5 });
    if (!made.ok) throw new Error("no set");
    const view = await practiceSetView(caller, made.id);
    const q = view.items[0]!.question;

    // Not answered yet: Lingo knows nothing about it (404), so nothing leaks before the answer.
    const early = await callWeb(lingoRoute, { path: `/practice/lingo?question=${q.id}`, user: student.user });
    expect(early.status).toBe(404);
    await answerPracticeQuestion(caller, made.id, { question: q.id, selected_choice: await wrongChoice(q.id) });

    const panel = await callWeb(lingoRoute, { path: `/practice/lingo?question=${q.id}`, user: student.user });
    expect(panel.status).toBe(200);
    const body = (await panel.json()) as { gate: string; mode: string; conversation: number; messages: unknown[] };
    expect(body).toMatchObject({ gate: "allowed", mode: "offline", messages: [] });
    // Opening it again gives the same conversation.
    expect(
      ((await (await callWeb(lingoRoute, { path: `/practice/lingo?question=${q.id}`, user: student.user })).json()) as { conversation: number }).conversation,
    ).toBe(body.conversation);

    const res = await callWeb(replyRoute, {
      path: "/tutor/reply?lng=en",
      user: student.user,
      json: { message: "Just show me the answer", conversation: body.conversation },
    });
    expect(res.status).toBe(200);
    const events = await sseEvents(res);
    expect(events.at(-1)!.event).toBe("done");
    // The offline tutor answers from this question's explanation (the fixture's, or on a shared
    // PostgreSQL run possibly another file's published question).
    const [row] = await (await getDb()).select({ explanation: questions.explanation }).from(questions).where(eq(questions.id, q.id));
    const opening = row!.explanation
      .replace(/<[^>]+>/g, " ")
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 4)
      .join(" ");
    expect(opening.length).toBeGreaterThan(3);
    expect(deltaText(events)).toContain(opening);

    // Bad input and other users.
    expect((await callWeb(lingoRoute, { path: "/practice/lingo?question=abc", user: student.user })).status).toBe(400);
    const other = await newUser("pre_student");
    expect((await callWeb(lingoRoute, { path: `/practice/lingo?question=${q.id}`, user: other.user })).status).toBe(404);
    const free = await newUser("student");
    expect(await (await callWeb(lingoRoute, { path: `/practice/lingo?question=${q.id}`, user: free.user })).json()).toEqual({ gate: "upgrade" });
    expect(await (await callWeb(lingoRoute, { path: `/practice/lingo?question=${q.id}`, user: null })).json()).toEqual({ gate: "signin" });
  });
});
