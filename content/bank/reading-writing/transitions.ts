import type { WrittenSkill } from "../types";

/**
 * Skill bank, Expression of Ideas: Transitions (18 questions, 6 per difficulty), across the logical relations
 * the test uses: result, contrast, concession, example, addition, sequence and time, similarity, emphasis,
 * alternative and clarification. Informational passages only (real facts, real people).
 */
const TRANSITION = "<p>Which choice completes the text with the most logical transition?</p>";
const base = {
  type: "SC" as const,
  title: "",
  text: TRANSITION,
  test: "verbal" as const,
  domain: "expression_ideas",
  skill: "transitions",
  tags: ["bank"],
};

export default {
  skill: "transitions",
  questions: [
    // ───────────── easy ─────────────
    {
      ...base,
      id: "bank-rw-transitions-01",
      difficulty: "easy",
      passage: {
        title: "",
        topic: "science",
        html: "<p>Mangrove trees grow along tropical coastlines, where their tangled roots slow incoming waves and trap the mud and sand carried in by the tide. ______ coastlines lined with mangroves tend to lose less land to storms than bare coastlines do.</p>",
      },
      choices: [{ text: "For example," }, { text: "However," }, { text: "As a result,", correct: true }, { text: "Similarly," }],
      explanation:
        "<p>“As a result,” is the best answer. Roots that slow waves and hold sediment in place explain why mangrove coasts lose less land; the second sentence states a consequence of the first.</p><ul><li>“For example,” would make the second sentence an instance of the first, but it is an effect of what the roots do, not an example of it.</li><li>“However,” signals a contrast, yet losing less land fits with, rather than opposes, roots that trap sediment.</li><li>“Similarly,” would introduce a separate but comparable case; the second sentence continues the same case.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-transitions-02",
      difficulty: "easy",
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>During her lifetime, Emily Dickinson published only about ten of her nearly 1,800 poems, all of them without her name. ______ after her death in 1886, her sister, Lavinia, found the poems, many of them sewn into small handmade booklets, and set out to have them published, and the first collection, printed in 1890, sold well.</p>",
      },
      choices: [{ text: "For instance," }, { text: "However,", correct: true }, { text: "Similarly," }, { text: "In other words," }],
      explanation:
        "<p>“However,” is the best answer. The first sentence stresses how little of Dickinson’s work reached readers while she lived; the second turns to the opposite situation after her death, when her poems were gathered, published and widely bought.</p><ul><li>“For instance,” would present the posthumous collection as an example of Dickinson’s publishing only a few poems, which it is not.</li><li>“Similarly,” would mean the second sentence resembles the first, but it describes the reverse of the first sentence’s situation.</li><li>“In other words,” would mean the second sentence restates the first, but it adds new and contrasting information.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-transitions-03",
      difficulty: "easy",
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>Viking settlers who arrived in England in the ninth and tenth centuries left a lasting mark on the English language: many everyday English words come from Old Norse, the language the Vikings spoke. ______ “sky,” “egg,” “knife,” and “window” all entered English from Norse.</p>",
      },
      choices: [{ text: "In contrast," }, { text: "Nevertheless," }, { text: "As a result," }, { text: "For example,", correct: true }],
      explanation:
        "<p>“For example,” is the best answer. The first sentence says that many everyday English words come from Old Norse, and the second lists four such words.</p><ul><li>“In contrast,” would set the list against the first sentence, but the list supports it.</li><li>“Nevertheless,” would introduce something that happens despite the first sentence, but the words illustrate the first sentence.</li><li>“As a result,” would make the words’ entry into English a consequence of the first sentence, but the first sentence already includes those words; they are instances, not effects.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-transitions-04",
      difficulty: "easy",
      passage: {
        title: "",
        topic: "science",
        html: "<p>Cacti are well suited to deserts, where water is scarce. In place of broad, flat leaves, most cacti have spines, which greatly reduce the surface through which water can escape from the plant. ______ many cacti open the tiny pores in their skin only at night, when the air is cooler and more humid, so that less water evaporates through them.</p>",
      },
      choices: [{ text: "In addition,", correct: true }, { text: "Instead," }, { text: "For example," }, { text: "Still," }],
      explanation:
        "<p>“In addition,” is the best answer. The text first gives one way cacti save water (spines in place of leaves) and then adds a second way (opening their pores only at night).</p><ul><li>“Instead,” would mean that opening pores at night replaces having spines, but cacti do both.</li><li>“For example,” would present night-time opening as an example of spines reducing surface area, which it is not.</li><li>“Still,” would signal that the next point holds in spite of the previous one, but the two points work together.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-transitions-05",
      difficulty: "easy",
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>According to Chinese histories, the court official Cai Lun presented a method of making paper to the emperor in 105 CE. Tree bark, hemp and old rags were soaked and pounded into a wet pulp. A fine screen was then dipped into the pulp and lifted out, leaving a thin layer of fibers on its surface. ______ the layer was pressed and left to dry into a sheet of paper.</p>",
      },
      choices: [{ text: "Meanwhile," }, { text: "For instance," }, { text: "Finally,", correct: true }, { text: "In contrast," }],
      explanation:
        "<p>“Finally,” is the best answer. The text lists the steps of papermaking in order (pounding the pulp, dipping the screen, lifting out a layer of fibers), and pressing and drying the layer is the last step.</p><ul><li>“Meanwhile,” would mean the pressing happened at the same time as the previous step, but a layer must be lifted out before it can be pressed.</li><li>“For instance,” would make pressing an example of the previous step rather than the next one.</li><li>“In contrast,” would set pressing against the earlier steps, but it simply follows them.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-transitions-06",
      difficulty: "easy",
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>In ancient Greek theater, a small cast of actors could play many characters, young and old, male and female, by changing masks between scenes. ______ in Japanese Noh theater, a performer puts on a carved wooden mask to take on the role of a woman, an old man, or a ghost.</p>",
      },
      choices: [{ text: "Therefore," }, { text: "Similarly,", correct: true }, { text: "In other words," }, { text: "Nonetheless," }],
      explanation:
        "<p>“Similarly,” is the best answer. The second sentence describes a different tradition, Noh, in which masks serve the same purpose as in Greek theater: letting a performer take on a role unlike himself.</p><ul><li>“Therefore,” would make Noh practice a result of Greek practice, but the text draws only a comparison between the two.</li><li>“In other words,” would mean the second sentence restates the first, but it describes a different tradition.</li><li>“Nonetheless,” would signal a contrast or concession, but the two traditions are alike in this respect.</li></ul>",
    },
    // ───────────── medium ─────────────
    {
      ...base,
      id: "bank-rw-transitions-07",
      difficulty: "medium",
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>On December 17, 1903, the first flight of Orville and Wilbur Wright’s <i>Flyer</i> near Kitty Hawk, North Carolina, lasted only 12 seconds and covered about 37 meters, less than the wingspan of a modern jumbo jet. ______ it was the first time a piloted airplane driven by an engine had taken off and flown under its pilot’s control.</p>",
      },
      choices: [{ text: "Consequently," }, { text: "Likewise," }, { text: "Still,", correct: true }, { text: "For instance," }],
      explanation:
        "<p>“Still,” is the best answer. The first sentence stresses how short and modest the flight was, and the second insists on its importance despite that; “Still” concedes the first point and then sets the greater one against it.</p><ul><li>“Consequently,” would make the flight’s historic status a result of its being short, which makes no sense.</li><li>“Likewise,” would present the second sentence as a similar point, but it pushes in the opposite direction from the first.</li><li>“For instance,” would make the second sentence an example of the flight’s modesty, but it states the flight’s significance.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-transitions-08",
      difficulty: "medium",
      passage: {
        title: "",
        topic: "science",
        html: "<p>Greenland sharks grow very slowly, perhaps a centimeter a year, in the cold, deep waters of the North Atlantic and Arctic Oceans, and scientists have long suspected that they live for a very long time. ______ a 2016 study that dated proteins in the sharks’ eye lenses estimated that the largest animal examined was at least 272 years old and quite possibly much older.</p>",
      },
      choices: [{ text: "However," }, { text: "In fact,", correct: true }, { text: "Otherwise," }, { text: "Meanwhile," }],
      explanation:
        "<p>“In fact,” is the best answer. The first sentence says only that scientists suspected the sharks live long; the second goes further, with an estimated age of at least 272 years, confirming and strengthening that suspicion.</p><ul><li>“However,” would signal that the study contradicts the suspicion, but it supports it.</li><li>“Otherwise,” would describe what happens if the first statement were not true, which does not fit a study confirming it.</li><li>“Meanwhile,” would mark something happening at the same time, but the study is evidence about the suspicion, not a separate event.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-transitions-09",
      difficulty: "medium",
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>Many Impressionist painters of the late nineteenth century avoided blending their colors into smooth, even tones on the palette. ______ they often laid down short strokes of fairly pure color side by side, leaving the viewer’s eye to combine them when the canvas was seen from a distance.</p>",
      },
      choices: [{ text: "Therefore," }, { text: "Similarly," }, { text: "For example," }, { text: "Instead,", correct: true }],
      explanation:
        "<p>“Instead,” is the best answer. The first sentence says what the painters avoided doing (blending colors on the palette), and the second says what they did in its place (placing strokes of pure color side by side).</p><ul><li>“Therefore,” would make the technique a consequence of what the painters avoided, but it is the alternative they chose.</li><li>“Similarly,” would introduce a comparable practice, but the second practice replaces the first.</li><li>“For example,” would present the strokes as an instance of blending, the very thing the painters avoided.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-transitions-10",
      difficulty: "medium",
      passage: {
        title: "",
        topic: "science",
        html: "<p>Fossil leaves that are almost impossible to tell apart from those of the modern ginkgo tree have been found in rocks more than 50 million years old. ______ the ginkgo’s leaves have barely changed over tens of millions of years, which is why the tree is sometimes called a living fossil.</p>",
      },
      choices: [{ text: "Nevertheless," }, { text: "In other words,", correct: true }, { text: "By contrast," }, { text: "Meanwhile," }],
      explanation:
        "<p>“In other words,” is the best answer. Saying that very old fossil leaves look just like modern ones is another way of saying that the leaves have barely changed; the second sentence restates the first in plainer terms and adds the nickname it explains.</p><ul><li>“Nevertheless,” would mean that the leaves’ stability holds despite the fossil evidence, but the evidence shows that stability.</li><li>“By contrast,” would set the two sentences against each other, but they say the same thing.</li><li>“Meanwhile,” would place two events side by side in time, but the second sentence interprets the first rather than adding a simultaneous event.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-transitions-11",
      difficulty: "medium",
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>Construction of the first railroad across the United States began in 1863. The Central Pacific Railroad laid track eastward from Sacramento, California, blasting tunnels through the granite of the Sierra Nevada. ______ the Union Pacific Railroad built westward from Omaha, Nebraska, across the Great Plains. The two lines met at Promontory Summit, Utah, in May 1869.</p>",
      },
      choices: [{ text: "Meanwhile,", correct: true }, { text: "Consequently," }, { text: "For instance," }, { text: "Nonetheless," }],
      explanation:
        "<p>“Meanwhile,” is the best answer. The two companies were building at the same time from opposite ends, which is why their lines could meet in Utah; “Meanwhile” marks the Union Pacific’s work as happening during the Central Pacific’s.</p><ul><li>“Consequently,” would make the Union Pacific’s work a result of the Central Pacific’s tunneling, which the text does not suggest.</li><li>“For instance,” would present the Union Pacific’s work as an example of the Central Pacific’s, but they were separate efforts.</li><li>“Nonetheless,” would signal that the Union Pacific built despite the Central Pacific’s work, but the two efforts did not conflict; they were meant to meet.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-transitions-12",
      difficulty: "medium",
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>In silent films, the dialogue and narration appeared on printed title cards filmed between scenes. Preparing a silent film for audiences in another country required little more than filming new title cards in their language. ______ American and European silent films could be shown around the world at little extra cost, an advantage that the industry lost when recorded sound arrived in the late 1920s.</p>",
      },
      choices: [{ text: "However," }, { text: "In comparison," }, { text: "Consequently,", correct: true }, { text: "Previously," }],
      explanation:
        "<p>“Consequently,” is the best answer. Because translating a silent film meant only replacing its title cards, films could travel abroad cheaply; the third sentence states the result of the second.</p><ul><li>“However,” would set cheap worldwide distribution against the ease of translation, but the one follows from the other.</li><li>“In comparison,” would set up a comparison between two things, but the sentence describes an effect.</li><li>“Previously,” would place worldwide distribution before the era of title cards, but it happened during that era and because of it.</li></ul>",
    },
    // ───────────── hard ─────────────
    {
      ...base,
      id: "bank-rw-transitions-13",
      difficulty: "hard",
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>In his 1865 book <i>The Coal Question</i>, William Stanley Jevons noted that the steam engines used in Britain had become far more efficient over the preceding century, doing the same work with much less coal. One might expect such gains to have reduced the amount of coal the country burned. ______ Jevons argued that efficiency had made steam power so cheap that it was put to countless new uses, so that Britain’s total consumption of coal had soared.</p>",
      },
      choices: [{ text: "Accordingly," }, { text: "Paradoxically,", correct: true }, { text: "Likewise," }, { text: "For example," }],
      explanation:
        "<p>“Paradoxically,” is the best answer. The previous sentence states the natural expectation (more efficient engines should mean less coal burned), and Jevons argued the opposite: efficiency drove coal use up. A result that runs against what seems to follow is a paradox.</p><ul><li>“Accordingly,” is tempting because it follows the word “expect,” but it would present Jevons’s argument as agreeing with the expectation, when it reverses it.</li><li>“Likewise,” would make Jevons’s argument a similar point to the expectation, but the two point in opposite directions.</li><li>“For example,” would make Jevons’s argument an instance of the expectation that coal use would fall, which it contradicts.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-transitions-14",
      difficulty: "hard",
      passage: {
        title: "",
        topic: "science",
        html: "<p>Nearly all the oxygen in Earth’s atmosphere was produced by photosynthesis, and the Amazon rainforest, the largest tropical forest on the planet, releases enormous quantities of oxygen every year. ______ the forest adds almost nothing to the oxygen the rest of the world breathes, because its own plants, animals and microbes use up nearly as much oxygen as its trees release.</p>",
      },
      choices: [{ text: "Consequently," }, { text: "Specifically," }, { text: "Even so,", correct: true }, { text: "Similarly," }],
      explanation:
        "<p>“Even so,” is the best answer. The first sentence suggests that the Amazon must be a major source of the world’s oxygen, and the second says that, despite its huge output, it adds almost nothing, because the forest consumes nearly all it releases. “Even so” grants the first point and then turns against the conclusion it seems to support.</p><ul><li>“Consequently,” is tempting because the first sentence describes how much oxygen the forest releases, but adding almost nothing is the opposite of what that would lead one to expect, not its result.</li><li>“Specifically,” would introduce a detail of the forest’s oxygen release, but the sentence limits that release rather than specifying it.</li><li>“Similarly,” would introduce a comparable point, but the second sentence qualifies the first rather than paralleling it.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-transitions-15",
      difficulty: "hard",
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>In 1928 Alexander Fleming noticed that a mold contaminating one of his dishes of bacteria had killed the bacteria around it. He named the substance the mold produced penicillin, but he could not purify it in useful amounts. Only in 1940 did Howard Florey and Ernst Chain’s team at Oxford produce enough to show that it could cure infections in mice. ______ penicillin had been little more than a laboratory curiosity.</p>",
      },
      choices: [{ text: "After that," }, { text: "As a result," }, { text: "Similarly," }, { text: "Until then,", correct: true }],
      explanation:
        "<p>“Until then,” is the best answer. The last sentence describes penicillin’s status during the twelve years between Fleming’s discovery and the Oxford team’s work in 1940, when it could not be produced in useful amounts; it was a curiosity only up to that point.</p><ul><li>“After that,” is tempting because the sentence follows the 1940 work, but after 1940 penicillin was shown to cure infections, so it was no longer a mere curiosity.</li><li>“As a result,” would make penicillin’s status as a curiosity a consequence of the Oxford team’s success, which reverses the logic.</li><li>“Similarly,” would introduce a comparable case, but the sentence continues the story of penicillin itself.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-transitions-16",
      difficulty: "hard",
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>Adding lanes to a congested highway might be expected to ease traffic. Studies of cities in the United States, however, have found that new lanes tend to fill up within a few years, because faster trips encourage people to drive more often and farther. ______ across metropolitan areas, the total distance driven on highways has been found to rise almost exactly in proportion to the length of highway lanes built.</p>",
      },
      choices: [{ text: "Nevertheless," }, { text: "Indeed,", correct: true }, { text: "Instead," }, { text: "Otherwise," }],
      explanation:
        "<p>“Indeed,” is the best answer. The second sentence claims that new lanes fill up with extra driving, and the third backs that claim with stronger, more precise evidence: driving rises in proportion to lanes built. “Indeed” introduces a statement that confirms and intensifies the one before it.</p><ul><li>“Nevertheless,” is tempting because the second sentence already contrasts with the first, but the third sentence does not oppose the second; it supports it.</li><li>“Instead,” would present the finding as a replacement for the one before it, but the two findings agree.</li><li>“Otherwise,” would describe what would happen if the previous claim were false, which does not fit evidence that confirms it.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-transitions-17",
      difficulty: "hard",
      passage: {
        title: "",
        topic: "science",
        html: "<p>American crows can remember individual human faces. In a 2006 experiment in Seattle, researchers wearing a particular rubber mask trapped and tagged a few wild crows, and for years afterward crows scolded and dive-bombed anyone who walked by wearing that mask. ______ crows that had never been trapped, including some hatched after the trapping, joined in the scolding, which suggests that crows learn from one another which people are dangerous.</p>",
      },
      choices: [{ text: "Moreover,", correct: true }, { text: "However," }, { text: "In other words," }, { text: "Therefore," }],
      explanation:
        "<p>“Moreover,” is the best answer. The second sentence shows that trapped crows remembered the mask; the third adds a further and more striking finding, that crows with no experience of the mask also scolded it, which extends the point to learning from other crows.</p><ul><li>“However,” is tempting because untrapped crows had no reason of their own to fear the mask, but their scolding does not contradict the earlier finding; it adds to it.</li><li>“In other words,” would mean the third sentence restates the second, but it reports a new finding about different crows.</li><li>“Therefore,” would make the untrapped crows’ scolding follow logically from the trapped crows’ memory, but it is a separate observation that needed its own explanation.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-transitions-18",
      difficulty: "hard",
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>The Library of Alexandria is often said to have been destroyed in a single great fire during Julius Caesar’s siege of the city in 48 BCE. ______ ancient writers do report that books burned during the siege, but other sources show scholars still working at the institution decades later, which suggests that the library declined gradually rather than vanishing all at once.</p>",
      },
      choices: [{ text: "Admittedly,", correct: true }, { text: "For example," }, { text: "Therefore," }, { text: "Similarly," }],
      explanation:
        "<p>“Admittedly,” is the best answer. The sentence first grants part of the popular story (books did burn in 48 BCE) and then, with “but,” argues against the rest of it. “Admittedly” marks that opening concession.</p><ul><li>“For example,” is tempting because the report of burned books does fit the popular story, but the sentence as a whole argues against that story, so it cannot be an example supporting it.</li><li>“Therefore,” would make the sentence a conclusion drawn from the popular story, but it challenges that story.</li><li>“Similarly,” would introduce a parallel claim, but the sentence qualifies and disputes the first sentence rather than paralleling it.</li></ul>",
    },
  ],
} satisfies WrittenSkill;
