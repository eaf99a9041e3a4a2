import type { LessonInput } from "./schema";

export const percentages: LessonInput = {
  slug: "math-percentages",
  unit: "math",
  title: "Percentages: parts, changes and multipliers",
  description: "Find a percent of a number, a percent change, and an original value, using multipliers so that successive changes never trip you up.",
  domain: "Problem-Solving and Data Analysis",
  skill: "Percentages",
  slides: [
    {
      heading: "Percentages",
      bullets: ["Domain: Problem-Solving and Data Analysis", "Percent means per hundred", "p% of a number = (p/100) × the number"],
      narration:
        "This lesson is about percentages, which appear in every Math section, often inside a word problem. Percent means per hundred, so [[p|p]] percent of a number is [[p/100|p over 100]] times that number. You will learn three kinds of questions: a part of a whole, a percent change, and an original value.",
    },
    {
      heading: "Part of a whole",
      bullets: ["Part = percent × whole", "Percent = part ÷ whole × 100"],
      example: ["35% of 80 = 0.35 × 80 = 28", "What percent of 60 is 15?  15 ÷ 60 = 0.25 = 25%"],
      narration:
        "To find a part, multiply the whole by the percent written as a decimal. Thirty five percent of 80 is [[0.35|0.35]] times 80, which is 28. To find what percent one number is of another, divide the part by the whole. Fifteen out of 60 is [[0.25|0.25]], which is 25 percent.",
    },
    {
      heading: "Percent change",
      bullets: ["Change ÷ original × 100", "Always divide by the original value"],
      example: ["A price rises from $40 to $50", "Change = 10;  10 ÷ 40 = 0.25", "A 25% increase (not 20%)"],
      narration:
        "For a percent change, divide the change by the original value. A price that rises from 40 dollars to 50 dollars changes by 10 dollars. Ten divided by the original 40 is [[0.25|0.25]], a 25 percent increase. Dividing by the new value, 50, would give 20 percent, a favorite wrong answer.",
    },
    {
      heading: "Multipliers",
      bullets: ["Increase by p%: multiply by (1 + p/100)", "Decrease by p%: multiply by (1 − p/100)"],
      example: ["20% off $75:  0.80 × 75 = $60", "A 6% raise on $2,500:  1.06 × 2,500 = $2,650"],
      narration:
        "Multipliers make every percent change a single step. To increase by [[p|p]] percent, multiply by 1 plus [[p/100|p over 100]]. To decrease, multiply by 1 minus [[p/100|p over 100]]. A 20 percent discount on 75 dollars is [[0.80|0.8]] times 75, which is 60 dollars. A 6 percent raise on 2500 dollars is [[1.06|1.06]] times 2500, which is 2650 dollars.",
    },
    {
      heading: "Successive changes and original values",
      bullets: ["Changes multiply; they do not add", "To undo a change, divide by its multiplier"],
      example: ["+10% then −10%:  1.10 × 0.90 = 0.99  (1% lower)", "After a 25% increase the price is $60:", "original = 60 ÷ 1.25 = $48"],
      narration:
        "Successive changes multiply, they do not add. A 10 percent increase followed by a 10 percent decrease gives [[1.10 × 0.90|1.1 times 0.9]], which is [[0.99|0.99]], so the result is 1 percent lower than at the start. To find an original value, divide by the multiplier. If a price is 60 dollars after a 25 percent increase, the original price was 60 divided by [[1.25|1.25]], which is 48 dollars.",
    },
    {
      heading: "Recap",
      bullets: ["Part = percent × whole; percent = part ÷ whole", "Percent change: divide by the original", "Use multipliers; successive changes multiply"],
      narration:
        "To recap. A part is the percent times the whole. A percent change is the change divided by the original value. Use multipliers for increases and decreases, multiply them for successive changes, and divide by them to find an original value. Answer the quiz below to unlock the last lesson.",
    },
  ],
  quiz: [
    {
      text: "A store sells a coat for p dollars. Which expression gives the price of the coat after a 15% discount?",
      options: ["p − 0.15", "0.15p", "1.15p", "0.85p"],
      correct: "D",
      explanation:
        "A 15% decrease keeps 100% − 15% = 85% of the price, so the multiplier is 0.85 and the price is 0.85p. 0.15p is the discount itself, 1.15p is a 15% increase, and p − 0.15 subtracts 15 cents.",
    },
    {
      text: "The price of a jacket rises from $50 to $62. By what percent did the price increase?",
      options: ["12%", "19.4%", "24%", "62%"],
      correct: "C",
      explanation:
        "The change is $62 − $50 = $12, and 12 ÷ 50 (the original price) = 0.24 = 24%. 19.4% divides by the new price (12 ÷ 62), 12% is the change in dollars, and 62% reads the new price as a percent.",
    },
    {
      text: "An $80 item is marked down 25%, and then an extra 10% is taken off the sale price. What is the final price?",
      options: ["$52", "$54", "$56", "$60"],
      correct: "B",
      explanation:
        "Multiply the multipliers: 80 × 0.75 × 0.90 = 60 × 0.90 = $54. $52 adds the discounts (35% off), $60 stops after the first markdown, and $56 takes 30% off.",
    },
    {
      text: "After a 20% increase, the population of a town is 1,800. What was the population before the increase?",
      options: ["1,440", "1,500", "1,780", "2,160"],
      correct: "B",
      explanation:
        "The new population is 1.20 times the old one, so the old population is 1,800 ÷ 1.20 = 1,500. Check: 1,500 × 1.2 = 1,800. 1,440 takes 20% off 1,800, 2,160 adds 20% to 1,800, and 1,780 subtracts 20 people.",
    },
  ],
};
