/**
 * Runs an allowlisted mathjs tree (from `prepareTree`) without mathjs' compiler and without
 * `eval`: the tree becomes nested closures over an Arithmetic (floating point or exact).
 * Values are numbers or lists of numbers; operators and one-number functions apply to lists
 * element by element (L + 1, L^2, sin(L), L1·L2 up to the shorter length), as in Desmos;
 * the list functions (mean, stdev, …) take numbers and lists together.
 *
 * Symbols are looked up in the frame (the parameters of the closure: a function's arguments,
 * x while sampling a curve, a regression's parameters), then in the scope.
 */
import type { MathNode } from "mathjs";
import type { Arithmetic } from "./arithmetic";
import { CalcError } from "./calc-error";
import { LIST_FUNCTIONS } from "./list-functions";
import { CONSTANTS } from "./function-names";

export type Value<T> = T | T[];
export type UserFunction<T> = (args: Array<Value<T>>) => Value<T>;
export type Scope<T> = { values: Map<string, Value<T>>; functions: Map<string, UserFunction<T>> };
export type Evaluator<T> = (scope: Scope<T>, frame: ReadonlyArray<Value<T>>) => Value<T>;

export function emptyScope<T>(): Scope<T> {
  return { values: new Map(), functions: new Map() };
}

/** Applies a function of numbers to numbers and lists, element by element. */
export function mapValues<T>(args: Array<Value<T>>, fn: (values: T[]) => T): Value<T> {
  let length = -1;
  for (const arg of args) if (Array.isArray(arg)) length = length < 0 ? arg.length : Math.min(length, arg.length);
  if (length < 0) return fn(args as T[]);
  const result: T[] = [];
  for (let index = 0; index < length; index++) result.push(fn(args.map((arg) => (Array.isArray(arg) ? arg[index] : arg))));
  return result;
}

function map1<T>(a: Value<T>, fn: (x: T) => T): Value<T> {
  return Array.isArray(a) ? a.map(fn) : fn(a);
}

function map2<T>(a: Value<T>, b: Value<T>, fn: (x: T, y: T) => T): Value<T> {
  if (!Array.isArray(a) && !Array.isArray(b)) return fn(a, b);
  return mapValues([a, b], ([x, y]) => fn(x, y));
}

function flatten<T>(values: Array<Value<T>>): T[] {
  return values.flatMap((value) => (Array.isArray(value) ? value : [value]));
}

type Fields = { fn?: MathNode | string; args?: MathNode[]; content?: MathNode; name?: string; value?: unknown; items?: MathNode[] };

export function compileTree<T>(root: MathNode, A: Arithmetic<T>, params: readonly string[] = []): Evaluator<T> {
  const compile = (node: MathNode): Evaluator<T> => {
    const { fn, args = [], content, name, value, items = [] } = node as unknown as Fields;
    switch (node.type) {
      case "ConstantNode": {
        if (typeof value !== "number") throw new CalcError("syntax");
        try {
          const constant = A.constant(value);
          return () => constant;
        } catch (error) {
          return () => {
            throw error;
          };
        }
      }
      case "SymbolNode":
        return symbol(name as string);
      case "ParenthesisNode":
        return compile(content as MathNode);
      case "ArrayNode": {
        const parts = items.map(compile);
        return (scope, frame) => flatten(parts.map((part) => part(scope, frame)));
      }
      case "OperatorNode":
        return operator(fn as string, args.map(compile));
      case "FunctionNode":
        return call((fn as unknown as { name: string }).name, args.map(compile));
      default:
        throw new CalcError("syntax");
    }
  };

  const symbol = (name: string): Evaluator<T> => {
    const index = params.indexOf(name);
    if (index >= 0) return (_scope, frame) => frame[index];
    if (CONSTANTS.has(name)) {
      return () => A.namedConstant(name);
    }
    return (scope) => {
      const found = scope.values.get(name);
      if (found === undefined) throw new CalcError("unknownSymbol", name);
      return found;
    };
  };

  const operator = (fn: string, operands: Array<Evaluator<T>>): Evaluator<T> => {
    const [a, b] = operands;
    const binary =
      (op: (x: T, y: T) => T): Evaluator<T> =>
      (scope, frame) =>
        map2(a(scope, frame), b(scope, frame), op);
    switch (fn) {
      case "add":
        return binary(A.add);
      case "subtract":
        return binary(A.subtract);
      case "multiply":
        return binary(A.multiply);
      case "divide":
        return binary(A.divide);
      case "pow":
        return binary(A.pow);
      case "mod":
        return binary(A.mod);
      case "unaryMinus":
        return (scope, frame) => map1(a(scope, frame), A.negate);
      case "unaryPlus":
        return a;
      case "factorial":
        return (scope, frame) => map1(a(scope, frame), A.factorial);
      default:
        throw new CalcError("syntax");
    }
  };

  const call = (name: string, args: Array<Evaluator<T>>): Evaluator<T> => {
    const evaluateArgs = (scope: Scope<T>, frame: ReadonlyArray<Value<T>>) => args.map((arg) => arg(scope, frame));
    const statistic = Object.hasOwn(LIST_FUNCTIONS, name) ? LIST_FUNCTIONS[name] : undefined;
    if (statistic) return (scope, frame) => statistic(flatten(evaluateArgs(scope, frame)), A);
    const builtin = A.builtin(name);
    if (builtin) return (scope, frame) => mapValues(evaluateArgs(scope, frame), builtin);
    return (scope, frame) => {
      const user = scope.functions.get(name);
      if (!user) throw new CalcError("unknownFunction", name);
      return user(evaluateArgs(scope, frame));
    };
  };

  return compile(root);
}

/** A user-defined function f(a, b) = body: its arguments are the frame of the body. */
export function defineFunction<T>(params: readonly string[], body: MathNode, A: Arithmetic<T>, scope: Scope<T>): UserFunction<T> {
  const evaluate = compileTree(body, A, params);
  return (args) => {
    if (args.length !== params.length) throw new CalcError("wrongArgumentCount");
    return evaluate(scope, args);
  };
}

/** A number from an evaluation, NaN for a list or a failure (curves, points, fits). */
export function numberOf(evaluate: () => Value<number>): number {
  try {
    const value = evaluate();
    return typeof value === "number" ? value : Number.NaN;
  } catch {
    return Number.NaN;
  }
}
