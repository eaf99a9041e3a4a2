import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/ui/button";
import { Dialog } from "~/ui/dialog";

/** "Delete this …?" with the action's own button; stays open (button busy) until the action settles. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirm,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  confirm: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation("forum");
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onClose={() => !busy && onClose()} title={title} labelledBy={titleId} className="w-[min(28rem,calc(100vw-2rem))]">
      <p className="text-slate-700">{text}</p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t("actions.cancel")}
        </Button>
        <Button
          variant="danger"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await onConfirm();
            } finally {
              setBusy(false);
            }
          }}
        >
          {confirm}
        </Button>
      </div>
    </Dialog>
  );
}
