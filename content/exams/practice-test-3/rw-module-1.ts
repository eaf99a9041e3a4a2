import type { z } from "zod";
import type { ModuleSchema } from "../../schema";

const WIC = "<p>Which choice completes the text with the most logical and precise word or phrase?</p>";
const SEC = "<p>Which choice completes the text so that it conforms to the conventions of Standard English?</p>";
const TRANSITION = "<p>Which choice completes the text with the most logical transition?</p>";
const COMPLETE = "<p>Which choice most logically completes the text?</p>";
const NOTES = "<p>While researching a topic, a student has taken the following notes:</p>";
const SYNTHESIS = "Which choice most effectively uses relevant information from the notes to accomplish this goal?";

const module: z.input<typeof ModuleSchema> = {
  id: "pt3-rw-m1",
  name: "Section 1, Module 1: Reading and Writing",
  test: "verbal",
  module: 1,
  variant: "standard",
  minutes: 32,
  breakAfterMinutes: 0,
  directions:
    "<p>The questions in this module each come with a short passage; a few passages include a table or a graph, and some pair two related texts. Read each passage and question carefully, then choose the one best answer from the four choices.</p><p>Each question has a single best answer. You can mark questions for review and return to any question until the module’s time runs out.</p>",
  questions: [
    // ───────────── Craft and Structure: Words in Context ─────────────
    {
      id: "pt3-rw-m1-01",
      type: "SC",
      title: "",
      text: WIC,
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "easy",
      passage: {
        topic: "science",
        title: "",
        html: "<p>The peacock mantis shrimp, a brightly colored crustacean about ten centimeters long, feeds on snails and crabs protected by hard shells. For an animal of its size, its strike is remarkably ______: swinging a pair of club-shaped limbs faster than the eye can follow, the shrimp can crack a shell open with a single blow.</p>",
      },
      choices: [{ text: "infrequent" }, { text: "delicate" }, { text: "hesitant" }, { text: "forceful", correct: true }],
      explanation:
        "<p>“Forceful” is the best answer. The colon introduces an explanation of what the strike is like: a blow that can crack a hard shell open all at once. A strike that does that is forceful, or powerful.</p><p>“Hesitant” contradicts the description of limbs that swing faster than the eye can follow; nothing about the strike is uncertain or slow.</p><p>“Delicate” is the opposite of what the text describes; a delicate strike would not break a shell with one blow.</p><p>“Infrequent” concerns how often the shrimp strikes, but the explanation after the colon is about the strength of a single blow, not about how often blows are struck.</p>",
    },
    {
      id: "pt3-rw-m1-02",
      type: "SC",
      title: "",
      text: WIC,
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "easy",
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>In 1806 the Boston merchant Frederic Tudor sent a ship loaded with ice, cut from frozen New England ponds, to the Caribbean island of Martinique. Many observers ______ the plan, predicting that the cargo would melt into nothing long before it reached the tropics. Tudor lost money on that first voyage, but he kept improving his ways of packing and storing ice, and by the 1830s his ships were carrying it as far as India.</p>",
      },
      choices: [{ text: "financed" }, { text: "celebrated" }, { text: "doubted", correct: true }, { text: "copied" }],
      explanation:
        "<p>“Doubted” is the best answer. The observers predicted that the ice would melt before it arrived, which means they did not believe the plan would work; they doubted it.</p><p>“Copied” would mean the observers carried out the same plan themselves, but people who expect a venture to fail do not imitate it, and the text mentions no one but Tudor shipping ice.</p><p>“Financed” would mean the observers paid for the voyage, which makes little sense for people predicting that its cargo would melt away.</p><p>“Celebrated” reverses the observers’ attitude; their prediction of failure shows skepticism, not praise.</p>",
    },
    {
      id: "pt3-rw-m1-03",
      type: "SC",
      title: "",
      text: WIC,
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "medium",
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>Many spellings now standard in the United States, such as “color,” “center,” and “defense,” were not invented by Noah Webster; each had appeared in print, alongside the British forms, long before his <i>American Dictionary of the English Language</i> came out in 1828. What Webster’s dictionaries did was ______ these spellings: by using them consistently and presenting them as correct, he helped turn occasional variants into a national norm.</p>",
      },
      choices: [{ text: "abandon" }, { text: "disguise" }, { text: "originate" }, { text: "establish", correct: true }],
      explanation:
        "<p>“Establish” is the best answer. The colon explains what Webster did: by using the spellings consistently and presenting them as correct, he helped make occasional variants the accepted norm. To make something the settled, accepted practice is to establish it.</p><p>“Disguise” means to hide or make something look like something else, but Webster put these spellings forward openly as correct.</p><p>“Abandon” reverses his role; he used the spellings consistently rather than giving them up.</p><p>“Originate” means to create something for the first time, which the text explicitly denies: the spellings “were not invented by Noah Webster” and had appeared in print long before.</p>",
    },
    {
      id: "pt3-rw-m1-04",
      type: "SC",
      title: "",
      text: "<p>As used in the text, what does the phrase “fixed on” most nearly mean?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "hard",
      passage: {
        topic: "literature",
        source: { author: "Emily Brontë", title: "Wuthering Heights", year: 1847 },
        title: "",
        html: "<p>The following text is from Emily Brontë’s 1847 novel <i>Wuthering Heights</i>. The narrator, Mr. Lockwood, has rented a house in a remote part of northern England and has just visited his landlord, Mr. Heathcliff.</p><p>1801.—I have just returned from a visit to my landlord—the solitary neighbour that I shall be troubled with. This is certainly a beautiful country! In all England, I do not believe that I could have fixed on a situation so completely removed from the stir of society. A perfect misanthropist’s heaven: and Mr. Heathcliff and I are such a suitable pair to divide the desolation between us. A capital fellow! He little imagined how my heart warmed towards him when I beheld his black eyes withdraw so suspiciously under their brows, as I rode up, and when his fingers sheltered themselves, with a jealous resolution, still further in his waistcoat, as I announced my name.</p>",
      },
      choices: [{ text: "repaired" }, { text: "fastened to" }, { text: "selected", correct: true }, { text: "stared at" }],
      explanation:
        "<p>“Selected” is the best answer. Lockwood has rented a house in a remote place and says that in all England he could not have “fixed on a situation” (a location) more removed from society. He is talking about the place he chose to live, so “fixed on” means decided on, or selected.</p><p>“Stared at” draws on the expression “to fix one’s eyes on,” but Lockwood is not describing looking at a place; he is saying no better choice of place could have been made.</p><p>“Fastened to” is the literal, physical sense of “fix,” which cannot apply to choosing a location.</p><p>“Repaired” is the everyday sense of “fix,” but nothing in the text suggests that the situation was broken or that Lockwood mended anything.</p>",
    },
    // ───────────── Craft and Structure: Text Structure and Purpose ─────────────
    {
      id: "pt3-rw-m1-05",
      type: "SC",
      title: "",
      text: "<p>Which choice best states the main purpose of the text?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "text_structure_purpose",
      difficulty: "easy",
      passage: {
        topic: "literature",
        source: { author: "Edgar Allan Poe", title: "The Fall of the House of Usher", year: 1839 },
        title: "",
        html: "<p>The following text is from Edgar Allan Poe’s 1839 short story “The Fall of the House of Usher.” The narrator is on his way to visit Roderick Usher, a friend from his boyhood.</p><p>During the whole of a dull, dark, and soundless day in the autumn of the year, when the clouds hung oppressively low in the heavens, I had been passing alone, on horseback, through a singularly dreary tract of country; and at length found myself, as the shades of the evening drew on, within view of the melancholy House of Usher. I know not how it was—but, with the first glimpse of the building, a sense of insufferable gloom pervaded my spirit.</p>",
      },
      choices: [
        { text: "To describe the history of the Usher family and the house in which its members have lived" },
        { text: "To contrast the cheerful autumn countryside with the dreary appearance of the house itself" },
        { text: "To explain why the narrator chose to make his long journey through the countryside alone" },
        { text: "To establish a mood of heavy gloom as the narrator first comes in sight of the house", correct: true },
      ],
      explanation:
        "<p>The best answer is that the text establishes a mood of heavy gloom as the narrator first comes in sight of the house. Nearly every detail adds to it: a “dull, dark, and soundless day,” clouds hanging “oppressively low,” a “singularly dreary tract of country,” evening shadows, a “melancholy” house, and finally “a sense of insufferable gloom” that fills the narrator at his first glimpse of the building.</p><p>The narrator says he was traveling alone, but the text gives no reason for the journey or for his traveling alone.</p><p>The text says nothing about the Usher family’s history; it describes only the narrator’s approach and his first impression of the house.</p><p>The countryside is not cheerful: it is “singularly dreary,” so the text does not contrast it with the house but makes both part of the same gloom.</p>",
    },
    {
      id: "pt3-rw-m1-06",
      type: "SC",
      title: "",
      text: "<p>Which choice best describes the function of the underlined sentence in the text as a whole?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "text_structure_purpose",
      difficulty: "hard",
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>In February 1887, as work began on a 300-meter iron tower for the coming Paris Exposition, a group of prominent artists and writers published a letter in a Paris newspaper condemning the planned structure as useless and monstrous. <u>The tower’s builder, the engineer Gustave Eiffel, had been granted a permit for only twenty years, after which the city could have the tower taken down.</u> It outlasted that deadline largely because it had found a use that no one had foreseen: the army had begun using it as a giant antenna for wireless telegraphy. Today the tower once denounced as an eyesore is the best-known symbol of the city.</p>",
      },
      choices: [
        { text: "It establishes that the tower was not meant to be permanent, setting up the account of how it survived.", correct: true },
        { text: "It suggests that Eiffel himself shared some of the protesters’ doubts about how the tower would look." },
        { text: "It shows that the city responded to the artists’ letter by limiting how long the tower could remain standing." },
        { text: "It explains why the artists and writers who signed the letter objected so strongly to the planned tower." },
      ],
      explanation:
        "<p>The best answer is that the underlined sentence establishes that the tower was not meant to be permanent, setting up the account of how it survived. Because the permit ran for only twenty years, the tower could have been removed; the next sentence explains that it “outlasted that deadline” because of its unexpected use as a radio antenna.</p><p>The claim that the sentence explains the protesters’ objections misreads it: the letter calls the tower useless and monstrous, and the permit’s length has nothing to do with those reasons.</p><p>The claim that the city limited the permit in response to the letter is tempting because the two sentences are next to each other, but the text never links the permit to the protest as cause and effect.</p><p>Nothing in the text suggests that Eiffel doubted the tower’s appearance; the sentence concerns only how long he was permitted to keep it standing.</p>",
    },
    // ───────────── Craft and Structure: Cross-Text Connections ─────────────
    {
      id: "pt3-rw-m1-07",
      type: "SC",
      title: "",
      text: "<p>Based on the texts, how would Scheibehenne and his colleagues (Text 2) most likely respond to the way the finding described in Text 1 was widely taken?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "cross_text_connections",
      difficulty: "medium",
      passage: {
        topic: "history_social",
        title: "",
        html: "<p><b>Text 1</b></p><p>In a well-known study published in 2000, psychologists Sheena Iyengar and Mark Lepper set up a tasting booth in a California grocery store. On some days the booth displayed 24 flavors of jam; on others, only 6. The larger display drew more shoppers to stop, but only about 3 percent of those who stopped there bought a jar, compared with about 30 percent at the smaller display. The result was widely taken to show that offering people too many options discourages them from choosing at all.</p><p><b>Text 2</b></p><p>In 2010 Benjamin Scheibehenne and his colleagues combined the results of 50 experiments that had tested whether offering more options makes people less likely to choose. Some experiments found that effect, some found the opposite, and many found no difference; averaged together, the effect was close to zero. Whether more options discourage choosing, the researchers concluded, must depend on conditions that are not yet well understood.</p>",
      },
      choices: [
        { text: "They would claim that, in general, offering people more options makes them more likely to make a choice." },
        { text: "They would agree that more options discourage choosing, but only when the options are foods such as jam." },
        { text: "They would caution that one striking result is not a dependable guide to how people respond to many options.", correct: true },
        { text: "They would argue that the jam study was flawed because shoppers at the larger display tasted more flavors of jam." },
      ],
      explanation:
        "<p>The best answer is that they would caution that one striking result is not a dependable guide to how people respond to many options. Text 1 says the jam study was taken to show a general rule; Text 2 reports that across 50 experiments the effect varied in both directions and averaged close to zero, so a single study cannot establish such a rule.</p><p>The claim that shoppers tasted more flavors at the larger display is never mentioned; Text 2 questions how far the result generalizes, not how the jam study was run.</p><p>Agreeing that more options discourage choosing when the options are foods invents a condition; Text 2 says the conditions that matter are “not yet well understood.”</p><p>The claim that more options generally make people more likely to choose overstates Text 2: some experiments found that, but the average effect was close to zero.</p>",
    },
    {
      id: "pt3-rw-m1-08",
      type: "SC",
      title: "",
      text: "<p>Based on the texts, how would Karst and her colleagues (Text 2) most likely respond to the popular descriptions mentioned in Text 1?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "cross_text_connections",
      difficulty: "hard",
      passage: {
        topic: "science",
        title: "",
        html: "<p><b>Text 1</b></p><p>In a 1997 field study in British Columbia, forest ecologist Suzanne Simard and her colleagues supplied paper birch and Douglas fir seedlings with carbon dioxide labeled so that its carbon could be traced, and found that carbon passed from trees of one species to trees of the other, apparently through fungi whose threads link the roots of neighboring plants. Popular books and articles have since described forests as joined by a “wood wide web” through which large “mother trees” feed their seedlings.</p><p><b>Text 2</b></p><p>In a 2023 review, Justine Karst and her colleagues examined the field studies cited in support of such claims. Few of the studies, they found, had shown that fungal threads actually connected the trees in question, and in most cases carbon could have moved between trees by other routes, such as through the soil. The claim that mature trees nourish seedlings through fungal networks, they concluded, is not well supported by evidence from forests.</p>",
      },
      choices: [
        { text: "They would argue that the descriptions go beyond the field evidence, which seldom ruled out other paths for the carbon.", correct: true },
        { text: "They would agree that carbon travels between trees through fungal threads but doubt that seedlings benefit from it." },
        { text: "They would maintain that the fungi on tree roots harm trees by taking carbon from them instead of sharing it." },
        { text: "They would accept the descriptions for paper birch and Douglas fir but doubt that other tree species form such links." },
      ],
      explanation:
        "<p>The best answer is that they would argue that the descriptions go beyond the field evidence, which seldom ruled out other paths for the carbon. Text 2 reports that few studies showed the trees were actually linked by fungal threads and that carbon could often have moved through the soil instead, so the popular picture of mother trees feeding seedlings through a fungal web claims more than the evidence shows.</p><p>Accepting the descriptions for birch and fir misses that Karst’s team questions the kind of evidence behind the claims, not which tree species they apply to.</p><p>Agreeing that carbon travels through fungal threads is the most tempting choice, but Text 2 says that in most cases other routes, such as the soil, were not excluded, so Karst’s team would not grant that the fungal route was shown.</p><p>The claim that the fungi harm trees appears nowhere in Text 2, which questions the evidence for sharing without asserting the opposite.</p>",
    },
    // ───────────── Information and Ideas: Central Ideas and Details ─────────────
    {
      id: "pt3-rw-m1-09",
      type: "SC",
      title: "",
      text: "<p>Which choice best states the main idea of the text?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "central_ideas_details",
      difficulty: "easy",
      passage: {
        topic: "literature",
        source: { author: "Lewis Carroll", title: "Alice’s Adventures in Wonderland", year: 1865 },
        title: "",
        html: "<p>The following text is from Lewis Carroll’s 1865 novel <i>Alice’s Adventures in Wonderland</i>.</p><p>Alice was beginning to get very tired of sitting by her sister on the bank, and of having nothing to do: once or twice she had peeped into the book her sister was reading, but it had no pictures or conversations in it, “and what is the use of a book,” thought Alice “without pictures or conversations?” So she was considering in her own mind (as well as she could, for the hot day made her feel very sleepy and stupid), whether the pleasure of making a daisy-chain would be worth the trouble of getting up and picking the daisies, when suddenly a White Rabbit with pink eyes ran close by her.</p>",
      },
      choices: [
        { text: "Bored and drowsy on a hot day, Alice is idly weighing whether a small pastime is worth the effort.", correct: true },
        { text: "Alice is annoyed with her sister for refusing to share the book that she has been reading on the bank." },
        { text: "Alice has decided to make a daisy-chain and is busy picking the daisies that grow along the bank." },
        { text: "Alice is frightened when a strange white rabbit with pink eyes suddenly runs very close to her." },
      ],
      explanation:
        "<p>The best answer is that, bored and drowsy on a hot day, Alice is idly weighing whether a small pastime is worth the effort. She is “very tired” of having nothing to do, finds her sister’s book dull, feels “sleepy and stupid” in the heat, and is “considering” whether making a daisy-chain is worth getting up for.</p><p>Alice peeps into the book herself; nothing suggests that her sister refuses to share it, and Alice’s complaint is about the book, not her sister.</p><p>Alice is only wondering whether a daisy-chain is worth the trouble; she has not decided to make one or begun picking daisies.</p><p>The rabbit appears only at the very end, and the text does not say that Alice is frightened by it.</p>",
    },
    {
      id: "pt3-rw-m1-10",
      type: "SC",
      title: "",
      text: "<p>Which choice best states the main idea of the text?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "central_ideas_details",
      difficulty: "medium",
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>At the Paris Exposition of 1889, the young French composer Claude Debussy heard musicians from Java perform on a gamelan, an ensemble made up largely of tuned gongs and metal-keyed instruments. The music followed none of the European rules he had learned at the conservatory: its scales were unfamiliar, and its instruments played interlocking patterns at once, some moving quickly and others slowly. Decades later Debussy was still praising it in print, and pieces such as his “Pagodes” for piano (1903) borrow the gamelan’s five-note scales and its layers of repeating figures.</p>",
      },
      choices: [
        { text: "Hearing music from Java at the 1889 exposition had a lasting influence on the music that Debussy himself went on to write.", correct: true },
        { text: "The gamelan’s scales sounded strange to Debussy because his conservatory had not taught him European rules." },
        { text: "Musicians from Java who performed in Paris began using European scales after hearing Debussy’s piano pieces." },
        { text: "Debussy learned to play the gamelan at the 1889 exposition and went on to perform with musicians from Java." },
      ],
      explanation:
        "<p>The best answer is that hearing music from Java at the 1889 exposition had a lasting influence on the music Debussy went on to write. The text describes his first encounter with the gamelan in 1889, notes that he was still praising it decades later, and points to a piece from 1903 that borrows the gamelan’s scales and layered patterns.</p><p>The text says Debussy heard the gamelan, not that he learned to play it or performed with the Javanese musicians.</p><p>The text says the music broke the European rules he had learned at the conservatory, the opposite of saying he was never taught them.</p><p>The influence ran from the gamelan to Debussy, not the other way; nothing suggests that Javanese musicians changed their scales.</p>",
    },
    // ───────────── Information and Ideas: Command of Evidence ─────────────
    {
      id: "pt3-rw-m1-11",
      type: "SC",
      title: "",
      text: "<p>Which quotation from the poem most effectively illustrates the claim?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "command_of_evidence_textual",
      difficulty: "hard",
      passage: {
        topic: "literature",
        source: { author: "W. B. Yeats", title: "The Lake Isle of Innisfree", year: 1890 },
        title: "",
        html: "<p>“The Lake Isle of Innisfree” is an 1890 poem by W. B. Yeats. In the poem, the speaker describes a small island in a lake where he longs to live a simple life. The poem also makes clear that the speaker is not on the island as he speaks but in surroundings very different from it, as when Yeats writes, ______</p>",
      },
      choices: [
        { text: "“There midnight’s all a glimmer, and noon a purple glow, / And evening full of the linnet’s wings.”" },
        { text: "“I will arise and go now, and go to Innisfree, / And a small cabin build there, of clay and wattles made;”" },
        { text: "“And I shall have some peace there, for peace comes dropping slow, / Dropping from the veils of the morning to where the cricket sings;”" },
        { text: "“While I stand on the roadway, or on the pavements grey, / I hear it in the deep heart’s core.”", correct: true },
      ],
      explanation:
        "<p>The best answer is “While I stand on the roadway, or on the pavements grey, / I hear it in the deep heart’s core.” The claim has two parts: the speaker is not on the island, and he is somewhere very different from it. These lines place him on a roadway and on grey pavements, a city setting unlike the lake island, where he can only hear the lake “in the deep heart’s core.”</p><p>The lines “I will arise and go now, and go to Innisfree” are the most tempting, since planning to go there implies that the speaker is elsewhere; but they say nothing about where he is or how that place differs from the island.</p><p>The lines about peace “dropping slow” describe what the speaker expects to find on the island, not his present surroundings.</p><p>The lines about midnight’s glimmer and the linnet’s wings describe the island’s beauty, not the place where the speaker stands.</p>",
    },
    {
      id: "pt3-rw-m1-12",
      type: "SC",
      title: "",
      text: "<p>Which choice most effectively uses data from the table to support the planner’s claim?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "command_of_evidence_quantitative",
      difficulty: "medium",
      passage: {
        topic: "history_social",
        title: "",
        html: '<table><caption>Average Weekday Riders on Three City Bus Routes</caption><thead><tr><th scope="col">Route</th><th scope="col">Area served</th><th scope="col">September 2023</th><th scope="col">September 2024</th></tr></thead><tbody><tr><th scope="row">Route 4</th><td>Community college</td><td>1,240</td><td>2,150</td></tr><tr><th scope="row">Route 9</th><td>Hospital</td><td>1,880</td><td>1,960</td></tr><tr><th scope="row">Route 12</th><td>Downtown</td><td>2,610</td><td>2,720</td></tr></tbody></table><p>In January 2024 a city began letting students at its community college ride any city bus free by showing a student card. A city planner claims that the change affected bus use mainly on the route serving the college rather than across the city’s bus system.</p>',
      },
      choices: [
        { text: "Each of the three routes carried more weekday riders in September 2024 than it had carried in September 2023." },
        { text: "Route 4 gained about 900 weekday riders, while Routes 9 and 12 gained only about 100 or fewer each.", correct: true },
        { text: "Average weekday ridership on Route 9, which serves the hospital, rose from 1,880 riders to 1,960 riders." },
        { text: "Route 12 carried more weekday riders than either of the other two routes in both September 2023 and September 2024." },
      ],
      explanation:
        "<p>The best answer compares the growth on the college route with the growth elsewhere. Route 4, which serves the college, rose from 1,240 to 2,150 riders, a gain of about 900; Route 9 gained 80 and Route 12 gained 110. The change in bus use was concentrated on the college route, as the planner claims.</p><p>Route 12 having the most riders in both years is accurate, but the size of a route says nothing about where the change in ridership occurred.</p><p>The rise on every route is accurate, but on its own it could suggest a change across the whole system, which is the opposite of the planner’s point; it does not show that the college route changed far more.</p><p>The rise on Route 9 is accurate but describes one route that does not serve the college, without comparing it with Route 4.</p>",
    },
    {
      id: "pt3-rw-m1-13",
      type: "SC",
      title: "",
      text: "<p>Which choice best describes data from the graph that support the student’s conclusion?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "command_of_evidence_quantitative",
      difficulty: "hard",
      passage: {
        topic: "science",
        title: "",
        html: `<svg role="img" aria-labelledby="pt3-m1-soil-title pt3-m1-soil-desc" viewBox="0 0 440 320" width="440" height="320" xmlns="http://www.w3.org/2000/svg"><title id="pt3-m1-soil-title">Soil Temperature at Two Depths over One Summer Day</title><desc id="pt3-m1-soil-desc">Line graph. The horizontal axis shows the time of day on a 24-hour clock, every three hours from 6:00 to 3:00 the next morning. The vertical axis shows soil temperature in degrees Celsius, from 10 to 35. At 5 centimeters deep: 16, 21, 29, 33, 28, 22, 19, and 17 degrees at 6:00, 9:00, 12:00, 15:00, 18:00, 21:00, 0:00, and 3:00. At 30 centimeters deep: 21, 20, 21, 22, 24, 25, 24, and 22 degrees at the same times. The soil 5 centimeters deep is warmest at 15:00; the soil 30 centimeters deep is warmest at 21:00.</desc><path d="M64 258H420M64 210.4H420M64 162.8H420M64 115.2H420M64 67.6H420M64 20H420" stroke="#d4d4d8" stroke-width="1" fill="none"/><path d="M64 20V258H420" stroke="#000" stroke-width="1.5" fill="none"/><g font-family="sans-serif" font-size="12" text-anchor="end"><text x="58" y="262">10</text><text x="58" y="214.4">15</text><text x="58" y="166.8">20</text><text x="58" y="119.2">25</text><text x="58" y="71.6">30</text><text x="58" y="24">35</text></g><g font-family="sans-serif" font-size="13" text-anchor="middle"><text x="242" y="298">Time of day (24-hour clock)</text><text x="16" y="139" transform="rotate(-90 16 139)">Soil temperature (°C)</text></g><g font-family="sans-serif" font-size="12" text-anchor="middle"><text x="86.3" y="276">6:00</text><text x="130.8" y="276">9:00</text><text x="175.3" y="276">12:00</text><text x="219.8" y="276">15:00</text><text x="264.3" y="276">18:00</text><text x="308.8" y="276">21:00</text><text x="353.3" y="276">0:00</text><text x="397.8" y="276">3:00</text></g><polyline points="86.3,200.9 130.8,153.3 175.3,77.1 219.8,39 264.3,86.6 308.8,143.8 353.3,172.3 397.8,191.4" fill="none" stroke="#000" stroke-width="2"/><g fill="#000" stroke="#000" stroke-width="1.5"><circle cx="86.3" cy="200.9" r="4"/><circle cx="130.8" cy="153.3" r="4"/><circle cx="175.3" cy="77.1" r="4"/><circle cx="219.8" cy="39" r="4"/><circle cx="264.3" cy="86.6" r="4"/><circle cx="308.8" cy="143.8" r="4"/><circle cx="353.3" cy="172.3" r="4"/><circle cx="397.8" cy="191.4" r="4"/></g><polyline points="86.3,153.3 130.8,162.8 175.3,153.3 219.8,143.8 264.3,124.7 308.8,115.2 353.3,124.7 397.8,143.8" fill="none" stroke="#000" stroke-width="2" stroke-dasharray="6 4"/><g fill="#fff" stroke="#000" stroke-width="1.5"><rect x="82.3" y="149.3" width="8" height="8"/><rect x="126.8" y="158.8" width="8" height="8"/><rect x="171.3" y="149.3" width="8" height="8"/><rect x="215.8" y="139.8" width="8" height="8"/><rect x="260.3" y="120.7" width="8" height="8"/><rect x="304.8" y="111.2" width="8" height="8"/><rect x="349.3" y="120.7" width="8" height="8"/><rect x="393.8" y="139.8" width="8" height="8"/></g><g font-family="sans-serif" font-size="12"><line x1="290" y1="32" x2="320" y2="32" stroke="#000" stroke-width="2"/><circle cx="305" cy="32" r="4" fill="#000" stroke="#000" stroke-width="1.5"/><text x="326" y="36">5 cm deep</text><line x1="290" y1="50" x2="320" y2="50" stroke="#000" stroke-width="2" stroke-dasharray="6 4"/><rect x="301" y="46" width="8" height="8" fill="#fff" stroke="#000" stroke-width="1.5"/><text x="326" y="54">30 cm deep</text></g></svg><p>A student buried temperature sensors 5 centimeters and 30 centimeters deep in a garden bed and recorded the soil temperature every three hours over one sunny summer day. The student concludes that, compared with soil near the surface, deeper soil not only changes less in temperature over the course of the day but also reaches its highest temperature later.</p>`,
      },
      choices: [
        { text: "At 5 cm the soil warmed by 17°C between 6:00 and 15:00, a far greater rise than at 30 cm over those same hours." },
        {
          text: "At 30 cm the soil temperature stayed between 20°C and 25°C and was highest at 21:00; at 5 cm it ranged from 16°C to 33°C and was highest at 15:00.",
          correct: true,
        },
        { text: "At 6:00 and again at 3:00 the soil 30 cm down was warmer than the soil 5 cm down, though at 15:00 it was 11°C cooler." },
        { text: "At both depths the soil was warmer at 15:00 than at 6:00, and at both depths it was cooler at 3:00 than it had been at 21:00." },
      ],
      explanation:
        "<p>The best answer gives both parts of the conclusion. The 30 cm soil stayed within a narrow range (about 20°C to 25°C) while the 5 cm soil swung from 16°C to 33°C, so the deeper soil changed less; and the deeper soil peaked at 21:00, six hours after the shallow soil’s peak at 15:00, so it reached its highest temperature later.</p><p>The 17°C rise at 5 cm is accurate and shows that shallow soil changes more, but it says nothing about when either depth reached its peak, the second half of the conclusion.</p><p>The warming by 15:00 and cooling by 3:00 at both depths is accurate, but it shows what the two depths have in common rather than how they differ.</p><p>The comparison at 6:00, 3:00, and 15:00 is accurate, but it gives readings at a few moments without identifying the range at each depth or the time of either peak.</p>",
    },
    // ───────────── Information and Ideas: Inferences ─────────────
    {
      id: "pt3-rw-m1-14",
      type: "SC",
      title: "",
      text: COMPLETE,
      test: "verbal",
      domain: "information_ideas",
      skill: "inferences",
      difficulty: "medium",
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>On the Pacific island of Yap, large stone disks called rai, some taller than a person, were long used in important exchanges such as the payment for land or a marriage. The stones were quarried on Palau, hundreds of kilometers away, and brought back by canoe. Because the largest were too heavy to move easily, a stone usually stayed where it stood when it changed hands; everyone simply knew who its new owner was. One family was even considered wealthy because of a stone that had sunk to the sea floor during the voyage from Palau and had never been seen since. This suggests that, on Yap, a stone’s worth depended on ______</p>",
      },
      choices: [
        { text: "a common understanding among the islanders of who held it, not on where the stone itself happened to be at the time.", correct: true },
        { text: "how recently the stone had been carried from the quarries of Palau rather than on how large it was." },
        { text: "the danger of the voyage from Palau, so that a stone lost at sea was worth more than any other stone." },
        { text: "the stone being displayed where visitors could see it, instead of being hidden away in a private place." },
      ],
      explanation:
        "<p>The best answer is that a stone’s worth depended on a common understanding among islanders of who held it, not on where the stone was. Stones changed owners without moving because “everyone simply knew” the new owner, and a stone no one had seen since it sank still made a family wealthy. Its location did not matter; shared knowledge of ownership did.</p><p>Nothing in the text connects a stone’s worth to how recently it arrived from Palau.</p><p>The sunken stone, which no one could see, still counted as wealth, so being on display cannot be what gave a stone its worth.</p><p>The claim that a lost stone was worth more than any other goes beyond the text: the family was considered wealthy, but nothing says the sunken stone outranked all others or that danger set a stone’s value.</p>",
    },
    {
      id: "pt3-rw-m1-15",
      type: "SC",
      title: "",
      text: COMPLETE,
      test: "verbal",
      domain: "information_ideas",
      skill: "inferences",
      difficulty: "hard",
      passage: {
        topic: "science",
        title: "",
        html: "<p>Periodical cicadas spend most of their lives underground and emerge as adults in enormous numbers only once every 13 or 17 years, depending on the population. One hypothesis holds that these prime-numbered cycles help the insects avoid predators whose own numbers rise and fall in regular, shorter cycles. A population that emerged every 12 years, for example, would meet a peak of a predator with a 2-, 3-, 4-, or 6-year cycle at every emergence, whereas a 13-year population would coincide with the peak of a predator on a 2-year cycle only once every 26 years. If the hypothesis is correct, it follows that ______</p>",
      },
      choices: [
        { text: "a population emerging every 12 years would be larger at each emergence than one emerging every 13 years." },
        { text: "predators with cycles of exactly 13 or 17 years should be common in the forests where periodical cicadas live." },
        { text: "a 17-year population would never emerge in the same year as the peak of any predator with a shorter cycle." },
        { text: "a 15-year population would coincide with peaks of 3- and 5-year predators more often than a 17-year population would.", correct: true },
      ],
      explanation:
        "<p>The best answer is that a 15-year population would coincide with peaks of 3- and 5-year predators more often than a 17-year population would. Applying the reasoning in the text: 15 is divisible by 3 and 5, so a 15-year population would meet both predators’ peaks at every emergence, as the 12-year example meets its predators. Because 17 is prime, a 17-year population would meet a 3-year predator’s peak only once every 51 years and a 5-year predator’s only once every 85 years.</p><p>The text says nothing about the size of emerging populations; the hypothesis concerns how often emergences coincide with predator peaks.</p><p>Predators with 13- or 17-year cycles would be the one kind a prime cycle could not avoid, but nothing in the hypothesis predicts that such predators are common; it concerns predators with shorter cycles.</p><p>The claim that a 17-year population would never coincide with a predator peak overstates the hypothesis; as the 13-year example shows (once every 26 years), prime cycles make coincidences rare, not impossible.</p>",
    },
    // ───────────── Standard English Conventions: Boundaries ─────────────
    {
      id: "pt3-rw-m1-16",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "boundaries",
      difficulty: "easy",
      passage: {
        topic: "science",
        title: "",
        html: "<p>The archerfish of Southeast Asia and northern Australia hunts insects resting on leaves and branches above the water’s surface. When it spots one, the fish squirts a jet of water from its ______ off its perch, the insect drops into the water, where the fish quickly eats it.</p>",
      },
      choices: [{ text: "mouth knocked" }, { text: "mouth; and knocked" }, { text: "mouth, knocked" }, { text: "mouth. Knocked", correct: true }],
      explanation:
        "<p>“Mouth. Knocked” is the best answer. “When it spots one, the fish squirts a jet of water from its mouth” is a complete sentence, and “Knocked off its perch, the insect drops into the water …” is another; a period correctly separates them.</p><p>“Mouth, knocked” joins two complete sentences with only a comma, a comma splice.</p><p>“Mouth knocked” runs the two sentences together with no punctuation at all.</p><p>“Mouth; and knocked” puts “and” after a semicolon, which leaves the second clause starting with a stray conjunction; a semicolon between two independent clauses needs no “and.”</p>",
    },
    {
      id: "pt3-rw-m1-17",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "boundaries",
      difficulty: "easy",
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>Counting the results of the 1880 United States census by hand took clerks most of a decade. For the 1890 census, the Census Office turned to an electric tabulating machine invented by Herman ______ had worked on the 1880 count and seen how slow the old method was. The machine read answers recorded as holes punched in cards, and the counting went far faster.</p>",
      },
      choices: [{ text: "Hollerith. Who" }, { text: "Hollerith who" }, { text: "Hollerith, who", correct: true }, { text: "Hollerith; who" }],
      explanation:
        "<p>“Hollerith, who” is the best answer. The clause “who had worked on the 1880 count and seen how slow the old method was” adds information about a person already named, so it is set off from the name with a comma.</p><p>“Hollerith who” leaves out the comma that an added clause after a person’s name needs.</p><p>“Hollerith; who” uses a semicolon, which must separate two independent clauses; “who had worked on the 1880 count …” cannot stand on its own.</p><p>“Hollerith. Who” makes “Who had worked on the 1880 count and seen how slow the old method was” a sentence of its own, but it is a fragment.</p>",
    },
    {
      id: "pt3-rw-m1-18",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "boundaries",
      difficulty: "medium",
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>Lotte Reiniger’s <i>The Adventures of Prince Achmed</i> (1926), the oldest surviving feature-length animated film, contains no drawn images. Reiniger did not sketch her ______ she cut them out of black cardboard and thin sheets of lead, joined their limbs with wire, and photographed them one small movement at a time against a lighted background.</p>",
      },
      choices: [
        { text: "characters; instead,", correct: true },
        { text: "characters; instead" },
        { text: "characters, instead," },
        { text: "characters instead," },
      ],
      explanation:
        "<p>“Characters; instead,” is the best answer. “Reiniger did not sketch her characters” and “she cut them out of black cardboard …” are independent clauses, so a semicolon goes between them, and the transition “instead” that begins the second clause is followed by a comma.</p><p>“Characters, instead,” joins the two independent clauses with only commas, a comma splice.</p><p>“Characters instead,” runs the clauses together and makes “instead” seem to belong to the first clause.</p><p>“Characters; instead” correctly uses the semicolon but leaves out the comma after the introductory transition “instead.”</p>",
    },
    {
      id: "pt3-rw-m1-19",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "boundaries",
      difficulty: "hard",
      passage: {
        topic: "science",
        title: "",
        html: "<p>In 1960, at Gombe in what is now Tanzania, Jane Goodall watched a chimpanzee strip the leaves from a grass stem and use it to fish termites out of their mound. Louis Leakey, the paleoanthropologist who had sent Goodall to Gombe in the hope that the behavior of chimpanzees would shed light on that of early ______ responded to her report with a telegram: “Now we must redefine tool, redefine Man, or accept chimpanzees as humans.”</p>",
      },
      choices: [{ text: "humans;" }, { text: "humans—" }, { text: "humans,", correct: true }, { text: "humans" }],
      explanation:
        "<p>“Humans,” is the best answer. The long phrase “the paleoanthropologist who had sent Goodall … early humans” describes Louis Leakey and begins with a comma after his name, so a matching comma must close it before the verb “responded.” The main clause is “Louis Leakey … responded to her report.”</p><p>A semicolon would cut the subject “Louis Leakey” off from its verb “responded,” and the words before it do not form an independent clause.</p><p>With no punctuation, the description never closes, and “early humans responded to her report” wrongly reads as if the humans had responded.</p><p>A dash does not match the comma that opens the description; an element set off by a comma at one end must be closed with a comma at the other.</p>",
    },
    // ───────────── Standard English Conventions: Form, Structure, and Sense ─────────────
    {
      id: "pt3-rw-m1-20",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "form_structure_sense",
      difficulty: "easy",
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>Scott Joplin’s “Maple Leaf Rag,” published in 1899, made its composer famous as a leading writer of ragtime. The lively syncopated rhythms of the piece, in which accents often fall between the steady beats of the pianist’s left hand, still ______ players and listeners more than a century later.</p>",
      },
      choices: [{ text: "delights" }, { text: "has delighted" }, { text: "is delighting" }, { text: "delight", correct: true }],
      explanation:
        "<p>“Delight” is the best answer. The subject of the verb is the plural noun “rhythms,” not “piece,” “accents,” or “hand,” which belong to the phrases in between, so the plural verb “delight” is needed.</p><p>“Delights” is singular and agrees with the nearby “piece” or “hand” rather than with “rhythms.”</p><p>“Has delighted” is singular and does not agree with “rhythms.”</p><p>“Is delighting” is singular as well and does not agree with the plural subject.</p>",
    },
    {
      id: "pt3-rw-m1-21",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "form_structure_sense",
      difficulty: "medium",
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>In November 1889 the newspaper reporter Nellie Bly left New Jersey to try to beat the record of Phileas Fogg, the hero of Jules Verne’s novel <i>Around the World in Eighty Days</i>. By the time she stepped off a train in Jersey City in January 1890, cheered by waiting crowds, Bly ______ the globe in just over seventy-two days.</p>",
      },
      choices: [{ text: "circles" }, { text: "had circled", correct: true }, { text: "has circled" }, { text: "will have circled" }],
      explanation:
        "<p>“Had circled” is the best answer. “By the time she stepped off a train … in January 1890” sets a moment in the past, and the journey was completed before that moment, which calls for the past perfect tense.</p><p>“Has circled” is the present perfect, which links an action to the present; it does not fit an action completed before another past event.</p><p>“Circles” is the present tense, but the trip ended in 1890.</p><p>“Will have circled” places the trip’s completion in the future, which contradicts the past-tense “stepped.”</p>",
    },
    {
      id: "pt3-rw-m1-22",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "form_structure_sense",
      difficulty: "hard",
      passage: {
        topic: "science",
        title: "",
        html: "<p>Until the 1950s, physicists assumed that any process in nature would be equally possible if seen in a mirror. Chien-Shiung Wu’s experiment with cooled cobalt-60 nuclei, together with the proposal by theorists Tsung-Dao Lee and Chen-Ning Yang that had prompted it, ______ now regarded as having overturned that assumption for the weak nuclear force, which governs certain kinds of radioactive decay.</p>",
      },
      choices: [{ text: "have been" }, { text: "were" }, { text: "is", correct: true }, { text: "are" }],
      explanation:
        "<p>“Is” is the best answer. The subject of the verb is the singular noun “experiment.” The phrase “together with the proposal by theorists Tsung-Dao Lee and Chen-Ning Yang …” adds information but does not join a second subject to the first the way “and” would, so the verb stays singular. The word “now” also calls for the present tense.</p><p>“Are” is plural; it treats “together with” as if it were “and.”</p><p>“Were” is plural and past tense, so it clashes both with the singular subject and with “now.”</p><p>“Have been” is plural and does not agree with the singular “experiment.”</p>",
    },
    // ───────────── Expression of Ideas: Transitions ─────────────
    {
      id: "pt3-rw-m1-23",
      type: "SC",
      title: "",
      text: TRANSITION,
      test: "verbal",
      domain: "expression_ideas",
      skill: "transitions",
      difficulty: "easy",
      passage: {
        topic: "science",
        title: "",
        html: "<p>Weight for weight, the dragline silk that many spiders use to frame their webs is stronger than steel, and engineers have long wanted to produce such fibers in quantity. Silkworms have been raised for their silk for thousands of years. ______ raising spiders the same way has proved impractical: spiders kept close together tend to attack and eat one another.</p>",
      },
      choices: [{ text: "Similarly," }, { text: "However,", correct: true }, { text: "Therefore," }, { text: "For instance," }],
      explanation:
        "<p>“However,” is the best answer. The previous sentence says silkworms have long been raised for silk; the next says raising spiders the same way has not worked. “However” marks that contrast.</p><p>“Therefore,” would present the failure to raise spiders as a result of silkworms being raised successfully, which makes no sense.</p><p>“For instance,” would make the failure with spiders an example of raising silkworms, but it is a contrasting case.</p><p>“Similarly,” would signal a case like the silkworms’, but the spiders are the opposite case: they cannot be raised that way.</p>",
    },
    {
      id: "pt3-rw-m1-24",
      type: "SC",
      title: "",
      text: TRANSITION,
      test: "verbal",
      domain: "expression_ideas",
      skill: "transitions",
      difficulty: "medium",
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>In the 1700s, sailors could find their latitude from the height of the sun at noon, but finding longitude required knowing the exact time at their home port, and no clock of the day kept accurate time on a rolling ship. In 1714 the British Parliament offered a large prize for a practical solution. John Harrison, a self-taught English clockmaker, spent decades building one sea clock after another. ______ on a voyage from England to Jamaica in 1761 and 1762, his fourth design, known as H4, lost only about five seconds.</p>",
      },
      choices: [{ text: "For example," }, { text: "Nevertheless," }, { text: "Eventually,", correct: true }, { text: "Instead," }],
      explanation:
        "<p>“Eventually,” is the best answer. The previous sentence describes decades of work on one clock after another; the next sentence gives the result that work finally produced, a fourth design that kept almost perfect time at sea. “Eventually” marks that outcome as coming after a long effort.</p><p>“Nevertheless,” would signal a result that happens despite what came before, but H4’s success follows from, rather than goes against, Harrison’s years of work.</p><p>“Instead,” would present H4’s voyage as a replacement for the clock-building just described, but H4 was one of those clocks.</p><p>“For example,” would make the voyage an illustration of spending decades building clocks, but it reports the final success, not one more case of the effort.</p>",
    },
    {
      id: "pt3-rw-m1-25",
      type: "SC",
      title: "",
      text: TRANSITION,
      test: "verbal",
      domain: "expression_ideas",
      skill: "transitions",
      difficulty: "hard",
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>The 1913 Paris premiere of Igor Stravinsky’s ballet <i>The Rite of Spring</i> is remembered for the uproar it caused: at times the audience’s shouting drowned out the orchestra. The score’s clashing harmonies and jagged rhythms are often blamed. Many historians, though, point to Vaslav Nijinsky’s choreography, in which the dancers stamped and hunched with their feet turned inward. ______ when the score was first played without the dancers, at a Paris concert the following year, it was received with enthusiasm, and admirers carried Stravinsky out of the hall on their shoulders.</p>",
      },
      choices: [{ text: "Indeed,", correct: true }, { text: "As a result," }, { text: "Similarly," }, { text: "Nevertheless," }],
      explanation:
        "<p>“Indeed,” is the best answer. The sentence before it gives the historians’ view that the choreography, more than the music, provoked the uproar. The final sentence supports that view: heard without the dancers, the same music was cheered. “Indeed” introduces evidence that confirms and strengthens the point just made.</p><p>“Nevertheless,” is tempting because the enthusiastic concert contrasts with the claim that the score was to blame; but the sentence directly before the blank is the historians’ view, which the concert supports rather than contradicts.</p><p>“Similarly,” would present the concert as a case like the premiere, but the concert went the opposite way.</p><p>“As a result,” would make the concert’s success a consequence of the historians’ view or of the choreography, but neither caused the audience’s later enthusiasm.</p>",
    },
    // ───────────── Expression of Ideas: Rhetorical Synthesis ─────────────
    {
      id: "pt3-rw-m1-26",
      type: "SC",
      title: "",
      text: `<p>The student wants to explain how the canoe’s navigator found his way on the 1976 voyage. ${SYNTHESIS}</p>`,
      test: "verbal",
      domain: "expression_ideas",
      skill: "rhetorical_synthesis",
      difficulty: "easy",
      passage: {
        topic: "history_social",
        title: "",
        html: `${NOTES}<ul><li>Hōkūleʻa is a double-hulled voyaging canoe launched in Hawaii in 1975.</li><li>It was designed to resemble the canoes that Polynesian voyagers used to settle islands across the Pacific Ocean.</li><li>In 1976 it sailed from Hawaii to Tahiti, a distance of about 4,000 kilometers.</li><li>Its navigator, Mau Piailug of Micronesia, used no compass or other modern instruments.</li><li>He guided the canoe by reading the stars, the ocean swells, and the flight of seabirds.</li></ul>`,
      },
      choices: [
        { text: "Hōkūleʻa was designed to resemble the canoes that Polynesian voyagers once used to settle islands across the Pacific." },
        { text: "Using no compass, Mau Piailug guided Hōkūleʻa to Tahiti by reading the stars, the ocean swells, and the flight of seabirds.", correct: true },
        { text: "Hōkūleʻa’s navigator on its 1976 voyage to Tahiti was Mau Piailug, a navigator from the islands of Micronesia." },
        { text: "In 1976 Hōkūleʻa, a double-hulled voyaging canoe launched in Hawaii the year before, sailed about 4,000 kilometers to Tahiti." },
      ],
      explanation:
        "<p>The best answer explains how Mau Piailug found the way: using no compass, he read the stars, the ocean swells, and the flight of seabirds.</p><p>The sentence about the 1976 voyage gives the canoe’s route and distance but not how it was navigated.</p><p>The sentence about the canoe’s design describes what Hōkūleʻa was modeled on, not how anyone navigated it.</p><p>The sentence naming the navigator says who he was and where he came from but not how he found the way.</p>",
    },
    {
      id: "pt3-rw-m1-27",
      type: "SC",
      title: "",
      text: `<p>The student wants to emphasize that part of the ballet’s music draws on an existing song. ${SYNTHESIS}</p>`,
      test: "verbal",
      domain: "expression_ideas",
      skill: "rhetorical_synthesis",
      difficulty: "medium",
      passage: {
        topic: "humanities",
        title: "",
        html: `${NOTES}<ul><li><i>Appalachian Spring</i> is a ballet with music by the American composer Aaron Copland.</li><li>Copland wrote it for the dancer and choreographer Martha Graham, and it was first performed in 1944.</li><li>The ballet follows a young couple in rural Pennsylvania in the early 1800s.</li><li>Near the end of the score, Copland wrote a series of variations on “Simple Gifts,” a Shaker song from 1848.</li><li>The score won the Pulitzer Prize for Music in 1945.</li></ul>`,
      },
      choices: [
        { text: "<i>Appalachian Spring</i>, a ballet with music by Aaron Copland, was written for Martha Graham and first performed in 1944." },
        { text: "Aaron Copland’s score for <i>Appalachian Spring</i>, a ballet first performed in 1944, won the Pulitzer Prize for Music the following year." },
        {
          text: "Near the end of his score for <i>Appalachian Spring</i>, Copland wrote a series of variations on “Simple Gifts,” a Shaker song from 1848.",
          correct: true,
        },
        { text: "Copland wrote <i>Appalachian Spring</i>, a ballet about a young couple in rural Pennsylvania in the early 1800s, for Martha Graham." },
      ],
      explanation:
        "<p>The best answer emphasizes that part of the music draws on an existing song: near the end of the score, Copland wrote variations on “Simple Gifts,” a Shaker song from 1848, nearly a century before the ballet.</p><p>The sentence about the Pulitzer Prize praises the score but says nothing about where any of its music came from.</p><p>The sentence about the ballet’s story and Martha Graham describes its subject and for whom it was written, not a borrowed song.</p><p>The sentence about Martha Graham and the 1944 premiere says for whom the ballet was written and when it was first performed, but it does not mention the song.</p>",
    },
  ],
};

export default module;
