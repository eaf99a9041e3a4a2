import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { users } from "#db/schema";
import { examCards, latestUnfinished } from "~/features/exam/exam-cards.server";
import { createSession } from "~/features/exam/runtime.server";
import { examScreenState } from "~/features/exam/web-state.server";
import { examId, newUserToken, seedOnce } from "../setup/exam-helpers";
import { user } from "../setup/services";

/**
 * Issue 30: nothing is timed before Start (the ready screen), and the exam list and the dashboard say
 * which test is unfinished and how much time it has left.
 */
beforeAll(seedOnce);
afterAll(closeDb);

async function student() {
  const { username } = await newUserToken();
  const [row] = await (await getDb()).select({ id: users.id }).from(users).where(eq(users.username, username));
  return user(row!.id, "student", username);
}

describe("the ready screen and the exam cards", () => {
  it("a new session shows the ready screen with its plan, and takes the first module only on Start", async () => {
    const s = await student();
    const session = await createSession(s, await examId("practice-test-1"));
    const ready = await examScreenState(s, session.id, "en");
    expect(ready.kind).toBe("ready");
    if (ready.kind !== "ready") return;
    expect(ready.plan).toEqual([
      { kind: "module", test: "verbal", module: 1, minutes: 32 },
      { kind: "module", test: "verbal", module: 2, minutes: 32 },
      { kind: "break", minutes: 10 },
      { kind: "module", test: "math", module: 1, minutes: 35 },
      { kind: "module", test: "math", module: 2, minutes: 35 },
    ]);
    // Asking again is still the ready screen: no deadline was stamped.
    expect((await examScreenState(s, session.id, "en")).kind).toBe("ready");
    const cardBefore = (await examCards("en", s.id)).find((c) => c.slug === "practice-test-1")!;
    expect(cardBefore.inProgress).toEqual({ id: session.id, createdAt: session.createdAt.toISOString(), minutesLeft: 134 });

    const started = await examScreenState(s, session.id, "en", { start: true });
    expect(started.kind).toBe("section");
    if (started.kind !== "section") return;
    const left = (Date.parse(started.section.end_time) - Date.now()) / 60_000;
    expect(left).toBeGreaterThan(31.9);
    // Once the first module runs, a reload goes straight to it.
    expect((await examScreenState(s, session.id, "en")).kind).toBe("section");

    const card = (await examCards("en", s.id)).find((c) => c.slug === "practice-test-1")!;
    expect(card).toMatchObject({ modules: 4, minutes: 134, tests: ["verbal", "math"], last: null });
    // The open module's clock (32 minutes, just started) and the three modules not started.
    expect(card.inProgress?.minutesLeft).toBe(32 + 32 + 35 + 35);
    const dashboard = await latestUnfinished(s.id, "ru");
    expect(dashboard).toMatchObject({ id: session.id, minutesLeft: 134, examName: "Пробный тест 1" });
  });

  it("a student with nothing unfinished gets no card in progress and nothing on the dashboard", async () => {
    const s = await student();
    expect((await examCards("en", s.id)).every((c) => c.inProgress === null && c.last === null)).toBe(true);
    expect(await latestUnfinished(s.id, "en")).toBeNull();
  });
});
