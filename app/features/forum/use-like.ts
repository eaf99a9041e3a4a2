import { useRef, useState } from "react";
import { forumUrls, send } from "./forum-client";

export type LikeState = { likes: number; liked: boolean };

/**
 * A like that shows at once and is then settled by the server. Requests go one at a time, each
 * saying the state the reader wants (not "toggle"), so quick clicks end where the last click left it;
 * when the server refuses, the button goes back to what the server last confirmed and `onError` gets its message.
 */
export function useLike(postId: number, initial: LikeState, onError: (message: string | null) => void) {
  const [shown, setShown] = useState(initial);
  const confirmed = useRef(initial);
  const wanted = useRef(initial.liked);
  const sending = useRef(false);

  async function flush() {
    sending.current = true;
    while (wanted.current !== confirmed.current.liked) {
      const result = await send<LikeState>(forumUrls.like(postId), "POST", { liked: String(wanted.current) });
      if (!result.ok) {
        wanted.current = confirmed.current.liked;
        setShown(confirmed.current);
        onError(result.message);
        break;
      }
      confirmed.current = result.data;
      const pending = wanted.current !== result.data.liked;
      setShown(pending ? { liked: wanted.current, likes: result.data.likes + (wanted.current ? 1 : -1) } : result.data);
    }
    sending.current = false;
  }

  function toggle() {
    const next = !wanted.current;
    wanted.current = next;
    setShown((s) => ({ liked: next, likes: Math.max(0, s.likes + (next ? 1 : -1)) }));
    if (!sending.current) void flush();
  }

  return { ...shown, toggle };
}
