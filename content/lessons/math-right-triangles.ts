import type { LessonInput } from "./schema";

export const rightTriangles: LessonInput = {
  slug: "math-right-triangles",
  unit: "math",
  title: "Right triangles and trigonometry",
  description: "The Pythagorean theorem, SOH CAH TOA, complementary angles and the special right triangles of the reference sheet.",
  domain: "Geometry and Trigonometry",
  skill: "Right triangles and trigonometry",
  slides: [
    {
      heading: "Right triangles and trigonometry",
      bullets: [
        "Domain: Geometry and Trigonometry",
        "One angle is 90°; the side opposite it is the hypotenuse",
        "Tools: Pythagoras, SOH CAH TOA, special triangles",
      ],
      narration:
        "In this lesson you will work with right triangles, triangles that have one 90 degree angle. The side opposite the right angle is the hypotenuse, and it is always the longest side. You will use three tools: the Pythagorean theorem, the trigonometric ratios, and the special right triangles from the reference sheet.",
    },
    {
      heading: "The Pythagorean theorem",
      bullets: ["a² + b² = c², where c is the hypotenuse", "Common triples: 3-4-5, 5-12-13, 8-15-17"],
      example: ["Legs 6 and 8:  6² + 8² = 36 + 64 = 100", "c = √100 = 10"],
      narration:
        "The Pythagorean theorem says that [[a² + b² = c²|a squared plus b squared equals c squared]], where c is the hypotenuse. For legs of 6 and 8, 36 plus 64 is 100, so the hypotenuse is 10. Learn the common triples, 3 4 5, 5 12 13, and 8 15 17, and their multiples: they save time on many questions.",
    },
    {
      heading: "SOH CAH TOA",
      bullets: ["sin = opposite ÷ hypotenuse", "cos = adjacent ÷ hypotenuse", "tan = opposite ÷ adjacent"],
      example: ["For angle A: opposite 5, adjacent 12, hypotenuse 13", "sin A = 5/13,  cos A = 12/13,  tan A = 5/12"],
      narration:
        "The trigonometric ratios compare sides as seen from one acute angle. Remember them as SOH CAH TOA. Sine is opposite over hypotenuse. Cosine is adjacent over hypotenuse. Tangent is opposite over adjacent. If, from angle A, the opposite side is 5, the adjacent side is 12, and the hypotenuse is 13, then sine A is [[5/13|5 over 13]], and tangent A is [[5/12|5 over 12]].",
    },
    {
      heading: "Complementary angles",
      bullets: ["The two acute angles add up to 90°", "If A + B = 90°, then sin A = cos B"],
      example: ["sin 30° = cos 60° = 0.5", "If cos A = 0.6, then sin B = 0.6"],
      narration:
        "In a right triangle, the two acute angles always add up to 90 degrees. The side opposite one of them is adjacent to the other, so the sine of one angle equals the cosine of the other. For example, sine of 30 degrees equals cosine of 60 degrees. The test often asks exactly this, so when you see two angles that add up to 90 degrees, think sine equals cosine.",
    },
    {
      heading: "Special right triangles",
      bullets: ["45°-45°-90°: sides x, x, x√2", "30°-60°-90°: sides x, x√3, 2x", "Both are on the reference sheet"],
      example: ["30°-60°-90° with shortest side 4:", "hypotenuse 8, longer leg 4√3"],
      narration:
        "Two special right triangles appear on the reference sheet. In a 45 45 90 triangle, the legs are equal and the hypotenuse is [[x√2|x times the square root of 2]]. In a 30 60 90 triangle, the side opposite 30 degrees is x, the side opposite 60 degrees is [[x√3|x times the square root of 3]], and the hypotenuse is [[2x|2 x]]. So if the shortest side is 4, the hypotenuse is 8.",
    },
    {
      heading: "Recap",
      bullets: ["Label the hypotenuse first", "a² + b² = c²; SOH CAH TOA", "Complementary angles: sin A = cos B"],
      narration:
        "To recap. Draw the triangle and label the hypotenuse first. Use the Pythagorean theorem for missing sides, SOH CAH TOA for ratios, and remember that the sine of one acute angle is the cosine of the other. The special triangles are on the reference sheet. Answer the quiz below to finish the Math unit.",
    },
  ],
  quiz: [
    {
      text: "A right triangle has legs of length 9 and 12. What is the length of its hypotenuse?",
      options: ["13", "15", "21", "225"],
      correct: "B",
      explanation:
        "9² + 12² = 81 + 144 = 225, and √225 = 15 (a 3-4-5 triangle scaled by 3). 225 is c² rather than c, 21 adds the legs, and 13 is the hypotenuse of the 5-12-13 triangle, whose legs are 5 and 12, not 9 and 12.",
    },
    {
      text: "In right triangle PQR, angle R is the right angle, PR = 8, QR = 15 and PQ = 17. What is the value of sin P?",
      options: ["8/17", "8/15", "15/17", "17/15"],
      correct: "C",
      explanation:
        "From angle P, the opposite side is QR = 15 and the hypotenuse is PQ = 17, so sin P = 15/17. 8/17 is cos P, 8/15 is the tangent of Q, and 17/15 is greater than 1, which a sine never is.",
    },
    {
      text: "In a right triangle, the two acute angles are A and B. If cos A = 0.6, what is the value of sin B?",
      options: ["0.4", "0.6", "0.8", "1.6"],
      correct: "B",
      explanation:
        "A + B = 90°, so the side adjacent to A is opposite B, and sin B = cos A = 0.6. 0.8 is sin A, 0.4 is 1 − 0.6, and 1.6 is greater than 1, which a sine never is.",
    },
    {
      text: "In a 30°-60°-90° triangle, the side opposite the 30° angle has length 7. What is the length of the hypotenuse?",
      options: ["7", "7√3", "14", "14√3"],
      correct: "C",
      explanation:
        "In a 30°-60°-90° triangle the hypotenuse is twice the side opposite 30°, so it is 2 × 7 = 14. 7√3 is the side opposite 60°, 7 is the shortest side itself, and 14√3 doubles the wrong side.",
    },
  ],
};
