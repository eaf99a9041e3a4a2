import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { SessionBoot } from "../boot.server";
import type { ExamScreenState } from "../web-state.server";
import { SectionStore, storageKey } from "~/features/question-view";
import { examApi, type NextModule } from "./api";
import { retryWhileUnanswered } from "~/lib/json-client";
import { loadOnce } from "~/lib/load-once";
import type { ExamEffects } from "./exam-runtime";
import { LazySession } from "./lazy-session";
import { loaded } from "./loaded";
import { SectionView } from "./section-view-part";

type SectionPayload = Extract<ExamScreenState, { kind: "section" }>["section"];

/** XState and the exam statechart: a chunk of their own, asked for when the exam screen first renders. */
const loadRuntime = loadOnce(() => import("./exam-runtime"));

/**
 * The statechart's clock actions on the section's store: time per question runs only while a question is on
 * screen (`section.answering`), never on Check Your Work, its confirmation or while submitting (decision 0054).
 */
export function questionClockActions(store: () => SectionStore | null) {
  return {
    questionClockOn: () => store()?.resumeClock(),
    questionClockOff: () => store()?.pauseClock(),
  };
}

/**
 * Runs the exam-session statechart with the real effects: loading the current state from the
 * server (keeping the section's questions and a device store of its answers) and submitting.
 *
 * `initial` is the state the server rendered the page with: the statechart starts there and the
 * section's store starts from the server's answers, so the first render in the browser is the HTML's;
 * the answers this device kept (a reload while offline) are taken in right after hydration. The statechart
 * itself loads after the first paint: until it runs, the screen shows `boot`, its first snapshot as the
 * server took it, and what is sent to it waits (lazy-session.ts, decision 0064).
 */
export function useExamSession(sessionId: number, initial: ExamScreenState, timerHidden: boolean, boot: SessionBoot) {
  const [screen, setScreen] = useState<ExamScreenState>(initial);
  // The module the last submit leads to: the transition screen names it.
  const [nextModule, setNextModule] = useState<NextModule | null>(null);
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

  // After hydration: the statechart's effects reach the rendered section's store (which takes in this
  // device's copy once the module's screen has hydrated: section-view.tsx).
  const first = useRef(store);
  useEffect(() => {
    if (first.current) storeRef.current ??= first.current;
  }, []);

  // The page's state until the statechart runs; its timers count from when the page was taken in. The
  // module's screen comes in a chunk of its own, asked for at the same time (section-view-part.ts).
  const [session] = useState(() => {
    if (typeof document !== "undefined") {
      void loadRuntime();
      // Needed at once after a reload in a module, at Start on the ready screen, after a break.
      void SectionView.preload().catch(() => {});
    }
    return new LazySession(boot, Date.now());
  });
  // A page that came with a module hands over to the statechart once that screen has hydrated: a change of
  // its props before then would make React drop the server's HTML and draw the screen anew.
  const [view] = useState(() => {
    let resolve = () => {};
    const mounted = new Promise<void>((r) => (resolve = r));
    return { mounted: initial.kind === "section" ? mounted : Promise.resolve(), resolve };
  });

  // After the first paint: the statechart runs from the page's state and takes over from `boot`. Its
  // effects read the current store through refs (one statechart per page).
  useEffect(() => {
    const effects: ExamEffects = {
      actions: questionClockActions(() => storeRef.current),
      loadState: async (input) => {
        const data = input.start
          ? await examApi.start(input.sessionId)
          : input.resume
            ? await examApi.resume(input.sessionId)
            : await examApi.state(input.sessionId);
        setScreen(data);
        if (data.kind === "section") openStore(data.section);
        else closeStore();
        return loaded(data);
      },
      submit: async (input) => {
        const current = storeRef.current;
        await current?.flush().catch(() => {});
        // A submit is idempotent (a section submitted twice stays submitted with its first answers):
        // while no server answers it is sent again, the message comes only after QUIET_RETRY_MS.
        const result = await retryWhileUnanswered(() => examApi.submit(input.sessionId, input.sectionId, current?.finalAnswers() ?? {}));
        current?.clear();
        setNextModule(result.next_module ?? null);
        return result;
      },
    };
    let live = true;
    void Promise.all([loadRuntime(), view.mounted]).then(([{ createExamActor }]) => {
      if (live) session.attach(createExamActor(effects, { sessionId, initial: loaded(initial, session.clientTime), timerHidden }));
    });
    return () => {
      live = false;
      session.detach();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one statechart per page
  }, []);

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

  const state = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
  return { state, send: session.send, screen, store, nextModule, viewMounted: view.resolve };
}
