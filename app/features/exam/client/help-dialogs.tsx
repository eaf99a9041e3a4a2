import { useTranslation } from "react-i18next";
import { Dialog } from "~/ui/dialog";
import { Button } from "~/ui/button";

const SHORTCUTS = ["next", "back", "mark", "navigator", "lineReader", "escape"] as const;
const KEYS: Record<(typeof SHORTCUTS)[number], string> = {
  next: "→",
  back: "←",
  mark: "Alt + M",
  navigator: "Alt + N",
  lineReader: "Alt + ↑ / ↓",
  escape: "Esc",
};

export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation("exam");
  return (
    <Dialog open={open} onClose={onClose} title={t("shortcuts.title")} labelledBy="shortcuts-title" className="w-[min(28rem,92vw)]">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {SHORTCUTS.map((s) => (
          <div key={s} className="contents">
            <dt>
              <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono">{KEYS[s]}</kbd>
            </dt>
            <dd>{t(`shortcuts.${s}`)}</dd>
          </div>
        ))}
      </dl>
      <Button onClick={onClose} className="self-end">
        {t("close")}
      </Button>
    </Dialog>
  );
}

export function HelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation("exam");
  return (
    <Dialog open={open} onClose={onClose} title={t("help.title")} labelledBy="help-title" className="w-[min(32rem,92vw)]">
      <ul className="list-disc space-y-2 pl-5 text-sm text-slate-700">
        {(["language", "timer", "saving", "navigator", "mark", "tools", "submit"] as const).map((k) => (
          <li key={k}>{t(`help.${k}`)}</li>
        ))}
      </ul>
      <Button onClick={onClose} className="self-end">
        {t("close")}
      </Button>
    </Dialog>
  );
}
