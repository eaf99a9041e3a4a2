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
  id: "pt6-rw-m2h",
  name: "Section 1, Module 2: Reading and Writing",
  test: "verbal",
  module: 2,
  variant: "harder",
  minutes: 32,
  breakAfterMinutes: 10,
  directions:
    "<p>The questions in this module each come with a short passage; a few passages include a table or a graph, and some pair two related texts. Read each passage and question carefully, then choose the one best answer from the four choices.</p><p>Each question has a single best answer. You can mark questions for review and return to any question until the module’s time runs out.</p>",
  questions: [
    // ───────────── Craft and Structure: Words in Context ─────────────
    {
      id: "pt6-rw-m2h-01",
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
        html: "<p>In lectures and papers of the early 1800s, the English physician and physicist Thomas Young described sending light through two narrow, closely spaced slits and finding, on a screen beyond them, a pattern of alternating bright and dark bands. Such bands arise naturally if light travels as a wave, since waves spreading from the two slits reinforce one another in some places and cancel in others. The result was hard to ______ the view, long associated with Newton, that light is a stream of tiny particles, and some of Young’s contemporaries, loyal to Newton, dismissed his work.</p>",
      },
      choices: [{ text: "distinguish from" }, { text: "reconcile with", correct: true }, { text: "reduce to" }, { text: "attribute to" }],
      explanation:
        "<p>“Reconcile with” is the best answer. The bands are explained naturally by waves that reinforce and cancel each other; a stream of particles offers no such explanation, which is why Newton’s loyal followers dismissed the work. A result that does not fit a view is hard to reconcile with it, that is, to make consistent with it.</p><p>“Attribute to” would mean crediting the result to the particle view, but the text presents the bands as evidence for waves, not as something the particle view produced.</p><p>“Distinguish from” would suggest that the result and the particle view were hard to tell apart, which reverses the text’s point that they conflict.</p><p>“Reduce to” would mean explaining the result entirely in terms of the particle view; the sentence says the opposite, that the result fit that view poorly.</p>",
    },
    {
      id: "pt6-rw-m2h-02",
      type: "SC",
      title: "",
      text: WIC,
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "hard",
      rating: 5,
      passage: {
        topic: "humanities",
        title: "",
        html: "<p><i>De architectura</i>, written in the first century BCE by the Roman architect Vitruvius, is the only complete treatise on architecture to survive from classical antiquity, and Renaissance architects treated it with enormous respect. Their respect, however, was not ______: the surviving manuscripts had lost their illustrations, many of Vitruvius’s technical terms were obscure, and the architect Leon Battista Alberti complained that the Romans thought Vitruvius wrote Greek while the Greeks thought he wrote Latin. Alberti and others freely reinterpreted his rules to suit designs of their own.</p>",
      },
      choices: [{ text: "lasting" }, { text: "uncritical", correct: true }, { text: "sincere" }, { text: "widespread" }],
      explanation:
        "<p>“Uncritical” is the best answer. After the colon the text lists the architects’ complaints (lost illustrations, obscure terms, Alberti’s joke about Vitruvius’s unclear language) and says they freely reinterpreted his rules. They respected the treatise but did not accept it without judgment; their respect was not uncritical.</p><p>“Sincere” would mean the architects only pretended to respect Vitruvius, but the text says they treated his treatise “with enormous respect” and gives no hint of pretense; their complaints show judgment, not insincerity.</p><p>“Widespread” would mean few architects respected the treatise, which contradicts the statement that Renaissance architects in general treated it with great respect.</p><p>“Lasting” would mean the respect soon faded, but nothing after the colon describes a change over time; the complaints and reinterpretations existed alongside the respect.</p>",
    },
    {
      id: "pt6-rw-m2h-03",
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
        html: "<p>In <i>The Wealth of Nations</i> (1776), Adam Smith used a pin factory to show how dividing work into small tasks multiplies output: ten workers, each performing one or two operations, could make upward of 48,000 pins a day, far more than ten people working alone. Yet later in the same book Smith warned that a worker whose whole life is spent performing a few simple operations “generally becomes as stupid and ignorant as it is possible for a human creature to become,” and he urged that the government help pay for schools for ordinary people to counter this effect. Smith’s endorsement of the division of labor was thus ______.</p>",
      },
      choices: [{ text: "unreserved" }, { text: "grudging" }, { text: "uninformed" }, { text: "qualified", correct: true }],
      explanation:
        "<p>“Qualified” is the best answer. Smith praised the division of labor for multiplying output, but he also named a serious cost and proposed a remedy for it. An endorsement limited by such reservations is qualified.</p><p>“Grudging” is tempting because Smith did have reservations, but it means given reluctantly, and nothing suggests Smith was unwilling to praise the division of labor; his pin-factory example celebrates it.</p><p>“Unreserved” ignores the warning in the second sentence; an endorsement accompanied by a serious warning and a proposed remedy is not without reservations.</p><p>“Uninformed” has no support in the text; Smith’s detailed example and his analysis of its effects on workers show close knowledge of the subject.</p>",
    },
    {
      id: "pt6-rw-m2h-04",
      type: "SC",
      title: "",
      text: "<p>As used in the text, what does the word “surprised” most nearly mean?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "hard",
      rating: 7,
      passage: {
        topic: "literature",
        source: { author: "Gustave Flaubert", title: "Madame Bovary", year: 1857 },
        title: "",
        html: "<p>The following text is from Gustave Flaubert’s 1857 novel <i>Madame Bovary</i>, as translated from the French by Eleanor Marx-Aveling in 1886. The narrator recalls a day at school.</p><p>We were in class when the head-master came in, followed by a “new fellow,” not wearing the school uniform, and a school servant carrying a large desk. Those who had been asleep woke up, and every one rose as if just surprised at his work.</p>",
      },
      choices: [{ text: "astonished" }, { text: "delighted" }, { text: "caught", correct: true }, { text: "confused" }],
      explanation:
        "<p>“Caught” is the best answer. When the head-master enters, some of the boys have been asleep, yet “every one rose as if just surprised at his work”: they jump up as though the head-master had come upon them unexpectedly in the middle of their studies. In this older sense, to surprise someone is to catch that person unawares, so “surprised at his work” means caught while working.</p><p>“Astonished” is the common modern sense of “surprised,” but “astonished at his work” would mean the boys were amazed by their own studies, which makes no sense; the humor is that sleeping boys pretend to have been caught working.</p><p>“Delighted” would mean the boys were pleased by their work, which does not fit boys who “had been asleep.”</p><p>“Confused” describes puzzlement, but the sentence is about how the boys present themselves to the head-master, not about their failing to understand anything.</p>",
    },
    // ───────────── Craft and Structure: Text Structure and Purpose ─────────────
    {
      id: "pt6-rw-m2h-05",
      type: "SC",
      title: "",
      text: "<p>Which choice best describes the function of Mrs. Malaprop’s final sentence in the text?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "text_structure_purpose",
      difficulty: "hard",
      rating: 6,
      passage: {
        topic: "literature",
        source: { author: "Richard Brinsley Sheridan", title: "The Rivals", year: 1775 },
        title: "",
        html: "<p>The following text is from Richard Brinsley Sheridan’s 1775 play <i>The Rivals</i>. Mrs. Malaprop, who is proud of her learning, has just read a letter in which her niece’s suitor makes fun of the way she speaks.</p><p>MRS. MALAPROP: There, sir! an attack upon my language! what do you think of that?—an aspersion upon my parts of speech! was ever such a brute! Sure, if I reprehend any thing in this world it is the use of my oracular tongue, and a nice derangement of epitaphs!</p>",
      },
      choices: [
        { text: "It shows that her anger has made her speak less carefully than she usually does." },
        { text: "It reveals that she has misunderstood the letter, which in fact praises the way she speaks." },
        { text: "It suggests that she privately accepts the suitor’s criticism even while she denounces him." },
        { text: "It creates comic irony, since her defense of her command of language misuses several words.", correct: true },
      ],
      explanation:
        "<p>The best answer is that the sentence creates comic irony, since her defense of her command of language misuses several words. She means that she “comprehends” (or “apprehends”) the use of her “vernacular” tongue and “a nice arrangement of epithets,” but she says “reprehend,” “oracular,” and “derangement of epitaphs.” In the act of defending her speech against mockery, she proves the mockery right.</p><p>The idea that her anger makes her careless is tempting, but the play gives no sign that she speaks any better when calm; her misused words are the very habit the letter mocks, which is why the moment is ironic rather than a lapse.</p><p>She calls the letter “an attack upon my language” and “an aspersion upon my parts of speech,” so she has understood that it mocks her; nothing indicates that it praises her.</p><p>She calls the writer “a brute” and defends her speech, with no sign that she privately agrees with him.</p>",
    },
    {
      id: "pt6-rw-m2h-06",
      type: "SC",
      title: "",
      text: "<p>Which choice best describes the overall structure of the text?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "text_structure_purpose",
      difficulty: "medium",
      rating: 4,
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>In 1787 the Russian empress Catherine the Great toured Crimea, recently annexed by Russia, with the region’s governor, Grigory Potemkin. According to a story that spread across Europe, Potemkin had painted village fronts set up along the riverbanks and moved downstream overnight, so that the empress would see prosperous settlements where there were none. Historians have found little support for the tale. Much of it can be traced to the writings of a Saxon diplomat, Georg von Helbig, who did not take part in the journey and was hostile to Potemkin, while foreign ambassadors who did travel with Catherine described real towns, ships, and new buildings, even if some had been hastily decorated for the visit.</p>",
      },
      choices: [
        { text: "It describes a journey and then argues that its results were mostly invented." },
        { text: "It recounts a diplomat’s travels and then tests his claims against the empress’s letters." },
        { text: "It presents a well-known story and then explains why historians doubt it.", correct: true },
        { text: "It compares two rulers and then explains why one was more trusted than the other." },
      ],
      explanation:
        "<p>The best answer is that the text presents a well-known story and then explains why historians doubt it. The second sentence tells the tale of the painted villages; the rest says historians find little support for it, tracing it to a hostile diplomat who was not there and contrasting it with ambassadors’ accounts of real towns and buildings.</p><p>The text does describe a journey, but it argues that the story about the journey was largely invented, not that the things Catherine saw were.</p><p>Catherine and Potemkin are an empress and her governor, not two rulers compared for trustworthiness.</p><p>Helbig did not take part in the journey, and the text mentions no letters by Catherine; it weighs his account against those of the ambassadors who did travel.</p>",
    },
    // ───────────── Craft and Structure: Cross-Text Connections ─────────────
    {
      id: "pt6-rw-m2h-07",
      type: "SC",
      title: "",
      text: "<p>Based on the texts, how would Cantoni (Text 2) most likely respond to the suggestion in the last sentence of Text 1?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "cross_text_connections",
      difficulty: "hard",
      rating: 6,
      passage: {
        topic: "history_social",
        title: "",
        html: "<p><b>Text 1</b></p><p>In <i>The Protestant Ethic and the Spirit of Capitalism</i> (1905), the sociologist Max Weber argued that certain Protestant teachings, which treated diligent work in a worldly calling as a duty and success in it as a sign of God’s favor, fostered habits of saving and disciplined labor on which modern capitalism depended. This, Weber suggested, helps explain why the Protestant regions of Europe had become more prosperous than the Catholic ones.</p><p><b>Text 2</b></p><p>The economist Davide Cantoni tested that suggestion with population records for 272 cities in the German lands from 1300 to 1900, using a city’s growth as a measure of its economic success. In this region, whether a city became Protestant after the Reformation depended largely on the choice of its ruler, not on the character of its citizens. Cantoni found that Protestant and Catholic cities grew at about the same rate over those centuries.</p>",
      },
      choices: [
        { text: "He would claim that Weber was right about the German lands but wrong about the rest of Europe." },
        { text: "He would argue that Protestant regions became richer because their rulers, not their citizens, chose the new faith." },
        { text: "He would say that his evidence gives no sign that becoming Protestant made places grow more prosperous than Catholic ones.", correct: true },
        { text: "He would accept that Protestant teachings valued diligent work but argue that Catholic teachings valued it even more highly." },
      ],
      explanation:
        "<p>The best answer is that Cantoni would say his evidence gives no sign that becoming Protestant made places grow more prosperous than Catholic ones. Weber explains a supposed gap in prosperity by Protestant teaching; Cantoni, measuring success by city growth across six centuries, found Protestant and Catholic cities growing at about the same rate, so his data show no such effect in the region he studied.</p><p>Crediting the rulers’ choice with making regions richer misuses a detail of Text 2: Cantoni mentions that rulers chose the faith to explain why his comparison is fair, not as a cause of prosperity; and he found no difference in prosperity to explain.</p><p>Text 2 says nothing about what Catholic teachings valued; Cantoni tests the outcome Weber predicted, not the content of religious teachings.</p><p>Cantoni’s study covers only the German lands, and there it finds no difference, so it does not show that Weber was right about them.</p>",
    },
    {
      id: "pt6-rw-m2h-08",
      type: "SC",
      title: "",
      text: "<p>Based on the texts, how would the critics described in Text 2 most likely respond to the conclusion of Kruger and Dunning in Text 1?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "cross_text_connections",
      difficulty: "hard",
      rating: 6,
      passage: {
        topic: "history_social",
        title: "",
        html: "<p><b>Text 1</b></p><p>In a 1999 study, psychologists Justin Kruger and David Dunning gave college students tests of logical reasoning, grammar, and humor and asked each student to estimate how his or her score ranked among the others’. On the logic test, students whose scores placed them around the 12th percentile estimated, on average, that they ranked near the 62nd. Kruger and Dunning concluded that people who lack a skill also lack the ability to recognize their own errors, which leaves them unaware of how poorly they perform.</p><p><b>Text 2</b></p><p>Critics have pointed out that much of this pattern would appear even if low scorers had no special blind spot. People in general rate themselves above average, and everyone’s self-estimates contain random error; when participants are sorted by their actual scores, those at the bottom will, on average, seem to overestimate themselves most and those at the top to underestimate. In analyses designed to remove these effects, the difference between low scorers and others in the accuracy of their self-assessments shrinks considerably, though it does not always disappear.</p>",
      },
      choices: [
        { text: "They would agree that low scorers overestimate themselves but argue that the problem lies in the tests that Kruger and Dunning used." },
        { text: "They would maintain that high scorers, not low scorers, are the ones who most often fail to recognize their own mistakes." },
        { text: "They would argue that low scorers judge their own performance as accurately as high scorers do, so Kruger and Dunning’s data are mistaken." },
        {
          text: "They would contend that tendencies shared by everyone could produce much of the pattern, weakening its support for the conclusion.",
          correct: true,
        },
      ],
      explanation:
        "<p>The best answer is that the critics would contend that tendencies shared by everyone could produce much of the pattern, weakening its support for the conclusion. Text 2 explains that a general habit of rating oneself above average, plus random error, would make the lowest scorers appear to overestimate themselves most, even with no special blind spot; once these effects are removed, the difference shrinks considerably.</p><p>The claim that low scorers judge themselves as accurately as high scorers overstates the critics’ view: Text 2 says the difference “does not always disappear,” so they do not deny it entirely, and they do not call the data mistaken, only misread.</p><p>Text 2 never criticizes the tests themselves; its argument concerns how any set of scores and self-estimates behaves when sorted.</p><p>Text 2 says high scorers will seem to underestimate themselves, which is a statistical pattern, not a failure to recognize mistakes; nothing in it claims they are worse judges of their own errors.</p>",
    },
    // ───────────── Information and Ideas: Central Ideas and Details ─────────────
    {
      id: "pt6-rw-m2h-09",
      type: "SC",
      title: "",
      text: "<p>Which choice best states the main idea of the text?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "central_ideas_details",
      difficulty: "medium",
      rating: 3,
      passage: {
        topic: "science",
        title: "",
        html: "<p>In 1787 the German physicist Ernst Chladni published drawings of patterns he had produced by scattering sand on thin metal plates and drawing a violin bow along their edges. As a plate vibrated, the sand bounced away from the regions that moved most and collected along lines that stayed still, forming intricate figures that changed with the pitch of the note. Because these figures made otherwise invisible patterns of vibration visible, they gave scientists a way to study how solid objects vibrate, and instrument makers later used similar methods to examine the tops of violins and guitars.</p>",
      },
      choices: [
        { text: "Chladni’s sand figures made patterns of vibration visible and became a means of studying how objects vibrate.", correct: true },
        { text: "Sand moves toward the parts of a vibrating plate that move the most, outlining those regions." },
        { text: "The figures Chladni drew were admired mainly for their beauty rather than for what they revealed." },
        { text: "Chladni discovered that metal plates produce higher notes than the wooden tops of violins and guitars." },
      ],
      explanation:
        "<p>The best answer is that Chladni’s sand figures made patterns of vibration visible and became a means of studying how objects vibrate. The text explains how the figures form and ends by stating their importance: they revealed invisible vibration patterns and became a tool for scientists and, later, for instrument makers.</p><p>The text never compares the pitch of metal plates with that of wooden instrument tops; it says only that instrument makers used similar methods.</p><p>The text calls the figures “intricate” but stresses what they revealed, not their beauty alone.</p><p>The claim that sand gathers where the plate moves most reverses the text, which says the sand bounced away from those regions and collected along the still lines.</p>",
    },
    {
      id: "pt6-rw-m2h-10",
      type: "SC",
      title: "",
      text: "<p>Which choice best states the main idea of the text?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "central_ideas_details",
      difficulty: "hard",
      rating: 5,
      passage: {
        topic: "literature",
        source: { author: "Hans Christian Andersen", title: "The Emperor’s New Clothes", year: 1837 },
        title: "",
        html: "<p>The following text is adapted from Hans Christian Andersen’s 1837 fairy tale “The Emperor’s New Clothes,” as translated from the Danish in the nineteenth century.</p><p>Many years ago, there was an Emperor, who was so excessively fond of new clothes, that he spent all his money in dress. He did not trouble himself in the least about his soldiers; nor did he care to go either to the theatre or the chase, except for the opportunities then afforded him for displaying his new clothes. He had a different suit for each hour of the day; and as of any other king or emperor, one is accustomed to say, “he is sitting in council,” it was always said of him, “The Emperor is sitting in his wardrobe.”</p>",
      },
      choices: [
        { text: "The Emperor’s subjects admire his taste in clothing more than they admire any of his other qualities." },
        { text: "The Emperor changes his clothes so often because he cannot decide which suit suits him best." },
        { text: "The Emperor avoids the theatre and the hunt because he does not enjoy being seen in public." },
        { text: "The Emperor’s love of fine clothes governs his life so completely that it displaces the duties of ruling.", correct: true },
      ],
      explanation:
        "<p>The best answer is that the Emperor’s love of fine clothes governs his life so completely that it displaces the duties of ruling. He spends all his money on dress, ignores his soldiers, goes out only to show off his clothes, and is said to sit “in his wardrobe” where another ruler would sit “in council,” a joke that puts clothes exactly where governing should be.</p><p>The Emperor has a suit for each hour because he loves new clothes, not because he cannot decide; the text never mentions indecision.</p><p>He goes to the theatre and the hunt precisely for the chance to be seen in his new clothes, so the claim that he avoids being seen reverses the text.</p><p>The saying about the wardrobe is a comment on his priorities, not praise of his taste; the text says nothing about his subjects’ admiration.</p>",
    },
    // ───────────── Information and Ideas: Command of Evidence (Textual) ─────────────
    {
      id: "pt6-rw-m2h-11",
      type: "SC",
      title: "",
      text: "<p>Which quotation from <i>Doctor Faustus</i> most effectively illustrates the student’s claim?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "command_of_evidence_textual",
      difficulty: "hard",
      rating: 6,
      passage: {
        topic: "literature",
        source: { author: "Christopher Marlowe", title: "Doctor Faustus", year: 1604 },
        title: "",
        html: "<p>Christopher Marlowe’s play <i>Doctor Faustus</i>, first published in 1604, tells of a scholar who sells his soul to the devil in exchange for twenty-four years of knowledge, power, and pleasure. Near the end of that time, Faustus asks to see Helen of Troy, the legendary beauty of ancient Greece, and speaks to her when she appears. A student claims that in this speech Faustus treats Helen as a replacement for the heaven he has given up.</p>",
      },
      choices: [
        { text: "“Come, Helen, come, give me my soul again.”" },
        { text: "“Here will I dwell, for heaven is in these lips, / And all is dross that is not Helena.”", correct: true },
        { text: "“Was this the face that launched a thousand ships / And burnt the topless towers of Ilium?”" },
        { text: "“Her lips suck forth my soul: see where it flies!”" },
      ],
      explanation:
        "<p>The best answer is “Here will I dwell, for heaven is in these lips, / And all is dross that is not Helena.” Faustus, who has traded away heaven, now locates heaven in Helen’s lips and declares that everything else is worthless (“dross”): she takes the place of what he has lost.</p><p>“Was this the face that launched a thousand ships …” recalls Helen’s role in the Trojan War and praises her beauty, but it says nothing about heaven or about what she means for Faustus’s fate.</p><p>“Her lips suck forth my soul” is tempting because it concerns his soul, but it describes the kiss drawing his soul away, not Helen standing in for heaven.</p><p>“Come, Helen, come, give me my soul again” continues the image of the kiss, asking her to return his soul; it treats her as holding his soul, not as the heaven he has forfeited.</p>",
    },
    // ───────────── Information and Ideas: Command of Evidence (Quantitative) ─────────────
    {
      id: "pt6-rw-m2h-12",
      type: "SC",
      title: "",
      text: "<p>Which choice most effectively uses data from the graph to support the student’s claim?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "command_of_evidence_quantitative",
      difficulty: "medium",
      rating: 4,
      passage: {
        topic: "history_social",
        title: "",
        html: `${lineGraph({
          id: "pt6-rw-m2h-12-marriage",
          title: "Median Age at First Marriage in the United States, 1890–1950",
          desc: "Line graph with two lines. The horizontal axis shows census years from 1890 to 1950, every ten years. The vertical axis shows median age at first marriage in years, from 18 to 28. For men: 26.1 in 1890, 25.9 in 1900, 25.1 in 1910, 24.6 in 1920, 24.3 in 1930, 24.3 in 1940, and 22.8 in 1950. For women: 22.0, 21.9, 21.6, 21.2, 21.3, 21.5, and 20.3 in the same years. The men’s line is always above the women’s, and the distance between them shrinks from about 4 years to about 2.5 years.",
          width: 440,
          height: 320,
          x: { label: "Census year", min: 1890, max: 1950, step: 10 },
          y: { label: "Median age at first marriage (years)", min: 18, max: 28, step: 2 },
          series: [
            {
              name: "Men",
              points: [
                [1890, 26.1],
                [1900, 25.9],
                [1910, 25.1],
                [1920, 24.6],
                [1930, 24.3],
                [1940, 24.3],
                [1950, 22.8],
              ],
            },
            {
              name: "Women",
              dashed: true,
              points: [
                [1890, 22.0],
                [1900, 21.9],
                [1910, 21.6],
                [1920, 21.2],
                [1930, 21.3],
                [1940, 21.5],
                [1950, 20.3],
              ],
            },
          ],
        })}<p>Data from US Census Bureau records show how old Americans typically were when they first married. A student claims that between 1890 and 1950 the typical ages at which men and women first married grew closer together.</p>`,
      },
      choices: [
        { text: "Men’s median age at first marriage fell from 26.1 years in 1890 to 24.3 years in 1930 and stayed there in 1940." },
        { text: "Both men and women first married at younger median ages in 1950 than in 1890, with men’s age falling from 26.1 years and women’s from 22.0." },
        { text: "The median age at first marriage for women was 22.0 years in 1890 and 20.3 years in 1950." },
        {
          text: "Men married about 4 years later than women in 1890 (26.1 against 22.0) but only about 2.5 years later in 1950 (22.8 against 20.3).",
          correct: true,
        },
      ],
      explanation:
        "<p>The best answer compares the gap between the two lines at the start and end of the period: about 4 years in 1890 (26.1 against 22.0) and about 2.5 years in 1950 (22.8 against 20.3). A shrinking gap means the two ages grew closer together, as the student claims.</p><p>The drop for both men and women is accurate, but two ages can both fall while the distance between them stays the same or grows; this says nothing about the gap.</p><p>The women’s figures are accurate but describe only one line, so they cannot show how the two ages changed relative to each other.</p><p>The men’s figures are accurate but likewise describe only one line, and they stop in 1940.</p>",
    },
    {
      id: "pt6-rw-m2h-13",
      type: "SC",
      title: "",
      text: "<p>Which choice best describes data from the graph that support the researchers’ conclusion?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "command_of_evidence_quantitative",
      difficulty: "hard",
      rating: 5,
      passage: {
        topic: "science",
        title: "",
        html: `${barGraph({
          id: "pt6-rw-m2h-13-recall",
          title: "Share of a Passage Recalled after Rereading or after a Practice Test",
          desc: "Grouped bar graph. The horizontal axis shows three delays before the final test: 5 minutes, 2 days, and 1 week. The vertical axis shows the percent of the passage recalled, from 0 to 100. After rereading: 81 percent at 5 minutes, 54 percent at 2 days, and 42 percent at 1 week. After a practice test: 75 percent at 5 minutes, 68 percent at 2 days, and 56 percent at 1 week. Rereading is higher only at 5 minutes; the practice test is higher at 2 days and 1 week.",
          width: 440,
          height: 320,
          xLabel: "Delay before final test",
          y: { label: "Passage recalled (%)", min: 0, max: 100, step: 20 },
          series: ["Reread", "Practice test"],
          bars: [
            { label: "5 minutes", values: [81, 75] },
            { label: "2 days", values: [54, 68] },
            { label: "1 week", values: [42, 56] },
          ],
        })}<p>In a 2006 study, psychologists Henry Roediger and Jeffrey Karpicke had students read a short prose passage and then either reread it or take a practice test in which they wrote down all they could recall. Different groups took a final test after 5 minutes, 2 days, or 1 week. The researchers concluded that the benefit of a practice test over rereading emerges only after time has passed: it is absent, and even reversed, when memory is tested right away.</p>`,
      },
      choices: [
        {
          text: "Rereading beat the practice test after 5 minutes (81 percent against 75), but the practice test beat rereading after 2 days and after 1 week.",
          correct: true,
        },
        { text: "After 1 week, students who had taken a practice test recalled 56 percent of the passage, while those who had reread it recalled 42 percent." },
        {
          text: "Students who reread the passage recalled less at each later delay, falling from 81 percent after 5 minutes to 54 percent after 2 days and 42 percent after 1 week.",
        },
        { text: "Students who had taken a practice test recalled 75 percent of the passage after 5 minutes and 68 percent after 2 days, a drop of 7 points." },
      ],
      explanation:
        "<p>The best answer gives both halves of the conclusion. After 5 minutes, rereading produced more recall than the practice test (81 percent against 75), so the benefit is absent, even reversed, at first; after 2 days and 1 week, the practice test produced more (68 against 54, 56 against 42), so the benefit appears once time has passed.</p><p>The one-week comparison is accurate and shows the practice test’s advantage after a delay, but it leaves out the 5-minute result, so it cannot show that the advantage is missing when memory is tested right away.</p><p>The decline for rereaders is accurate but concerns only one group, with no comparison between the two methods.</p><p>The figures for the practice-test group are accurate but likewise describe only one group, so they say nothing about which method worked better at either delay.</p>",
    },
    // ───────────── Information and Ideas: Inferences ─────────────
    {
      id: "pt6-rw-m2h-14",
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
        html: "<p>Radiocarbon dating estimates the age of once-living material from how much carbon-14, a slowly decaying form of carbon, it contains: living things take in carbon-14 from the atmosphere in proportion to its share there, and after death the amount in their remains falls at a known rate. In 1955 the chemist Hans Suess found that wood grown in the early twentieth century held slightly less carbon-14 relative to ordinary carbon than older wood had when it grew. Coal and oil formed hundreds of millions of years ago, so their carbon-14 has long since decayed, and burning them adds carbon without carbon-14 to the air. An archaeologist who dated a twentieth-century wooden object without correcting for this effect would therefore most likely ______</p>",
      },
      choices: [
        { text: "obtain its true age, since carbon-14 in wood decays at the same known rate regardless of when the tree grew." },
        { text: "obtain an age older than the object’s true age, since its wood began with less carbon-14 than the method assumes.", correct: true },
        { text: "obtain an age younger than the object’s true age, since the added carbon would make the wood seem freshly cut." },
        { text: "find that the object contained no carbon-14 at all, since the carbon in its wood came from coal and oil." },
      ],
      explanation:
        "<p>The best answer is that the archaeologist would obtain an age older than the object’s true age. The method reads a low share of carbon-14 as a sign that much time has passed since death. Wood grown in an atmosphere diluted by carbon from coal and oil starts out with a lower share, so, uncorrected, it looks as though more of its carbon-14 has decayed than actually has, and the object appears older.</p><p>An age younger than the true age reverses the effect: the added carbon lowers the share of carbon-14, which makes material look older, not freshly cut.</p><p>The wood still took in carbon-14 from the air; the fossil carbon only diluted it slightly, so the object would not contain none.</p><p>The decay rate is indeed the same, which makes this choice tempting, but the error comes from the starting amount, not the rate; a lower starting share still yields a wrong age.</p>",
    },
    {
      id: "pt6-rw-m2h-15",
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
        html: "<p>In England in the mid-1500s, silver coins with the same face value did not always contain the same amount of silver: older coins held their full weight, while coins issued after the Crown reduced their silver content held much less. Because shopkeepers accepted both kinds at face value, people tended to spend the debased coins and keep the full-weight ones, a pattern later summed up in the saying “bad money drives out good” and named Gresham’s law, after the financier Thomas Gresham. If that pattern held, a historian comparing coins that people of the period buried for safekeeping with coins lost in the course of everyday buying and selling would most likely find that ______</p>",
      },
      choices: [
        { text: "the coins lost in everyday use were mostly full-weight, since people handled those coins most carelessly." },
        { text: "full-weight coins made up a larger share of the buried coins than of the coins lost in everyday use.", correct: true },
        { text: "debased coins made up a larger share of the buried coins than of the coins lost in everyday use." },
        { text: "the buried coins and the coins lost in everyday use contained full-weight and debased coins in about equal shares." },
      ],
      explanation:
        "<p>The best answer is that full-weight coins made up a larger share of the buried coins than of the coins lost in everyday use. Burying coins for safekeeping is a way of keeping them, and the text says people kept the full-weight coins and spent the debased ones; coins lost while buying and selling come from those being spent, so they should be mostly debased.</p><p>A larger share of debased coins in the buried hoards reverses the pattern: those were the coins people spent, not the ones they saved.</p><p>Equal shares would mean people treated the two kinds alike, which is exactly what Gresham’s law denies.</p><p>The text gives no reason to think people handled full-weight coins carelessly; since those coins were kept rather than spent, they should be less common among coins lost in trade, not more.</p>",
    },
    // ───────────── Standard English Conventions: Boundaries ─────────────
    {
      id: "pt6-rw-m2h-16",
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
        html: "<p>In 1501 the Venetian printer Aldus Manutius published an edition of the poet Virgil that broke with two traditions at once: it was set in a new slanted typeface, now called italic, that fit more words on each ______ came in a small format that a reader could hold in one hand.</p>",
      },
      choices: [{ text: "page, and it", correct: true }, { text: "page; and it" }, { text: "page it" }, { text: "page, it" }],
      explanation:
        "<p>“Page, and it” is the best answer. After the colon come two complete clauses, “it was set in a new slanted typeface … that fit more words on each page” and “it came in a small format …”; a comma followed by the conjunction “and” correctly joins them, naming the two broken traditions in turn.</p><p>“Page, it” joins the two complete clauses with only a comma, a comma splice.</p><p>“Page it” runs the two clauses together with no punctuation or conjunction.</p><p>“Page; and it” puts “and” after a semicolon, which leaves the second clause starting with a stray conjunction.</p>",
    },
    {
      id: "pt6-rw-m2h-17",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "boundaries",
      difficulty: "hard",
      rating: 5,
      passage: {
        topic: "science",
        title: "",
        html: "<p>Hung in 1851 from the dome of the Panthéon in Paris on a wire sixty-seven meters long, so that its swings were slow and wide and the gradual turning of the line along which it swung could be followed over the course of an ______ Léon Foucault’s pendulum let visitors see for themselves that Earth rotates.</p>",
      },
      choices: [{ text: "hour:" }, { text: "hour." }, { text: "hour;" }, { text: "hour,", correct: true }],
      explanation:
        "<p>“Hour,” is the best answer. Everything before the blank, from “Hung in 1851” to “over the course of an hour,” is one long introductory phrase built on the participle “Hung”; it describes the pendulum and has no subject or main verb of its own. The sentence’s subject and verb, “Léon Foucault’s pendulum let …,” come after it, and a comma is what separates an introductory phrase from the main clause.</p><p>“Hour;” is tempting because the words just before the blank, “the gradual turning … could be followed over the course of an hour,” look like a complete clause; but they belong to the “so that” clause inside the introductory phrase, so a semicolon would leave everything before it as a fragment.</p><p>“Hour.” makes the same mistake with a period, turning the introductory phrase into a sentence fragment.</p><p>“Hour:” puts a colon after words that do not form a complete sentence, and what follows is not an explanation or list introduced by them but the main clause itself.</p>",
    },
    {
      id: "pt6-rw-m2h-18",
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
        html: "<p>The German psychologist Hermann Ebbinghaus memorized lists of nonsense syllables such as “DAX” and “BOK” and then measured how much time he saved in relearning each list after delays ranging from twenty minutes to a month. His results, published in 1885, traced what is now called the forgetting ______ steep loss in the first hour or so, followed by a much slower decline that gradually levels off.</p>",
      },
      choices: [{ text: "curve: a", correct: true }, { text: "curve. A" }, { text: "curve a" }, { text: "curve; a" }],
      explanation:
        "<p>“Curve: a” is the best answer. “His results, published in 1885, traced what is now called the forgetting curve” is a complete clause, and what follows describes the shape of that curve. A colon correctly introduces such a description, even though the description is a phrase rather than a clause.</p><p>“Curve; a” uses a semicolon, which must join two complete clauses; “a steep loss …, followed by a much slower decline …” has no main verb, since “followed” here describes the loss rather than acting as its verb.</p><p>“Curve. A” leaves the description as a sentence fragment for the same reason.</p><p>“Curve a” runs the noun and its description together, so “the forgetting curve a steep loss” cannot be read.</p>",
    },
    {
      id: "pt6-rw-m2h-19",
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
        html: "<p>The <i>Encyclopédie</i>, published in Paris between 1751 and 1772, paid unusual attention to the crafts as well as to the sciences. Its eleven volumes of engraved plates, for which the editor Denis Diderot—himself the son of a master cutler in the town of Langres—spent long hours in Paris workshops questioning the ______ show the tools and methods of trades from glassmaking to printing.</p>",
      },
      choices: [{ text: "craftsmen—" }, { text: "craftsmen;" }, { text: "craftsmen,", correct: true }, { text: "craftsmen" }],
      explanation:
        "<p>“Craftsmen,” is the best answer. The subject, “Its eleven volumes of engraved plates,” is followed by a clause that describes it, “for which the editor Denis Diderot … spent long hours in Paris workshops questioning the craftsmen”; the comma after “plates” opens that clause, so a comma after “craftsmen” must close it before the main verb, “show.” Inside that clause, the dashes set off a second interruption, “himself the son of a master cutler in the town of Langres,” which is already complete: one dash opens it after “Diderot” and one closes it after “Langres.”</p><p>“Craftsmen—” is tempting because the nearest mark before the blank is a dash, but the dash after “Langres” has already closed the inner interruption. A third dash would pair with nothing, and the clause opened by the comma after “plates” would never be closed.</p><p>“Craftsmen;” puts a semicolon between the subject, “volumes,” and its verb, “show,” splitting one clause in two.</p><p>“Craftsmen” leaves the clause open, so “the craftsmen show the tools …” seems to say that the craftsmen, not the plates, do the showing.</p>",
    },
    // ───────────── Standard English Conventions: Form, Structure, and Sense ─────────────
    {
      id: "pt6-rw-m2h-20",
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
        html: "<p>In the 1920s the psychologist Bluma Zeigarnik, then a student in Berlin, tested an observation her teacher Kurt Lewin had made in a restaurant: waiters seemed to remember the details of orders that had not yet been paid for far better than the details of orders that ______ already settled.</p>",
      },
      choices: [{ text: "had been", correct: true }, { text: "has been" }, { text: "is being" }, { text: "was" }],
      explanation:
        "<p>“Had been” is the best answer. The verb’s subject is “that,” which stands for the plural “orders,” so the verb must be plural; and the orders were settled before the moment the waiters were remembering them, in a narrative set in the past, so the past perfect “had been” is needed. It also matches “had not yet been paid for” earlier in the sentence.</p><p>“Was” is singular and does not agree with “orders.”</p><p>“Has been” is singular and in the present perfect, which fits neither the plural subject nor the past setting.</p><p>“Is being” is singular and in the present tense, and “is being already settled” makes no sense for a payment completed in the past.</p>",
    },
    {
      id: "pt6-rw-m2h-21",
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
        html: "<p>Barred from university work by Italy’s racial laws of 1938, the neurobiologist Rita Levi-Montalcini set up a laboratory in her bedroom in Turin, where she studied the growth of nerve fibers in chick embryos using sewing needles sharpened into tiny scalpels. Among the roots of the discovery that would earn her a share of the 1986 Nobel Prize in Physiology or Medicine ______ the observations she made in that makeshift laboratory.</p>",
      },
      choices: [{ text: "was" }, { text: "were", correct: true }, { text: "is" }, { text: "has been" }],
      explanation:
        "<p>“Were” is the best answer. The second sentence is inverted: it opens with the phrase “Among the roots of the discovery … Physiology or Medicine,” and its subject comes after the verb. That subject is “the observations she made in that makeshift laboratory,” a plural noun, so the verb must be plural; the observations belong to the past, so the plural past-tense “were” is correct.</p><p>“Was” is tempting because every noun just before the blank is singular (“discovery,” “share,” “Prize”), but none of them is the subject; they sit inside the opening phrase, and the subject, “observations,” follows the verb.</p><p>“Has been” is singular and does not agree with “observations.”</p><p>“Is” is singular and in the present tense, which fits neither the plural subject nor the past observations.</p>",
    },
    {
      id: "pt6-rw-m2h-22",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "form_structure_sense",
      difficulty: "hard",
      rating: 5,
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>Heard in the opening phrase of Richard Wagner’s opera <i>Tristan und Isolde</i>, first performed in Munich in 1865, ______ because it resists the rules by which chords had traditionally been named and resolved.</p>",
      },
      choices: [
        { text: "more than a century of puzzlement among music theorists has surrounded the so-called Tristan chord" },
        { text: "the so-called Tristan chord has puzzled music theorists for more than a century", correct: true },
        { text: "the puzzle of the so-called Tristan chord has occupied music theorists for more than a century" },
        { text: "music theorists have puzzled over the so-called Tristan chord for more than a century" },
      ],
      explanation:
        "<p>“The so-called Tristan chord has puzzled music theorists for more than a century” is the best answer. The sentence opens with the modifier “Heard in the opening phrase of Richard Wagner’s opera,” which must be followed by the thing that is heard: the chord. This choice places “the so-called Tristan chord” right after the comma, and “it” in the final clause then refers clearly to the chord.</p><p>“Music theorists have puzzled over …” makes the theorists the ones heard in the opening phrase, a dangling modifier.</p><p>“The puzzle of the so-called Tristan chord …” makes the puzzle the thing heard in the opera; a puzzle is not heard, the chord is.</p><p>“More than a century of puzzlement …” makes a century of puzzlement the thing heard in the opening phrase, another dangling modifier.</p>",
    },
    // ───────────── Expression of Ideas: Transitions ─────────────
    {
      id: "pt6-rw-m2h-23",
      type: "SC",
      title: "",
      text: TRANSITION,
      test: "verbal",
      domain: "expression_ideas",
      skill: "transitions",
      difficulty: "medium",
      rating: 4,
      passage: {
        topic: "science",
        title: "",
        html: "<p>In the 1920s the geologist J Harlen Bretz argued that the Channeled Scablands of eastern Washington State, a landscape of dry canyons, giant gravel bars, and enormous potholes, had been carved by a single sudden flood. Most geologists dismissed the idea, partly because Bretz could not say where so much water could have come from. ______ in 1942 the geologist Joseph Pardee described giant ripple marks on the floor of a vanished glacial lake in western Montana, evidence that the lake had emptied all at once when the ice dam holding it back gave way.</p>",
      },
      choices: [{ text: "As a result," }, { text: "Similarly," }, { text: "For example," }, { text: "Eventually,", correct: true }],
      explanation:
        "<p>“Eventually,” is the best answer. The text follows a dispute over time: Bretz’s claim in the 1920s, the rejection that followed because he could not name a source for the water, and then, years later, Pardee’s evidence of a huge lake that drained all at once, the missing source. “Eventually” introduces that later development.</p><p>“As a result,” would make Pardee’s findings a consequence of the geologists’ rejection; the unanswered question may have made such evidence important, but the rejection did not produce the ripple marks or Pardee’s description of them.</p><p>“For example,” would present Pardee’s findings as an instance of the geologists’ doubts, but they answer those doubts rather than illustrate them.</p><p>“Similarly,” signals a point like the one before it, but Pardee’s evidence works against the geologists’ objection instead of resembling it.</p>",
    },
    {
      id: "pt6-rw-m2h-24",
      type: "SC",
      title: "",
      text: TRANSITION,
      test: "verbal",
      domain: "expression_ideas",
      skill: "transitions",
      difficulty: "hard",
      rating: 6,
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>Historians often describe the tontine, a scheme for government borrowing that the banker Lorenzo de Tonti proposed to the French crown in the 1650s, as a gamble that played on each investor’s hope of outliving the rest: as investors died, their shares of the yearly interest passed to the survivors. ______ the scheme did reward the few who lived longest far more generously than any ordinary loan. When the last survivor of the first French tontine, launched in 1689, died in 1726 at the age of ninety-six, she was collecting the interest on every share in her age group. But such fortunes were rare; most investors died long before their payments grew large.</p>",
      },
      choices: [{ text: "Admittedly,", correct: true }, { text: "For example," }, { text: "Therefore," }, { text: "Likewise," }],
      explanation:
        "<p>“Admittedly,” is the best answer. The text opens with the historians’ unflattering view of the tontine as a gamble on outliving others, and its last sentence returns to that view with “But such fortunes were rare.” The sentence with the blank grants a point on the other side, that the longest-lived investors were richly rewarded, before the text turns back; “Admittedly” signals exactly such a concession.</p><p>“For example,” is tempting because the widow of 1726 is an example, but she is the example in the next sentence; the sentence with the blank states a general point, and that point is not an instance of the historians’ description of the scheme as a gamble.</p><p>“Therefore,” would make the large rewards a consequence of the historians’ description; the way historians describe a scheme cannot cause it to pay well.</p><p>“Likewise,” would present the rewards as a point similar to the historians’ criticism, but the sentence grants something in the scheme’s favor, the opposite of a similar point.</p>",
    },
    // ───────────── Expression of Ideas: Rhetorical Synthesis ─────────────
    {
      id: "pt6-rw-m2h-25",
      type: "SC",
      title: "",
      text: `<p>The student wants to emphasize the contrast between how Baskerville’s type was received in England and abroad. ${SYNTHESIS}</p>`,
      test: "verbal",
      domain: "expression_ideas",
      skill: "rhetorical_synthesis",
      difficulty: "medium",
      rating: 3,
      passage: {
        topic: "humanities",
        title: "",
        html: `${NOTES}<ul><li>John Baskerville (1707–1775) was an English printer and type designer in Birmingham.</li><li>His 1757 edition of Virgil used a typeface he had designed, with sharper contrast between thick and thin strokes than earlier English types.</li><li>He also developed smoother paper and a blacker ink to show the type’s fine lines.</li><li>Many English printers of his day dismissed the type as hard on the eyes.</li><li>Printers in France and Italy admired and imitated it, and the typeface named for him is still widely used.</li></ul>`,
      },
      choices: [
        { text: "Baskerville’s 1757 Virgil used his own typeface, printed on smoother paper with a blacker ink that showed its fine lines." },
        { text: "Baskerville’s typeface had a sharper contrast between thick and thin strokes than earlier English types did." },
        { text: "The typeface that John Baskerville designed in Birmingham, with its sharp contrast of thick and thin strokes, is still widely used today." },
        {
          text: "Many English printers dismissed Baskerville’s type as hard on the eyes, but printers in France and Italy admired it and imitated it.",
          correct: true,
        },
      ],
      explanation:
        "<p>The best answer sets the English reception against the foreign one: many English printers dismissed the type as hard on the eyes, while printers in France and Italy admired and imitated it.</p><p>The sentence about the 1757 Virgil, the paper, and the ink describes Baskerville’s methods but not how anyone received his work.</p><p>The sentence about the typeface’s continued use gives its lasting success but no contrast between England and other countries.</p><p>The sentence comparing his strokes with earlier English types describes the design itself, not its reception.</p>",
    },
    {
      id: "pt6-rw-m2h-26",
      type: "SC",
      title: "",
      text: `<p>The student wants to explain why Sanger stands out among Nobel Prize winners. ${SYNTHESIS}</p>`,
      test: "verbal",
      domain: "expression_ideas",
      skill: "rhetorical_synthesis",
      difficulty: "medium",
      rating: 4,
      passage: {
        topic: "science",
        title: "",
        html: `${NOTES}<ul><li>Frederick Sanger (1918–2013) was a British biochemist.</li><li>In the early 1950s he determined the order of the building blocks in insulin, the first protein whose full sequence was known.</li><li>He received the Nobel Prize in Chemistry in 1958 for this work.</li><li>In 1977 he published a method for reading the sequence of DNA that became known as the Sanger method.</li><li>He shared the Nobel Prize in Chemistry again in 1980, becoming one of very few people ever to win two Nobel Prizes.</li></ul>`,
      },
      choices: [
        { text: "In 1977 the British biochemist Frederick Sanger published a method for reading DNA, which became known as the Sanger method." },
        { text: "The first protein whose full sequence was known was insulin, whose building blocks Frederick Sanger put in order in the early 1950s." },
        {
          text: "Frederick Sanger, a British biochemist, won the 1958 Nobel Prize in Chemistry for working out, in the early 1950s, the full sequence of the protein insulin.",
        },
        {
          text: "Sanger is among the very few people to have won two Nobel Prizes, both in chemistry: in 1958 for sequencing insulin and in 1980 for his work on DNA.",
          correct: true,
        },
      ],
      explanation:
        "<p>The best answer explains what sets Sanger apart: he is among the very few people to have won two Nobel Prizes, in 1958 for sequencing insulin and in 1980 for his work on DNA.</p><p>The sentence about the 1977 method describes one of his achievements but mentions no prize, so it does not explain his standing among Nobel winners.</p><p>The sentence about the 1958 prize names only one award; many scientists have won one Nobel Prize, so this does not show why Sanger stands out.</p><p>The sentence about insulin being the first sequenced protein highlights a scientific first, not what makes Sanger unusual among Nobel Prize winners.</p>",
    },
    {
      id: "pt6-rw-m2h-27",
      type: "SC",
      title: "",
      text: `<p>The student wants to emphasize how much faster the optical telegraph was than earlier ways of sending messages. ${SYNTHESIS}</p>`,
      test: "verbal",
      domain: "expression_ideas",
      skill: "rhetorical_synthesis",
      difficulty: "medium",
      rating: 4,
      passage: {
        topic: "history_social",
        title: "",
        html: `${NOTES}<ul><li>Claude Chappe was a French engineer.</li><li>In 1794 his optical telegraph line between Paris and Lille began operating.</li><li>The line used towers about 10 to 15 kilometers apart, each topped by a movable wooden beam with two smaller arms whose positions stood for letters, numbers, or codes.</li><li>Operators watched the neighboring tower through a telescope and copied each signal.</li><li>A message could cross the roughly 200 kilometers between Lille and Paris in under an hour; a rider on horseback needed about a day.</li></ul>`,
      },
      choices: [
        { text: "Chappe’s optical telegraph, which began operating between Paris and Lille in 1794, used towers 10 to 15 kilometers apart." },
        { text: "On Chappe’s line, operators watched the neighboring tower through a telescope and copied each signal they saw." },
        {
          text: "Signals on Chappe’s telegraph were made by a movable wooden beam with two smaller arms whose positions stood for letters, numbers, or codes.",
        },
        {
          text: "Chappe’s telegraph sent messages the roughly 200 kilometers from Lille to Paris in under an hour, a trip that took a rider about a day.",
          correct: true,
        },
      ],
      explanation:
        "<p>The best answer compares the telegraph with the older method: a message crossed the roughly 200 kilometers from Lille to Paris in under an hour, while a rider on horseback needed about a day.</p><p>The sentence about the opening year and the spacing of the towers describes the line but says nothing about its speed.</p><p>The sentence about operators watching through telescopes explains how signals were relayed, not how fast messages traveled compared with earlier methods.</p><p>The sentence about the beam and its arms describes how signals were formed, with no comparison of speed.</p>",
    },
  ],
};

export default module;
