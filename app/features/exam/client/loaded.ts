import type { Loaded } from "#machines/exam-session";
import type { ExamScreenState } from "../web-state.server";

/**
 * What the statechart needs to know of a screen state from the server. `clientTime`: when the browser took
 * the page in (its first render), for the timers of the state the page came with.
 */
export function loaded(data: ExamScreenState, clientTime?: number): Loaded {
  if (data.kind === "section")
    return {
      kind: "section",
      section: { id: data.section.id, name: data.section.name, endTime: data.section.end_time, serverTime: data.section.server_time, clientTime },
    };
  if (data.kind === "break") return { kind: "break", endsAt: data.endsAt, serverTime: data.serverTime, clientTime };
  if (data.kind === "ready") return { kind: "ready" };
  return { kind: "finished" };
}
