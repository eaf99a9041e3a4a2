import { useTranslation } from "react-i18next";
import { useDateFormat } from "~/lib/use-format";

type Entry = { id: number; action: string; targetType: string; targetId: number; reason: string; excerptHtml: string; admin: string | null; createdAt: string };

/** The latest moderator actions: who did what to which item, and why. */
export function ModerationLog({ entries }: { entries: Entry[] }) {
  const { t } = useTranslation("forum");
  const date = useDateFormat({ time: true });
  if (entries.length === 0) return <p className="text-slate-600">{t("admin.noLog")}</p>;
  return (
    <ol className="flex flex-col gap-2" data-testid="moderation-log">
      {entries.map((e) => (
        <li key={e.id} className="rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm">
          <p>
            <span className="font-semibold">{e.admin ?? "—"}</span> · {t(`admin.action.${e.action}`)} · {t(`admin.kind.${e.targetType}`)} #{e.targetId}
            <time dateTime={e.createdAt} className="ml-2 text-slate-600">
              {date(e.createdAt)}
            </time>
          </p>
          {e.excerptHtml ? (
            // Escaped text with KaTeX's markup, built on the server (mathExcerptHtml).
            <p className="mt-1 truncate text-slate-600" dangerouslySetInnerHTML={{ __html: e.excerptHtml }} />
          ) : null}
          {e.reason ? <p className="mt-1 text-slate-800">{t("admin.reasonWas", { reason: e.reason })}</p> : null}
        </li>
      ))}
    </ol>
  );
}
