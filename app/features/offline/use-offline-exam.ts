import { useMachine } from "@xstate/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { fromPromise } from "xstate";
import { examSessionMachine, type Loaded } from "#machines/exam-session";
import type { ExamScreenState } from "~/features/exam";
import { SectionStore } from "~/features/question-view";
import { JsonRequestError } from "~/lib/json-client";
import { answersKey, finalAnswersIn, logSaver, type MirrorStorage } from "./answer-log";
import { advance, loadedOf, submitOpen, type DeviceAttempt, type DeviceView } from "./device-attempt";
import { idb } from "./idb";
import type { OfflinePackage } from "./package";
import { attemptKey, syncAttempt } from "./sync-client";

/**
 * The exam-session statechart of the online exam (machines/exam-session.ts) with the device's effects: the
 * next module, the break and the end decided on the device (device-attempt.ts), answers kept in IndexedDB
 * (answer-log.ts), and a sync whenever a module ends while there is a network. The screens are the online
 * exam's (ExamScreenView), so the test looks and works the same.
 */
export function useOfflineExam(pkg: OfflinePackage, initialAttempt: DeviceAttempt, mirror: MirrorStorage, examinee: string) {
  const attemptRef = useRef(initialAttempt);
  // Where the attempt stands on opening (a crash or a reload resumes the open module with its own deadline).
  const [first] = useState(() => {
    const now = Date.now();
    const { attempt, view } = advance(pkg, initialAttempt, now, {}, (s) => finalAnswersIn(mirror, initialAttempt.id, s));
    attemptRef.current = attempt;
    return { view, now };
  });
  const [attempt, setAttempt] = useState(attemptRef.current);
  const [screen, setScreen] = useState<ExamScreenState>(() => screenOf(pkg, attemptRef.current, first.view, first.now, examinee));
  const storeRef = useRef<SectionStore | null>(null);
  const [store, setStore] = useState<SectionStore | null>(() =>
    first.view.kind === "section" ? newStore(first.view.section.id, first.view.section.questions) : null,
  );
  storeRef.current ??= store;

  function newStore(sectionId: number, questions: { id: number }[]) {
    return new SectionStore(
      answersKey(initialAttempt.id, sectionId),
      questions.map((q) => ({ id: q.id, response: null })),
      0,
      logSaver(initialAttempt.id, sectionId),
      mirror,
    );
  }

  async function keep(next: DeviceAttempt) {
    attemptRef.current = next;
    setAttempt(next);
    await idb.set(attemptKey(pkg.download), next);
  }

  // The server answered that nobody is signed in (a killed browser may lose its cookies): the attempt waits.
  const [signedOut, setSignedOut] = useState(false);

  async function sync() {
    if (!navigator.onLine) return;
    try {
      const synced = await syncAttempt(pkg.download);
      attemptRef.current = { ...attemptRef.current, session: synced.session, synced: synced.synced, refused: synced.refused };
      setAttempt(attemptRef.current);
      setSignedOut(false);
    } catch (error) {
      // No network after all, or no sign-in: the attempt waits on the device for the next chance.
      setSignedOut(error instanceof JsonRequestError && error.status === 401);
    }
  }

  useEffect(() => {
    void idb.set(attemptKey(pkg.download), attemptRef.current);
    const onOnline = () => void sync();
    window.addEventListener("online", onOnline);
    if (attemptRef.current.finishedAt !== null && !attemptRef.current.synced) void sync();
    return () => window.removeEventListener("online", onOnline);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page: the attempt is read through its ref
  }, []);

  const machine = useMemo(
    () =>
      examSessionMachine.provide({
        actors: {
          loadState: fromPromise<Loaded, { sessionId: number; resume: boolean; start: boolean }>(async ({ input }) => {
            const now = Date.now();
            const { attempt: next, view } = advance(pkg, attemptRef.current, now, { start: input.start, resume: input.resume }, (s) =>
              finalAnswersIn(mirror, initialAttempt.id, s),
            );
            await keep(next);
            setScreen(screenOf(pkg, next, view, now, examinee));
            if (view.kind === "section") openStore(view.section.id, view.section.questions);
            else closeStore();
            return loadedOf(view, now);
          }),
          submit: fromPromise(async ({ input }) => {
            await storeRef.current?.flush().catch(() => {});
            const { attempt: next, next: state } = submitOpen(pkg, attemptRef.current, input.sectionId, Date.now());
            await keep(next);
            void sync();
            return { state };
          }),
        },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one machine per page: its actors read the attempt and store through refs
    [],
  );

  function openStore(sectionId: number, questions: { id: number }[]) {
    if (storeRef.current?.key === answersKey(initialAttempt.id, sectionId)) return;
    storeRef.current?.dispose();
    const s = newStore(sectionId, questions);
    storeRef.current = s;
    setStore(s);
  }
  function closeStore() {
    storeRef.current?.dispose();
    storeRef.current = null;
    setStore(null);
  }

  const [state, send, actor] = useMachine(machine, { input: { sessionId: sessionNumber(pkg.download), initial: loadedOf(first.view, first.now) } });
  return { state, send, actor, screen, store, attempt, sync, signedOut };
}

/** A number standing for the attempt where the screens want a session id (the five-minute warning's key). */
export const sessionNumber = (downloadId: string) => parseInt(downloadId.slice(0, 7), 16);

/** The exam screen's state for a view of the device's attempt, in the shape the server gives the online screen. */
function screenOf(pkg: OfflinePackage, attempt: DeviceAttempt, view: DeviceView, now: number, examinee: string): ExamScreenState {
  const base = { sessionId: sessionNumber(pkg.download), examName: pkg.exam.name, examinee, serverTime: new Date(now).toISOString() };
  if (view.kind === "finished") return { ...base, kind: "finished" };
  if (view.kind === "ready") return { ...base, kind: "ready", plan: pkg.plan };
  if (view.kind === "break") {
    const nextStage = pkg.stages[attempt.modules.length];
    return { ...base, kind: "break", endsAt: new Date(view.endsAt).toISOString(), nextSection: nextStage?.sections[0]?.id ?? 0 };
  }
  const { section, module, stageIndex } = view;
  return {
    ...base,
    kind: "section",
    section: {
      id: section.id,
      name: section.name,
      section_type: `sat_${section.test}_module_${section.module}`,
      test: section.test,
      module: section.module,
      duration: section.seconds,
      directions: section.directions,
      started_at: new Date(module.startedAt).toISOString(),
      end_time: new Date(module.deadline).toISOString(),
      server_time: new Date(now).toISOString(),
      submitted: false,
      active_question_index: 0,
      session: base.sessionId,
      progress: { stage: stageIndex + 1, stages: pkg.stages.length },
      readings: section.readings,
      sat_question_group: { questions: section.questions.map((q) => ({ ...q, response: null })) },
    },
  };
}
