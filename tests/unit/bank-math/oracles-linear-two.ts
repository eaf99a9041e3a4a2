import { isEquationThrough, isPoint, type Oracle } from "./harness";
import { solve2 } from "./solve";

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
  "lin2-fixed-total-tradeoff": {
    // y at x = 0 minus y at x = k
    key: ({ p, q, total, k }) => total / q - (total - p * k) / q,
    mistakes: {
      "inverted-weight-ratio": ({ p, q, k }) => (k * q) / p,
      "change-for-one-unit": ({ p, q }) => p / q,
      "weight-instead-of-count": ({ p, k }) => p * k,
      "gave-intercept": ({ q, total }) => total / q,
    },
  },
  "lin2-x-intercept-from-two-points": {
    // the line y = mx + b through both points; x where y = 0
    key: ({ x1, y1, x2, y2 }) => {
      const [mm, b] = solve2(x1, 1, y1, x2, 1, y2);
      return -b / mm;
    },
  },
  "lin2-table-to-standard-form": {
    key: ({ x1, y1, x2, y2, x3, y3 }) => isEquationThrough([[x1, y1], [x2, y2], [x3, y3]]),
    mistakes: {
      "slope-with-wrong-sign": ({ x1, y1, x2, y2 }) => isEquationThrough([[x1, y1], [x1 + 1, y1 - (y2 - y1) / (x2 - x1)]]),
      "slope-change-in-x-over-change-in-y": ({ x1, y1, x2, y2 }) => isEquationThrough([[x1, y1], [x1 + 1, y1 + (x2 - x1) / (y2 - y1)]]),
      "perpendicular-slope": ({ x1, y1, x2, y2 }) => isEquationThrough([[x1, y1], [x1 + 1, y1 - (x2 - x1) / (y2 - y1)]]),
    },
  },
};
