import type { LessonInput } from "./schema";

export const wordsInContext: LessonInput = {
  slug: "rw-words-in-context",
  unit: "verbal",
  title: "Words in Context: let the text choose the word",
  description: "A three-step method for the questions that ask for the most logical and precise word: predict, find the clue, then match and test.",
  domain: "Craft and Structure",
  skill: "Words in Context",
  slides: [
    {
      heading: "Words in Context",
      bullets: ["Domain: Craft and Structure", "A short text with a blank (or an underlined word)", "Goal: the most logical and precise word or phrase"],
      narration:
        "Welcome to SAT Lingo. In this lesson you will learn a reliable method for Words in Context questions. These questions show a short text with a blank, or with one word underlined, and ask which choice completes the text with the most logical and precise word or phrase. You will see several of them in every Reading and Writing module, so a clear method pays off quickly.",
    },
    {
      heading: "Step 1: Cover the choices and predict",
      bullets: [
        "Read the whole text, not only the sentence with the blank",
        "Say your own simple word for the blank",
        "Your word only has to carry the right meaning",
      ],
      narration:
        "Step one. Before you look at the choices, cover them. Read the entire text, not only the sentence with the blank, because the clue is often in another sentence. Then predict a simple word of your own. Your prediction does not need to be elegant. It only needs to carry the meaning that the text demands.",
    },
    {
      heading: "Step 2: Find the clue",
      bullets: ["Colons and dashes explain", "But, although and anything but reverse", "Examples and lists describe"],
      example: ["The committee's report was anything but ______:", "it ran to four hundred pages and answered", "every objection in detail."],
      narration:
        "Step two. Find the clue that supports your prediction. Read this example. The committee's report was anything but blank. It ran to four hundred pages and answered every objection in detail. The colon tells us that the second part explains the first. Four hundred pages and every objection describe a thorough report. Anything but reverses that meaning, so the blank must mean quick and shallow.",
    },
    {
      heading: "Step 3: Match, then test",
      bullets: [
        "A) cursory   B) exhaustive   C) persuasive   D) controversial",
        "Exhaustive describes the report: the reversal makes it a trap",
        "Cursory means hasty and shallow: it matches",
      ],
      narration:
        "Step three. Now uncover the choices and match them to your prediction. Exhaustive is the trap. It does describe the report, but the text says the report was anything but the blank. Persuasive and controversial have no clue to support them. Cursory means hasty and shallow, which matches the prediction. Finally, read the whole sentence again with cursory in place, to confirm that it is logical.",
    },
    {
      heading: "Familiar words, second meanings",
      bullets: [
        "The plan met a cool reception: cool = unenthusiastic",
        "She could not appreciate the risk: appreciate = fully recognize",
        "Wrong choices often use the first meaning you think of",
      ],
      narration:
        "Be careful with familiar words that have a second meaning. When a plan meets a cool reception, cool has nothing to do with temperature. It means unenthusiastic. When someone cannot appreciate a risk, appreciate means fully recognize, not enjoy. The test likes these second meanings, and the wrong choices often use the first meaning that comes to mind. Always let the context decide.",
    },
    {
      heading: "Recap",
      bullets: ["Cover the choices and predict", "Find the clue: colons explain, contrast words reverse", "Match, drop the traps, reread the sentence"],
      narration:
        "To recap. Cover the choices and predict a word. Find the clue in the text, and notice words like but, although, and anything but, because they reverse the meaning. Then match your prediction, drop the traps, and reread the sentence with your choice in place. Now answer the quiz below to unlock the next lesson.",
    },
  ],
  quiz: [
    {
      text: "Although the bridge design looked ______ on paper, the engineers who tested a model found it stable and cheap to build. Which choice completes the text with the most logical and precise word?",
      options: ["impractical", "durable", "economical", "modern"],
      correct: "A",
      explanation:
        '"Although" sets up a contrast with "stable and cheap to build", so the design must have looked unworkable: impractical. Durable and economical agree with the test results instead of contrasting with them, and modern has no clue in the text.',
    },
    {
      text: "The town archive is remarkably ______: it holds the council's records for every single year since 1820, with no gaps. Which choice completes the text with the most logical and precise word?",
      options: ["sparse", "recent", "disorganized", "complete"],
      correct: "D",
      explanation:
        "The colon explains the blank: records for every year with no gaps describe an archive that is complete. Sparse says the opposite, recent ignores the records going back to 1820, and disorganized is not supported by anything in the text.",
    },
    {
      text: 'As used in the sentence "The manager\'s plan met a cool reception from the staff," what does the word "cool" most nearly mean?',
      options: ["fashionable", "slightly cold", "unenthusiastic", "calm and relaxed"],
      correct: "C",
      explanation:
        'A reception is how people respond, so "cool" here means unenthusiastic. Slightly cold is the temperature meaning, fashionable is the slang meaning, and calm and relaxed describes a person\'s mood rather than a response to a plan.',
    },
    {
      text: "The critic's review was far from ______; she praised only the lighting and called the rest of the play tedious. Which choice completes the text with the most logical and precise word?",
      options: ["brief", "glowing", "harsh", "confusing"],
      correct: "B",
      explanation:
        'The review praised only one thing and called the rest tedious, and "far from" reverses the blank, so the blank must mean very positive: glowing. Harsh describes the review itself rather than its opposite, and brief and confusing have no support in the text.',
    },
  ],
};
