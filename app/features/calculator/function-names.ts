/**
 * The names a student may type: functions with their number of inputs and the function that
 * runs each (an instance function of `math-engine.ts`, chosen by angle mode or input count, or
 * a statistic of `list-functions.ts`), other spellings, constants and operators. Only these
 * pass `prepareTree`; nothing else of mathjs can be reached from typed text.
 */

export type AngleMode = "deg" | "rad";

/** A user-facing function: how many arguments it takes and which function runs it. */
type FunctionSpec = {
  min: number;
  max: number;
  /**
   * Instance function, by angle mode (trigonometry) or by argument count (log); for list
   * functions (`list: true`), the name of the statistics function in `list-functions.ts`.
   */
  target: (args: number, angleMode: AngleMode) => string;
  /** Takes numbers and lists and reduces them all together (mean(L), max(1, 2, L)). */
  list?: true;
};

const trig = (base: string): FunctionSpec => ({
  min: 1,
  max: 1,
  target: (_args, mode) => `${base}${mode === "deg" ? "Deg" : "Rad"}`,
});
const plain = (target: string, min = 1, max = min): FunctionSpec => ({ min, max, target: () => target });
const list = (target: string, max = 1000): FunctionSpec => ({ min: 1, max, target: () => target, list: true });

/** Every function a user may call, by the (canonical) name they type. */
export const FUNCTIONS: Readonly<Record<string, FunctionSpec>> = {
  sin: trig("sin"),
  cos: trig("cos"),
  tan: trig("tan"),
  sec: trig("sec"),
  csc: trig("csc"),
  cot: trig("cot"),
  asin: trig("asin"),
  acos: trig("acos"),
  atan: trig("atan"),
  sqrt: plain("sqrt"),
  cbrt: plain("cbrt"),
  nthroot: plain("nthRoot", 2),
  log: { min: 1, max: 2, target: (args) => (args === 1 ? "log10" : "log") },
  ln: plain("log"),
  exp: plain("exp"),
  abs: plain("abs"),
  floor: plain("floor"),
  ceil: plain("ceil"),
  round: plain("round", 1, 2),
  sign: plain("sign"),
  min: list("min"),
  max: list("max"),
  mean: list("mean"),
  median: list("median"),
  total: list("total"),
  stdev: list("stdev"),
  stdevp: list("stdevp"),
  var: list("var"),
  length: list("length", 1),
  sort: list("sort", 1),
  gcd: plain("gcd", 2, 50),
  lcm: plain("lcm", 2, 50),
  mod: plain("mod", 2),
  nCr: plain("combinationsBounded", 2),
  nPr: plain("permutationsBounded", 2),
};

/** Other spellings users type, mapped to the canonical names above. */
export const FUNCTION_ALIASES: Readonly<Record<string, string>> = {
  arcsin: "asin",
  arccos: "acos",
  arctan: "atan",
  root: "nthroot",
  nthRoot: "nthroot",
  ncr: "nCr",
  npr: "nPr",
  stddev: "stdev",
  stddevp: "stdevp",
  variance: "var",
  count: "length",
};

/** Constants that every context knows. */
export const CONSTANTS: ReadonlySet<string> = new Set(["pi", "e"]);

/** Operators (mathjs function names of OperatorNode) a user may use. */
export const OPERATORS: ReadonlySet<string> = new Set(["add", "subtract", "multiply", "divide", "unaryMinus", "unaryPlus", "pow", "mod", "factorial"]);
