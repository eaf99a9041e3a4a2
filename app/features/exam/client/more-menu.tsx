import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ToolIcon, type Tool } from "~/features/question-view";
import { usePopup } from "./use-popup";

export type MoreMenuProps = {
  zoom: number;
  onZoom: (z: number) => void;
  lineReader: boolean;
  onLineReader: () => void;
  onShortcuts: () => void;
  onHelp: () => void;
};

export const ZOOMS = [1, 1.15, 1.3, 1.5];

/**
 * More: the tools that did not fit in the top bar, keyboard shortcuts, help, the line reader and the
 * text size. A menu button as WAI-ARIA describes it: Enter, Space or ↓ open it on the first item, ↑ on
 * the last; ↑ ↓ Home End move; Escape closes it and returns to More; Tab leaves and closes it.
 */
export function MoreMenu({ tools, ...p }: MoreMenuProps & { tools: Tool[] }) {
  const { t } = useTranslation("exam");
  const popup = usePopup();
  const menuRef = useRef<HTMLDivElement>(null);
  const openAt = useRef<"first" | "last">("first");
  const buttonId = useId();
  const menuId = useId();
  // A touch screen without a keyboard has no use for keyboard shortcuts.
  const [touch, setTouch] = useState(false);
  useEffect(() => setTouch(window.matchMedia("(hover: none) and (pointer: coarse)").matches), []);

  useEffect(() => {
    if (!popup.open) return;
    const items = menuItems(menuRef.current);
    (openAt.current === "last" ? items[items.length - 1] : items[0])?.focus();
  }, [popup.open]);

  const open = (at: "first" | "last") => {
    openAt.current = at;
    popup.setOpen(true);
  };
  /** Runs an item: focus goes back to More first, so a dialog or panel it opens returns focus there. */
  const run = (f: () => void) => () => {
    popup.close(true);
    f();
  };
  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      open(e.key === "ArrowUp" ? "last" : "first");
    }
  };
  const onMenuKey = (e: KeyboardEvent) => {
    const items = menuItems(menuRef.current);
    const i = items.indexOf(document.activeElement as HTMLElement);
    const to =
      e.key === "ArrowDown"
        ? (i + 1) % items.length
        : e.key === "ArrowUp"
          ? (i - 1 + items.length) % items.length
          : e.key === "Home"
            ? 0
            : e.key === "End"
              ? items.length - 1
              : null;
    if (to === null) return;
    e.preventDefault();
    items[to]?.focus();
  };

  const item = "flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-100 focus-visible:bg-slate-100";
  return (
    <div className="relative" ref={popup.rootRef}>
      <button
        ref={popup.buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={popup.open}
        aria-controls={popup.open ? menuId : undefined}
        onClick={() => (popup.open ? popup.close(false) : open("first"))}
        onKeyDown={onButtonKey}
        className="flex min-h-11 min-w-11 flex-col items-center justify-center rounded-lg px-2 py-1 text-xs font-medium hover:bg-slate-200"
      >
        <span aria-hidden className="text-lg leading-5">
          ⋮
        </span>
        {t("tools.more")}
      </button>
      {popup.open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          onKeyDown={onMenuKey}
          className="absolute right-0 z-40 mt-2 w-64 max-w-[calc(100vw-1rem)] rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
          data-testid="more-menu"
        >
          {tools.map((tool) => (
            <MenuItem
              key={tool.id}
              role={tool.pressed === undefined ? "menuitem" : "menuitemcheckbox"}
              checked={tool.pressed}
              className={item}
              onClick={run(tool.onSelect)}
            >
              <ToolIcon d={tool.icon} />
              {tool.label}
            </MenuItem>
          ))}
          {tools.length ? <div role="separator" className="my-1 border-t border-slate-100" /> : null}
          {touch ? null : (
            <MenuItem role="menuitem" className={item} onClick={run(p.onShortcuts)}>
              {t("more.shortcuts")}
            </MenuItem>
          )}
          <MenuItem role="menuitem" className={item} onClick={run(p.onHelp)}>
            {t("more.help")}
          </MenuItem>
          <MenuItem role="menuitemcheckbox" checked={p.lineReader} className={item} onClick={run(p.onLineReader)}>
            {t("more.lineReader")}
            {p.lineReader ? (
              <span aria-hidden className="ml-auto font-bold">
                ✓
              </span>
            ) : null}
          </MenuItem>
          <div role="separator" className="my-1 border-t border-slate-100" />
          <div role="group" aria-label={t("more.textSize")}>
            <div aria-hidden className="px-3 pt-1 text-xs font-semibold uppercase text-slate-600">
              {t("more.textSize")}
            </div>
            <div className="grid grid-cols-4 gap-1 px-2 py-1">
              {ZOOMS.map((z) => (
                <MenuItem
                  key={z}
                  role="menuitemradio"
                  checked={p.zoom === z}
                  onClick={() => p.onZoom(z)}
                  className={`min-w-0 rounded-md border px-1 py-1.5 text-center text-sm ${p.zoom === z ? "border-brand-600 bg-brand-50 font-semibold" : "border-slate-300 hover:bg-slate-100"}`}
                >
                  {Math.round(z * 100)}%
                </MenuItem>
              ))}
            </div>
          </div>
        </div>
      ) : null}
    </div>
  );
}

function MenuItem({
  role,
  checked,
  className,
  onClick,
  children,
}: {
  role: "menuitem" | "menuitemcheckbox" | "menuitemradio";
  checked?: boolean;
  className: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" role={role} aria-checked={role === "menuitem" ? undefined : !!checked} tabIndex={-1} className={className} onClick={onClick}>
      {children}
    </button>
  );
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? [...menu.querySelectorAll<HTMLElement>("[role^=menuitem]")] : [];
}
