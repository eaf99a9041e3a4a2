import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import type { UserType } from "#db/schema";
import { buttonClass } from "~/ui/button";
import { Select } from "~/ui/select";
import { ASSIGNABLE_TYPES } from "./admin-schemas";

export type UserDetailView = {
  user: { id: number; username: string; email: string; firstName: string; lastName: string; userType: UserType; createdAt: string | null };
  subscriptions: { id: string; plan: string | null; lifecycle: string; currentPeriodEnd: string | null; graceEndsAt: string | null }[];
  grants: { id: number; lastDay: string | null; reason: string; revokedAt: string | null; active: boolean }[];
  log: { id: number; action: string; fromType: string | null; toType: string | null; reason: string; createdAt: string; actor: string | null }[];
};

const inputClass =
  "w-full min-w-0 rounded-lg border border-slate-300 px-3 py-2 shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100";

function FieldError({ id, messages }: { id: string; messages?: string[] }) {
  const { t } = useTranslation();
  if (!messages?.length) return null;
  return (
    <p id={id} className="text-sm text-red-600">
      {t(messages[0]!)}
    </p>
  );
}

/** The chosen user: type change, complimentary Premium, subscriptions and the audit log. */
export function AdminUserPanel({ detail, errors, closeTo }: { detail: UserDetailView; errors: Record<string, string[]> | null; closeTo: string }) {
  const { t } = useTranslation("billing");
  const { t: tDefault } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { user } = detail;
  const staff = user.userType === "pre_teacher" || user.userType === "admin";
  const typeLabel = (type: string | null) => (type ? t(`admin.types.${type}`) : "—");
  return (
    <section
      className="flex min-w-0 flex-col gap-5 rounded-2xl border border-brand-200 bg-white p-4 sm:p-6"
      aria-labelledby="user-panel-title"
      data-testid="user-panel"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="user-panel-title" className="break-all text-xl font-bold">
            {user.username}
          </h2>
          <p className="break-all text-sm text-slate-600">
            {user.email} · {[user.firstName, user.lastName].filter(Boolean).join(" ")}
          </p>
          <p className="text-sm text-slate-600">{t("admin.joined", { date: user.createdAt })}</p>
          <p className="mt-1 w-fit rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold" data-testid="panel-type">
            {typeLabel(user.userType)}
          </p>
        </div>
        <Link to={closeTo} className={buttonClass("ghost")}>
          {t("admin.close")}
        </Link>
      </header>
      {errors?.form ? <FieldError id="panel-error" messages={errors.form} /> : null}

      <div className="grid min-w-0 grid-cols-1 gap-5 lg:grid-cols-2">
        <Form method="post" className="flex min-w-0 flex-col gap-3 rounded-xl bg-slate-50 p-4" aria-labelledby="change-type-title">
          <h3 id="change-type-title" className="font-semibold">
            {t("admin.changeType.title")}
          </h3>
          <input type="hidden" name="intent" value="changeType" />
          <input type="hidden" name="userId" value={user.id} />
          <Select
            id="new-type"
            name="userType"
            label={t("admin.changeType.label")}
            hint={t("admin.changeType.hint")}
            error={errors?.userType?.length ? tDefault(errors.userType[0]!) : null}
            defaultValue={staff ? user.userType : "student"}
          >
            {ASSIGNABLE_TYPES.map((type) => (
              <option key={type} value={type}>
                {type === "student" ? t("admin.changeType.student") : typeLabel(type)}
              </option>
            ))}
          </Select>
          <label htmlFor="type-reason" className="text-sm font-medium text-slate-700">
            {t("admin.changeType.reason")}
          </label>
          <input id="type-reason" name="reason" required minLength={3} maxLength={500} className={inputClass} />
          <button type="submit" disabled={busy} className={buttonClass("primary", "self-start")}>
            {t("admin.changeType.submit")}
          </button>
        </Form>

        <div className="flex min-w-0 flex-col gap-3 rounded-xl bg-slate-50 p-4">
          <h3 className="font-semibold">{t("admin.grant.title")}</h3>
          {detail.grants.length === 0 ? <p className="text-sm text-slate-600">{t("admin.grant.none")}</p> : null}
          <ul className="flex flex-col gap-2 text-sm" data-testid="grants">
            {detail.grants.map((g) => (
              <li key={g.id} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3">
                <p className="font-medium">
                  {g.revokedAt
                    ? t("admin.grant.revoked")
                    : g.active
                      ? t("admin.grant.active", { date: g.lastDay })
                      : t("admin.grant.expired", { date: g.lastDay })}
                </p>
                <p className="break-words text-slate-600">{g.reason}</p>
                {g.active ? (
                  <Form method="post" className="flex flex-col gap-2 sm:flex-row sm:items-end">
                    <input type="hidden" name="intent" value="revoke" />
                    <input type="hidden" name="userId" value={user.id} />
                    <input type="hidden" name="grantId" value={g.id} />
                    <label className="flex flex-1 flex-col gap-1 text-xs font-medium text-slate-700">
                      {t("admin.grant.revokeReason")}
                      <input name="reason" required minLength={3} maxLength={500} className={inputClass} />
                    </label>
                    <button type="submit" disabled={busy} className={buttonClass("danger")}>
                      {t("admin.grant.revoke")}
                    </button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
          {!staff ? (
            <Form method="post" className="flex flex-col gap-2 border-t border-slate-200 pt-3">
              <input type="hidden" name="intent" value="grant" />
              <input type="hidden" name="userId" value={user.id} />
              <label htmlFor="grant-ends" className="text-sm font-medium text-slate-700">
                {t("admin.grant.endsAt")}
              </label>
              <input id="grant-ends" name="endsAt" type="date" required className={inputClass} aria-describedby={errors?.endsAt ? "grant-error" : undefined} />
              <FieldError id="grant-error" messages={errors?.endsAt} />
              <label htmlFor="grant-reason" className="text-sm font-medium text-slate-700">
                {t("admin.grant.reason")}
              </label>
              <input id="grant-reason" name="reason" required minLength={3} maxLength={500} className={inputClass} />
              <FieldError id="reason-error" messages={errors?.reason} />
              <button type="submit" disabled={busy} className={buttonClass("primary", "self-start")}>
                {t("admin.grant.submit")}
              </button>
            </Form>
          ) : null}
        </div>
      </div>

      <div className="grid min-w-0 grid-cols-1 gap-5 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-2">
          <h3 className="font-semibold">{t("admin.subscriptions.title")}</h3>
          {detail.subscriptions.length === 0 ? <p className="text-sm text-slate-600">{t("admin.subscriptions.none")}</p> : null}
          <ul className="flex flex-col gap-2 text-sm" data-testid="panel-subscriptions">
            {detail.subscriptions.map((s) => (
              <li key={s.id} className="rounded-lg border border-slate-200 p-3">
                <p className="font-medium">
                  {s.plan ? t(`plan.${s.plan}`) : t("plan.unknown")}:{" "}
                  {s.lifecycle === "canceling" ? t("status.canceling", { date: s.currentPeriodEnd }) : t(`status.${s.lifecycle}`)}
                </p>
                <p className="break-all font-mono text-xs text-slate-500">{s.id}</p>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <h3 className="font-semibold">{t("admin.log.title")}</h3>
          {detail.log.length === 0 ? <p className="text-sm text-slate-600">{t("admin.log.empty")}</p> : null}
          <ol className="flex flex-col gap-2 text-sm" data-testid="audit-log">
            {detail.log.map((l) => (
              <li key={l.id} className="rounded-lg border border-slate-200 p-3">
                <p className="font-medium">
                  {t(`admin.log.${l.action}`)}: {typeLabel(l.fromType)} → {typeLabel(l.toType)}
                </p>
                <p className="break-words text-slate-700">{l.reason}</p>
                <p className="text-xs text-slate-500">
                  {l.createdAt} · {l.actor ? t("admin.log.by", { actor: l.actor }) : t("admin.log.system")}
                </p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
