import type { z } from "zod";
import { barGraph } from "../../figures";
import type { ModuleSchema } from "../../schema";

const WIC = "<p>Which choice completes the text with the most logical and precise word or phrase?</p>";
const SEC = "<p>Which choice completes the text so that it conforms to the conventions of Standard English?</p>";
const TRANSITION = "<p>Which choice completes the text with the most logical transition?</p>";
const COMPLETE = "<p>Which choice most logically completes the text?</p>";
const NOTES = "<p>While researching a topic, a student has taken the following notes:</p>";
const SYNTHESIS = "Which choice most effectively uses relevant information from the notes to accomplish this goal?";

const module: z.input<typeof ModuleSchema> = {
  id: "pt1-rw-m1",
  name: "Section 1, Module 1: Reading and Writing",
  test: "verbal",
  module: 1,
  variant: "standard",
  minutes: 32,
  breakAfterMinutes: 0,
  directions:
    "<p>Each question in this module comes with its own short passage. Some passages include a table or a graph, and one presents a pair of related texts. Read the passage and the question carefully, then choose the one best answer from the four choices.</p><p>Every question has exactly one best answer. You may mark questions for review and return to them at any time before the module ends.</p>",
  questions: [
    // ───────────── Craft and Structure: Words in Context ─────────────
    {
      id: "pt1-rw-m1-01",
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
        html: "<p>Each autumn, bar-tailed godwits leave Alaska and fly without stopping to New Zealand, a trip of more than 11,000 kilometers. In the weeks before they depart, the birds eat almost constantly, and much of what they eat is stored as fat. Because the flight over open ocean offers no chance to feed, this stored fat is ______: without it, the godwits could not finish the crossing.</p>",
      },
      choices: [{ text: "essential", correct: true }, { text: "optional" }, { text: "ornamental" }, { text: "surprising" }],
      explanation:
        "<p>“Essential” is the best answer. The colon introduces an explanation: without the fat the birds “could not finish the crossing,” so the fat is absolutely necessary, which is what “essential” means.</p><p>“Ornamental” means decorative, which has nothing to do with fuel for a long flight.</p><p>“Optional” reverses the point; the text says the birds could not finish the trip without the fat.</p><p>“Surprising” does not fit the explanation after the colon, which is about need, not about anything unexpected.</p>",
    },
    {
      id: "pt1-rw-m1-02",
      type: "SC",
      title: "",
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>Museum curators usually show fragile watercolors in dim rooms, and many display cases are fitted with special glass that filters out ultraviolet rays. These precautions ______ the paintings from light, which can fade their pigments over time.</p>",
      },
      text: "<p>Which choice completes the text with the most logical and precise word or phrase?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "easy",
      rating: 1,
      choices: [{ text: "measure" }, { text: "decorate" }, { text: "shield", correct: true }, { text: "expose" }],
      explanation:
        "<p>“Shield” is the best answer. Dim rooms and glass that filters out ultraviolet rays keep light off the paintings, and the sentence says light fades pigments; to shield something is to protect it, and the phrase “shield … from light” fits exactly.</p><p>“Expose” reverses the meaning: the precautions keep light away rather than letting it reach the paintings.</p><p>“Decorate” describes appearance, but the text is about protecting the paintings, and “decorate … from light” makes no sense.</p><p>“Measure” suggests recording the amount of light, which dim rooms and special glass do not do and which would not protect the paintings.</p>",
    },
    {
      id: "pt1-rw-m1-03",
      type: "SC",
      title: "",
      text: WIC,
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "medium",
      rating: 3,
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>Early jazz recordings are often treated as faithful snapshots of how bands sounded in the dance halls of the 1920s. Many music historians argue, however, that such recordings are only ______ guides to live performance: because a single disc of the period held about three minutes of sound, bands shortened their solos and left out the long improvised passages that audiences heard in person.</p>",
      },
      choices: [{ text: "partial", correct: true }, { text: "popular" }, { text: "definitive" }, { text: "deliberate" }],
      explanation:
        "<p>“Partial” is the best answer. The historians’ point (signaled by “however” and “only”) is that recordings capture just part of a live performance, because solos were shortened and long improvisations were left out to fit three minutes. A partial guide is an incomplete one.</p><p>“Definitive” reverses their claim; they argue that the recordings are not complete or authoritative.</p><p>“Popular” concerns how widely the recordings were liked, which the explanation after the colon does not address.</p><p>“Deliberate” could describe the bands’ choice to shorten solos, but a “deliberate guide” does not express the idea that the recordings leave things out.</p>",
    },
    {
      id: "pt1-rw-m1-04",
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
        html: "<p>Frédéric Chopin’s nocturnes and preludes can sound as if they were improvised on the spot, and many listeners have assumed that they came to him without effort. The novelist George Sand, who lived with Chopin for several years, remembered otherwise: after an idea came to him at the piano, she wrote, he would shut himself in his room for days, weeping, pacing, and changing a single bar a hundred times. The music’s apparent spontaneity, then, ______ the painstaking labor that produced it.</p>",
      },
      choices: [{ text: "resolved" }, { text: "exaggerated" }, { text: "belied", correct: true }, { text: "revealed" }],
      explanation:
        "<p>“Belied” is the best answer. To belie something is to give a false impression of it or to hide it behind a misleading appearance. The text contrasts how the music sounds (“as if … improvised on the spot,” “without effort”) with how it was made (days of weeping, pacing, and rewriting a single bar), so the music’s ease disguises the labor behind it.</p><p>“Revealed” reverses the point: the apparent spontaneity hides the labor rather than showing it.</p><p>“Exaggerated” would mean the spontaneity made the labor seem greater than it was, but the ease of the music makes the labor seem smaller, even absent.</p><p>“Resolved” means settled or brought to an end; the music’s spontaneity does not settle or end the labor that produced it.</p>",
    },
    // ───────────── Craft and Structure: Text Structure and Purpose ─────────────
    {
      id: "pt1-rw-m1-05",
      type: "SC",
      title: "",
      text: "<p>Which choice best states the main purpose of the text?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "text_structure_purpose",
      difficulty: "easy",
      rating: 2,
      passage: {
        topic: "science",
        title: "",
        html: "<p>Volcanologists cannot see magma moving beneath a volcano, but they can detect signs of it. As magma rises, it can push the ground upward by a few centimeters, a change that instruments on satellites can measure from orbit. Rising magma also releases gases such as sulfur dioxide, which sensors placed near a volcano’s summit can record. By tracking these signals together, scientists can judge when an eruption is becoming more likely.</p>",
      },
      choices: [
        { text: "To compare the eruption histories of several volcanoes that scientists have monitored from orbit" },
        { text: "To explain why sulfur dioxide released by volcanoes is harmful to nearby communities" },
        { text: "To argue that satellite instruments are more reliable than sensors placed on the ground" },
        { text: "To explain how scientists track hidden magma through the signs it produces", correct: true },
      ],
      explanation:
        "<p>The best answer explains how scientists track hidden magma through the signs it produces. The text opens by saying magma cannot be seen but its signs can be detected, then gives two such signs (ground uplift measured by satellites, gases recorded by sensors), and ends by saying that tracking them together helps scientists judge eruption risk.</p><p>The claim that satellites are more reliable than ground sensors is wrong because the text uses both kinds of instrument together and never ranks them.</p><p>The harm sulfur dioxide does to communities is never mentioned; the gas appears only as a signal of rising magma.</p><p>Comparing eruption histories is wrong because the text names no particular volcano and discusses no past eruptions; satellites appear only as one way of measuring uplift.</p>",
    },
    {
      id: "pt1-rw-m1-06",
      type: "SC",
      title: "",
      text: "<p>Which choice best describes the function of the underlined sentence in the text as a whole?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "text_structure_purpose",
      difficulty: "medium",
      rating: 3,
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>Linguists once assumed that whistled languages, in which speakers convey words through whistled melodies, were simple codes capable of sending only a handful of fixed messages. Fieldwork on La Gomera, one of Spain’s Canary Islands, has challenged that view. <u>There, skilled users of Silbo Gomero, a whistled form of Spanish, can send ordinary sentences, including ones the listener has never heard before, across deep ravines.</u> Such findings suggest that a whistled language is a full translation of a spoken language into whistles rather than a limited signaling system.</p>",
      },
      choices: [
        { text: "It explains why whistled languages developed mainly in mountainous places." },
        { text: "It presents an exception to the conclusion stated in the final sentence." },
        { text: "It introduces the assumption that the rest of the text goes on to defend." },
        { text: "It provides evidence that challenges the view described in the first sentence.", correct: true },
      ],
      explanation:
        "<p>The best answer is that the sentence provides evidence that challenges the view in the first sentence. The first sentence reports the old assumption that whistled languages can send only a few fixed messages; the underlined sentence shows whistlers sending ordinary, even unfamiliar, sentences, which is the fieldwork result that “challenged that view.”</p><p>Introducing an assumption the text defends is wrong: the assumption appears in the first sentence, and the text argues against it rather than for it.</p><p>Explaining why whistled languages arose in mountains is wrong; the sentence mentions ravines only as the distance messages cross, not as a cause.</p><p>Calling it an exception to the final sentence reverses its role; the underlined sentence is the evidence on which that conclusion rests.</p>",
    },
    {
      id: "pt1-rw-m1-07",
      type: "SC",
      title: "",
      text: "<p>Which choice best describes the overall structure of the text?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "text_structure_purpose",
      difficulty: "hard",
      rating: 5,
      passage: {
        topic: "science",
        title: "",
        html: "<p>Coral reefs are often described as doomed whenever ocean temperatures spike, since heat causes corals to expel the algae that supply much of their food, a process known as bleaching. Marine biologist Stephen Palumbi and his colleagues found a more complicated picture on Ofu Island in American Samoa. Corals living in shallow back-reef pools there, where the water heats up sharply at low tide, bleached far less in heat-stress tests than corals of the same species from a cooler part of the reef nearby. The researchers propose that regular exposure to heat may prepare corals to withstand it, though they caution that such tolerance has limits and may not keep pace with continued ocean warming.</p>",
      },
      choices: [
        {
          text: "It presents a common view, describes a finding that complicates it, and then offers a possible explanation with a qualification.",
          correct: true,
        },
        {
          text: "It describes a process that harms corals, explains how researchers measured that process, and then rejects an alternative way of measuring it.",
        },
        { text: "It reports a surprising result, traces the history of the belief that the result overturns, and then calls for a new research method." },
        {
          text: "It presents a common view, reports data that disprove that view, and then concludes that heat waves no longer pose a serious threat to corals.",
        },
      ],
      explanation:
        "<p>The best answer is the sequence common view, complicating finding, possible explanation with a qualification. The text begins with the widespread belief that heat spikes doom reefs, reports that Palumbi’s team found corals from the hot back-reef pools bleached much less than corals from cooler water (“a more complicated picture”), proposes that regular exposure to heat may prepare corals (“may,” a tentative explanation), and ends with the caution that this tolerance has limits.</p><p>The version saying the data disprove the view and that heat waves no longer threaten corals overstates the finding and ignores the closing caution.</p><p>The version about measuring bleaching and rejecting another measurement method is wrong because the text discusses no measurement techniques.</p><p>The version that starts with the result, then traces the belief’s history, then calls for a new method gets the order wrong (the belief comes first), and the text neither traces any history nor proposes a method.</p>",
    },
    // ───────────── Craft and Structure: Cross-Text Connections ─────────────
    {
      id: "pt1-rw-m1-08",
      type: "SC",
      title: "",
      text: "<p>Based on the texts, how would the researchers in Text 2 most likely respond to the department’s conclusion in Text 1?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "cross_text_connections",
      difficulty: "hard",
      rating: 6,
      passage: {
        topic: "history_social",
        title: "",
        html: "<p><b>Text 1</b></p><p>Many cities have turned car lanes into bike lanes separated from traffic by curbs or posts. One city’s transportation department reviewed 14 such conversions and found that the number of cyclists on each converted street rose by an average of 40 percent within two years. From this result, the department concluded that protected bike lanes draw new people to cycling.</p><p><b>Text 2</b></p><p>Some transportation researchers caution against treating rising counts on converted streets as proof that new lanes create new cyclists. Many riders, they note, may simply have switched from nearby parallel streets to the safer lanes, adding to one street’s count while subtracting from another’s. Only changes in cycling across a whole city, they argue, can show whether a lane has attracted people who did not ride before.</p>",
      },
      choices: [
        { text: "They would contend that street-level increases alone do not show that the lanes increased the number of people cycling.", correct: true },
        {
          text: "They would grant that the lanes drew new riders but argue that most of the increase came from people who had previously driven on those streets.",
        },
        {
          text: "They would argue that the gains on the converted streets were probably canceled out by equal losses on parallel streets, leaving citywide cycling unchanged.",
        },
        { text: "They would argue that the reported increases are probably too large because cyclists were counted too soon after the lanes opened." },
      ],
      explanation:
        "<p>Text 2’s researchers do not dispute the counts; they dispute what the counts prove. Riders may have moved from parallel streets to the protected lanes, which would raise one street’s count without adding a single cyclist, and only citywide figures could settle whether new people started riding. So they would say that the street-level increases, on their own, cannot show that the lanes increased the number of people cycling.</p><ul><li>The claim that the gains were canceled out by equal losses, leaving citywide cycling unchanged, goes further than Text 2: the researchers say riders “may simply have switched,” a possibility that street counts cannot rule out, not that switching accounts for the whole increase.</li><li>The claim that the researchers would grant that the lanes drew new riders gets their position backward, and it names the wrong source of the added riders: Text 2 points to cyclists from parallel streets, not to former drivers.</li><li>The claim about counting too soon after the lanes opened raises an objection that Text 2 never makes; the researchers question where the riders came from, not when they were counted.</li></ul>",
    },
    // ───────────── Information and Ideas: Central Ideas and Details ─────────────
    {
      id: "pt1-rw-m1-09",
      type: "SC",
      title: "",
      text: "<p>Which choice best states the main idea of the text?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "central_ideas_details",
      difficulty: "easy",
      rating: 1,
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>Astronomers at Lowell Observatory in Flagstaff, Arizona, have long faced a modern problem: light from the growing city brightens the night sky and washes out faint galaxies. Beginning in 1958, Flagstaff adopted a series of outdoor lighting rules that, among other things, require many fixtures to be shielded so that they aim light downward instead of letting it spill upward. Those rules have kept the sky over the observatory dark enough for research, and in 2001 Flagstaff became the world’s first International Dark Sky City.</p>",
      },
      choices: [
        { text: "Flagstaff’s lighting rules have helped keep its skies dark enough for the observatory’s research.", correct: true },
        { text: "Astronomers at Lowell Observatory have stopped studying faint galaxies because Flagstaff keeps growing." },
        { text: "Shielded outdoor lights cost more to install than older fixtures, but they last longer and use less power." },
        { text: "Cities that are home to observatories tend to grow faster than other cities in the same state." },
      ],
      explanation:
        "<p>The best answer is that Flagstaff’s lighting rules have helped keep the sky dark enough for research. The text states the problem (city light washing out faint galaxies), describes the response (rules requiring shielded fixtures that aim light downward), and reports the result (a sky still dark enough for the observatory, and recognition as the first International Dark Sky City).</p><p>The claim about the cost and lifespan of shielded lights is never mentioned; the text is about where the light goes, not what the fixtures cost.</p><p>The claim that astronomers have stopped studying faint galaxies contradicts the text, which says the rules have kept the sky dark enough for research.</p><p>The claim about how fast cities with observatories grow is never made; the text mentions only that Flagstaff is growing.</p>",
    },
    {
      id: "pt1-rw-m1-10",
      type: "SC",
      title: "",
      text: "<p>According to the text, why do these historians find monastery account books more useful than chronicles for their research?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "central_ideas_details",
      difficulty: "medium",
      rating: 3,
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>Some historians reconstruct the climate of fourteenth-century Europe from written sources. Chronicles of the period often describe dramatic events such as great storms and famines, but they rarely mention ordinary years, so it is hard to tell from them how unusual the dramatic events really were. Many monasteries, by contrast, kept account books that recorded the date of each year’s grape harvest whether the season was remarkable or not. These books give historians an unbroken series of years against which they can judge how typical any particular season was.</p>",
      },
      choices: [
        { text: "The account books describe storms and famines in greater detail than the chronicles do." },
        { text: "The account books were written by better-educated authors than the chronicles were." },
        { text: "The account books recorded information every year, not only in years with notable events.", correct: true },
        { text: "The account books were kept in monasteries, which were less likely than towns to be damaged by storms." },
      ],
      explanation:
        "<p>The best answer is that the account books recorded information every year. The text says chronicles “rarely mention ordinary years,” while the account books recorded the grape harvest “whether the season was remarkable or not,” giving historians the “unbroken series” they need to judge how typical a season was.</p><p>The authors’ education is never compared.</p><p>Detailed descriptions of storms and famines are what the chronicles offer; the account books are valued for their routine yearly entries.</p><p>Whether monasteries escaped storm damage is never discussed, and it is not the reason given for the books’ usefulness.</p>",
    },
    // ───────────── Information and Ideas: Command of Evidence (Textual) ─────────────
    {
      id: "pt1-rw-m1-11",
      type: "SC",
      title: "",
      text: "<p>Which quotation from “Mending Wall” most effectively illustrates the claim?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "command_of_evidence_textual",
      difficulty: "medium",
      rating: 4,
      passage: {
        topic: "literature",
        source: { author: "Robert Frost", title: "Mending Wall", year: 1914 },
        title: "",
        html: "<p>“Mending Wall” is a 1914 poem by Robert Frost. In the poem, the speaker and his neighbor meet each spring to repair the stone wall between their farms, and the speaker suggests that the wall serves no practical purpose where it stands.</p>",
      },
      choices: [
        {
          text: "“We keep the wall between us as we go. / To each the boulders that have fallen to each. / And some are loaves and some so nearly balls / We have to use a spell to make them balance”",
        },
        {
          text: "“He is all pine and I am apple orchard. / My apple trees will never get across / And eat the cones under his pines, I tell him.”",
          correct: true,
        },
        { text: "“I let my neighbor know beyond the hill; / And on a day we meet to walk the line / And set the wall between us once again.”" },
        { text: "“The gaps I mean, / No one has seen them made or heard them made, / But at spring mending-time we find them there.”" },
      ],
      explanation:
        "<p>The best answer is the quotation about pines and apple trees. The speaker points out that his neighbor’s land holds only pine trees and his own only an apple orchard, and that his apple trees will never “get across” to eat the pine cones: nothing on either side needs to be kept in or out, so the wall does no practical work where it stands.</p><p>The lines about gaps that no one sees made describe the damage the wall suffers each year, not whether the wall is needed.</p><p>The lines about meeting to walk the line describe how the two men arrange the yearly repair; they show the ritual, not the speaker’s doubt about its purpose.</p><p>The lines about keeping the wall between them and balancing the boulders describe the labor of mending; they show how hard the work is, not that the wall is useless.</p>",
    },
    {
      id: "pt1-rw-m1-12",
      type: "SC",
      title: "",
      text: "<p>Which finding, if true, would most directly support the engineers’ hypothesis?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "command_of_evidence_textual",
      difficulty: "hard",
      rating: 5,
      passage: {
        topic: "science",
        title: "",
        html: "<p>Some self-healing concrete contains dormant bacteria. When water seeps into a crack, the bacteria become active and produce limestone, which gradually fills and seals the crack. A team of engineers noticed that cracks in its outdoor test slabs sealed faster in summer than in winter. Summer at the team’s site is both warmer and rainier than winter, but the engineers hypothesize that temperature, not the amount of water entering the cracks, is the main factor controlling how quickly the bacteria seal cracks.</p>",
      },
      choices: [
        { text: "In a laboratory, slabs kept at the same temperature sealed their cracks faster when given more water than when given less." },
        { text: "Cracks in slabs made without bacteria did not seal in either season." },
        { text: "Outdoor slabs received more rainfall during the summer months than during the winter months." },
        { text: "In a laboratory, slabs given identical amounts of water sealed their cracks faster at 25°C than at 8°C.", correct: true },
      ],
      explanation:
        "<p>The best answer is the laboratory result in which slabs given identical amounts of water sealed faster at 25°C than at 8°C. Outdoors, warmth and rain rise together in summer, so either could explain faster sealing. Holding water constant and changing only temperature isolates temperature, and faster sealing in the warmer slabs shows that temperature matters even when water does not differ, which is what the hypothesis claims.</p><p>More summer rainfall outdoors only restates the confound; if anything it points to water, not temperature, as the explanation.</p><p>Slabs without bacteria failing to seal shows that the bacteria are needed, but it says nothing about whether temperature or water controls their speed.</p><p>Faster sealing with more water at a constant temperature shows that water affects sealing speed, which supports the rival explanation rather than the engineers’ hypothesis.</p>",
    },
    // ───────────── Information and Ideas: Command of Evidence (Quantitative) ─────────────
    {
      id: "pt1-rw-m1-13",
      type: "SC",
      title: "",
      text: "<p>Which choice most effectively uses data from the graph to support the researchers’ claim?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "command_of_evidence_quantitative",
      difficulty: "medium",
      rating: 4,
      passage: {
        topic: "science",
        title: "",
        html:
          "<p>Researchers at a bird observatory in the northeastern United States compared the average spring arrival dates of four migratory species in 1994–2003 with those in 2014–2023.</p>" +
          barGraph({
            id: "pt1-rw-m1-13-graph",
            title: "How much earlier four bird species arrived in spring, 2014–2023 compared with 1994–2003",
            desc: "Bar graph. The horizontal axis lists four species; the vertical axis shows how many days earlier the species’ average spring arrival date was in 2014–2023 than in 1994–2003, from 0 to 10 days. Tree swallow: 8 days earlier. Yellow warbler: 3 days earlier. Ruby-throated hummingbird: 1 day earlier. Bobolink: 0 days (no change).",
            width: 420,
            height: 280,
            xLabel: "Species",
            y: { label: "Days earlier", min: 0, max: 10, step: 2 },
            bars: [
              { label: "Tree swallow", value: 8 },
              { label: "Yellow warbler", value: 3 },
              { label: "Hummingbird", value: 1 },
              { label: "Bobolink", value: 0 },
            ],
          }) +
          "<p>Of the four species in the graph, only the tree swallow spends the winter relatively close to the observatory, in the southern United States; the other three winter in Central or South America. The researchers claim that birds that winter nearby have shifted their spring arrival more than birds that winter far away have.</p>",
      },
      choices: [
        { text: "The yellow warbler’s average arrival date moved earlier by more days than the tree swallow’s did." },
        { text: "The bobolink’s average arrival date did not change, while the other three species arrived earlier." },
        { text: "The yellow warbler and the hummingbird together shifted by about half as many days as the tree swallow did." },
        { text: "The tree swallow arrived about 8 days earlier, while no species that winters far away shifted by more than 3 days.", correct: true },
      ],
      explanation:
        "<p>The best answer compares the one species that winters nearby with the three that winter far away: the tree swallow’s arrival moved about 8 days earlier, while the yellow warbler moved 3 days, the hummingbird 1 day, and the bobolink not at all. The nearby-wintering species shifted far more than any of the distant-wintering ones, which is exactly the researchers’ claim.</p><p>The statement that the yellow warbler shifted more than the tree swallow misreads the graph (3 days against 8) and would weaken the claim.</p><p>The bobolink’s unchanged date is accurate, but it describes one distant-wintering species and leaves out the comparison with the nearby-wintering tree swallow.</p><p>The warbler and hummingbird together shifting about half as much as the tree swallow (4 days against 8) is accurate but adds two species’ shifts together, a total the claim does not concern; it also leaves out the bobolink.</p>",
    },
    // ───────────── Information and Ideas: Inferences ─────────────
    {
      id: "pt1-rw-m1-14",
      type: "SC",
      title: "",
      text: COMPLETE,
      test: "verbal",
      domain: "information_ideas",
      skill: "inferences",
      difficulty: "medium",
      rating: 3,
      passage: {
        topic: "science",
        title: "",
        html: "<p>Lava flows on the island of Hawaiʻi bury roads and fields, but over centuries they also become new land for forests. Freshly cooled lava is nearly barren at first: plant roots cannot easily penetrate solid rock, and the rock releases nutrients only slowly as it breaks down. On the island’s rainy windward slopes, ferns often take hold on new flows within a few years, whereas on the dry leeward slopes, flows of similar age frequently remain almost bare. These observations suggest that ______</p>",
      },
      choices: [
        { text: "lava flows on the windward slopes are generally much younger than those on the leeward slopes." },
        { text: "how quickly plants take hold on new lava depends strongly on how much rain falls there.", correct: true },
        { text: "ferns are the only plants able to grow on lava flows anywhere on the island." },
        { text: "ferns are better suited than most other plants to surviving in the dry conditions of the leeward slopes." },
      ],
      explanation:
        "<p>The best answer is that how quickly plants take hold on new lava depends strongly on rainfall. The text compares flows “of similar age” that differ mainly in rainfall: on the rainy slopes ferns appear within a few years, while on the dry slopes the flows stay almost bare. The difference in rain is therefore the most reasonable explanation for the difference in plant growth.</p><p>The claim that windward flows are younger contradicts the text, which compares flows of similar age.</p><p>The claim that ferns are the only plants that can grow on lava overreaches; the text mentions ferns as early colonizers but says nothing about other plants being unable to grow.</p><p>The claim that ferns suit dry conditions reverses the evidence: ferns appear on the rainy slopes, while the dry slopes stay bare.</p>",
    },
    {
      id: "pt1-rw-m1-15",
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
        html: "<p>NASA’s Kepler space telescope searched for planets by watching for the slight, regular dimming that occurs each time a planet passes in front of its star. Kepler watched its main field of stars for about four years, and a planet was generally counted as confirmed only after at least three such dimmings had been observed. Almost none of the planets confirmed this way take longer than one year to orbit their stars. Some people have taken this result as evidence that planets with long orbits are rare, but the design of the search suggests that ______</p>",
      },
      choices: [
        { text: "planets with orbits longer than a year would rarely have been confirmed even if they were common.", correct: true },
        { text: "planets with long orbits are actually more common than planets with short orbits around Kepler’s stars." },
        { text: "Kepler watched its stars for too short a time to confirm planets that take less than a year to orbit." },
        { text: "Kepler probably mistook the dimming caused by long-orbit planets for natural changes in its stars’ brightness." },
      ],
      explanation:
        "<p>The best answer is that planets taking more than a year to orbit would rarely have been confirmed even if common. A planet dims its star once per orbit, so confirming it required three orbits within about four years of watching. A planet with an orbit shorter than a year is caught many times, but for longer orbits the chance shrinks: a planet taking 1.5 years would need its first pass within the first year of the search, and a planet taking more than 2 years could never be confirmed at all. The scarcity of long-orbit planets in the results is therefore what the search’s design would produce regardless of how common such planets are.</p><p>The claim about planets taking less than a year reverses the problem: short-orbit planets pass in front of their stars often enough to be confirmed within four years.</p><p>The idea that long-orbit dimming was mistaken for changes in the stars has no support in the text, which concerns how often dimmings occur, not how they were interpreted.</p><p>The claim that long-orbit planets are actually more common overreaches: the search’s design means its results cannot show how common such planets are in either direction.</p>",
    },
    // ───────────── Standard English Conventions: Boundaries ─────────────
    {
      id: "pt1-rw-m1-16",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "boundaries",
      difficulty: "easy",
      rating: 2,
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>In the 1920s, Chicago’s South Side became a center of jazz. Musicians who had moved north from New Orleans performed nightly in the clubs along State ______ recordings made by these musicians soon carried the new sound to listeners across the country.</p>",
      },
      choices: [{ text: "Street" }, { text: "Street and," }, { text: "Street," }, { text: "Street, and", correct: true }],
      explanation:
        "<p>“Street, and” is the best answer. Both “Musicians … performed nightly in the clubs along State Street” and “recordings made by these musicians soon carried the new sound …” are independent clauses, and a comma followed by the coordinating conjunction “and” is a standard way to join them.</p><p>“Street,” with a comma alone creates a comma splice between two independent clauses.</p><p>“Street” with no punctuation runs the two independent clauses together (a fused sentence).</p><p>“Street and,” puts the comma after the conjunction instead of before it, which is not a standard way to join the clauses.</p>",
    },
    {
      id: "pt1-rw-m1-17",
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
        html: "<p>The Bayeux Tapestry, a cloth nearly 70 meters long, tells the story of the Norman conquest of England in 1066. Despite its name, the work is technically not a tapestry but an ______ images were stitched in colored wool onto a linen background rather than woven into the fabric itself.</p>",
      },
      choices: [{ text: "embroidery, its" }, { text: "embroidery, which its" }, { text: "embroidery: its", correct: true }, { text: "embroidery its" }],
      explanation:
        "<p>“Embroidery: its” is the best answer. The first clause (“the work is technically not a tapestry but an embroidery”) is independent, and the second (“its images were stitched …”) is an independent clause explaining what makes it an embroidery. A colon correctly introduces such an explanation.</p><p>“Embroidery, its” joins two independent clauses with only a comma, a comma splice.</p><p>“Embroidery its” runs the two independent clauses together with no punctuation.</p><p>“Embroidery, which its” makes the second part ungrammatical: “which” needs to serve as the subject or object of its clause, but “its images were stitched” already has a subject.</p>",
    },
    {
      id: "pt1-rw-m1-18",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "boundaries",
      difficulty: "medium",
      rating: 4,
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>The Pantheon in Rome, completed around 125 CE, is topped by a dome made of concrete without any steel reinforcement. Its builders used progressively lighter material in the concrete as the dome rose toward the ______ dense stone near the base and light volcanic pumice near the central opening, or oculus—to reduce the weight the walls had to support.</p>",
      },
      choices: [{ text: "top:" }, { text: "top;" }, { text: "top," }, { text: "top—", correct: true }],
      explanation:
        "<p>“Top—” is the best answer. The phrase “dense stone near the base and light volcanic pumice near the central opening, or oculus” interrupts the sentence to give examples, and it is closed by a dash after “oculus.” A supplementary element must begin and end with the same mark, so it must open with a dash as well; the sentence then continues “used progressively lighter material … to reduce the weight.”</p><p>“Top,” opens the interruption with a comma but it closes with a dash, so the marks do not match.</p><p>“Top:” would make everything after it an explanation, but the closing dash and the continuation “to reduce the weight …” show that the phrase is an interruption, not the end of the sentence.</p><p>“Top;” requires an independent clause on each side, but “dense stone near the base …” is not an independent clause.</p>",
    },
    {
      id: "pt1-rw-m1-19",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "boundaries",
      difficulty: "hard",
      rating: 5,
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>In Tok Pisin, an English-based creole language spoken in Papua New Guinea, several words borrowed from English have taken on grammatical jobs. Linguists point to three examples: <i>bilong</i>, from “belong,” which marks possession ______ <i>pinis</i>, from “finish,” which marks a completed action; and <i>save</i>, from “savvy,” which marks an action that happens habitually.</p>",
      },
      choices: [{ text: "possession—" }, { text: "possession," }, { text: "possession:" }, { text: "possession;", correct: true }],
      explanation:
        "<p>“Possession;” is the best answer. The colon introduces a list of three items, and each item already contains commas (“<i>bilong</i>, from “belong,” which marks possession”). In such a list, semicolons separate the items, as the semicolon before “and <i>save</i>” shows, so a semicolon must also separate the first item from the second.</p><p>“Possession,” uses a comma between items that contain commas of their own, making the boundaries between items unclear and inconsistent with the later semicolon.</p><p>“Possession:” adds a second colon inside a list that has already been introduced by a colon; nothing after “possession” explains or lists what comes before.</p><p>“Possession—” opens a dash with no matching closing dash and does not separate list items in the same way as the semicolon used later.</p>",
    },
    // ───────────── Standard English Conventions: Form, Structure, and Sense ─────────────
    {
      id: "pt1-rw-m1-20",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "form_structure_sense",
      difficulty: "easy",
      rating: 2,
      passage: {
        topic: "science",
        title: "",
        html: "<p>Sea otters help protect kelp forests along the Pacific coast of North America. The otters eat sea urchins, and where otters are absent, urchin populations can grow quickly. Large groups of hungry urchins ______ through the stalks of kelp, sometimes leaving behind bare stretches of seafloor known as urchin barrens.</p>",
      },
      choices: [{ text: "is chewing" }, { text: "chews" }, { text: "chew", correct: true }, { text: "has chewed" }],
      explanation:
        "<p>“Chew” is the best answer. The subject of the verb is the plural noun “groups” (“Large groups of hungry urchins”), so it needs a plural verb, and the simple present matches the general statements in the rest of the text.</p><p>“Chews” is singular and does not agree with the plural subject “groups.”</p><p>“Has chewed” is singular and does not agree with “groups.”</p><p>“Is chewing” is singular and does not agree with “groups.”</p>",
    },
    {
      id: "pt1-rw-m1-21",
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
        html: "<p>When one river city redesigned its downtown in 2015, planners widened sidewalks, planted street trees, and added benches and shaded seating areas. A recent survey of business owners in the district, most of whom have operated shops there for more than a decade, ______ that sales have generally risen since the redesign.</p>",
      },
      choices: [{ text: "are indicating" }, { text: "indicate" }, { text: "indicates", correct: true }, { text: "have indicated" }],
      explanation:
        "<p>“Indicates” is the best answer. The subject of the verb is the singular noun “survey”; “of business owners in the district” and the clause “most of whom have operated shops there …” come between the subject and the verb but do not change its number. A singular subject needs the singular verb “indicates.”</p><p>“Indicate” is plural, agreeing with the nearby “owners” rather than with the subject “survey.”</p><p>“Have indicated” is plural and does not agree with “survey.”</p><p>“Are indicating” is plural and does not agree with “survey.”</p>",
    },
    {
      id: "pt1-rw-m1-22",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "form_structure_sense",
      difficulty: "hard",
      rating: 5,
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>Small farms often struggle to compete with large operations on price, since they cannot offer the volume discounts that large buyers expect. Selling directly to households through weekly produce subscriptions, rather than through the wholesalers and distributors who stand between most growers and their customers, ______ small farms keep the share of the sale price that those intermediaries would otherwise take.</p>",
      },
      choices: [{ text: "are letting" }, { text: "lets", correct: true }, { text: "let" }, { text: "have let" }],
      explanation:
        "<p>“Lets” is the best answer. The subject of the sentence is the gerund phrase “Selling directly to households through weekly produce subscriptions,” which names one activity and is singular, so it takes the singular verb “lets.” The plural nouns between the subject and the blank (“households,” “subscriptions,” “wholesalers and distributors,” “growers,” “customers”) belong to the phrases that describe the selling; none of them is the subject.</p><ul><li>“Let” agrees with one of the nearby plural nouns, not with the singular subject.</li><li>“Have let” is plural as well, and its present perfect also breaks from the present tense of a general claim.</li><li>“Are letting” is plural too, and it turns a general fact about such selling into something happening at the moment.</li></ul>",
    },
    // ───────────── Expression of Ideas: Transitions ─────────────
    {
      id: "pt1-rw-m1-23",
      type: "SC",
      title: "",
      text: TRANSITION,
      test: "verbal",
      domain: "expression_ideas",
      skill: "transitions",
      difficulty: "easy",
      rating: 1,
      passage: {
        topic: "science",
        title: "",
        html: "<p>Steel is strong but heavy, and every extra kilogram in a car means more fuel burned. Engineers have therefore turned to carbon-fiber composites, which can match the strength of steel at a fraction of its weight. ______ carbon-fiber parts are expensive to manufacture and difficult to recycle, so steel remains the main material in mass-produced cars.</p>",
      },
      choices: [{ text: "Similarly," }, { text: "As a result," }, { text: "However,", correct: true }, { text: "For example," }],
      explanation:
        "<p>“However” is the best answer. The previous sentence presents an advantage of carbon fiber (steel’s strength at much less weight); the final sentence presents its drawbacks (cost and recycling), which explain why steel still dominates. “However” signals this contrast.</p><p>“For example” would introduce an instance of the previous point, but the drawbacks are not an example of carbon fiber’s advantage.</p><p>“Similarly” signals a comparable point, but the drawbacks work against the advantage rather than resembling it.</p><p>“As a result” would mean that carbon fiber’s light weight causes its high cost and recycling difficulty, a cause-and-effect relationship the text does not claim.</p>",
    },
    {
      id: "pt1-rw-m1-24",
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
        html: "<p>Many small vegetable farms earn most of their income during a few summer months, leaving them short of cash in winter and early spring, just when seeds and equipment must be bought. To even out this cycle, some farmers have begun growing crops in unheated plastic tunnels, which extend the harvest season by several weeks at each end. ______ some farms that once had nothing to sell between November and April now sell fresh greens at winter markets.</p>",
      },
      choices: [{ text: "Previously," }, { text: "Consequently,", correct: true }, { text: "Nevertheless," }, { text: "In contrast," }],
      explanation:
        "<p>“Consequently” is the best answer. The tunnels lengthen the harvest season, and the last sentence describes the outcome: farms that once had nothing to sell in the cold months now sell greens in winter. “Consequently” signals that this is a result of the tunnels.</p><p>“Nevertheless” signals that what follows happens despite the previous point, but the winter sales follow from the longer season rather than in spite of it.</p><p>“In contrast” signals a difference, but the winter sales agree with and follow from the tunnels’ longer season.</p><p>“Previously” points to the past, which conflicts with “now” in the same sentence.</p>",
    },
    // ───────────── Expression of Ideas: Rhetorical Synthesis ─────────────
    {
      id: "pt1-rw-m1-25",
      type: "SC",
      title: "",
      text: `<p>The student wants to explain why scientists consider Europa a promising place to search for life. ${SYNTHESIS}</p>`,
      test: "verbal",
      domain: "expression_ideas",
      skill: "rhetorical_synthesis",
      difficulty: "easy",
      rating: 2,
      passage: {
        topic: "science",
        title: "",
        html: `${NOTES}<ul><li>Europa is one of the largest moons of the planet Jupiter.</li><li>It is slightly smaller than Earth’s Moon.</li><li>Its surface is covered by a thick shell of ice.</li><li>Measurements of Europa’s magnetic field suggest that a salty liquid ocean lies beneath the ice.</li><li>Liquid water is essential to life as we know it.</li></ul>`,
      },
      choices: [
        { text: "The surface of Europa, one of the largest moons of Jupiter, is covered by a thick shell of ice." },
        { text: "Europa may hold a salty liquid ocean beneath its ice, and liquid water is essential to life as we know it.", correct: true },
        { text: "Europa, one of the largest moons of Jupiter, is slightly smaller than Earth’s Moon." },
        { text: "Scientists have measured the magnetic field of Europa, which is one of the largest moons of the planet Jupiter." },
      ],
      explanation:
        "<p>The best answer links the two relevant notes: a liquid ocean seems to lie beneath the ice, and liquid water is essential to life as we know it. Together they give the reason scientists think Europa is worth searching for life, even without restating the conclusion.</p><p>The sentence about Europa’s size compared with Earth’s Moon describes the moon but gives no reason to search for life there.</p><p>The sentence about the icy surface leaves out the ocean and the importance of water, so it gives no reason to search for life.</p><p>The sentence about measuring the magnetic field omits what the measurements suggest (an ocean) and why that matters for life.</p>",
    },
    {
      id: "pt1-rw-m1-26",
      type: "SC",
      title: "",
      text: `<p>The student wants to contrast the materials from which the two writing surfaces were made. ${SYNTHESIS}</p>`,
      test: "verbal",
      domain: "expression_ideas",
      skill: "rhetorical_synthesis",
      difficulty: "easy",
      rating: 2,
      passage: {
        topic: "humanities",
        title: "",
        html: `${NOTES}<ul><li>Papyrus and parchment were two writing surfaces of the ancient Mediterranean world.</li><li>Papyrus was made in Egypt from thin strips of the stem of the papyrus plant, pressed together and dried.</li><li>Papyrus was usually rolled into scrolls.</li><li>Parchment was made from animal skin that had been soaked, scraped, stretched, and dried.</li><li>Parchment could be folded into the pages of a codex, the ancestor of the modern book.</li></ul>`,
      },
      choices: [
        { text: "Parchment was made from animal skin that had been soaked, scraped, stretched, and dried." },
        { text: "Papyrus was usually rolled into scrolls, while parchment could be folded into a codex." },
        { text: "Papyrus and parchment were both writing surfaces of the ancient Mediterranean world." },
        { text: "Whereas papyrus was made from strips of a plant’s stem, parchment was made from animal skin.", correct: true },
      ],
      explanation:
        "<p>The best answer sets the two materials side by side with a signal of contrast (“Whereas”): papyrus came from strips of a plant’s stem, parchment from animal skin. That is exactly the contrast the student wants.</p><p>The sentence calling both of them writing surfaces of the Mediterranean world states what they share, not how their materials differ.</p><p>The sentence contrasting scrolls with the codex is a real contrast, but it concerns the shapes the surfaces took, not the materials they were made from.</p><p>The sentence about how parchment was prepared describes only one of the two surfaces, so nothing is contrasted.</p>",
    },
    {
      id: "pt1-rw-m1-27",
      type: "SC",
      title: "",
      text: `<p>The student wants to explain how flying buttresses made large windows possible in Gothic cathedrals. ${SYNTHESIS}</p>`,
      test: "verbal",
      domain: "expression_ideas",
      skill: "rhetorical_synthesis",
      difficulty: "hard",
      rating: 5,
      passage: {
        topic: "humanities",
        title: "",
        html: `${NOTES}<ul><li>Flying buttresses are arched stone supports built on the outside of many Gothic cathedrals.</li><li>A stone roof vault pushes outward on the walls that hold it up.</li><li>Flying buttresses carry much of this outward push away from the walls and down to the ground outside the building.</li><li>Walls relieved of this push could be made thinner.</li><li>Thinner walls could be opened up for large stained-glass windows.</li><li>The Cathedral of Notre-Dame de Paris, begun in 1163, was among the earliest major buildings to use flying buttresses.</li></ul>`,
      },
      choices: [
        {
          text: "Flying buttresses carried a vault’s outward push away from the walls, so the walls could be thinner and opened up for large stained-glass windows.",
          correct: true,
        },
        {
          text: "Thinner walls could be opened up for large stained-glass windows, and Notre-Dame de Paris, begun in 1163, was among the earliest major buildings to use flying buttresses.",
        },
        {
          text: "Because their walls had to bear the full outward push of the stone vault, Gothic cathedrals with flying buttresses were built with thinner walls that held large stained-glass windows.",
        },
        {
          text: "Flying buttresses, used in Gothic cathedrals such as Notre-Dame de Paris (begun in 1163), made it possible for those cathedrals to have large stained-glass windows.",
        },
      ],
      explanation:
        "<p>The best answer traces the whole chain of cause and effect in the notes: the buttresses carry the vault’s outward push away from the walls, so the walls can be thinner, and thinner walls can hold large windows. That sequence is the “how” the student wants to explain.</p><p>The sentence about thinner walls and Notre-Dame’s date never connects the buttresses to the thinner walls, so it does not explain how the buttresses made the windows possible.</p><p>The sentence saying buttresses “made it possible” for cathedrals to have large windows states that they did so but not how; it skips the outward push and the thinner walls.</p><p>The sentence claiming the walls had to bear the vault’s full push contradicts the notes, which say the buttresses relieved the walls of much of that push.</p>",
    },
  ],
};

export default module;
