import type { WrittenSkill } from "../types";

/**
 * Skill bank, Expression of Ideas: Transitions (30 questions, 10 per difficulty), across the logical relations
 * the test uses: result, contrast, concession, example, addition, sequence and time, similarity, emphasis,
 * alternative, clarification, specification, correction and concession. Informational passages only (real facts,
 * real people).
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
        html: "<p>After Johann Sebastian Bach died in 1750, his large choral works were seldom performed, and many musicians knew him mainly as a skilled organist. ______ in 1829 the twenty-year-old composer Felix Mendelssohn conducted Bach’s <i>St Matthew Passion</i> in Berlin, and the performance helped start a lasting revival of Bach’s music.</p>",
      },
      choices: [{ text: "For instance," }, { text: "However,", correct: true }, { text: "Similarly," }, { text: "In other words," }],
      explanation:
        "<p>“However,” is the best answer. The first sentence stresses how little Bach’s large choral works were heard after his death; the second turns to the opposite situation in 1829, when one of them was performed in Berlin and started a revival.</p><ul><li>“For instance,” would present the 1829 performance as an example of Bach’s works being seldom performed, which it is not.</li><li>“Similarly,” would mean the second sentence resembles the first, but it describes the reverse of the first sentence’s situation.</li><li>“In other words,” would mean the second sentence restates the first, but it adds new and contrasting information.</li></ul>",
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
        html: "<p>In October 1911 the Norwegian explorer Roald Amundsen set out for the South Pole with four companions, dog sleds, and carefully stocked supply depots; his team reached the pole on December 14. ______ the British party led by Robert Falcon Scott, which relied partly on ponies and on hauling its own sleds, was still struggling southward. Scott’s team reached the pole on January 17, 1912, and found Amundsen’s tent already there.</p>",
      },
      choices: [{ text: "Meanwhile,", correct: true }, { text: "Consequently," }, { text: "For instance," }, { text: "Nonetheless," }],
      explanation:
        "<p>“Meanwhile,” is the best answer. The sentence describes what Scott’s party was doing at the same time as Amundsen’s team reached the pole; “Meanwhile” marks the two expeditions’ progress as simultaneous.</p><ul><li>“Consequently,” would make Scott’s slow progress a result of Amundsen’s success, but the two teams traveled separately and Amundsen’s arrival did not slow Scott.</li><li>“For instance,” would present Scott’s struggle as an example of Amundsen’s journey, but they were rival expeditions.</li><li>“Nonetheless,” would signal that Scott’s party kept going despite Amundsen’s success, but the party did not yet know of it; the sentence only places the two journeys side by side in time.</li></ul>",
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
    // ───────────── easy (added for issue 29) ─────────────
    {
      ...base,
      id: "bank-rw-transitions-19",
      difficulty: "easy",
      passage: {
        title: "",
        topic: "science",
        html: "<p>Asphalt roads, concrete sidewalks and dark rooftops absorb much of the sunlight that falls on a city during the day and give off the stored heat slowly after sunset. ______ cities are often several degrees warmer than the surrounding countryside, especially at night.</p>",
      },
      choices: [{ text: "For example," }, { text: "Thus,", correct: true }, { text: "In contrast," }, { text: "Similarly," }],
      explanation:
        "<p>“Thus,” is the best answer. The first sentence explains how a city’s surfaces store the day’s heat and release it after dark, and the second states what follows from that: cities stay warmer than the countryside, especially at night.</p><ul><li>“For example,” would make the warmer cities an instance of the first sentence, but they are its effect.</li><li>“In contrast,” would set the second sentence against the first, but warmer nights are just what surfaces that release stored heat would produce.</li><li>“Similarly,” would introduce a separate, comparable case, but the second sentence continues the same case.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-transitions-20",
      difficulty: "easy",
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>In the early 1800s, Joseph Marie Jacquard, a weaver from Lyon, perfected a loom that read its pattern from a chain of punched cards: the holes in each card decided which threads would be lifted, so that one weaver could produce elaborate designs alone. ______ weaving such designs had required a second worker, who sat high on the loom and pulled up the right threads by hand for every row.</p>",
      },
      choices: [{ text: "Afterward," }, { text: "For example," }, { text: "Similarly," }, { text: "Previously,", correct: true }],
      explanation:
        "<p>“Previously,” is the best answer. The first sentence describes Jacquard’s loom, and the second describes how patterned cloth was woven before it existed, with a second worker lifting threads by hand.</p><ul><li>“Afterward,” would place the two-person method after the invention, but the invention is what made the second worker unnecessary.</li><li>“For example,” would present the older method as an instance of the punched-card loom, which it is not.</li><li>“Similarly,” would mean the older method resembled the new loom, but the text sets them apart: one weaver alone, or a weaver and a helper.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-transitions-21",
      difficulty: "easy",
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>Most languages are written in a single script, but a few are regularly written in two. ______ Serbian appears in both the Cyrillic and the Latin alphabets, and readers in Serbia see both every day, on street signs, in newspapers and on television.</p>",
      },
      choices: [{ text: "As a result," }, { text: "Nevertheless," }, { text: "For example,", correct: true }, { text: "Meanwhile," }],
      explanation:
        "<p>“For example,” is the best answer. The first sentence says that a few languages are regularly written in two scripts, and the second names one of them, Serbian, and its two alphabets.</p><ul><li>“As a result,” would make Serbian’s two alphabets a consequence of the first sentence, but Serbian is an instance of what that sentence describes.</li><li>“Nevertheless,” would signal something true despite the first sentence, but Serbian agrees with it.</li><li>“Meanwhile,” would mark something happening at the same time, but the sentence gives an example, not a simultaneous event.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-transitions-22",
      difficulty: "easy",
      passage: {
        title: "",
        topic: "science",
        html: "<p>Many people believe that bats are blind, perhaps because so many bat species find insects in the dark by echolocation, listening for the echoes of their own high-pitched calls. ______ no bat species is blind, and many fruit bats, which do not echolocate at all, rely mainly on their eyesight and sense of smell to find food.</p>",
      },
      choices: [{ text: "However,", correct: true }, { text: "For example," }, { text: "Therefore," }, { text: "Likewise," }],
      explanation:
        "<p>“However,” is the best answer. The first sentence reports a common belief, that bats are blind, and the second contradicts it: every bat species can see, and some depend mainly on sight.</p><ul><li>“For example,” would make the second sentence an instance of bats being blind, but it shows the opposite.</li><li>“Therefore,” would make the bats’ eyesight a consequence of their echolocation, but the second sentence corrects the belief rather than following from it.</li><li>“Likewise,” would introduce a similar point, but the second sentence disagrees with the first.</li></ul>",
    },
    // ───────────── medium (added for issue 29) ─────────────
    {
      ...base,
      id: "bank-rw-transitions-23",
      difficulty: "medium",
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>The high-wheel bicycle of the 1870s and 1880s, whose front wheel was often well over a meter across, was hard to mount and easy to fall from: a rider whose wheel struck a stone could be pitched headfirst over the handlebars. ______ the machine was popular with young men, who prized its speed and the view from its tall seat, and bicycle clubs and races spread across Europe and North America.</p>",
      },
      choices: [{ text: "Consequently," }, { text: "Nevertheless,", correct: true }, { text: "For instance," }, { text: "Similarly," }],
      explanation:
        "<p>“Nevertheless,” is the best answer. The first sentence describes how awkward and dangerous the high-wheel bicycle was, and the second says that it was popular in spite of those drawbacks.</p><ul><li>“Consequently,” would make the bicycle’s popularity a result of its dangers, but the dangers were a reason to avoid it, and young men rode it despite them.</li><li>“For instance,” would present the bicycle’s popularity as an example of its dangers, which it is not.</li><li>“Similarly,” would introduce a point like the previous one, but popularity runs against the drawbacks the first sentence lists.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-transitions-24",
      difficulty: "medium",
      passage: {
        title: "",
        topic: "science",
        html: "<p>A scallop has up to 200 tiny eyes along the edges of its shell, and these eyes work differently from the eyes of most animals. ______ each eye forms an image mainly with a curved mirror at its back, a mosaic of square crystals of a substance called guanine, which reflects incoming light onto the light-sensitive layers in front of it.</p>",
      },
      choices: [{ text: "Meanwhile," }, { text: "However," }, { text: "Specifically,", correct: true }, { text: "Therefore," }],
      explanation:
        "<p>“Specifically,” is the best answer. The first sentence says only that the scallop’s eyes work differently from most animals’ eyes, and the second spells out exactly how: each eye focuses light with a mirror made of guanine crystals.</p><ul><li>“Meanwhile,” would mark something happening at the same time, but the second sentence explains the first rather than adding a separate event.</li><li>“However,” would set the mirror against the first sentence, but the mirror is the very difference the first sentence announces.</li><li>“Therefore,” would make the mirror a result of the eyes’ working differently, but the mirror is the difference itself, not a consequence of it.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-transitions-25",
      difficulty: "medium",
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>Speakers of English usually describe where things are relative to their own bodies, saying that a cup is to the left of a plate or that a tree is behind them. Speakers of Guugu Yimithirr, an Aboriginal language of northeastern Australia, do not describe locations that way. ______ they use the points of the compass, saying that the cup is north of the plate, even when the objects are only a few centimeters apart.</p>",
      },
      choices: [{ text: "Similarly," }, { text: "For example," }, { text: "As a result," }, { text: "Instead,", correct: true }],
      explanation:
        "<p>“Instead,” is the best answer. The second sentence says what Guugu Yimithirr speakers do not do (describe locations relative to their bodies), and the third says what they do in its place (use the points of the compass).</p><ul><li>“Similarly,” would mean the compass system resembles the English one, but it replaces it.</li><li>“For example,” would present the use of compass directions as an example of describing locations relative to the body, the very thing these speakers do not do.</li><li>“As a result,” would make the use of compass directions a consequence of the previous sentence, but the sentence names an alternative, not an effect.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-transitions-26",
      difficulty: "medium",
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>In the ancient Mediterranean world, the most prized purple dye was made from a gland of murex sea snails, and thousands of snails were needed to color a single garment. ______ one of the most valuable red dyes of the early modern era, cochineal, came from an animal source: tiny insects that live on prickly pear cacti in Mexico and that Spanish merchants shipped to Europe from the 1500s onward.</p>",
      },
      choices: [{ text: "For example," }, { text: "Likewise,", correct: true }, { text: "Instead," }, { text: "As a result," }],
      explanation:
        "<p>“Likewise,” is the best answer. The first sentence describes a prized dye made from animals, sea snails, and the second describes another valuable dye that also came from animals, insects; “Likewise” marks the similarity between the two.</p><ul><li>“For example,” would make cochineal an instance of the purple snail dye, but it is a different dye from a different place and time.</li><li>“Instead,” would mean that cochineal replaced murex purple, but the text only compares their sources.</li><li>“As a result,” would make cochineal’s animal source a consequence of the snail dye, but the two are unconnected.</li></ul>",
    },
    // ───────────── hard (added for issue 29) ─────────────
    {
      ...base,
      id: "bank-rw-transitions-27",
      difficulty: "hard",
      passage: {
        title: "",
        topic: "science",
        html: "<p>In many reptiles, no sex chromosome decides whether an egg hatches as a male or a female; the temperature of the nest during a critical stage of development does. In many turtles, eggs incubated at warmer temperatures hatch mostly as females, and eggs kept cooler hatch mostly as males. ______ in the American alligator, nests at the warmer end of the range produce mostly males, while cooler nests produce mostly females.</p>",
      },
      choices: [{ text: "Likewise," }, { text: "In other words," }, { text: "By contrast,", correct: true }, { text: "Therefore," }],
      explanation:
        "<p>“By contrast,” is the best answer. The second sentence gives the turtles’ pattern (warm nests, mostly females), and the third gives the alligator’s, which runs the other way (warm nests, mostly males). “By contrast” marks that reversal.</p><ul><li>“Likewise,” is tempting because alligators, like turtles, have their sex set by nest temperature, but the sentence is about which sex warm nests produce, and on that point the alligator is the opposite of the turtles.</li><li>“In other words,” would mean the third sentence restates the second, but it describes a different animal with the reverse pattern.</li><li>“Therefore,” would make the alligator’s pattern a conclusion drawn from the turtles’, but nothing about turtles implies it, and it goes against their pattern.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-transitions-28",
      difficulty: "hard",
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>The story of Aladdin and the magic lamp is so closely tied to the <i>Thousand and One Nights</i> that many readers assume it was among the medieval Arabic tales from which the collection grew. ______ it is one of the collection’s latest additions: no Arabic manuscript of the <i>Nights</i> written before the eighteenth century contains it, and it first appeared in the French translation of Antoine Galland, who wrote it down after hearing it in 1709 from Hanna Diyab, a young traveler from Aleppo.</p>",
      },
      choices: [{ text: "In reality,", correct: true }, { text: "Accordingly," }, { text: "Indeed," }, { text: "Similarly," }],
      explanation:
        "<p>“In reality,” is the best answer. The first sentence reports what many readers assume (that Aladdin was one of the collection’s old Arabic tales), and the second corrects that assumption with the facts: the tale was added only in the eighteenth century, through Galland’s translation.</p><ul><li>“Accordingly,” is tempting because the first sentence explains why readers tie the story to the collection, but it would present the tale’s late addition as following from that assumption, when the evidence overturns it.</li><li>“Indeed,” would confirm or strengthen the readers’ assumption, but the second sentence shows that it is mistaken.</li><li>“Similarly,” would introduce a comparable point, but the second sentence contradicts the first rather than paralleling it.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-transitions-29",
      difficulty: "hard",
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>In the years before December 21, 2012, books and films spread the claim that the ancient Maya had predicted the world would end on that date, when a great cycle of their Long Count calendar would close. ______ the date did matter to the Maya: a stone monument carved in the seventh century CE at Tortuguero, in southern Mexico, refers to it. But Maya inscriptions treat the close of such a cycle as a milestone rather than an ending, and one text at Palenque names a date more than 2,700 years after 2012.</p>",
      },
      choices: [{ text: "For instance," }, { text: "Instead," }, { text: "Therefore," }, { text: "To be sure,", correct: true }],
      explanation:
        "<p>“To be sure,” is the best answer. The writer is arguing against the popular claim, but first grants the part of it that is true (the Maya did record the date) before turning, with “But,” to the evidence that they did not see it as the end of the world. “To be sure” marks that concession.</p><ul><li>“For instance,” is tempting because the monument seems to illustrate the popular claim, but the sentence offers it as a point granted before the writer’s objection, not as an example supporting the claim.</li><li>“Instead,” would present the monument as a replacement for the claim, but the sentence partly agrees with it.</li><li>“Therefore,” would make the date’s importance to the Maya a conclusion drawn from what books and films said, which reverses the direction of the evidence.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-transitions-30",
      difficulty: "hard",
      passage: {
        title: "",
        topic: "humanities",
        html: "<p><i>The Tale of Genji</i>, written in the early eleventh century by Murasaki Shikibu, a lady-in-waiting at the Japanese imperial court, is often called the world’s first novel. Scholars have questioned the label, pointing out that long works of prose fiction had been written centuries earlier in ancient Greece and Rome. ______ few earlier works resemble the modern novel as closely as <i>Genji</i> does, with its close attention to the shifting thoughts and feelings of characters whose lives it follows across several generations.</p>",
      },
      choices: [{ text: "Therefore," }, { text: "That said,", correct: true }, { text: "For instance," }, { text: "Indeed," }],
      explanation:
        "<p>“That said,” is the best answer. The second sentence casts doubt on calling <i>Genji</i> the first novel, and the third, while accepting that point, turns back to what supports the label: few earlier works are as close to a modern novel. “That said” grants the objection and then qualifies it.</p><ul><li>“Therefore,” would make <i>Genji</i>’s closeness to the modern novel follow from the existence of earlier Greek and Roman fiction, which it does not.</li><li>“For instance,” would present the third sentence as an example of the scholars’ objection, but it pushes the other way.</li><li>“Indeed,” is tempting because it often follows a claim made by scholars, but it would strengthen the doubt about the label, while the third sentence defends it.</li></ul>",
    },
  ],
} satisfies WrittenSkill;
