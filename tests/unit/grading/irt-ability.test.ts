import { describe, expect, it } from "vitest";
import { expectedShare, predictedSuccess, SKILL_SPREAD, skillAbilities, type SkillAnswer } from "#grading/irt-ability";
import { eap, moments, NODES, posterior } from "#grading/irt-eap";
import { p3 } from "#grading/irt-model";

const item = (b: number, c = 0.25) => ({ a: 1.2, b, c });
const answers: SkillAnswer[] = [
  { item: item(-1), correct: true, skill: "boundaries", test: "verbal" },
  { item: item(0), correct: true, skill: "boundaries", test: "verbal" },
  { item: item(0.5), correct: false, skill: "boundaries", test: "verbal" },
  { item: item(-0.5), correct: true, skill: "transitions", test: "verbal" },
  { item: item(1), correct: true, skill: "transitions", test: "verbal" },
  { item: item(0, 0), correct: false, skill: "circles", test: "math" },
];

describe("ability per skill (decision 0052)", () => {
  it("is the EAP of the skill's answers under N(EAP of the rest of the test, 0.8²), computed in one pass", () => {
    const [boundaries] = [skillAbilities(answers, [{ skill: "boundaries", test: "verbal" }]).get("boundaries")!];
    // By the definition, with the EAP module: the centre from the other verbal answers, then the own answers.
    const centre = eap(answers.filter((a) => a.test === "verbal" && a.skill !== "boundaries")).theta;
    const prior = NODES.map((t) => Math.exp(-(((t - centre) / SKILL_SPREAD) ** 2) / 2));
    const direct = moments(
      posterior(
        answers.filter((a) => a.skill === "boundaries"),
        NODES,
        prior,
      ),
    );
    expect(boundaries.theta).toBeCloseTo(direct.theta, 10);
    expect(boundaries.sd).toBeCloseTo(direct.sd, 10);
    expect(boundaries.answers).toBe(3);
  });

  it("the predicted success is the posterior's average of P(θ), between P at the extremes and close to P at the EAP", () => {
    const ability = skillAbilities(answers, [{ skill: "transitions", test: "verbal" }]).get("transitions")!;
    const p = predictedSuccess(item(0), ability);
    const manual = ability.posterior.nodes.reduce((s, t, k) => s + ability.posterior.weights[k]! * p3(item(0), t), 0);
    expect(p).toBeCloseTo(manual, 12);
    expect(Math.abs(p - p3(item(0), ability.theta))).toBeLessThan(0.05);
    // The expected share of a skill's test questions falls as ability falls.
    const weak = skillAbilities(
      Array.from({ length: 10 }, () => ({ item: item(-1), correct: false, skill: "circles", test: "math" as const })),
      [{ skill: "circles", test: "math" }],
    ).get("circles")!;
    const fresh = skillAbilities([], [{ skill: "circles", test: "math" }]).get("circles")!;
    expect(expectedShare(weak, "math")).toBeLessThan(expectedShare(fresh, "math") - 0.2);
  });
});
