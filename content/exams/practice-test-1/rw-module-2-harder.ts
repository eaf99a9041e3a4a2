import type { z } from "zod";
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
        title: "",
        html: "<p>Many reef-building corals expel the algae that live in their tissues when water temperatures climb too high, a stress response known as bleaching. Marine ecologist Tavita Renner found, however, that coral colonies in one Pacific lagoon that had endured several mild heat waves during the 2010s were far less likely to bleach during a severe heat wave in 2022 than colonies elsewhere. Her findings suggest that the earlier, milder stress may have ______ the corals, preparing them to withstand conditions that would otherwise have killed them.</p>",
      },
      text: `<p>${WIC}</p>`,
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "medium",
      choices: [
        { text: "depleted" },
        { text: "primed", correct: true },
        { text: "disguised" },
        { text: "dispersed" },
      ],
      explanation:
        "<p>The blank names what the mild heat waves did to the corals, and the sentence explains it: the stress was “preparing them to withstand” a later, more severe event. “Primed” means made ready for something to come, so it fits exactly.</p><ul><li>“Depleted” (used up, weakened) contradicts the finding that these colonies coped better.</li><li>“Disguised” makes no sense: nothing in the text is hidden.</li><li>“Dispersed” (scattered) describes spreading out, not being readied for stress.</li></ul>",
    },
    {
      id: "pt1-rw-m2h-02",
      type: "SC",
      title: "",
      passage: {
        title: "",
        html: "<p>When linguist Mireille Okafor recorded conversations among teenagers in a bilingual neighborhood, she found that speakers moved between their two languages not at random but in regular patterns: a switch to the second language often marked a joke, a quotation, or a change of topic. Okafor argues that such switching, far from signaling a lack of fluency, is a ______ skill, one that requires command of the grammar of both languages.</p>",
      },
      text: `<p>${WIC}</p>`,
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "medium",
      choices: [
        { text: "rudimentary" },
        { text: "involuntary" },
        { text: "provisional" },
        { text: "sophisticated", correct: true },
      ],
      explanation:
        "<p>Okafor contrasts her view with the idea that switching shows “a lack of fluency” and adds that it “requires command of the grammar of both languages.” A skill that demands that much knowledge is “sophisticated” (complex and refined).</p><ul><li>“Rudimentary” (basic, undeveloped) is the view Okafor rejects with “far from signaling a lack of fluency.”</li><li>“Involuntary” conflicts with her finding that the switching follows deliberate patterns, not chance.</li><li>“Provisional” (temporary) is not supported: nothing suggests the skill is a passing stage.</li></ul>",
    },
    {
      id: "pt1-rw-m2h-03",
      type: "SC",
      title: "",
      passage: {
        title: "",
        html: "<p>Philosopher of science Ilse Marchetti contends that the history of chemistry is poorly served by accounts that treat discarded theories as simple mistakes. The phlogiston theory, she notes, organized a large body of observations about burning and rusting and guided productive experiments for decades before chemists abandoned it late in the eighteenth century. To dismiss the theory as mere confusion, Marchetti argues, is to ______ its role in shaping the very questions whose answers eventually led to its replacement.</p>",
      },
      text: `<p>${WIC}</p>`,
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "hard",
      choices: [
        { text: "elide", correct: true },
        { text: "exaggerate" },
        { text: "vindicate" },
        { text: "concede" },
      ],
      explanation:
        "<p>Marchetti thinks that calling phlogiston “mere confusion” leaves out something real: the theory organized observations and guided experiments. The blank must name that effect of dismissing the theory, namely passing over or omitting its role. “Elide” means to leave out or skip over, so dismissing the theory elides its role.</p><ul><li>“Exaggerate” reverses the relationship: dismissing the theory shrinks its role rather than overstating it.</li><li>“Vindicate” (to defend or justify) is what Marchetti herself does for the theory, not what its dismissers do.</li><li>“Concede” (to acknowledge) would mean the dismissers admit the theory's role, the opposite of ignoring it.</li></ul>",
    },
    {
      id: "pt1-rw-m2h-04",
      type: "SC",
      title: "",
      passage: {
        title: "",
        html: "<p>In <i>The Chandler's Daughter</i>, a fictional 1868 novel by the invented novelist Edwin Harrowgate, the narrator's praise of the mill owner Mr. Sayle is rarely as warm as it first appears. Describing Sayle's generosity toward his workers, for instance, the narrator remarks that he gave “exactly as much as would be noticed, and not a farthing more.” Sentences like this one make the narrator's compliments ______: each, read closely, carries a judgment at odds with its apparent approval.</p>",
      },
      text: `<p>${WIC}</p>`,
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "hard",
      choices: [
        { text: "effusive" },
        { text: "sincere" },
        { text: "barbed", correct: true },
        { text: "perfunctory" },
      ],
      explanation:
        "<p>After the colon the text defines the word it needs: each compliment “carries a judgment at odds with its apparent approval.” The example shows this, since praising Sayle's generosity while noting he gave only what “would be noticed” is a hidden criticism. “Barbed” describes remarks that look harmless but contain a pointed, hurtful edge.</p><ul><li>“Effusive” (gushing, extremely warm) contradicts the claim that the praise is “rarely as warm as it first appears.”</li><li>“Sincere” is the opposite of praise that secretly judges its object.</li><li>“Perfunctory” (done with minimal effort or interest) describes careless praise, not praise that carefully hides a criticism.</li></ul>",
    },
    {
      id: "pt1-rw-m2h-05",
      type: "SC",
      title: "",
      passage: {
        title: "",
        html: "<p>Glaciers that flow into the sea lose ice in two main ways: by melting and by calving, the breaking off of large blocks of ice at the glacier's front. For years, many scientists assumed that calving accounted for most of the ice lost by such glaciers in Greenland. A 2021 study led by glaciologist Anaïs Brekke used sonar to map the underwater faces of twelve of these glaciers and found that warm ocean water was melting them from below far faster than expected, undercutting the ice above and making calving more likely. The study suggests that melting and calving are not separate processes but closely linked ones.</p>",
      },
      text: "<p>Which choice best states the main purpose of the text?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "text_structure_purpose",
      difficulty: "easy",
      choices: [
        { text: "To argue that sonar is the most reliable tool for measuring how quickly glaciers lose ice" },
        { text: "To describe how the calving of Greenland's glaciers produces icebergs that endanger ships" },
        { text: "To explain why scientists have stopped studying calving at glaciers that end in the sea" },
        { text: "To present a finding that revises an assumption about how certain glaciers lose ice", correct: true },
      ],
      explanation:
        "<p>The text states an earlier assumption (calving accounted for most ice loss), then presents Brekke's finding that underwater melting was much faster than expected and actually drives calving. Its purpose is to present a finding that revises that assumption.</p><ul><li>The claim that sonar is the most reliable tool goes beyond the text, which only mentions sonar as the method used.</li><li>Icebergs endangering ships are never mentioned.</li><li>Nothing says scientists stopped studying calving; the study links calving to melting.</li></ul>",
    },
    {
      id: "pt1-rw-m2h-06",
      type: "SC",
      title: "",
      passage: {
        title: "",
        html: "<p>Many Italian painters of the early Renaissance worked in tempera, pigment bound with egg yolk, which dries within minutes and must be applied in fine, hatched strokes. Oil paint, which dries slowly, allowed artists to blend colors smoothly on the panel itself. <u>Yet the shift from one medium to the other was neither sudden nor complete.</u> Infrared analysis by art historian Paola Venturi of fifteen panels from a Florentine workshop, painted between about 1470 and 1500, shows that the painters often laid down underlayers in tempera and then finished faces and fabrics with translucent oil glazes, combining the strengths of both media.</p>",
      },
      text: "<p>Which choice best describes the function of the underlined sentence in the text as a whole?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "text_structure_purpose",
      difficulty: "medium",
      choices: [
        { text: "It introduces a technical problem that Venturi's analysis was unable to resolve." },
        { text: "It qualifies the preceding contrast between the two media, anticipating evidence that painters used them together.", correct: true },
        { text: "It summarizes the advantages of oil paint described in the previous sentence." },
        { text: "It challenges the claim that tempera dries more quickly than oil paint does." },
      ],
      explanation:
        "<p>The first two sentences set tempera and oil against each other, which could suggest that painters simply swapped one for the other. The underlined sentence, beginning with “Yet,” limits that impression (the change was gradual and partial), and the next sentence supplies Venturi's evidence that workshops combined the two. So the sentence qualifies the contrast and sets up that evidence.</p><ul><li>Venturi's analysis does not fail to resolve anything; it supports the underlined claim.</li><li>Summarizing oil paint's advantages is the job of the previous sentence, and the underlined sentence turns away from it with “Yet.”</li><li>The drying times stated earlier are never disputed.</li></ul>",
    },
    {
      id: "pt1-rw-m2h-07",
      type: "SC",
      title: "",
      passage: {
        title: "",
        html: "<p>In the prisoner's dilemma, a staple of game theory, each of two players may either cooperate or defect. Whatever the other player does, each gains more by defecting, yet both end up worse off when both defect than when both cooperate. Because the game seems to make cooperation irrational, it was long cited as a model of why trust collapses. That logic, however, holds only when the game is played once. When economist Rafael Ocampo had pairs of volunteers play it forty times in a row with the same partner, most pairs settled into stable cooperation, rewarding each other's cooperative moves and briefly punishing defections. Repetition, Ocampo concludes, alters not the players' motives but the incentives to which those motives respond.</p>",
      },
      text: "<p>Which choice best describes the overall structure of the text?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "text_structure_purpose",
      difficulty: "hard",
      choices: [
        { text: "It describes a game and the conclusion it was taken to support, identifies a condition on which that conclusion depends, and then presents a study in which changing that condition led to a different outcome.", correct: true },
        { text: "It presents the results of a study, raises doubts about how the study was designed, and then proposes an alternative experiment that would avoid those problems." },
        { text: "It outlines two competing theories about why people cooperate and then explains why a single experiment was unable to decide between them." },
        { text: "It describes a common behavior, traces that behavior to selfish motives, and then argues that repeated interaction can replace those motives with more generous ones." },
      ],
      explanation:
        "<p>The text first explains the one-round game and the conclusion drawn from it (cooperation is irrational, so trust collapses). It then names the condition that conclusion depends on (“holds only when the game is played once”) and reports Ocampo's study, in which repeating the game forty times produced stable cooperation. That is the sequence described in the key.</p><ul><li>The version about doubting a study's design does not fit: Ocampo's study is never criticized and no alternative experiment is proposed.</li><li>The version about two competing theories fails because the text gives one prediction and a condition on it, and the experiment does produce a clear result.</li><li>The version in which repetition replaces selfish motives reverses Ocampo's conclusion that repetition changes “not the players' motives but the incentives.”</li></ul>",
    },
    {
      id: "pt1-rw-m2h-08",
      type: "SC",
      title: "",
      passage: {
        title: "",
        html: "<p><b>Text 1</b></p><p>The default effect is among the best-documented findings in behavioral economics. When employers enroll workers in retirement savings plans automatically and let them opt out, participation is far higher than when workers must opt in. Many researchers attribute the effect to inertia: the effort of changing a default, however small, is enough to keep most people where they were placed.</p><p><b>Text 2</b></p><p>Economist Hana Lindqvist doubts that inertia alone explains the power of defaults. In her survey of 3,000 newly enrolled workers, many who remained in their employer's default plan reported having considered leaving it and deciding to stay because they took the default as a sign of what their employer recommended. For these workers, Lindqvist argues, staying put was a choice informed by the default, not a failure to act.</p>",
      },
      text: "<p>Based on the texts, how would Lindqvist (Text 2) most likely respond to the researchers' explanation in Text 1?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "cross_text_connections",
      difficulty: "hard",
      choices: [
        { text: "By arguing that the default effect is weaker than the researchers claim, since many workers considered leaving their default plans" },
        { text: "By suggesting that inertia explains why workers consider leaving a default plan but not why they ultimately remain in it" },
        { text: "By contending that the explanation is incomplete, since some workers who remain in a default plan do so deliberately, treating the default as a recommendation", correct: true },
        { text: "By agreeing that small efforts keep workers in default plans but disputing that employers intend defaults to serve as recommendations" },
      ],
      explanation:
        "<p>Text 1 credits inertia with the default effect. Lindqvist doubts that inertia “alone” explains it, because many workers who stayed in the default had thought about leaving and stayed on purpose, reading the default as their employer's advice. She would call the inertia explanation incomplete, not wrong everywhere.</p><ul><li>The claim that the effect is weaker misreads Text 2: the workers who considered leaving still stayed, so Lindqvist questions the cause of the effect, not its size.</li><li>Saying that inertia explains why workers consider leaving gets it backward: inertia is a failure to act, and Lindqvist never uses it to explain any decision.</li><li>The response about employers' intentions fails because Lindqvist discusses how workers interpret defaults, not what employers intend. She also does not simply agree that small efforts keep workers in place.</li></ul>",
    },
    // ---------------------------------------------------------------- Information and Ideas
    {
      id: "pt1-rw-m2h-09",
      type: "SC",
      title: "",
      passage: {
        title: "",
        html: "<p>For much of the twentieth century, historians described the overland routes linking China and the Mediterranean as a single “Silk Road” traveled by merchants who carried goods the entire distance. Archaeologist Daniyar Seitkali's excavations at a caravan stop in Central Asia complicate that picture. The coins, seals, and pottery found at the site come overwhelmingly from places within a few hundred kilometers, suggesting that most traders there worked short stretches of the route and exchanged goods with neighboring merchants, who carried them onward. Long-distance trade, in Seitkali's view, was real, but it was accomplished largely through chains of regional exchanges.</p>",
      },
      text: "<p>Which choice best states the main idea of the text?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "central_ideas_details",
      difficulty: "medium",
      choices: [
        { text: "Archaeologists have found almost no goods from China at caravan stops in Central Asia." },
        { text: "Evidence from a caravan stop suggests that goods moved between China and the Mediterranean mainly through linked regional exchanges rather than with merchants who traveled the whole route.", correct: true },
        { text: "Historians have overestimated how much silk was traded between China and the Mediterranean." },
        { text: "Seitkali's excavations show that trade between China and the Mediterranean was far less extensive than historians once believed." },
      ],
      explanation:
        "<p>The text contrasts the older picture (merchants traveling the entire route) with Seitkali's evidence that traders worked short stretches and passed goods along. The final sentence states the main idea: long-distance trade happened “largely through chains of regional exchanges.”</p><ul><li>The claim about almost no Chinese goods goes beyond the text, which says only that most finds came from within a few hundred kilometers of one site.</li><li>The amount of silk traded is never discussed.</li><li>The claim that trade was less extensive contradicts the text, which says long-distance trade “was real”; only how it worked is revised.</li></ul>",
    },
    {
      id: "pt1-rw-m2h-10",
      type: "SC",
      title: "",
      passage: {
        title: "",
        html: "<p>The following text is from <i>Harrowmere</i>, a fictional 1859 novel by the invented novelist Cecily Vane. Amelia Thorne has just received a letter from her brother.</p><p>Amelia read the letter twice, the second time more slowly, as though the words might rearrange themselves into something kinder. They did not. Her brother wrote that the house would be sold by Michaelmas, that he trusted she would find the arrangement “entirely sensible,” and that he remained her affectionate servant. She folded the page along its original creases, set it on the mantel beside the clock, and asked the maid, in a perfectly level voice, whether the roses in the south border had been cut that morning.</p>",
      },
      text: "<p>Based on the text, which choice best describes Amelia's response to the letter?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "central_ideas_details",
      difficulty: "hard",
      choices: [
        { text: "She accepts her brother's reasoning but is uncertain how to tell the household about the sale." },
        { text: "She cannot make out her brother's handwriting and must reread the letter to understand it." },
        { text: "She is indifferent to the sale of the house, and her attention quickly returns to the garden." },
        { text: "She is distressed by the letter's news yet responds with deliberate outward calm.", correct: true },
      ],
      explanation:
        "<p>Amelia rereads the letter hoping its words might become “something kinder,” which shows the news hurts her. She then folds it with care and speaks “in a perfectly level voice” about the roses. The contrast shows a woman who is upset but deliberately keeps her composure.</p><ul><li>Nothing shows that she accepts her brother's reasoning. “Entirely sensible” is his phrase, not her view, and telling the household is never mentioned.</li><li>The rereading comes from hoping for kinder news, not from trouble reading the handwriting.</li><li>The question about the roses is a show of calm after her visible hope for “something kinder,” not a sign of indifference.</li></ul>",
    },
    {
      id: "pt1-rw-m2h-11",
      type: "SC",
      title: "",
      passage: {
        title: "",
        html: "<p>A growing body of research links sleep to memory. Neuroscientist Efua Mensah-Adair hypothesizes that sleep plays an active role in consolidating newly learned motor skills. In her view, people who sleep after practicing a skill should, when tested, show greater improvement than people who practice the same skill and then remain awake for an equal length of time.</p>",
      },
      text: "<p>Which finding, if true, would most directly support Mensah-Adair's hypothesis?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "command_of_evidence_textual",
      difficulty: "medium",
      choices: [
        { text: "Participants who practiced a finger-tapping sequence in the evening and were tested twelve hours later, after a night's sleep, performed it more accurately than participants who practiced in the morning and were tested after twelve waking hours.", correct: true },
        { text: "Participants who slept eight hours performed a finger-tapping sequence more accurately than participants who slept six hours, whether or not they had practiced the sequence beforehand." },
        { text: "Participants who practiced a finger-tapping sequence and then stayed awake for twelve hours improved as much as participants who slept during the twelve hours after practicing." },
        { text: "Participants who slept after practicing a finger-tapping sequence felt more confident about it but performed it no more accurately than participants who stayed awake after practicing." },
      ],
      explanation:
        "<p>The hypothesis compares two groups that practice a skill and wait the same length of time, one sleeping and one awake, and predicts that the sleep group improves more. The finding about evening versus morning practice has exactly that design (twelve hours with sleep against twelve waking hours) and shows the sleep group performing better.</p><ul><li>The comparison of eight and six hours of sleep concerns sleep in general, even without practice, so it says nothing about consolidating a newly learned skill.</li><li>The finding that the awake group improved just as much would weaken the hypothesis.</li><li>More confidence without better performance also weakens the hypothesis, which is about improvement in the skill.</li></ul>",
    },
    {
      id: "pt1-rw-m2h-12",
      type: "SC",
      title: "",
      passage: {
        title: "",
        html: "<p>Public health agencies have long used a region's overall vaccination rate to estimate its risk of measles outbreaks. Epidemiologist Rosa Delacroix-Imani argues that this figure can mislead. Because unvaccinated people tend to be concentrated in particular schools and neighborhoods, she contends, a region whose overall vaccination rate is high enough to prevent sustained transmission on average may nonetheless contain pockets where coverage is far too low to stop the disease from spreading.</p>",
      },
      text: "<p>Which finding, if true, would most directly support Delacroix-Imani's argument?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "command_of_evidence_textual",
      difficulty: "hard",
      choices: [
        { text: "Across forty regions, those with the highest overall vaccination rates experienced the fewest measles outbreaks during a ten-year period." },
        { text: "In a region with an overall vaccination rate of 95 percent, vaccination rates at every school fell between 93 and 97 percent." },
        { text: "In a region with an overall vaccination rate of 95 percent, three schools had rates below 70 percent, and every case in a recent outbreak occurred among students at those schools or members of their households.", correct: true },
        { text: "In a region with an overall vaccination rate of 78 percent, a recent outbreak spread to schools throughout the region, including those with the highest vaccination rates." },
      ],
      explanation:
        "<p>Delacroix-Imani makes two linked claims: a high overall rate can hide low-coverage pockets, and those pockets can still sustain outbreaks. The key finding shows both. The region's rate is a high 95 percent, yet three schools are below 70 percent, and the outbreak stayed inside exactly those pockets.</p><ul><li>Regions with higher overall rates having fewer outbreaks supports the usefulness of the overall figure, the practice she criticizes.</li><li>Nearly equal rates at every school show that unvaccinated students are not concentrated, which undercuts her premise.</li><li>An outbreak across a region with a low overall rate of 78 percent does not show a high overall rate hiding local gaps, and spread to the best-vaccinated schools is not evidence of pockets.</li></ul>",
    },
    {
      id: "pt1-rw-m2h-13",
      type: "SC",
      title: "",
      passage: {
        title: "",
        html: "<table><caption>Average Annual Thinning of Four Glaciers</caption><thead><tr><th scope=\"col\">Glacier</th><th scope=\"col\">Where the glacier ends</th><th scope=\"col\">2000–2009 (meters per year)</th><th scope=\"col\">2010–2019 (meters per year)</th></tr></thead><tbody><tr><th scope=\"row\">Orvik</th><td>ocean</td><td>1.8</td><td>3.4</td></tr><tr><th scope=\"row\">Halden</th><td>ocean</td><td>2.1</td><td>3.0</td></tr><tr><th scope=\"row\">Storbre</th><td>land</td><td>1.6</td><td>1.9</td></tr><tr><th scope=\"row\">Vessa</th><td>land</td><td>2.2</td><td>2.4</td></tr></tbody></table><p>Glaciologist Ingrid Solheim measured how quickly four glaciers in an Arctic archipelago thinned over two decades. Two of the glaciers end in the ocean and two end on land, and summer air temperatures rose by similar amounts at all four sites between the two periods. Solheim argues that contact with warming ocean water, not rising air temperatures alone, accounts for much of the speedup in thinning that she observed. In support of this claim, she points out that ______</p>",
      },
      text: "<p>Which choice most effectively uses data from the table to complete the statement?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "command_of_evidence_quantitative",
      difficulty: "hard",
      choices: [
        { text: "both glaciers that end in the ocean thinned faster than both glaciers that end on land in each of the two periods." },
        { text: "the thinning rate of each glacier that ends in the ocean rose by at least 0.9 meters per year between the two periods, whereas neither land-ending glacier's rate rose by more than 0.3 meters per year.", correct: true },
        { text: "in 2000–2009, Vessa, which ends on land, thinned faster than either of the glaciers that end in the ocean." },
        { text: "every glacier thinned faster in 2010–2019 than in 2000–2009, and Vessa thinned faster than Storbre in both periods." },
      ],
      explanation:
        "<p>Solheim's claim is about the speedup in thinning. Air temperatures rose similarly everywhere, so if the ocean matters, the ocean-ending glaciers should have sped up more. From the table: Orvik rose 3.4 − 1.8 = 1.6 and Halden 3.0 − 2.1 = 0.9, but Storbre rose only 1.9 − 1.6 = 0.3 and Vessa only 2.4 − 2.2 = 0.2 meters per year. The key states this contrast accurately.</p><ul><li>The claim that both ocean-ending glaciers always thinned faster is false: in 2000–2009, Vessa (2.2) thinned faster than Halden (2.1) and Orvik (1.8).</li><li>The statement that Vessa thinned fastest in 2000–2009 is true but compares thinning rates in one period, not the speedup, and it favors a land-ending glacier.</li><li>The statement that every glacier sped up and Vessa outpaced Storbre is true but never compares ocean-ending with land-ending glaciers, so it cannot isolate the ocean's role.</li></ul>",
    },
    {
      id: "pt1-rw-m2h-14",
      type: "SC",
      title: "",
      passage: {
        title: "",
        html: "<p>Superconductors carry electric current with no resistance, but most do so only when cooled to extremely low temperatures, which requires costly equipment. In 2023 a team led by physicist Mei-Lin Haraway reported that thin films of a layered nickel oxide become superconducting at a higher temperature than any nickel-based material previously studied, though still far below room temperature. Haraway notes that squeezing the films under pressure raised this temperature further and that their layered structure resembles that of copper-based superconductors, which hold records for superconducting at the highest temperatures. Thus, the findings suggest that ______</p>",
      },
      text: "<p>Which choice most logically completes the text?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "inferences",
      difficulty: "medium",
      choices: [
        { text: "nickel-based materials may deserve further study as a possible route to superconductors that require less extreme cooling.", correct: true },
        { text: "nickel oxide films are ready to replace copper-based superconductors in most current applications." },
        { text: "applying pressure is the only known way to make a material superconduct at higher temperatures." },
        { text: "the cost of cooling equipment has kept researchers from studying nickel-based superconductors until now." },
      ],
      explanation:
        "<p>Cooling is costly, and the nickel oxide films set a new high temperature for nickel-based materials. Pressure raises that temperature further, and their structure resembles the record-holding copper-based superconductors. Together these point toward nickel-based materials as a promising direction for superconductors that need less cooling, a cautious conclusion the text supports.</p><ul><li>Replacing copper-based superconductors overreaches: the films still work only “far below room temperature,” and nothing compares them favorably with copper-based materials.</li><li>Calling pressure the only way is an extreme claim the text never makes; pressure is one factor that helped these films.</li><li>The text says nothing about cost keeping researchers from nickel-based materials.</li></ul>",
    },
    {
      id: "pt1-rw-m2h-15",
      type: "SC",
      title: "",
      passage: {
        title: "",
        html: "<p>Obsidian, a volcanic glass once prized for making sharp tools, can be traced to its source, since each volcanic flow leaves a distinctive chemical signature. At Kelvara, a coastal settlement occupied around 6000 BCE, archaeologist Tomasz Wilk found that nearly all the obsidian came from an island 90 kilometers offshore, although a mainland source of comparable quality lay only 40 kilometers inland. At inland settlements of the same period just 20 kilometers from Kelvara, by contrast, obsidian from the mainland source predominated. Wilk also found that Kelvara's pottery and shell ornaments closely resemble those of island communities rather than those of its inland neighbors. Taken together, these findings suggest that ______</p>",
      },
      text: "<p>Which choice most logically completes the text?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "inferences",
      difficulty: "hard",
      choices: [
        { text: "the mainland obsidian source had been exhausted by the time Kelvara was occupied." },
        { text: "Kelvara's residents preferred island obsidian because it produced sharper tools than mainland obsidian did." },
        { text: "residents of the inland settlements traveled through Kelvara to reach the island obsidian source." },
        { text: "Kelvara's residents obtained obsidian through their ties to island communities rather than from whichever source lay closest.", correct: true },
      ],
      explanation:
        "<p>Kelvara used island obsidian even though an equally good mainland source was much closer and was in use at nearby inland sites. Kelvara's pottery and ornaments also match island communities. The best explanation is that Kelvara's obsidian supply followed its cultural and trading ties to the islands rather than distance.</p><ul><li>The mainland source could not have been exhausted, because inland settlements of the same period used it heavily.</li><li>The text calls the two sources “of comparable quality,” so sharper island tools are not supported.</li><li>Inland residents traveling to the island contradicts the finding that mainland obsidian predominated at inland sites.</li></ul>",
    },
    // ---------------------------------------------------------------- Standard English Conventions
    {
      id: "pt1-rw-m2h-16",
      type: "SC",
      title: "",
      passage: {
        title: "",
        html: "<p>As they graze on algae growing over dead coral, parrotfish scrape off bits of the coral's limestone skeleton, grind the fragments in their throats, and excrete them as fine white sand. Over the course of a year, a single large ______ hundreds of kilograms of this sand to the beaches near a reef.</p>",
      },
      text: `<p>${SEC}</p>`,
      test: "verbal",
      domain: "standard_english",
      skill: "boundaries",
      difficulty: "easy",
      choices: [
        { text: "parrotfish, can contribute" },
        { text: "parrotfish; can contribute" },
        { text: "parrotfish can contribute", correct: true },
        { text: "parrotfish: can contribute" },
      ],
      explanation:
        "<p>“A single large parrotfish” is the subject and “can contribute” is its verb. No punctuation belongs between a subject and its verb, so the version with no punctuation is correct.</p><ul><li>The comma wrongly separates the subject from its verb.</li><li>The semicolon must join two independent clauses, and “a single large parrotfish” is not one.</li><li>The colon must follow an independent clause, and it also splits the subject from the verb.</li></ul>",
    },
    {
      id: "pt1-rw-m2h-17",
      type: "SC",
      title: "",
      passage: {
        title: "",
        html: "<p>In 1854 the physician John Snow marked the cholera deaths in one London neighborhood on a map and found them clustered around a single public water pump on Broad Street. Many of his contemporaries believed that cholera spread through foul ______ Snow's map pointed instead to contaminated water, and the pump's handle was removed soon after he presented his evidence to local officials.</p>",
      },
      text: `<p>${SEC}</p>`,
      test: "verbal",
      domain: "standard_english",
      skill: "boundaries",
      difficulty: "medium",
      choices: [
        { text: "air," },
        { text: "air;", correct: true },
        { text: "air" },
        { text: "air, which" },
      ],
      explanation:
        "<p>“Many of his contemporaries believed that cholera spread through foul air” and “Snow's map pointed instead to contaminated water…” are both independent clauses. A semicolon correctly joins two independent clauses that have no conjunction between them.</p><ul><li>The comma alone creates a comma splice.</li><li>No punctuation creates a run-on sentence.</li><li>“Which” makes the second clause relative, but “which Snow's map pointed instead to contaminated water” has no place for “which” in it, so the sentence breaks down.</li></ul>",
    },
    {
      id: "pt1-rw-m2h-18",
      type: "SC",
      title: "",
      passage: {
        title: "",
        html: "<p>Giorgio Vasari's 1550 collection of artists' biographies popularized a story that has proved hard to dislodge. The Flemish painter Jan van Eyck—long, though inaccurately, credited by Vasari and later writers with inventing oil ______ in fact inherited the medium from earlier craftsmen; his achievement lay in building up thin, translucent glazes that gave his panels their extraordinary depth of color.</p>",
      },
      text: `<p>${SEC}</p>`,
      test: "verbal",
      domain: "standard_english",
      skill: "boundaries",
      difficulty: "hard",
      choices: [
        { text: "paint—", correct: true },
        { text: "paint," },
        { text: "paint;" },
        { text: "paint" },
      ],
      explanation:
        "<p>The phrase “long, though inaccurately, credited by Vasari and later writers with inventing oil paint” interrupts the subject “Jan van Eyck” and its verb “inherited.” It opens with a dash, so it must close with a matching dash. The commas around “though inaccurately” belong to a smaller phrase inside it and do not end the interruption.</p><ul><li>A comma cannot close a phrase that was opened with a dash; the pair of marks must match.</li><li>The semicolon would cut the subject off from its verb, leaving no independent clause before it.</li><li>With no punctuation, the interruption never closes, and the phrase runs into the main verb.</li></ul>",
    },
    {
      id: "pt1-rw-m2h-19",
      type: "SC",
      title: "",
      passage: {
        title: "",
        html: "<p>In 2022 physicist Aurelio Banerjee-Voss reported a result that surprised many of his colleagues. The finding that thin flakes of a layered telluride crystal, when cooled to a few degrees above absolute zero and placed in a strong magnetic field, conduct electricity only along their ______ has prompted researchers to ask whether such materials could one day carry current in circuits while losing almost no energy as heat.</p>",
      },
      text: `<p>${SEC}</p>`,
      test: "verbal",
      domain: "standard_english",
      skill: "boundaries",
      difficulty: "hard",
      choices: [
        { text: "edges," },
        { text: "edges;" },
        { text: "edges—" },
        { text: "edges", correct: true },
      ],
      explanation:
        "<p>The subject of the second sentence is the long noun phrase “The finding that thin flakes … conduct electricity only along their edges,” and its verb is “has prompted.” No punctuation belongs between a subject and its verb, however long the subject is. The commas around “when cooled … magnetic field” already open and close the only interruption.</p><ul><li>The comma wrongly separates the subject “The finding …” from its verb “has prompted.”</li><li>The semicolon leaves the sentence's subject without a verb before the break.</li><li>The dash has no opening partner and would also split the subject from its verb.</li></ul>",
    },
    {
      id: "pt1-rw-m2h-20",
      type: "SC",
      title: "",
      passage: {
        title: "",
        html: "<p>The human brain contains roughly 86 billion neurons. Each of these cells ______ chemical signals to other neurons across tiny junctions called synapses, and a single neuron may form thousands of such connections.</p>",
      },
      text: `<p>${SEC}</p>`,
      test: "verbal",
      domain: "standard_english",
      skill: "form_structure_sense",
      difficulty: "easy",
      choices: [
        { text: "send" },
        { text: "are sending" },
        { text: "sends", correct: true },
        { text: "have sent" },
      ],
      explanation:
        "<p>The subject is the singular pronoun “each,” not the plural “cells” in the prepositional phrase that follows it. A singular subject takes the singular verb “sends,” and the present tense matches the general fact the text describes and the parallel verb “may form.”</p><ul><li>“Send” is a plural verb and does not agree with “each.”</li><li>“Are sending” is plural and describes an ongoing action rather than a general fact.</li><li>“Have sent” is plural and shifts to the present perfect without reason.</li></ul>",
    },
    {
      id: "pt1-rw-m2h-21",
      type: "SC",
      title: "",
      passage: {
        title: "",
        html: "<p>In the ultimatum game, one player proposes how to divide a sum of money, and the other player either accepts the split or rejects it, in which case neither receives anything. A strictly self-interested responder should accept any offer above zero. In experiments conducted in dozens of countries, however, responders routinely turn down offers they consider unfair, sacrificing ______ own gains to punish the proposer.</p>",
      },
      text: `<p>${SEC}</p>`,
      test: "verbal",
      domain: "standard_english",
      skill: "form_structure_sense",
      difficulty: "medium",
      choices: [
        { text: "their", correct: true },
        { text: "its" },
        { text: "his or her" },
        { text: "one's" },
      ],
      explanation:
        "<p>The pronoun refers to “responders,” the plural subject of the clause (the singular “a strictly self-interested responder” is in the previous sentence). A plural antecedent needs the plural possessive “their.”</p><ul><li>“Its” is singular and refers to things, not people.</li><li>“His or her” is singular and does not agree with the plural “responders.”</li><li>“One's” is a generic singular pronoun and does not refer back to “responders.”</li></ul>",
    },
    {
      id: "pt1-rw-m2h-22",
      type: "SC",
      title: "",
      passage: {
        title: "",
        html: "<p>Sociolinguists have long observed that dialects shift as younger speakers adopt new pronunciations. Recording hundreds of hours of conversation in the Appalachian town where she grew up, ______ Her analysis suggests that the local dialect is not disappearing, as is often assumed, but changing.</p>",
      },
      text: `<p>${SEC}</p>`,
      test: "verbal",
      domain: "standard_english",
      skill: "form_structure_sense",
      difficulty: "hard",
      choices: [
        { text: "the vowel pronunciations that differed between older and younger residents were documented by linguist Della Pruitt." },
        { text: "linguist Della Pruitt documented vowel pronunciations that differed between older and younger residents.", correct: true },
        { text: "there were vowel pronunciations, documented by linguist Della Pruitt, that differed between older and younger residents." },
        { text: "linguist Della Pruitt's study documented vowel pronunciations that differed between older and younger residents." },
      ],
      explanation:
        "<p>The opening phrase “Recording hundreds of hours of conversation in the Appalachian town where she grew up” describes a person, so the subject right after the comma must be the person who did the recording, linguist Della Pruitt. Only the version beginning “linguist Della Pruitt documented” does this.</p><ul><li>Starting with “the vowel pronunciations” makes the pronunciations do the recording, a dangling modifier.</li><li>Starting with “there were” leaves the modifier with no subject at all.</li><li>Starting with “linguist Della Pruitt's study” makes the study the subject; “Pruitt's” is only a possessive, so the study appears to have grown up in the town and done the recording.</li></ul>",
    },
    // ---------------------------------------------------------------- Expression of Ideas
    {
      id: "pt1-rw-m2h-23",
      type: "SC",
      title: "",
      passage: {
        title: "",
        html: "<p>Standard economic models assume that a person values an object the same whether buying it or selling it. Experiments have repeatedly contradicted this assumption. In one common design, participants who had just been given a coffee mug asked, on average, roughly twice as much to sell it as other participants were willing to pay to buy the same mug. ______ simply owning an object appears to raise the value people place on it, a pattern economists call the endowment effect.</p>",
      },
      text: `<p>${TRANS}</p>`,
      test: "verbal",
      domain: "expression_ideas",
      skill: "transitions",
      difficulty: "medium",
      choices: [
        { text: "Nevertheless," },
        { text: "For example," },
        { text: "Likewise," },
        { text: "Thus,", correct: true },
      ],
      explanation:
        "<p>The mug experiment shows owners valuing the mug far above what buyers would pay. The final sentence draws the general conclusion from that result: owning an object seems to raise its value. “Thus” signals a conclusion drawn from the evidence just given.</p><ul><li>“Nevertheless” signals a contrast, but the conclusion agrees with the experiment.</li><li>“For example” would introduce an instance, but the final sentence is the general point, not another case.</li><li>“Likewise” adds a similar but separate point, whereas this sentence interprets the same result.</li></ul>",
    },
    {
      id: "pt1-rw-m2h-24",
      type: "SC",
      title: "",
      passage: {
        title: "",
        html: "<p>The philosopher Karl Popper held that what makes a theory scientific is that some possible observation could prove it false; a theory compatible with every outcome, on this view, says nothing about the world. Critics have noted that scientists rarely abandon a theory the moment one of its predictions fails. More often, they question an auxiliary assumption, such as the accuracy of an instrument or the completeness of their data. ______ the planet Neptune was discovered in 1846 because astronomers, puzzled by irregularities in the orbit of Uranus, kept Newton's theory of gravitation and instead proposed that an unseen planet was pulling on Uranus.</p>",
      },
      text: `<p>${TRANS}</p>`,
      test: "verbal",
      domain: "expression_ideas",
      skill: "transitions",
      difficulty: "hard",
      choices: [
        { text: "Even so," },
        { text: "Otherwise," },
        { text: "Indeed,", correct: true },
        { text: "By contrast," },
      ],
      explanation:
        "<p>The critics' point is that when a prediction fails, scientists usually doubt an auxiliary assumption rather than the theory. The Neptune episode is a striking case of exactly that: astronomers kept Newton's theory and questioned the assumption that no other planet was affecting Uranus. The sentence therefore reinforces the critics' point, and “Indeed” introduces a sentence that strengthens or confirms what came before.</p><ul><li>“Even so” signals that what follows holds despite the previous point, but the Neptune case supports that point.</li><li>“Otherwise” means “if not” or “in other respects,” which makes no sense before an example of the critics' claim.</li><li>“By contrast” would set the Neptune case against the critics' claim, but the two agree.</li></ul>",
    },
    {
      id: "pt1-rw-m2h-25",
      type: "SC",
      title: "",
      passage: {
        title: "",
        html: "<p>While researching a topic, a student has taken the following notes:</p><ul><li>Coral gardening is a reef-restoration method in which fragments of living coral are grown in underwater nurseries and then transplanted onto damaged reefs.</li><li>In 2017, marine biologist Lorna Basilio's team transplanted 1,200 staghorn coral fragments onto a damaged section of a reef in the Philippines.</li><li>Each fragment was about 5 centimeters long when it was transplanted.</li><li>Within 18 months, the average fragment had grown to 35 centimeters.</li><li>About 80 percent of the fragments survived.</li></ul>",
      },
      text: `<p>The student wants to emphasize how much the transplanted fragments grew. ${RS}</p>`,
      test: "verbal",
      domain: "expression_ideas",
      skill: "rhetorical_synthesis",
      difficulty: "easy",
      choices: [
        { text: "Basilio's team transplanted coral fragments about 5 centimeters long; within 18 months, the average fragment had reached 35 centimeters, seven times its original length.", correct: true },
        { text: "About 80 percent of the 1,200 staghorn coral fragments that Basilio's team transplanted in 2017 survived." },
        { text: "Coral gardening involves growing fragments of living coral in underwater nurseries before transplanting them onto damaged reefs." },
        { text: "In 2017, Basilio's team transplanted 1,200 staghorn coral fragments onto a damaged section of a reef in the Philippines." },
      ],
      explanation:
        "<p>To emphasize growth, the sentence must compare the fragments' size before and after. The key gives both lengths (about 5 centimeters, then 35 centimeters on average) and points out that this is a sevenfold increase.</p><ul><li>The survival rate of about 80 percent concerns survival, not growth.</li><li>The definition of coral gardening explains the method but gives no sizes.</li><li>The number of fragments and the location describe the project, not how much the corals grew.</li></ul>",
    },
    {
      id: "pt1-rw-m2h-26",
      type: "SC",
      title: "",
      passage: {
        title: "",
        html: "<p>While researching a topic, a student has taken the following notes:</p><ul><li>Renaissance painters relied on two main blue pigments: ultramarine and azurite.</li><li>Ultramarine was made by grinding lapis lazuli, a stone imported from mines in what is now Afghanistan.</li><li>Azurite was made from a copper mineral found in several parts of Europe.</li><li>Ultramarine could cost several times as much as azurite.</li><li>Painters often reserved ultramarine for the robes of the most important figures in a work.</li></ul>",
      },
      text: `<p>The student wants to contrast where the materials for the two pigments came from. ${RS}</p>`,
      test: "verbal",
      domain: "expression_ideas",
      skill: "rhetorical_synthesis",
      difficulty: "medium",
      choices: [
        { text: "Renaissance painters relied on two main blue pigments, ultramarine and azurite, often reserving ultramarine for the most important figures." },
        { text: "Ultramarine, which could cost several times as much as azurite, was often reserved for the robes of a work's most important figures." },
        { text: "Ultramarine was made by grinding lapis lazuli, a stone imported from mines in what is now Afghanistan." },
        { text: "While ultramarine was made from lapis lazuli imported from what is now Afghanistan, azurite came from a copper mineral found in several parts of Europe.", correct: true },
      ],
      explanation:
        "<p>A contrast of sources must name where each pigment's raw material came from. Only the key gives both, Afghan lapis lazuli for ultramarine and a European copper mineral for azurite, and “While” marks the contrast.</p><ul><li>Naming the two pigments and how painters used ultramarine says nothing about where either came from.</li><li>Comparing cost and use contrasts price, not source.</li><li>The sentence about lapis lazuli gives only ultramarine's source and leaves out azurite.</li></ul>",
    },
    {
      id: "pt1-rw-m2h-27",
      type: "SC",
      title: "",
      passage: {
        title: "",
        html: "<p>While researching a topic, a student has taken the following notes:</p><ul><li><i>The Glass Meridian</i> is a fictional 1872 novel by the invented author Theodora Wyck.</li><li>The novel follows a ship's mapmaker who secretly falsifies his charts to protect an island community from colonial surveyors.</li><li>Reviewers in 1872 mostly dismissed the novel as an implausible adventure story.</li><li>In a 1998 essay, literary scholar Anjali Reyes-Baird argued that the falsified charts amount to a sustained critique of the way imperial mapmaking claimed territory.</li><li>Since the essay appeared, the novel has been assigned in many university courses on nineteenth-century literature.</li></ul>",
      },
      text: `<p>The student wants to contrast the novel's initial reception with its later standing and to attribute the change to a specific interpretation. ${RS}</p>`,
      test: "verbal",
      domain: "expression_ideas",
      skill: "rhetorical_synthesis",
      difficulty: "hard",
      choices: [
        { text: "Theodora Wyck's <i>The Glass Meridian</i> (1872) was dismissed by reviewers as an implausible adventure story, but the novel is now assigned in many university courses on nineteenth-century literature." },
        { text: "Once dismissed by reviewers as an implausible adventure story, Theodora Wyck's <i>The Glass Meridian</i> (1872) entered many university courses after Anjali Reyes-Baird's 1998 essay read its falsified charts as a critique of imperial mapmaking.", correct: true },
        { text: "In a 1998 essay, Anjali Reyes-Baird argued that the falsified charts in Theodora Wyck's <i>The Glass Meridian</i> (1872) critique imperial mapmaking, and the novel has since been assigned in many university courses." },
        { text: "<i>The Glass Meridian</i> (1872), by Theodora Wyck, follows a mapmaker who falsifies his charts to protect an island community, a plot that reviewers of the time found implausible." },
      ],
      explanation:
        "<p>The goal has three parts: the initial reception, the later standing, and the interpretation that caused the change. The key covers all three: once dismissed as implausible, the novel entered university courses after Reyes-Baird's 1998 essay read the charts as a critique of imperial mapmaking.</p><ul><li>The sentence contrasting early dismissal with today's courses has the contrast but never attributes the change to Reyes-Baird's interpretation.</li><li>The sentence about Reyes-Baird's essay and the later courses gives the interpretation and the later standing but leaves out the novel's initial reception, so there is no contrast.</li><li>The plot summary mentions only the early reviewers' view and says nothing about the novel's later standing or any interpretation.</li></ul>",
    },
  ],
};
export default module;
