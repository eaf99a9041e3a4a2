import diagMath from "./diagnostic/math-module";
import diagRw from "./diagnostic/rw-module";
import pt1MathM1 from "./practice-test-1/math-module-1";
import pt1MathM2e from "./practice-test-1/math-module-2-easier";
import pt1MathM2h from "./practice-test-1/math-module-2-harder";
import pt1RwM1 from "./practice-test-1/rw-module-1";
import pt1RwM2e from "./practice-test-1/rw-module-2-easier";
import pt1RwM2h from "./practice-test-1/rw-module-2-harder";
import pt2MathM1 from "./practice-test-2/math-module-1";
import pt2MathM2e from "./practice-test-2/math-module-2-easier";
import pt2MathM2h from "./practice-test-2/math-module-2-harder";
import pt2RwM1 from "./practice-test-2/rw-module-1";
import pt2RwM2e from "./practice-test-2/rw-module-2-easier";
import pt2RwM2h from "./practice-test-2/rw-module-2-harder";
import pt3MathM1 from "./practice-test-3/math-module-1";
import pt3MathM2e from "./practice-test-3/math-module-2-easier";
import pt3MathM2h from "./practice-test-3/math-module-2-harder";
import pt3RwM1 from "./practice-test-3/rw-module-1";
import pt3RwM2e from "./practice-test-3/rw-module-2-easier";
import pt3RwM2h from "./practice-test-3/rw-module-2-harder";
import pt4RwM1 from "./practice-test-4/rw-module-1";
import pt4RwM2e from "./practice-test-4/rw-module-2-easier";
import pt4RwM2h from "./practice-test-4/rw-module-2-harder";
import pt4MathM1 from "./practice-test-4/math-module-1";
import pt4MathM2e from "./practice-test-4/math-module-2-easier";
import pt4MathM2h from "./practice-test-4/math-module-2-harder";
import pt5RwM1 from "./practice-test-5/rw-module-1";
import pt5RwM2e from "./practice-test-5/rw-module-2-easier";
import pt5RwM2h from "./practice-test-5/rw-module-2-harder";
import pt5MathM1 from "./practice-test-5/math-module-1";
import pt5MathM2e from "./practice-test-5/math-module-2-easier";
import pt5MathM2h from "./practice-test-5/math-module-2-harder";
import pt6RwM1 from "./practice-test-6/rw-module-1";
import pt6RwM2e from "./practice-test-6/rw-module-2-easier";
import pt6RwM2h from "./practice-test-6/rw-module-2-harder";
import pt6MathM1 from "./practice-test-6/math-module-1";
import pt6MathM2e from "./practice-test-6/math-module-2-easier";
import pt6MathM2h from "./practice-test-6/math-module-2-harder";
import {
  diagnosticScoreTable,
  practiceTest1ScoreTable,
  practiceTest2ScoreTable,
  practiceTest3ScoreTable,
  practiceTest4ScoreTable,
  practiceTest5ScoreTable,
  practiceTest6ScoreTable,
} from "./score-tables";
import type { ExamInput } from "../exam-schema";
import { arrangeExams } from "../arrange-choices";

/**
 * Every practice exam, in the order the exam list shows them. Names and descriptions are in every
 * interface language (content/localized.ts); modules, directions and questions stay in English, as on
 * the real test. Choice order is decided in one place, content/arrange-choices.ts: numeric choices ascending,
 * the others in a shuffle seeded by the question id.
 */
export const EXAMS: ExamInput[] = arrangeExams<ExamInput>([
  {
    slug: "diagnostic",
    name: { en: "Diagnostic Test", az: "Diaqnostik test", ru: "Диагностический тест" },
    description: {
      en: "A 35-minute check of every domain: one short Reading and Writing module and one short Math module.",
      az: "Bütün sahələri əhatə edən 35 dəqiqəlik yoxlama: bir qısa «Oxu və yazı» modulu və bir qısa «Riyaziyyat» modulu.",
      ru: "35-минутная проверка по всем разделам: один короткий модуль «Чтение и письмо» и один короткий модуль «Математика».",
    },
    adaptiveThresholds: null,
    scoreTable: diagnosticScoreTable,
    modules: [diagRw, diagMath],
  },
  {
    slug: "practice-test-1",
    name: { en: "Practice Test 1", az: "Sınaq testi 1", ru: "Пробный тест 1" },
    description: {
      en: "A full-length adaptive digital SAT: two Reading and Writing modules, a 10-minute break, two Math modules.",
      az: "Tam həcmli adaptiv rəqəmsal SAT: iki «Oxu və yazı» modulu, 10 dəqiqəlik fasilə və iki «Riyaziyyat» modulu.",
      ru: "Полноформатный адаптивный цифровой SAT: два модуля «Чтение и письмо», 10-минутный перерыв и два модуля «Математика».",
    },
    // Module 1 correct answers that route to the harder module 2 (about 60%).
    adaptiveThresholds: { verbal: 16, math: 13 },
    scoreTable: practiceTest1ScoreTable,
    modules: [pt1RwM1, pt1RwM2e, pt1RwM2h, pt1MathM1, pt1MathM2e, pt1MathM2h],
  },
  {
    slug: "practice-test-2",
    name: { en: "Practice Test 2", az: "Sınaq testi 2", ru: "Пробный тест 2" },
    description: {
      en: "A second full-length adaptive digital SAT with new passages and problems: two Reading and Writing modules, a 10-minute break, two Math modules.",
      az: "Yeni mətnlər və məsələlərlə ikinci tam həcmli adaptiv rəqəmsal SAT: iki «Oxu və yazı» modulu, 10 dəqiqəlik fasilə və iki «Riyaziyyat» modulu.",
      ru: "Второй полноформатный адаптивный цифровой SAT с новыми текстами и задачами: два модуля «Чтение и письмо», 10-минутный перерыв и два модуля «Математика».",
    },
    adaptiveThresholds: { verbal: 16, math: 13 },
    scoreTable: practiceTest2ScoreTable,
    modules: [pt2RwM1, pt2RwM2e, pt2RwM2h, pt2MathM1, pt2MathM2e, pt2MathM2h],
  },
  {
    slug: "practice-test-3",
    name: { en: "Practice Test 3", az: "Sınaq testi 3", ru: "Пробный тест 3" },
    description: {
      en: "A third full-length adaptive digital SAT with new passages and problems: two Reading and Writing modules, a 10-minute break, two Math modules.",
      az: "Yeni mətnlər və məsələlərlə üçüncü tam həcmli adaptiv rəqəmsal SAT: iki «Oxu və yazı» modulu, 10 dəqiqəlik fasilə və iki «Riyaziyyat» modulu.",
      ru: "Третий полноформатный адаптивный цифровой SAT с новыми текстами и задачами: два модуля «Чтение и письмо», 10-минутный перерыв и два модуля «Математика».",
    },
    adaptiveThresholds: { verbal: 16, math: 13 },
    scoreTable: practiceTest3ScoreTable,
    modules: [pt3RwM1, pt3RwM2e, pt3RwM2h, pt3MathM1, pt3MathM2e, pt3MathM2h],
  },
  {
    slug: "practice-test-4",
    name: { en: "Practice Test 4", az: "Sınaq testi 4", ru: "Пробный тест 4" },
    description: {
      en: "A fourth full-length adaptive digital SAT with new passages and problems: two Reading and Writing modules, a 10-minute break, two Math modules.",
      az: "Yeni mətnlər və məsələlərlə dördüncü tam həcmli adaptiv rəqəmsal SAT: iki «Oxu və yazı» modulu, 10 dəqiqəlik fasilə və iki «Riyaziyyat» modulu.",
      ru: "Четвёртый полноформатный адаптивный цифровой SAT с новыми текстами и задачами: два модуля «Чтение и письмо», 10-минутный перерыв и два модуля «Математика».",
    },
    adaptiveThresholds: { verbal: 16, math: 13 },
    scoreTable: practiceTest4ScoreTable,
    modules: [pt4RwM1, pt4RwM2e, pt4RwM2h, pt4MathM1, pt4MathM2e, pt4MathM2h],
  },
  {
    slug: "practice-test-5",
    name: { en: "Practice Test 5", az: "Sınaq testi 5", ru: "Пробный тест 5" },
    description: {
      en: "A fifth full-length adaptive digital SAT with new passages and problems: two Reading and Writing modules, a 10-minute break, two Math modules.",
      az: "Yeni mətnlər və məsələlərlə beşinci tam həcmli adaptiv rəqəmsal SAT: iki «Oxu və yazı» modulu, 10 dəqiqəlik fasilə və iki «Riyaziyyat» modulu.",
      ru: "Пятый полноформатный адаптивный цифровой SAT с новыми текстами и задачами: два модуля «Чтение и письмо», 10-минутный перерыв и два модуля «Математика».",
    },
    adaptiveThresholds: { verbal: 16, math: 13 },
    scoreTable: practiceTest5ScoreTable,
    modules: [pt5RwM1, pt5RwM2e, pt5RwM2h, pt5MathM1, pt5MathM2e, pt5MathM2h],
  },
  {
    slug: "practice-test-6",
    name: { en: "Practice Test 6", az: "Sınaq testi 6", ru: "Пробный тест 6" },
    description: {
      en: "A sixth full-length adaptive digital SAT with new passages and problems: two Reading and Writing modules, a 10-minute break, two Math modules.",
      az: "Yeni mətnlər və məsələlərlə altıncı tam həcmli adaptiv rəqəmsal SAT: iki «Oxu və yazı» modulu, 10 dəqiqəlik fasilə və iki «Riyaziyyat» modulu.",
      ru: "Шестой полноформатный адаптивный цифровой SAT с новыми текстами и задачами: два модуля «Чтение и письмо», 10-минутный перерыв и два модуля «Математика».",
    },
    adaptiveThresholds: { verbal: 16, math: 13 },
    scoreTable: practiceTest6ScoreTable,
    modules: [pt6RwM1, pt6RwM2e, pt6RwM2h, pt6MathM1, pt6MathM2e, pt6MathM2h],
  },
]);
