import type { z } from "zod";
import type { ModuleSchema } from "../../schema";

const WIC = "<p>Which choice completes the text with the most logical and precise word or phrase?</p>";
const SEC = "<p>Which choice completes the text so that it conforms to the conventions of Standard English?</p>";
const TRANSITION = "<p>Which choice completes the text with the most logical transition?</p>";
const COMPLETE = "<p>Which choice most logically completes the text?</p>";
const NOTES = "<p>While researching a topic, a student has taken the following notes:</p>";
const SYNTHESIS = "Which choice most effectively uses relevant information from the notes to accomplish this goal?";

const module: z.input<typeof ModuleSchema> = {
  id: "pt2-rw-m1",
  name: "Section 1, Module 1: Reading and Writing",
  test: "verbal",
  module: 1,
  variant: "standard",
  minutes: 32,
  breakAfterMinutes: 0,
  directions:
    "<p>Each question in this module comes with its own short passage. Some passages include a table or a graph, and some present a pair of related texts. Read the passage and the question carefully, then choose the one best answer from the four choices.</p><p>Every question has exactly one best answer. You may mark questions for review and return to them at any time before the module ends.</p>",
  questions: [
    // ───────────── Craft and Structure: Words in Context ─────────────
    {
      id: "pt2-rw-m1-01",
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
        html: "<p>Arctic ground squirrels survive the long winters of Alaska and northern Canada by hibernating for seven months or more. During hibernation, a squirrel’s body temperature can ______ to about −3°C, below the freezing point of water, yet its body fluids do not freeze. Every few weeks, the squirrel briefly rewarms itself to near its normal temperature before cooling down again.</p>",
      },
      choices: [{ text: "recover" }, { text: "spread" }, { text: "drop", correct: true }, { text: "climb" }],
      explanation:
        "<p>“Drop” is the best answer. The squirrel’s temperature ends up at about −3°C, below the freezing point of water and far below normal, and the text later says the squirrel must “rewarm” itself. The temperature therefore falls, or drops, during hibernation.</p><p>“Climb” reverses the change: a temperature that ends below freezing has fallen, not risen.</p><p>“Recover” means return to normal, which is what happens only later, when the squirrel rewarms; falling to −3°C is the opposite of recovering.</p><p>“Spread” describes something extending over an area, not a temperature changing.</p>",
    },
    {
      id: "pt2-rw-m1-02",
      type: "SC",
      title: "",
      text: WIC,
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "easy",
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>Florence Price, whose Symphony in E Minor was performed by the Chicago Symphony Orchestra in 1933, often ______ elements of African American music into her concert works. The third movement of that symphony, for instance, is a juba, a lively dance whose roots lie among enslaved people on Southern plantations, and several of her other pieces are built on the melodies and rhythms of spirituals.</p>",
      },
      choices: [{ text: "misrepresented" }, { text: "incorporated", correct: true }, { text: "excluded" }, { text: "postponed" }],
      explanation:
        "<p>“Incorporated” is the best answer. The examples that follow (a movement that is a juba, pieces built on the melodies and rhythms of spirituals) show Price making African American music part of her concert works, which is what it means to incorporate something into them.</p><p>“Excluded” reverses the point: the examples show this music included in her works, not kept out of them.</p><p>“Misrepresented” suggests she distorted the music, but the text gives no sign of distortion; it simply says her works were built on it.</p><p>“Postponed” means delayed, which does not describe building a symphony movement on a dance rhythm.</p>",
    },
    {
      id: "pt2-rw-m1-03",
      type: "SC",
      title: "",
      text: WIC,
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "medium",
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>Between 1883 and 1919, the steel magnate Andrew Carnegie paid for the construction of more than 1,600 public library buildings in the United States. His grants, however, came with a ______: each town had to provide the land for its library and promise to spend every year, on books, staff, and upkeep, an amount equal to a tenth of the grant.</p>",
      },
      choices: [{ text: "stipulation", correct: true }, { text: "reward" }, { text: "disclaimer" }, { text: "celebration" }],
      explanation:
        "<p>“Stipulation” is the best answer. A stipulation is a condition that must be met as part of an agreement. The colon introduces exactly such conditions: to receive a grant, a town had to provide land and commit to yearly spending. “However” signals that the gift was not unconditional.</p><p>“Reward” would be something given in return for an achievement, but the requirements describe what towns had to do to receive the grant, and “however” signals a limit, not a bonus.</p><p>“Disclaimer” is a statement denying responsibility, which does not describe requirements that a town must fulfill.</p><p>“Celebration” has nothing to do with land and spending requirements.</p>",
    },
    {
      id: "pt2-rw-m1-04",
      type: "SC",
      title: "",
      text: "<p>As used in the text, what does the phrase “thrown into relief” most nearly mean?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "hard",
      passage: {
        topic: "literature",
        source: { author: "George Eliot", title: "Middlemarch", year: 1871 },
        title: "",
        html: "<p>The following text is from George Eliot’s 1871 novel <i>Middlemarch</i>. Miss Brooke is a young woman living in the English countryside.</p><p>Miss Brooke had that kind of beauty which seems to be thrown into relief by poor dress. Her hand and wrist were so finely formed that she could wear sleeves not less bare of style than those in which the Blessed Virgin appeared to Italian painters; and her profile as well as her stature and bearing seemed to gain the more dignity from her plain garments, which by the side of provincial fashion gave her the impressiveness of a fine quotation from the Bible,—or from one of our elder poets,—in a paragraph of to-day’s newspaper.</p>",
      },
      choices: [
        { text: "made to stand out by contrast", correct: true },
        { text: "carved so as to project from a surface" },
        { text: "freed from a troublesome burden" },
        { text: "made to seem less noticeable" },
      ],
      explanation:
        "<p>“Made to stand out by contrast” is the best answer. The rest of the text explains the phrase: Miss Brooke’s bearing “seemed to gain the more dignity from her plain garments,” which make her as striking beside local fashions as a fine quotation in a newspaper paragraph. Plain clothing makes her beauty more noticeable by contrast.</p><p>“Freed from a troublesome burden” uses the everyday sense of “relief” (comfort after something unpleasant), but nothing in the text suggests her beauty was burdened.</p><p>“Made to seem less noticeable” reverses the point; the plain dress makes her beauty more striking, not less.</p><p>“Carved so as to project from a surface” is the sculptor’s literal sense of “relief,” which cannot apply to a person’s beauty; the phrase is used figuratively here.</p>",
    },
    // ───────────── Craft and Structure: Text Structure and Purpose ─────────────
    {
      id: "pt2-rw-m1-05",
      type: "SC",
      title: "",
      text: "<p>Which choice best states the main purpose of the text?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "text_structure_purpose",
      difficulty: "easy",
      passage: {
        topic: "literature",
        source: { author: "Charles Dickens", title: "Bleak House", year: 1853 },
        title: "",
        html: "<p>The following text is from Charles Dickens’s 1853 novel <i>Bleak House</i>. The novel opens in and around London on a November day.</p><p>Fog everywhere. Fog up the river, where it flows among green aits and meadows; fog down the river, where it rolls defiled among the tiers of shipping and the waterside pollutions of a great (and dirty) city. Fog on the Essex marshes, fog on the Kentish heights. Fog creeping into the cabooses of collier-brigs; fog lying out on the yards and hovering in the rigging of great ships; fog drooping on the gunwales of barges and small boats.</p>",
      },
      choices: [
        { text: "To contrast the clean, green countryside near London with the dirty waterfront of the city" },
        { text: "To describe the daily work of the sailors and boatmen who crowd the river near the city" },
        { text: "To explain why fog gathers more thickly over the river than over the surrounding marshes and hills" },
        { text: "To convey how completely the fog covers the city, its river, and the country around it", correct: true },
      ],
      explanation:
        "<p>The best answer is that the text conveys how completely the fog covers the city, its river and the country around it. Almost every phrase begins with “fog” and places it somewhere new: up and down the river, on the marshes and heights, in the ships’ cabins, rigging and boats. The repetition builds the sense that no place is free of it.</p><p>The claim that fog gathers more thickly over the river assumes a comparison and a cause that the text never offers; it lists places, it does not explain differences.</p><p>The sailors’ daily work is not described; ships and boats appear only as more places where the fog lies.</p><p>The contrast between green countryside and dirty waterfront picks up two details, but the fog is in both places; the text stresses what they share, not how they differ.</p>",
    },
    {
      id: "pt2-rw-m1-06",
      type: "SC",
      title: "",
      text: "<p>Which choice best describes the overall structure of the text?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "text_structure_purpose",
      difficulty: "medium",
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>For centuries, painters who mixed their own colors stored them in small pouches made from pig bladders, which were tied shut and pierced with a tack whenever paint was needed. The pouches were hard to reseal and often leaked or burst, so working far from the studio was difficult. In 1841 the American portrait painter John Goffe Rand patented a collapsible tube of thin metal that kept paint from drying out. Ready-made paint in tubes soon became widely available, and it helped make possible the outdoor painting that the French Impressionists would take up a few decades later.</p>",
      },
      choices: [
        {
          text: "It explains why portrait painters of the period preferred to work in their studios and then describes how that preference slowly disappeared.",
        },
        { text: "It describes a painting technique developed by the Impressionists and then traces how later artists came to adapt that technique." },
        {
          text: "It identifies a practical problem painters faced, describes an invention that solved it, and notes a later development it helped enable.",
          correct: true,
        },
        { text: "It presents two competing accounts of how early painters stored their colors and argues that one account is more accurate." },
      ],
      explanation:
        "<p>The best answer is that the text identifies a problem, describes an invention that solved it, and notes a later development. The pig-bladder pouches leaked and burst, making work away from the studio difficult (the problem); Rand’s metal tube kept paint from drying out (the invention); and paint in tubes helped make the Impressionists’ outdoor painting possible (the later development).</p><p>The account of portrait painters preferring studios misreads the text: Rand was a portrait painter, but the text never says portrait painters preferred studios or explains such a preference.</p><p>The text gives one account of how paint was stored, not two competing ones, and it argues for neither.</p><p>The Impressionists appear only at the end, as a result of the invention; the text does not describe a technique they developed or how others adapted it.</p>",
    },
    // ───────────── Craft and Structure: Cross-Text Connections ─────────────
    {
      id: "pt2-rw-m1-07",
      type: "SC",
      title: "",
      text: "<p>Based on the texts, how would the researchers in Text 2 most likely respond to the view described in Text 1?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "cross_text_connections",
      difficulty: "medium",
      passage: {
        topic: "humanities",
        title: "",
        html: "<p><b>Text 1</b></p><p>Violins made by Antonio Stradivari in Cremona, Italy, in the late 1600s and early 1700s sell for millions of dollars, and many players and collectors insist that their sound has never been equaled. Admirers have credited this superiority to secret varnishes, to special treatments of the wood, and even to unusually dense timber that grew during a long period of cold weather in Europe.</p><p><b>Text 2</b></p><p>In experiments led by acoustician Claudia Fritz, experienced violin soloists played celebrated old Italian violins, including several by Stradivari, along with high-quality new violins, while wearing modified goggles that kept them from seeing which instrument they held. The soloists could not reliably tell the old instruments from the new ones, and more of them chose a new violin than an old one as their favorite.</p>",
      },
      choices: [
        { text: "They would suggest that the superiority admirers hear may not be detectable when players cannot see the instrument.", correct: true },
        { text: "They would argue that the old violins have lost much of their original quality through centuries of repairs." },
        { text: "They would claim that the high prices of old violins prove that collectors care more about history than about sound." },
        { text: "They would agree that the old violins sound better but would doubt that secret varnishes explain the difference." },
      ],
      explanation:
        "<p>The best answer is that the researchers would suggest the superiority admirers hear may not be detectable when players cannot see the instrument. Text 1 reports a belief that Stradivari’s violins sound better than any others; Text 2 reports that soloists who could not see the violins could not reliably tell old from new and more often preferred a new one. That result casts doubt on a difference anyone can actually hear.</p><p>Agreeing that the old violins sound better concedes the very point the experiments call into question; the varnish is a side issue.</p><p>Centuries of repairs are never mentioned; the researchers’ finding is about whether any difference can be heard, not about damage to the instruments.</p><p>The claim about prices proving what collectors care about goes far beyond Text 2, which tested players’ judgments and says nothing about collectors’ motives.</p>",
    },
    {
      id: "pt2-rw-m1-08",
      type: "SC",
      title: "",
      text: "<p>Based on the texts, how would Levitt and List (Text 2) most likely respond to the popular account described in Text 1?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "cross_text_connections",
      difficulty: "hard",
      passage: {
        topic: "history_social",
        title: "",
        html: "<p><b>Text 1</b></p><p>Between 1924 and 1927, researchers at the Hawthorne Works, a Western Electric factory near Chicago, changed the lighting in some work areas to see how it affected output. According to the account repeated in many textbooks, output rose whenever the lighting changed, whether it was made brighter or dimmer, apparently because workers knew they were being studied. This supposed tendency of people to perform better when observed became known as the Hawthorne effect.</p><p><b>Text 2</b></p><p>The data from the lighting experiments were long thought to be lost. In 2011 economists Steven Levitt and John List located the original records and analyzed them. They found some modest evidence that output responded to the experiments, but the striking pattern the textbooks describe, with output jumping after every change in lighting, did not appear in the data.</p>",
      },
      choices: [
        { text: "They would agree that output rose after every change in lighting but would attribute the rise to higher wages instead." },
        { text: "They would argue that the data show no sign of any change in output during the lighting experiments at the factory." },
        { text: "They would contend that the account rests on a dramatic pattern that the original records do not actually show.", correct: true },
        { text: "They would maintain that the brightness of a factory’s lighting has a larger effect on output than the account admits." },
      ],
      explanation:
        "<p>The best answer is that Levitt and List would contend that the account rests on a dramatic pattern the original records do not show. Text 1’s account depends on output rising after every lighting change; Text 2 reports that this “striking pattern … did not appear in the data,” though there was “some modest evidence” of a response.</p><p>The claim that the data show no sign of any change overstates Text 2, which reports “some modest evidence” that output responded.</p><p>Agreeing that output rose after every change accepts the very pattern Levitt and List did not find, and wages are never mentioned.</p><p>A larger effect of brightness appears nowhere in Text 2; its finding is that the evidence is weaker than the account claims, not that lighting mattered more.</p>",
    },
    // ───────────── Information and Ideas: Central Ideas and Details ─────────────
    {
      id: "pt2-rw-m1-09",
      type: "SC",
      title: "",
      text: "<p>Which choice best states the main idea of the text?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "central_ideas_details",
      difficulty: "easy",
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>Sequoyah, a Cherokee silversmith who could not read or write any language, spent roughly twelve years creating a way to write Cherokee. His system, completed in 1821, is a syllabary: each of its characters stands for a whole syllable of the spoken language rather than a single sound. Because the characters matched the way Cherokee speakers already heard their words, the syllabary could be learned in a matter of weeks, and within a few years thousands of Cherokee people were reading and writing it. By 1828 a newspaper, the <i>Cherokee Phoenix</i>, was being printed partly in the new script.</p>",
      },
      choices: [
        { text: "The Cherokee language contains far more distinct syllables than most other spoken languages do." },
        { text: "The <i>Cherokee Phoenix</i> was the first newspaper ever printed in both an English and a Cherokee edition." },
        { text: "A writing system that Sequoyah created for Cherokee was easy to learn and was soon widely used.", correct: true },
        { text: "Sequoyah learned to read and write English before he began designing a writing system for the Cherokee language." },
      ],
      explanation:
        "<p>The best answer is that Sequoyah’s writing system for Cherokee was easy to learn and soon widely used. The text describes how he created the syllabary, why it could be learned in weeks, and how quickly thousands of people were using it, down to a newspaper printed in it by 1828.</p><p>The claim that Sequoyah learned English first contradicts the text, which says he could not read or write any language.</p><p>The newspaper is one supporting detail, and the text does not say it was the first of its kind.</p><p>The text never compares the number of Cherokee syllables with those of other languages.</p>",
    },
    {
      id: "pt2-rw-m1-10",
      type: "SC",
      title: "",
      text: "<p>Which choice best states the main idea of the text?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "central_ideas_details",
      difficulty: "medium",
      passage: {
        topic: "literature",
        source: { author: "Mark Twain", title: "Life on the Mississippi", year: 1883 },
        title: "",
        html: "<p>The following text is from Mark Twain’s 1883 memoir <i>Life on the Mississippi</i>. As a young man, Twain trained as a steamboat pilot, which required him to learn every feature of the river.</p><p>Now when I had mastered the language of this water and had come to know every trifling feature that bordered the great river as familiarly as I knew the letters of the alphabet, I had made a valuable acquisition. But I had lost something, too. I had lost something which could never be restored to me while I lived. All the grace, the beauty, the poetry had gone out of the majestic river! I still keep in mind a certain wonderful sunset which I witnessed when steamboating was new to me.</p>",
      },
      choices: [
        { text: "The narrator believes that learning to read a river is no harder than learning the letters of the alphabet." },
        { text: "Knowing the river in complete detail gave the narrator something useful but took away his sense of its beauty.", correct: true },
        { text: "The narrator remembers one sunset on the river as more beautiful than any other he has seen in his life." },
        { text: "The narrator regrets becoming a steamboat pilot because the work proved far harder than he had expected it to be." },
      ],
      explanation:
        "<p>The best answer is that knowing the river in complete detail gave the narrator something useful but took away his sense of its beauty. He calls his knowledge “a valuable acquisition,” then says he “had lost something, too”: “All the grace, the beauty, the poetry had gone out of the majestic river!”</p><p>The narrator never says the work was harder than expected or that he regrets becoming a pilot; what he regrets is a specific loss that came with his knowledge.</p><p>The sunset is introduced in the last sentence as a memory from his early days, but the text does not compare it with every other sunset, and it is not the main point.</p><p>The alphabet is a comparison for how familiar the river became to him, not a claim about how easy it was to learn.</p>",
    },
    // ───────────── Information and Ideas: Command of Evidence ─────────────
    {
      id: "pt2-rw-m1-11",
      type: "SC",
      title: "",
      text: "<p>Which quotation from the poem most effectively illustrates the claim?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "command_of_evidence_textual",
      difficulty: "easy",
      passage: {
        topic: "literature",
        source: { author: "Emily Dickinson", title: "Hope is the thing with feathers", year: 1891 },
        title: "",
        html: "<p>“Hope is the thing with feathers” is a poem by Emily Dickinson, first published in 1891. In the poem, the speaker compares hope to a small bird that lives within a person and keeps singing through the worst conditions. The speaker also suggests that hope offers this comfort without ever asking anything in return, as when Dickinson writes, ______</p>",
      },
      choices: [
        { text: "“I’ve heard it in the chillest land, / And on the strangest sea;”" },
        { text: "“Hope is the thing with feathers / That perches in the soul,”" },
        { text: "“Yet, never, in extremity, / It asked a crumb of me.”", correct: true },
        { text: "“And sweetest in the gale is heard; / And sore must be the storm”" },
      ],
      explanation:
        "<p>The best answer is “Yet, never, in extremity, / It asked a crumb of me.” The claim is that hope gives comfort without asking anything in return, and these lines say exactly that: even in the hardest times, the bird never asked the speaker for so much as a crumb.</p><p>The lines calling hope a feathered thing perched in the soul set up the comparison to a bird but say nothing about what hope asks for.</p><p>The lines about the gale and the storm show hope singing through hard conditions, the first part of the description, not the point about asking nothing in return.</p><p>The lines about the chillest land and strangest sea show how widely hope is heard, again without touching on what it asks of the speaker.</p>",
    },
    {
      id: "pt2-rw-m1-12",
      type: "SC",
      title: "",
      text: "<p>Which choice most effectively uses data from the table to support the student’s conclusion?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "command_of_evidence_quantitative",
      difficulty: "medium",
      passage: {
        topic: "science",
        title: "",
        html: '<table><caption>Percentage of Seeds That Sprouted Within 14 Days, by Soil Temperature</caption><thead><tr><th scope="col">Crop</th><th scope="col">10°C</th><th scope="col">20°C</th><th scope="col">30°C</th></tr></thead><tbody><tr><th scope="row">Lettuce</th><td>82%</td><td>95%</td><td>31%</td></tr><tr><th scope="row">Tomato</th><td>12%</td><td>88%</td><td>90%</td></tr><tr><th scope="row">Pepper</th><td>3%</td><td>61%</td><td>92%</td></tr></tbody></table><p>For a science fair project, a student planted 100 seeds of each of three vegetable crops in trays of soil held at three constant temperatures and recorded how many seeds sprouted within 14 days. The student concludes that lettuce is better suited than the other two crops to planting early in the spring, when the soil is still cool.</p>',
      },
      choices: [
        { text: "At 20°C, 95% of the lettuce seeds sprouted, compared with 88% of the tomato seeds and 61% of the pepper seeds." },
        { text: "The share of pepper seeds that sprouted rose from 3% at 10°C to 92% at 30°C, the largest change of any crop." },
        { text: "At 10°C, 82% of the lettuce seeds sprouted, compared with 12% of the tomato seeds and 3% of the pepper seeds.", correct: true },
        { text: "At 30°C, only 31% of the lettuce seeds sprouted, compared with 90% of the tomato seeds and 92% of the pepper seeds." },
      ],
      explanation:
        "<p>The best answer compares the crops at 10°C, the cool temperature that matches early-spring soil: 82% of lettuce seeds sprouted, against only 12% of tomato seeds and 3% of pepper seeds. That is direct evidence that lettuce does far better than the other two crops in cool soil.</p><p>The figures at 20°C are accurate, but 20°C is the warmer middle temperature, and at it all three crops sprouted fairly well, so they say little about cool soil.</p><p>The figures at 30°C are accurate, but they show that lettuce does poorly in warm soil, not that it does better than the others in cool soil.</p><p>The change for pepper seeds is accurate but describes pepper alone and does not compare lettuce with the other crops in cool soil.</p>",
    },
    {
      id: "pt2-rw-m1-13",
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
        html: `<svg role="img" aria-labelledby="pt2-m1-bats-title pt2-m1-bats-desc" viewBox="0 0 440 320" width="440" height="320" xmlns="http://www.w3.org/2000/svg"><title id="pt2-m1-bats-title">Bat Passes Recorded at a Pond, by Hour After Sunset</title><desc id="pt2-m1-bats-desc">Line graph. The horizontal axis shows the hour of the night, from the 1st to the 8th hour after sunset. The vertical axis shows the number of bat passes recorded, from 0 to 60. Species A: 52, 38, 20, 12, 10, 9, 14, 18 passes in hours 1 through 8. Species B: 6, 14, 30, 46, 40, 26, 12, 5 passes in hours 1 through 8. Species A peaks in hour 1 and species B peaks in hour 4.</desc><path d="M64 258H420M64 218.3H420M64 178.7H420M64 139H420M64 99.3H420M64 59.7H420M64 20H420" stroke="#d4d4d8" stroke-width="1" fill="none"/><path d="M64 20V258H420" stroke="#000" stroke-width="1.5" fill="none"/><g font-family="sans-serif" font-size="12" text-anchor="end"><text x="58" y="262">0</text><text x="58" y="222.3">10</text><text x="58" y="182.7">20</text><text x="58" y="143">30</text><text x="58" y="103.3">40</text><text x="58" y="63.7">50</text><text x="58" y="24">60</text></g><g font-family="sans-serif" font-size="13" text-anchor="middle"><text x="242" y="298">Hour after sunset</text><text x="16" y="139" transform="rotate(-90 16 139)">Bat passes recorded</text></g><g font-family="sans-serif" font-size="12" text-anchor="middle"><text x="86.3" y="276">1</text><text x="130.8" y="276">2</text><text x="175.3" y="276">3</text><text x="219.8" y="276">4</text><text x="264.3" y="276">5</text><text x="308.8" y="276">6</text><text x="353.3" y="276">7</text><text x="397.8" y="276">8</text></g><polyline points="86.3,51.7 130.8,107.3 175.3,178.7 219.8,210.4 264.3,218.3 308.8,222.3 353.3,202.5 397.8,186.6" fill="none" stroke="#000" stroke-width="2"/><g fill="#000" stroke="#000" stroke-width="1.5"><circle cx="86.3" cy="51.7" r="4"/><circle cx="130.8" cy="107.3" r="4"/><circle cx="175.3" cy="178.7" r="4"/><circle cx="219.8" cy="210.4" r="4"/><circle cx="264.3" cy="218.3" r="4"/><circle cx="308.8" cy="222.3" r="4"/><circle cx="353.3" cy="202.5" r="4"/><circle cx="397.8" cy="186.6" r="4"/></g><polyline points="86.3,234.2 130.8,202.5 175.3,139 219.8,75.5 264.3,99.3 308.8,154.9 353.3,210.4 397.8,238.2" fill="none" stroke="#000" stroke-width="2" stroke-dasharray="6 4"/><g fill="#fff" stroke="#000" stroke-width="1.5"><rect x="82.3" y="230.2" width="8" height="8"/><rect x="126.8" y="198.5" width="8" height="8"/><rect x="171.3" y="135" width="8" height="8"/><rect x="215.8" y="71.5" width="8" height="8"/><rect x="260.3" y="95.3" width="8" height="8"/><rect x="304.8" y="150.9" width="8" height="8"/><rect x="349.3" y="206.4" width="8" height="8"/><rect x="393.8" y="234.2" width="8" height="8"/></g><g font-family="sans-serif" font-size="12"><line x1="270" y1="32" x2="300" y2="32" stroke="#000" stroke-width="2"/><circle cx="285" cy="32" r="4" fill="#000" stroke="#000" stroke-width="1.5"/><text x="306" y="36">Species A</text><line x1="270" y1="50" x2="300" y2="50" stroke="#000" stroke-width="2" stroke-dasharray="6 4"/><rect x="281" y="46" width="8" height="8" fill="#fff" stroke="#000" stroke-width="1.5"/><text x="306" y="54">Species B</text></g></svg><p>Bats that hunt the same kinds of insects may compete less if they feed at different times. To see whether this happens at a pond near her school, a student set up a detector that records the echolocation calls of passing bats and counted, hour by hour, the passes made by two species that she told apart by the pitch of their calls. She concludes that the two species’ periods of peak activity at the pond scarcely overlap.</p>`,
      },
      choices: [
        { text: "Species A’s activity fell sharply over the first four hours after sunset and then rose slightly in the last hours of the night." },
        { text: "Species B was recorded more often in the fourth hour after sunset than in any other hour of the night, with 46 passes." },
        { text: "Both species were recorded at the pond in every hour of the night, from the first hour after sunset through the eighth." },
        { text: "Species A peaked in hour 1, when species B made only 6 passes, and species B peaked in hour 4, when species A made only 12.", correct: true },
      ],
      explanation:
        "<p>The best answer is the one that pairs each species’ peak with the other species’ activity at that time. Species A peaked in hour 1 (52 passes) while species B made only 6 passes; species B peaked in hour 4 (46 passes) while species A made only 12. Each species is busiest when the other is quiet, which is what “scarcely overlap” means.</p><p>The description of species A falling and then rising is accurate, but it concerns only one species, so it cannot show how the two species’ peaks relate.</p><p>The statement that both species were recorded every hour is accurate, but it stresses that their activity overlaps, so it does not support the conclusion.</p><p>Species B’s peak in hour 4 is accurate, but like the statement about species A alone, it says nothing about what the other species was doing at that time.</p>",
    },
    // ───────────── Information and Ideas: Inferences ─────────────
    {
      id: "pt2-rw-m1-14",
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
        html: "<p>Beginning in 1900, archaeologists excavating the palace of Knossos on the island of Crete uncovered thousands of clay tablets inscribed in a script now called Linear B. Knossos had been a center of the Minoan civilization, which flourished on Crete before Greek-speaking Mycenaeans rose to power on the mainland, so many scholars expected the tablets to record the Minoan language, which no one could read. In 1952, however, the architect Michael Ventris showed that the language of Linear B was an early form of Greek. Ventris’s decipherment therefore suggests that ______</p>",
      },
      choices: [
        { text: "people who spoke Greek were keeping written records at Knossos by the time the tablets were made.", correct: true },
        { text: "the tablets found at Knossos were written before the Minoans had settled anywhere on Crete." },
        { text: "the Minoan language was itself an early form of Greek that spread from Crete to the mainland." },
        { text: "scholars had been mistaken in believing that Knossos was ever a center of Minoan civilization." },
      ],
      explanation:
        "<p>The best answer is that people who spoke Greek were keeping written records at Knossos by the time the tablets were made. The tablets were found in the palace and, as Ventris showed, were written in Greek, the language of the mainland Mycenaeans rather than of the Minoans, so Greek speakers must have been doing the record keeping there when the tablets were inscribed.</p><p>The idea that Minoan was an early form of Greek contradicts the text, which treats Minoan as a separate language that no one could read and Greek as the language of the mainland.</p><p>Tablets written before the Minoans settled Crete does not follow: the text places Knossos in the Minoan world, and nothing dates the tablets that early.</p><p>The decipherment shows who wrote the tablets, not that Knossos was never Minoan; the text states as fact that it had been a Minoan center.</p>",
    },
    {
      id: "pt2-rw-m1-15",
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
        html: "<p>In 1977 a severe drought struck Daphne Major, a small island in the Galápagos. Plants produced few seeds, and the island’s medium ground finches soon ate most of the small, soft ones, leaving mainly large, hard seeds that only birds with deep, strong beaks can crack. Biologists Peter and Rosemary Grant, who had measured and banded nearly every finch on the island, found that most of the finches died during the drought and that the survivors had, on average, deeper beaks than the birds that died. Because beak depth is largely passed from parents to their young, the Grants could reasonably expect that ______</p>",
      },
      choices: [
        { text: "the plants on the island would produce mostly large, hard seeds even in years with normal rainfall." },
        { text: "the finches that died during the drought had been unable to find any seeds at all on Daphne Major." },
        { text: "later droughts would make each surviving finch’s beak grow deeper over the course of that bird’s own lifetime." },
        { text: "finches hatched after the drought would tend to have deeper beaks than the island’s finches had before it.", correct: true },
      ],
      explanation:
        "<p>The best answer is that finches hatched after the drought would tend to have deeper beaks than the island’s finches had before it. Two facts combine: the drought left mostly deep-beaked birds alive to breed, and beak depth is largely inherited. The next generation, descended from those survivors, should therefore have deeper beaks on average than the population before the drought.</p><p>Beaks growing deeper during a bird’s own lifetime confuses inheritance with change in an individual; the text says beak depth passes from parents to young, not that a bird’s beak responds to hard times.</p><p>The claim that the birds that died found no seeds at all overstates the text: large, hard seeds remained, and the problem was that shallow-beaked birds could not crack them.</p><p>The text says the drought left mainly hard seeds because the soft ones were eaten; nothing suggests the plants would go on producing mostly hard seeds once normal rains returned.</p>",
    },
    // ───────────── Standard English Conventions: Boundaries ─────────────
    {
      id: "pt2-rw-m1-16",
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
        html: "<p>The axolotl, a salamander native to lakes near Mexico City, can regrow lost body parts. If one loses a leg, a mass of cells gathers at the wound and gradually develops into a complete new ______ bones, muscles, and nerves all return in their proper places.</p>",
      },
      choices: [{ text: "limb bones," }, { text: "limb; bones,", correct: true }, { text: "limb and bones," }, { text: "limb, bones," }],
      explanation:
        "<p>“Limb; bones,” is the best answer. “If one loses a leg … a complete new limb” and “bones, muscles, and nerves all return in their proper places” are both independent clauses, and a semicolon correctly joins two independent clauses.</p><p>“Limb, bones,” joins the two clauses with only a comma, a comma splice.</p><p>“Limb bones,” runs the clauses together with no punctuation, and it even makes “limb” seem to describe “bones.”</p><p>“Limb and bones,” makes “bones” look like a second thing the cells develop into, which leaves “muscles, and nerves all return in their proper places” without a proper connection; two independent clauses joined by “and” also need a comma before the conjunction.</p>",
    },
    {
      id: "pt2-rw-m1-17",
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
        html: "<p>Completed in 1906, the Casa Batlló in Barcelona looks less like an apartment building than like something that grew out of the sea. In remodeling the structure, Catalan architect ______ curved its walls, covered its facade with fragments of colored glass and ceramic tile, and gave its balconies the shape of masks.</p>",
      },
      choices: [{ text: "Antoni Gaudí", correct: true }, { text: ", Antoni Gaudí," }, { text: "Antoni Gaudí," }, { text: ", Antoni Gaudí" }],
      explanation:
        "<p>“Antoni Gaudí” with no punctuation is the best answer. “Catalan architect” works like a title in front of the name, and the name is essential to identifying which architect is meant, so no commas separate it from the description or from the verb “curved.”</p><p>A comma after “Gaudí” alone separates the subject from its verb “curved.”</p><p>Commas on both sides treat the name as extra information, but without it the sentence would not say which architect did the work, and the pair of commas again cuts the subject off from the verb.</p><p>A comma only before the name separates the title from the name it introduces.</p>",
    },
    {
      id: "pt2-rw-m1-18",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "boundaries",
      difficulty: "hard",
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>First published in 1936 by Victor Hugo Green, a postal worker from Harlem, <i>The Negro Motorist Green Book</i> listed businesses that welcomed Black travelers in an era of segregation: hotels and guest houses, where a family could safely spend the night; restaurants and taverns, where travelers could eat without being turned ______ and service stations, where drivers could buy fuel and have their cars repaired.</p>",
      },
      choices: [{ text: "away:" }, { text: "away," }, { text: "away;", correct: true }, { text: "away" }],
      explanation:
        "<p>“Away;” is the best answer. The colon introduces a list whose items already contain commas (“hotels and guest houses, where …”), so the items are separated from one another with semicolons, as the first item already is after “night.” A semicolon must likewise end the second item before “and service stations.”</p><p>A comma would break the pattern the sentence has set: with commas inside each item, a comma between items makes it unclear where one item ends and the next begins.</p><p>A colon cannot be used here; the sentence already has a colon introducing the list, and nothing after “away” explains or lists what comes before it.</p><p>With no punctuation, the second item runs straight into the third.</p>",
    },
    {
      id: "pt2-rw-m1-19",
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
        html: "<p>Charles David Keeling began measuring carbon dioxide in the air at the Mauna Loa Observatory in Hawaii in 1958. The observatory’s location—high on the slope of a volcano in the middle of the Pacific Ocean, far from the cities, farms, and forests that could skew local ______ made it well suited to tracking changes in the atmosphere as a whole.</p>",
      },
      choices: [{ text: "readings" }, { text: "readings—", correct: true }, { text: "readings;" }, { text: "readings," }],
      explanation:
        "<p>“Readings—” is the best answer. The description “high on the slope of a volcano … that could skew local readings” is set off from the sentence by a dash after “location,” so it must be closed with a matching dash before the verb “made.” The main clause is “The observatory’s location … made it well suited.”</p><p>A semicolon would cut the subject “location” off from its verb “made,” and the words before it are not an independent clause.</p><p>A comma does not match the opening dash; an element set off by a dash at one end must be set off by a dash at the other.</p><p>With no punctuation, the inserted description never closes, and “readings made it” wrongly reads as if the readings were the subject.</p>",
    },
    // ───────────── Standard English Conventions: Form, Structure, and Sense ─────────────
    {
      id: "pt2-rw-m1-20",
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
        html: "<p>The quilts made by generations of women in Gee’s Bend, a small community in rural Alabama, ______ bold blocks of color and improvised patterns. Since a museum exhibition of the quilts drew wide attention in 2002, many critics have compared them to modern abstract paintings.</p>",
      },
      choices: [{ text: "feature", correct: true }, { text: "has featured" }, { text: "features" }, { text: "was featuring" }],
      explanation:
        "<p>“Feature” is the best answer. The subject of the verb is the plural noun “quilts,” not “generations,” “women,” or “community,” which belong to the phrases in between, so the plural verb “feature” is needed. The present tense also fits a description of what the quilts look like.</p><p>“Has featured” is singular and does not agree with “quilts.”</p><p>“Features” is singular, agreeing with the nearby “community” rather than with the subject “quilts.”</p><p>“Was featuring” is singular and also puts a lasting quality of the quilts in an odd past progressive.</p>",
    },
    {
      id: "pt2-rw-m1-21",
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
        html: "<p>In 1977 the Kenyan environmental activist Wangari Maathai founded the Green Belt Movement, which pays rural women small sums to raise seedlings and plant trees on farms, in schoolyards, and along roads. Since then, the movement’s participants ______ tens of millions of trees, restoring shade, firewood, and soil to land that had been cleared.</p>",
      },
      choices: [{ text: "have planted", correct: true }, { text: "will plant" }, { text: "had planted" }, { text: "plant" }],
      explanation:
        "<p>“Have planted” is the best answer. “Since then” describes an action that began in the past (1977) and continues up to the present, which calls for the present perfect tense.</p><p>“Had planted” is the past perfect, used for an action completed before another past moment; here the planting runs up to now.</p><p>“Will plant” puts the planting in the future, but the trees are described as already restoring the land.</p><p>“Plant” is the simple present, which does not fit a total built up “since” 1977.</p>",
    },
    {
      id: "pt2-rw-m1-22",
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
        html: "<p>Working from thousands of depth soundings that ships had recorded while crossing the Atlantic Ocean, ______ The finding lent support to the then-controversial theory that the continents drift slowly across Earth’s surface.</p>",
      },
      choices: [
        { text: "a deep valley running along the crest of the Mid-Atlantic Ridge was discovered by Marie Tharp in the early 1950s." },
        { text: "Marie Tharp discovered in the early 1950s that a deep valley runs along the crest of the Mid-Atlantic Ridge.", correct: true },
        { text: "Marie Tharp’s maps from the early 1950s revealed a deep valley running along the crest of the Mid-Atlantic Ridge." },
        { text: "the early 1950s saw Marie Tharp discover a deep valley running along the crest of the Mid-Atlantic Ridge." },
      ],
      explanation:
        "<p>The best answer begins “Marie Tharp discovered.” The opening phrase “Working from thousands of depth soundings” must describe the subject that follows it, and only a person can work from soundings. Placing “Marie Tharp” right after the phrase makes her the one who was working.</p><p>Beginning with “Marie Tharp’s maps” makes the maps the subject, so the sentence says the maps were working from the soundings. The possessive does not make Tharp the subject.</p><p>Beginning with “a deep valley” says the valley was working from the soundings.</p><p>Beginning with “the early 1950s” says a period of time was working from the soundings.</p>",
    },
    // ───────────── Expression of Ideas: Transitions ─────────────
    {
      id: "pt2-rw-m1-23",
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
        html: "<p>During the day, a hummingbird burns energy so quickly that it must feed every few minutes; in flight, its heart can beat more than a thousand times a minute. At night, when it cannot feed, the bird does not simply go on burning energy at the same rate. ______ it often enters torpor, a sleeplike state in which its heart rate and body temperature fall sharply, saving much of the energy it would otherwise use.</p>",
      },
      choices: [{ text: "Instead,", correct: true }, { text: "Moreover," }, { text: "Similarly," }, { text: "For example," }],
      explanation:
        "<p>“Instead,” is the best answer. The previous sentence says what the hummingbird does not do at night (keep burning energy at the daytime rate); the next says what it does in place of that (enter torpor). “Instead” introduces that alternative.</p><p>“Similarly,” would present torpor as like the previous point, but torpor replaces the energy-burning the previous sentence rules out.</p><p>“For example,” would make torpor an example of burning energy at the same rate, the opposite of what it is.</p><p>“Moreover,” would add a point in the same direction, but the sentence answers the previous one by giving the alternative.</p>",
    },
    {
      id: "pt2-rw-m1-24",
      type: "SC",
      title: "",
      text: TRANSITION,
      test: "verbal",
      domain: "expression_ideas",
      skill: "transitions",
      difficulty: "medium",
      passage: {
        topic: "science",
        title: "",
        html: "<p>In April 1815 Mount Tambora, on the Indonesian island of Sumbawa, erupted with enormous force, blasting ash and sulfur gases high into the atmosphere. Over the following months, a haze of tiny sulfate particles spread around the globe and reflected part of the incoming sunlight back into space. ______ 1816 was so cold in parts of Europe and North America that it became known as “the year without a summer.”</p>",
      },
      choices: [{ text: "Before then," }, { text: "Even so," }, { text: "Consequently,", correct: true }, { text: "Likewise," }],
      explanation:
        "<p>“Consequently,” is the best answer. The haze reflected sunlight back into space, and the cold of 1816 followed from that loss of sunlight; “consequently” marks the cold year as a result of what came before.</p><p>“Even so,” signals a result that is surprising given what came before, but a cold year is exactly what less sunlight would produce.</p><p>“Likewise,” signals a similar point, but 1816’s cold is an effect of the haze, not another example like it.</p><p>“Before then,” places 1816 before the eruption and the haze of 1815, which reverses the order of events.</p>",
    },
    {
      id: "pt2-rw-m1-25",
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
        html: "<p>Rembrandt’s <i>The Night Watch</i> (1642) is no longer the size he painted it. When the huge canvas was moved to Amsterdam’s town hall in 1715, strips were cut from its edges so that it would fit its new wall, and the cuts removed figures along the left side. ______ the painting’s original composition is not lost: a much smaller copy made by the painter Gerrit Lundens while the canvas was still whole shows what the missing strips contained.</p>",
      },
      choices: [{ text: "In other words," }, { text: "Likewise," }, { text: "Consequently," }, { text: "Even so,", correct: true }],
      explanation:
        "<p>“Even so,” is the best answer. The previous sentence describes a loss (strips and figures cut away), and the next states something that holds despite that loss: the original composition can still be known from Lundens’s copy. “Even so” signals a point that stands in spite of what was just said.</p><p>“Consequently,” would make the survival of the composition a result of the cutting, but the cutting is what threatened it; the copy, not the cuts, preserves it.</p><p>“In other words,” would introduce a restatement, but the sentence adds new information that runs against the previous one.</p><p>“Likewise,” would introduce a similar point, but a surviving record of the composition is the opposite of a loss.</p>",
    },
    // ───────────── Expression of Ideas: Rhetorical Synthesis ─────────────
    {
      id: "pt2-rw-m1-26",
      type: "SC",
      title: "",
      text: `<p>The student wants to explain why King Sejong had a new alphabet created. ${SYNTHESIS}</p>`,
      test: "verbal",
      domain: "expression_ideas",
      skill: "rhetorical_synthesis",
      difficulty: "easy",
      passage: {
        topic: "history_social",
        title: "",
        html: `${NOTES}<ul><li>Hangul is the alphabet used to write the Korean language.</li><li>It was created in the 1440s under King Sejong of the Joseon dynasty.</li><li>Before Hangul, Korean was written mainly with Chinese characters, which took many years to master.</li><li>Sejong wanted a script that ordinary people could learn quickly.</li><li>The shapes of some Hangul consonants reflect the position of the mouth and tongue when the sound is made.</li></ul>`,
      },
      choices: [
        {
          text: "Sejong wanted a script that ordinary people could learn quickly, since the Chinese characters then used for Korean took years to master.",
          correct: true,
        },
        { text: "Hangul, which is still used to write Korean today, was created in the 1440s under King Sejong of the Joseon dynasty." },
        { text: "The shapes of some consonants in Hangul, the alphabet used to write the Korean language, reflect how the mouth and tongue form each sound." },
        { text: "Before the 1440s, when Hangul was created, Korean was written mainly with Chinese characters rather than with an alphabet." },
      ],
      explanation:
        "<p>The best answer gives Sejong’s reason: Chinese characters took years to master, so he wanted a script ordinary people could learn quickly. That explains why he had the new alphabet created.</p><p>The sentence about consonant shapes describes how Hangul works, not why it was created.</p><p>The sentence giving the date and the king says when and under whom Hangul was created, but not why.</p><p>The sentence about writing with Chinese characters before the 1440s gives background but leaves out both the difficulty of the characters and Sejong’s goal, so it does not explain his reason.</p>",
    },
    {
      id: "pt2-rw-m1-27",
      type: "SC",
      title: "",
      text: `<p>The student wants to explain why a visitor to only one of the two museums that own the series would not see all of it. ${SYNTHESIS}</p>`,
      test: "verbal",
      domain: "expression_ideas",
      skill: "rhetorical_synthesis",
      difficulty: "hard",
      passage: {
        topic: "humanities",
        title: "",
        html: `${NOTES}<ul><li>Jacob Lawrence was an African American painter who grew up in Harlem, in New York City.</li><li>In 1940 and 1941 he painted a series of 60 panels about the Great Migration, the movement of millions of African Americans from the rural South to cities in the North.</li><li>Each panel has a caption that Lawrence wrote.</li><li>He was 23 years old when he completed the series.</li><li>In 1942 two museums acquired the series together: the Museum of Modern Art in New York and the Phillips Collection in Washington, DC.</li><li>The Phillips Collection took the odd-numbered panels, and the Museum of Modern Art took the even-numbered panels.</li></ul>`,
      },
      choices: [
        { text: "The panels, now owned by the Museum of Modern Art and the Phillips Collection, depict the movement of African Americans to Northern cities." },
        {
          text: "The Phillips Collection holds the odd-numbered panels and the Museum of Modern Art the even-numbered ones, so each has only half the series.",
          correct: true,
        },
        { text: "In 1942 Lawrence’s 60-panel series on the Great Migration was acquired jointly by two museums, one in New York and one in Washington, DC." },
        { text: "Lawrence, who grew up in Harlem, was just 23 when he finished his series of 60 captioned panels about the Great Migration." },
      ],
      explanation:
        "<p>The best answer explains the split: the Phillips Collection holds the odd-numbered panels and the Museum of Modern Art the even-numbered ones, so each has only half of the series, and a visitor to one museum sees only those panels.</p><p>The sentence about the joint acquisition in 1942 is the most tempting, since it mentions two museums, but “acquired jointly” could mean shared ownership of a series shown in one place; it never says how the panels were divided.</p><p>The sentence about Lawrence’s age and upbringing is accurate but says nothing about where the panels are now.</p><p>The sentence naming both owners and the series’ subject also stops short of saying that each museum holds only some of the panels.</p>",
    },
  ],
};

export default module;
