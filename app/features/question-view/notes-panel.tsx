import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { Highlight } from "#db/schema";
import { closeOnEscape, DockToggleButton, useFocusOnOpen, type DockToggle } from "~/ui/floating-panel";

const COLORS: Highlight["color"][] = ["yellow", "blue", "pink", "underline"];

/**
 * Annotate: the passage's highlights with their notes, colour and removal. A panel beside the question
 * (a sheet in the page's flow on a phone, `docked`); focus moves to its title when it opens and back to
 * what opened it when Escape or Close closes it.
 */
export function NotesPanel({
  passageText,
  highlights,
  onChange,
  onClose,
  color,
  onColor,
  docked = false,
  dockToggle,
  focusNote = null,
}: {
  /** The highlight whose note to open (a highlight clicked in the passage). */
  focusNote?: number | null;
  docked?: boolean;
  dockToggle?: DockToggle;
  passageText: string | null;
  highlights: Highlight[];
  onChange: (next: Highlight[]) => void;
  onClose: () => void;
  color: Highlight["color"];
  onColor: (c: Highlight["color"]) => void;
}) {
  const { t } = useTranslation("exam");
  const set = (i: number, patch: Partial<Highlight>) => onChange(highlights.map((h, k) => (k === i ? { ...h, ...patch } : h)));
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useFocusOnOpen(titleRef, true);
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (focusNote === null) return;
    const note = listRef.current?.querySelector<HTMLTextAreaElement>(`[data-note="${focusNote}"]`);
    note?.scrollIntoView({ block: "nearest" });
    note?.focus();
  }, [focusNote]);
  return (
    <aside
      aria-labelledby={titleId}
      onKeyDown={closeOnEscape(onClose)}
      data-testid="notes-panel"
      className={
        docked
          ? "flex h-full w-full flex-col gap-3 overflow-auto bg-white p-4"
          : "absolute inset-y-2 right-2 z-30 flex w-80 max-w-[calc(100%-1rem)] flex-col gap-3 overflow-auto rounded-2xl border border-slate-200 bg-white p-4 shadow-2xl"
      }
    >
      <div className="flex items-center justify-between">
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className="font-bold">
          {t("notes.title")}
        </h2>
        {dockToggle ? <DockToggleButton {...dockToggle} className="ml-auto hover:bg-slate-100" /> : null}
        <button type="button" onClick={onClose} aria-label={t("close")} className="flex size-8 items-center justify-center rounded hover:bg-slate-100">
          <span aria-hidden>✕</span>
        </button>
      </div>
      {passageText === null ? (
        <p className="text-sm text-slate-700">{t("notes.noPassage")}</p>
      ) : (
        <>
          <div>
            <p className="text-xs font-semibold uppercase text-slate-600">{t("notes.newColor")}</p>
            <ColorPicker value={color} onChange={onColor} />
          </div>
          {highlights.length === 0 ? <p className="text-sm text-slate-700">{t("notes.empty")}</p> : null}
          <ul ref={listRef} className="flex flex-col gap-3">
            {highlights.map((h, i) => (
              <li key={`${h.start}-${h.end}`} className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3">
                <q className="text-sm italic">{passageText.slice(h.start, h.end)}</q>
                <ColorPicker value={h.color} onChange={(c) => set(i, { color: c })} />
                <label className="text-xs font-medium" htmlFor={`note-${i}`}>
                  {t("notes.note")}
                </label>
                <textarea
                  id={`note-${i}`}
                  data-note={i}
                  maxLength={500}
                  rows={2}
                  defaultValue={h.note ?? ""}
                  onBlur={(e) => set(i, { note: e.target.value || undefined })}
                  className="rounded-lg border border-slate-300 p-2 text-sm"
                />
                <button
                  type="button"
                  className="self-start text-sm font-semibold text-red-700 hover:underline"
                  onClick={() => onChange(highlights.filter((_, k) => k !== i))}
                >
                  {t("notes.delete")}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </aside>
  );
}

function ColorPicker({ value, onChange }: { value: Highlight["color"]; onChange: (c: Highlight["color"]) => void }) {
  const { t } = useTranslation("exam");
  const swatch: Record<Highlight["color"], string> = { yellow: "bg-yellow-200", blue: "bg-sky-200", pink: "bg-pink-200", underline: "bg-white underline" };
  return (
    <div role="radiogroup" aria-label={t("notes.color")} className="mt-1 flex gap-2">
      {COLORS.map((c) => (
        <button
          key={c}
          type="button"
          role="radio"
          aria-checked={value === c}
          aria-label={t(`notes.colors.${c}`)}
          onClick={() => onChange(c)}
          className={`h-7 w-7 rounded-full border text-xs font-bold ${swatch[c]} ${value === c ? "ring-2 ring-slate-900" : "border-slate-300"}`}
        >
          {c === "underline" ? "U" : ""}
        </button>
      ))}
    </div>
  );
}
