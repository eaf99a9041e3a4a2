import type { Loaded } from "#machines/exam-session";
import { routeOnDevice, type DeviceModule, type FinalAnswers, type OfflinePackage, type PackageSection } from "./package";

/**
 * An attempt at a downloaded test on the device (issue 33): the modules it took (start and deadline by the
 * device clock), the break and the end, decided here as the server decides them online (runtime.server.ts
 * `resolveState`): a module whose deadline passed is closed at its deadline, the break after a module runs
 * from its end, module 2 is routed by the server's own function, the first module waits for Start.
 */
export type DeviceAttempt = {
  /** The attempt's UUID: the server's session is keyed by it. */
  id: string;
  download: string;
  device: string;
  modules: DeviceModule[];
  breakEndsAt: number | null;
  finishedAt: number | null;
  /** The server has the whole attempt (finished and taken in). */
  synced: boolean;
  /** The server's session once a sync made it. */
  session: number | null;
  /** The server's refusal of the last sync, as it worded it. */
  refused: string | null;
};

export type DeviceView =
  | { kind: "ready" }
  | { kind: "section"; module: DeviceModule; section: PackageSection; stageIndex: number }
  | { kind: "break"; endsAt: number }
  | { kind: "finished" };

export function newAttempt(download: string, device: string): DeviceAttempt {
  return { id: crypto.randomUUID(), download, device, modules: [], breakEndsAt: null, finishedAt: null, synced: false, session: null, refused: null };
}

const sectionIn = (pkg: OfflinePackage, stageIndex: number, sectionId: number) => pkg.stages[stageIndex]?.sections.find((s) => s.id === sectionId) ?? null;

/** Closes the open module at its deadline when that has passed (as the server closes an expired one). */
function closeExpired(pkg: OfflinePackage, attempt: DeviceAttempt, now: number): DeviceAttempt {
  const i = attempt.modules.length - 1;
  const last = attempt.modules[i];
  if (!last || last.submittedAt !== null || now < last.deadline) return attempt;
  return close(pkg, attempt, last.deadline);
}

/** The open module ends at `at`; the break after it (if any) runs from then. */
function close(pkg: OfflinePackage, attempt: DeviceAttempt, at: number): DeviceAttempt {
  const i = attempt.modules.length - 1;
  const last = attempt.modules[i]!;
  const section = sectionIn(pkg, i, last.section);
  const modules = attempt.modules.map((m, k) => (k === i ? { ...m, submittedAt: at } : m));
  const pause = section?.breakSeconds ?? 0;
  const done = modules.length === pkg.stages.length;
  return { ...attempt, modules, breakEndsAt: !done && pause > 0 ? at + pause * 1000 : null, finishedAt: done ? at : attempt.finishedAt };
}

/**
 * Where the attempt stands now, starting the next module when it is due: `start` (the student pressed Start
 * on the ready screen), `resume` (ends a running break). Returns the attempt as it is to be kept.
 */
export function advance(
  pkg: OfflinePackage,
  current: DeviceAttempt,
  now: number,
  intent: { start?: boolean; resume?: boolean },
  answersOf: (sectionId: number) => FinalAnswers,
): { attempt: DeviceAttempt; view: DeviceView } {
  const attempt = closeExpired(pkg, current, now);
  const i = attempt.modules.length - 1;
  const last = attempt.modules[i];
  if (last && last.submittedAt === null) return { attempt, view: { kind: "section", module: last, section: sectionIn(pkg, i, last.section)!, stageIndex: i } };
  if (attempt.modules.length >= pkg.stages.length)
    return { attempt: { ...attempt, finishedAt: attempt.finishedAt ?? last?.submittedAt ?? now }, view: { kind: "finished" } };
  if (!last && !intent.start) return { attempt, view: { kind: "ready" } };
  if (attempt.breakEndsAt !== null && attempt.breakEndsAt > now && !intent.resume) return { attempt, view: { kind: "break", endsAt: attempt.breakEndsAt } };
  const stageIndex = attempt.modules.length;
  const stage = pkg.stages[stageIndex]!;
  const sectionId = routeOnDevice(pkg, stage, answersOf);
  const section = stage.sections.find((s) => s.id === sectionId)!;
  const module: DeviceModule = { stage: stage.stage, section: section.id, startedAt: now, deadline: now + section.seconds * 1000, submittedAt: null };
  return { attempt: { ...attempt, modules: [...attempt.modules, module], breakEndsAt: null }, view: { kind: "section", module, section, stageIndex } };
}

/** The student submitted the open module (or its time ran out): closed now, or at its deadline if that came first. */
export function submitOpen(
  pkg: OfflinePackage,
  attempt: DeviceAttempt,
  sectionId: number,
  now: number,
): { attempt: DeviceAttempt; next: "section" | "break" | "finished" } {
  const last = attempt.modules.at(-1);
  const closed = last && last.section === sectionId && last.submittedAt === null ? close(pkg, attempt, Math.min(now, last.deadline)) : attempt;
  const next = closed.modules.length >= pkg.stages.length ? "finished" : closed.breakEndsAt !== null ? "break" : "section";
  return { attempt: closed, next };
}

/** What the statechart needs to know of a view (machines/exam-session.ts `Loaded`); the device clock is the clock. */
export function loadedOf(view: DeviceView, now: number): Loaded {
  const serverTime = new Date(now).toISOString();
  if (view.kind === "section")
    return { kind: "section", section: { id: view.section.id, name: view.section.name, endTime: new Date(view.module.deadline).toISOString(), serverTime } };
  if (view.kind === "break") return { kind: "break", endsAt: new Date(view.endsAt).toISOString(), serverTime };
  return view;
}
