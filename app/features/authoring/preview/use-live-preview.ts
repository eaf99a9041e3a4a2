import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { QuestionPreviewData } from "../preview.server";

/**
 * The server's preview of the form's current values, asked again 400 ms after the last change
 * (sanitized and typeset exactly as a save and the exam would do). The last preview stays on screen
 * while the next one is on its way.
 */
export function useLivePreview(values: unknown, initial: QuestionPreviewData | null) {
  const fetcher = useFetcher<{ preview: QuestionPreviewData }>();
  const serialized = JSON.stringify(values ?? {});
  const last = useRef(serialized);
  useEffect(() => {
    if (serialized === last.current) return;
    const timer = setTimeout(() => {
      last.current = serialized;
      fetcher.submit(serialized, { method: "post", action: "/teacher/questions/preview", encType: "application/json" });
    }, 400);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form value as a string is the one trigger; the fetcher changes on every render
  }, [serialized]);
  return { data: fetcher.data?.preview ?? initial, loading: fetcher.state !== "idle" };
}
