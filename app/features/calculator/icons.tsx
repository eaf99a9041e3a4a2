/** Small stroke icons for the calculator's buttons; decorative (the buttons carry the labels). */
import { IconClose, IconMove, StrokeIcon as Icon } from "~/ui/floating-panel/icons";

export { IconClose, IconMove };

export const IconPlus = () => (
  <Icon>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);
export const IconMinus = () => (
  <Icon>
    <path d="M5 12h14" />
  </Icon>
);
export const IconHome = () => (
  <Icon>
    <path d="M4 11l8-7 8 7M6 10v10h12V10" />
  </Icon>
);
export const IconExpand = () => (
  <Icon>
    <path d="M14 4h6v6M10 20H4v-6M20 4l-7 7M4 20l7-7" />
  </Icon>
);
export const IconCollapse = () => (
  <Icon>
    <path d="M20 10h-6V4M4 14h6v6M14 10l7-7M10 14l-7 7" />
  </Icon>
);
export const IconTrash = () => (
  <Icon>
    <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
  </Icon>
);
export const IconTable = () => (
  <Icon>
    <path d="M4 5h16v14H4zM4 10h16M4 15h16M12 5v14" />
  </Icon>
);
export const IconBackspace = () => (
  <Icon>
    <path d="M20 6H9l-5 6 5 6h11zM12 10l4 4M16 10l-4 4" />
  </Icon>
);
export const IconLeft = () => (
  <Icon>
    <path d="M15 6l-6 6 6 6" />
  </Icon>
);
export const IconRight = () => (
  <Icon>
    <path d="M9 6l6 6-6 6" />
  </Icon>
);
