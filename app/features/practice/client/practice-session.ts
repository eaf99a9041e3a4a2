import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { focusViewHeading, SectionStore } from "~/features/question-view";
import type { PracticeSetJson } from "../set-view.server";
import { practiceApi, PracticeRequestError } from "./api";

const storeKey = (setId: number) => `satlingo:practice:${setId}`;
function makeStore(view: PracticeSetJson) {
  return new SectionStore(
    storeKey(view.id),
    view.items.map((i) => ({ id: i.question.id, response: i.response })),
    view.active_position,
    practiceApi.saver(view.id),
  );
}

/** Where the page opens: a checked question asked for (?question=id: its review), the current question, else the end. */
function startPosition(view: PracticeSetJson, question?: number) {
  const asked = question ? view.items.findIndex((i) => i.question.id === question && i.result) : -1;
  if (asked >= 0) return asked;
  const open = view.items.findIndex((i) => !i.result);
  return open >= 0 && view.next === "question" ? open : view.items.length;
}

/**
 * The state of a practice set on the page: the server's view of it, the device store of the work in
 * progress (saved as on the exam: device first, server in the background), the place (a question or the
 * end), and the calls that change it: check the answer, finish the set, reload after the limit or the
 * deadline. Focus follows the place: each new question (or the end) starts at its heading; after a check,
 * at the feedback.
 */
export function usePracticeSession(initial: PracticeSetJson, question?: number) {
  const { t } = useTranslation("practice");
  const [view, setView] = useState(initial);
  const [store, setStore] = useState(() => makeStore(initial));
  const [pos, setPos] = useState(() => startPosition(initial, question));
  const [busy, setBusy] = useState<"answer" | "finish" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [announce, setAnnounce] = useState("");
  const snap = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const focusAfter = useRef<string | null>(null);

  useEffect(() => () => store.dispose(), [store]);

  const item = pos < view.items.length ? view.items[pos]! : null;
  const answer = item ? store.answer(item.question.id) : null;

  /** The server's new view of the set: a fresh device store from it (the server now has the newest revisions). */
  const apply = useCallback((next: PracticeSetJson, moveTo?: number) => {
    setStore((old) => {
      old.dispose();
      return makeStore(next);
    });
    setView(next);
    if (moveTo !== undefined) setPos(moveTo);
  }, []);

  useEffect(() => {
    const target = focusAfter.current ?? (pos < view.items.length ? "question" : "end");
    focusAfter.current = null;
    requestAnimationFrame(() => focusViewHeading(target));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the place changes (a question or the end), not on every new view
  }, [pos]);

  const go = (to: number) => {
    setError(null);
    if (to < view.items.length) store.setActive(to);
    setPos(to);
  };

  const reload = async () => {
    try {
      const next = await practiceApi.view(view.id);
      apply(next, startPosition(next));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  const check = async () => {
    if (!item || !answer) return;
    const sc = item.question.question_type === "SC";
    if (sc ? answer.selected == null : !answer.text?.trim()) {
      setError(t(sc ? "practice:set.chooseFirst" : "practice:set.typeFirst"));
      return;
    }
    setBusy("answer");
    setError(null);
    await store.flush().catch(() => {});
    try {
      const next = await practiceApi.answer(view.id, {
        question: item.question.id,
        selected_choice: sc ? answer.selected : null,
        answer_text: sc ? null : answer.text,
        marked_for_review: answer.marked,
        revision: answer.rev + 1,
      });
      const done = next.items.find((i) => i.question.id === item.question.id);
      setAnnounce(done?.result?.is_correct ? t("practice:set.correct") : t("practice:set.incorrect"));
      focusAfter.current = "feedback";
      apply(next);
      requestAnimationFrame(() => focusViewHeading("feedback"));
    } catch (e) {
      if (e instanceof PracticeRequestError && (e.body.limit_reached || e.body.closed)) await reload();
      else setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  };

  const finish = async () => {
    setBusy("finish");
    await store.flush().catch(() => {});
    try {
      const next = await practiceApi.finish(view.id);
      apply(next, next.items.length);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  };

  /** A change to the current question's work (choice, entry, mark, crossed-out choices): saved, any error cleared. */
  const edit = (patch: Parameters<SectionStore["update"]>[1]) => {
    if (!item) return;
    setError(null);
    store.update(item.question.id, patch);
  };

  return { view, store, snap, pos, item, answer, busy, error, announce, go, reload, check, finish, edit };
}
