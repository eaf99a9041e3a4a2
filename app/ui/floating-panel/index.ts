/** A panel that floats over the page (calculator, reference sheet, notes): position, focus, title bar. */
export { centeredPosition, clampPosition, keyboardOffset, KEYBOARD_STEP, KEYBOARD_STEP_LARGE, type Position, type Size } from "./clamp-position";
export { DockToggleButton, PanelTitleBar, type DockToggle } from "./panel-title-bar";
export { closeOnEscape, useFloatingPanel, useFocusOnOpen, type Area, type FloatingPanelOptions } from "./use-floating-panel";
