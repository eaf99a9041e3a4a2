import type { LessonInput } from "./schema";

export const centralIdeas: LessonInput = {
  slug: "rw-central-ideas",
  unit: "verbal",
  title: "Central Ideas and Details: topic plus point",
  description: "State the main idea as a topic and the author's point about it, then rule out choices that are too narrow, too broad or never said.",
  domain: "Information and Ideas",
  skill: "Central Ideas and Details",
  slides: [
    {
      heading: "Central Ideas and Details",
      bullets: ["Domain: Information and Ideas", "Which choice best states the main idea of the text?", "Also: what does the text say about a detail?"],
      narration:
        "This lesson is about Central Ideas and Details. Some questions ask which choice best states the main idea of a text. Others ask what the text says about one specific detail. Both reward the same habit: answer from the text itself, not from what you already know or what sounds impressive.",
    },
    {
      heading: "Main idea = topic + point",
      bullets: [
        "Topic: what the text is about, in a few words",
        "Point: what the author says about that topic",
        "The main idea covers the whole text, not one sentence",
      ],
      narration:
        "A main idea has two parts. The topic is what the text is about, in a few words. The point is what the author says about that topic. A good main idea covers the whole text, not only its first or last sentence. Before you read the choices, say the topic and the point to yourself in one short sentence.",
    },
    {
      heading: "Try it",
      bullets: ["Topic: community gardens", "Point: many gardeners value friendship more than food"],
      example: [
        "Community gardens are usually praised for fresh food.",
        "In one city's survey, however, most gardeners valued",
        "something else more: meeting their neighbors. Many",
        "kept their plots through years of poor harvests.",
      ],
      narration:
        "Try this text. Community gardens are usually praised for fresh food. In one city's survey, however, most gardeners valued something else more: meeting their neighbors. Many kept their plots through years of poor harvests. The topic is community gardens. The point, signaled by the word however, is that many gardeners value the social side more than the food.",
    },
    {
      heading: "Why wrong choices are wrong",
      bullets: [
        "Too narrow: only one detail (the poor harvests)",
        "Too broad: gardening improves everyone's health",
        "Reversed: food is what gardeners value most",
        "Unsupported: says something the text never claims",
      ],
      narration:
        "Wrong choices fail in predictable ways. Some are too narrow, describing one detail such as the poor harvests. Some are too broad, such as a claim that gardening improves everyone's health. Some reverse the point, saying that food matters most. And some are simply unsupported: they sound reasonable, but the text never says them.",
    },
    {
      heading: "Detail questions: find the line",
      bullets: ["Locate the sentence the question points to", "The answer is stated or closely paraphrased there", "Do not add outside knowledge"],
      narration:
        "For detail questions, go back and find the sentence that the question points to. The right answer is stated there, or closely paraphrased. If a choice needs an extra step of reasoning or a fact from outside the text, it is almost certainly wrong, even if it is true in the real world.",
    },
    {
      heading: "Recap",
      bullets: [
        "Say the topic and the point before the choices",
        "Drop too narrow, too broad, reversed, unsupported",
        "Details: find the line and paraphrase it",
      ],
      narration:
        "To recap. Say the topic and the point before you look at the choices. Drop choices that are too narrow, too broad, reversed, or unsupported. For details, find the line and match its paraphrase. Answer the quiz below to finish the Reading and Writing unit.",
    },
  ],
  quiz: [
    {
      text: "The old harbor at Marten Bay once handled grain ships from across the region. When a deeper port opened to the south, the shipping trade moved there within ten years. Today the harbor's warehouses hold artists' studios, a weekend market and a small maritime museum. Which choice best states the main idea of the text?",
      options: [
        "After losing its shipping trade, the old harbor found new uses.",
        "Grain was once the most valuable product of the whole region.",
        "Deep ports are always more successful than shallow harbors are.",
        "The small maritime museum is now the harbor's main attraction.",
      ],
      correct: "A",
      explanation:
        "The text moves from the harbor's shipping past, through the loss of that trade, to its new uses, so the main idea is that it lost its trade and found new uses. The other choices are too narrow (the museum), unsupported (grain's value) or too broad (all deep ports).",
    },
    {
      text: "Based on the text about the old harbor at Marten Bay, why did the shipping trade leave the harbor?",
      options: [
        "Its warehouses were turned into studios for local artists.",
        "A deeper port opened to the south and drew the ships away.",
        "Grain ships from across the region stopped sailing entirely.",
        "The maritime museum took over the space along the docks.",
      ],
      correct: "B",
      explanation:
        "The second sentence says the trade moved when a deeper port opened to the south. The studios and the museum came after the trade left, and the text never says that grain ships stopped sailing.",
    },
    {
      text: "Most people picture glaciers as slow and silent. Researchers who place microphones near the edges of glaciers, however, record a constant stream of cracks, pops and hisses as trapped air escapes from the melting ice. Which choice best states the main idea of the text?",
      options: [
        "Researchers prefer to do their fieldwork in the quietest places.",
        "Microphones are the most reliable tools for studying glaciers.",
        "Glaciers are melting faster each year than they did in the past.",
        "Glaciers turn out to be much noisier than many people imagine.",
      ],
      correct: "D",
      explanation:
        '"However" turns from the common picture of silent glaciers to the sounds the microphones record, so the point is that glaciers are noisier than people imagine. The other choices are unsupported: the text says nothing about the best tools, melting rates or researchers\' preferences.',
    },
    {
      text: "In a question that asks for the main idea of a text, a choice that describes only one detail from the text is usually wrong because it is:",
      options: ["too broad", "reversed", "too narrow", "unrelated to the text"],
      correct: "C",
      explanation:
        "A main idea covers the whole text, so a choice built on a single detail is too narrow. A too broad choice claims more than the text does, a reversed one contradicts its point, and a detail from the text is not unrelated to it.",
    },
  ],
};
