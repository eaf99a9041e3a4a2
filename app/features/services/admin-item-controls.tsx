import { useTranslation } from "react-i18next";
import { Form } from "react-router";

/** Up, down and hide/show for a group or service in the back office (small POST forms; work with the keyboard). */
export function ItemControls({
  kind,
  id,
  title,
  hidden,
  first,
  last,
}: {
  kind: "group" | "service";
  id: number;
  title: string;
  hidden: boolean;
  first: boolean;
  last: boolean;
}) {
  const { t } = useTranslation("services");
  const button = "rounded-lg border border-slate-300 bg-white px-2.5 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-40";
  const control = (intent: string, label: string, aria: string, disabled = false, direction?: string) => (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      {direction ? <input type="hidden" name="direction" value={direction} /> : null}
      <button type="submit" className={button} disabled={disabled} aria-label={aria}>
        {label}
      </button>
    </Form>
  );
  return (
    <div className="flex flex-wrap items-center gap-1">
      {control("move", "↑", t("admin.moveUp", { title }), first, "up")}
      {control("move", "↓", t("admin.moveDown", { title }), last, "down")}
      {hidden ? control("show", t("admin.show"), t("admin.showOf", { title })) : control("hide", t("admin.hide"), t("admin.hideOf", { title }))}
    </div>
  );
}
