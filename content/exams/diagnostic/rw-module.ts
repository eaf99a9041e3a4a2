import type { z } from "zod";
import { lineGraph } from "../../figures";
import type { ModuleSchema } from "../../schema";

const WIC = "Which choice completes the text with the most logical and precise word or phrase?";
const SEC = "Which choice completes the text so that it conforms to the conventions of Standard English?";
const NOTES = "<p>While researching a topic, a student has taken the following notes:</p>";

const module: z.input<typeof ModuleSchema> = {
  id: "diag-rw",
  name: "Section 1: Reading and Writing",
  test: "verbal",
  module: 1,
  variant: "standard",
  minutes: 17,
  breakAfterMinutes: 0,
  directions: `<p>This short diagnostic section checks a range of reading and writing skills. Every question comes with its own passage (or a pair of short passages), and some passages include a table or a graph. Read the passage and the question carefully, then choose the one best answer from the four choices, basing your answer only on what the passage says or implies.</p><p>The section has 13 questions and a 17-minute time limit. You can flag a question and come back to it before time runs out.</p>`,
  questions: [
    // 01 easy · craft_structure · words_in_context
    {
      id: "diag-rw-01",
      type: "SC",
      title: "",
      passage: {
        topic: "literature",
        source: { author: "Charles Dickens", title: "A Christmas Carol", year: 1843 },
        title: "",
        html: `<p>The following text is adapted from Charles Dickens’s 1843 novella <i>A Christmas Carol</i>. Scrooge runs a London counting-house.</p><p>Oh! But he was a tight-fisted hand at the grindstone, Scrooge! a squeezing, wrenching, grasping, scraping, clutching, covetous, old sinner! Hard and sharp as flint, from which no steel had ever struck out generous fire; secret, and self-contained, and ______ as an oyster.</p>`,
      },
      text: `<p>${WIC}</p>`,
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "easy",
      rating: 2,
      choices: [{ text: "carefree" }, { text: "talkative" }, { text: "solitary", correct: true }, { text: "sociable" }],
      explanation: `<p>The blank ends a list that describes how closed off Scrooge is: he is “secret” and “self-contained,” and he is compared to an oyster, a creature shut inside its shell. “Solitary” (living alone, keeping apart from others) continues that list and fits the image of the closed oyster.</p>
<p>“Sociable” means fond of company, the opposite of someone described as secret and self-contained.</p>
<p>“Talkative” contradicts “secret”: a man who keeps everything to himself is not described as chatty, and an oyster is a picture of silence.</p>
<p>“Carefree” clashes with the grasping, clutching, tight-fisted man the sentence describes; nothing in the list suggests ease or lightheartedness.</p>`,
    },
    // 02 hard · craft_structure · words_in_context
    {
      id: "diag-rw-02",
      type: "SC",
      title: "",
      passage: {
        topic: "history_social",
        title: "",
        html: `<p>Before electric lamps became standard, lighthouse keepers at remote stations kept detailed logbooks recording the weather, passing ships and the amount of oil burned each night. Some historians argue that these records are far from ______: although keepers wrote them only to satisfy government inspectors, the logbooks now give climate scientists some of the few continuous, night-by-night accounts of coastal storms from the nineteenth century.</p>`,
      },
      text: `<p>${WIC}</p>`,
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "hard",
      rating: 5,
      choices: [{ text: "negligible", correct: true }, { text: "fragile" }, { text: "deliberate" }, { text: "meticulous" }],
      explanation: `<p>The clause after the colon explains the historians' claim: the logbooks were written for a routine purpose (“only to satisfy government inspectors”), yet they now provide rare, continuous storm records that scientists can use. The claim is therefore that the records are far from unimportant, and “negligible” means too small or unimportant to matter. “Far from negligible” means valuable.</p>
<p>“Meticulous” (very careful and precise) does not fit: the text calls the logbooks “detailed,” so saying they are far from meticulous would contradict it, and the colon clause is about their usefulness, not their care.</p>
<p>“Fragile” is about physical condition, which the text never mentions; the colon clause says nothing about how durable the logbooks are.</p>
<p>“Deliberate” would mean the logbooks were not written on purpose, but the keepers wrote them on purpose, for inspectors; the colon clause concerns their value, not their intent.</p>`,
    },
    // 03 medium · craft_structure · text_structure_purpose
    {
      id: "diag-rw-03",
      type: "SC",
      title: "",
      passage: {
        topic: "humanities",
        title: "",
        html: `<p>In the late 1970s, Nicaragua opened new schools for deaf children, many of whom had grown up at home using only simple gestures invented with their families. Teachers at the schools focused on lip-reading and spoken Spanish, but outside the classroom the children began combining their gestures into a shared system. As younger children joined the schools and learned this system from older students, they used it in increasingly regular ways, adding consistent rules, such as using locations in space to show who did what to whom. Linguists studying the community concluded that a complete new language, now called Nicaraguan Sign Language, had been created largely by the children themselves.</p>`,
      },
      text: `<p>Which choice best states the main purpose of the text?</p>`,
      test: "verbal",
      domain: "craft_structure",
      skill: "text_structure_purpose",
      difficulty: "medium",
      rating: 3,
      choices: [
        { text: "To explain how Nicaraguan Sign Language differs from the other sign languages used in Central America" },
        { text: "To argue that schools for deaf children in Nicaragua should have stopped teaching lip-reading and spoken Spanish" },
        { text: "To trace how deaf children in Nicaragua created a new language, as the linguists who studied them concluded", correct: true },
        { text: "To show that younger children generally learn new languages more quickly and more completely than older children do" },
      ],
      explanation: `<p>The text traces a sequence of events (children's home gestures, a shared system formed outside class, younger students making it more regular) and ends with the linguists' conclusion that the children themselves created a complete new language. Tracing that development, up to the linguists' conclusion that the children created the language, is the text's purpose.</p>
<p>The claim that schools should stop teaching lip-reading and spoken Spanish is an argument the text never makes; it mentions the teachers' focus only as background.</p>
<p>A comparison with other sign languages of Central America never appears in the text.</p>
<p>A general claim that younger children learn new languages faster and more completely goes beyond the text, which says only that the younger students used this one system more regularly.</p>`,
    },
    // 04 hard · craft_structure · cross_text_connections
    {
      id: "diag-rw-04",
      type: "SC",
      title: "",
      passage: {
        topic: "science",
        title: "",
        html: `<p><b>Text 1</b></p><p>Many bakers believe that a sourdough starter takes on the character of the city where it is kept, because the starter is thought to capture yeasts and bacteria from the local air. To test this idea, researchers Elizabeth Landis and Benjamin Wolfe and their colleagues analyzed some 500 starters sent in by home bakers, most of them in the United States and Europe. Where a starter came from, they found, explained very little of the variation in its microbes: starters kept near each other were often no more alike than starters kept far apart.</p><p><b>Text 2</b></p><p>Other microbiologists point out that many of the microbes in a starter arrive not from the air but with the flour and from the baker's own hands. Two bakers living on the same street may buy flour from different mills and feed their starters on very different schedules, they note, so there is little reason to think that location by itself decides which microbes thrive in a starter.</p>`,
      },
      text: `<p>Based on the texts, how would the microbiologists in Text 2 most likely respond to the findings of Landis, Wolfe, and their colleagues (Text 1)?</p>`,
      test: "verbal",
      domain: "craft_structure",
      skill: "cross_text_connections",
      difficulty: "hard",
      rating: 5,
      choices: [
        { text: "They would find the findings surprising, since bakers in the same region usually buy their flour from the same mills." },
        { text: "They would accept the findings but maintain that a starter still reflects the microbes in the air where it is kept." },
        { text: "They would see the findings as expected if a starter's microbes depend mainly on things such as flour and feeding habits.", correct: true },
        { text: "They would argue that the findings are unreliable because the researchers did not sample each city's air." },
      ],
      explanation: `<p>Text 1 reports that where a starter was kept explained very little of its microbes: nearby starters were often no more alike than distant ones. The microbiologists in Text 2 argue that many microbes come with the flour and from the baker's hands, and that neighbors can use different flours and feeding schedules, so location alone should not decide a starter's microbes. The findings are exactly what their view predicts, so they would see them as expected.</p>
<p>The objection that the researchers did not measure the air misses Text 2's point: its authors think the air is not the main source of microbes, so they would have no reason to reject the findings on that ground.</p>
<p>The claim that bakers in the same region usually buy flour from the same mills reverses Text 2's point that bakers on the same street may use different mills, so they would not find the results surprising.</p>
<p>Keeping the idea that a starter reflects the microbes in the local air contradicts Text 2's claim that many microbes come from flour and hands, not from the air.</p>`,
    },
    // 05 easy · information_ideas · central_ideas_details
    {
      id: "diag-rw-05",
      type: "SC",
      title: "",
      passage: {
        topic: "science",
        title: "",
        html: `<p>The creosote bush, a shrub found across the deserts of the southwestern United States and northern Mexico, can survive more than a year without rain. Its small leaves are coated with a sticky resin that slows the loss of water. Its roots spread widely just below the surface, allowing the plant to absorb water quickly after brief storms. During especially dry periods, it can also shed many of its leaves, reducing the surface through which water escapes.</p>`,
      },
      text: `<p>Which choice best states the main idea of the text?</p>`,
      test: "verbal",
      domain: "information_ideas",
      skill: "central_ideas_details",
      difficulty: "easy",
      rating: 2,
      choices: [
        { text: "The creosote bush needs frequent storms in order to survive." },
        { text: "The resin on the creosote bush's leaves is the main reason the plant can survive drought." },
        { text: "The creosote bush has several features that help it survive long periods without rain.", correct: true },
        { text: "The creosote bush is found only in the deserts of the southwestern United States." },
      ],
      explanation: `<p>After saying that the creosote bush can survive more than a year without rain, the text lists three features that explain this: resin-coated leaves, wide shallow roots and the ability to shed leaves. The main idea is that the plant has several features that help it survive drought.</p>
<p>“Found only in the southwestern United States” contradicts the text, which also places the shrub in northern Mexico.</p>
<p>Calling the resin “the main reason” singles out one of three features; the text never ranks them.</p>
<p>Needing “frequent storms” contradicts the statement that the plant can survive more than a year without rain.</p>`,
    },
    // 06 medium · information_ideas · command_of_evidence_quantitative
    {
      id: "diag-rw-06",
      type: "SC",
      title: "",
      passage: {
        topic: "science",
        title: "",
        html: `${lineGraph({
          id: "diag-rw-06-graph",
          title: "L-theanine concentration in tea leaves by shade level",
          desc: "Line graph. The horizontal axis shows the shade level, in percent, at 0, 30, 60 and 90 percent. The vertical axis shows the L-theanine concentration, in milligrams per gram of dried leaf, from 0 to 25. The line rises through four points: 11.2 milligrams per gram at 0 percent shade, 15.6 at 30 percent, 18.2 at 60 percent, and 19.4 at 90 percent, climbing less steeply at each step.",
          width: 380,
          height: 270,
          x: { label: "Shade level (%)", min: 0, max: 90, step: 30 },
          y: { label: "L-theanine (mg per g)", min: 0, max: 25, step: 5 },
          series: [
            {
              points: [
                [0, 11.2],
                [30, 15.6],
                [60, 18.2],
                [90, 19.4],
              ],
            },
          ],
        })}<p>Some tea farmers cover their plants with shade cloth for several weeks before harvest. At one farm, workers grew tea plants under four levels of shade and measured the concentration of L-theanine, an amino acid associated with a mellow, savory taste, in the harvested leaves. The farm's manager concluded that more shade raises L-theanine concentration but that each added step of shade helps less than the step before it.</p>`,
      },
      text: `<p>Which choice best describes data from the graph that support the manager's conclusion?</p>`,
      test: "verbal",
      domain: "information_ideas",
      skill: "command_of_evidence_quantitative",
      difficulty: "medium",
      rating: 4,
      choices: [
        { text: "Concentration rose by about 4.4 mg per gram from 0% to 30% shade but by only about 1.2 mg per gram from 60% to 90% shade.", correct: true },
        { text: "Leaves grown under 90% shade had well over one and a half times the L-theanine concentration of leaves grown with no shade." },
        { text: "Leaves grown under 60% shade had a higher L-theanine concentration than leaves grown under 90% shade did." },
        { text: "Leaves grown with no shade had a concentration of about 11.2 mg per gram, the lowest of the four shade levels." },
      ],
      explanation: `<p>The conclusion has two parts: more shade raises L-theanine, and each added step of shade helps less than the one before. The graph rises at every step (11.2, 15.6, 18.2, 19.4), and the gains shrink: about 4.4 mg per gram from 0% to 30%, 2.6 from 30% to 60%, and only 1.2 from 60% to 90%. Setting the first gain beside the last shows the second part of the conclusion directly.</p>
<p>The statement that 90% shade gave well over one and a half times the no-shade value is accurate (19.4 against 11.2) but shows only that shade helps, not that its benefit shrinks.</p>
<p>The statement that 60% shade beat 90% shade misreads the graph (18.2 is less than 19.4) and would contradict the claim that more shade raises L-theanine.</p>
<p>The statement that no shade gave the lowest value is accurate but says nothing about the shrinking gains, the second half of the conclusion.</p>`,
    },
    // 07 hard · information_ideas · inferences
    {
      id: "diag-rw-07",
      type: "SC",
      title: "",
      passage: {
        topic: "humanities",
        title: "",
        html: `<p>The manuscript of <i>Sir Thomas More</i>, an Elizabethan play written by several playwrights, survives with revisions in six different hands. Scholars have long asked whether one of them, known as Hand D, belongs to William Shakespeare, whose only certain handwriting is six signatures. Hand D's three pages spell “silence” as “scilens,” an unusual spelling that also appears, as the name of the character Silence, in the first printed edition of Shakespeare's <i>Henry IV, Part 2</i>, an edition that printers seem to have set from Shakespeare's own manuscript. Because printers of the period often kept the spellings of the manuscripts they worked from, this shared spelling suggests that ______</p>`,
      },
      text: `<p>Which choice most logically completes the text?</p>`,
      test: "verbal",
      domain: "information_ideas",
      skill: "inferences",
      difficulty: "hard",
      rating: 6,
      choices: [
        { text: "“scilens” was the usual way for writers of Shakespeare's time to spell the word “silence.”" },
        { text: "Hand D may be the writer whose manuscript the printers of that edition of the play followed.", correct: true },
        { text: "Shakespeare must have written all of the revisions that appear in the manuscript of <i>Sir Thomas More</i>." },
        { text: "the printers of <i>Henry IV, Part 2</i> probably copied the spelling from Hand D's pages in <i>Sir Thomas More</i>." },
      ],
      explanation: `<p>The reasoning runs in two steps. Printers tended to keep the spellings of the manuscript in front of them, so “scilens” in the printed <i>Henry IV, Part 2</i> most likely came from the manuscript the printers used, which seems to have been Shakespeare's own. Hand D uses the same unusual spelling. The shared habit therefore links Hand D to the writer of that manuscript: Hand D may be Shakespeare.</p>
<p>Printers copying the spelling from Hand D's pages has no support: the text says the printers worked from Shakespeare's manuscript of <i>Henry IV</i>, not from <i>Sir Thomas More</i>.</p>
<p>Shakespeare writing all of the revisions contradicts the text, which says the revisions are in six different hands; at most the evidence bears on one of them.</p>
<p>Calling “scilens” the usual spelling contradicts the text, which calls it unusual, and a common spelling would link no one to anyone.</p>`,
    },
    // 08 easy · standard_english · boundaries
    {
      id: "diag-rw-08",
      type: "SC",
      title: "",
      passage: {
        topic: "science",
        title: "",
        html: `<p>The saguaro cactus, which grows in the Sonoran Desert, can take in hundreds of liters of water during a single rainstorm. Its stem is lined with vertical folds called ______ the plant absorbs water, these folds spread apart so that the stem can swell without splitting.</p>`,
      },
      text: `<p>${SEC}</p>`,
      test: "verbal",
      domain: "standard_english",
      skill: "boundaries",
      difficulty: "easy",
      rating: 2,
      choices: [{ text: "pleats when" }, { text: "pleats; when", correct: true }, { text: "pleats, which when" }, { text: "pleats, when" }],
      explanation: `<p>“Its stem is lined with vertical folds called pleats” is an independent clause, and “when the plant absorbs water, these folds spread apart…” is another. A semicolon correctly joins two independent clauses without a conjunction.</p>
<p>“Pleats, when” joins the two independent clauses with only a comma, a comma splice.</p>
<p>“Pleats when” runs the two independent clauses together with no punctuation at all, a run-on sentence.</p>
<p>“Pleats, which when” starts a relative clause that never gets its own verb, because “these folds spread apart” already has a subject, so the sentence does not hold together.</p>`,
    },
    // 09 medium · standard_english · boundaries
    {
      id: "diag-rw-09",
      type: "SC",
      title: "",
      passage: {
        topic: "history_social",
        title: "",
        html: `<p>In the 1820s, French physicist Augustin-Jean Fresnel designed a lighthouse lens made of rings of glass prisms that bend scattered light into a single strong beam. Lighthouses fitted with the largest of these lenses, known as first-order ______ be seen by sailors from about twenty miles away on a clear night.</p>`,
      },
      text: `<p>${SEC}</p>`,
      test: "verbal",
      domain: "standard_english",
      skill: "boundaries",
      difficulty: "medium",
      rating: 3,
      choices: [{ text: "lenses, could", correct: true }, { text: "lenses; could" }, { text: "lenses could" }, { text: "lenses: could" }],
      explanation: `<p>The phrase “known as first-order lenses” is a supplementary phrase that opens with a comma after “these lenses,” so it must close with a matching comma before the sentence continues with its verb: “Lighthouses … , known as first-order lenses, could be seen.”</p>
<p>“Lenses could” leaves the phrase without its closing comma, so the interrupting phrase runs straight into the main verb.</p>
<p>“Lenses; could” uses a semicolon, which belongs between independent clauses; it would cut off the subject “Lighthouses” from its verb “could be seen.”</p>
<p>“Lenses: could” uses a colon, which must follow an independent clause; here it would separate the subject from its verb.</p>`,
    },
    // 10 medium · standard_english · form_structure_sense
    {
      id: "diag-rw-10",
      type: "SC",
      title: "",
      passage: {
        topic: "humanities",
        title: "",
        html: `<p>American Sign Language (ASL) is not simply English expressed with the hands. The grammar of ASL, which relies on facial expressions and on where signs are placed in the space around the signer, ______ from English grammar in many ways, including in how questions are formed.</p>`,
      },
      text: `<p>${SEC}</p>`,
      test: "verbal",
      domain: "standard_english",
      skill: "form_structure_sense",
      difficulty: "medium",
      rating: 3,
      choices: [{ text: "are differing" }, { text: "differ" }, { text: "differs", correct: true }, { text: "have differed" }],
      explanation: `<p>The subject of the blank's verb is the singular noun “grammar” (“The grammar of ASL”); the clause beginning “which relies on…” and the plural nouns inside it (“expressions,” “signs”) only interrupt. A singular subject needs the singular verb “differs,” and the simple present fits a general statement of fact.</p>
<p>“Differ” is a plural verb, which agrees with nearby plural nouns like “signs” rather than with the subject “grammar.”</p>
<p>“Have differed” is also plural and does not agree with “grammar.”</p>
<p>“Are differing” is plural as well, so it fails to agree with the singular subject.</p>`,
    },
    // 11 easy · expression_ideas · transitions
    {
      id: "diag-rw-11",
      type: "SC",
      title: "",
      passage: {
        topic: "history_social",
        title: "",
        html: `<p>When New York began digging a canal from Albany to Buffalo in 1817, many critics mocked the project as “Clinton's Ditch,” after Governor DeWitt Clinton, who had championed it, and predicted that it would never repay its cost. ______ the Erie Canal, completed in 1825, cut the cost of shipping goods between the Great Lakes and New York City so sharply that it helped make the city the country's leading port.</p>`,
      },
      text: `<p>Which choice completes the text with the most logical transition?</p>`,
      test: "verbal",
      domain: "expression_ideas",
      skill: "transitions",
      difficulty: "easy",
      rating: 2,
      choices: [{ text: "In other words," }, { text: "Similarly," }, { text: "For this reason," }, { text: "Even so,", correct: true }],
      explanation: `<p>The first sentence reports the critics' mockery and their prediction that the canal would never repay its cost; the second reports that the canal succeeded spectacularly. The second sentence runs against what the first would lead a reader to expect, and “Even so” signals exactly that kind of contrast.</p>
<p>“For this reason” presents the canal's success as a result of the critics' mockery, but the mockery did not cause the success.</p>
<p>“Similarly” signals a comparable idea, but the canal's success is the opposite of what the critics predicted.</p>
<p>“In other words” signals a restatement, but the second sentence adds a new, contrasting point rather than rephrasing the first.</p>`,
    },
    // 12 easy · expression_ideas · rhetorical_synthesis
    {
      id: "diag-rw-12",
      type: "SC",
      title: "",
      passage: {
        topic: "humanities",
        title: "",
        html: `${NOTES}<ul><li>Winsor McCay was an American cartoonist and animator.</li><li>His comic strip <i>Little Nemo in Slumberland</i> first appeared in the <i>New York Herald</i> in 1905.</li><li>The strip ran in the <i>Herald</i> until 1911, when McCay moved to a rival newspaper.</li><li>Each full-page Sunday episode followed a boy named Nemo through a dream.</li><li>Most episodes ended with Nemo waking up in his bed.</li></ul>`,
      },
      text: `<p>The student wants to emphasize how long <i>Little Nemo in Slumberland</i> ran in the <i>New York Herald</i>. Which choice most effectively uses relevant information from the notes to accomplish this goal?</p>`,
      test: "verbal",
      domain: "expression_ideas",
      skill: "rhetorical_synthesis",
      difficulty: "easy",
      rating: 1,
      choices: [
        { text: "In 1911, McCay left the <i>New York Herald</i>, where <i>Little Nemo</i> had first appeared." },
        { text: "Each Sunday episode of <i>Little Nemo</i> followed a boy named Nemo through a dream." },
        { text: "McCay's <i>Little Nemo in Slumberland</i> ran in the <i>New York Herald</i> for about six years, from 1905 to 1911.", correct: true },
        { text: "Winsor McCay, an American cartoonist and animator, created <i>Little Nemo in Slumberland</i>." },
      ],
      explanation: `<p>The goal is the length of the strip's run in the <i>Herald</i>. Only the sentence giving about six years, from 1905 to 1911, states how long it ran there.</p>
<p>The sentence introducing McCay as a cartoonist and animator says who created the strip, not how long it ran.</p>
<p>The sentence about each Sunday episode following Nemo through a dream describes the strip's content, not its run.</p>
<p>The sentence about McCay leaving the <i>Herald</i> in 1911 gives the year the run ended but not when it began, so it does not show how long the strip ran.</p>`,
    },
    // 13 medium · expression_ideas · rhetorical_synthesis
    {
      id: "diag-rw-13",
      type: "SC",
      title: "",
      passage: {
        topic: "science",
        title: "",
        html: `${NOTES}<ul><li>Desert plants survive drought in different ways.</li><li>The ocotillo is a shrub of the Sonoran and Chihuahuan Deserts.</li><li>Within days after a rain, the ocotillo grows a set of small green leaves.</li><li>When the soil dries out, the ocotillo drops those leaves.</li><li>The barrel cactus stores water in its thick, ribbed stem.</li><li>The stored water lets the barrel cactus keep functioning through long dry periods.</li></ul>`,
      },
      text: `<p>The student wants to contrast how the ocotillo and the barrel cactus survive drought. Which choice most effectively uses relevant information from the notes to accomplish this goal?</p>`,
      test: "verbal",
      domain: "expression_ideas",
      skill: "rhetorical_synthesis",
      difficulty: "medium",
      rating: 3,
      choices: [
        { text: "The ocotillo and the barrel cactus are both desert plants, and each has its own way of surviving the long droughts of the desert." },
        { text: "The barrel cactus stores water in its thick, ribbed stem, and that stored water lets it keep functioning through long dry periods." },
        { text: "The ocotillo grows leaves after rain and drops them as the soil dries, whereas the barrel cactus stores water in its stem.", correct: true },
        { text: "The ocotillo, a shrub of the Sonoran and Chihuahuan Deserts, grows a set of small green leaves within days after a rain falls." },
      ],
      explanation: `<p>A contrast needs both plants and a signal of difference. Only the sentence joined by “whereas” sets the ocotillo's strategy (growing leaves after rain and dropping them as the soil dries) against the barrel cactus's strategy (storing water in its stem).</p>
<p>The sentence saying each plant has its own way of surviving drought hints at a difference but never says what either way is, so nothing is actually contrasted.</p>
<p>The sentence about the barrel cactus's water-storing stem describes only one plant, so nothing is contrasted.</p>
<p>The sentence about the ocotillo's leaves after a rain also describes only one plant and leaves out the barrel cactus.</p>`,
    },
  ],
};

export default module;
