import type { z } from "zod";
import { barGraph, lineGraph } from "../../figures";
import type { ModuleSchema } from "../../schema";

const WIC = "<p>Which choice completes the text with the most logical and precise word or phrase?</p>";
const SEC = "<p>Which choice completes the text so that it conforms to the conventions of Standard English?</p>";
const TRANSITION = "<p>Which choice completes the text with the most logical transition?</p>";
const COMPLETE = "<p>Which choice most logically completes the text?</p>";
const NOTES = "<p>While researching a topic, a student has taken the following notes:</p>";
const SYNTHESIS = "Which choice most effectively uses relevant information from the notes to accomplish this goal?";

const module: z.input<typeof ModuleSchema> = {
  id: "pt4-rw-m2h",
  name: "Section 1, Module 2: Reading and Writing",
  test: "verbal",
  module: 2,
  variant: "harder",
  minutes: 32,
  breakAfterMinutes: 10,
  directions:
    "<p>Every question in this module is based on its own short passage or pair of passages; some passages include a table or a graph. Read each passage closely, then choose the one best answer from the four choices.</p><p>You can skip questions, mark them for review, and return to them at any time before the module’s time runs out. A 10-minute break follows this module.</p>",
  questions: [
    // ───────────── Craft and Structure: Words in Context ─────────────
    {
      id: "pt4-rw-m2h-01",
      type: "SC",
      title: "",
      text: WIC,
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "medium",
      rating: 4,
      passage: {
        topic: "science",
        title: "",
        html: "<p>Most naturalists of the early 1800s studied plants one species at a time, describing and classifying each. The Prussian explorer Alexander von Humboldt’s famous 1807 drawing of the Andean volcano Chimborazo was, by contrast, deliberately ______: in a single cross section of the mountain, it placed the names of hundreds of plants at the altitudes where they grew, alongside columns giving the temperature, air pressure, and humidity at each height, to show how climate and vegetation change together.</p>",
      },
      choices: [{ text: "selective" }, { text: "speculative" }, { text: "decorative" }, { text: "integrative", correct: true }],
      explanation:
        "<p>“Integrative” is the best answer. “By contrast” sets Humboldt’s drawing against the study of one species at a time, and the colon explains what it did instead: it brought plants, altitude, temperature, pressure, and humidity together in one picture to show how they are connected. A work that combines many parts into a whole is integrative.</p><p>“Decorative” suggests that the drawing was meant mainly to look attractive, but the colon stresses the information it combined and the connections it showed.</p><p>“Speculative” would mean the drawing was based on guesses, but it recorded measured temperatures, pressures, and the altitudes of plants.</p><p>“Selective” would mean the drawing included only a few chosen items, the opposite of a picture that gathered hundreds of plants and several kinds of measurement.</p>",
    },
    {
      id: "pt4-rw-m2h-02",
      type: "SC",
      title: "",
      text: WIC,
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "hard",
      rating: 6,
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>Most of Charles Dickens’s novels first reached readers not as books but in monthly or weekly parts, each often written only weeks before it appeared, and Dickens followed the sales of every part closely: when the early numbers of <i>Martin Chuzzlewit</i> sold poorly in 1843, he abruptly sent his hero off to America. Read today in a single bound volume, the novels can seem more ______ than they were, since their shape was often settled only as the parts came out and readers responded to them.</p>",
      },
      choices: [{ text: "fragmentary" }, { text: "commercial" }, { text: "predetermined", correct: true }, { text: "improvised" }],
      explanation:
        "<p>“Predetermined” is the best answer. The text stresses that the novels took shape as they went: each part was written shortly before it appeared, and Dickens changed course when sales were poor. A bound volume hides this history and makes a novel look as if its whole plot had been fixed in advance, so the novels can seem more predetermined than they were.</p><p>“Improvised” reverses the point: the novels really were shaped as they went, and reading them in one volume makes them seem less improvised, not more.</p><p>“Commercial” also reverses it: the text shows that sales affected the plots, and a bound volume hides that pressure rather than exaggerating it.</p><p>“Fragmentary” is tempting because the novels first came out in parts, but gathering the parts into one volume makes them seem less broken up, not more.</p>",
    },
    {
      id: "pt4-rw-m2h-03",
      type: "SC",
      title: "",
      text: WIC,
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "hard",
      rating: 6,
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>After the death of the emperor Aurangzeb in 1707, the Mughal dynasty kept its throne in Delhi for another 150 years, yet its authority over most of India soon became largely ______: the governors of provinces such as Bengal and Hyderabad ruled as independent princes, and even the British East India Company, which took over the collection of Bengal’s revenues in 1765, went on for decades striking coins in the emperor’s name.</p>",
      },
      choices: [{ text: "absolute" }, { text: "covert" }, { text: "hereditary" }, { text: "nominal", correct: true }],
      explanation:
        "<p>“Nominal” is the best answer. “Yet” sets the dynasty’s long hold on the throne against what became of its authority, and the colon gives the evidence: governors ruled as independent princes, and the Company that collected the revenues still put the emperor’s name on its coins. Authority that is acknowledged in name but not obeyed in fact is nominal.</p><p>“Hereditary” is tempting because the throne did pass within the dynasty, but that is true of the dynasty from the start and does not explain the colon’s examples of power held by others while the emperor’s name was kept.</p><p>“Absolute” reverses the point: governors acting as independent princes show that the emperor’s authority was far from unlimited.</p><p>“Covert” would mean that the emperor’s authority was exercised in secret, but the coins show it displayed openly in name while others held the real power.</p>",
    },
    {
      id: "pt4-rw-m2h-04",
      type: "SC",
      title: "",
      text: "<p>As used in the text, what does the word “expectations” most nearly mean?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "hard",
      rating: 6,
      passage: {
        topic: "literature",
        source: { author: "Guy de Maupassant", title: "The Necklace", year: 1884 },
        title: "",
        html: "<p>The following text is from an English translation of Guy de Maupassant’s 1884 short story “The Necklace.” It introduces Madame Loisel, the story’s main character.</p><p>The girl was one of those pretty and charming young creatures who sometimes are born, as if by a slip of fate, into a family of clerks. She had no dowry, no expectations, no way of being known, understood, loved, married by any rich and distinguished man; so she let herself be married to a little clerk of the Ministry of Public Instruction.</p>",
      },
      choices: [
        { text: "prospects of inheritance", correct: true },
        { text: "demands on other people" },
        { text: "hopes of happiness" },
        { text: "predictions about her future" },
      ],
      explanation:
        "<p>“Prospects of inheritance” is the best answer. The word appears in a list of what a girl of a family of clerks lacks in the marriage market: “no dowry,” “no expectations,” no way of being “married by any rich and distinguished man.” In this sense, “expectations” are the money or property a person can expect to receive in the future, such as an inheritance.</p><p>“Hopes of happiness” is tempting because the sentence ends in a disappointing marriage, but the list concerns money and social position, and the story goes on to show that she is full of longing, not without hopes.</p><p>“Demands on other people” confuses expecting something of someone with the financial sense the list requires.</p><p>“Predictions about her future” treats “expectations” as forecasts, but the narrator is listing things she does not possess, like a dowry.</p>",
    },
    // ───────────── Craft and Structure: Text Structure and Purpose ─────────────
    {
      id: "pt4-rw-m2h-05",
      type: "SC",
      title: "",
      text: "<p>Which choice best describes the function of the underlined portion in the text as a whole?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "text_structure_purpose",
      difficulty: "hard",
      rating: 6,
      passage: {
        topic: "literature",
        source: { author: "Oliver Goldsmith", title: "She Stoops to Conquer", year: 1773 },
        title: "",
        html: "<p>The following text is adapted from Oliver Goldsmith’s 1773 play <i>She Stoops to Conquer</i>. Mr. Hardcastle and his wife, Dorothy, are talking at home in the country.</p><p>HARDCASTLE: I love everything that’s old: old friends, old times, old manners, old books, old wine; and I believe, Dorothy, you’ll own I have been pretty fond of an old wife.</p><p>MRS. HARDCASTLE: Lord, Mr. Hardcastle, you’re for ever at your Dorothys and your old wifes. I’m not so old as you’d make me, by more than one good year. Add twenty to twenty, and make money of that.</p><p>HARDCASTLE: <u>Let me see; twenty added to twenty makes just fifty and seven.</u></p><p>MRS. HARDCASTLE: It’s false, Mr. Hardcastle.</p>",
      },
      choices: [
        { text: "It teases Mrs. Hardcastle by pretending to work out her sum while suggesting that she is older than she claims.", correct: true },
        { text: "It settles the couple’s disagreement by giving Mrs. Hardcastle’s true age, which she then accepts." },
        { text: "It reveals that Hardcastle, who loves old-fashioned things, has never learned to do simple arithmetic correctly." },
        { text: "It shows Hardcastle admitting that his earlier remark about his “old wife” was unkind and should be withdrawn." },
      ],
      explanation:
        "<p>The best answer is that the underlined line teases Mrs. Hardcastle by pretending to work out her sum while suggesting that she is older than she claims. She insists she is forty (“Add twenty to twenty”); Hardcastle seems to do the addition but arrives at “fifty and seven,” a mock calculation that hints at her real age. Her indignant “It’s false” shows she takes the point.</p><p>The claim that Hardcastle cannot do arithmetic reads the joke literally; the wrong answer is deliberate, a way of contradicting her claimed age.</p><p>Hardcastle does not take back his remark about an “old wife”; the line repeats the joke about her age instead.</p><p>The disagreement is not settled: Mrs. Hardcastle answers “It’s false,” so she does not accept the figure.</p>",
    },
    {
      id: "pt4-rw-m2h-06",
      type: "SC",
      title: "",
      text: "<p>Which choice best describes the overall structure of the text?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "text_structure_purpose",
      difficulty: "medium",
      rating: 4,
      passage: {
        topic: "science",
        title: "",
        html: "<p>In 1965 the chemist Stephanie Kwolek, searching for a light, strong fiber for car tires, dissolved a new kind of polymer and obtained a cloudy, watery liquid. Solutions that could be spun into fibers were normally clear and thick, and colleagues expected hers to be useless; the technician in charge of the spinning machine at first refused to run it, worried that it would clog the equipment. Kwolek persuaded him to try. The fibers that emerged were, weight for weight, several times stronger than steel, and the material, later sold as Kevlar, is now used in bulletproof vests and many other products.</p>",
      },
      choices: [
        { text: "It presents a theory about polymers, describes an experiment designed to test it, and then reports that the theory was wrong." },
        { text: "It describes a result that seemed unpromising, notes the doubts it raised, and then reports a test that revealed its value.", correct: true },
        { text: "It describes a problem with car tires and then lists the uses of several materials that solved it." },
        { text: "It compares two methods of making fibers and then explains why one of them was abandoned." },
      ],
      explanation:
        "<p>The best answer is that the text describes a result that seemed unpromising, notes the doubts it raised, and then reports a test that revealed its value. The cloudy, watery liquid looked useless, colleagues and the technician doubted it, and spinning it produced fibers stronger than steel.</p><p>Only one method of making fibers is described, and nothing is abandoned.</p><p>No theory about polymers is presented or proved wrong; the text reports a surprising material, not a failed hypothesis.</p><p>Car tires are mentioned only as the goal of Kwolek’s search; the text does not describe a problem with tires or list several materials.</p>",
    },
    // ───────────── Craft and Structure: Cross-Text Connections ─────────────
    {
      id: "pt4-rw-m2h-07",
      type: "SC",
      title: "",
      text: "<p>Based on the texts, how would Johns (Text 2) most likely respond to Eisenstein’s claim about “fixity” in Text 1?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "cross_text_connections",
      difficulty: "hard",
      rating: 6,
      passage: {
        topic: "history_social",
        title: "",
        html: "<p><b>Text 1</b></p><p>In <i>The Printing Press as an Agent of Change</i> (1979), the historian Elizabeth Eisenstein argued that the press transformed European learning largely through what she called “fixity.” Because a press turned out hundreds of identical copies, a text could no longer drift through the errors of successive hand copyists, and scholars in different cities could refer to the same page and build on one another’s corrections.</p><p><b>Text 2</b></p><p>In <i>The Nature of the Book</i> (1998), the historian Adrian Johns pointed out that early printed books were often anything but reliable. Pirated editions, careless typesetting, and unauthorized changes were common, and readers in the 1600s frequently distrusted what they read in print. The trust that later readers placed in printed texts, Johns argued, had to be built up through the practices of printers, booksellers, and learned societies that vouched for particular editions.</p>",
      },
      choices: [
        { text: "He would argue that the press had little lasting effect on European learning, since early printed books were unreliable." },
        {
          text: "He would argue that fixity was not a direct product of the press itself but depended on practices that made printed texts trustworthy.",
          correct: true,
        },
        { text: "He would argue that hand-copied manuscripts remained more accurate than printed books throughout the 1600s." },
        { text: "He would agree that fixity followed from the press but add that it was first achieved by pirated editions." },
      ],
      explanation:
        "<p>The best answer is that Johns would argue that fixity was not a direct product of the press itself but depended on practices that made printed texts trustworthy. Eisenstein attributes fixity to the technology (identical copies); Johns shows that early printed books were often unreliable and that trust in print “had to be built up” by printers, booksellers, and learned societies.</p><p>The claim that the press had little lasting effect goes too far: Johns questions how the reliability of print came about, not whether print mattered; he even describes the trust that “later readers” placed in printed texts.</p><p>Johns does not agree that fixity followed from the press, and pirated editions are his examples of unreliability, not of fixity.</p><p>Text 2 never compares printed books with manuscripts, so nothing supports the claim that manuscripts remained more accurate.</p>",
    },
    {
      id: "pt4-rw-m2h-08",
      type: "SC",
      title: "",
      text: "<p>Based on the texts, how would Mosteller and Wallace (Text 2) most likely respond to the conclusion in the last sentence of Text 1?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "cross_text_connections",
      difficulty: "hard",
      rating: 6,
      passage: {
        topic: "humanities",
        title: "",
        html: "<p><b>Text 1</b></p><p>The eighty-five essays of <i>The Federalist</i>, written in 1787 and 1788 to urge ratification of the newly drafted federal Constitution, were published under a single pen name, “Publius.” Alexander Hamilton and James Madison later left conflicting lists of who had written what, and both claimed twelve of the essays. Because the two men wrote in similar styles on the same subjects, and no drafts of the disputed essays survive, many historians concluded that the question could not be settled unless new documents came to light.</p><p><b>Text 2</b></p><p>In 1964 the statisticians Frederick Mosteller and David Wallace counted how often certain ordinary words appeared in essays known to be by Hamilton and in essays known to be by Madison. Some small words separated the two reliably: Hamilton wrote “while” where Madison wrote “whilst,” and Hamilton used “upon” far more often. Measured this way, each of the twelve disputed essays strongly resembled Madison’s known writing.</p>",
      },
      choices: [
        { text: "They would claim that Madison’s list of his essays is more trustworthy than Hamilton’s because Madison made his list later." },
        { text: "They would agree that the two men’s styles are too similar to be told apart and that new documents are needed." },
        { text: "They would argue that the disputed essays were probably written jointly, since they contain words typical of both authors." },
        {
          text: "They would argue that the question can be answered from evidence already available, namely patterns in the essays’ own wording.",
          correct: true,
        },
      ],
      explanation:
        "<p>The best answer is that Mosteller and Wallace would argue that the question can be answered from evidence already available, namely patterns in the essays’ own wording. Text 1 concludes that nothing short of new documents could settle the question; Text 2 shows that counts of ordinary words in the existing essays separate the two authors and point to Madison for all twelve disputed essays.</p><p>Agreeing that the styles cannot be told apart is the opposite of Text 2, which finds small words that “separated the two reliably.”</p><p>Text 2 does not describe the disputed essays as a mixture of both men’s habits; each one “strongly resembled Madison’s known writing.”</p><p>Text 2 does not weigh the two men’s lists against each other or say when either was made; its evidence comes from the essays’ wording, not from the lists.</p>",
    },
    // ───────────── Information and Ideas: Central Ideas and Details ─────────────
    {
      id: "pt4-rw-m2h-09",
      type: "SC",
      title: "",
      text: "<p>Which choice best states the main idea of the text?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "central_ideas_details",
      difficulty: "medium",
      rating: 4,
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>In 1770 Wolfgang von Kempelen, an official at the court of the Austrian empress Maria Theresa, unveiled a life-size figure in Turkish robes seated at a wooden cabinet with a chessboard on top. Before each game, he opened the cabinet’s doors to show a dense mass of gears, and the figure then played, and usually beat, human challengers. For more than eighty years the “Mechanical Turk” was shown, on and off, in Europe and the United States, and many spectators took it as proof that a machine could reason. In fact, a strong chess player hidden inside the cabinet moved the figure’s arm; the gears were arranged so that he could shift out of view as each door was opened.</p>",
      },
      choices: [
        { text: "Spectators in the 1700s and 1800s were easily fooled by the Turk because they knew far too little about how machines worked to doubt it." },
        { text: "The Mechanical Turk was shown for more than eighty years because it nearly always beat the human players it faced." },
        { text: "A famous chess-playing machine that seemed to reason for itself was actually a clever illusion worked by a hidden person.", correct: true },
        { text: "Kempelen built the Mechanical Turk mainly to entertain the empress and her court in Vienna." },
      ],
      explanation:
        "<p>The best answer is that a famous chess-playing machine that seemed to reason for itself was actually a clever illusion worked by a hidden person. The text describes the Turk, its show of gears, its success, and the belief that a machine could reason, and then reveals that a hidden chess player moved the figure.</p><p>The text says Kempelen was an official at the empress’s court but never says why he built the machine.</p><p>The text says the Turk “usually” beat challengers and was shown for eighty years, but it does not link the two as cause and effect, and this detail is not the text’s main point.</p><p>The text never says that spectators knew too little about machines; it explains how the illusion was designed to fool them.</p>",
    },
    {
      id: "pt4-rw-m2h-10",
      type: "SC",
      title: "",
      text: "<p>Based on the text, how does the narration present the relationship between the family and the natural world?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "central_ideas_details",
      difficulty: "hard",
      rating: 6,
      passage: {
        topic: "literature",
        source: { author: "Katherine Mansfield", title: "The Garden Party", year: 1922 },
        title: "",
        html: "<p>The following text is from Katherine Mansfield’s 1922 short story “The Garden Party.” The Sheridans, a wealthy family, are preparing for a party in their garden.</p><p>And after all the weather was ideal. They could not have had a more perfect day for a garden-party if they had ordered it. Windless, warm, the sky without a cloud. Only the blue was veiled with a haze of light gold, as it is sometimes in early summer. The gardener had been up since dawn, mowing the lawns and sweeping them, until the grass and the dark flat rosettes where the daisy plants had been seemed to shine. As for the roses, you could not help feeling they understood that roses are the only flowers that impress people at garden-parties; the only flowers that everybody is certain of knowing.</p>",
      },
      choices: [
        { text: "Nature is shown as more beautiful than anything the family could buy or arrange for itself." },
        { text: "Nature is shown as a threat to the party that the gardener must struggle all night to hold back." },
        { text: "Nature is presented as if it, like the family’s servants, were arranged to serve the family’s social occasion.", correct: true },
        { text: "Nature is presented as indifferent to the family and its plans, going on in its own way whether or not anyone holds a party in the garden." },
      ],
      explanation:
        "<p>The best answer is that nature is presented as if it, like the family’s servants, were arranged to serve the family’s social occasion. The weather is so good that the family could not have done better “if they had ordered it,” the gardener has worked since dawn to make the lawns shine, and the roses seem to “understand” that their job is to impress the guests.</p><p>Nothing in the text threatens the party; the weather is “ideal,” and the gardener’s work is preparation, not a struggle against nature.</p><p>The text does not set nature above what money can buy; on the contrary, it imagines the weather as something that could be “ordered,” like a purchase.</p><p>The roses seeming to “understand” what impresses guests is the opposite of indifference; the narration pictures nature as attentive to the party.</p>",
    },
    // ───────────── Information and Ideas: Command of Evidence ─────────────
    {
      id: "pt4-rw-m2h-11",
      type: "SC",
      title: "",
      text: "<p>Which quotation from the poem most effectively illustrates the claim?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "command_of_evidence_textual",
      difficulty: "hard",
      rating: 6,
      passage: {
        topic: "literature",
        source: { author: "Edward FitzGerald", title: "Rubáiyát of Omar Khayyám", year: 1889 },
        title: "",
        html: "<p><i>Rubáiyát of Omar Khayyám</i> is Edward FitzGerald’s English version of quatrains attributed to the Persian poet and astronomer Omar Khayyám; its fifth edition appeared in 1889. In the poem, the speaker argues that worrying about either the past or the future is pointless when the present moment is pleasant.</p>",
      },
      choices: [
        { text: "“The Moving Finger writes; and, having writ, / Moves on: nor all thy Piety nor Wit / Shall lure it back to cancel half a Line”" },
        {
          text: "“Come, fill the Cup, and in the fire of Spring / Your Winter-garment of Repentance fling: / The Bird of Time has but a little way / To flutter”",
        },
        { text: "“Unborn To-morrow, and dead Yesterday, / Why fret about them if To-day be sweet!”", correct: true },
        { text: "“A Book of Verses underneath the Bough, / A Jug of Wine, a Loaf of Bread—and Thou / Beside me singing in the Wilderness”" },
      ],
      explanation:
        "<p>The best answer is “Unborn To-morrow, and dead Yesterday, / Why fret about them if To-day be sweet!” It names both the future (“Unborn To-morrow”) and the past (“dead Yesterday”), calls worrying about them pointless (“Why fret”), and ties that to the present being pleasant (“if To-day be sweet”), which matches every part of the claim.</p><p>The “Moving Finger” lines say that what is done cannot be undone, which concerns only the past; they do not mention the future or a pleasant present.</p><p>The lines about the “Bird of Time” urge enjoying the present because time is short, but they say nothing about worrying over the past and the future.</p><p>The “Book of Verses” lines picture a pleasant present, but they say nothing about the past or the future.</p>",
    },
    {
      id: "pt4-rw-m2h-12",
      type: "SC",
      title: "",
      text: "<p>Which choice most effectively uses data from the graph to support the student’s conclusion?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "command_of_evidence_quantitative",
      difficulty: "medium",
      rating: 4,
      passage: {
        topic: "science",
        title: "",
        html: `${lineGraph({
          id: "pt4-rw-m2h-12-feeders",
          title: "Average Bird Visits per Hour at Two Feeders over Eight Weeks",
          desc: "Line graph with two lines. The horizontal axis shows weeks 1 through 8. The vertical axis shows the average number of bird visits per hour, from 0 to 20. Feeder A: 6, 5, 7, 6, 13, 15, 16, and 15 visits per hour in weeks 1 through 8. Feeder B: 16, 17, 15, 16, 17, 16, 15, and 16 visits per hour in the same weeks.",
          width: 440,
          height: 320,
          x: { label: "Week", min: 1, max: 8, step: 1 },
          y: { label: "Bird visits per hour", min: 0, max: 20, step: 2, labelEvery: 2 },
          series: [
            {
              name: "Feeder A",
              points: [
                [1, 6],
                [2, 5],
                [3, 7],
                [4, 6],
                [5, 13],
                [6, 15],
                [7, 16],
                [8, 15],
              ],
            },
            {
              name: "Feeder B",
              dashed: true,
              points: [
                [1, 16],
                [2, 17],
                [3, 15],
                [4, 16],
                [5, 17],
                [6, 16],
                [7, 15],
                [8, 16],
              ],
            },
          ],
        })}<p>A student filled two identical bird feeders with the same seed. Feeder B hung beside a row of shrubs for all eight weeks; Feeder A hung in the middle of an open lawn for the first four weeks and was then moved beside the shrubs. The student concluded that the move made Feeder A far more attractive to birds, since small birds prefer to feed near cover where they can hide from hawks.</p>`,
      },
      choices: [
        {
          text: "Feeder B received about 15 to 17 visits per hour in every week, more than Feeder A received in any of the first four weeks, when it still hung in the open lawn.",
        },
        {
          text: "Feeder A’s visits rose from about 5 to 7 per hour before the move to about 13 to 16 after it, while Feeder B’s stayed near 16 throughout.",
          correct: true,
        },
        { text: "In weeks 1 through 4, Feeder A received fewer visits per hour than Feeder B did." },
        { text: "Feeder A received about 15 visits per hour in week 8, about the same as Feeder B received that week." },
      ],
      explanation:
        "<p>The best answer is that Feeder A’s visits rose from about 5 to 7 per hour before the move to about 13 to 16 after it, while Feeder B’s stayed near 16 throughout. The jump at Feeder A coincides with its move, and the steady numbers at Feeder B show that birds in general did not simply become more active in weeks 5 to 8.</p><p>The figures for Feeder B are accurate, but on their own they describe only the feeder that was never moved.</p><p>Week 8 alone shows that the two feeders ended up similar but not that Feeder A changed after the move.</p><p>The comparison for weeks 1 through 4 is accurate, but it covers only the weeks before the move, so it cannot show what the move did.</p>",
    },
    {
      id: "pt4-rw-m2h-13",
      type: "SC",
      title: "",
      text: "<p>Which choice best describes data from the graph that support the researchers’ claim?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "command_of_evidence_quantitative",
      difficulty: "hard",
      rating: 5,
      passage: {
        topic: "science",
        title: "",
        html: `${barGraph({
          id: "pt4-rw-m2h-13-flowers",
          title: "Bee Visits per Hour to Artificial Flowers of Three Colors, in Sun and in Shade",
          desc: "Bar graph with two bars for each of three flower colors, one for flowers in sun and one for flowers in shade. The vertical axis shows bee visits per hour, from 0 to 50. Blue flowers: 42 visits in sun and 38 in shade. Yellow flowers: 35 in sun and 14 in shade. White flowers: 30 in sun and 16 in shade.",
          width: 440,
          height: 320,
          xLabel: "Flower color",
          y: { label: "Bee visits per hour", min: 0, max: 50, step: 10 },
          series: ["In sun", "In shade"],
          bars: [
            { label: "Blue", values: [42, 38] },
            { label: "Yellow", values: [35, 14] },
            { label: "White", values: [30, 16] },
          ],
        })}<p>A team of student researchers set out artificial flowers of three colors, each holding the same sugar solution, in a sunny meadow and in the shade of nearby trees, and counted the visits of bumblebees. Because light in shade is dimmer and differs in color, the researchers claim that shade made flowers of some colors much harder for the bees to notice than flowers of others.</p>`,
      },
      choices: [
        { text: "Shade cut visits to yellow flowers from 35 to 14 and to white flowers from 30 to 16, but to blue flowers only from 42 to 38.", correct: true },
        { text: "Blue flowers received more visits than yellow or white flowers did, both in sun and in shade." },
        { text: "In sun, flowers of every color received at least 30 visits per hour, and in shade all three colors received fewer." },
        { text: "In shade, yellow flowers received 14 visits per hour, fewer than any other group of flowers in the study." },
      ],
      explanation:
        "<p>The best answer is that shade cut visits to yellow flowers from 35 to 14 and to white flowers from 30 to 16, but to blue flowers only from 42 to 38. The claim is that shade affected some colors much more than others; these figures show large drops for yellow and white and only a small one for blue.</p><p>The statement that blue flowers received the most visits in both settings is accurate, but it compares colors within each setting rather than showing how much shade changed each color’s visits.</p><p>The figure of 14 visits for yellow flowers in shade is accurate, but without the sunny figures for comparison it cannot show that shade affected yellow flowers more than blue ones.</p><p>The statement that shade lowered visits for all three colors is accurate, but it suggests a similar effect on every color, not the uneven effect the researchers claim.</p>",
    },
    // ───────────── Information and Ideas: Inferences ─────────────
    {
      id: "pt4-rw-m2h-14",
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
        html: "<p>In 1912 fragments of a skull and jaw found in a gravel pit at Piltdown, England, were announced as the remains of an early human ancestor: the braincase was large and humanlike, while the jaw was apelike. Many British experts of the day believed that a large brain had evolved before other human features, so the find matched their expectations. But fossils found in Africa and Asia over the following decades showed the reverse pattern, humanlike teeth and jaws with small brains, and the Piltdown remains fit less and less well with them. When chemical tests in 1953 proved the bones were a forgery, a human skull combined with an orangutan’s jaw, the result suggested that the find had been accepted for so long partly because ______</p>",
      },
      choices: [
        { text: "the chemical tests that eventually exposed the forgery had not yet been invented when the bones were first examined in 1912." },
        { text: "an orangutan’s jaw cannot be told apart from the jaw of an early human ancestor without chemical tests." },
        { text: "experts in Africa and Asia had been unable to examine the Piltdown remains for themselves before 1953." },
        { text: "it seemed to confirm what many of the experts who first studied it already believed about human evolution.", correct: true },
      ],
      explanation:
        "<p>The best answer is that the find was accepted partly because it seemed to confirm what many of the experts who first studied it already believed about human evolution. The text says the combination of a large brain and an apelike jaw “matched their expectations,” and that it kept its place even as other fossils fit it “less and less well,” which suggests that expectation, not evidence, sustained it.</p><p>It is true that the forgery was exposed by chemical tests in 1953, but the text stresses that the find clashed with new fossils for decades before then; the lack of tests does not explain why experts overlooked that growing conflict, which is what the text points to.</p><p>The text never says who could or could not examine the remains, so nothing supports a claim about access.</p><p>The text does not say that the jaws are indistinguishable without chemical tests; it reports only that the tests proved the forgery.</p>",
    },
    {
      id: "pt4-rw-m2h-15",
      type: "SC",
      title: "",
      text: COMPLETE,
      test: "verbal",
      domain: "information_ideas",
      skill: "inferences",
      difficulty: "hard",
      rating: 6,
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>In 1662 John Graunt, a London shopkeeper, published an analysis of the city’s weekly “bills of mortality,” which listed burials by cause of death. The causes were reported by “searchers,” elderly women with no medical training who viewed each body and named what had killed the person. Graunt doubted many of their diagnoses, noting, for instance, that deaths they listed under one vague heading probably hid several different diseases. Yet he still used the bills to trace how plague deaths rose and fell from week to week, reasoning that a searcher might easily misname a cause of death but could hardly fail to record that a burial had taken place. Graunt’s reasoning suggests that he regarded ______</p>",
      },
      choices: [
        { text: "the bills’ weekly totals of burials as more trustworthy than their division of those burials by cause.", correct: true },
        { text: "trained physicians as the only people who should be allowed to record deaths in the city." },
        { text: "the searchers’ diagnoses of plague as more accurate than their diagnoses of any other disease." },
        { text: "the bills of mortality as far too unreliable to show anything at all about how the plague spread through London from week to week." },
      ],
      explanation:
        "<p>The best answer is that Graunt regarded the bills’ weekly totals of burials as more trustworthy than their division of those burials by cause. He doubted the searchers’ diagnoses, yet he trusted that they could “hardly fail to record that a burial had taken place,” so he relied on the counts while discounting the causes; a sharp rise in total burials in plague weeks could reveal the plague even where individual causes were misnamed.</p><p>Nothing suggests he trusted the searchers’ diagnoses of plague more than other diagnoses; his reasoning rests on counting burials, not on any diagnosis being accurate.</p><p>He did use the bills to trace the plague, so he did not consider them useless; he doubted only part of what they recorded.</p><p>The text never says that Graunt wanted physicians to record deaths; he criticized the diagnoses but worked with the bills as they were.</p>",
    },
    // ───────────── Standard English Conventions: Boundaries ─────────────
    {
      id: "pt4-rw-m2h-16",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "boundaries",
      difficulty: "medium",
      rating: 4,
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>Sor Juana Inés de la Cruz, a nun in seventeenth-century colonial Mexico who wrote poetry, plays, and essays and kept one of the largest private libraries in the ______ defended the right of women to study in a long letter of 1691, her famous reply to a bishop who had urged her to give up secular learning.</p>",
      },
      choices: [{ text: "Americas:" }, { text: "Americas,", correct: true }, { text: "Americas" }, { text: "Americas;" }],
      explanation:
        "<p>“Americas,” is the best answer. The long phrase “a nun in seventeenth-century colonial Mexico who … kept one of the largest private libraries in the Americas” describes Sor Juana Inés de la Cruz and opens with a comma after her name, so a comma must close it before the verb “defended.”</p><p>“Americas” with no punctuation leaves the description unclosed, so the subject is never clearly separated from the verb.</p><p>“Americas;” uses a semicolon, which would cut the subject off from its verb; the words before it are not an independent clause.</p><p>“Americas:” uses a colon, which cannot come between a subject and its verb.</p>",
    },
    {
      id: "pt4-rw-m2h-17",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "boundaries",
      difficulty: "hard",
      rating: 6,
      passage: {
        topic: "science",
        title: "",
        html: "<p>The woodcuts in <i>De humani corporis fabrica</i>, the 1543 book in which Andreas Vesalius, a twenty-eight-year-old professor of anatomy at the University of Padua, corrected many errors of the ancient physician ______ were drawn from bodies that Vesalius had dissected with his own hands, at a time when most professors read aloud from Galen while an assistant did the cutting.</p>",
      },
      choices: [{ text: "Galen,", correct: true }, { text: "Galen;" }, { text: "Galen—" }, { text: "Galen" }],
      explanation:
        "<p>“Galen,” is the best answer. The subject of the sentence is “The woodcuts,” and its verb is “were drawn.” Between them, the long phrase “the 1543 book in which … Galen” describes the book and is opened by a comma after its title, so a comma must close it. The phrase “a twenty-eight-year-old professor of anatomy at the University of Padua” is a second description inside the first, and it is already closed by its own comma after “Padua.”</p><p>“Galen” with no punctuation is tempting because no punctuation belongs between a subject and its verb, but here the phrase that opened with a comma must be closed, and without the comma the sentence reads as if Galen’s errors “were drawn from bodies.”</p><p>“Galen—” closes with a dash a phrase that opened with a comma; the marks around an interrupting phrase must match.</p><p>“Galen;” uses a semicolon, which would cut the subject “The woodcuts” off from its verb “were drawn.”</p>",
    },
    {
      id: "pt4-rw-m2h-18",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "boundaries",
      difficulty: "hard",
      rating: 5,
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>The Phoenicians, seafaring traders from cities on the coast of present-day Lebanon, founded settlements around the Mediterranean early in the first millennium BCE, among them Carthage, in what is now Tunisia; Gadir, on the site of the modern Spanish port of ______ and Motya, a small island off the western coast of Sicily.</p>",
      },
      choices: [{ text: "Cádiz," }, { text: "Cádiz:" }, { text: "Cádiz;", correct: true }, { text: "Cádiz" }],
      explanation:
        "<p>“Cádiz;” is the best answer. The sentence ends with a list of three settlements, and each item contains a comma of its own (“Carthage, in what is now Tunisia”). When items in a list contain commas, semicolons separate the items, as the semicolon after “Tunisia” already does; a semicolon is therefore needed after “Cádiz” to end the second item before “and Motya.”</p><p>“Cádiz,” is tempting because commas usually separate items in a list, but here it would make “Gadir, on the site of the modern Spanish port of Cádiz, and Motya” read as one item, blurring where the second settlement ends.</p><p>“Cádiz:” uses a colon, which introduces an explanation or a list; it cannot separate two items within a list.</p><p>“Cádiz” with no punctuation runs the second and third items together.</p>",
    },
    {
      id: "pt4-rw-m2h-19",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "boundaries",
      difficulty: "hard",
      rating: 6,
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>The <i>Hamzanama</i>, an illustrated story of the adventures of the hero Amir Hamza commissioned by the Mughal emperor Akbar in the 1560s, once contained some 1,400 paintings. Its pages—each about seventy centimeters tall and painted on cotton cloth rather than paper, so that it could be held up before the emperor while a storyteller recited the ______ took a workshop of more than a hundred artists about fifteen years to complete.</p>",
      },
      choices: [{ text: "tale—", correct: true }, { text: "tale;" }, { text: "tale," }, { text: "tale" }],
      explanation:
        "<p>“Tale—” is the best answer. The long description of the pages (“each about seventy centimeters tall … while a storyteller recited the tale”) opens with a dash after “Its pages,” so a matching dash must close it before the verb “took.” The commas inside the description belong to it and do not end it.</p><p>“Tale,” closes the description with a comma although it opened with a dash; it is tempting because the description already contains commas, but the marks that open and close an interruption must match.</p><p>“Tale;” uses a semicolon, which would cut the subject “Its pages” off from its verb “took.”</p><p>“Tale” with no punctuation leaves the interruption open, so the sentence reads as if the storyteller recited the tale that took fifteen years.</p>",
    },
    // ───────────── Standard English Conventions: Form, Structure, and Sense ─────────────
    {
      id: "pt4-rw-m2h-20",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "form_structure_sense",
      difficulty: "medium",
      rating: 4,
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>In the <i>Muqaddimah</i>, completed in 1377, the North African historian Ibn Khaldun argued that dynasties rise on the strong group loyalty of their founders, who are hardened by a simple, demanding way of life. Over a few generations, he wrote, that loyalty weakens as later rulers, softened by the comforts of city life and surrounded by hired soldiers and courtiers, ______ the bonds that once held the group together.</p>",
      },
      choices: [{ text: "is losing" }, { text: "loses" }, { text: "has lost" }, { text: "lose", correct: true }],
      explanation:
        "<p>“Lose” is the best answer. The subject of the verb is the plural noun “rulers”; the phrases “softened by the comforts of city life” and “surrounded by hired soldiers and courtiers” come between the subject and the verb but do not change it. A plural subject takes the plural verb “lose,” and the present tense matches “weakens.”</p><p>“Loses” is singular; it may seem to agree with “loyalty” or “life,” but neither is the subject of this verb.</p><p>“Has lost” is singular and does not agree with “rulers.”</p><p>“Is losing” is singular as well and does not agree with the plural subject.</p>",
    },
    {
      id: "pt4-rw-m2h-21",
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
        html: "<p>In 1977 scientists diving in the submersible <i>Alvin</i> near the Galápagos Islands found the first known communities of animals living around hydrothermal vents, openings in the seafloor that release hot, mineral-laden water. Among the creatures crowded around the vents, in water that no sunlight had ever reached, ______ giant tube worms, which have neither a mouth nor a gut and depend on bacteria living inside their bodies to make food from chemicals in the vent water.</p>",
      },
      choices: [{ text: "was" }, { text: "has been" }, { text: "were", correct: true }, { text: "is" }],
      explanation:
        "<p>“Were” is the best answer. The sentence is inverted: the prepositional phrase “Among the creatures crowded around the vents, in water that no sunlight had ever reached” comes first, and the subject comes after the verb. That subject is the plural noun “worms” (“giant tube worms”), so the verb must be plural, and the past tense fits a discovery made in 1977.</p><p>“Was” is singular; it may seem to agree with the nearby “sunlight” or with “water,” but neither is the subject, and the subject “worms” follows the blank.</p><p>“Is” is singular and in the present tense, so it agrees neither with “worms” nor with the past-tense account of the 1977 dives.</p><p>“Has been” is singular as well and does not agree with the plural subject.</p>",
    },
    {
      id: "pt4-rw-m2h-22",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "form_structure_sense",
      difficulty: "hard",
      rating: 6,
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>At a spring festival in the year 353, the calligrapher Wang Xizhi and some forty friends gathered at the Orchid Pavilion, near present-day Shaoxing in eastern China, to drink wine and write poems. Written on the spot to introduce the poems composed that day, ______</p>",
      },
      choices: [
        { text: "the Tang emperor Taizong admired Wang Xizhi’s preface so greatly that, according to tradition, he had the original buried with him." },
        { text: "the copies that survive of Wang Xizhi’s preface are among the most admired works of Chinese calligraphy, since the original is lost." },
        { text: "Wang Xizhi produced a preface that is among the most admired works of Chinese calligraphy, though it survives only in copies." },
        { text: "Wang Xizhi’s preface is among the most admired works of Chinese calligraphy, though it survives only in copies.", correct: true },
      ],
      explanation:
        "<p>“Wang Xizhi’s preface is among the most admired works of Chinese calligraphy, though it survives only in copies” is the best answer. The sentence opens with the modifier “Written on the spot to introduce the poems composed that day,” which must be followed by the thing that was written: the preface. Here the subject is “preface”; “Wang Xizhi’s” only tells whose preface it is.</p><p>The sentence beginning “Wang Xizhi produced” makes Wang Xizhi the subject, so it says that he was written on the spot to introduce the poems. It is tempting because he was the writer, but the modifier describes what was written, not who wrote it.</p><p>The sentence beginning “the copies that survive” makes the copies the thing written on the spot, but the copies were made centuries later by other hands.</p><p>The sentence beginning “the Tang emperor Taizong” makes the emperor the thing written on the spot to introduce the poems, which is illogical.</p>",
    },
    // ───────────── Expression of Ideas: Transitions ─────────────
    {
      id: "pt4-rw-m2h-23",
      type: "SC",
      title: "",
      text: TRANSITION,
      test: "verbal",
      domain: "expression_ideas",
      skill: "transitions",
      difficulty: "medium",
      rating: 3,
      passage: {
        topic: "science",
        title: "",
        html: "<p>In his 1665 book <i>Micrographia</i>, the English scientist Robert Hooke described a thin slice of cork seen through a microscope and named its tiny boxlike compartments “cells,” a word that is now basic to biology. ______ what Hooke saw were only the empty walls left behind by plant cells that had died; nearly two centuries passed before scientists recognized the living cell as the basic unit of all plants and animals.</p>",
      },
      choices: [{ text: "For instance," }, { text: "Therefore," }, { text: "Likewise," }, { text: "However,", correct: true }],
      explanation:
        "<p>“However,” is the best answer. The first sentence credits Hooke with naming the cell, a word now basic to biology; the second qualifies that credit: he saw only empty walls of dead cells, and the cell’s true importance was recognized much later. “However” signals this contrast.</p><p>“Therefore,” would make the emptiness of the walls a result of Hooke naming them, which is illogical.</p><p>“Likewise,” would present the second sentence as similar to the first, but it limits what the first says.</p><p>“For instance,” would make the empty walls an example of the word becoming basic to biology, which they are not.</p>",
    },
    {
      id: "pt4-rw-m2h-24",
      type: "SC",
      title: "",
      text: TRANSITION,
      test: "verbal",
      domain: "expression_ideas",
      skill: "transitions",
      difficulty: "hard",
      rating: 5,
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>In 1966 the economists William Baumol and William Bowen observed that a string quartet written in the 1790s still needs four players and about as much time to perform as it did then, whereas the labor needed to make a shirt or a clock had fallen many times over. Yet musicians, like other workers, must be paid wages that keep pace with those in the rest of the economy, or they will leave for other work. ______ the cost of staging a concert tends to rise faster, decade after decade, than the cost of most manufactured goods, even though concerts have grown no more lavish.</p>",
      },
      choices: [{ text: "Thus,", correct: true }, { text: "Nevertheless," }, { text: "In contrast," }, { text: "For example," }],
      explanation:
        "<p>“Thus,” is the best answer. The first two sentences give two premises: performing music takes as much work as ever, while making goods takes far less, and musicians’ wages must still rise with everyone else’s. The last sentence states what follows from both: concerts grow more expensive faster than goods do. “Thus” introduces that conclusion.</p><p>“Nevertheless,” is tempting because “Yet” and “even though” give the passage a feeling of contrast, but rising costs do not go against the premises before them; they are what those premises lead to.</p><p>“In contrast,” would set the rising cost of concerts against the sentence before it, but rising wages and rising costs go together rather than differ.</p><p>“For example,” would present the rising cost of concerts as an instance of the wage rule in the sentence before it, but it is a consequence of that rule, not an example of it.</p>",
    },
    // ───────────── Expression of Ideas: Rhetorical Synthesis ─────────────
    {
      id: "pt4-rw-m2h-25",
      type: "SC",
      title: "",
      text: `<p>The student wants to explain what made Behzad’s paintings different from earlier Persian painting. ${SYNTHESIS}</p>`,
      test: "verbal",
      domain: "expression_ideas",
      skill: "rhetorical_synthesis",
      difficulty: "medium",
      rating: 4,
      passage: {
        topic: "humanities",
        title: "",
        html: `${NOTES}<ul><li>Kamal ud-Din Behzad (about 1450–1535) was a Persian painter of book illustrations.</li><li>He worked in Herat, in what is now Afghanistan, and later in Tabriz.</li><li>Earlier Persian painters often repeated standard figures in standard poses.</li><li>Behzad filled his scenes with individual people busy at everyday tasks, such as builders carrying bricks and laborers mixing mortar.</li><li>He directed the royal library workshop in Tabriz from 1522.</li></ul>`,
      },
      choices: [
        { text: "Earlier Persian painters often repeated standard figures in standard poses, a practice common in the book illustrations of the time." },
        {
          text: "Whereas earlier Persian painters often repeated standard figures, Behzad filled his scenes with individuals busy at everyday tasks.",
          correct: true,
        },
        { text: "Behzad, a Persian painter who lived from about 1450 to 1535, worked in Herat and later directed the royal library workshop in Tabriz." },
        { text: "Behzad illustrated books in Herat, in what is now Afghanistan, showing scenes such as builders carrying bricks." },
      ],
      explanation:
        "<p>The best answer explains the difference: earlier painters repeated standard figures, while Behzad filled his scenes with individual people busy at everyday tasks.</p><p>The sentence about his life and his post in Tabriz gives biographical facts but does not say how his painting differed.</p><p>The sentence about his work in Herat mentions builders carrying bricks but does not compare his scenes with earlier painting.</p><p>The sentence about earlier painters describes only the older practice and never mentions Behzad.</p>",
    },
    {
      id: "pt4-rw-m2h-26",
      type: "SC",
      title: "",
      text: `<p>The student wants to contrast the Iwakura Mission’s original goal with what it accomplished. ${SYNTHESIS}</p>`,
      test: "verbal",
      domain: "expression_ideas",
      skill: "rhetorical_synthesis",
      difficulty: "medium",
      rating: 4,
      passage: {
        topic: "history_social",
        title: "",
        html: `${NOTES}<ul><li>The Iwakura Mission was a Japanese diplomatic journey to the United States and Europe from 1871 to 1873.</li><li>It was led by Iwakura Tomomi and included government leaders and about fifty students.</li><li>Its original goal was to revise the unequal treaties that Western powers had imposed on Japan.</li><li>No Western government agreed to revise the treaties.</li><li>The mission’s members carefully studied Western factories, schools, and governments, and their reports shaped Japan’s modernization.</li></ul>`,
      },
      choices: [
        {
          text: "Though it failed to revise Japan’s unequal treaties, its original goal, the mission brought back studies of the West that shaped Japan’s modernization.",
          correct: true,
        },
        { text: "The mission’s members studied Western factories, schools, and governments, and their reports shaped Japan’s modernization." },
        { text: "Led by Iwakura Tomomi, the mission set out to revise the unequal treaties that Western powers had imposed on Japan." },
        {
          text: "From 1871 to 1873 the Iwakura Mission, which included government leaders and about fifty students, traveled to the United States and Europe.",
        },
      ],
      explanation:
        "<p>The best answer contrasts the original goal with the result: the mission failed to revise the unequal treaties, but its studies of the West shaped Japan’s modernization.</p><p>The sentence about the mission’s members and dates says who traveled and when but gives neither the goal nor the result.</p><p>The sentence about the original goal states what the mission set out to do but not what it actually accomplished.</p><p>The sentence about the members’ studies gives the accomplishment but not the original goal, so there is no contrast.</p>",
    },
    {
      id: "pt4-rw-m2h-27",
      type: "SC",
      title: "",
      text: `<p>The student wants to explain why Bakelite was well suited to electrical equipment. ${SYNTHESIS}</p>`,
      test: "verbal",
      domain: "expression_ideas",
      skill: "rhetorical_synthesis",
      difficulty: "medium",
      rating: 4,
      passage: {
        topic: "science",
        title: "",
        html: `${NOTES}<ul><li>The Belgian American chemist Leo Baekeland patented Bakelite in 1907.</li><li>It was the first plastic made entirely from synthetic materials.</li><li>Once molded and hardened, it does not soften when heated again.</li><li>It does not conduct electricity.</li><li>It was used for radio cases, telephones, and electrical plugs and switches.</li></ul>`,
      },
      choices: [
        { text: "Bakelite, the first fully synthetic plastic, was used to make many familiar objects, including radio cases and telephones." },
        {
          text: "Bakelite, which the Belgian American chemist Leo Baekeland patented in 1907, was the first plastic ever to be made entirely from synthetic materials.",
        },
        { text: "Once Bakelite has been molded and hardened, it does not soften when it is heated again, unlike many other materials." },
        {
          text: "Because it neither conducts electricity nor softens when heated again, Bakelite was well suited to plugs, switches, and similar equipment.",
          correct: true,
        },
      ],
      explanation:
        "<p>The best answer explains why Bakelite suited electrical equipment: it does not conduct electricity and does not soften when heated, so it was safe to use in plugs and switches.</p><p>The sentence about Baekeland’s patent states a historical first but not why the material suited electrical uses.</p><p>The sentence about radio cases and telephones lists uses but gives no reason the material suited them.</p><p>The sentence about not softening gives one property but leaves out electricity, so it does not explain the link to electrical equipment.</p>",
    },
  ],
};

export default module;
