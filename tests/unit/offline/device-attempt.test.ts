import { describe, expect, it } from "vitest";
import { advance, loadedOf, newAttempt, submitOpen } from "~/features/offline/device-attempt";
import { routeOnDevice, type FinalAnswers, type OfflinePackage, type PackageSection } from "~/features/offline/package";

/** Issue 33: the device decides the next module, the break and the end as the server does online. */
const section = (id: number, variant: PackageSection["variant"], test: "verbal" | "math", module: number, breakSeconds = 0): PackageSection => ({
  id,
  name: `S${id}`,
  test,
  module,
  variant,
  directions: "",
  seconds: 120,
  breakSeconds,
  readings: [],
  questions: [0, 1, 2].map((i) => ({
    id: id * 10 + i,
    index: i,
    question_type: "SC",
    question_title: "",
    question_text: "",
    reading: null,
    choices: [1, 2].map((c) => ({ id: id * 100 + i * 10 + c, choice_text: "" })),
  })),
});

const item = (b: number) => ({ a: 1.2, b, c: 0.2 });
const pkg: OfflinePackage = {
  v: 1,
  download: "0a1b2c3d-0000-4000-8000-000000000000",
  exam: { id: 1, name: "Short" },
  issuedAt: new Date(0).toISOString(),
  expiresAt: new Date(9e12).toISOString(),
  plan: [],
  thresholds: { verbal: 2 },
  stages: [
    { stage: 1, test: "verbal", module: 1, sections: [section(1, "standard", "verbal", 1)] },
    { stage: 2, test: "verbal", module: 2, sections: [section(2, "easier", "verbal", 2, 60), section(3, "harder", "verbal", 2, 60)] },
    { stage: 3, test: "math", module: 1, sections: [section(4, "standard", "math", 1)] },
  ],
  params: Object.fromEntries([10, 11, 12, 20, 21, 22, 30, 31, 32].map((id) => [id, item(id >= 30 ? 1.5 : id >= 20 ? -1.5 : 0)])),
  // The first choice is right in module 1.
  keys: Object.fromEntries([0, 1, 2].map((i) => [10 + i, { choice: 100 + i * 10 + 1, accepted: null }])),
};

const none = (): FinalAnswers => ({});
const allRight = (s: number): FinalAnswers => (s === 1 ? { 10: 101, 11: 111, 12: 121 } : {});
const allWrong = (s: number): FinalAnswers => (s === 1 ? { 10: 102, 11: 112, 12: 122 } : {});

describe("an attempt at a downloaded test on the device", () => {
  it("waits on the ready screen until Start, then takes module 1 with the issued length", () => {
    const a = newAttempt(pkg.download, "device");
    expect(advance(pkg, a, 1000, {}, none).view).toEqual({ kind: "ready" });
    const { attempt, view } = advance(pkg, a, 1000, { start: true }, none);
    expect(view.kind).toBe("section");
    expect(attempt.modules).toEqual([{ stage: 1, section: 1, startedAt: 1000, deadline: 121_000, submittedAt: null }]);
  });

  it("routes module 2 by the model: all right to the harder variant, all wrong to the easier", () => {
    expect(routeOnDevice(pkg, pkg.stages[1]!, allRight)).toBe(3);
    expect(routeOnDevice(pkg, pkg.stages[1]!, allWrong)).toBe(2);
  });

  it("reopened mid-module (a crash), resumes the same module with the same deadline", () => {
    const started = advance(pkg, newAttempt(pkg.download, "d"), 1000, { start: true }, none).attempt;
    const again = advance(pkg, started, 61_000, {}, none);
    expect(again.attempt).toEqual(started);
    expect(loadedOf(again.view, 61_000)).toMatchObject({ kind: "section", section: { id: 1, endTime: new Date(121_000).toISOString() } });
  });

  it("a module whose time ran out is closed at its deadline and the next one starts", () => {
    const started = advance(pkg, newAttempt(pkg.download, "d"), 1000, { start: true }, none).attempt;
    const later = advance(pkg, started, 500_000, {}, allRight);
    expect(later.attempt.modules[0]!.submittedAt).toBe(121_000);
    expect(later.attempt.modules[1]).toMatchObject({ section: 3, startedAt: 500_000 });
  });

  it("the break after module 2 runs from its submission; Resume ends it; the last module finishes the test", () => {
    let a = advance(pkg, newAttempt(pkg.download, "d"), 0, { start: true }, none).attempt;
    a = submitOpen(pkg, a, 1, 10_000).attempt;
    a = advance(pkg, a, 10_000, {}, allWrong).attempt;
    const afterTwo = submitOpen(pkg, a, 2, 20_000);
    expect(afterTwo.next).toBe("break");
    expect(afterTwo.attempt.breakEndsAt).toBe(80_000);
    expect(advance(pkg, afterTwo.attempt, 30_000, {}, none).view).toEqual({ kind: "break", endsAt: 80_000 });
    const resumed = advance(pkg, afterTwo.attempt, 30_000, { resume: true }, none);
    expect(resumed.view.kind).toBe("section");
    expect(resumed.attempt.breakEndsAt).toBeNull();
    const done = submitOpen(pkg, resumed.attempt, 4, 40_000);
    expect(done.next).toBe("finished");
    expect(done.attempt.finishedAt).toBe(40_000);
    expect(advance(pkg, done.attempt, 50_000, {}, none).view).toEqual({ kind: "finished" });
  });

  it("a submit after the deadline counts at the deadline, and a submit of another module changes nothing", () => {
    const a = advance(pkg, newAttempt(pkg.download, "d"), 0, { start: true }, none).attempt;
    expect(submitOpen(pkg, a, 1, 999_999).attempt.modules[0]!.submittedAt).toBe(120_000);
    expect(submitOpen(pkg, a, 4, 10_000).attempt).toEqual(a);
  });
});
