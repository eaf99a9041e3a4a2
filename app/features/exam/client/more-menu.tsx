import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDismiss } from "~/ui/use-dismiss";

export type MoreMenuProps = {
  zoom: number;
  onZoom: (z: number) => void;
  lineReader: boolean;
  onLineReader: () => void;
  onNotes: () => void;
  onShortcuts: () => void;
  onHelp: () => void;
};

export const ZOOMS = [1, 1.15, 1.3, 1.5];

/** More: keyboard shortcuts, help, text size, the line reader and the notes panel. */
export function MoreMenu(p: MoreMenuProps) {
  const { t } = useTranslation("exam");
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(ref, open, () => setOpen(false));
  const item = "block w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-100";
  const run = (f: () => void) => () => {
    f();
    setOpen(false);
  };
  return (
    <div className="relative" ref={ref}>
      <button type="button" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((o) => !o)} className="flex flex-col items-center rounded-lg px-2 py-1 text-xs font-medium hover:bg-slate-200">
        <span aria-hidden className="text-lg leading-5">
          ⋮
        </span>
        {t("tools.more")}
      </button>
      {open ? (
        <div role="menu" className="absolute right-0 z-40 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
          <button role="menuitem" type="button" className={item} onClick={run(p.onShortcuts)}>
            {t("more.shortcuts")}
          </button>
          <button role="menuitem" type="button" className={item} onClick={run(p.onHelp)}>
            {t("more.help")}
          </button>
          <button role="menuitemcheckbox" aria-checked={p.lineReader} type="button" className={item} onClick={run(p.onLineReader)}>
            {p.lineReader ? "✓ " : ""}
            {t("more.lineReader")}
          </button>
          <button role="menuitem" type="button" className={item} onClick={run(p.onNotes)}>
            {t("more.notes")}
          </button>
          <div className="mt-1 border-t border-slate-100 px-3 pt-2 text-xs font-semibold uppercase text-slate-500">{t("more.textSize")}</div>
          <div className="flex gap-1 px-2 py-1" role="group" aria-label={t("more.textSize")}>
            {ZOOMS.map((z) => (
              <button key={z} type="button" role="menuitemradio" aria-checked={p.zoom === z} onClick={() => p.onZoom(z)} className={`flex-1 rounded-md border px-2 py-1 text-sm ${p.zoom === z ? "border-brand-600 bg-brand-50 font-semibold" : "border-slate-200"}`}>
                {Math.round(z * 100)}%
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}
