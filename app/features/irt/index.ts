/** Public entry of the item response theory area for the browser and the server alike (decisions 0034, 0035). */
export { ItemParamsSchema, type ItemParamsInput } from "./params-input";
