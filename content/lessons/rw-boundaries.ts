import type { LessonInput } from "./schema";

export const boundaries: LessonInput = {
  slug: "rw-boundaries",
  unit: "verbal",
  title: "Boundaries: joining two clauses correctly",
  description: "Find the independent clauses, then join them with a period, a semicolon, or a comma and a conjunction, and never with a comma alone.",
  domain: "Standard English Conventions",
  skill: "Boundaries",
  slides: [
    {
      heading: "Boundaries",
      bullets: ["Domain: Standard English Conventions", "Choices differ only in punctuation", "Key skill: spotting independent clauses"],
      narration:
        "This lesson covers Boundaries questions. The question asks which choice completes the text so that it conforms to the conventions of Standard English, and the choices differ only in their punctuation. Most of these questions come down to one skill: seeing where one complete idea ends and the next one begins.",
    },
    {
      heading: "What is an independent clause?",
      bullets: ["It has a subject and a verb", "It can stand alone as a sentence", "A clause that starts with when, because or which cannot"],
      example: ["Independent: The museum opened at noon.", "Dependent: When the museum opened at noon"],
      narration:
        "An independent clause has a subject and a verb, and it can stand alone as a sentence. The museum opened at noon is independent. When the museum opened at noon is not, because the word when leaves us waiting for the rest of the thought. Words like when, because, although, and which turn a clause into a dependent one.",
    },
    {
      heading: "Three correct ways to join two clauses",
      bullets: [
        "Period: The museum opened. Crowds poured in.",
        "Semicolon: The museum opened; crowds poured in.",
        "Comma + and, but, or, so: The museum opened, and crowds poured in.",
      ],
      narration:
        "There are three standard ways to join two independent clauses. Use a period and start a new sentence. Use a semicolon, with no conjunction. Or use a comma followed by a coordinating conjunction such as and, but, or so. On the test, a period and a semicolon work the same way between two independent clauses, so if both appear as choices, look for another difference.",
    },
    {
      heading: "The comma splice",
      bullets: [
        "Wrong: The museum opened, crowds poured in.",
        "A comma alone cannot join two independent clauses",
        "Fix it with a period, a semicolon, or a comma and a conjunction",
      ],
      narration:
        "The most common wrong answer is the comma splice: two independent clauses joined by a comma alone. The museum opened, comma, crowds poured in, is a comma splice. The opposite error is a run-on sentence, with no punctuation at all between the clauses. When you see two independent clauses, a lone comma or nothing at all is always wrong.",
    },
    {
      heading: "However is not a conjunction",
      bullets: [
        "Right: The museum opened; however, crowds were small.",
        "Wrong: The museum opened, however, crowds were small.",
        "A colon joins when clause 2 explains clause 1",
      ],
      narration:
        "Words like however, therefore, and moreover look like conjunctions, but they are not. Between two independent clauses they need a semicolon or a period before them, and usually a comma after them. The museum opened, semicolon, however, comma, crowds were small. Finally, a colon can also join two clauses when the second one explains or illustrates the first.",
    },
    {
      heading: "Recap",
      bullets: ["Find the independent clauses", "Join: period, semicolon, or comma + and/but/so", "No comma splices; however needs a semicolon"],
      narration:
        "To recap. First find the independent clauses. Join them with a period, a semicolon, or a comma and a coordinating conjunction. Never join them with a comma alone, and remember that however needs a semicolon or a period before it. Answer the quiz below to unlock the next lesson.",
    },
  ],
  quiz: [
    {
      text: "The volunteers planted two hundred ______ by evening, the bare hillside looked completely different. Which choice completes the text so that it conforms to the conventions of Standard English?",
      options: ["trees", "trees,", "trees;", "trees, however,"],
      correct: "C",
      explanation:
        '"The volunteers planted two hundred trees" and "by evening, the bare hillside looked completely different" are both independent clauses, so a semicolon joins them. No punctuation makes a run-on, a comma alone makes a comma splice, and "however" between commas is still a comma splice.',
    },
    {
      text: "The storm knocked out power across the ______ crews restored it within six hours. Which choice completes the text so that it conforms to the conventions of Standard English?",
      options: ["city, however,", "city; however,", "city however", "city, however"],
      correct: "B",
      explanation:
        'Two independent clauses are joined with "however" between them, which needs a semicolon before it and a comma after it. With commas only it is a comma splice, and without punctuation it is a run-on.',
    },
    {
      text: "Which of these sentences is a comma splice?",
      options: [
        "The bakery opens early, and it closes at noon on Sundays.",
        "The bakery opens early; it closes at noon on Sundays.",
        "Because the bakery opens early, it closes at noon on Sundays.",
        "The bakery opens early, it closes at noon on Sundays.",
      ],
      correct: "D",
      explanation:
        'Only the last sentence joins two independent clauses with a comma alone. The first adds the conjunction "and", the second uses a semicolon, and in the third "Because" makes the first clause dependent, so a comma is correct there.',
    },
    {
      text: "The two rock samples looked ______ only one of them contained the rare mineral. Which choice completes the text so that it conforms to the conventions of Standard English?",
      options: ["identical, but", "identical but,", "identical,", "identical; but,"],
      correct: "A",
      explanation:
        'Two independent clauses joined by the conjunction "but" take a comma before it: "identical, but". A comma after "but" splits the conjunction from its clause, a comma alone is a comma splice, and a semicolon does not combine with "but" followed by a comma.',
    },
  ],
};
