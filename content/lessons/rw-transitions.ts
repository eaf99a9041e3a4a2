import type { LessonInput } from "./schema";

export const transitions: LessonInput = {
  slug: "rw-transitions",
  unit: "verbal",
  title: "Transitions: name the relationship first",
  description:
    "Decide how two ideas relate (contrast, cause and effect, addition or example) before you read the choices, and the right transition picks itself.",
  domain: "Expression of Ideas",
  skill: "Transitions",
  slides: [
    {
      heading: "Transitions",
      bullets: ["Domain: Expression of Ideas", "A blank at the start of a sentence", "Choices like however, therefore, for example"],
      narration:
        "In this lesson we study transition questions. The text has a blank at the start of a sentence, and the choices are words like however, therefore, and for example. Many students plug in each choice and pick the one that sounds smooth. That is slow, and it is unreliable. Instead, decide how the two ideas relate before you read the choices.",
    },
    {
      heading: "Four relationships",
      bullets: [
        "Contrast: however, nevertheless, in contrast",
        "Cause and effect: therefore, as a result, consequently",
        "Addition: moreover, furthermore, in addition",
        "Example: for instance, for example",
      ],
      narration:
        "Almost every transition expresses one of four relationships. Contrast: the next idea pushes against the one before it, as with however and nevertheless. Cause and effect: the next idea follows from the one before it, as with therefore and as a result. Addition: the next idea adds a similar point, as with moreover and furthermore. Example: the next idea illustrates the one before it, as with for instance.",
    },
    {
      heading: "Try it: cause and effect",
      bullets: ["Sentence 1 gives a change", "Sentence 2 gives what followed from it", "Relationship: cause and effect, so As a result"],
      example: [
        "In 2019 the town of Lindell replaced its streetlights",
        "with LED lamps. ______, its electricity bill for",
        "street lighting fell by almost half the next year.",
      ],
      narration:
        "Try this example. In 2019 the town of Lindell replaced its streetlights with LED lamps. Blank, its electricity bill for street lighting fell by almost half the next year. The first sentence gives a change, and the second gives what followed from that change. That is cause and effect, so the answer is a transition like as a result. However would signal a contrast, and there is none.",
    },
    {
      heading: "Read both sentences in full",
      bullets: ["Alone, sentence 2 can look like an example", "Together, the sentences describe opposite strategies", "Relationship: contrast, so In contrast"],
      example: [
        "Most cacti in the greenhouse store water in thick",
        "stems. ______, its one desert willow stores little",
        "water and sends its roots deep underground.",
      ],
      narration:
        "Always read both sentences in full. Most cacti in the greenhouse store water in thick stems. Blank, its one desert willow stores little water and sends its roots deep underground. If you read only the second sentence, it can look like an example of a desert plant. Read together, the two sentences describe opposite strategies, so the relationship is contrast, and in contrast is the right choice.",
    },
    {
      heading: "Three traps",
      bullets: [
        "Two choices with the same meaning cannot both be right",
        "Therefore needs a real cause in the sentence before",
        "Check the whole previous sentence, not its last words",
      ],
      narration:
        "Watch for three traps. First, if two choices mean the same thing, such as therefore and consequently, neither can be the only right answer, so you can usually drop both. Second, a cause and effect transition needs a real cause in the sentence before. Third, the relationship depends on the whole previous sentence, not only on its last few words.",
    },
    {
      heading: "Recap",
      bullets: ["Cover the choices", "Name the relationship: contrast, cause, addition, example", "Pick the transition that expresses it"],
      narration:
        "To recap. Cover the choices, read both sentences, and name the relationship: contrast, cause and effect, addition, or example. Then pick the one transition that expresses that relationship. Answer the quiz below to unlock the next lesson.",
    },
  ],
  quiz: [
    {
      text: "The cafe switched to reusable cups in March. ______, the amount of trash it sent to the landfill had dropped sharply by May. Which choice completes the text with the most logical transition?",
      options: ["However,", "For example,", "As a result,", "Similarly,"],
      correct: "C",
      explanation:
        'The drop in trash followed from the switch to reusable cups: cause and effect, so "As a result". However signals a contrast, for example an illustration, and similarly a comparison, and none of these is the relationship here.',
    },
    {
      text: "The coastal trail is crowded with hikers all summer. ______, it is almost empty in winter, when storms often close the path. Which choice completes the text with the most logical transition?",
      options: ["In contrast,", "Therefore,", "For instance,", "Moreover,"],
      correct: "A",
      explanation:
        'Crowded in summer and almost empty in winter are opposite situations, so the sentences contrast: "In contrast". Therefore would need the crowds to cause the emptiness, for instance would make winter an example of summer, and moreover would add a similar point.',
    },
    {
      text: "Some birds use tools to find food. ______, certain crows bend twigs into hooks and use them to pull insects out of tree bark. Which choice completes the text with the most logical transition?",
      options: ["Nevertheless,", "Instead,", "As a result,", "For example,"],
      correct: "D",
      explanation:
        'The crows are one case of birds that use tools, so the second sentence illustrates the first: "For example". Nevertheless and instead signal contrast or replacement, and as a result would mean the crows\' behavior was caused by other birds using tools.',
    },
    {
      text: "Early cameras needed exposures of several minutes. ______, people sitting for early portraits often had to hold completely still, sometimes with a hidden brace behind the head. Which choice completes the text with the most logical transition?",
      options: ["In contrast,", "Consequently,", "Meanwhile,", "Likewise,"],
      correct: "B",
      explanation:
        'Long exposures are the reason sitters had to hold still, so the second sentence is an effect of the first: "Consequently". In contrast signals opposition, meanwhile signals something happening at the same time, and likewise signals a similar, separate point.',
    },
  ],
};
