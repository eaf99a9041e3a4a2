import type { z } from "zod";
import { barGraph, scatterPlot } from "../../figures";
import type { ModuleSchema } from "../../schema";

const WIC = "<p>Which choice completes the text with the most logical and precise word or phrase?</p>";
const SEC = "<p>Which choice completes the text so that it conforms to the conventions of Standard English?</p>";
const TRANSITION = "<p>Which choice completes the text with the most logical transition?</p>";
const COMPLETE = "<p>Which choice most logically completes the text?</p>";
const NOTES = "<p>While researching a topic, a student has taken the following notes:</p>";
const SYNTHESIS = "Which choice most effectively uses relevant information from the notes to accomplish this goal?";

const module: z.input<typeof ModuleSchema> = {
  id: "pt2-rw-m2h",
  name: "Section 1, Module 2: Reading and Writing",
  test: "verbal",
  module: 2,
  variant: "harder",
  minutes: 32,
  breakAfterMinutes: 10,
  directions:
    "<p>Each question in this module comes with its own short passage or pair of passages; some passages include a table or a graph. Read the passage carefully, then choose the one best answer from the four choices.</p><p>You may skip a question, mark it for review, and come back to it at any time before the module ends. A 10-minute break follows this module.</p>",
  questions: [
    // ───────────── Craft and Structure: Words in Context ─────────────
    {
      id: "pt2-rw-m2h-01",
      type: "SC",
      title: "",
      text: WIC,
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "medium",
      rating: 3,
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>When Rachel Carson’s <i>Silent Spring</i> appeared in 1962, arguing that widely used pesticides such as DDT were harming birds, fish, and possibly people, several chemical companies and their allies ______ the book: critics in the industry called its author an alarmist, and one manufacturer published a parody imagining a year in which, without pesticides, insects overran the country. The campaign did little to slow the book’s influence; the public concern it stirred helped lead to a ban on most uses of DDT in the United States in 1972.</p>",
      },
      choices: [{ text: "assailed", correct: true }, { text: "underestimated" }, { text: "scrutinized" }, { text: "ignored" }],
      explanation:
        "<p>“Assailed” is the best answer. The colon introduces what the companies and their allies did to the book: they called its author an alarmist and mocked its warning with a parody, and the next sentence calls their efforts a “campaign.” To assail something is to attack it vigorously, here in words.</p><ul><li>“Underestimated” picks up the next sentence, which says the campaign did little to slow the book, but the blank names what the critics did to the book, and insults and a parody are attacks, not a misjudgment of its reach.</li><li>“Scrutinized” means examined closely; it is too neutral for calling an author an alarmist and publishing a parody, which attack the book rather than study it.</li><li>“Ignored” contradicts the passage: the companies answered the book with insults and a parody.</li></ul>",
    },
    {
      id: "pt2-rw-m2h-02",
      type: "SC",
      title: "",
      text: WIC,
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "hard",
      rating: 5,
      passage: {
        topic: "science",
        title: "",
        html: "<p>In her 1925 doctoral thesis, Cecilia Payne used the spectra of stars to conclude that they are made overwhelmingly of hydrogen and helium. Because this contradicted the prevailing view that stars have roughly the same composition as Earth, the astronomer Henry Norris Russell urged caution, and Payne described the enormous abundance of hydrogen she had calculated as almost certainly ______. Within four years, however, Russell’s own analysis showed that she had been right.</p>",
      },
      choices: [{ text: "conclusive" }, { text: "spurious", correct: true }, { text: "unprecedented" }, { text: "underestimated" }],
      explanation:
        "<p>“Spurious” is the best answer. Urged to be cautious about a result that contradicted accepted views, Payne hedged by calling her own hydrogen figure almost certainly not genuine, that is, spurious. The final sentence (“however … she had been right”) confirms that she had doubted a result that later proved real.</p><p>“Unprecedented” is true of the result in a sense, since no one had found such abundance before, but calling it unprecedented is not a cautious hedge; it does not express the doubt Russell urged.</p><p>“Conclusive” is the opposite of caution; Payne was distancing herself from the figure, not affirming it.</p><p>“Underestimated” would mean the true abundance was even larger, which makes the claim bolder rather than more cautious.</p>",
    },
    {
      id: "pt2-rw-m2h-03",
      type: "SC",
      title: "",
      text: WIC,
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "hard",
      rating: 5,
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>Herodotus, the Greek historian of the fifth century BCE, has long had a mixed reputation: some of his stories are plainly fanciful, and for centuries readers treated even his sober-sounding descriptions of foreign peoples as little more than travelers’ hearsay. His account of how the Scythians buried their kings, beneath great earthen mounds along with servants and many horses, has fared better. Archaeologists excavating royal mounds on the steppes north of the Black Sea have found attendants and dozens of horses buried with the dead, much as he describes. On this point, at least, the excavations have ______ an account that was long dismissed as secondhand.</p>",
      },
      choices: [{ text: "substantiated", correct: true }, { text: "anticipated" }, { text: "qualified" }, { text: "superseded" }],
      explanation:
        "<p>“Substantiated” is the best answer. The passage sets up a question of reliability: readers long treated Herodotus’s descriptions of foreign peoples as hearsay. Then the excavations turn up what he described, attendants and dozens of horses buried with Scythian kings, so on this point his account “has fared better.” To substantiate an account is to supply evidence that it is true, which is what the finds did.</p><ul><li>“Qualified” picks up the limiting “at least,” but that phrase limits how much of Herodotus the finds support, not the account itself; the finds agree with his description instead of limiting or correcting it.</li><li>“Superseded” would mean that the excavations replaced the account as no longer needed, but the passage uses them to raise its standing, not to retire it.</li><li>“Anticipated” reverses the order: Herodotus wrote long before the digs, so his account could have anticipated the finds, but the excavations could not have anticipated an account written centuries earlier.</li></ul>",
    },
    {
      id: "pt2-rw-m2h-04",
      type: "SC",
      title: "",
      text: "<p>As used in the text, what does the word “unaccountable” most nearly mean?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "hard",
      rating: 5,
      passage: {
        topic: "literature",
        source: { author: "Walt Whitman", title: "When I Heard the Learn’d Astronomer", year: 1865 },
        title: "",
        html: "<p>The following text is from Walt Whitman’s 1865 poem “When I Heard the Learn’d Astronomer.”</p><p>When I heard the learn’d astronomer,<br>When the proofs, the figures, were ranged in columns before me,<br>When I was shown the charts and diagrams, to add, divide, and measure them,<br>When I sitting heard the astronomer where he lectured with much applause in the lecture-room,<br>How soon unaccountable I became tired and sick,<br>Till rising and gliding out I wander’d off by myself,<br>In the mystical moist night-air, and from time to time,<br>Look’d up in perfect silence at the stars.</p>",
      },
      choices: [{ text: "unnoticed" }, { text: "uncountably" }, { text: "inexplicably", correct: true }, { text: "irresponsibly" }],
      explanation:
        "<p>“Inexplicably” is the best answer. The speaker grows “tired and sick” at a lecture that everyone else applauds, and he gives no reason for it; he simply leaves to look at the stars. Something unaccountable cannot be accounted for, that is, explained, so he became tired and sick without knowing why.</p><p>“Irresponsibly” takes “unaccountable” in the sense of not answerable to anyone, but the speaker is describing a feeling that came over him, not a failure of duty.</p><p>“Uncountably” is suggested by the poem’s columns of figures and its adding and dividing, but it would mean “too many to count,” which cannot describe becoming tired.</p><p>“Unnoticed” does not fit: the line is about the speaker’s own sudden weariness, not whether others saw it.</p>",
    },
    // ───────────── Craft and Structure: Text Structure and Purpose ─────────────
    {
      id: "pt2-rw-m2h-05",
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
        html: "<p>By the early 1930s, seismologists had concluded that Earth has a liquid core. Because the liquid core bends some seismic waves and blocks others, there should be a “shadow zone,” a band on the far side of Earth from an earthquake where no waves passing through the core arrive. In 1936, however, Danish seismologist Inge Lehmann reported that faint waves did reach stations inside the shadow zone. She proposed that a solid inner core lies within the liquid outer core and that its boundary deflects some waves into the zone. Later measurements confirmed her explanation.</p>",
      },
      choices: [
        { text: "It explains how seismic waves were first detected and then describes the instruments that seismologists used to measure their speed." },
        { text: "It proposes a hypothesis about Earth’s core, notes that the hypothesis has not yet been tested, and suggests a way to test it." },
        {
          text: "It describes an expectation based on an accepted model, reports an observation that conflicted with it, and presents a revision that accounted for it.",
          correct: true,
        },
        {
          text: "It presents two competing models of Earth’s interior, compares the evidence for each, and explains why scientists eventually abandoned one in favor of the other.",
        },
      ],
      explanation:
        "<p>The best answer is that the text describes an expectation from an accepted model, an observation that conflicted with it, and a revision that accounted for it. The liquid-core model predicted a shadow zone with no waves; Lehmann found faint waves there; she proposed a solid inner core, which later measurements confirmed.</p><p>The text does not present two competing models from the start; it presents one model and a refinement of it (a solid inner core within the liquid outer core), and nothing is abandoned.</p><p>The first detection of seismic waves and seismologists’ instruments are never discussed.</p><p>Lehmann’s proposal was tested: the last sentence says later measurements confirmed it.</p>",
    },
    {
      id: "pt2-rw-m2h-06",
      type: "SC",
      title: "",
      text: "<p>Which choice best describes the function of the underlined sentence in the text as a whole?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "text_structure_purpose",
      difficulty: "hard",
      rating: 5,
      passage: {
        topic: "literature",
        source: { author: "Willa Cather", title: "My Ántonia", year: 1918 },
        title: "",
        html: "<p>The following text is from Willa Cather’s 1918 novel <i>My Ántonia</i>. The narrator, a ten-year-old orphan, is riding at night in a wagon toward his grandparents’ farm in Nebraska.</p><p>Cautiously I slipped from under the buffalo hide, got up on my knees and peered over the side of the wagon. There seemed to be nothing to see; no fences, no creeks or trees, no hills or fields. If there was a road, I could not make it out in the faint starlight. <u>There was nothing but land: not a country at all, but the material out of which countries are made.</u> No, there was nothing but land—slightly undulating, I knew, because often our wheels ground against the brake as we went down into a hollow and lurched up again on the other side. I had the feeling that the world was left behind, that we had got over the edge of it, and were outside man’s jurisdiction.</p>",
      },
      choices: [
        { text: "It suggests that the night is so dark that the narrator cannot make out the land around the wagon at all." },
        { text: "It reveals the narrator’s disappointment that Nebraska lacks the towns and roads he had hoped to find." },
        { text: "It indicates that the land has not yet been claimed by any nation and is disputed among several of them." },
        { text: "It presents the land as raw and unshaped, not yet made into the kind of settled place people call a country.", correct: true },
      ],
      explanation:
        "<p>The best answer is that the sentence presents the land as raw and unshaped, not yet made into a settled place. The narrator sees no fences, creeks, trees, hills or fields; he calls what he sees “the material out of which countries are made,” land that people have not yet turned into anything, and he ends feeling “outside man’s jurisdiction.”</p><p>Darkness hides the road (“I could not make it out”), but the narrator can tell there is “nothing but land” and even that it is “slightly undulating,” so he is not unable to perceive the land.</p><p>Nothing in the excerpt expresses disappointment or says the narrator expected towns; his tone is one of wonder and strangeness.</p><p>“Not a country at all” does not refer to nations or claims; the narrator means that the land has not been shaped by people, as the phrase “the material out of which countries are made” shows.</p>",
    },
    // ───────────── Craft and Structure: Cross-Text Connections ─────────────
    {
      id: "pt2-rw-m2h-07",
      type: "SC",
      title: "",
      text: "<p>Based on the texts, how would Comfort (Text 2) most likely respond to the familiar account described in Text 1?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "cross_text_connections",
      difficulty: "hard",
      rating: 6,
      passage: {
        topic: "science",
        title: "",
        html: "<p><b>Text 1</b></p><p>Barbara McClintock’s discovery of transposable elements—genetic elements that can move from one place to another on a chromosome—is often told as a story of neglect. In the familiar account, colleagues ignored or dismissed her work on maize from the early 1950s until the 1970s, when researchers found similar elements in bacteria, and she was finally recognized with the Nobel Prize in 1983.</p><p><b>Text 2</b></p><p>Historian of science Nathaniel Comfort argues that this account misdescribes McClintock’s standing. She had been elected to the National Academy of Sciences in 1944 and was widely respected among geneticists, and many maize geneticists accepted that genetic elements could move. What most of them resisted, Comfort argues, was her broader theory that these “controlling elements” direct how genes are switched on and off as an organism develops.</p>",
      },
      choices: [
        {
          text: "He would argue that the account exaggerates her neglect and misidentifies which of her ideas her colleagues actually doubted.",
          correct: true,
        },
        { text: "He would argue that McClintock’s work was overlooked mainly because she studied maize at a time when most geneticists studied bacteria." },
        { text: "He would accept the account but would add that her election to the National Academy of Sciences followed her Nobel Prize." },
        {
          text: "He would agree that her colleagues rejected the idea that genetic elements move but would argue that the evidence then available justified their doubts.",
        },
      ],
      explanation:
        "<p>The best answer is that Comfort would say the account exaggerates her neglect and misidentifies what her colleagues doubted. Text 1 says her colleagues ignored or dismissed her work on moving genetic elements. Comfort points to her election to the National Academy and the respect she had, says many maize geneticists accepted that elements could move, and locates the resistance in her broader theory of gene control.</p><p>Agreeing that colleagues rejected the idea that elements move concedes the very point Comfort disputes; he says many accepted it.</p><p>The claim that she was overlooked for studying maize sounds reasonable, but neither text offers it, and Comfort denies that she was overlooked at all.</p><p>Comfort does not accept the account, and Text 2 dates her election to the National Academy to 1944, decades before the 1983 Nobel Prize.</p>",
    },
    {
      id: "pt2-rw-m2h-08",
      type: "SC",
      title: "",
      text: "<p>Based on the texts, how would Thomson (Text 2) most likely respond to Johnson’s charge in Text 1?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "cross_text_connections",
      difficulty: "hard",
      rating: 5,
      passage: {
        topic: "humanities",
        title: "",
        html: "<p><b>Text 1</b></p><p>In the 1760s the Scottish writer James Macpherson published poems that he said he had translated from the works of Ossian, an ancient Gaelic bard. The poems were wildly popular across Europe, but the critic Samuel Johnson was not persuaded. Macpherson, Johnson complained in 1775, had never produced the ancient manuscripts from which he claimed to translate, and the poems were, in Johnson’s judgment, simply Macpherson’s own inventions.</p><p><b>Text 2</b></p><p>In 1952 the Gaelic scholar Derick Thomson compared Macpherson’s poems with Gaelic ballads that had been collected in the Scottish Highlands. He found that many of Macpherson’s characters, episodes, and passages corresponded to material in genuine traditional ballads, although Macpherson had rearranged that material freely, combined separate stories, and added a great deal of his own.</p>",
      },
      choices: [
        { text: "He would argue that Macpherson’s poems are faithful translations of ancient manuscripts that Johnson never took the trouble to examine." },
        {
          text: "He would agree that Macpherson reshaped and added much but argue that the charge of pure invention overlooks his real Gaelic sources.",
          correct: true,
        },
        { text: "He would accept that Macpherson invented the poems but argue that their popularity across Europe made the invention worthwhile." },
        { text: "He would contend that Johnson was right about the poems but wrong to think that any Gaelic ballads survived in the Highlands." },
      ],
      explanation:
        "<p>The best answer is that Thomson would agree that Macpherson reshaped and added much but argue that the charge of pure invention overlooks his real sources. Johnson called the poems “simply Macpherson’s own inventions.” Thomson found that many characters, episodes and passages came from genuine Gaelic ballads, while also noting that Macpherson rearranged, combined and added freely.</p><p>Calling the poems faithful translations of ancient manuscripts goes too far the other way: Thomson stresses how freely Macpherson changed his material, and he worked from collected ballads, not manuscripts Johnson failed to examine.</p><p>Accepting that Macpherson invented the poems contradicts Thomson’s finding that much of the material was traditional, and Text 2 says nothing about whether the popularity made anything worthwhile.</p><p>Text 2 itself relies on ballads collected in the Highlands, so Thomson could not deny that such ballads survived.</p>",
    },
    // ───────────── Information and Ideas: Central Ideas and Details ─────────────
    {
      id: "pt2-rw-m2h-09",
      type: "SC",
      title: "",
      text: "<p>Which choice best states the main idea of the text?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "central_ideas_details",
      difficulty: "medium",
      rating: 3,
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>For the 1900 Paris Exposition, sociologist W. E. B. Du Bois and a team of his students at Atlanta University created dozens of hand-drawn charts, graphs, and maps about African American life. Many of them focused on Georgia, tracing changes since the end of slavery in literacy, land ownership, and the value of property owned by Black Georgians. Bold in color and inventive in form, the graphics presented careful statistics to an international audience that often knew African Americans only through stereotypes.</p>",
      },
      choices: [
        { text: "Du Bois believed that colorful images would persuade visitors more effectively than statistics, so his charts left out exact figures." },
        {
          text: "Du Bois and his students used bold, carefully researched graphics to show a world audience how African American life had changed.",
          correct: true,
        },
        { text: "The charts shown at the 1900 Paris Exposition were the first time statistics about Georgia had been presented in graphic form." },
        { text: "Du Bois designed the charts mainly to show visitors how Georgia’s economy compared with the economies of European countries." },
      ],
      explanation:
        "<p>The best answer is that Du Bois and his students used striking, data-based graphics to show an international audience how Black Americans’ lives had changed. The text describes the charts’ subject (African American life, especially changes in Georgia since slavery), their form (bold and inventive), and their purpose (careful statistics for an audience that knew mostly stereotypes).</p><p>The text never compares Georgia’s economy with Europe’s.</p><p>Nothing in the text says these were the first graphics about Georgia.</p><p>The text says the graphics “presented careful statistics,” so the claim that they left out figures in favor of images contradicts it.</p>",
    },
    {
      id: "pt2-rw-m2h-10",
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
        source: { author: "Stephen Crane", title: "The Open Boat", year: 1897 },
        title: "",
        html: "<p>The following text is from Stephen Crane’s 1897 short story “The Open Boat.” Four men are adrift in a small lifeboat after their ship has sunk.</p><p>None of them knew the color of the sky. Their eyes glanced level, and were fastened upon the waves that swept toward them. These waves were of the hue of slate, save for the tops, which were of foaming white, and all of the men knew the colors of the sea. The horizon narrowed and widened, and dipped and rose, and at all times its edge was jagged with waves that seemed thrust up in points like rocks.</p>",
      },
      choices: [
        { text: "The men are experienced sailors who know the sea so well that they can read its colors for signs of a coming storm." },
        { text: "The men have been adrift for so long that they have stopped paying attention to their surroundings." },
        { text: "The men are watching the sky closely for any sign that the weather is about to change for the better." },
        { text: "The danger the men face absorbs their attention so fully that they notice nothing but the approaching waves.", correct: true },
      ],
      explanation:
        "<p>The best answer is that the danger absorbs the men’s attention so fully that they notice nothing but the approaching waves. Their eyes are “fastened upon the waves”; they know every color of the sea but not even the color of the sky above them. The contrast shows how completely the threat of the waves holds them.</p><p>The statement that the men are experienced sailors who read the sea for signs of storms twists the line “all of the men knew the colors of the sea.” They know the sea’s colors because they cannot look away from it, not because of experience, and nothing is said about predicting storms.</p><p>The claim that they have stopped paying attention reverses the text: they watch the waves intently.</p><p>Watching the sky contradicts the first sentence: none of them knew even its color.</p>",
    },
    // ───────────── Information and Ideas: Command of Evidence ─────────────
    {
      id: "pt2-rw-m2h-11",
      type: "SC",
      title: "",
      text: "<p>Which finding, if true, would most directly support O’Connell-Rodwell’s hypothesis?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "command_of_evidence_textual",
      difficulty: "hard",
      rating: 5,
      passage: {
        topic: "science",
        title: "",
        html: "<p>Elephants communicate with low rumbles, some too deep for humans to hear. These calls travel through the air as sound, but they also travel through the ground as vibrations. Biologist Caitlin O’Connell-Rodwell has proposed that elephants can sense the ground-borne vibrations of other elephants’ rumbles, detecting them through their feet and trunks, and not only hear the calls through the air.</p>",
      },
      choices: [
        {
          text: "Under some conditions, the ground-borne vibrations of a rumble can travel farther than the sound of the same rumble carries through the air.",
        },
        { text: "Elephants that heard recorded rumbles played through loudspeakers often froze in place and turned toward the direction of the sound." },
        {
          text: "Elephants reacted to recorded rumbles played only as vibrations in the ground, with no sound in the air, by freezing and leaning forward.",
          correct: true,
        },
        { text: "Elephants have unusually large ears, which are sensitive to lower sounds than the ears of most other mammals can detect." },
      ],
      explanation:
        "<p>The best answer is that elephants reacted to rumbles played only as ground vibrations, with no sound in the air. The hypothesis is that elephants sense calls through the ground, not only by hearing them; a reaction when there is nothing in the air to hear can only come from sensing the vibrations.</p><p>Vibrations traveling farther than sound shows that ground-borne signals could be useful, but not that elephants actually detect them; it is the most tempting choice, yet it is about the signal, not the animals.</p><p>Reactions to rumbles played through loudspeakers show that elephants respond to calls in the air, which no one disputes; it does not separate hearing from sensing vibrations.</p><p>Sensitive ears are again evidence about hearing through the air, not about detecting vibrations through the feet and trunk.</p>",
    },
    {
      id: "pt2-rw-m2h-12",
      type: "SC",
      title: "",
      text: "<p>Which choice most effectively uses data from the graph to support the director’s claim?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "command_of_evidence_quantitative",
      difficulty: "medium",
      rating: 4,
      passage: {
        topic: "humanities",
        title: "",
        html: `${barGraph({
          id: "pt2-m2h-museum",
          title: "Museum Visits by Age Group, 2021 and 2023",
          desc: "Bar graph with two bars for each age group, one for 2021 and one for 2023. The vertical axis shows visits in thousands, from 0 to 35. Under 18: 8.2 thousand visits in 2021 and 14.6 thousand in 2023. Ages 18 to 24: 5.1 thousand in 2021 and 11.9 thousand in 2023. Ages 25 to 64: 30.4 thousand in 2021 and 31.2 thousand in 2023. Ages 65 and older: 9.8 thousand in 2021 and 9.6 thousand in 2023.",
          width: 460,
          height: 320,
          xLabel: "Age group of visitors",
          y: { label: "Visits (thousands)", min: 0, max: 35, step: 5 },
          series: ["2021", "2023"],
          bars: [
            { label: "Under 18", values: [8.2, 14.6] },
            { label: "18–24", values: [5.1, 11.9] },
            { label: "25–64", values: [30.4, 31.2] },
            { label: "65 and older", values: [9.8, 9.6] },
          ],
        })}<p>In 2022 a city art museum began offering free admission to visitors under 25. Comparing visits in 2021, the year before the change, with visits in 2023, the museum’s director claims that nearly all of the growth in visits between those years came from visitors under 25.</p>`,
      },
      choices: [
        { text: "Visits by people 65 and older fell slightly, from 9.8 thousand in 2021 to 9.6 thousand in 2023, despite the new policy." },
        { text: "Under-25 visits rose by 13.2 thousand, while visits by people 25 and older rose by only 0.6 thousand in total.", correct: true },
        { text: "Visits by people aged 25–64 were the largest group in both years, with 30.4 thousand in 2021 and 31.2 thousand in 2023." },
        { text: "Visits by people aged 18–24 more than doubled, rising from 5.1 thousand in 2021 to 11.9 thousand in 2023." },
      ],
      explanation:
        "<p>The best answer compares the growth of the two groups. Visits by people under 18 rose by 6.4 thousand (8.2 to 14.6) and by people 18–24 by 6.8 thousand (5.1 to 11.9), 13.2 thousand together; visits by people 25–64 rose by 0.8 thousand and by people 65 and older fell by 0.2 thousand, a net rise of 0.6 thousand. Nearly all of the growth came from visitors under 25.</p><p>The doubling for ages 18–24 is accurate, but it covers only one of the two younger groups and does not compare their growth with the older groups’, so it cannot show that nearly all the growth came from the young.</p><p>The figures for ages 25–64 are accurate, but being the largest group says nothing about where the growth came from.</p><p>The slight fall for people 65 and older is accurate but describes only one older group; it does not show how the growth of younger visitors compared with the total.</p>",
    },
    {
      id: "pt2-rw-m2h-13",
      type: "SC",
      title: "",
      text: "<p>Which choice best describes data from the graph that support the student’s conclusion?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "command_of_evidence_quantitative",
      difficulty: "hard",
      rating: 5,
      passage: {
        topic: "science",
        title: "",
        html: `${scatterPlot({
          id: "pt2-m2h-lakes",
          title: "Water Clarity and Depth of Plant Growth in 12 Lakes",
          desc: "Scatterplot of 12 lakes. The horizontal axis shows water clarity in meters, from 0 to 6. The vertical axis shows the greatest depth at which rooted plants were found, in meters, from 0 to 10. The points, as clarity and plant depth, are: (1.0, 1.8), (1.2, 2.5), (1.5, 2.6), (2.0, 3.5), (2.4, 4.1), (2.7, 4.8), (3.0, 3.1), (3.1, 6.0), (3.6, 6.4), (4.2, 7.3), (4.8, 8.1), (5.5, 8.9). Overall, plants were found at greater depths in clearer lakes.",
          width: 440,
          height: 320,
          x: { label: "Water clarity (meters)", min: 0, max: 6, step: 1 },
          y: { label: "Greatest depth of plants (m)", min: 0, max: 10, step: 1, labelEvery: 2 },
          points: [
            [1.0, 1.8],
            [1.2, 2.5],
            [1.5, 2.6],
            [2.0, 3.5],
            [2.4, 4.1],
            [2.7, 4.8],
            [3.0, 3.1],
            [3.1, 6.0],
            [3.6, 6.4],
            [4.2, 7.3],
            [4.8, 8.1],
            [5.5, 8.9],
          ],
        })}<p>In a survey of twelve lakes, a student measured each lake’s water clarity (the depth at which a black-and-white disk lowered into the water disappears from view) and the greatest depth at which rooted plants were found growing. Clearer water lets sunlight reach farther down, but the student concludes that clarity alone does not determine how deep plants grow in a lake.</p>`,
      },
      choices: [
        {
          text: "Two lakes with clarity of about 3 meters had plants reaching very different depths, about 3 meters in one lake and 6 in the other.",
          correct: true,
        },
        { text: "The lake with the greatest water clarity, about 5.5 meters, also had rooted plants growing at the greatest depth, nearly 9 meters." },
        { text: "Across the twelve lakes, plants were generally found growing at greater depths in lakes where the water was clearer." },
        { text: "In none of the twelve lakes were rooted plants found growing at a depth of more than about 9 meters below the surface." },
      ],
      explanation:
        "<p>The best answer points to the two lakes with clarity of about 3 meters (3.0 and 3.1 meters) whose plants reached very different depths (3.1 and 6.0 meters). If clarity alone determined plant depth, lakes with the same clarity would have plants at about the same depth; these two do not, so something besides clarity must matter.</p><p>The clearest lake also having the deepest plants is accurate, but it fits the idea that clarity determines depth, so it does not support the student’s conclusion.</p><p>The general pattern of deeper plants in clearer lakes is accurate, but it shows that clarity matters, not that clarity alone falls short.</p><p>The maximum depth of about 9 meters is accurate but says nothing about whether lakes of similar clarity differ.</p>",
    },
    // ───────────── Information and Ideas: Inferences ─────────────
    {
      id: "pt2-rw-m2h-14",
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
        html: "<p>In the early 1900s, Henrietta Swan Leavitt studied Cepheid variables, stars that regularly brighten and dim, in the Small Magellanic Cloud, a small galaxy near the Milky Way. Because the stars in the cloud are all at roughly the same distance from Earth, differences in how bright they appeared reflected real differences in how much light they give off. Leavitt found that the Cepheids that appeared brighter took longer to complete each cycle of brightening and dimming. Her finding meant that by timing a Cepheid’s cycle anywhere in the sky, astronomers could ______</p>",
      },
      choices: [
        { text: "predict how many more cycles of brightening and dimming the star will complete before it fades." },
        { text: "determine how bright the star appears from Earth without needing to observe its light directly." },
        { text: "infer how much light the star gives off and, by comparing that with how bright it looks, estimate its distance.", correct: true },
        { text: "conclude that the star belongs to the Small Magellanic Cloud rather than to the Milky Way." },
      ],
      explanation:
        "<p>The best answer is that astronomers could infer how much light the star gives off and, by comparing that with how bright it looks, estimate its distance. Leavitt’s link was between the length of the cycle and the star’s real output of light (established because the stars in the cloud are at about the same distance). So timing a cycle gives a Cepheid’s true brightness; a star that gives off a known amount of light but looks faint must be far away.</p><p>How bright a star appears can be measured simply by looking at it; what the cycle reveals is how much light the star really gives off, which is the whole point of Leavitt’s reasoning.</p><p>The cycle length says nothing about where a star belongs; the text says the method works for Cepheids “anywhere in the sky.”</p><p>Nothing in the text says Cepheids stop varying or that their cycles can predict when they fade.</p>",
    },
    {
      id: "pt2-rw-m2h-15",
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
        html: "<p>For much of the twentieth century, many scholars believed that Maya inscriptions recorded mainly calendar calculations and religious matters rather than historical events. In 1960 Tatiana Proskouriakoff examined the dated stone monuments of the Maya city of Piedras Negras. She noticed that they fell into groups, each set up in front of a particular building, and that the dates in any one group never spanned more than about sixty years. In each group, the earliest date was often followed, twelve to thirty-one years later, by another date marked with a distinctive sign. Because these spans fit within a single human life, Proskouriakoff concluded that ______</p>",
      },
      choices: [
        { text: "the Maya measured time in calendar cycles that each lasted exactly as long as one human lifetime." },
        { text: "the monuments at Piedras Negras were carved centuries after the events whose dates they record." },
        { text: "each group likely recorded events in one ruler’s life, such as a birth and a rise to power.", correct: true },
        { text: "the inscriptions recorded religious ceremonies held about once in each generation at Piedras Negras." },
      ],
      explanation:
        "<p>The best answer is that each group likely recorded events in the life of one ruler, such as a birth and a rise to power. Dates spanning no more than a lifetime suggest a single person’s life; an early date followed twelve to thirty-one years later by a specially marked date fits a birth followed by a young adult taking office. That reading makes the inscriptions historical, against the older view.</p><p>The idea of calendar cycles exactly one lifetime long confuses the pattern in the dates with a feature of the calendar; nothing in the text suggests such a cycle.</p><p>Nothing in the text suggests a long delay between the events and the carving; the reasoning depends only on the span of dates within each group.</p><p>A ceremony once a generation would not explain why each group’s dates fit within one lifetime and then stop, and it returns to the religious reading that the text says Proskouriakoff’s evidence challenged.</p>",
    },
    // ───────────── Standard English Conventions: Boundaries ─────────────
    {
      id: "pt2-rw-m2h-16",
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
        html: "<p>Zora Neale Hurston’s novel <i>Their Eyes Were Watching God</i> sold modestly after its publication in 1937 and later went out of ______ after the writer Alice Walker published an essay about Hurston in 1975, interest in the novel revived, and it is now widely read and taught.</p>",
      },
      choices: [{ text: "print; however" }, { text: "print however," }, { text: "print, however," }, { text: "print; however,", correct: true }],
      explanation:
        "<p>“Print; however,” is the best answer. “Zora Neale Hurston’s novel … went out of print” and “after the writer Alice Walker published an essay … it is now widely read and taught” are independent clauses. A semicolon joins them, and “however,” which begins the second clause, is followed by a comma.</p><p>“Print, however,” joins the two independent clauses with only commas, a comma splice; “however” is not a joining word.</p><p>“Print however,” runs the two clauses together with no punctuation between them.</p><p>“Print; however” places the semicolon correctly but leaves out the comma that must follow “however” when it introduces a clause.</p>",
    },
    {
      id: "pt2-rw-m2h-17",
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
        html: "<p>Lynn Margulis’s 1967 proposal that mitochondria and chloroplasts, the structures that produce usable energy inside plant and animal cells, descend from bacteria once engulfed by larger ______ was rejected by more than a dozen journals before it was published. Decades of genetic evidence have since made her idea a standard part of biology.</p>",
      },
      choices: [{ text: "cells," }, { text: "cells—" }, { text: "cells;" }, { text: "cells", correct: true }],
      explanation:
        "<p>“Cells” with no punctuation is the best answer. The whole phrase “Lynn Margulis’s 1967 proposal that mitochondria and chloroplasts … descend from bacteria once engulfed by larger cells” is the subject of the verb “was rejected.” The description “the structures that produce usable energy inside plant and animal cells” is already closed by the comma before “descend,” so no punctuation should come between the end of the subject and its verb.</p><p>A comma after “cells” would separate the long subject from its verb “was rejected.”</p><p>A semicolon would also split the subject from its verb, and the words before it are not an independent clause.</p><p>A dash would suggest the start or end of an interruption, but no dash opens one earlier in the sentence, and a single dash cannot sit between a subject and its verb.</p>",
    },
    {
      id: "pt2-rw-m2h-18",
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
        html: "<p>The Bauhaus, the German art school founded in 1919, trained its students to design useful objects that could be mass-produced. Among the household objects made by its students and teachers ______ a tubular steel armchair by Marcel Breuer, a glass-and-metal table lamp by Wilhelm Wagenfeld and Carl Jakob Jucker, and a small brass tea infuser by Marianne Brandt.</p>",
      },
      choices: [{ text: "were", correct: true }, { text: "were—" }, { text: "were," }, { text: "were:" }],
      explanation:
        "<p>“Were” with no punctuation is the best answer. The sentence is inverted: its subject is the list that follows the verb (“a tubular steel armchair …, a glass-and-metal table lamp …, and a small brass tea infuser …”). Nothing should separate a verb from its subject.</p><p>A colon may introduce a list only after an independent clause, and “Among the household objects made by its students and teachers were” is not one; the list completes the clause.</p><p>A comma after “were” would separate the verb from its subject.</p><p>A dash would likewise cut the verb off from the list that serves as its subject.</p>",
    },
    {
      id: "pt2-rw-m2h-19",
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
        html: "<p>Before 2003, the British writer Lynne Truss had published several books, among them novels, and had worked for years as a journalist, but none of that prepared her for the reception of her book ______ short, combative guide to punctuation that became a best seller in Britain in 2003 and in the United States the following year.</p>",
      },
      choices: [
        { text: "<i>Eats, Shoots &amp; Leaves</i>; a" },
        { text: "<i>Eats, Shoots &amp; Leaves</i> a" },
        { text: "<i>Eats, Shoots &amp; Leaves</i>, a", correct: true },
        { text: ", <i>Eats, Shoots &amp; Leaves</i>, a" },
      ],
      explanation:
        "<p>“<i>Eats, Shoots &amp; Leaves</i>, a” is the best answer. Two decisions are needed. First, the title follows “her book,” and the passage says Truss had already published several books, so the title is needed to say which book is meant: it is restrictive and takes no comma before it. Second, “a short, combative guide to punctuation” renames the book and is not needed to identify it, so a comma must set it off after the title. The comma inside the title belongs to the title and does neither job.</p><ul><li>Commas on both sides of the title treat it as extra information, as if Truss had written only one book, which the first clause rules out.</li><li>With no comma after the title, the description “a short, combative guide” runs into the title with nothing to mark where one ends and the other begins.</li><li>A semicolon must separate two independent clauses, and “a short, combative guide to punctuation that became a best seller” is a noun phrase, not a clause.</li></ul>",
    },
    // ───────────── Standard English Conventions: Form, Structure, and Sense ─────────────
    {
      id: "pt2-rw-m2h-20",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "form_structure_sense",
      difficulty: "medium",
      rating: 3,
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>In 1871 the Fisk Jubilee Singers, a small choir of students from Fisk University in Nashville, Tennessee, set out on a concert tour to raise money for the struggling school. Their performances of spirituals drew large audiences in the United States and later in Britain, and the tours raised enough money for Fisk University to build ______ first permanent building, Jubilee Hall, completed in 1876.</p>",
      },
      choices: [{ text: "its", correct: true }, { text: "their" }, { text: "they’re" }, { text: "it’s" }],
      explanation:
        "<p>“Its” is the best answer. The building belongs to “Fisk University,” a singular noun, so the singular possessive pronoun “its” is needed.</p><p>“Their” is plural and does not agree with the singular “Fisk University.”</p><p>“It’s” is a contraction of “it is” or “it has,” not a possessive.</p><p>“They’re” is a contraction of “they are,” not a possessive, and it is plural as well.</p>",
    },
    {
      id: "pt2-rw-m2h-21",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "form_structure_sense",
      difficulty: "medium",
      rating: 3,
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>In 1812 Jacob and Wilhelm Grimm published the first volume of <i>Children’s and Household Tales</i>, a collection of German folktales. Over the next four decades, the ______ revisions for later editions smoothed the language of many tales and made the stories, as the two men saw it, more suitable for young readers.</p>",
      },
      choices: [{ text: "brothers" }, { text: "brothers’s" }, { text: "brothers’", correct: true }, { text: "brother’s" }],
      explanation:
        "<p>“Brothers’” is the best answer. The revisions belong to the two brothers, Jacob and Wilhelm, so the plural possessive is needed: the plural “brothers” plus an apostrophe after the s. </p><p>“Brothers’s” adds an extra s after the apostrophe, which is not the standard form of a plural possessive ending in s.</p><p>“Brother’s” is singular possessive, as though the revisions belonged to one brother.</p><p>“Brothers” is plural but not possessive, so it cannot show that the revisions were theirs.</p>",
    },
    {
      id: "pt2-rw-m2h-22",
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
        html: "<p>For most of its history, the United States was a rural country. Among the many findings of the 1920 census, which counted more than 106 million people, ______ one that historians often treat as a turning point: for the first time, more Americans lived in urban areas, defined as places with 2,500 or more residents, than in rural ones.</p>",
      },
      choices: [{ text: "have been" }, { text: "were" }, { text: "are" }, { text: "was", correct: true }],
      explanation:
        "<p>“Was” is the best answer. The sentence is inverted: it opens with the phrase “Among the many findings of the 1920 census,” and its subject comes after the verb. That subject is “one” (“one that historians often treat as a turning point”), which is singular, so the verb must be singular; the census took place in the past, so the past tense “was” fits.</p><ul><li>“Were” agrees with the plural “findings” or “people,” but neither is the subject: “findings” is inside the opening phrase and “people” inside the clause about the count.</li><li>“Have been” is plural, and its present perfect also does not suit a finding of one past census.</li><li>“Are” is plural as well and does not agree with “one.”</li></ul>",
    },
    // ───────────── Expression of Ideas: Transitions ─────────────
    {
      id: "pt2-rw-m2h-23",
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
        html: "<p>A lichen may look like a single organism growing on a rock or a tree trunk, but it is actually a partnership between a fungus and an alga or cyanobacterium. Each partner contributes something the other lacks. ______ the fungus provides structure and shelter from drying out, while its partner uses sunlight to make sugars that feed them both.</p>",
      },
      choices: [{ text: "Consequently," }, { text: "However," }, { text: "Specifically,", correct: true }, { text: "Likewise," }],
      explanation:
        "<p>“Specifically,” is the best answer. The previous sentence makes a general statement (each partner contributes something the other lacks), and the last sentence spells out exactly what each contributes; “specifically” introduces those details.</p><p>“However,” signals a contrast, but the last sentence supports the previous one.</p><p>“Likewise,” signals a similar but separate point, while the last sentence explains the same point in detail.</p><p>“Consequently,” signals a result, but the partners’ roles are not caused by the fact that each contributes something; they are what that contribution consists of.</p>",
    },
    {
      id: "pt2-rw-m2h-24",
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
        html: "<p>Philosopher Ludwig Wittgenstein argued that many words cannot be defined by a single feature shared by everything they name. Consider the word “game”: board games, card games, ball games, and solitaire have no one feature in common; some involve winning and losing, some skill, some luck. ______ games resemble one another the way members of a family do, each sharing some features with some of the others. Wittgenstein called such overlapping similarities “family resemblances.”</p>",
      },
      choices: [{ text: "For instance," }, { text: "Rather,", correct: true }, { text: "Similarly," }, { text: "As a result," }],
      explanation:
        "<p>“Rather,” is the best answer. The previous sentence denies that games share one common feature; the blank’s sentence offers what is true instead: games are linked by overlapping resemblances. “Rather” introduces a correct account in place of a rejected one.</p><p>“As a result,” would make the family resemblance a consequence of games lacking a common feature, but the text presents it as Wittgenstein’s alternative account of how games are related, not as something caused by that lack.</p><p>“For instance,” would make the sentence an example of the previous point, but it does not list another game; it states a general alternative.</p><p>“Similarly,” would introduce a comparable case, yet the sentence explains the same case, games, in a different way.</p>",
    },
    {
      id: "pt2-rw-m2h-25",
      type: "SC",
      title: "",
      text: TRANSITION,
      test: "verbal",
      domain: "expression_ideas",
      skill: "transitions",
      difficulty: "medium",
      rating: 4,
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>Rosa Parks’s arrest in December 1955 for refusing to give up her bus seat sparked the Montgomery bus boycott. Nine months earlier, fifteen-year-old Claudette Colvin had been arrested for the same act, but civil rights leaders in Montgomery decided not to build a public campaign around her case. ______ Colvin played a decisive part in ending bus segregation in the city: she was one of four plaintiffs in <i>Browder v. Gayle</i>, the federal case that struck down Montgomery’s bus segregation laws in 1956.</p>",
      },
      choices: [{ text: "In other words," }, { text: "Nevertheless,", correct: true }, { text: "Therefore," }, { text: "Moreover," }],
      explanation:
        "<p>“Nevertheless,” is the best answer. The previous sentence says leaders chose not to make Colvin’s case the center of a public campaign; the next says she still played a decisive part, as a plaintiff in the case that ended bus segregation. Her importance comes despite that decision, which is what “nevertheless” signals.</p><p>“Moreover,” would add a point in the same direction as the previous one, but the previous sentence stresses that Colvin was passed over, while this one stresses her importance.</p><p>“Therefore,” would make her role a result of being passed over, which does not follow.</p><p>“In other words,” would make the sentence a restatement of the previous one, but it reports something new and opposed in direction: her decisive role.</p>",
    },
    // ───────────── Expression of Ideas: Rhetorical Synthesis ─────────────
    {
      id: "pt2-rw-m2h-26",
      type: "SC",
      title: "",
      text: `<p>The student wants to introduce New Gourna to an audience unfamiliar with Hassan Fathy. ${SYNTHESIS}</p>`,
      test: "verbal",
      domain: "expression_ideas",
      skill: "rhetorical_synthesis",
      difficulty: "medium",
      rating: 3,
      passage: {
        topic: "humanities",
        title: "",
        html: `${NOTES}<ul><li>Hassan Fathy (1900–1989) was an Egyptian architect.</li><li>He promoted building with mud brick, an inexpensive local material, instead of concrete.</li><li>He revived Nubian vaults and domes, which can be built of mud brick without wooden supports.</li><li>In the late 1940s he designed the village of New Gourna, near Luxor.</li><li>Thick mud-brick walls help keep interiors cool in hot weather.</li><li>His book <i>Architecture for the Poor</i> (1973) describes the New Gourna project.</li></ul>`,
      },
      choices: [
        {
          text: "New Gourna, a village near Luxor, was designed in the late 1940s by the Egyptian architect Hassan Fathy, who promoted building with mud brick.",
          correct: true,
        },
        { text: "At New Gourna, Fathy revived Nubian vaults and domes, which can be built of mud brick without any wooden supports." },
        { text: "In New Gourna, as elsewhere in hot climates, thick walls of mud brick help keep the interiors of buildings cool." },
        { text: "Fathy’s 1973 book <i>Architecture for the Poor</i> describes New Gourna, the village he designed near Luxor in the late 1940s." },
      ],
      explanation:
        "<p>The best answer introduces both the village (near Luxor, designed in the late 1940s) and the architect, telling an unfamiliar audience who Fathy was (an Egyptian architect) and what he stood for (building with mud brick).</p><p>The sentence about Fathy’s book refers to him by surname only and never says who he was, which assumes the audience already knows him.</p><p>The sentence about Nubian vaults also uses only his surname and gives no introduction to him or to where the village is.</p><p>The sentence about thick walls keeping interiors cool describes a feature of mud brick and never mentions Fathy at all.</p>",
    },
    {
      id: "pt2-rw-m2h-27",
      type: "SC",
      title: "",
      text: `<p>The student wants to explain why the James Webb Space Telescope can study earlier galaxies than the Hubble Space Telescope can. ${SYNTHESIS}</p>`,
      test: "verbal",
      domain: "expression_ideas",
      skill: "rhetorical_synthesis",
      difficulty: "hard",
      rating: 5,
      passage: {
        topic: "science",
        title: "",
        html: `${NOTES}<ul><li>The Hubble Space Telescope was launched in 1990 and orbits about 540 kilometers above Earth.</li><li>Hubble observes mainly visible and ultraviolet light.</li><li>The James Webb Space Telescope (JWST) was launched in 2021 and operates about 1.5 million kilometers from Earth.</li><li>JWST observes mainly infrared light.</li><li>JWST’s main mirror is 6.5 meters across; Hubble’s is 2.4 meters across.</li><li>As the universe expands, light from the most distant, and therefore earliest, galaxies is stretched to longer wavelengths, so that by the time it reaches us, much of it has shifted into the infrared.</li></ul>`,
      },
      choices: [
        { text: "JWST’s main mirror, at 6.5 meters across, is much larger than Hubble’s, and JWST operates some 1.5 million kilometers from Earth." },
        {
          text: "Because the universe is expanding, the light from the most distant galaxies is stretched to longer wavelengths before it reaches telescopes near Earth.",
        },
        {
          text: "Launched in 2021, more than thirty years after Hubble, JWST observes mainly infrared light, while Hubble observes mainly visible and ultraviolet light.",
        },
        {
          text: "Light from the earliest galaxies arrives stretched into the infrared, which JWST mainly observes, while Hubble mainly sees visible and ultraviolet light.",
          correct: true,
        },
      ],
      explanation:
        "<p>The best answer links the two facts that explain the difference: light from the earliest galaxies arrives shifted into the infrared, and JWST observes mainly infrared light while Hubble observes mainly visible and ultraviolet light. JWST can therefore detect the light of galaxies whose light Hubble is not built to see.</p><p>The sentence about mirror size and distance from Earth gives real differences between the telescopes, but the notes never connect either one to seeing earlier galaxies.</p><p>The sentence contrasting the launch dates and the kinds of light each telescope observes is tempting, but it never says why infrared matters for the earliest galaxies, so it does not explain the advantage.</p><p>The sentence about the expanding universe explains why distant light becomes infrared but never mentions either telescope.</p>",
    },
  ],
};

export default module;
