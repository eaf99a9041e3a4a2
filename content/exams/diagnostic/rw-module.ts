import type { z } from "zod";
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
  directions: `<p>This short diagnostic section checks a range of reading and writing skills. Every question comes with its own passage (or a pair of short passages), and some passages include a table. Read the passage and the question carefully, then choose the one best answer from the four choices, basing your answer only on what the passage says or implies.</p><p>The section has 13 questions and a 17-minute time limit. You can flag a question and come back to it before time runs out.</p>`,
  questions: [
    // 01 easy · craft_structure · words_in_context · key B
    {
      id: "diag-rw-01",
      type: "SC",
      title: "",
      passage: {
        topic: "science",
        title: "",
        html: `<p>Tea plants grown on high mountain slopes often develop more slowly than tea plants grown in warm lowlands. At high elevations, cool air and frequent mist ______ the growth of new leaves. Many growers welcome this slower pace, because leaves that mature gradually tend to build up more of the compounds that give tea its aroma.</p>`,
      },
      text: `<p>${WIC}</p>`,
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "easy",
      choices: [
        { text: "imitate" },
        { text: "hasten" },
        { text: "restrain", correct: true },
        { text: "reveal" },
      ],
      explanation: `<p>The text says that high-elevation tea plants “develop more slowly” and that growers welcome “this slower pace.” So the cool air and mist must hold back the growth of new leaves, which is what “restrain” means.</p>
<p>“Hasten” means speed up, the opposite of the slower development the text describes.</p>
<p>“Reveal” means make visible; nothing suggests that mist makes leaf growth easier to see, and it would not explain the slower pace.</p>
<p>“Imitate” means copy; air and mist cannot copy the growth of leaves, so the word makes no sense here.</p>`,
    },
    // 02 hard · craft_structure · words_in_context · key D
    {
      id: "diag-rw-02",
      type: "SC",
      title: "",
      passage: {
        topic: "history_social",
        title: "",
        html: `<p>Before electric lamps became standard, lighthouse keepers at remote stations kept detailed logbooks recording the weather, passing ships and the amount of oil burned each night. Historian Maren Tollefsen argues that these records are far from ______: although keepers wrote them only to satisfy government inspectors, the logbooks now give climate scientists some of the few continuous, night-by-night accounts of coastal storms from the nineteenth century.</p>`,
      },
      text: `<p>${WIC}</p>`,
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "hard",
      choices: [
        { text: "fragile" },
        { text: "negligible", correct: true },
        { text: "deliberate" },
        { text: "meticulous" },
      ],
      explanation: `<p>The clause after the colon explains Tollefsen's claim: the logbooks were written for a routine purpose (“only to satisfy government inspectors”), yet they now provide rare, continuous storm records that scientists can use. The claim is therefore that the records are far from unimportant, and “negligible” means too small or unimportant to matter. “Far from negligible” means valuable.</p>
<p>“Meticulous” (very careful and precise) does not fit: the text calls the logbooks “detailed,” so saying they are far from meticulous would contradict it, and the colon clause is about their usefulness, not their care.</p>
<p>“Fragile” is about physical condition, which the text never mentions; the colon clause says nothing about how durable the logbooks are.</p>
<p>“Deliberate” would mean the logbooks were not written on purpose, but the keepers wrote them on purpose, for inspectors; the colon clause concerns their value, not their intent.</p>`,
    },
    // 03 medium · craft_structure · text_structure_purpose · key A
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
      choices: [
        { text: "To describe how deaf children in Nicaragua developed a new language and to report what linguists concluded about where that language came from", correct: true },
        { text: "To argue that schools for deaf children should stop teaching lip-reading and spoken Spanish" },
        { text: "To explain how Nicaraguan Sign Language differs from the other sign languages used in Central America" },
        { text: "To show that younger children generally learn languages more quickly than older children do" },
      ],
      explanation: `<p>The text traces a sequence of events (children's home gestures, a shared system formed outside class, younger students making it more regular) and ends with the linguists' conclusion that the children themselves created a complete new language. Describing that development and reporting the conclusion is the text's purpose.</p>
<p>The claim that schools should stop teaching lip-reading and spoken Spanish is an argument the text never makes; it mentions the teachers' focus only as background.</p>
<p>A comparison with other sign languages of Central America never appears in the text.</p>
<p>A general claim that younger children learn languages faster goes beyond the text, which says only that the younger students used this one system more regularly.</p>`,
    },
    // 04 hard · craft_structure · cross_text_connections · key C
    {
      id: "diag-rw-04",
      type: "SC",
      title: "",
      passage: {
        topic: "science",
        title: "",
        html: `<p><b>Text 1</b></p><p>Many bakers believe that a sourdough starter takes on the character of the city where it is kept, because the starter is thought to capture yeasts and bacteria from the local air. To test this idea, microbiologist Ines Carvalho and her colleagues analyzed starters donated by home bakers in four countries. Starters from the same region, they found, were no more similar in their microbes than starters from regions thousands of kilometers apart.</p><p><b>Text 2</b></p><p>Food scientist Daniel Obuya points out that most of the microbes in a starter arrive not from the air but from the flour and from the baker's own hands. Two bakers living on the same street may buy flour from different mills and feed their starters on very different schedules, he notes, so there is little reason to think that location by itself decides which microbes thrive in a starter.</p>`,
      },
      text: `<p>Based on the texts, how would Obuya (Text 2) most likely respond to the findings of Carvalho and her colleagues (Text 1)?</p>`,
      test: "verbal",
      domain: "craft_structure",
      skill: "cross_text_connections",
      difficulty: "hard",
      choices: [
        { text: "He would regard the findings as what one would expect if a starter's microbes depend mainly on factors such as flour and feeding habits.", correct: true },
        { text: "He would accept the findings but maintain that a starter still reflects the microbes in the air where it is kept." },
        { text: "He would find the findings surprising, since bakers in the same region usually buy their flour from the same mills." },
        { text: "He would argue that the findings are unreliable because the researchers did not measure the microbes in each city's air." },
      ],
      explanation: `<p>Carvalho's team found that starters from the same region were no more alike than starters from distant regions. Obuya argues that microbes come mostly from flour and hands, and that neighbors can use different flours and feeding schedules, so location alone should not determine a starter's microbes. Their results are exactly what his view predicts, so he would see the findings as consistent with it.</p>
<p>The objection that the researchers did not measure the air misses Obuya's point: he thinks air is not the main source of microbes, so he would have no reason to call the findings unreliable on that ground.</p>
<p>The claim that bakers in the same region usually buy flour from the same mills reverses Obuya's point that bakers on the same street may use different mills, so he would not find the results surprising.</p>
<p>Keeping the idea that a starter reflects the microbes in the local air contradicts Obuya's claim that most microbes come from flour and hands, not the air.</p>`,
    },
    // 05 easy · information_ideas · central_ideas_details · key D
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
      choices: [
        { text: "The creosote bush needs frequent storms in order to survive." },
        { text: "The creosote bush is found only in the deserts of the southwestern United States." },
        { text: "The creosote bush has several features that help it survive long periods without rain.", correct: true },
        { text: "The resin on the creosote bush's leaves is the main reason the plant can survive drought." },
      ],
      explanation: `<p>After saying that the creosote bush can survive more than a year without rain, the text lists three features that explain this: resin-coated leaves, wide shallow roots and the ability to shed leaves. The main idea is that the plant has several features that help it survive drought.</p>
<p>“Found only in the southwestern United States” contradicts the text, which also places the shrub in northern Mexico.</p>
<p>Calling the resin “the main reason” singles out one of three features; the text never ranks them.</p>
<p>Needing “frequent storms” contradicts the statement that the plant can survive more than a year without rain.</p>`,
    },
    // 06 medium · information_ideas · command_of_evidence_quantitative · key B
    {
      id: "diag-rw-06",
      type: "SC",
      title: "",
      passage: {
        topic: "science",
        title: "",
        html: `<table><caption>L-Theanine Concentration in Tea Leaves by Shade Level</caption><thead><tr><th scope="col">Shade level</th><th scope="col">L-theanine (milligrams per gram of dried leaf)</th></tr></thead><tbody><tr><th scope="row">No shade (0%)</th><td>11.2</td></tr><tr><th scope="row">Moderate shade (50%)</th><td>17.8</td></tr><tr><th scope="row">Heavy shade (85%)</th><td>19.6</td></tr></tbody></table><p>Some tea farmers cover their plants with shade cloth for several weeks before harvest. Agronomist Keiko Arai grew tea plants under three levels of shade and measured the concentration of L-theanine, an amino acid associated with a mellow, savory taste, in the harvested leaves. Arai concluded that more shade increases L-theanine concentration but that the benefit of heavy shade over moderate shade is much smaller than the benefit of moderate shade over no shade.</p>`,
      },
      text: `<p>Which choice best describes data from the table that support Arai's conclusion?</p>`,
      test: "verbal",
      domain: "information_ideas",
      skill: "command_of_evidence_quantitative",
      difficulty: "medium",
      choices: [
        { text: "Leaves grown under heavy shade had more than twice the L-theanine concentration of leaves grown with no shade." },
        { text: "L-theanine concentration rose from 11.2 milligrams per gram with no shade to 17.8 milligrams per gram with moderate shade but only to 19.6 milligrams per gram with heavy shade.", correct: true },
        { text: "Leaves grown under moderate shade had a higher L-theanine concentration than leaves grown under heavy shade." },
        { text: "Leaves grown with no shade had an L-theanine concentration of 11.2 milligrams per gram, the lowest of the three shade levels." },
      ],
      explanation: `<p>Arai's conclusion has two parts: more shade raises L-theanine, and the gain from moderate to heavy shade is much smaller than the gain from none to moderate. The values 11.2 → 17.8 → 19.6 show both: concentration rises at each step, by 6.6 milligrams per gram first and by only 1.8 milligrams per gram second.</p>
<p>The statement that no shade gave the lowest value, 11.2, is accurate but says nothing about the smaller gain from heavy shade, the second half of the conclusion.</p>
<p>“More than twice” is inaccurate: twice 11.2 is 22.4, and heavy shade gave only 19.6.</p>
<p>Saying moderate shade beat heavy shade is inaccurate (17.8 is less than 19.6) and would contradict the claim that more shade increases L-theanine.</p>`,
    },
    // 07 hard · information_ideas · inferences · key A
    {
      id: "diag-rw-07",
      type: "SC",
      title: "",
      passage: {
        topic: "humanities",
        title: "",
        html: `<p>Comic-book historian Priya Venkataraman studies illustrators who worked anonymously in the 1940s, when most studios credited stories to the studio rather than to individual artists. (The artist and studios described here are fictional.) She has traced one such artist, known to collectors as “the Harbor Hand,” through a distinctive habit of drawing rain as short, doubled strokes. Doubled-stroke rain appears in stories published by Gullwing Comics from 1943 to early 1946 and in stories published by Tidewater Press from mid-1946 to 1949, but in no other studio's stories. Payroll records show that Gullwing lost one of its illustrators in early 1946 and that Tidewater hired a new illustrator a few weeks later. These findings suggest that ______</p>`,
      },
      text: `<p>Which choice most logically completes the text?</p>`,
      test: "verbal",
      domain: "information_ideas",
      skill: "inferences",
      difficulty: "hard",
      choices: [
        { text: "the Harbor Hand most likely left Gullwing Comics and began working for Tidewater Press in 1946.", correct: true },
        { text: "the two studios' payroll records reveal the Harbor Hand's real name." },
        { text: "the Harbor Hand drew stories for Gullwing Comics and Tidewater Press during the same years." },
        { text: "doubled-stroke rain was a style that several illustrators at Gullwing Comics shared." },
      ],
      explanation: `<p>Three pieces of evidence line up: the doubled-stroke rain, which identifies the Harbor Hand, stops appearing at Gullwing in early 1946; it starts appearing at Tidewater in mid-1946; and the payroll records show Gullwing losing an illustrator and Tidewater hiring one at just that time. Together they suggest that the Harbor Hand moved from Gullwing to Tidewater in 1946.</p>
<p>The payroll records are described only as showing that an illustrator left one studio and another was hired; nothing says they name anyone, so they cannot be said to reveal the artist's real name.</p>
<p>Working for both studios during the same years contradicts the dates: the rain appears at Gullwing only until early 1946 and at Tidewater only from mid-1946.</p>
<p>A style shared by several Gullwing illustrators would not vanish from Gullwing when a single illustrator left, and it would undercut the text's premise that the habit identifies one artist.</p>`,
    },
    // 08 easy · standard_english · boundaries · key C
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
      choices: [
        { text: "pleats, when" },
        { text: "pleats; when", correct: true },
        { text: "pleats when" },
        { text: "pleats, which when" },
      ],
      explanation: `<p>“Its stem is lined with vertical folds called pleats” is an independent clause, and “when the plant absorbs water, these folds spread apart…” is another. A semicolon correctly joins two independent clauses without a conjunction.</p>
<p>“Pleats, when” joins the two independent clauses with only a comma, a comma splice.</p>
<p>“Pleats when” runs the two independent clauses together with no punctuation at all, a run-on sentence.</p>
<p>“Pleats, which when” starts a relative clause that never gets its own verb, because “these folds spread apart” already has a subject, so the sentence does not hold together.</p>`,
    },
    // 09 medium · standard_english · boundaries · key B
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
      choices: [
        { text: "lenses could" },
        { text: "lenses: could" },
        { text: "lenses; could" },
        { text: "lenses, could", correct: true },
      ],
      explanation: `<p>The phrase “known as first-order lenses” is a supplementary phrase that opens with a comma after “these lenses,” so it must close with a matching comma before the sentence continues with its verb: “Lighthouses … , known as first-order lenses, could be seen.”</p>
<p>“Lenses could” leaves the phrase without its closing comma, so the interrupting phrase runs straight into the main verb.</p>
<p>“Lenses; could” uses a semicolon, which belongs between independent clauses; it would cut off the subject “Lighthouses” from its verb “could be seen.”</p>
<p>“Lenses: could” uses a colon, which must follow an independent clause; here it would separate the subject from its verb.</p>`,
    },
    // 10 medium · standard_english · form_structure_sense · key D
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
      choices: [
        { text: "have differed" },
        { text: "differs", correct: true },
        { text: "differ" },
        { text: "are differing" },
      ],
      explanation: `<p>The subject of the blank's verb is the singular noun “grammar” (“The grammar of ASL”); the clause beginning “which relies on…” and the plural nouns inside it (“expressions,” “signs”) only interrupt. A singular subject needs the singular verb “differs,” and the simple present fits a general statement of fact.</p>
<p>“Differ” is a plural verb, which agrees with nearby plural nouns like “signs” rather than with the subject “grammar.”</p>
<p>“Have differed” is also plural and does not agree with “grammar.”</p>
<p>“Are differing” is plural as well, so it fails to agree with the singular subject.</p>`,
    },
    // 11 easy · expression_ideas · transitions · key A
    {
      id: "diag-rw-11",
      type: "SC",
      title: "",
      passage: {
        topic: "science",
        title: "",
        html: `<p>A sourdough starter must be fed regularly with fresh flour and water to keep its yeasts and bacteria active. When a starter is left unfed for several weeks, its microbes run short of food, and a layer of grayish liquid often collects on its surface. ______ many neglected starters can be brought back to full strength after a few days of regular feeding.</p>`,
      },
      text: `<p>Which choice completes the text with the most logical transition?</p>`,
      test: "verbal",
      domain: "expression_ideas",
      skill: "transitions",
      difficulty: "easy",
      choices: [
        { text: "In other words," },
        { text: "Similarly," },
        { text: "For this reason," },
        { text: "Even so,", correct: true },
      ],
      explanation: `<p>The previous sentence describes the damage that neglect does to a starter; the last sentence says that many neglected starters can nevertheless be revived. The last sentence contrasts with what the reader might expect after the previous one, and “Even so” signals exactly that kind of contrast.</p>
<p>“For this reason” presents the revival as a result of the neglect, but going hungry is not why a starter recovers.</p>
<p>“Similarly” signals a comparable idea, but recovery is the opposite of the decline just described.</p>
<p>“In other words” signals a restatement, but the last sentence adds a new, contrasting point rather than rephrasing the previous one.</p>`,
    },
    // 12 easy · expression_ideas · rhetorical_synthesis · key C
    {
      id: "diag-rw-12",
      type: "SC",
      title: "",
      passage: {
        topic: "humanities",
        title: "",
        html: `${NOTES}<ul><li>Lena Marchetti (a fictional artist) drew comic books in the 1960s.</li><li>Her best-known series was <i>Night Orchard</i> (a fictional comic).</li><li><i>Night Orchard</i> ran for 84 issues, from 1962 to 1969.</li><li>Marchetti drew every issue with black ink and a single brush.</li><li>Critics praised the series for its detailed nighttime landscapes.</li></ul>`,
      },
      text: `<p>The student wants to emphasize how long <i>Night Orchard</i> was published. Which choice most effectively uses relevant information from the notes to accomplish this goal?</p>`,
      test: "verbal",
      domain: "expression_ideas",
      skill: "rhetorical_synthesis",
      difficulty: "easy",
      choices: [
        { text: "Lena Marchetti, a comic-book artist, drew comic books in the 1960s." },
        { text: "Lena Marchetti's <i>Night Orchard</i> ran for 84 issues over seven years, from 1962 to 1969.", correct: true },
        { text: "Lena Marchetti drew every issue of <i>Night Orchard</i> with black ink and a single brush." },
        { text: "Critics praised <i>Night Orchard</i>, a series by Lena Marchetti, for its detailed nighttime landscapes." },
      ],
      explanation: `<p>The goal is the length of the series' run. Only the sentence giving 84 issues over seven years, from 1962 to 1969, states how long <i>Night Orchard</i> was published.</p>
<p>The sentence about black ink and a single brush describes Marchetti's drawing method, not how long the series ran.</p>
<p>The sentence about critics' praise for the nighttime landscapes concerns the series' reception, not its length.</p>
<p>The sentence saying Marchetti drew comics in the 1960s is about the artist's career in general and never mentions how long <i>Night Orchard</i> ran.</p>`,
    },
    // 13 medium · expression_ideas · rhetorical_synthesis · key B
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
      choices: [
        { text: "Whereas the ocotillo grows leaves after a rain and drops them when the soil dries out, the barrel cactus stores water in its thick stem to last through long dry periods.", correct: true },
        { text: "The ocotillo and the barrel cactus are both desert plants that survive drought." },
        { text: "The ocotillo, a shrub of the Sonoran and Chihuahuan Deserts, grows small green leaves within days after a rain." },
        { text: "The barrel cactus stores water in its thick, ribbed stem, which lets it keep functioning through long dry periods." },
      ],
      explanation: `<p>A contrast needs both plants and a signal of difference. The sentence beginning “Whereas” sets the ocotillo's strategy (growing leaves after rain and dropping them as the soil dries) against the barrel cactus's strategy (storing water in its stem).</p>
<p>The sentence calling both plants desert plants that survive drought states a similarity and gives neither plant's strategy.</p>
<p>The sentence about the barrel cactus's water-storing stem describes only one plant, so nothing is contrasted.</p>
<p>The sentence about the ocotillo's leaves after a rain also describes only one plant and leaves out the barrel cactus.</p>`,
    },
  ],
};

export default module;
