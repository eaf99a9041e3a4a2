/** The reference sheet's figures, drawn as SVG (our own drawings). Labels are math variables. */
import type { ReactNode } from "react";

const STROKE = "#1f2937";
const FILL = "#eef2ff";

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 140 112" role="img" aria-label={label} className="h-28 w-full max-w-[11rem]">
      <g fill="none" stroke={STROKE} strokeWidth={1.5} strokeLinejoin="round">
        {children}
      </g>
    </svg>
  );
}

function Label({ x, y, children }: { x: number; y: number; children: ReactNode }) {
  return (
    <text
      x={x}
      y={y}
      fill={STROKE}
      stroke="none"
      fontSize={14}
      fontStyle="italic"
      fontFamily="'Times New Roman', Georgia, serif"
      textAnchor="middle"
      dominantBaseline="middle"
    >
      {children}
    </text>
  );
}

function RightAngle({ d }: { d: string }) {
  return <path d={d} strokeWidth={1} />;
}

const dashed = { strokeDasharray: "4 3", strokeWidth: 1 };

export const CircleFigure = ({ label }: { label: string }) => (
  <Figure label={label}>
    <circle cx={70} cy={56} r={42} fill={FILL} />
    <line x1={70} y1={56} x2={112} y2={56} />
    <circle cx={70} cy={56} r={2} fill={STROKE} />
    <Label x={91} y={47}>
      r
    </Label>
  </Figure>
);

export const RectangleFigure = ({ label }: { label: string }) => (
  <Figure label={label}>
    <rect x={22} y={24} width={96} height={62} fill={FILL} />
    <Label x={70} y={100}>
      ℓ
    </Label>
    <Label x={128} y={56}>
      w
    </Label>
  </Figure>
);

export const TriangleFigure = ({ label }: { label: string }) => (
  <Figure label={label}>
    <polygon points="14,88 126,88 50,18" fill={FILL} />
    <line x1={50} y1={18} x2={50} y2={88} {...dashed} />
    <RightAngle d="M50 80 h8 v8" />
    <Label x={59} y={56}>
      h
    </Label>
    <Label x={70} y={102}>
      b
    </Label>
  </Figure>
);

export const PythagoreanFigure = ({ label }: { label: string }) => (
  <Figure label={label}>
    <polygon points="28,88 118,88 28,22" fill={FILL} />
    <RightAngle d="M28 78 h10 v10" />
    <Label x={17} y={55}>
      a
    </Label>
    <Label x={73} y={102}>
      b
    </Label>
    <Label x={80} y={48}>
      c
    </Label>
  </Figure>
);

export const ThirtySixtyNinetyFigure = ({ label }: { label: string }) => (
  <Figure label={label}>
    <polygon points="26,88 112.6,88 26,38" fill={FILL} />
    <RightAngle d="M26 80 h8 v8" />
    <path d="M98 88 A 14 14 0 0 0 100.5 81" strokeWidth={1} />
    <path d="M26 50 A 12 12 0 0 0 36.4 44" strokeWidth={1} />
    <Label x={15} y={63}>
      x
    </Label>
    <Label x={69} y={102}>
      x√3
    </Label>
    <Label x={76} y={54}>
      2x
    </Label>
    <text x={86} y={82} fontSize={10} fill={STROKE} stroke="none" textAnchor="middle">
      30°
    </text>
    <text x={37} y={56} fontSize={10} fill={STROKE} stroke="none" textAnchor="middle">
      60°
    </text>
  </Figure>
);

export const FortyFiveFigure = ({ label }: { label: string }) => (
  <Figure label={label}>
    <polygon points="34,88 100,88 34,22" fill={FILL} />
    <RightAngle d="M34 80 h8 v8" />
    <path d="M88 88 A 12 12 0 0 0 91.5 79.5" strokeWidth={1} />
    <path d="M34 34 A 12 12 0 0 0 42.5 30.5" strokeWidth={1} />
    <Label x={23} y={55}>
      s
    </Label>
    <Label x={67} y={102}>
      s
    </Label>
    <Label x={80} y={48}>
      s√2
    </Label>
    <text x={76} y={83} fontSize={10} fill={STROKE} stroke="none" textAnchor="middle">
      45°
    </text>
    <text x={43} y={44} fontSize={10} fill={STROKE} stroke="none" textAnchor="middle">
      45°
    </text>
  </Figure>
);

export const BoxFigure = ({ label }: { label: string }) => (
  <Figure label={label}>
    <polygon points="20,40 45,20 120,20 95,40" fill={FILL} />
    <polygon points="95,40 120,20 120,75 95,95" fill={FILL} />
    <rect x={20} y={40} width={75} height={55} fill={FILL} />
    <path d="M45 20 V75 H120 M45 75 L20 95" {...dashed} />
    <Label x={57} y={106}>
      ℓ
    </Label>
    <Label x={115} y={92}>
      w
    </Label>
    <Label x={11} y={68}>
      h
    </Label>
  </Figure>
);

export const CylinderFigure = ({ label }: { label: string }) => (
  <Figure label={label}>
    <path d="M30 24 V88 A40 10 0 0 0 110 88 V24" fill={FILL} />
    <ellipse cx={70} cy={24} rx={40} ry={10} fill={FILL} />
    <path d="M30 88 A40 10 0 0 1 110 88" {...dashed} />
    <line x1={70} y1={24} x2={110} y2={24} />
    <circle cx={70} cy={24} r={1.8} fill={STROKE} />
    <Label x={90} y={30}>
      r
    </Label>
    <Label x={121} y={56}>
      h
    </Label>
  </Figure>
);

export const SphereFigure = ({ label }: { label: string }) => (
  <Figure label={label}>
    <circle cx={70} cy={56} r={42} fill={FILL} />
    <path d="M28 56 A42 11 0 0 0 112 56" />
    <path d="M28 56 A42 11 0 0 1 112 56" {...dashed} />
    <line x1={70} y1={56} x2={99.7} y2={26.3} />
    <circle cx={70} cy={56} r={1.8} fill={STROKE} />
    <Label x={80} y={36}>
      r
    </Label>
  </Figure>
);

export const ConeFigure = ({ label }: { label: string }) => (
  <Figure label={label}>
    <path d="M70 14 L30 86 A40 10 0 0 0 110 86 Z" fill={FILL} />
    <path d="M30 86 A40 10 0 0 1 110 86" {...dashed} />
    <line x1={70} y1={14} x2={70} y2={86} {...dashed} />
    <line x1={70} y1={86} x2={110} y2={86} />
    <RightAngle d="M70 78 h7 v8" />
    <Label x={93} y={76}>
      r
    </Label>
    <Label x={62} y={56}>
      h
    </Label>
  </Figure>
);

export const PyramidFigure = ({ label }: { label: string }) => (
  <Figure label={label}>
    <polygon points="20,92 95,92 120,70 70,14" fill={FILL} />
    <path d="M20 92 L70 14 L95 92 M70 14 L120 70" />
    <path d="M20 92 L45 70 L120 70 M45 70 L70 14" {...dashed} />
    <line x1={70} y1={14} x2={70} y2={81} {...dashed} />
    <circle cx={70} cy={81} r={1.5} fill={STROKE} />
    <Label x={57} y={104}>
      ℓ
    </Label>
    <Label x={114} y={88}>
      w
    </Label>
    <Label x={63} y={46}>
      h
    </Label>
  </Figure>
);
