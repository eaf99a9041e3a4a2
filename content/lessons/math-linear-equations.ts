import type { LessonInput } from "./schema";

export const linearEquations: LessonInput = {
  slug: "math-linear-equations",
  unit: "math",
  title: "Linear equations in one variable",
  description:
    "Isolate the variable while keeping the equation balanced, clear fractions first, and tell when an equation has one, no or infinitely many solutions.",
  domain: "Algebra",
  skill: "Linear equations in one variable",
  slides: [
    {
      heading: "Linear equations in one variable",
      bullets: ["Domain: Algebra", "Goal: get the variable alone on one side", "Rule: keep both sides balanced"],
      narration:
        "Welcome to the Math unit. In this lesson you will solve linear equations in one variable, the most common kind of question in the Algebra domain. The goal is always the same: get the variable alone on one side of the equation, while keeping both sides equal at every step.",
    },
    {
      heading: "The balance rule",
      bullets: ["Whatever you do to one side, do to the other", "Undo addition first, then multiplication"],
      example: ["3x + 5 = 20", "3x = 15        (subtract 5 from both sides)", "x = 5          (divide both sides by 3)"],
      narration:
        "Think of an equation as a balance. Whatever you do to one side, you must do to the other. Take [[3x + 5 = 20|3 x plus 5 equals 20]]. Undo the addition first: subtract 5 from both sides to get [[3x = 15|3 x equals 15]]. Then undo the multiplication: divide both sides by 3, and [[x = 5|x equals 5]].",
    },
    {
      heading: "Variables on both sides",
      bullets: ["Collect the x terms on one side, numbers on the other", "Check by substituting your answer"],
      example: ["7x − 4 = 3x + 12", "4x − 4 = 12     (subtract 3x)", "4x = 16, so x = 4", "Check: 7(4) − 4 = 24 and 3(4) + 12 = 24"],
      narration:
        "When the variable appears on both sides, collect the x terms on one side and the numbers on the other. In [[7x − 4 = 3x + 12|7 x minus 4 equals 3 x plus 12]], subtract [[3x|3 x]] from both sides to get [[4x − 4 = 12|4 x minus 4 equals 12]]. Add 4 to get [[4x = 16|4 x equals 16]], so x is 4. Check it: both sides equal 24. Checking takes ten seconds and catches most sign errors.",
    },
    {
      heading: "Clear fractions first",
      bullets: ["Multiply every term by the common denominator", "Then solve as usual"],
      example: ["x/4 + 1/2 = 3", "x + 2 = 12      (multiply every term by 4)", "x = 10"],
      narration:
        "Fractions slow you down, so clear them first. In [[x/4 + 1/2 = 3|x over 4, plus one half, equals 3]], multiply every term by 4, the common denominator. That gives [[x + 2 = 12|x plus 2 equals 12]], and x is 10. Be sure to multiply every term, including the numbers that had no fraction.",
    },
    {
      heading: "One, none, or infinitely many",
      bullets: [
        "Different x coefficients: exactly one solution",
        "Same x coefficients, different numbers: no solution",
        "Identical sides: infinitely many solutions",
      ],
      example: ["2x + 3 = 2x + 5  →  3 = 5: no solution", "2(x + 3) = 2x + 6  →  6 = 6: infinitely many"],
      narration:
        "Some questions ask how many solutions an equation has. If the x terms cancel and leave a false statement, such as 3 equals 5, there is no solution. If they cancel and leave a true statement, such as 6 equals 6, every value of x works, so there are infinitely many solutions. Otherwise there is exactly one.",
    },
    {
      heading: "Recap",
      bullets: [
        "Undo addition, then multiplication, on both sides",
        "Collect x terms; clear fractions first",
        "x terms cancel: false means none, true means infinitely many",
      ],
      narration:
        "To recap. Keep the equation balanced, undoing addition before multiplication. Collect the x terms on one side, and clear fractions first. If the x terms cancel, a false statement means no solution and a true one means infinitely many. Answer the quiz below to unlock the next lesson.",
    },
  ],
  quiz: [
    {
      text: "If 4x − 7 = 21, what is the value of x?",
      options: ["3.5", "7", "14", "28"],
      correct: "B",
      explanation:
        "Add 7 to both sides: 4x = 28. Divide by 4: x = 7. Check: 4(7) − 7 = 21. 3.5 comes from 14 ÷ 4 (subtracting 7 instead of adding), 14 from 28 ÷ 2, and 28 is 4x, not x.",
    },
    {
      text: "What value of x satisfies 5x + 9 = 2x + 30?",
      options: ["3", "5", "7", "13"],
      correct: "C",
      explanation:
        "Subtract 2x from both sides: 3x + 9 = 30. Subtract 9: 3x = 21, so x = 7. Check: 5(7) + 9 = 44 and 2(7) + 30 = 44. 13 comes from 39 ÷ 3 (adding 9 instead of subtracting it).",
    },
    {
      text: "If x/3 + 4 = 10, what is the value of x?",
      options: ["2", "6", "18", "42"],
      correct: "C",
      explanation:
        "Subtract 4: x/3 = 6. Multiply by 3: x = 18. Check: 18/3 + 4 = 10. 6 is x/3 rather than x, 2 is 6 ÷ 3, and 42 comes from multiplying 14 by 3 after adding 4.",
    },
    {
      text: "How many solutions does the equation 3(x + 2) = 3x + 5 have?",
      options: ["Zero", "Exactly one", "Exactly two", "Infinitely many"],
      correct: "A",
      explanation:
        "Distribute: 3x + 6 = 3x + 5. Subtracting 3x leaves 6 = 5, which is false for every x, so there is no solution. Infinitely many would need a true statement such as 6 = 6, and a linear equation never has exactly two solutions.",
    },
  ],
};
