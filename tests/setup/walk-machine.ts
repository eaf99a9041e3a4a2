import { createActor, fromPromise, SimulatedClock, waitFor, type AnyStateMachine } from "xstate";
import type { StatePath } from "xstate/graph";
import { transitionRecorder } from "./machine-coverage";

type AnyPath = StatePath<any, any>;

/**
 * Runs one path found by xstate/graph on the real machine: the promise actors named in
 * `promiseActors` settle as the path's done/error events say, delayed transitions run on a
 * simulated clock, every other event is sent. Checks the state after each step and records the
 * transitions taken into `taken`.
 */
export async function walkPath(
  machine: AnyStateMachine,
  path: AnyPath,
  opts: { input: unknown; promiseActors: string[]; extraActors?: Record<string, unknown>; actions?: Record<string, unknown>; taken: Set<string> },
) {
  const outcomes = new Map<string, { ok: boolean; value: unknown }[]>(opts.promiseActors.map((id) => [id, []]));
  for (const step of path.steps) {
    const m = step.event.type.match(/^xstate\.(done|error)\.actor\.(.+)$/);
    if (m && outcomes.has(m[2]!)) outcomes.get(m[2]!)!.push({ ok: m[1] === "done", value: m[1] === "done" ? step.event.output : step.event.error });
  }
  const actors: Record<string, unknown> = { ...opts.extraActors };
  for (const id of opts.promiseActors) {
    actors[id] = fromPromise(async () => {
      const next = outcomes.get(id)!.shift();
      // The path ends while this effect is still running: it stays pending.
      if (!next) return new Promise(() => {});
      if (!next.ok) throw next.value;
      return next.value;
    });
  }
  const clock = new SimulatedClock();
  const actor = createActor(machine.provide({ actors: actors as never, ...(opts.actions ? { actions: opts.actions as never } : {}) }), {
    input: opts.input as never,
    clock,
    inspect: transitionRecorder(opts.taken),
  });
  actor.start();
  const same = (a: unknown) => JSON.stringify(a);
  for (const step of path.steps) {
    const type = step.event.type;
    if (type === "xstate.init") {
      // The initial state may run eventless transitions or start effects; wait until it settles as the path says.
    } else if (/^xstate\.(done|error)\.actor\./.test(type)) {
      // The scripted effect settles by itself.
    } else if (type.startsWith("xstate.after.")) {
      clock.increment(Number(type.split(".")[2]));
    } else if (actor.getSnapshot().status !== "done") {
      // A final state takes no event (xstate/graph still lists its self-loops); sending one only logs a warning.
      actor.send(step.event);
    }
    await waitFor(actor, (s) => same(s.value) === same(step.state.value), { timeout: 1000 });
  }
  const snapshot = actor.getSnapshot();
  actor.stop();
  return snapshot;
}
