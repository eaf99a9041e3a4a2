import { describe, expect, it } from "vitest";
import { createActor, fromPromise, toPromise } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { createAuthMachine, type AuthInput } from "#machines/auth-verification";
import { allTransitions, transitionRecorder } from "../../setup/machine-coverage";

type User = { id: number };
const machine = createAuthMachine<User>();
const user: User = { id: 7 };
const tokens = { access: "new-access", refresh: "new-refresh" };

// The outcomes of the two effects, as the events the machine receives when they settle.
const events = [
  { type: "xstate.done.actor.verifyAccess", output: user },
  { type: "xstate.error.actor.verifyAccess", error: new Error("access_invalid") },
  { type: "xstate.done.actor.refreshTokens", output: { user, tokens } },
  { type: "xstate.error.actor.refreshTokens", error: new Error("refresh_reused") },
] as const;

const inputs: AuthInput<User>[] = [{}, { access: "a" }, { refresh: "r" }, { access: "a", refresh: "r" }];
const taken = new Set<string>();

describe("auth verification statechart (model-based)", () => {
  for (const input of inputs) {
    // xstate/graph walks the machine itself (createTestModel refuses machines that invoke actors).
    const paths = getShortestPaths(machine, { input, events: events as never });
    // Every walk that reaches a final state: each is run for real below.
    for (const path of paths.filter((p) => ["signedIn", "anonymous", "rejected"].includes(p.state.value as string))) {
      const expected = path.state.value as string;
      const steps = path.steps.map((s) => s.event.type).filter((t) => t.startsWith("xstate."));
      it(`${JSON.stringify(input)}: ${steps.join(" → ") || "(no effect)"} ends ${expected}`, async () => {
        // The real machine, with effects that settle the way this path says.
        const outcome = (id: string) => path.steps.find((s) => s.event.type.endsWith(`.actor.${id}`))!.event.type.startsWith("xstate.done");
        const actor = createActor(
          machine.provide({
            actors: {
              verifyAccess: fromPromise(async ({ input: i }) => {
                expect(i.access).toBe(input.access);
                if (!outcome("verifyAccess")) throw new Error("access_invalid");
                return user;
              }),
              refreshTokens: fromPromise(async ({ input: i }) => {
                expect(i.refresh).toBe(input.refresh);
                if (!outcome("refreshTokens")) throw new Error("refresh_reused");
                return { user, tokens };
              }),
            },
          }),
          { input, inspect: transitionRecorder(taken) },
        );
        actor.start();
        const output = await toPromise(actor);
        expect(output.status).toBe(expected);
        expect(output.user).toEqual(expected === "signedIn" ? user : null);
        expect(output.refreshed).toEqual(steps.includes("xstate.done.actor.refreshTokens") ? tokens : null);
        if (expected === "rejected") expect(output.failure).toMatch(/access_invalid|refresh_reused/);
      });
    }
  }

  it("took every transition of the machine", () => {
    const missing = [...allTransitions(machine)].filter((t) => !taken.has(t));
    expect(missing).toEqual([]);
    // start: 3 eventless; verifyingAccess: done + 2 guarded errors; refreshing: done + error.
    expect(allTransitions(machine).size).toBe(8);
  });
});
