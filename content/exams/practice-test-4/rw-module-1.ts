import type { z } from "zod";
import { scatterPlot } from "../../figures";
import type { ModuleSchema } from "../../schema";

const WIC = "<p>Which choice completes the text with the most logical and precise word or phrase?</p>";
const SEC = "<p>Which choice completes the text so that it conforms to the conventions of Standard English?</p>";
const TRANSITION = "<p>Which choice completes the text with the most logical transition?</p>";
const COMPLETE = "<p>Which choice most logically completes the text?</p>";
const NOTES = "<p>While researching a topic, a student has taken the following notes:</p>";
const SYNTHESIS = "Which choice most effectively uses relevant information from the notes to accomplish this goal?";

const module: z.input<typeof ModuleSchema> = {
  id: "pt4-rw-m1",
  name: "Section 1, Module 1: Reading and Writing",
  test: "verbal",
  module: 1,
  variant: "standard",
  minutes: 32,
  breakAfterMinutes: 0,
  directions:
    "<p>Each question in this module comes with its own short passage; some passages include a table or a graph, and a few pair two related texts. Read each passage and question carefully, then choose the one best answer from the four choices.</p><p>Every question has a single best answer. You can mark questions for review and come back to any question until the module’s time runs out.</p>",
  questions: [
    // ───────────── Craft and Structure: Words in Context ─────────────
    {
      id: "pt4-rw-m1-01",
      type: "SC",
      title: "",
      text: WIC,
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "easy",
      rating: 1,
      passage: {
        topic: "science",
        title: "",
        html: "<p>Male satin bowerbirds of eastern Australia build a bower, a pair of parallel walls of sticks, on the forest floor. They then ______ the ground around it with blue objects, such as feathers, flowers, berries, and even bottle caps, arranging and rearranging the pieces until the display is ready to show to visiting females.</p>",
      },
      choices: [{ text: "decorate", correct: true }, { text: "conceal" }, { text: "abandon" }, { text: "overshadow" }],
      explanation:
        "<p>“Decorate” is the best answer. The birds place colorful blue objects around the bower and keep arranging them to make a display for females, which is what it means to decorate a place.</p><p>“Conceal” would mean hiding the ground, but the objects are set out to be seen by visiting females, not to hide anything.</p><p>“Overshadow” would mean casting the ground into shade or making it seem less important, which has nothing to do with setting out bright feathers, flowers, and bottle caps to be admired.</p><p>“Abandon” contradicts the text: the birds keep working on the area, arranging and rearranging the pieces, rather than leaving it.</p>",
    },
    {
      id: "pt4-rw-m1-02",
      type: "SC",
      title: "",
      text: WIC,
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "easy",
      rating: 2,
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>In the 1870s, oil from the fields near Baku was shipped across the Caspian Sea in wooden barrels, which were costly to make and often leaked. The <i>Zoroaster</i>, a steamship built in Sweden in 1878 for the oil company of the Nobel brothers, ______ the barrels altogether: it carried its cargo of kerosene in tanks built into the hull itself. It is often described as the first successful oil tanker.</p>",
      },
      choices: [{ text: "eliminated", correct: true }, { text: "repaired" }, { text: "counted" }, { text: "manufactured" }],
      explanation:
        "<p>“Eliminated” is the best answer. The colon explains what the ship did: it carried kerosene in tanks built into its hull, so it had no need for barrels at all. Getting rid of the barrels completely is eliminating them.</p><p>“Repaired” would mean the ship fixed the leaking barrels, but the text says the ship stopped using barrels, not that it mended them.</p><p>“Counted” does not fit “altogether” or the explanation after the colon; the ship did not keep track of barrels, it did without them.</p><p>“Manufactured” would mean the ship produced barrels, the opposite of carrying the kerosene in the hull’s own tanks.</p>",
    },
    {
      id: "pt4-rw-m1-03",
      type: "SC",
      title: "",
      text: WIC,
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "medium",
      rating: 4,
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>Visitors to New York’s Central Park often assume that its rocky meadows, winding lakes, and wooded hills are remnants of the countryside that existed before the city grew around them. In fact, the landscape that Frederick Law Olmsted and Calvert Vaux designed in 1858 is almost entirely ______: workers drained swamps, blasted rock, dug the lakes, and moved enormous quantities of soil to create scenery that only looks untouched.</p>",
      },
      choices: [{ text: "uncultivated" }, { text: "inherited" }, { text: "constructed", correct: true }, { text: "temporary" }],
      explanation:
        "<p>“Constructed” is the best answer. “In fact” signals a correction of the visitors’ belief that the landscape is left over from the old countryside, and the colon then lists how it was built: swamps drained, rock blasted, lakes dug, soil moved. The landscape is therefore constructed, or made by people.</p><p>“Inherited” would mean the park simply kept the land it received from the past, which is exactly the visitors’ mistaken assumption that the text corrects.</p><p>“Temporary” would mean the landscape was not meant to last, but nothing in the text concerns how long the scenery would remain.</p><p>“Uncultivated” would mean that the land was never worked by people, which contradicts the long list of work done to create it.</p>",
    },
    {
      id: "pt4-rw-m1-04",
      type: "SC",
      title: "",
      text: "<p>As used in the text, what does the word “forte” most nearly mean?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "hard",
      rating: 5,
      passage: {
        topic: "literature",
        source: { author: "Oscar Wilde", title: "The Importance of Being Earnest", year: 1895 },
        title: "",
        html: "<p>The following text is from Oscar Wilde’s 1895 play <i>The Importance of Being Earnest</i>. Algernon, a wealthy young man, has been playing the piano in his London flat while his servant, Lane, arranges the afternoon tea.</p><p>ALGERNON: Did you hear what I was playing, Lane?</p><p>LANE: I didn’t think it polite to listen, sir.</p><p>ALGERNON: I’m sorry for that, for your sake. I don’t play accurately—any one can play accurately—but I play with wonderful expression. As far as the piano is concerned, sentiment is my forte. I keep science for Life.</p><p>LANE: Yes, sir.</p>",
      },
      choices: [{ text: "strong point", correct: true }, { text: "chief weakness" }, { text: "private secret" }, { text: "loud passage" }],
      explanation:
        "<p>“Strong point” is the best answer. Algernon boasts that he does not play accurately but plays “with wonderful expression”; saying that sentiment is his forte means that feeling, not precision, is what he is good at, his strength.</p><p>“Loud passage” is the meaning of “forte” in a musical score, which is tempting because Algernon is talking about the piano; but he is describing his own talent, not a section of the music played loudly.</p><p>“Chief weakness” reverses the sense: Algernon is proud of his expression and dismisses accuracy as something “any one can” manage.</p><p>“Private secret” does not fit, since Algernon announces his way of playing openly and with pride.</p>",
    },
    // ───────────── Craft and Structure: Text Structure and Purpose ─────────────
    {
      id: "pt4-rw-m1-05",
      type: "SC",
      title: "",
      text: "<p>Which choice best states the main purpose of the text?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "text_structure_purpose",
      difficulty: "easy",
      rating: 2,
      passage: {
        topic: "literature",
        source: { author: "Jerome K. Jerome", title: "Three Men in a Boat", year: 1889 },
        title: "",
        html: "<p>The following text is from Jerome K. Jerome’s 1889 comic novel <i>Three Men in a Boat</i>. The narrator is a young man living in London.</p><p>There were four of us—George, and William Samuel Harris, and myself, and Montmorency. We were sitting in my room, smoking, and talking about how bad we were—bad from a medical point of view I mean, of course. We were all feeling seedy, and we were getting quite nervous about it.</p>",
      },
      choices: [
        { text: "To warn the reader that one of the characters has a serious illness" },
        { text: "To introduce a group of companions and their situation in a playful way", correct: true },
        { text: "To explain how the narrator first met George and Harris" },
        { text: "To describe in detail the room where the narrator lives" },
      ],
      explanation:
        "<p>The best answer is that the text introduces a group of companions and their situation in a playful way. It names the four friends and shows them sitting together worrying about their health, and the joke in “how bad we were—bad from a medical point of view I mean, of course” sets a light, comic tone.</p><p>The text does not say how the narrator met his friends; they are already together when it begins.</p><p>No one is said to be seriously ill: the friends are only “feeling seedy” and “quite nervous about it,” and the tone makes fun of their worry.</p><p>The room is mentioned only as the place where they are sitting; the text gives no description of it.</p>",
    },
    {
      id: "pt4-rw-m1-06",
      type: "SC",
      title: "",
      text: "<p>Which choice best describes the function of the underlined sentence in the text as a whole?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "text_structure_purpose",
      difficulty: "hard",
      rating: 5,
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>Antonín Dvořák wrote his Symphony No. 9, “From the New World,” in 1893 while directing a music school in New York, and he told reporters that American composers should build on the spirituals and Native American songs he had been studying. Many listeners have assumed that the haunting melody of the symphony’s slow movement is itself an old spiritual. <u>In fact, the melody was Dvořák’s own: only in 1922 did William Arms Fisher, one of his former students, add words to it and publish the song “Goin’ Home,” which came to be sung so widely that it was soon mistaken for a folk song.</u></p>",
      },
      choices: [
        { text: "It provides an example of a spiritual that Dvořák studied and then quoted in his symphony." },
        { text: "It suggests that Dvořák’s students disagreed with his advice about building on spirituals." },
        { text: "It shows that the symphony was not well received until words were added to its melody." },
        { text: "It corrects a common belief about the melody and explains how that belief may have arisen.", correct: true },
      ],
      explanation:
        "<p>The best answer is that the underlined sentence corrects a common belief about the melody and explains how that belief may have arisen. The sentence before it reports the assumption that the melody is an old spiritual; “In fact” introduces the correction (the melody was Dvořák’s own), and the rest of the sentence explains why people came to think otherwise: Fisher’s song with words spread so widely that it was taken for a folk song.</p><p>The claim that the sentence gives an example of a spiritual Dvořák quoted is the very belief the sentence denies.</p><p>Nothing suggests that Fisher or any other student disagreed with Dvořák’s advice; Fisher’s song is presented as a cause of confusion about the melody’s origin, not as a disagreement.</p><p>The text says nothing about how the symphony was received; the words were added to the melody almost thirty years later and are discussed only to explain a mistaken belief.</p>",
    },
    // ───────────── Craft and Structure: Cross-Text Connections ─────────────
    {
      id: "pt4-rw-m1-07",
      type: "SC",
      title: "",
      text: "<p>Based on the texts, how would Trevor-Roper (Text 2) most likely respond to the view described in Text 1?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "cross_text_connections",
      difficulty: "medium",
      rating: 4,
      passage: {
        topic: "history_social",
        title: "",
        html: "<p><b>Text 1</b></p><p>The kilt and the clan tartan are often presented as ancient symbols of Highland Scotland. On this view, Highland men have worn the short pleated kilt for many centuries, and each clan has long been known by its own tartan pattern, handed down from one generation to the next.</p><p><b>Text 2</b></p><p>In a 1983 essay, the historian Hugh Trevor-Roper argued that much of this tradition is modern. Earlier Highlanders, he noted, wore the belted plaid, a single large length of cloth wrapped around the body and thrown over the shoulder. The short kilt, he contended, was devised in the 1720s by Thomas Rawlinson, an English ironmaster, as a more practical garment for the men who worked at his furnace in the Highlands, and the custom of giving each clan a tartan of its own took hold only in the early nineteenth century.</p>",
      },
      choices: [
        {
          text: "He would largely agree, since the belted plaid that earlier Highlanders wore was in effect the same garment as the short kilt that is worn today.",
        },
        {
          text: "He would accept that Highland men have worn the short kilt for centuries but argue that clan tartans were an invention of Thomas Rawlinson in the 1720s.",
        },
        {
          text: "He would argue that before the 1720s Highlanders had no distinctive dress of any kind, whether a kilt, a plaid, or a patterned cloth of their own.",
        },
        {
          text: "He would argue that the view treats as ancient a garment and a custom that, in the forms it describes, date only from the eighteenth and nineteenth centuries.",
          correct: true,
        },
      ],
      explanation:
        "<p>The best answer is that Trevor-Roper would argue that the view treats as ancient a garment and a custom that, in the forms it describes, date only from the eighteenth and nineteenth centuries. Text 1 says the short kilt has been worn “for many centuries” and that clan tartans have “long” been handed down; Text 2 dates the short kilt to the 1720s and the custom of clan tartans to the early nineteenth century.</p><p>Accepting the kilt as centuries old contradicts Text 2, and the text credits Rawlinson with the short kilt, not with the clan tartans, which it dates a century later.</p><p>Text 2 says that earlier Highlanders wore the belted plaid, so Trevor-Roper would not claim that they had no distinctive dress at all.</p><p>Trevor-Roper distinguishes the belted plaid, a single large cloth wrapped around the body, from the short kilt devised in the 1720s; treating them as the same garment erases the distinction his argument rests on.</p>",
    },
    {
      id: "pt4-rw-m1-08",
      type: "SC",
      title: "",
      text: "<p>Based on the texts, how would Sen (Text 2) most likely respond to the view described in Text 1?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "cross_text_connections",
      difficulty: "hard",
      rating: 6,
      passage: {
        topic: "history_social",
        title: "",
        html: "<p><b>Text 1</b></p><p>For much of the twentieth century, economists and government officials usually explained famines as the result of a sharp fall in the supply of food: a drought, a flood, or a crop disease leaves a region with too little grain to feed its people. On this view, preventing famine is chiefly a matter of raising farm output or of moving grain into a region whose harvest has failed.</p><p><b>Text 2</b></p><p>In his 1981 book <i>Poverty and Famines</i>, economist Amartya Sen examined the Bengal famine of 1943, in which millions of people died. He found that the amount of food available in Bengal that year was not unusually low; it was in fact larger than in 1941, a year without famine. What had collapsed was the ability of certain groups, such as rural laborers whose wages fell behind soaring prices, to obtain food. Famines, Sen argued, can occur without any great decline in the food supply.</p>",
      },
      choices: [
        { text: "He would argue that the view is mistaken about the causes of most famines, since harvests rarely fail in regions that suffer famine." },
        { text: "He would agree with the view, since the Bengal famine of 1943 began when the region’s food supply fell sharply." },
        {
          text: "He would argue that the view misses a cause of famine, since people can starve when they lose the means to obtain food that is available.",
          correct: true,
        },
        { text: "He would agree with the view but add that moving grain into a region is less effective than raising farm output there." },
      ],
      explanation:
        "<p>The best answer is that Sen would argue that the view misses a cause of famine, since people can starve when they lose the means to obtain food that is available. Text 1 treats famine as a shortage of food; Text 2 reports that food in Bengal in 1943 was not unusually scarce and that the famine came from some groups’ lost ability to obtain it, so “famines … can occur without any great decline in the food supply.”</p><p>The claim that harvests rarely fail in famine regions goes too far: Sen shows that a famine can happen without a fall in supply, not that falls in supply never cause famines or are rare where famines occur.</p><p>Agreeing with the view but preferring higher farm output to moving grain misses Sen’s point entirely; on his account, the food existed, and the problem was access to it.</p><p>The claim that the Bengal famine began with a sharp fall in food supply contradicts Text 2, which says supply in 1943 was larger than in 1941.</p>",
    },
    // ───────────── Information and Ideas: Central Ideas and Details ─────────────
    {
      id: "pt4-rw-m1-09",
      type: "SC",
      title: "",
      text: "<p>Which choice best states the main idea of the text?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "central_ideas_details",
      difficulty: "easy",
      rating: 2,
      passage: {
        topic: "literature",
        source: { author: "Daniel Defoe", title: "Robinson Crusoe", year: 1719 },
        title: "",
        html: "<p>The following text is adapted from Daniel Defoe’s 1719 novel <i>Robinson Crusoe</i>. The narrator describes his youth in the English city of York.</p><p>Being the third son of the family, and not bred to any trade, my head began to be filled very early with rambling thoughts. My father, who was very ancient, had given me a competent share of learning, and designed me for the law; but I would be satisfied with nothing but going to sea; and my inclination to this led me so strongly against the will, nay, the commands of my father, and against all the entreaties and persuasions of my mother and other friends, that there seemed to be something fatal in that propensity of nature.</p>",
      },
      choices: [
        { text: "The narrator wanted to study law, but his father insisted that he learn a trade." },
        { text: "The narrator regrets that his father gave him too little schooling to become a lawyer." },
        { text: "The narrator’s mother and friends supported his wish to leave home for a life at sea." },
        { text: "From an early age the narrator wanted to go to sea, against his parents’ wishes.", correct: true },
      ],
      explanation:
        "<p>The best answer is that from an early age the narrator wanted to go to sea, against his parents’ wishes. His head was filled “very early” with “rambling thoughts,” he would be satisfied “with nothing but going to sea,” and this wish went against his father’s commands and his mother’s pleas.</p><p>The narrator says his father gave him “a competent share of learning,” meaning enough; he does not complain of too little schooling.</p><p>His mother and friends did not support his wish; his desire went “against all the entreaties and persuasions” of his mother and friends.</p><p>The roles are reversed: it was the father who “designed” the narrator “for the law,” and the text says the narrator was “not bred to any trade.”</p>",
    },
    {
      id: "pt4-rw-m1-10",
      type: "SC",
      title: "",
      text: "<p>Which choice best states the main idea of the text?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "central_ideas_details",
      difficulty: "medium",
      rating: 3,
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>In 1879 Marcelino Sanz de Sautuola, a Spanish landowner with an interest in prehistory, was digging in a cave at Altamira, in northern Spain, when his young daughter, María, noticed paintings of bison on the ceiling. Sautuola published the paintings in 1880 as the work of prehistoric people, but most specialists rejected his claim: the animals seemed too skillfully drawn, and their colors too fresh, to be many thousands of years old, and some suggested that a modern painter had made them. Only after similar paintings were found in caves in France around 1900 did the specialists change their minds, and in 1902 the French archaeologist Émile Cartailhac, one of the leading doubters, publicly admitted his mistake.</p>",
      },
      choices: [
        { text: "Specialists rejected the Altamira paintings mainly because Sautuola, a landowner, had no training in archaeology or in the study of art." },
        { text: "Cartailhac showed in 1902 that the Altamira paintings had been made by a modern painter who had seen the caves in France." },
        {
          text: "The Altamira paintings were at first dismissed as too accomplished to be prehistoric and were accepted only after comparable works turned up elsewhere.",
          correct: true,
        },
        { text: "The paintings at Altamira were first noticed by a young girl rather than by her father, who was the one digging in the cave that day." },
      ],
      explanation:
        "<p>The best answer is that the Altamira paintings were at first dismissed as too accomplished to be prehistoric and were accepted only after comparable works turned up elsewhere. The text tells how specialists rejected the paintings because they seemed too skillful and too fresh to be so old, and how they changed their minds only after similar paintings were found in France, ending with a leading doubter admitting his mistake.</p><p>That María noticed the paintings is a true detail from the first sentence, but it is background, not the point the text develops.</p><p>The text gives the specialists’ reasons, and they concern the paintings themselves (their skill and fresh colors), not Sautuola’s training.</p><p>The text says the opposite: Cartailhac, one of the doubters, admitted in 1902 that he had been wrong, and the paintings in France helped confirm that the Altamira paintings were prehistoric.</p>",
    },
    // ───────────── Information and Ideas: Command of Evidence ─────────────
    {
      id: "pt4-rw-m1-11",
      type: "SC",
      title: "",
      text: "<p>Which quotation from the poem most effectively illustrates the claim?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "command_of_evidence_textual",
      difficulty: "hard",
      rating: 5,
      passage: {
        topic: "literature",
        source: { author: "Rabindranath Tagore", title: "Gitanjali", year: 1912 },
        title: "",
        html: "<p><i>Gitanjali</i> is a 1912 collection of poems by Rabindranath Tagore, translated by the poet himself from his own Bengali. In one poem, the speaker prays for a country free of the barriers that separate its people from one another.</p>",
      },
      choices: [
        { text: "“Where the mind is without fear and the head is held high”" },
        { text: "“Where the clear stream of reason has not lost its way / Into the dreary desert sand of dead habit”" },
        { text: "“Where the world has not been broken up into fragments / By narrow domestic walls”", correct: true },
        { text: "“Where tireless striving stretches its arms towards perfection”" },
      ],
      explanation:
        "<p>The best answer is “Where the world has not been broken up into fragments / By narrow domestic walls.” The claim concerns barriers that separate people from one another; these lines picture a world divided into “fragments” by “narrow” walls and hope for a country where that has not happened.</p><p>The lines about the stream of reason losing its way in “dead habit” concern clear thinking against habit, not divisions between people.</p><p>The line about a mind “without fear” and a head “held high” describes courage and dignity, not the removal of barriers between people.</p><p>The line about “tireless striving” describes effort toward perfection; it says nothing about people being kept apart.</p>",
    },
    {
      id: "pt4-rw-m1-12",
      type: "SC",
      title: "",
      text: "<p>Which choice most effectively uses data from the table to support the student’s claim?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "command_of_evidence_quantitative",
      difficulty: "medium",
      rating: 3,
      passage: {
        topic: "history_social",
        title: "",
        html: '<table><caption>Visitors to a City History Museum during One Week</caption><thead><tr><th scope="col">Day</th><th scope="col">Total visitors</th><th scope="col">First-time visitors</th></tr></thead><tbody><tr><th scope="row">Tuesday</th><td>380</td><td>95</td></tr><tr><th scope="row">Wednesday</th><td>410</td><td>110</td></tr><tr><th scope="row">Thursday (free after 5 p.m.)</th><td>620</td><td>350</td></tr><tr><th scope="row">Saturday</th><td>840</td><td>260</td></tr></tbody></table><p>A city history museum recently began offering free admission on Thursday evenings. A student volunteering at the museum recorded the number of visitors on four days of one week and asked each visitor whether it was his or her first visit. The student claims that the free Thursday evenings are especially successful at attracting people who have never visited the museum before.</p>',
      },
      choices: [
        { text: "On Saturday the museum had 840 visitors, more than on any other day shown in the table." },
        { text: "On Thursday 620 people visited the museum, more than on Tuesday or on Wednesday." },
        { text: "On Thursday more than half of the 620 visitors were there for the first time, a far larger share than on any other day.", correct: true },
        { text: "On Saturday 260 first-time visitors came to the museum, more than on Tuesday and Wednesday combined." },
      ],
      explanation:
        "<p>The best answer is that on Thursday more than half of the 620 visitors were there for the first time, a far larger share than on any other day. Thursday had 350 first-time visitors out of 620 (about 56 percent), while first-time visitors made up only about a quarter to a third of visitors on Tuesday (95 of 380), Wednesday (110 of 410), and Saturday (260 of 840). That is the evidence the claim needs: the free evening drew newcomers in particular.</p><p>Saturday’s total of 840 is accurate but concerns a day without free admission, so it says nothing about the free Thursday evenings.</p><p>Thursday’s total of 620 shows that the day was busy, but not that the extra visitors were first-time visitors, which is what the claim is about.</p><p>Saturday’s 260 first-time visitors is accurate, but it describes a day without free admission and, if anything, would suggest that newcomers come on other days too.</p>",
    },
    {
      id: "pt4-rw-m1-13",
      type: "SC",
      title: "",
      text: "<p>Which choice best describes data from the graph that support the students’ conclusion?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "command_of_evidence_quantitative",
      difficulty: "hard",
      rating: 5,
      passage: {
        topic: "science",
        title: "",
        html: `${scatterPlot({
          id: "pt4-rw-m1-13-parks",
          title: "Park Area and Number of Bird Species Seen in Twelve City Parks",
          desc: "Scatterplot of twelve city parks. The horizontal axis shows park area in hectares, from 0 to 10. The vertical axis shows the number of bird species seen, from 0 to 25. The parks, as area and species: 1 hectare, 20; 1.5, 9; 2, 12; 2.5, 18; 3, 7; 4, 15; 5, 10; 6, 21; 7, 13; 8, 16; 9, 23; 10, 17. There is no steady rise in species with area.",
          width: 440,
          height: 320,
          x: { label: "Park area (hectares)", min: 0, max: 10, step: 1 },
          y: { label: "Bird species seen", min: 0, max: 25, step: 5 },
          points: [
            [1, 20],
            [1.5, 9],
            [2, 12],
            [2.5, 18],
            [3, 7],
            [4, 15],
            [5, 10],
            [6, 21],
            [7, 13],
            [8, 16],
            [9, 23],
            [10, 17],
          ],
        })}<p>Over one spring, a group of students counted the bird species seen in twelve parks in their city and compared the counts with each park’s area. Many people assume that a bigger park will always hold more kinds of birds, but the students concluded that area alone was a poor guide: some small parks had more species than parks several times their size.</p>`,
      },
      choices: [
        {
          text: "A park of 1 hectare had 20 species, twice as many as a park of 5 hectares and more than one of 8 hectares.",
          correct: true,
        },
        { text: "The number of bird species seen in the twelve parks ranged from 7 to 23." },
        { text: "The three largest parks, of 8 to 10 hectares, each had at least 16 species." },
        { text: "The park of 9 hectares had 23 species, more than any other park in the study." },
      ],
      explanation:
        "<p>The best answer is that a park of 1 hectare had 20 species, twice as many as a park of 5 hectares and more than one of 8 hectares. The conclusion is that area alone was a poor guide because some small parks had more species than parks several times their size; this comparison shows exactly that: the smallest park had more species than parks five and eight times as large (10 and 16 species).</p><p>The park of 9 hectares did have the most species, but a large park with many species fits the common assumption that the conclusion questions; it does not show a small park outdoing larger ones.</p><p>The three largest parks did each have at least 16 species, but that fact, taken alone, if anything suggests that size matters, the opposite of the students’ point.</p><p>The range from 7 to 23 species is accurate, but it says nothing about which parks had which counts, so it cannot show how species relate to area.</p>",
    },
    // ───────────── Information and Ideas: Inferences ─────────────
    {
      id: "pt4-rw-m1-14",
      type: "SC",
      title: "",
      text: COMPLETE,
      test: "verbal",
      domain: "information_ideas",
      skill: "inferences",
      difficulty: "medium",
      rating: 4,
      passage: {
        topic: "science",
        title: "",
        html: "<p>In the early 1900s many doctors in the southern United States believed that pellagra, a disease causing skin rashes, digestive illness, and confusion, was spread by a germ. In 1914 the physician Joseph Goldberger of the US Public Health Service visited orphanages and hospitals where the disease was common. He found that although many residents had pellagra, the nurses and attendants who worked among them every day did not, and that the staff ate meat, milk, and vegetables while the residents lived mostly on corn bread, molasses, and fat pork. Goldberger’s findings suggest that ______</p>",
      },
      choices: [
        { text: "corn bread and molasses protected the residents from the most serious effects of pellagra." },
        { text: "pellagra spread more easily among children in orphanages than among adults in hospitals." },
        { text: "pellagra is more likely caused by something lacking in a diet than by a germ passed from one person to another.", correct: true },
        { text: "the nurses and attendants had already had pellagra earlier in life and so could no longer catch it." },
      ],
      explanation:
        "<p>The best answer is that pellagra is more likely caused by something lacking in a diet than by a germ passed from one person to another. If a germ spread the disease, the staff who worked among the sick every day should have caught it; they did not, and the one difference the text reports between the two groups is what they ate.</p><p>Nothing in the text says that the staff had had pellagra before; the explanation it supports is the difference in diet.</p><p>The residents, who ate mostly corn bread and molasses, were the ones who had pellagra, so the text points to that diet as a cause, not a protection.</p><p>The text does not compare children with adults; it reports pellagra among residents of both orphanages and hospitals.</p>",
    },
    {
      id: "pt4-rw-m1-15",
      type: "SC",
      title: "",
      text: COMPLETE,
      test: "verbal",
      domain: "information_ideas",
      skill: "inferences",
      difficulty: "hard",
      rating: 6,
      passage: {
        topic: "science",
        title: "",
        html: "<p>Desert locusts live alone and avoid one another until crowding turns them into gregarious insects that band together and may form swarms. In 2009 Michael Anstey, Stephen Rogers, and their colleagues reported that crowded locusts, and locusts whose hind legs were repeatedly touched as they would be in a crowd, showed a sharp rise in serotonin, a chemical signal in the nervous system, within about two hours, the same period in which their behavior changed. That rise alone might have been a mere side effect of the change. But locusts given a drug that blocks serotonin’s action stayed solitary even when crowded, and solitary locusts given serotonin became gregarious without being crowded at all. These results suggest that ______</p>",
      },
      choices: [
        { text: "locusts living alone produce no serotonin until they are crowded together with other locusts." },
        { text: "serotonin does not merely accompany the locusts’ change in behavior but helps bring it about.", correct: true },
        { text: "the rise in serotonin that accompanies crowding is produced by the change in the locusts’ behavior." },
        { text: "the touching of locusts’ hind legs is a more important signal than the sight or smell of other locusts." },
      ],
      explanation:
        "<p>The best answer is that serotonin does not merely accompany the change in behavior but helps bring it about. The text raises the possibility that the rise in serotonin was “a mere side effect,” then reports two tests: blocking serotonin prevented the change even in crowds, and adding serotonin produced the change without crowding. When removing something stops an effect and supplying it produces the effect, that thing is a cause.</p><p>The claim that solitary locusts produce no serotonin goes beyond the text, which reports a “rise” in serotonin with crowding, not its absence before.</p><p>The text reports that both crowding and leg-touching raised serotonin but never compares touch with sight or smell, so nothing supports ranking those signals.</p><p>The claim that the rise in serotonin is produced by the change in behavior is the “side effect” possibility that the experiments argue against; serotonin given without crowding caused the change, not the other way around.</p>",
    },
    // ───────────── Standard English Conventions: Boundaries ─────────────
    {
      id: "pt4-rw-m1-16",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "boundaries",
      difficulty: "easy",
      rating: 2,
      passage: {
        topic: "science",
        title: "",
        html: "<p>Lake Nyos in Cameroon fills an old volcanic crater, and carbon dioxide seeping from the rock below dissolves in its deep water. In August 1986 a huge volume of the gas burst from the lake at ______ heavier than air, it flowed down into nearby valleys and killed about 1,700 people.</p>",
      },
      choices: [{ text: "once. Being", correct: true }, { text: "once, being" }, { text: "once being" }, { text: "once," }],
      explanation:
        "<p>“Once. Being” is the best answer. “In August 1986 a huge volume of the gas burst from the lake at once” is a complete sentence, and “Being heavier than air, it flowed down into nearby valleys …” is another. A period correctly separates them.</p><p>“Once, being” joins the two sentences with only a comma, and the phrase “being heavier than air” then seems to describe the lake’s sudden burst rather than begin the next sentence; the result is a comma splice.</p><p>“Once being” runs the two sentences together with no punctuation.</p><p>“Once,” leaves “heavier than air, it flowed …” attached to the first sentence by a comma alone, which creates a comma splice and drops the word that makes the phrase clear.</p>",
    },
    {
      id: "pt4-rw-m1-17",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "boundaries",
      difficulty: "easy",
      rating: 2,
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>The Declaration of Sentiments, adopted at a women’s rights convention in Seneca Falls, New York, in July 1848, deliberately echoed the Declaration of ______ opening lines announced that “all men and women are created equal.”</p>",
      },
      choices: [{ text: "Independence, its" }, { text: "Independence its" }, { text: "Independence; its", correct: true }, { text: "Independence, and, its" }],
      explanation:
        "<p>“Independence; its” is the best answer. The text contains two independent clauses: “The Declaration of Sentiments … deliberately echoed the Declaration of Independence” and “its opening lines announced that ….” A semicolon correctly joins two independent clauses.</p><p>“Independence, its” joins the two clauses with only a comma, creating a comma splice.</p><p>“Independence its” runs the two clauses together with no punctuation, creating a run-on sentence.</p><p>“Independence, and, its” places a needless comma after “and,” which splits the conjunction from the clause it introduces.</p>",
    },
    {
      id: "pt4-rw-m1-18",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "boundaries",
      difficulty: "medium",
      rating: 3,
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>The Great Mosque of Djenné in Mali, the largest building in the world made of mud brick, took its present form in 1907, but the work of keeping it standing never ______ every year, after the rainy season, townspeople climb its walls, using bundles of palm wood set into them as permanent scaffolding, and spread a fresh coat of mud plaster over the whole building.</p>",
      },
      choices: [{ text: "ends, and, every" }, { text: "ends every" }, { text: "ends, every" }, { text: "ends; every", correct: true }],
      explanation:
        "<p>“Ends; every” is the best answer. “The Great Mosque of Djenné … took its present form in 1907, but the work of keeping it standing never ends” is an independent clause, and so is “every year, after the rainy season, townspeople climb its walls ….” A semicolon correctly joins them.</p><p>“Ends, every” joins the two independent clauses with a comma alone, a comma splice.</p><p>“Ends every” runs the clauses together, so that “never ends every year” seems to be a single phrase.</p><p>“Ends, and, every” joins the clauses with “and” but adds a comma after it that wrongly separates the conjunction from the clause it introduces.</p>",
    },
    {
      id: "pt4-rw-m1-19",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "boundaries",
      difficulty: "medium",
      rating: 3,
      passage: {
        topic: "science",
        title: "",
        html: "<p>Naked mole rats, nearly hairless rodents that live in crowded underground burrows in East ______ can survive for as long as eighteen minutes without oxygen by switching their cells to a sugar, fructose, that can be broken down without it.</p>",
      },
      choices: [{ text: "Africa" }, { text: "Africa;" }, { text: "Africa,", correct: true }, { text: "Africa—" }],
      explanation:
        "<p>“Africa,” is the best answer. The phrase “nearly hairless rodents that live in crowded underground burrows in East Africa” describes naked mole rats and opens with a comma after “rats,” so a matching comma must close it before the verb “can survive.”</p><p>“Africa;” uses a semicolon, which would cut the subject “Naked mole rats” off from its verb; the words before it do not form an independent clause.</p><p>“Africa—” closes the descriptive phrase with a dash although it opened with a comma; the two marks must match.</p><p>“Africa” with no punctuation leaves the phrase unclosed, so “East Africa can survive” wrongly reads as if the region could survive without oxygen.</p>",
    },
    // ───────────── Standard English Conventions: Form, Structure, and Sense ─────────────
    {
      id: "pt4-rw-m1-20",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "form_structure_sense",
      difficulty: "easy",
      rating: 2,
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>The Alhambra, a hilltop palace complex built largely in the 1300s by the rulers of Granada, is famous for its decoration. The walls of its courtyards and halls ______ covered with carved plaster, colored tiles, and lines of poetry written in flowing Arabic script.</p>",
      },
      choices: [{ text: "was" }, { text: "has been" }, { text: "is" }, { text: "are", correct: true }],
      explanation:
        "<p>“Are” is the best answer. The subject of the verb is the plural noun “walls,” not “courtyards and halls,” which belong to the phrase in between, and the present tense fits the description of the palace as it is today. A plural subject takes the plural verb “are.”</p><p>“Is” is singular and does not agree with “walls.”</p><p>“Was” is singular and past tense, so it agrees neither with “walls” nor with the present-tense description.</p><p>“Has been” is singular and does not agree with the plural subject “walls.”</p>",
    },
    {
      id: "pt4-rw-m1-21",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "form_structure_sense",
      difficulty: "medium",
      rating: 3,
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>The Ottoman writer Evliya Çelebi spent some forty years traveling through the Ottoman Empire and its neighbors in the seventeenth century. His ten-volume <i>Book of Travels</i> mixes tall tales with careful observation, but historians still value ______ descriptions of markets, bathhouses, and the everyday life of cities from Vienna to Cairo.</p>",
      },
      choices: [{ text: "they’re" }, { text: "its", correct: true }, { text: "it’s" }, { text: "their" }],
      explanation:
        "<p>“Its” is the best answer. The pronoun refers to the singular noun “<i>Book of Travels</i>,” whose descriptions historians value, so the singular possessive pronoun “its” is needed.</p><p>“Their” is plural and does not agree with the singular “<i>Book of Travels</i>”; it might seem to refer to “historians,” but historians do not value their own descriptions here.</p><p>“It’s” is the contraction of “it is,” which makes no sense before “descriptions.”</p><p>“They’re” is the contraction of “they are,” not a possessive.</p>",
    },
    {
      id: "pt4-rw-m1-22",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "form_structure_sense",
      difficulty: "hard",
      rating: 5,
      passage: {
        topic: "science",
        title: "",
        html: "<p>In 1796 the English physician Edward Jenner infected a boy with cowpox, a mild disease of cattle, and later showed that the boy did not develop smallpox when exposed to it. Among the observations that led Jenner to try this experiment ______ a belief, common in the English countryside, that dairymaids who had caught cowpox from the cows they milked were spared smallpox.</p>",
      },
      choices: [{ text: "were" }, { text: "are" }, { text: "was", correct: true }, { text: "have been" }],
      explanation:
        "<p>“Was” is the best answer. The sentence is inverted: the prepositional phrase “Among the observations that led Jenner to try this experiment” comes first, and the subject, the singular noun “a belief,” follows the verb. A singular subject takes “was,” and the past tense fits the events of the 1790s.</p><p>“Were” agrees with the plural “observations,” but that noun belongs to the opening phrase and is not the subject.</p><p>“Have been” is plural and does not agree with the singular “belief.”</p><p>“Are” is plural and present tense, so it agrees neither with “belief” nor with the past events the text describes.</p>",
    },
    // ───────────── Expression of Ideas: Transitions ─────────────
    {
      id: "pt4-rw-m1-23",
      type: "SC",
      title: "",
      text: TRANSITION,
      test: "verbal",
      domain: "expression_ideas",
      skill: "transitions",
      difficulty: "easy",
      rating: 2,
      passage: {
        topic: "science",
        title: "",
        html: "<p>Newly hatched herring gull chicks peck at a red spot on their parent’s yellow bill, which prompts the parent to bring up food. In the 1950s the biologist Niko Tinbergen offered chicks flat cardboard models of a gull’s head and found that a model with a red spot drew far more pecks than the same model without one. ______ the chicks were responding mainly to the spot rather than to the whole appearance of the adult bird.</p>",
      },
      choices: [{ text: "However," }, { text: "For example," }, { text: "Meanwhile," }, { text: "Evidently,", correct: true }],
      explanation:
        "<p>“Evidently,” is the best answer. The previous sentence reports the result of Tinbergen’s experiment; the last sentence states what that result shows. “Evidently” introduces a conclusion that follows from the evidence just given.</p><p>“However,” would signal a contrast, but the conclusion agrees with the experiment’s result.</p><p>“For example,” would make the conclusion an instance of the experiment, but it is a general point drawn from it.</p><p>“Meanwhile,” would signal something happening at the same time, not a conclusion drawn from a result.</p>",
    },
    {
      id: "pt4-rw-m1-24",
      type: "SC",
      title: "",
      text: TRANSITION,
      test: "verbal",
      domain: "expression_ideas",
      skill: "transitions",
      difficulty: "medium",
      rating: 3,
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>In 1872 Washington Roebling, the chief engineer building the Brooklyn Bridge, was disabled by decompression sickness after working in the deep chambers sunk beneath the East River, and he could no longer visit the site. ______ his wife, Emily Warren Roebling, carried his instructions to the engineers on the project for the next decade, and she studied the mathematics of cables and stress so thoroughly that many people dealing with her assumed she was the bridge’s designer.</p>",
      },
      choices: [{ text: "Likewise," }, { text: "Nonetheless," }, { text: "In contrast," }, { text: "As a result,", correct: true }],
      explanation:
        "<p>“As a result,” is the best answer. The previous sentence says Washington Roebling could no longer visit the site; the next says his wife carried his instructions to the engineers. Her role followed from his illness, so a transition of cause and effect fits.</p><p>“In contrast,” would set her work against his situation as if the two were opposites, but her role was a response to his illness.</p><p>“Likewise,” would present her work as similar to his disability, which makes no sense.</p><p>“Nonetheless,” would suggest that she carried his instructions despite his illness, but his illness is the reason she did so.</p>",
    },
    {
      id: "pt4-rw-m1-25",
      type: "SC",
      title: "",
      text: TRANSITION,
      test: "verbal",
      domain: "expression_ideas",
      skill: "transitions",
      difficulty: "hard",
      rating: 5,
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>By 1931 nearly every Hollywood studio had turned to talking pictures, and many critics predicted that audiences would no longer accept a film without spoken dialogue. Charlie Chaplin disagreed; his character the Tramp, he argued, was loved around the world precisely because he spoke no particular language. ______ <i>City Lights</i>, which Chaplin released that year with a recorded musical score but not a single spoken line, drew large crowds not only in the United States but in many other countries as well.</p>",
      },
      choices: [{ text: "Instead," }, { text: "Similarly," }, { text: "Indeed,", correct: true }, { text: "Nevertheless," }],
      explanation:
        "<p>“Indeed,” is the best answer. The sentence directly before the blank gives Chaplin’s view that the wordless Tramp appealed to audiences everywhere; the last sentence supports that view with evidence, since the wordless film drew large crowds in many countries. “Indeed” introduces a fact that confirms the point just made.</p><p>“Nevertheless,” is tempting because the film’s success goes against the critics’ prediction, but the sentence right before the blank is Chaplin’s argument, which the success supports rather than contradicts.</p><p>“Similarly,” would present the film’s success as a separate, parallel case, but it is evidence for Chaplin’s claim, not another example like it.</p><p>“Instead,” would suggest that the film replaced something mentioned before, but it is the result Chaplin expected.</p>",
    },
    // ───────────── Expression of Ideas: Rhetorical Synthesis ─────────────
    {
      id: "pt4-rw-m1-26",
      type: "SC",
      title: "",
      text: `<p>The student wants to explain how Sacagawea helped the expedition obtain horses. ${SYNTHESIS}</p>`,
      test: "verbal",
      domain: "expression_ideas",
      skill: "rhetorical_synthesis",
      difficulty: "easy",
      rating: 2,
      passage: {
        topic: "history_social",
        title: "",
        html: `${NOTES}<ul><li>From 1804 to 1806, Meriwether Lewis and William Clark led an expedition from the Missouri River to the Pacific coast.</li><li>Sacagawea, a Shoshone woman, joined the expedition with her husband at Fort Mandan in November 1804; their son was born there the following February.</li><li>To cross the Rocky Mountains, the expedition needed horses.</li><li>In August 1805 the expedition met a band of Shoshone whose leader was Cameahwait.</li><li>Sacagawea recognized Cameahwait as her brother, and he agreed to trade horses to the expedition.</li></ul>`,
      },
      choices: [
        { text: "Sacagawea, a Shoshone woman, joined the expedition of Lewis and Clark with her husband at Fort Mandan in November 1804." },
        { text: "In order to cross the Rocky Mountains, the expedition needed horses, which it obtained in August 1805." },
        { text: "The expedition led by Lewis and Clark traveled from the Missouri River to the Pacific coast between 1804 and 1806." },
        {
          text: "When the expedition met a Shoshone band in 1805, Sacagawea recognized its leader as her brother, who then agreed to trade horses.",
          correct: true,
        },
      ],
      explanation:
        "<p>The best answer explains how Sacagawea helped: she recognized the Shoshone leader, Cameahwait, as her brother, and he then agreed to trade horses to the expedition.</p><p>The sentence about her joining the expedition says who she traveled with but not how she helped obtain horses.</p><p>The sentence about the expedition’s route and dates does not mention Sacagawea or horses.</p><p>The sentence about needing horses says that the expedition got them but leaves out Sacagawea’s part entirely.</p>",
    },
    {
      id: "pt4-rw-m1-27",
      type: "SC",
      title: "",
      text: `<p>The student wants to emphasize that the opera combined two musical traditions. ${SYNTHESIS}</p>`,
      test: "verbal",
      domain: "expression_ideas",
      skill: "rhetorical_synthesis",
      difficulty: "medium",
      rating: 3,
      passage: {
        topic: "humanities",
        title: "",
        html: `${NOTES}<ul><li><i>Leyli and Majnun</i> is an opera by the Azerbaijani composer Uzeyir Hajibeyov.</li><li>It premiered in Baku in January 1908, when Hajibeyov was twenty-two years old.</li><li>Its story comes from a sixteenth-century poem by Fuzuli, which retells an old tale of two lovers kept apart.</li><li>It is often called the first opera of the Muslim East.</li><li>Its singers performed mugham, a traditional Azerbaijani form of partly improvised song, with an orchestra playing in the manner of European opera.</li></ul>`,
      },
      choices: [
        { text: "The story of <i>Leyli and Majnun</i>, an opera first performed in 1908, comes from a sixteenth-century poem by Fuzuli." },
        { text: "Hajibeyov’s <i>Leyli and Majnun</i>, which premiered in Baku in 1908, is often called the first opera of the Muslim East." },
        {
          text: "In <i>Leyli and Majnun</i>, singers performed traditional Azerbaijani mugham with an orchestra playing in the European operatic manner.",
          correct: true,
        },
        { text: "Uzeyir Hajibeyov was just twenty-two years old when his opera <i>Leyli and Majnun</i> premiered in Baku in 1908." },
      ],
      explanation:
        "<p>The best answer emphasizes the combination of two traditions: Azerbaijani mugham sung with an orchestra in the manner of European opera.</p><p>The sentence calling the work the first opera of the Muslim East stresses its place in history, not the two musical traditions it joined.</p><p>The sentence about Fuzuli’s poem names the source of the story, which is literary, not one of the musical traditions.</p><p>The sentence about Hajibeyov’s age stresses how young the composer was, not how the opera’s music was made.</p>",
    },
  ],
};

export default module;
