/**
 * Counts how long the active question is on screen while the page is visible (Page Visibility API):
 * the time runs only while `document.visibilityState` is "visible" and a question is active, and each
 * stretch is credited to the question that was active during it. The section store owns one clock and
 * adds what it reads to the question's total.
 */
export class QuestionClock {
  private since: number | null = null;
  private question: number | null = null;
  private running = false;

  constructor(private readonly now: () => number = Date.now) {}

  /** Starts counting for a question (the page must also be visible). */
  start(question: number | null) {
    this.running = true;
    this.question = question;
    this.since = visible() ? this.now() : null;
  }

  stop() {
    this.running = false;
    this.since = null;
  }

  isRunning() {
    return this.running;
  }

  /** The time since the last read, credited to the question that was active, and restarts the stretch. */
  take(): { question: number; ms: number } | null {
    if (!this.running || this.question === null || this.since === null) {
      if (this.running && visible()) this.since = this.now();
      return null;
    }
    const at = this.now();
    const ms = Math.max(0, at - this.since);
    this.since = visible() ? at : null;
    return { question: this.question, ms };
  }

  /** The active question changes: what ran so far goes to the old one. */
  switchTo(question: number | null) {
    const taken = this.take();
    this.question = question;
    return taken;
  }

  /** The page was hidden or shown: a hidden page stops the stretch, a shown one starts one. */
  visibilityChanged() {
    const taken = this.running && this.since !== null ? this.take() : null;
    this.since = this.running && visible() ? this.now() : null;
    return taken;
  }
}

function visible() {
  return typeof document === "undefined" || document.visibilityState === "visible";
}
