/**
 * The shared figure module (decision 0047): every data display and xy-plane graph in exams, bank generators
 * and the authoring preview is drawn here from data, never written by hand per item. Two-way tables stay
 * HTML tables (`table` in content/bank/math/figures.ts).
 */
export type { FigureMeta, Pt } from "./svg";
export { figureSvg, num } from "./svg";
export type { Axis } from "./axes";
export { ticks } from "./axes";
export { plane, planeFrame, sampleCurve, type Graph, type PlaneSpec } from "./plane";
export { barGraph, histogram, lineGraph, scatterPlot, type BarGraphSpec, type HistogramSpec, type LineGraphSpec, type ScatterSpec } from "./charts";
export { boxPlot, dotPlot, type BoxPlotSpec, type DotPlotSpec } from "./distributions";
