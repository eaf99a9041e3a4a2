/**
 * The shared figure module (decision 0047): every data display, xy-plane graph and geometry drawing in exams,
 * bank generators and the authoring preview is drawn here from data, never written by hand per item. Data
 * tables and two-way tables stay HTML tables (`table`).
 */
export type { FigureMeta, Pt } from "./svg";
export { figureSvg, num, PENDING_FIGURE_ID, withFigureIds } from "./svg";
export type { Axis } from "./axes";
export { ticks } from "./axes";
export { plane, planeFrame, sampleCurve, type Graph, type PlaneSpec } from "./plane";
export { barGraph, histogram, lineGraph, scatterPlot, type BarGraphSpec, type HistogramSpec, type LineGraphSpec, type ScatterSpec } from "./charts";
export { boxPlot, dotPlot, type BoxPlotSpec, type DotPlotSpec } from "./distributions";
export {
  angleArc,
  angleLabelPoint,
  circle,
  dashed,
  drawing,
  ellipse,
  mathText,
  NOT_TO_SCALE,
  numberLine,
  point,
  polygon,
  rightAngle,
  sector,
  seg,
  shade,
  sideLabelPoint,
  text,
  thin,
  tick,
  toward,
  type DrawingMeta,
  type NumberLineSpec,
} from "./geometry";
export { table } from "./table";
