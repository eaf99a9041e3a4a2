import { hasAll, isEquationThrough, isPoint, texInt, type Oracle } from "./matchers";
import { solveLinear } from "./solve";

export const LINEAR_TWO: Record<string, Oracle> = {
  "lin2-x-intercept-standard-form": {
    // y = 0 in px + qy = r
    key: ({ p, r }) => isPoint(r / p, 0),
    mistakes: {
      "gave-y-intercept": ({ q, r }) => isPoint(0, r / q),
      "swapped-coordinates": ({ p, r }) => isPoint(0, r / p),
      "divided-by-y-coefficient": ({ q, r }) => isPoint(r / q, 0),
      "sign-error": ({ p, r }) => isPoint(-r / p, 0),
    },
  },
  "lin2-slope-through-two-points": {
    key: ({ x1, y1, x2, y2 }) => (y2 - y1) / (x2 - x1),
  },
  "lin2-slope-of-standard-form": {
    // two points of the line: x = 0 and x = 1
    key: ({ p, q, r }) => (r - p) / q - r / q,
    mistakes: {
      "dropped-negative-sign": ({ p, q }) => p / q,
      "inverted-ratio": ({ p, q }) => -q / p,
      "gave-y-intercept": ({ q, r }) => r / q,
      "inverted-and-dropped-sign": ({ p, q }) => q / p,
    },
  },
  "lin2-interpret-x-intercept": {
    // the x-intercept is where y = 0
    key: ({ a, s, T, X, Y }) => hasAll(`If no ${Y} were sold, then ${texInt(solveLinear((x) => a * x + s * 0 - T))} ${X} were sold.`),
    mistakes: {
      "gave-y-intercept-meaning": ({ a, s, T, X, Y }) => hasAll(`If no ${X} were sold, then ${texInt(solveLinear((y) => a * 0 + s * y - T))} ${Y} were sold.`),
      "swapped-the-variables": ({ a, T, X, Y }) => hasAll(`If no ${X} were sold, then ${texInt(T / a)} ${Y} were sold.`),
      "intercept-read-as-price": ({ a, T }) => hasAll("brought in", `\\$${T / a}`),
    },
  },
  "lin2-triangle-with-the-axes": {
    key: ({ p, q, r }) => Math.abs((r / p) * (r / q)) / 2,
  },
  "lin2-table-to-standard-form": {
    key: ({ x1, y1, x2, y2, x3, y3 }) =>
      isEquationThrough([
        [x1, y1],
        [x2, y2],
        [x3, y3],
      ]),
    mistakes: {
      "slope-with-wrong-sign": ({ x1, y1, x2, y2 }) =>
        isEquationThrough([
          [x1, y1],
          [x1 + 1, y1 - (y2 - y1) / (x2 - x1)],
        ]),
      "slope-change-in-x-over-change-in-y": ({ x1, y1, x2, y2 }) =>
        isEquationThrough([
          [x1, y1],
          [x1 + 1, y1 + (x2 - x1) / (y2 - y1)],
        ]),
      "perpendicular-slope": ({ x1, y1, x2, y2 }) =>
        isEquationThrough([
          [x1, y1],
          [x1 + 1, y1 - (x2 - x1) / (y2 - y1)],
        ]),
    },
  },
};
