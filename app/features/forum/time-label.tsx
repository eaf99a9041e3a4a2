import { useTranslation } from "react-i18next";
import { useDateFormat } from "~/lib/use-format";
import { useNow } from "~/lib/use-now";
import { useForumSession } from "./forum-context";

const JUST_NOW_MS = 60_000;

/** When something was written: "Just now" for the last minute (and for a comment still on its way), else the date and time. */
export function TimeLabel({ iso, edited = false }: { iso: string | null; edited?: boolean }) {
  const { t } = useTranslation("forum");
  const { now: serverNow } = useForumSession();
  const now = useNow(serverNow, 30_000);
  const format = useDateFormat({ time: true });
  const recent = !iso || now - new Date(iso).getTime() < JUST_NOW_MS;
  const text = recent ? t("time.justNow") : format(iso);
  return (
    <span className="text-xs text-slate-600">
      {iso ? <time dateTime={iso}>{text}</time> : text}
      {edited ? <span> · {t("time.edited")}</span> : null}
    </span>
  );
}
