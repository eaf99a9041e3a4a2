/**
 * Errors of the calculator's expression language. The `code` is stable and maps to the
 * i18n key `errors.<code>` of the "calculator" namespace; `detail` is a symbol or function
 * name to show next to the message (never translated: it is what the user typed).
 */
export type CalcErrorCode =
  | "syntax"
  | "unknownSymbol"
  | "unknownFunction"
  | "needsParentheses"
  | "wrongArgumentCount"
  | "divisionByZero"
  | "undefinedResult"
  | "tooLarge"
  | "unsupported"
  | "circular"
  | "duplicateDefinition"
  | "reservedName"
  | "noVariables"
  | "regressionNeedsLists"
  | "regressionLengths"
  | "regressionTooFewPoints"
  | "regressionFailed";

export class CalcError extends Error {
  readonly code: CalcErrorCode;
  readonly detail?: string;

  constructor(code: CalcErrorCode, detail?: string) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = "CalcError";
    this.code = code;
    this.detail = detail;
  }
}

/** Any thrown value as a CalcError (mathjs parse errors become "syntax"). */
export function toCalcError(error: unknown): CalcError {
  if (error instanceof CalcError) return error;
  return new CalcError("syntax");
}
