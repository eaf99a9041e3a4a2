/**
 * The Math directions every full test's Math module shows (before the first question and under Directions), as
 * on the real test: one text, so that a correction reaches every module. A module with its own wording keeps it.
 */
export const MATH_DIRECTIONS = String.raw`<p>This module tests a range of math skills. You may use a calculator on every question.</p>
<p>Unless a question says otherwise, assume that all variables and expressions stand for real numbers, that figures are drawn to scale and lie in a plane, and that the domain of a function \(f\) is every real number \(x\) for which \(f(x)\) is a real number.</p>
<p>For a multiple-choice question, choose the one best answer. For a student-produced response question, type your answer in the box: a positive answer may use up to 5 characters and a negative answer up to 6 (the minus sign included). Enter a fraction or a decimal, not a mixed number; if a fraction does not fit, enter its decimal form, rounded or cut off at the fourth character. Do not type symbols such as %, $ or commas. If a question has more than one correct answer, enter just one of them.</p>`;
