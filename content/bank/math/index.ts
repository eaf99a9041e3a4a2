import type { MathGenerator } from "../types";

/** Every Math problem-shape generator of the bank (one file per skill). */
export const GENERATORS: MathGenerator[] = [];
