import type { LessonInput } from "./schema";

export const linearSystems: LessonInput = {
  slug: "math-linear-systems",
  unit: "math",
  title: "Systems of two linear equations",
  description: "Solve two equations in two unknowns by substitution or elimination, and read the number of solutions from the slopes.",
  domain: "Algebra",
  skill: "Systems of two linear equations in two variables",
  slides: [
    {
      heading: "Systems of two linear equations",
      bullets: ["Two equations, two unknowns", "The solution is the point where the two lines meet", "Methods: substitution and elimination"],
      narration:
        "In this lesson you will solve systems of two linear equations. A system gives two equations with two unknowns, usually x and y. Its solution is the pair of values that makes both equations true, which is the point where the two lines cross. There are two dependable methods: substitution and elimination.",
    },
    {
      heading: "Substitution",
      bullets: ["Use it when one variable is already alone"],
      example: ["y = 2x + 1   and   3x + y = 16", "3x + (2x + 1) = 16", "5x + 1 = 16, so x = 3", "y = 2(3) + 1 = 7"],
      narration:
        "Use substitution when one equation already has a variable alone. Here [[y = 2x + 1|y equals 2 x plus 1]]. Replace y in the other equation with [[2x + 1|2 x plus 1]]: [[3x + 2x + 1 = 16|3 x plus 2 x plus 1 equals 16]]. So [[5x = 15|5 x equals 15]], and x is 3. Then put x back into the first equation: y is 2 times 3 plus 1, which is 7.",
    },
    {
      heading: "Elimination",
      bullets: ["Add or subtract the equations so one variable cancels"],
      example: ["x + y = 10", "x − y = 4", "Add: 2x = 14, so x = 7 and y = 3"],
      narration:
        "Use elimination when the equations line up neatly. With [[x + y = 10|x plus y equals 10]] and [[x − y = 4|x minus y equals 4]], add the two equations. The y terms cancel, leaving [[2x = 14|2 x equals 14]], so x is 7. Substitute back, and y is 3.",
    },
    {
      heading: "Answer what is asked",
      bullets: ["The question may want x, y, or an expression like x + y", "Sometimes adding the equations gives it directly"],
      example: ["2x + 3y = 12", "4x − 3y = 6", "Add: 6x = 18, so x = 3 and y = 2"],
      narration:
        "Read the question carefully, because it may ask for x, for y, or for an expression such as x plus y. In this system, adding the equations cancels the y terms: [[6x = 18|6 x equals 18]], so x is 3. Then [[3y = 6|3 y equals 6]], and y is 2. If the question asked for x plus y, the answer would be 5, not 3.",
    },
    {
      heading: "How many solutions?",
      bullets: ["Different slopes: exactly one", "Same slope, different intercepts: none (parallel)", "Same line: infinitely many"],
      example: ["2x + 3y = 5 and 4x + ky = 8", "No solution when k = 6: same slope, and 8 ≠ 2 · 5"],
      narration:
        "Some questions ask how many solutions a system has. Lines with different slopes cross once, so there is exactly one solution. Parallel lines, with the same slope and different intercepts, never meet, so there is no solution. And if both equations describe the same line, there are infinitely many. For example, [[2x + 3y = 5|2 x plus 3 y equals 5]] and [[4x + ky = 8|4 x plus k y equals 8]] have no solution when k is 6.",
    },
    {
      heading: "Recap",
      bullets: ["A variable alone: substitute", "Matching coefficients: eliminate", "Check what the question asks for"],
      narration:
        "To recap. When a variable is alone, substitute. When the coefficients line up, add or subtract to eliminate. Always check which value the question asks for, and use slopes to decide how many solutions there are. Answer the quiz below to unlock the next lesson.",
    },
  ],
  quiz: [
    {
      text: "If y = x + 4 and 2x + y = 19, what is the value of x?",
      options: ["3", "5", "9", "15"],
      correct: "B",
      explanation: "Substitute y = x + 4: 2x + x + 4 = 19, so 3x = 15 and x = 5 (then y = 9). 9 is y, not x; 15 is 3x; 3 would give 2(3) + 7 = 13, not 19.",
    },
    {
      text: "If x + y = 12 and x − y = 2, what is the value of x?",
      options: ["2", "5", "7", "10"],
      correct: "C",
      explanation: "Add the equations: 2x = 14, so x = 7 (and y = 5). 5 is y, 10 is x + y − 2, and 2 is x − y.",
    },
    {
      text: "If 3x + 2y = 16 and 3x − 2y = 8, what is the value of x + y?",
      options: ["4", "6", "8", "10"],
      correct: "B",
      explanation: "Add the equations: 6x = 24, so x = 4. Then 12 + 2y = 16, so y = 2, and x + y = 6. 4 is x alone, 8 is 2x, and 10 is x + 3y.",
    },
    {
      text: "For which value of k does the system 2x + 5y = 7 and 6x + ky = 10 have no solution?",
      options: ["5", "10", "15", "21"],
      correct: "C",
      explanation:
        "The first equation times 3 is 6x + 15y = 21. With k = 15 the second is 6x + 15y = 10: the same left side with a different number, so the lines are parallel and there is no solution. 21 is the constant, not k; with 5 or 10 the slopes differ and there is exactly one solution.",
    },
  ],
};
