/** Public entry of the item response theory area for the browser and the server alike (decisions 0034, 0035). */
export { ItemParamsSchema, type ItemParamsInput } from "./params-input";

/** ItemParamsSchema loaded when the browser's form is first used (issue 30, decision 0065). */
export const loadItemParamsSchema = () => import("./params-input").then((m) => m.ItemParamsSchema);
export type { ItemStats } from "./item-stats";
