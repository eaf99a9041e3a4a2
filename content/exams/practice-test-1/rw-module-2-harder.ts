import type { z } from "zod";
import { scatterPlot } from "../../figures";
import type { ModuleSchema } from "../../schema";

const WIC = "Which choice completes the text with the most logical and precise word or phrase?";
const SEC = "Which choice completes the text so that it conforms to the conventions of Standard English?";
const TRANS = "Which choice completes the text with the most logical transition?";
const RS = "Which choice most effectively uses relevant information from the notes to accomplish this goal?";

const module: z.input<typeof ModuleSchema> = {
  id: "pt1-rw-m2h",
  name: "Section 1, Module 2: Reading and Writing",
  test: "verbal",
  module: 2,
  variant: "harder",
  minutes: 32,
  breakAfterMinutes: 10,
  directions:
    "<p>Each question in this module comes with its own short passage or pair of passages; some passages include a table. Read the passage carefully, then choose the one best answer from the four choices.</p><p>You may skip a question, mark it for review, and come back to it at any time before the module ends. A 10-minute break follows this module.</p>",
  questions: [
    // ---------------------------------------------------------------- Craft and Structure
    {
      id: "pt1-rw-m2h-01",
      type: "SC",
      title: "",
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>The Rosetta Stone, found in Egypt in 1799, carries the same decree in three scripts: Egyptian hieroglyphs, a later Egyptian script called Demotic, and ancient Greek. Because scholars could already read the Greek, the stone gave them a means of ______ the hieroglyphic text: comparing the versions, and drawing also on his knowledge of the Coptic language, Jean-François Champollion announced in 1822 that he could read hieroglyphs.</p>",
      },
      text: "<p>Which choice completes the text with the most logical and precise word or phrase?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "medium",
      rating: 3,
      choices: [{ text: "dating" }, { text: "deciphering", correct: true }, { text: "standardizing" }, { text: "reproducing" }],
      explanation:
        "<p>“Deciphering” is the best answer. The Greek, which scholars could read, says the same thing as the hieroglyphs, so comparing the two let them work out what the hieroglyphs meant; the sentence ends with Champollion announcing that he could read them. To decipher is to work out the meaning of writing in an unknown script or code.</p><ul><li>“Reproducing” means making copies; being able to read the Greek is no reason the stone would help anyone copy the hieroglyphs, and a copy would not have let anyone read them.</li><li>“Dating” means finding when something was made; the passage is about learning to read the hieroglyphs, not about when the decree was written.</li><li>“Standardizing” means making something uniform; nothing in the passage concerns regularizing how hieroglyphs were written, only understanding them.</li></ul>",
    },
    {
      id: "pt1-rw-m2h-02",
      type: "SC",
      title: "",
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>When linguist Shana Poplack recorded conversations among Puerto Rican residents of a New York City neighborhood in the late 1970s, she found that speakers switched between Spanish and English not at random but at points where the grammar of both languages was respected, and the most fluent bilinguals switched most often within a single sentence. Poplack argued that such switching, far from signaling a lack of fluency, is a ______ skill, one that requires command of the grammar of both languages.</p>",
      },
      text: "<p>Which choice completes the text with the most logical and precise word or phrase?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "medium",
      rating: 3,
      choices: [{ text: "rudimentary" }, { text: "involuntary" }, { text: "inconsequential" }, { text: "sophisticated", correct: true }],
      explanation:
        "<p>“Sophisticated” is the best answer. The phrase “far from signaling a lack of fluency” sets up a contrast, and the clause after the blank says the skill “requires command of the grammar of both languages”; the most fluent speakers switched most. A skill that demands that much knowledge is a complex, refined one.</p><ul><li>“Rudimentary” (basic, undeveloped) is what the text argues against; it matches the “lack of fluency” view that Poplack rejects.</li><li>“Involuntary” contradicts the finding that switches follow regular, grammatical patterns, and nothing suggests speakers cannot control them.</li><li>“Inconsequential” (unimportant) clashes with the text’s claim that the skill rests on command of two grammars; the text treats switching as significant, not trivial.</li></ul>",
    },
    {
      id: "pt1-rw-m2h-03",
      type: "SC",
      title: "",
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>Some historians of science contend that the history of chemistry is poorly served by accounts that treat discarded theories as simple mistakes. The phlogiston theory, they note, organized a large body of observations about burning and rusting and guided productive experiments for decades before chemists abandoned it late in the eighteenth century. To dismiss the theory as mere confusion, they argue, is to ______ its role in shaping the very questions whose answers eventually led to its replacement.</p>",
      },
      text: `<p>${WIC}</p>`,
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "hard",
      rating: 6,
      choices: [{ text: "exaggerate" }, { text: "concede" }, { text: "elide", correct: true }, { text: "vindicate" }],
      explanation:
        "<p>These historians think that calling phlogiston “mere confusion” leaves out something real: the theory organized observations and guided experiments. The blank must name that effect of dismissing the theory, namely passing over or omitting its role. “Elide” means to leave out or skip over, so dismissing the theory elides its role.</p><ul><li>“Exaggerate” reverses the relationship: dismissing the theory shrinks its role rather than overstating it.</li><li>“Vindicate” (to defend or justify) is what these historians themselves do for the theory, not what its dismissers do.</li><li>“Concede” (to acknowledge) would mean the dismissers admit the theory's role, the opposite of ignoring it.</li></ul>",
    },
    {
      id: "pt1-rw-m2h-04",
      type: "SC",
      title: "",
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>Jane Austen’s 1815 novel <i>Emma</i> opens by calling its heroine “handsome, clever, and rich” and by saying that she “seemed to unite some of the best blessings of existence.” The word “seemed” hints at trouble, and within a few paragraphs the narrator names it: “the power of having rather too much her own way, and a disposition to think a little too well of herself.” Sentences like these make the narrator’s compliments ______: each, read closely, carries a judgment at odds with its apparent approval.</p>",
      },
      text: "<p>Which choice completes the text with the most logical and precise word or phrase?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "hard",
      rating: 6,
      choices: [{ text: "effusive" }, { text: "sincere" }, { text: "barbed", correct: true }, { text: "perfunctory" }],
      explanation:
        "<p>“Barbed” is the best answer. A barbed remark looks harmless but contains a hidden sting. The text shows the narrator’s praise of Emma carrying exactly that: “seemed” quietly doubts the blessings just listed, and the narrator soon names Emma’s faults. The colon’s explanation, that each compliment “carries a judgment at odds with its apparent approval,” defines a barbed compliment.</p><ul><li>“Effusive” (gushing, lavish) describes praise that is excessive and wholehearted, the opposite of praise that hides a criticism.</li><li>“Sincere” would mean the compliments mean just what they say, which the hidden judgment contradicts.</li><li>“Perfunctory” (done as a routine, without care) misses the point: the compliments are carefully worded to carry a second meaning, not tossed off without thought.</li></ul>",
    },
    {
      id: "pt1-rw-m2h-06",
      type: "SC",
      title: "",
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>Many Italian painters of the early Renaissance worked in tempera, pigment bound with egg yolk, which dries within minutes and must be applied in fine, hatched strokes. Oil paint, which dries slowly, allowed artists to blend colors smoothly on the panel itself. <u>Yet the shift from one medium to the other was neither sudden nor complete.</u> Infrared and paint-sample analyses of panels from Florentine workshops, painted between about 1470 and 1500, show that the painters often laid down underlayers in tempera and then finished faces and fabrics with translucent oil glazes, combining the strengths of both media.</p>",
      },
      text: "<p>Which choice best describes the function of the underlined sentence in the text as a whole?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "text_structure_purpose",
      difficulty: "medium",
      rating: 4,
      choices: [
        { text: "It summarizes the advantages of oil paint described in the previous sentence." },
        { text: "It qualifies the contrast just drawn, preparing for evidence that painters combined the two media.", correct: true },
        { text: "It challenges the claim that tempera dries more quickly than oil paint does." },
        { text: "It introduces a technical problem that the analysis of the Florentine panels was later unable to resolve." },
      ],
      explanation:
        "<p>The first two sentences set tempera and oil against each other, which could suggest that painters simply swapped one for the other. The underlined sentence, beginning with “Yet,” limits that impression (the change was gradual and partial), and the next sentence supplies the analyses’ evidence that workshops combined the two. So the sentence qualifies the contrast and sets up that evidence.</p><ul><li>The analyses do not fail to resolve anything; they support the underlined claim.</li><li>Summarizing oil paint's advantages is the job of the previous sentence, and the underlined sentence turns away from it with “Yet.”</li><li>The drying times stated earlier are never disputed.</li></ul>",
    },
    {
      id: "pt1-rw-m2h-05",
      type: "SC",
      title: "",
      passage: {
        topic: "science",
        title: "",
        html: "<p>Glaciers that flow into the sea lose ice in two main ways: by melting and by calving, the breaking off of large blocks of ice at the glacier’s front. For years, many scientists treated calving as the dominant process at such glaciers in Greenland and melting as a minor one. Ship-based surveys that used sonar to map the glaciers’ underwater faces have since found that warm ocean water melts many of them from below far faster than expected, undercutting the ice above and making calving more likely. Melting and calving, the surveys suggest, are not separate processes but closely linked ones.</p>",
      },
      text: "<p>Which choice best states the main purpose of the text?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "text_structure_purpose",
      difficulty: "hard",
      rating: 5,
      choices: [
        { text: "To explain how sonar surveys work and why earlier estimates of ice loss relied on incomplete data" },
        { text: "To describe how the calving of Greenland’s glaciers produces icebergs that can endanger passing ships" },
        { text: "To argue that melting, rather than calving, is the main way that Greenland’s sea-ending glaciers lose ice" },
        { text: "To present findings that revise an assumption about how two processes relate at certain glaciers", correct: true },
      ],
      explanation:
        "<p>The text states an earlier assumption (calving dominant, melting minor), then reports survey findings that underwater melting is much faster than expected and drives calving, and ends by concluding that the two processes are linked. Its purpose is to present findings that revise how scientists understand the relation between melting and calving.</p><ul><li>Arguing that melting, not calving, is the main way the glaciers lose ice goes further than the text, which says the two processes are linked, not that one replaces the other as the main cause; this is the tempting misreading.</li><li>Explaining how sonar works misplaces the focus: sonar is mentioned only as the method of the surveys, and the text never says how it works or calls earlier estimates incomplete.</li><li>Icebergs endangering ships are never mentioned.</li></ul>",
    },
    {
      id: "pt1-rw-m2h-07",
      type: "SC",
      title: "",
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>In the prisoner’s dilemma, a staple of game theory, each of two players may either cooperate or defect. Whatever the other player does, each gains more by defecting, yet both end up worse off when both defect than when both cooperate. Because the game seems to make cooperation irrational, it was long cited as a model of why trust collapses. That logic, however, holds only when the game is played once. When political scientist Robert Axelrod ran computer tournaments in which strategies played the game against one another many times in a row, the winner was a simple strategy called tit for tat, which cooperated on its first move and then copied whatever its partner had done on the move before. Repetition, Axelrod concluded, can make cooperation pay even for purely self-interested players.</p>",
      },
      text: "<p>Which choice best describes the overall structure of the text?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "text_structure_purpose",
      difficulty: "hard",
      rating: 5,
      choices: [
        { text: "It outlines two competing theories about why people cooperate and then explains why a single experiment was unable to decide between them." },
        {
          text: "It presents the results of a study, raises doubts about how the study was designed, and then proposes an alternative experiment that would avoid those problems.",
        },
        {
          text: "It describes a game and a conclusion drawn from it, identifies a limit on that conclusion, and reports a study showing what happens beyond that limit.",
          correct: true,
        },
        {
          text: "It describes a common behavior, traces that behavior to selfish motives, and then argues that repeated interaction can replace those motives with more generous ones.",
        },
      ],
      explanation:
        "<p>The text first explains the one-round game and the conclusion drawn from it (cooperation is irrational, so trust collapses). It then names the limit of that conclusion (“holds only when the game is played once”) and reports Axelrod’s tournaments, in which repeated play let a cooperative strategy win. That is the sequence: a game and its conclusion, a limit, and a study beyond the limit.</p><ul><li>The version about doubting a study’s design does not fit: Axelrod’s tournaments are never criticized and no alternative experiment is proposed.</li><li>The version about two competing theories fails because the text gives one conclusion and a limit on it, and the tournaments produce a clear result.</li><li>The version in which repetition replaces selfish motives with generous ones reverses Axelrod’s conclusion that cooperation can pay “even for purely self-interested players”: the motives stay the same.</li></ul>",
    },
    {
      id: "pt1-rw-m2h-08",
      type: "SC",
      title: "",
      passage: {
        topic: "history_social",
        title: "",
        html: "<p><b>Text 1</b></p><p>The default effect is among the best-documented findings in behavioral economics. When employers enroll workers in retirement savings plans automatically and let them opt out, participation is far higher than when workers must opt in. Many researchers attribute the effect to inertia: the effort of changing a default, however small, is enough to keep most people where they were placed.</p><p><b>Text 2</b></p><p>Other economists doubt that inertia alone explains the power of defaults. In surveys of newly enrolled workers, many who remained in their employer’s default plan report having considered leaving it and deciding to stay because they took the default as a sign of what their employer recommended. For these workers, the economists argue, staying put was a choice informed by the default, not a failure to act.</p>",
      },
      text: "<p>Based on the texts, how would the economists in Text 2 most likely respond to the researchers’ explanation in Text 1?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "cross_text_connections",
      difficulty: "hard",
      rating: 6,
      choices: [
        { text: "By suggesting that inertia explains why workers consider leaving a default plan but not why they ultimately remain in it" },
        { text: "By arguing that the default effect is weaker than the researchers claim, since many workers considered leaving their default plans" },
        {
          text: "By contending that the explanation is incomplete, since some workers stay in a default plan deliberately, as a recommended choice",
          correct: true,
        },
        { text: "By agreeing that small efforts keep workers in default plans but disputing that employers intend defaults to serve as recommendations" },
      ],
      explanation:
        "<p>Text 1 credits inertia with the default effect. The economists in Text 2 doubt that inertia “alone” explains it, because many workers who stayed in the default had thought about leaving and stayed on purpose, reading the default as their employer’s advice. They would call the inertia explanation incomplete, not wrong everywhere.</p><ul><li>The claim that the effect is weaker misreads Text 2: the workers who considered leaving still stayed, so Text 2 questions the cause of the effect, not its size.</li><li>Saying that inertia explains why workers consider leaving gets it backward: inertia is a failure to act, and Text 2 never uses it to explain any decision.</li><li>The response about employers’ intentions fails because Text 2 discusses how workers interpret defaults, not what employers intend; its authors also do not simply agree that small efforts keep workers in place.</li></ul>",
    },
    // ---------------------------------------------------------------- Information and Ideas
    {
      id: "pt1-rw-m2h-09",
      type: "SC",
      title: "",
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>For much of the twentieth century, historians described the overland routes linking China and the Mediterranean as a single “Silk Road” traveled by merchants who carried goods the entire distance. Historian Valerie Hansen complicates that picture. Documents recovered from sites along the routes, she notes, mostly record small, local exchanges, and few traders appear to have traveled more than a few hundred kilometers from home. Long-distance trade, in Hansen’s view, was real, but goods usually moved across Asia through chains of regional exchanges, passing from one group of merchants to the next.</p>",
      },
      text: "<p>Which choice best states the main idea of the text?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "central_ideas_details",
      difficulty: "medium",
      rating: 4,
      choices: [
        { text: "Hansen’s research shows that long-distance trade between China and the Mediterranean was largely a myth of modern historians." },
        { text: "Documents from sites along the routes show that almost no goods from China ever reached Central Asia." },
        {
          text: "Goods moved between China and the Mediterranean mainly through linked regional exchanges, not with merchants who made the whole trip.",
          correct: true,
        },
        { text: "Historians have long overestimated how much silk was actually traded between China and the Mediterranean." },
      ],
      explanation:
        "<p>The text contrasts the older picture (merchants traveling the entire route) with Hansen’s evidence that traders worked short distances and passed goods along. The final sentence states the main idea: long-distance trade was real but happened mainly “through chains of regional exchanges.”</p><ul><li>Calling long-distance trade a myth contradicts the text, which says it “was real”; Hansen revises how it worked, not whether it happened.</li><li>The claim that almost no Chinese goods reached Central Asia goes beyond the text, which says only that the documents mostly record local exchanges.</li><li>The amount of silk traded is never discussed.</li></ul>",
    },
    {
      id: "pt1-rw-m2h-10",
      type: "SC",
      title: "",
      passage: {
        topic: "literature",
        source: { author: "Kate Chopin", title: "The Story of an Hour", year: 1894 },
        title: "",
        html: "<p>The following text is adapted from Kate Chopin’s 1894 short story “The Story of an Hour.” Mrs. Mallard has just been told that her husband has died in a railroad accident.</p><p>She did not hear the story as many women have heard the same, with a paralyzed inability to accept its significance. She wept at once, with sudden, wild abandonment, in her sister’s arms. When the storm of grief had spent itself she went away to her room alone. … There would be no one to live for during those coming years; she would live for herself. There would be no powerful will bending hers in that blind persistence with which men and women believe they have a right to impose a private will upon a fellow-creature.</p>",
      },
      text: "<p>Which choice best states the main idea of the text?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "central_ideas_details",
      difficulty: "hard",
      rating: 5,
      choices: [
        { text: "Mrs. Mallard cannot believe the news of her husband’s death and refuses to accept that it is true." },
        { text: "After her first grief passes, Mrs. Mallard begins to welcome the freedom that her husband’s death will give her.", correct: true },
        { text: "Mrs. Mallard resolves to devote the rest of her life to honoring the memory of her husband." },
        { text: "Mrs. Mallard’s grief is so overwhelming that she withdraws to her room to escape her sister’s comfort." },
      ],
      explanation:
        "<p>The text moves in two steps. Mrs. Mallard first grieves at once and openly, and once “the storm of grief had spent itself” she goes to her room alone; then she begins to think of “those coming years,” in which she “would live for herself” with “no powerful will bending hers.” The main idea is that, after her first grief, she comes to welcome the freedom her husband’s death gives her.</p><ul><li>Refusing to believe the news contradicts the first sentence: she did not hear it “with a paralyzed inability to accept its significance.”</li><li>Withdrawing to escape her sister’s comfort describes one moment and misreads it: she goes to her room after her grief has spent itself, and the passage turns to her thoughts of freedom, which this choice leaves out.</li><li>Devoting her life to her husband’s memory reverses the text, in which she plans to “live for herself.”</li></ul>",
    },
    {
      id: "pt1-rw-m2h-11",
      type: "SC",
      title: "",
      passage: {
        topic: "science",
        title: "",
        html: "<p>A growing body of research links sleep to memory. Some neuroscientists hypothesize that sleep plays an active role in consolidating newly learned motor skills. In their view, people who sleep after practicing a skill should, when tested, show greater improvement than people who practice the same skill and then remain awake for an equal length of time.</p>",
      },
      text: "<p>Which finding, if true, would most directly support the neuroscientists’ hypothesis?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "command_of_evidence_textual",
      difficulty: "medium",
      rating: 5,
      choices: [
        {
          text: "Participants who practiced a finger-tapping sequence and then stayed awake for twelve hours improved as much as participants who slept during the twelve hours after practicing it.",
        },
        {
          text: "Participants tested twelve hours after evening practice, with a night’s sleep between, improved more on a finger-tapping sequence than those tested twelve hours after morning practice.",
          correct: true,
        },
        {
          text: "Participants who slept eight hours performed a finger-tapping sequence more accurately than participants who slept six hours, whether or not they had practiced the sequence beforehand.",
        },
        {
          text: "Participants who slept after practicing a finger-tapping sequence felt more confident about it but performed it no more accurately than participants who stayed awake after practicing it.",
        },
      ],
      explanation:
        "<p>The hypothesis compares two groups that practice a skill and wait the same length of time, one sleeping and one awake, and predicts that the sleep group improves more. The finding about evening versus morning practice has exactly that design (twelve hours with a night’s sleep against twelve waking hours) and shows the sleep group improving more.</p><ul><li>The comparison of eight and six hours of sleep concerns sleep in general, even without practice, so it says nothing about consolidating a newly learned skill.</li><li>The finding that the awake group improved just as much would weaken the hypothesis.</li><li>More confidence without better performance also weakens the hypothesis, which is about improvement in the skill.</li></ul>",
    },
    {
      id: "pt1-rw-m2h-12",
      type: "SC",
      title: "",
      passage: {
        topic: "science",
        title: "",
        html: "<p>Public health agencies have long used a region's overall vaccination rate to estimate its risk of measles outbreaks. Some epidemiologists argue that this figure can mislead. Because unvaccinated people tend to be concentrated in particular schools and neighborhoods, they contend, a region whose overall vaccination rate is high enough to prevent sustained transmission on average may nonetheless contain pockets where coverage is far too low to stop the disease from spreading.</p>",
      },
      text: "<p>Which finding, if true, would most directly support the epidemiologists’ argument?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "command_of_evidence_textual",
      difficulty: "hard",
      rating: 5,
      choices: [
        {
          text: "In a region with an overall vaccination rate of 95 percent, vaccination rates at every school fell between 93 and 97 percent, and no outbreak was recorded.",
        },
        {
          text: "In a region with 95 percent overall coverage, three schools had rates below 70 percent, and every case in a recent outbreak was linked to those schools.",
          correct: true,
        },
        {
          text: "In a region with an overall vaccination rate of 78 percent, a recent outbreak spread to schools throughout the region, including those with the highest vaccination rates.",
        },
        { text: "Across forty regions, those with the highest overall vaccination rates experienced the fewest measles outbreaks during a ten-year period." },
      ],
      explanation:
        "<p>The epidemiologists make two linked claims: a high overall rate can hide low-coverage pockets, and those pockets can still sustain outbreaks. The key finding shows both. The region's rate is a high 95 percent, yet three schools are below 70 percent, and the outbreak stayed inside exactly those pockets.</p><ul><li>Regions with higher overall rates having fewer outbreaks supports the usefulness of the overall figure, the practice they criticize.</li><li>Nearly equal rates at every school show that unvaccinated students are not concentrated, which undercuts their premise.</li><li>An outbreak across a region with a low overall rate of 78 percent does not show a high overall rate hiding local gaps, and spread to the best-vaccinated schools is not evidence of pockets.</li></ul>",
    },
    {
      id: "pt1-rw-m2h-13",
      type: "SC",
      title: "",
      passage: {
        topic: "science",
        title: "",
        html:
          "<p>A glaciologist measured how quickly ten glaciers in an Arctic archipelago thinned in two decades. Five of the glaciers end in the ocean and five end on land, and summer air temperatures rose by similar amounts at all ten sites between the two decades.</p>" +
          scatterPlot({
            id: "pt1-rw-m2h-13-graph",
            title: "Thinning rates of ten Arctic glaciers in two decades",
            desc: "Scatterplot. Each point is one glacier. The horizontal axis shows its average thinning rate in 2000–2009 and the vertical axis its average thinning rate in 2010–2019, both in meters per year, from 0 to 3 and from 0 to 4. A dashed line marks equal rates in the two decades. Filled circles are the five glaciers that end in the ocean, with rates (2000–2009 and 2010–2019) of 1.8 and 3.4; 2.1 and 3.0; 1.5 and 2.7; 2.4 and 3.6; 1.2 and 2.3. Open circles are the five glaciers that end on land, with rates of 1.6 and 1.9; 2.2 and 2.4; 1.0 and 1.2; 2.6 and 2.8; 1.4 and 1.5. Every ocean-ending glacier lies well above the dashed line; every land-ending glacier lies just above it.",
            width: 420,
            height: 320,
            x: { label: "Thinning rate, 2000–2009 (m per year)", min: 0, max: 3, step: 0.5 },
            y: { label: "2010–2019 (m per year)", min: 0, max: 4, step: 0.5 },
            points: [
              [1.8, 3.4],
              [2.1, 3.0],
              [1.5, 2.7],
              [2.4, 3.6],
              [1.2, 2.3],
            ],
            openPoints: [
              [1.6, 1.9],
              [2.2, 2.4],
              [1.0, 1.2],
              [2.6, 2.8],
              [1.4, 1.5],
            ],
            names: ["Ends in the ocean", "Ends on land"],
            reference: { slope: 1, intercept: 0 },
          }) +
          "<p>The glaciologist argues that contact with warming ocean water, not rising air temperatures alone, accounts for much of the speedup in thinning. In support of this claim, she points out that ______</p>",
      },
      text: "<p>Which choice most effectively uses data from the graph to complete the statement?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "command_of_evidence_quantitative",
      difficulty: "hard",
      rating: 6,
      choices: [
        {
          text: "each ocean-ending glacier’s thinning rate rose by at least 0.9 meters per year, while no land-ending glacier’s rate rose by more than 0.3.",
          correct: true,
        },
        { text: "the glacier with the fastest thinning rate in 2000–2009 ends on land, at 2.6 meters per year, rather than in the ocean." },
        { text: "every one of the ten glaciers thinned faster in 2010–2019 than in 2000–2009, whether it ends in the ocean or on land." },
        { text: "every glacier that ends in the ocean thinned faster than every glacier that ends on land, both in 2000–2009 and again in 2010–2019." },
      ],
      explanation:
        "<p>The claim is about the <i>speedup</i>: if warming ocean water, and not air alone, drives it, glaciers that touch the ocean should have sped up much more than glaciers on land, since both groups felt similar air warming. The rises are 1.6, 0.9, 1.2, 1.2 and 1.1 meters per year for the ocean-ending glaciers and only 0.3, 0.2, 0.2, 0.2 and 0.1 for the land-ending ones, so <b>every ocean-ending glacier sped up by at least 0.9 while no land-ending glacier sped up by more than 0.3</b>.</p><ul><li>The claim that every ocean-ending glacier thinned faster than every land-ending one in both decades misreads the graph: in 2000–2009 a land-ending glacier had the fastest rate of all (2.6), and in 2010–2019 a land-ending glacier (2.8) beat an ocean-ending one (2.3).</li><li>The statement that all ten glaciers thinned faster in the second decade is accurate, but it shows a speedup everywhere, which air warming alone could explain; it does not set the two groups apart.</li><li>The statement about the fastest glacier in 2000–2009 is accurate but concerns one decade’s rates, not the speedup, and it points toward land rather than the ocean.</li></ul>",
    },
    {
      id: "pt1-rw-m2h-14",
      type: "SC",
      title: "",
      passage: {
        topic: "science",
        title: "",
        html: "<p>Superconductors carry electric current with no resistance, but most do so only when cooled to extremely low temperatures, which requires costly equipment. Recent experiments have found that certain layered nickel oxides become superconducting at higher temperatures than any nickel-based material studied before, though still far below room temperature. Squeezing these materials under high pressure raises that temperature further, and their layered structure resembles that of copper-based superconductors, which hold records for superconducting at the highest temperatures. Thus, the findings suggest that ______</p>",
      },
      text: "<p>Which choice most logically completes the text?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "inferences",
      difficulty: "medium",
      rating: 4,
      choices: [
        { text: "nickel-based materials may merit further study as a route to superconductors needing less extreme cooling.", correct: true },
        { text: "the cost of cooling equipment has kept researchers from studying nickel-based superconductors closely until very recently." },
        { text: "applying pressure is the only known way to make a material superconduct at higher temperatures." },
        { text: "nickel oxides are ready to replace copper-based superconductors in most of their current applications." },
      ],
      explanation:
        "<p>Cooling is costly, and these nickel oxides set a new high temperature for nickel-based materials. Pressure raises that temperature further, and their structure resembles the record-holding copper-based superconductors. Together these point toward nickel-based materials as a promising direction for superconductors that need less cooling, a cautious conclusion the text supports.</p><ul><li>Replacing copper-based superconductors overreaches: these materials still work only “far below room temperature,” and nothing compares them favorably with copper-based ones.</li><li>Calling pressure the only way is an extreme claim the text never makes; pressure is one factor that helps these materials.</li><li>The text says nothing about cost keeping researchers away from nickel-based materials.</li></ul>",
    },
    {
      id: "pt1-rw-m2h-15",
      type: "SC",
      title: "",
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>Obsidian, a volcanic glass once prized for making sharp tools, can be traced to its source, since each volcanic flow leaves a distinctive chemical signature. At one coastal settlement occupied around 6000 BCE, archaeologists found that nearly all the obsidian came from an island 90 kilometers offshore, although a mainland source of comparable quality lay only 40 kilometers inland. At inland settlements of the same period just 20 kilometers away, by contrast, obsidian from the mainland source predominated. The coastal settlement’s pottery and shell ornaments also closely resemble those of island communities rather than those of its inland neighbors. Taken together, these findings suggest that ______</p>",
      },
      text: "<p>Which choice most logically completes the text?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "inferences",
      difficulty: "hard",
      rating: 5,
      choices: [
        { text: "the mainland obsidian source had been exhausted by the time the coastal settlement was occupied." },
        { text: "the coastal settlement’s residents got obsidian through ties to island communities, not from the nearest source.", correct: true },
        { text: "residents of the inland settlements traveled through the coastal settlement to reach the island source." },
        { text: "the coastal settlement’s residents preferred island obsidian because it produced sharper, longer-lasting tools." },
      ],
      explanation:
        "<p>The coastal settlement used island obsidian even though an equally good mainland source was much closer and was in use at nearby inland sites. Its pottery and ornaments also match island communities. The best explanation is that its obsidian supply followed its cultural and trading ties to the islands rather than distance.</p><ul><li>The mainland source could not have been exhausted, because inland settlements of the same period used it heavily.</li><li>The text calls the two sources “of comparable quality,” so sharper or longer-lasting island tools are not supported.</li><li>Inland residents traveling to the island contradicts the finding that mainland obsidian predominated at inland sites.</li></ul>",
    },
    {
      id: "pt1-rw-m2h-17",
      type: "SC",
      title: "",
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>In 1854 the physician John Snow marked the cholera deaths in one London neighborhood on a map and found them clustered around a single public water pump on Broad Street. Many of his contemporaries believed that cholera spread through foul ______ Snow's map pointed instead to contaminated water, and the pump's handle was removed soon after he presented his evidence to local officials.</p>",
      },
      text: `<p>${SEC}</p>`,
      test: "verbal",
      domain: "standard_english",
      skill: "boundaries",
      difficulty: "medium",
      rating: 3,
      choices: [{ text: "air," }, { text: "air" }, { text: "air, which" }, { text: "air;", correct: true }],
      explanation:
        "<p>“Many of his contemporaries believed that cholera spread through foul air” and “Snow's map pointed instead to contaminated water…” are both independent clauses. A semicolon correctly joins two independent clauses that have no conjunction between them.</p><ul><li>The comma alone creates a comma splice.</li><li>No punctuation creates a run-on sentence.</li><li>“Which” makes the second clause relative, but “which Snow's map pointed instead to contaminated water” has no place for “which” in it, so the sentence breaks down.</li></ul>",
    },
    // ---------------------------------------------------------------- Standard English Conventions
    {
      id: "pt1-rw-m2h-16",
      type: "SC",
      title: "",
      passage: {
        topic: "science",
        title: "",
        html: "<p>Parrotfish, named for their fused, beaklike teeth, scrape algae off dead coral and swallow bits of the coral’s limestone skeleton along with it. The fragments are ground up in the fish’s throat and excreted as fine white ______ a single large parrotfish can produce hundreds of kilograms of it in a year.</p>",
      },
      text: "<p>Which choice completes the text so that it conforms to the conventions of Standard English?</p>",
      test: "verbal",
      domain: "standard_english",
      skill: "boundaries",
      difficulty: "hard",
      rating: 5,
      choices: [{ text: "sand in fact," }, { text: "sand, in fact;" }, { text: "sand; in fact,", correct: true }, { text: "sand, in fact," }],
      explanation:
        "<p>The text joins two independent clauses (“The fragments are … excreted as fine white sand” and “a single large parrotfish can produce hundreds of kilograms of it in a year”), so a semicolon must separate them. “In fact” introduces the second clause, which intensifies the first by showing how much sand a fish makes, so it belongs after the semicolon, set off by a comma: <b>“sand; in fact,”</b>.</p><ul><li>“sand, in fact;” also uses a semicolon, but it attaches “in fact” to the end of the first clause, where there is nothing for it to emphasize; the intensifying statement is the one about hundreds of kilograms.</li><li>“sand, in fact,” joins two independent clauses with only commas, a comma splice.</li><li>“sand in fact,” runs the first clause into the second with no boundary at all.</li></ul>",
    },
    {
      id: "pt1-rw-m2h-18",
      type: "SC",
      title: "",
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>Giorgio Vasari's 1550 collection of artists' biographies popularized a story that has proved hard to dislodge. The Flemish painter Jan van Eyck—long, though inaccurately, credited by Vasari and later writers with inventing oil ______ in fact inherited the medium from earlier craftsmen; his achievement lay in building up thin, translucent glazes that gave his panels their extraordinary depth of color.</p>",
      },
      text: `<p>${SEC}</p>`,
      test: "verbal",
      domain: "standard_english",
      skill: "boundaries",
      difficulty: "hard",
      rating: 5,
      choices: [{ text: "paint—", correct: true }, { text: "paint" }, { text: "paint;" }, { text: "paint," }],
      explanation:
        "<p>The phrase “long, though inaccurately, credited by Vasari and later writers with inventing oil paint” interrupts the subject “Jan van Eyck” and its verb “inherited.” It opens with a dash, so it must close with a matching dash. The commas around “though inaccurately” belong to a smaller phrase inside it and do not end the interruption.</p><ul><li>A comma cannot close a phrase that was opened with a dash; the pair of marks must match.</li><li>The semicolon would cut the subject off from its verb, leaving no independent clause before it.</li><li>With no punctuation, the interruption never closes, and the phrase runs into the main verb.</li></ul>",
    },
    {
      id: "pt1-rw-m2h-19",
      type: "SC",
      title: "",
      passage: {
        topic: "science",
        title: "",
        html: "<p>In recent years, physicists have reported a result that surprised many of their colleagues. The finding that thin flakes of a layered telluride crystal, when cooled to a few degrees above absolute zero and placed in a strong magnetic field, conduct electricity only along their ______ has prompted researchers to ask whether such materials could one day carry current in circuits while losing almost no energy as heat.</p>",
      },
      text: `<p>${SEC}</p>`,
      test: "verbal",
      domain: "standard_english",
      skill: "boundaries",
      difficulty: "hard",
      rating: 5,
      choices: [{ text: "edges—" }, { text: "edges," }, { text: "edges;" }, { text: "edges", correct: true }],
      explanation:
        "<p>The subject of the second sentence is the long noun phrase “The finding that thin flakes … conduct electricity only along their edges,” and its verb is “has prompted.” No punctuation belongs between a subject and its verb, however long the subject is. The commas around “when cooled … magnetic field” already open and close the only interruption.</p><ul><li>The comma wrongly separates the subject “The finding …” from its verb “has prompted.”</li><li>The semicolon leaves the sentence's subject without a verb before the break.</li><li>The dash has no opening partner and would also split the subject from its verb.</li></ul>",
    },
    {
      id: "pt1-rw-m2h-21",
      type: "SC",
      title: "",
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>In the ultimatum game, one player proposes how to divide a sum of money, and the other player either accepts the split or rejects it, in which case neither receives anything. A strictly self-interested responder should accept any offer above zero. In experiments conducted in dozens of countries, however, responders offered much less than half of the sum by the proposer often reject the split, sacrificing ______ own gains to punish the player who made the offer.</p>",
      },
      text: `<p>${SEC}</p>`,
      test: "verbal",
      domain: "standard_english",
      skill: "form_structure_sense",
      difficulty: "medium",
      rating: 3,
      choices: [{ text: "their", correct: true }, { text: "its" }, { text: "his or her" }, { text: "one’s" }],
      explanation:
        "<p>“Their” is the best answer. The gains belong to the people doing the sacrificing, and the subject of that clause is “responders,” a plural noun, so the plural possessive “their” is needed. The singular nouns nearer the blank (“the sum,” “the proposer,” “the split”) do not name the ones who give up the gains.</p><ul><li>“His or her” is singular; it would fit “the proposer,” the person named just before the blank, but the proposer is the one being punished, not the one sacrificing.</li><li>“Its” is singular and refers to a thing, such as “the sum” or “the split,” not to the players.</li><li>“One’s” refers to a person in general and does not agree with the specific plural subject “responders.”</li></ul>",
    },
    {
      id: "pt1-rw-m2h-20",
      type: "SC",
      title: "",
      passage: {
        topic: "science",
        title: "",
        html: "<p>The human brain contains roughly 86 billion neurons, cells that pass signals to one another as chemical messages. Linking these cells ______ an estimated 100 trillion synapses, tiny junctions across which one neuron’s signal reaches the next.</p>",
      },
      text: "<p>Which choice completes the text so that it conforms to the conventions of Standard English?</p>",
      test: "verbal",
      domain: "standard_english",
      skill: "form_structure_sense",
      difficulty: "hard",
      rating: 5,
      choices: [{ text: "was" }, { text: "are", correct: true }, { text: "has been" }, { text: "is" }],
      explanation:
        "<p>The second sentence is inverted: the verb comes before its subject. “Linking these cells” is a descriptive phrase placed first, and the subject is what comes after the verb, “an estimated 100 trillion synapses.” A plural subject takes the plural verb <b>“are”</b>, and the present tense fits the general fact the text describes (“contains”).</p><ul><li>“is” treats “Linking these cells” as a singular subject, but that phrase only describes the synapses, which are the subject.</li><li>“has been” is singular and shifts to the present perfect without reason.</li><li>“was” is singular and puts a general, present fact in the past tense.</li></ul>",
    },
    {
      id: "pt1-rw-m2h-22",
      type: "SC",
      title: "",
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>In the early 1960s, linguist William Labov interviewed residents of Martha’s Vineyard, an island off the coast of Massachusetts, and found that a traditional island pronunciation of certain vowels was becoming more common, not less. The change was most marked among people who meant to stay on the island for good, and Labov linked it to the ______ wish to set themselves apart from the summer visitors who crowded the island each year.</p>",
      },
      text: "<p>Which choice completes the text so that it conforms to the conventions of Standard English?</p>",
      test: "verbal",
      domain: "standard_english",
      skill: "form_structure_sense",
      difficulty: "hard",
      rating: 5,
      choices: [{ text: "islanders’", correct: true }, { text: "islander’s" }, { text: "islanders’s" }, { text: "islanders" }],
      explanation:
        "<p>“Islanders’” is the best answer. Two things must be settled. The blank names whose wish it was, so it needs a possessive; and the wish is “to set themselves apart,” so the people who had it are plural. The plural possessive of “islanders” is formed by adding an apostrophe after the final s: “islanders’.”</p><ul><li>“Islander’s” is possessive but singular, and a single islander cannot “set themselves apart”; the reflexive “themselves” and the many people described earlier in the sentence both call for the plural.</li><li>“Islanders” is plural but not possessive, so it leaves “wish” with no owner: “the islanders wish” reads as a noun followed by a verb, which breaks the sentence.</li><li>“Islanders’s” adds a second s to a plural that already ends in s, a form Standard English does not use.</li></ul>",
    },
    // ---------------------------------------------------------------- Expression of Ideas
    {
      id: "pt1-rw-m2h-23",
      type: "SC",
      title: "",
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>Standard economic models assume that a person values an object the same whether buying it or selling it. Experiments have repeatedly contradicted this assumption. In one common design, participants who had just been given a coffee mug asked, on average, roughly twice as much to sell it as other participants were willing to pay to buy the same mug. ______ simply owning an object appears to raise the value people place on it, a pattern economists call the endowment effect.</p>",
      },
      text: `<p>${TRANS}</p>`,
      test: "verbal",
      domain: "expression_ideas",
      skill: "transitions",
      difficulty: "medium",
      rating: 3,
      choices: [{ text: "Thus,", correct: true }, { text: "For example," }, { text: "Nevertheless," }, { text: "Likewise," }],
      explanation:
        "<p>The mug experiment shows owners valuing the mug far above what buyers would pay. The final sentence draws the general conclusion from that result: owning an object seems to raise its value. “Thus” signals a conclusion drawn from the evidence just given.</p><ul><li>“Nevertheless” signals a contrast, but the conclusion agrees with the experiment.</li><li>“For example” would introduce an instance, but the final sentence is the general point, not another case.</li><li>“Likewise” adds a similar but separate point, whereas this sentence interprets the same result.</li></ul>",
    },
    {
      id: "pt1-rw-m2h-24",
      type: "SC",
      title: "",
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>The philosopher Karl Popper held that what makes a theory scientific is that some possible observation could prove it false; a theory compatible with every outcome, on this view, says nothing about the world. Critics have noted that scientists rarely abandon a theory the moment one of its predictions fails. More often, they question an auxiliary assumption, such as the accuracy of an instrument or the completeness of their data. ______ the planet Neptune was discovered in 1846 because astronomers, puzzled by irregularities in the orbit of Uranus, kept Newton's theory of gravitation and instead proposed that an unseen planet was pulling on Uranus.</p>",
      },
      text: `<p>${TRANS}</p>`,
      test: "verbal",
      domain: "expression_ideas",
      skill: "transitions",
      difficulty: "hard",
      rating: 5,
      choices: [{ text: "Even so," }, { text: "Otherwise," }, { text: "Indeed,", correct: true }, { text: "By contrast," }],
      explanation:
        "<p>The critics' point is that when a prediction fails, scientists usually doubt an auxiliary assumption rather than the theory. The Neptune episode is a striking case of exactly that: astronomers kept Newton's theory and questioned the assumption that no other planet was affecting Uranus. The sentence therefore reinforces the critics' point, and “Indeed” introduces a sentence that strengthens or confirms what came before.</p><ul><li>“Even so” signals that what follows holds despite the previous point, but the Neptune case supports that point.</li><li>“Otherwise” means “if not” or “in other respects,” which makes no sense before an example of the critics' claim.</li><li>“By contrast” would set the Neptune case against the critics' claim, but the two agree.</li></ul>",
    },
    {
      id: "pt1-rw-m2h-26",
      type: "SC",
      title: "",
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>While researching a topic, a student has taken the following notes:</p><ul><li>Renaissance painters relied on two main blue pigments: ultramarine and azurite.</li><li>Ultramarine was made by grinding lapis lazuli, a stone imported from mines in what is now Afghanistan.</li><li>Azurite was made from a copper mineral found in several parts of Europe.</li><li>Ultramarine could cost several times as much as azurite.</li><li>Painters often reserved ultramarine for the robes of the most important figures in a work.</li></ul>",
      },
      text: `<p>The student wants to contrast where the materials for the two pigments came from. ${RS}</p>`,
      test: "verbal",
      domain: "expression_ideas",
      skill: "rhetorical_synthesis",
      difficulty: "medium",
      rating: 4,
      choices: [
        {
          text: "Ultramarine and azurite, the two main blue pigments of Renaissance painters, were made from different materials: one a stone, the other a copper mineral.",
        },
        {
          text: "Ultramarine came from lapis lazuli mined in what is now Afghanistan, while azurite came from a copper mineral found in Europe.",
          correct: true,
        },
        {
          text: "Ultramarine was made from lapis lazuli, a stone imported from mines in what is now Afghanistan, and painters often reserved it for the most important figures.",
        },
        { text: "Whereas ultramarine could cost several times as much as azurite, azurite was made from a copper mineral found in several parts of Europe." },
      ],
      explanation:
        "<p>The goal is a contrast of origins: where each pigment’s material came from. Only the sentence beginning “Ultramarine came from lapis lazuli mined in what is now Afghanistan” names both places, Afghanistan for ultramarine’s stone and Europe for azurite’s copper mineral, and sets them against each other with “while.”</p><ul><li>The sentence about a stone and a copper mineral contrasts what the pigments were made from, not where those materials came from; it names no place at all.</li><li>The sentence beginning with “Whereas” is built as a contrast, but it sets ultramarine’s price against azurite’s source, so it never says where ultramarine’s material came from.</li><li>The sentence about lapis lazuli imported from Afghanistan gives only one pigment’s origin and adds how painters used it; azurite’s source is missing, so there is no contrast.</li></ul>",
    },
    {
      id: "pt1-rw-m2h-25",
      type: "SC",
      title: "",
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>While researching a topic, a student has taken the following notes:</p><ul><li>In 1977, NASA launched the spacecraft Voyager 1 and Voyager 2, each carrying a copy of the Golden Record, a gold-plated copper phonograph record of sounds and images from Earth.</li><li>A committee chaired by astronomer Carl Sagan chose the record’s contents.</li><li>To be played correctly, the record must turn once every 3.6 seconds.</li><li>A civilization that found the record would have no way of knowing how long an Earth second is.</li><li>The diagrams engraved on the record’s cover therefore give the time of one turn as a multiple of about 0.70 billionths of a second, a period tied to a change in the hydrogen atom.</li><li>Hydrogen is the most common element in the universe.</li><li>The designers reasoned that any civilization able to find the record would know the properties of hydrogen.</li></ul>",
      },
      text: "<p>The student wants to explain why the cover states the record’s playing speed in hydrogen-based units rather than in seconds. Which choice most effectively uses relevant information from the notes to accomplish this goal?</p>",
      test: "verbal",
      domain: "expression_ideas",
      skill: "rhetorical_synthesis",
      difficulty: "hard",
      rating: 5,
      choices: [
        {
          text: "Reasoning that any civilization able to find the record would know hydrogen’s properties, Carl Sagan’s committee chose sounds and images to portray life on Earth.",
        },
        {
          text: "A civilization that found the Golden Record would have no way of knowing how long an Earth second is, yet the record must turn once every 3.6 seconds.",
        },
        {
          text: "Since a finder could not know the length of an Earth second but would likely know hydrogen’s properties, the cover gives the record’s 3.6-second turn in hydrogen-based units.",
          correct: true,
        },
        {
          text: "Because hydrogen is the most common element in the universe, the diagrams on the Golden Record’s cover give the time of one turn in units tied to the hydrogen atom.",
        },
      ],
      explanation:
        "<p>The goal asks for a reason with two sides: why not seconds, and why hydrogen. The notes give both: a civilization that found the record could not know how long an Earth second is, and the designers reasoned that any such civilization would know the properties of hydrogen. Only the sentence beginning “Since a finder could not know the length of an Earth second” joins both reasons to the way the cover states the record’s speed.</p><ul><li>The sentence that gives hydrogen’s abundance as the reason is at most half an answer: it never says why seconds would not do, and abundance alone is not the designers’ reasoning, which is about what a finder would know.</li><li>The sentence about a finder not knowing an Earth second states the problem but not the solution: it never mentions hydrogen, so it does not explain the units the cover uses.</li><li>The sentence about Carl Sagan’s committee attaches the designers’ reasoning about hydrogen to the wrong result, the choice of sounds and images, rather than to the units on the cover.</li></ul>",
    },
    {
      id: "pt1-rw-m2h-27",
      type: "SC",
      title: "",
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>While researching a topic, a student has taken the following notes:</p><ul><li><i>Moby-Dick</i> is an 1851 novel by Herman Melville.</li><li>It follows Captain Ahab’s hunt for a white whale.</li><li>Many reviewers in 1851 found the novel confusing, and it sold poorly.</li><li>When Melville died in 1891, he was little remembered as a novelist.</li><li>In 1921, scholar Raymond Weaver published a biography of Melville that helped spark renewed interest in his work.</li><li><i>Moby-Dick</i> is now widely regarded as one of the greatest American novels.</li></ul>",
      },
      text: "<p>The student wants to contrast the novel’s initial reception with its later standing and to attribute the change to a specific publication. Which choice most effectively uses relevant information from the notes to accomplish this goal?</p>",
      test: "verbal",
      domain: "expression_ideas",
      skill: "rhetorical_synthesis",
      difficulty: "hard",
      rating: 5,
      choices: [
        {
          text: "Herman Melville’s <i>Moby-Dick</i> (1851), which follows Captain Ahab’s hunt for a white whale, confused many reviewers and sold poorly at first.",
        },
        {
          text: "Raymond Weaver’s 1921 biography of Herman Melville helped spark renewed interest in a novelist who, by his death in 1891, was little remembered.",
        },
        {
          text: "Poorly received in 1851, <i>Moby-Dick</i> is now counted among the greatest American novels, thanks in part to Raymond Weaver’s 1921 biography of Melville.",
          correct: true,
        },
        {
          text: "Though many reviewers in 1851 found <i>Moby-Dick</i> confusing and it sold poorly, it is now widely regarded as one of the greatest American novels.",
        },
      ],
      explanation:
        "<p>The goal has three parts: the novel’s first reception, its later standing, and a specific publication that helped change one into the other. Only the sentence beginning “Poorly received in 1851” does all three: poor reception, a place among the greatest American novels, and Raymond Weaver’s 1921 biography as a cause.</p><ul><li>The sentence about Weaver’s biography names the publication but describes Melville’s reputation, not the novel’s reception or later standing.</li><li>The sentence about Ahab’s hunt and the confused reviewers gives only the initial reception.</li><li>The sentence contrasting the 1851 reviews with the novel’s present standing makes the contrast but attributes the change to nothing, so it misses the goal’s second half.</li></ul>",
    },
  ],
};
export default module;
