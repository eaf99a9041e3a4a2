import { describe, expect, test } from "vitest";
import {
  evaluateScientific,
  formatScientificResult,
  type ScientificResult,
  type ScientificSuccess,
} from "../../../app/features/calculator/scientific-evaluator";

const deg = { angleMode: "deg" as const };
const rad = { angleMode: "rad" as const };

function ok(result: ScientificResult): ScientificSuccess {
  if (!result.ok) throw new Error(`expected a value, got error ${result.error}`);
  return result;
}

function shown(input: string, options = deg): string {
  const result = ok(evaluateScientific(input, options));
  return formatScientificResult(result, result.prefersFraction ? "fraction" : "decimal");
}

describe("scientific evaluator: arithmetic", () => {
  test("2^10 is 1024", () => {
    expect(ok(evaluateScientific("2^10", deg)).value).toBe(1024);
    expect(shown("2^10")).toBe("1024");
  });

  test("follows operator precedence and parentheses", () => {
    expect(ok(evaluateScientific("2+3*4", deg)).value).toBe(14);
    expect(ok(evaluateScientific("(2+3)*4", deg)).value).toBe(20);
    expect(ok(evaluateScientific("-3^2", deg)).value).toBe(-9);
    expect(ok(evaluateScientific("2(3+4)", deg)).value).toBe(14);
  });

  test("reads calculator symbols typed or pasted", () => {
    expect(ok(evaluateScientific("6×7", deg)).value).toBe(42);
    expect(ok(evaluateScientific("84÷2", deg)).value).toBe(42);
    expect(ok(evaluateScientific("√16", deg)).value).toBe(4);
    expect(ok(evaluateScientific("5²", deg)).value).toBe(25);
    expect(ok(evaluateScientific("2π", deg)).value).toBeCloseTo(6.283185307, 9);
  });

  test("0.1+0.2 shows 0.3", () => {
    expect(shown("0.1+0.2")).toBe("0.3");
  });
});

describe("scientific evaluator: exact fractions", () => {
  test("1/3+1/6 shows 1/2 and toggles to 0.5", () => {
    const result = ok(evaluateScientific("1/3+1/6", deg));
    expect(result.exact).toEqual({ numerator: 1n, denominator: 2n });
    expect(result.prefersFraction).toBe(true);
    expect(formatScientificResult(result, "fraction")).toBe("1/2");
    expect(formatScientificResult(result, "decimal")).toBe("0.5");
  });

  test("negative and power fractions stay exact", () => {
    expect(shown("1/4-3/4")).toBe("-1/2");
    expect(shown("(2/3)^2")).toBe("4/9");
    expect(shown("2^-3")).toBe("1/8");
    expect(shown("sqrt(9/4)")).toBe("3/2");
  });

  test("irrational results have no fraction", () => {
    const result = ok(evaluateScientific("sqrt(2)/2", deg));
    expect(result.exact).toBeNull();
    expect(formatScientificResult(result, "fraction")).toBe("0.707106781187");
  });

  test("decimal input prefers the decimal but keeps the fraction available", () => {
    const result = ok(evaluateScientific("0.25+0.5", deg));
    expect(result.prefersFraction).toBe(false);
    expect(formatScientificResult(result, "decimal")).toBe("0.75");
    expect(formatScientificResult(result, "fraction")).toBe("3/4");
  });
});

describe("scientific evaluator: functions", () => {
  test("sin(30) in degrees is 0.5", () => {
    expect(ok(evaluateScientific("sin(30)", deg)).value).toBe(0.5);
  });

  test("trigonometry in radians", () => {
    expect(ok(evaluateScientific("sin(pi/6)", rad)).value).toBe(0.5);
    expect(ok(evaluateScientific("sin(pi)", rad)).value).toBe(0);
    expect(ok(evaluateScientific("cos(pi)", rad)).value).toBe(-1);
  });

  test("inverse trigonometry in degrees and radians", () => {
    expect(ok(evaluateScientific("asin(0.5)", deg)).value).toBe(30);
    expect(ok(evaluateScientific("arctan(1)", deg)).value).toBe(45);
    expect(ok(evaluateScientific("acos(0)", rad)).value).toBeCloseTo(Math.PI / 2, 12);
  });

  test("tan(45) is 1 and tan(90) is undefined in degrees", () => {
    expect(ok(evaluateScientific("tan(45)", deg)).value).toBe(1);
    expect(evaluateScientific("tan(90)", deg)).toEqual({ ok: false, error: "undefinedResult", detail: undefined });
  });

  test("log is base 10, ln is natural, log(x, b) is base b", () => {
    expect(ok(evaluateScientific("log(1000)", deg)).value).toBe(3);
    expect(ok(evaluateScientific("ln(e^2)", deg)).value).toBeCloseTo(2, 12);
    expect(ok(evaluateScientific("log(8, 2)", deg)).value).toBeCloseTo(3, 12);
  });

  test("roots, factorial, absolute value", () => {
    expect(ok(evaluateScientific("cbrt(-27)", deg)).value).toBe(-3);
    expect(ok(evaluateScientific("nthroot(16, 4)", deg)).value).toBe(2);
    expect(ok(evaluateScientific("5!", deg)).value).toBe(120);
    expect(ok(evaluateScientific("abs(-7)", deg)).value).toBe(7);
  });

  test("combinations and permutations, refusing sizes that would hang", () => {
    expect(ok(evaluateScientific("nCr(5, 2)", deg)).value).toBe(10);
    expect(ok(evaluateScientific("nPr(5, 2)", deg)).value).toBe(20);
    expect(evaluateScientific("nCr(1000000000, 500000000)", deg)).toMatchObject({ ok: false, error: "undefinedResult" });
  });

  test("percent divides by 100", () => {
    expect(ok(evaluateScientific("50%", deg)).value).toBe(0.5);
    expect(ok(evaluateScientific("200*15%", deg)).value).toBe(30);
  });

  test("Ans recalls the previous answer, exactly", () => {
    const first = ok(evaluateScientific("1/3", deg));
    const second = ok(evaluateScientific("Ans*3", { ...deg, ans: { value: first.value, exact: first.exact } }));
    expect(second.value).toBe(1);
    expect(second.exact).toEqual({ numerator: 1n, denominator: 1n });
    expect(ok(evaluateScientific("ans+1", { ...deg, ans: { value: 41, exact: null } })).value).toBe(42);
  });
});

describe("scientific evaluator: errors", () => {
  test("malformed input is a syntax error", () => {
    expect(evaluateScientific("2+*3", deg)).toMatchObject({ ok: false, error: "syntax" });
    expect(evaluateScientific("(2+3", deg)).toMatchObject({ ok: false, error: "syntax" });
    expect(evaluateScientific("", deg)).toMatchObject({ ok: false, error: "syntax" });
  });

  test("division by zero is reported as such", () => {
    expect(evaluateScientific("1/0", deg)).toMatchObject({ ok: false, error: "divisionByZero" });
    expect(evaluateScientific("5/(3-3)", deg)).toMatchObject({ ok: false, error: "divisionByZero" });
  });

  test("results outside the real numbers are undefined", () => {
    expect(evaluateScientific("sqrt(-4)", deg)).toMatchObject({ ok: false, error: "undefinedResult" });
    expect(evaluateScientific("log(0)", deg)).toMatchObject({ ok: false, error: "undefinedResult" });
    expect(evaluateScientific("asin(2)", deg)).toMatchObject({ ok: false, error: "undefinedResult" });
  });

  test("overflow is too large", () => {
    expect(evaluateScientific("10^400", deg)).toMatchObject({ ok: false, error: "tooLarge" });
  });

  test("unknown names are rejected, not evaluated", () => {
    expect(evaluateScientific("q+1", deg)).toMatchObject({ ok: false, error: "unknownSymbol", detail: "q" });
    expect(evaluateScientific("2 cm", deg)).toMatchObject({ ok: false, error: "unknownSymbol" });
    expect(evaluateScientific("sin 30", deg)).toMatchObject({ ok: false, error: "needsParentheses", detail: "sin" });
  });

  test("mathjs entry points and JavaScript cannot be reached", () => {
    for (const attack of [
      "import({}, {override: true})",
      'evaluate("1+1")',
      'createUnit("foo")',
      "parse('1')",
      "[1,2,3]",
      "{a: 1}",
      "f(x) = x",
      'constructor.constructor("return 1")()',
      '"abc"',
      "x = 2",
    ]) {
      expect(evaluateScientific(attack, deg).ok, attack).toBe(false);
    }
  });
});
