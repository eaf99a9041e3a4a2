import { useMachine } from "@xstate/react";
import { useMemo, useRef, useState } from "react";
import { fromPromise } from "xstate";
import { examSessionMachine, type Loaded } from "#machines/exam-session";
import type { ExamScreenState } from "../web-state.server";
import { examApi } from "./api";
import { SectionStore, storageKey } from "./section-store";

export const TIMER_HIDDEN_KEY = "satlingo:exam:timer-hidden";
type SectionPayload = Extract<ExamScreenState, { kind: "section" }>["section"];

/**
 * Runs the exam-session statechart with the real effects: loading the current state from the
 * server (keeping the section's questions and a device store of its answers) and submitting.
 */
export function useExamSession(sessionId: number) {
  const [screen, setScreen] = useState<ExamScreenState | null>(null);
  const storeRef = useRef<SectionStore | null>(null);
  const [store, setStore] = useState<SectionStore | null>(null);

  const machine = useMemo(
    () =>
      examSessionMachine.provide({
        actors: {
          loadState: fromPromise<Loaded, { sessionId: number; resume: boolean }>(async ({ input }) => {
            const data = input.resume ? await examApi.resume(input.sessionId) : await examApi.state(input.sessionId);
            setScreen(data);
            if (data.kind === "section") {
              openStore(data.section);
              return { kind: "section", section: { id: data.section.id, name: data.section.name, endTime: data.section.end_time, serverTime: data.section.server_time } };
            }
            closeStore();
            if (data.kind === "break") return { kind: "break", endsAt: data.endsAt, serverTime: data.serverTime };
            return { kind: "finished" };
          }),
          submit: fromPromise(async ({ input }) => {
            const current = storeRef.current;
            await current?.flush().catch(() => {});
            const result = await examApi.submit(input.sessionId, input.sectionId, current?.finalAnswers() ?? {});
            current?.clear();
            return result;
          }),
        },
      }),
    [],
  );

  function openStore(section: SectionPayload) {
    if (storeRef.current?.key === storageKey(sessionId, section.id)) return;
    storeRef.current?.dispose();
    const s = new SectionStore(storageKey(sessionId, section.id), section.sat_question_group.questions, section.active_question_index, examApi.saver(sessionId, section.id));
    storeRef.current = s;
    setStore(s);
  }
  function closeStore() {
    storeRef.current?.dispose();
    storeRef.current = null;
    setStore(null);
  }

  const [state, send, actor] = useMachine(machine, { input: { sessionId } });
  return { state, send, actor, screen, store };
}
