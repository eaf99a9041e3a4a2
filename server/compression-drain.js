/**
 * `compression` sends `res.on("drain", fn)` to its zlib stream but leaves `res.once`, `res.off` and
 * `res.removeListener` on the response (expressjs/compression#135, #152). React Router's Node adapter waits
 * for backpressure with `res.once("drain")` + `res.off("drain")`, so every write that meets backpressure left
 * one listener on the Brotli/Gzip stream for the rest of the response: a real leak on large pages, reported by
 * Node as `MaxListenersExceededWarning: 11 drain listeners added to [BrotliCompress]`.
 *
 * Mounted right after `compression()`: one real "drain" listener per response (added through compression's
 * `res.on`, so it sits on whichever stream gets the drain), and `once`/`off` for "drain" kept in a set here.
 */
export function drainListenersOnce() {
  return (_req, res, next) => {
    const waiting = new Set();
    let attached = false;
    const once = res.once;
    const off = res.off;
    const removeListener = res.removeListener;
    res.once = function (type, listener) {
      if (type !== "drain") return once.call(this, type, listener);
      if (!attached) {
        attached = true;
        res.on("drain", () => {
          const now = [...waiting];
          waiting.clear();
          for (const fn of now) fn();
        });
      }
      waiting.add(listener);
      return this;
    };
    res.off = function (type, listener) {
      if (type === "drain" && waiting.delete(listener)) return this;
      return off.call(this, type, listener);
    };
    res.removeListener = function (type, listener) {
      if (type === "drain" && waiting.delete(listener)) return this;
      return removeListener.call(this, type, listener);
    };
    next();
  };
}
