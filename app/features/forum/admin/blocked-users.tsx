import { useTranslation } from "react-i18next";
import { MODERATION_REASON_MAX } from "../limits";
import { useModeration } from "./use-moderation";

type Blocked = { id: number; username: string; reason: string; created_at: string };

const input = "rounded-lg border border-slate-300 px-3 py-2 font-normal outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100";

/** Blocks a user from writing posts and comments, by username, with a reason they will see. */
export function BlockForm() {
  const { t } = useTranslation("forum");
  const { fetcher, busy, error } = useModeration();
  return (
    <fetcher.Form method="post" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold">{t("admin.blockTitle")}</h2>
      <input type="hidden" name="intent" value="block" />
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          {t("admin.username")}
          <input name="username" required maxLength={150} autoComplete="off" className={input} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          {t("admin.reason")}
          <input name="reason" required minLength={3} maxLength={MODERATION_REASON_MAX} className={input} />
        </label>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className="self-start rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-50"
      >
        {t("admin.block")}
      </button>
    </fetcher.Form>
  );
}

function BlockedRow({ user }: { user: Blocked }) {
  const { t } = useTranslation("forum");
  const { fetcher, busy } = useModeration();
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3" data-testid="blocked-user">
      <span className="font-semibold">{user.username}</span>
      <span className="flex-1 text-sm text-slate-600">{user.reason}</span>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="unblock" />
        <input type="hidden" name="user" value={user.id} />
        <button
          type="submit"
          disabled={busy}
          className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-slate-50 disabled:opacity-50"
        >
          {t("admin.unblock")}
        </button>
      </fetcher.Form>
    </li>
  );
}

export function BlockedUsers({ users }: { users: Blocked[] }) {
  const { t } = useTranslation("forum");
  if (users.length === 0) return <p className="text-slate-600">{t("admin.noBlocked")}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {users.map((u) => (
        <BlockedRow key={u.id} user={u} />
      ))}
    </ul>
  );
}
