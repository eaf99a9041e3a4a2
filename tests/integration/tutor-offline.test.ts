import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { tutorConversations, tutorMessages } from "#db/schema-tutor";
import * as conversationRoute from "~/routes/tutor/conversation";
import * as replyRoute from "~/routes/tutor/reply";
import * as studyPage from "~/routes/tutor/study";
import { seedOnce } from "../setup/exam-helpers";
import { callPage } from "../setup/page";
import { callWeb, deltaText, finishSession, newUser, questionByIdentifier, sseEvents, type Student } from "../setup/tutor-helpers";

// No OPENAI_BASE_URL or OPENAI_API_KEY: the embedded default, Lingo's offline mode.
for (const name of ["OPENAI_BASE_URL", "OPENAI_API_KEY"]) delete process.env[name];
beforeAll(seedOnce);
afterAll(closeDb);

async function ask(student: Student, body: Record<string, unknown>, lng = "en") {
  const res = await callWeb(replyRoute, { path: `/tutor/reply?lng=${lng}`, user: student.user, json: body });
  expect(res.status).toBe(200);
  const events = await sseEvents(res);
  const done = events.at(-1)!;
  expect(done.event).toBe("done");
  return { text: deltaText(events), message: (done.data as { message: { mode: string; step: number | null; content: string } }).message };
}

describe("Lingo without a model (offline mode)", () => {
  let student: Student;
  let session: number;
  let question: number;
  beforeAll(async () => {
    student = await newUser("pre_student");
    const taco = await questionByIdentifier("diag-math-01");
    question = taco.id;
    session = (await finishSession(student.access, "diagnostic", (q) => (q.id === taco.id ? taco.choices[1] : undefined))).id;
  });

  it("says it is offline, then gives the explanation one step per message, about a named choice, or whole when asked", async () => {
    const view = await (await callWeb(conversationRoute, { path: `/tutor/conversation?session=${session}&question=${question}`, user: student.user })).json();
    expect(view).toMatchObject({ gate: "allowed", mode: "offline", conversation: null, messages: [] });

    const first = await ask(student, { message: "I need a hint", session, question });
    expect(first.message).toMatchObject({ mode: "offline", step: 1 });
    expect(first.text).toBe(
      [
        "This question tests **Linear equations in one variable**: Write and solve an equation such as $ax + b = c$ with one unknown, often from a word problem.",
        "**Step 1 of 5.** Let $t$ be the number of tacos.",
        "Try this step yourself, then tell me what you got, or ask for the next hint.",
      ].join("\n\n"),
    );
    const second = await ask(student, { message: "ok, next", session, question });
    expect(second.text).toBe("**Step 2 of 5.** The cost is $4t + 3 = 35$.\n\nTry this step yourself, then tell me what you got, or ask for the next hint.");
    const choice = await ask(student, { message: "Why not B?", session, question });
    expect(choice.text).toBe("About choice B:\n\n$8.75$ divides the total by the price of a taco without first taking off the $\\$3$ fee: $\\frac{35}{4}$.");
    const third = await ask(student, { message: "and then?", session, question });
    expect(third.text).toMatch(/^\*\*Step 3 of 5\.\*\* Subtract 3 from both sides: \$4t = 32\$\./);
    // "answer" in a request for a hint is not a request for the answer (issue 27).
    const hint = await ask(student, { message: "Why is my answer wrong? Give me a hint first.", session, question });
    expect(hint.text).toMatch(/^\*\*Step 4 of 5\.\*\*/);
    expect(hint.text).not.toContain("Answer: **A**");
    const whole = await ask(student, { message: "Just show me the answer", session, question });
    expect(whole.text).toContain("Here is the whole explanation:\n\nLet $t$ be the number of tacos.");
    expect(whole.text).toContain("$32$ is the cost of the tacos alone");
    expect(whole.text.endsWith("Answer: **A**")).toBe(true);
    // In Russian, Lingo's own words and the question's explanation are Russian (content/explanations/ru).
    const ru = await ask(student, { message: "почему не C?", session, question }, "ru");
    expect(ru.text).toBe("О варианте C:\n\n$9.5$ получается, если прибавить сбор к сумме, а не вычесть его: $\\frac{35 + 3}{4}$.");

    const db = await getDb();
    const stored = await db
      .select({ role: tutorMessages.role, mode: tutorMessages.mode })
      .from(tutorMessages)
      .innerJoin(tutorConversations, eq(tutorConversations.id, tutorMessages.conversationId))
      .where(eq(tutorConversations.userId, student.user.id));
    expect(stored).toHaveLength(14);
    expect(stored.filter((m) => m.role === "assistant").every((m) => m.mode === "offline")).toBe(true);
  });

  it("on /study: the note of the skill a message names, or how to ask for one; the page lists every skill", async () => {
    const percent = await ask(student, { message: "How do I handle percent change questions?" });
    expect(percent.text).toMatch(/^\*\*Percentages\*\*: Percent of a number, percent change/);
    expect(percent.text).toContain("1. $p\\%$ of $N$ is $\\frac{p}{100} \\cdot N$.");
    const other = await ask(student, { message: "Tell me a joke" });
    expect(other.text).toMatch(/^I'm in offline mode: no AI model is configured on this server/);
    const az = await ask(student, { message: "Çevrə haqqında danış" }, "az");
    expect(az.text).toMatch(/^\*\*Çevrələr\*\*: Çevrə və dairə: sahə/);
    expect(az.text.endsWith("İstənilən vaxt başqa bacarığın adını çəkin və ya bu səhifədəki bacarıq qeydlərini açın.")).toBe(true);

    const page = await callPage(studyPage, { path: "/study?lng=en", user: student.user });
    expect(page.status).toBe(200);
    const { view } = page.data as { view: { mode: string; conversations: { kind: string; title: string }[]; skills: { notes: Record<string, unknown> } } };
    expect(view.mode).toBe("offline");
    expect(Object.keys(view.skills.notes)).toHaveLength(30);
    expect(view.conversations.map((c) => c.kind)).toEqual(["study", "study", "study", "question"]);
    expect(view.conversations[0]!.title).toBe("Çevrə haqqında danış");
  });

  it("keeps conversations per user: reopened from the list, deletable only by their owner", async () => {
    const own = (await callPage(studyPage, { path: "/study?lng=en", user: student.user })).data.view.conversations as { id: number; kind: string }[];
    const questionConversation = own.find((c) => c.kind === "question")!;
    const reopened = await callPage(studyPage, { path: `/study?c=${questionConversation.id}&lng=en`, user: student.user });
    expect(reopened.data.view.selected).toMatchObject({
      kind: "question",
      session,
      question,
      subject: { exam: "Diagnostic Test", test: "math", module: 1, number: 1 },
    });
    expect(reopened.data.view.selected.messages).toHaveLength(14);

    const stranger = await newUser("pre_student");
    expect((await callPage(studyPage, { path: `/study?c=${questionConversation.id}`, user: stranger.user })).status).toBe(404);
    const theirDelete = await callPage(studyPage, {
      path: "/study",
      user: stranger.user,
      form: { intent: "delete", conversation: String(questionConversation.id) },
    });
    expect(theirDelete.status).toBe(404);

    const deleted = await callPage(studyPage, {
      path: "/study",
      user: student.user,
      form: { intent: "delete", conversation: String(questionConversation.id) },
    });
    expect(deleted.status).toBe(302);
    expect(deleted.location).toBe("/study");
    const after = (await callPage(studyPage, { path: "/study", user: student.user })).data.view.conversations as { id: number }[];
    expect(after.map((c) => c.id)).not.toContain(questionConversation.id);
    const db = await getDb();
    expect(await db.select().from(tutorMessages).where(eq(tutorMessages.conversationId, questionConversation.id))).toEqual([]);
  });

  it("visitors and free students get the premium notice on /study and a 403 on every message, offline too", async () => {
    const visitor = await callPage(studyPage, { path: "/study", user: null });
    expect(visitor.data).toMatchObject({ gate: "signin", view: null });
    const free = await newUser("student");
    expect((await callPage(studyPage, { path: "/chat", user: free.user })).data).toMatchObject({ gate: "upgrade", view: null });
    const res = await callWeb(replyRoute, { path: "/tutor/reply", user: free.user, json: { message: "percentages?" } });
    expect(res.status).toBe(403);
    const panel = await callWeb(conversationRoute, { path: `/tutor/conversation?session=${session}&question=${question}`, user: free.user });
    expect(await panel.json()).toEqual({ gate: "upgrade" });
  });
});
