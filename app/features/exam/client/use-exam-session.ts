import { useMachine } from "@xstate/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { fromPromise } from "xstate";
import { examSessionMachine, type Loaded } from "#machines/exam-session";
import type { ExamScreenState } from "../web-state.server";
import { SectionStore, storageKey } from "~/features/question-view";
import { examApi } from "./api";
import { retryWhileUnanswered } from "~/lib/json-client";

type SectionPayload = Extract<ExamScreenState, { kind: "section" }>["section"];

/** What the statechart needs to know of a screen state from the server. */
function loaded(data: ExamScreenState): Loaded {
  if (data.kind === "section")
    return { kind: "section", section: { id: data.section.id, name: data.section.name, endTime: data.section.end_time, serverTime: data.section.server_time } };
  if (data.kind === "break") return { kind: "break", endsAt: data.endsAt, serverTime: data.serverTime };
  if (data.kind === "ready") return { kind: "ready" };
  return { kind: "finished" };
}

/**
 * Runs the exam-session statechart with the real effects: loading the current state from the
 * server (keeping the section's questions and a device store of its answers) and submitting.
 *
 * `initial` is the state the server rendered the page with: the statechart starts there and the
 * section's store starts from the server's answers, so the first render in the browser is the HTML's;
 * the answers this device kept (a reload while offline) are taken in right after hydration.
 */
export function useExamSession(sessionId: number, initial: ExamScreenState, timerHidden: boolean) {
  const [screen, setScreen] = useState<ExamScreenState>(initial);
  const storeRef = useRef<SectionStore | null>(null);
  const [store, setStore] = useState<SectionStore | null>(() => (initial.kind === "section" ? newStore(initial.section, { deferDevice: true }) : null));

  function newStore(section: SectionPayload, options?: { deferDevice: boolean }) {
    return new SectionStore(
      storageKey(sessionId, section.id),
      section.sat_question_group.questions,
      section.active_question_index,
      examApi.saver(sessionId, section.id),
      undefined,
      options,
    );
  }

  // After hydration: the rendered section's store takes in this device's copy.
  const first = useRef(store);
  useEffect(() => {
    if (!first.current) return;
    storeRef.current ??= first.current;
    first.current.attachDevice();
  }, []);

  const machine = useMemo(
    () =>
      examSessionMachine.provide({
        actors: {
          loadState: fromPromise<Loaded, { sessionId: number; resume: boolean; start: boolean }>(async ({ input }) => {
            const data = input.start
              ? await examApi.start(input.sessionId)
              : input.resume
                ? await examApi.resume(input.sessionId)
                : await examApi.state(input.sessionId);
            setScreen(data);
            if (data.kind === "section") openStore(data.section);
            else closeStore();
            return loaded(data);
          }),
          submit: fromPromise(async ({ input }) => {
            const current = storeRef.current;
            await current?.flush().catch(() => {});
            // A submit is idempotent (a section submitted twice stays submitted with its first answers):
            // while no server answers it is sent again, the message comes only after QUIET_RETRY_MS.
            const result = await retryWhileUnanswered(() => examApi.submit(input.sessionId, input.sectionId, current?.finalAnswers() ?? {}));
            current?.clear();
            return result;
          }),
        },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one machine per page: its actors read the current store through refs
    [],
  );

  function openStore(section: SectionPayload) {
    if (storeRef.current?.key === storageKey(sessionId, section.id)) return;
    storeRef.current?.dispose();
    const s = newStore(section);
    storeRef.current = s;
    setStore(s);
  }
  function closeStore() {
    storeRef.current?.dispose();
    storeRef.current = null;
    setStore(null);
  }

  const [state, send, actor] = useMachine(machine, { input: { sessionId, initial: loaded(initial), timerHidden } });
  return { state, send, actor, screen, store };
}
