/**
 * Exam content as the runtime reads it (an exam's stages, a section's questions and choices, the answer
 * rule's shape) changes only when the content is seeded or a teacher's exam is published, and a published
 * exam is frozen from then on (app/features/authoring/exams/publish.server.ts). So each instance reads it
 * once and keeps it for a few minutes: a start, a take or a save then costs only the statements about the
 * student's own rows (bench/README.md, docs/decisions/0058-one-call-exam-start.md).
 */
export const CONTENT_TTL_MS = 5 * 60 * 1000;

/**
 * `load(key)` kept per key for CONTENT_TTL_MS; callers at the same moment share one load, and a load that
 * fails is forgotten at once (the next caller tries again).
 */
export function contentCache<K, V>(load: (key: K) => Promise<V>) {
  const entries = new Map<K, { expires: number; value: Promise<V> }>();
  return (key: K): Promise<V> => {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = load(key).catch((error: unknown) => {
      if (entries.get(key)?.value === value) entries.delete(key);
      throw error;
    });
    entries.set(key, { expires: now + CONTENT_TTL_MS, value });
    return value;
  };
}
