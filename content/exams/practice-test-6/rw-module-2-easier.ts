import type { z } from "zod";
import { lineGraph } from "../../figures";
import type { ModuleSchema } from "../../schema";

const WIC = "<p>Which choice completes the text with the most logical and precise word or phrase?</p>";
const SEC = "<p>Which choice completes the text so that it conforms to the conventions of Standard English?</p>";
const TRANSITION = "<p>Which choice completes the text with the most logical transition?</p>";
const COMPLETE = "<p>Which choice most logically completes the text?</p>";
const NOTES = "<p>While researching a topic, a student has taken the following notes:</p>";
const SYNTHESIS = "Which choice most effectively uses relevant information from the notes to accomplish this goal?";

const module: z.input<typeof ModuleSchema> = {
  id: "pt6-rw-m2e",
  name: "Section 1, Module 2: Reading and Writing",
  test: "verbal",
  module: 2,
  variant: "easier",
  minutes: 32,
  breakAfterMinutes: 10,
  directions:
    "<p>The questions in this module each come with a short passage; a few passages include a table or a graph, and some pair two related texts. Read each passage and question carefully, then choose the one best answer from the four choices.</p><p>Each question has a single best answer. You can mark questions for review and return to any question until the module’s time runs out.</p>",
  questions: [
    // ───────────── Craft and Structure: Words in Context ─────────────
    {
      id: "pt6-rw-m2e-01",
      type: "SC",
      title: "",
      text: WIC,
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "easy",
      rating: 2,
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>In 1890 the American painter Mary Cassatt, who lived in Paris, visited a large exhibition of Japanese woodblock prints at the city’s school of fine arts. She was so ______ by the prints’ flat areas of color and bold outlines that she spent the following year making a set of ten color prints of her own in a similar style.</p>",
      },
      choices: [{ text: "bored" }, { text: "offended" }, { text: "impressed", correct: true }, { text: "confused" }],
      explanation:
        "<p>“Impressed” is the best answer. Cassatt spent a year making her own prints in the style of the ones she saw, which shows that she admired them strongly; she was impressed by them.</p><p>“Bored” contradicts her reaction: a person who is bored by an exhibition does not spend a year imitating it.</p><p>“Confused” suggests she could not understand the prints, but the text says she went on to work in the same style herself.</p><p>“Offended” would mean the prints upset or insulted her, which does not fit her decision to model her own work on them.</p>",
    },
    {
      id: "pt6-rw-m2e-02",
      type: "SC",
      title: "",
      text: WIC,
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "easy",
      rating: 2,
      passage: {
        topic: "science",
        title: "",
        html: "<p>Scientists of the 1770s knew that air in a sealed jar became unfit to breathe after a candle had burned in it. In 1779 the physician Jan Ingenhousz showed that green plants could ______ such air, making it breathable again, but only when sunlight fell on their leaves; in the dark, the plants had no such effect.</p>",
      },
      choices: [{ text: "darken" }, { text: "empty" }, { text: "heat" }, { text: "restore", correct: true }],
      explanation:
        "<p>“Restore” is the best answer. The text explains that the plants made the spoiled air “breathable again,” that is, brought it back to its earlier, healthy condition, which is what “restore” means.</p><p>“Darken” has nothing to do with making air breathable, and the text links the plants’ effect to sunlight, not darkness.</p><p>“Heat” names a change of temperature, but the text describes air becoming fit to breathe again, not warmer.</p><p>“Empty” would mean removing the air from the jar, whereas the plants improved the air that was there.</p>",
    },
    {
      id: "pt6-rw-m2e-03",
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
        html: "<p>In 1884 delegates from twenty-five nations met in Washington, D.C., to choose a single prime meridian, the line of zero longitude from which all others would be measured. They chose the meridian passing through the Royal Observatory at Greenwich, near London, but the decision was not ______: twenty-two nations voted in favor, San Domingo (now the Dominican Republic) voted against, and France and Brazil declined to vote at all.</p>",
      },
      choices: [{ text: "international" }, { text: "unanimous", correct: true }, { text: "permanent" }, { text: "official" }],
      explanation:
        "<p>“Unanimous” is the best answer. The colon introduces the vote count: one nation voted against and two did not vote. A decision that not everyone supported was not unanimous.</p><p>“Official” does not fit, since the delegates formally voted and chose Greenwich; the vote count after the colon shows disagreement, not that the choice lacked authority.</p><p>“Permanent” has nothing to do with the vote count that follows the colon, which is about how many nations agreed.</p><p>“International” contradicts the text: delegates from twenty-five nations made the decision, so it was plainly international.</p>",
    },
    {
      id: "pt6-rw-m2e-04",
      type: "SC",
      title: "",
      text: "<p>As used in the text, what does the word “relief” most nearly mean?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "hard",
      rating: 5,
      passage: {
        topic: "literature",
        source: { author: "Sinclair Lewis", title: "Main Street", year: 1920 },
        title: "",
        html: "<p>The following text is from Sinclair Lewis’s 1920 novel <i>Main Street</i>. The novel opens in Minnesota with its main character, Carol Milford, who is a college student.</p><p>On a hill by the Mississippi where Chippewas camped two generations ago, a girl stood in relief against the cornflower blue of Northern sky. She saw no Indians now; she saw flour-mills and the blinking windows of skyscrapers in Minneapolis and St. Paul.</p>",
      },
      choices: [
        { text: "a raised carving" },
        { text: "help for the needy" },
        { text: "an ease that follows a worry" },
        { text: "sharp contrast", correct: true },
      ],
      explanation:
        "<p>“Sharp contrast” is the best answer. The girl stands on a hill “against the cornflower blue of Northern sky”: seen from below, her figure stands out sharply against the bright sky behind her. To stand “in relief” against a background is to stand in sharp contrast with it.</p><p>“An ease that follows a worry” is the most common meaning of “relief,” but nothing in the passage mentions a worry that has ended; the phrase describes how the girl looks against the sky.</p><p>“A raised carving” is the sense of “relief” in sculpture, from which the expression comes, but the girl is a person on a hill, not a carving; the phrase borrows only the idea of standing out.</p><p>“Help for the needy” is the sense of “relief” in charity, which has no place in a description of a girl standing on a hill.</p>",
    },
    // ───────────── Craft and Structure: Text Structure and Purpose ─────────────
    {
      id: "pt6-rw-m2e-05",
      type: "SC",
      title: "",
      text: "<p>Which choice best states the main purpose of the text?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "text_structure_purpose",
      difficulty: "easy",
      rating: 2,
      passage: {
        topic: "literature",
        source: { author: "Zitkala-Ša", title: "The School Days of an Indian Girl", year: 1900 },
        title: "",
        html: "<p>The following text is from Zitkala-Ša’s 1900 autobiographical essay “The School Days of an Indian Girl.” The narrator, a Dakota girl, has just arrived at a boarding school in Indiana, which she calls “the land of apples.”</p><p>The first day in the land of apples was a bitter-cold one; for the snow still covered the ground, and the trees were bare. A large bell rang for breakfast, its loud metallic voice crashing through the belfry overhead and into our sensitive ears. The annoying clatter of shoes on bare floors gave us no peace.</p>",
      },
      choices: [
        { text: "To praise the school for keeping a strict schedule of meals from the first morning" },
        { text: "To suggest that the narrator expected the land of apples to be warmer than her home" },
        { text: "To explain why the school had chosen to build its bell tower over the dining hall" },
        { text: "To describe the narrator’s first day at the school as harsh and unsettling", correct: true },
      ],
      explanation:
        "<p>The best answer is that the text describes the narrator’s first day at the school as harsh and unsettling. The day is “bitter-cold,” the trees are bare, the bell’s voice comes “crashing” into the children’s “sensitive ears,” and the “annoying clatter” of shoes gives them “no peace.”</p><p>The bell is said to ring from the belfry “overhead,” but the text gives no reason for where the tower was built.</p><p>The text mentions the cold, but it never says what the narrator had expected the weather to be like.</p><p>The breakfast bell is presented as a painful noise, not as something the narrator admires, so the text does not praise the school’s schedule.</p>",
    },
    {
      id: "pt6-rw-m2e-06",
      type: "SC",
      title: "",
      text: "<p>Which choice best describes the overall structure of the text?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "text_structure_purpose",
      difficulty: "medium",
      rating: 3,
      passage: {
        topic: "science",
        title: "",
        html: "<p>In 1822, at a trading post on Mackinac Island in Michigan, a young fur trader named Alexis St. Martin was accidentally shot in the stomach at close range. He survived, but the wound never fully closed, leaving an opening into his stomach. Over the next decade the army surgeon William Beaumont, who had treated him, used that opening to study digestion: he lowered pieces of food on a string into the stomach and pulled them out at intervals, and he drew off stomach fluid and watched it dissolve food in a glass vial. His results, published in 1833, showed that digestion is largely a chemical process.</p>",
      },
      choices: [
        { text: "It describes a medical treatment and then lists the reasons it failed to cure the patient." },
        { text: "It compares two explanations of digestion and then shows why one of them was wrong." },
        { text: "It recounts an injury and then explains how it let a doctor observe digestion directly.", correct: true },
        { text: "It presents a doctor’s career and then explains how he came to live on Mackinac Island." },
      ],
      explanation:
        "<p>The best answer is that the text recounts an injury and then explains how it let a doctor observe digestion directly. The first two sentences describe St. Martin’s gunshot wound and the opening it left; the rest explains how Beaumont used that opening to watch digestion at work and what he concluded.</p><p>The text presents only one conclusion about digestion, that it is largely chemical, and never sets two explanations against each other.</p><p>St. Martin survived, and the text never describes a failed treatment; the wound that did not close is what made the study possible.</p><p>The text gives no account of Beaumont’s career or of how he came to the island; it is about what he learned from one patient.</p>",
    },
    {
      id: "pt6-rw-m2e-07",
      type: "SC",
      title: "",
      text: "<p>Which choice best describes the function of the underlined sentence in the text as a whole?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "text_structure_purpose",
      difficulty: "hard",
      rating: 5,
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>In the third century BCE, the Mauryan emperor Ashoka had messages carved on rocks and stone pillars across much of South Asia, urging his subjects to practice honesty, generosity, and respect for all living things. He evidently meant these edicts to be read or heard by ordinary people, not only by officials: most were written in Prakrit, the everyday speech of the regions where they stood, rather than in Sanskrit, the language of learned texts. <u>In the far northwest, where Greek and Aramaic were widely used, some edicts were carved in those languages instead.</u> The Brahmi script in which most of the edicts were written was later forgotten, and they could not be read again until the scholar James Prinsep deciphered it in 1837.</p>",
      },
      choices: [
        { text: "It introduces the problem of an unreadable script that Prinsep later solved." },
        { text: "It adds evidence that the edicts were written to be understood by people where they stood.", correct: true },
        { text: "It shows that Ashoka’s empire reached farther to the northwest than scholars once believed." },
        { text: "It suggests that Ashoka himself had learned to speak several different languages." },
      ],
      explanation:
        "<p>The best answer is that the sentence adds evidence that the edicts were written to be understood by people where they stood. The text claims that Ashoka meant ordinary people to read or hear the edicts and supports this with the use of local Prakrit instead of learned Sanskrit; the underlined sentence adds a second case of the same practice: where people used Greek and Aramaic, the edicts were in Greek and Aramaic.</p><p>Introducing the problem of the forgotten script is tempting because the next sentence turns to Prinsep, but that problem concerns the Brahmi script, and the underlined sentence is about edicts written in other languages.</p><p>The text says nothing about which languages Ashoka spoke; choosing languages for readers does not show that the ruler knew them.</p><p>The sentence mentions the far northwest only as a place where Greek and Aramaic were used; the text makes no claim about how scholars once drew the empire’s borders.</p>",
    },
    // ───────────── Craft and Structure: Cross-Text Connections ─────────────
    {
      id: "pt6-rw-m2e-08",
      type: "SC",
      title: "",
      text: "<p>Based on the texts, how would Kopitz (Text 2) most likely respond to Unger’s explanation in Text 1?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "cross_text_connections",
      difficulty: "hard",
      rating: 5,
      passage: {
        topic: "humanities",
        title: "",
        html: "<p><b>Text 1</b></p><p>Beethoven’s short piano piece known as “Für Elise” was first published in 1867, forty years after his death, by the music scholar Ludwig Nohl, who said that the manuscript bore the words “Für Elise.” That manuscript has since been lost. No woman named Elise is known to have been close to Beethoven, so in 1923 the scholar Max Unger proposed that Nohl had misread the hard-to-read handwriting and that the piece was written for Therese Malfatti, a young pianist whom Beethoven hoped to marry in 1810.</p><p><b>Text 2</b></p><p>In 2010 the musicologist Klaus Martin Kopitz pointed to Elisabeth Röckel, a singer from Bavaria who lived in Vienna in 1810 and knew Beethoven well. Records show that she was sometimes called “Elise.” If so, Kopitz argued, the title Nohl reported may be exactly what Beethoven wrote.</p>",
      },
      choices: [
        { text: "He would argue that Unger’s explanation rests on a false premise, since a woman called Elise did know Beethoven well.", correct: true },
        { text: "He would claim that Unger’s explanation is weakened because Therese Malfatti, unlike Röckel, did not play the piano at all." },
        { text: "He would accept Unger’s view that Nohl misread the manuscript but name a different woman as the piece’s subject." },
        { text: "He would agree with Unger that the title should be changed, because no one can check the lost manuscript." },
      ],
      explanation:
        "<p>The best answer is that Kopitz would argue that Unger’s explanation rests on a false premise. Unger assumed a misreading because “no woman named Elise is known to have been close to Beethoven”; Kopitz identifies a singer who knew Beethoven well and was called “Elise,” so the name Nohl reported needs no correction.</p><p>Accepting that Nohl misread the manuscript is the most tempting choice, since Kopitz does name a different woman, but his point is that the reported title may be “exactly what Beethoven wrote,” so no misreading is needed.</p><p>Text 1 calls Therese Malfatti a young pianist, and Text 2 never questions this; Kopitz’s argument concerns who “Elise” was, not Malfatti’s skills.</p><p>Kopitz does not say the title should change; his argument supports keeping the title as Nohl reported it.</p>",
    },
    // ───────────── Information and Ideas: Central Ideas and Details ─────────────
    {
      id: "pt6-rw-m2e-09",
      type: "SC",
      title: "",
      text: "<p>Which choice best states the main idea of the text?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "central_ideas_details",
      difficulty: "easy",
      rating: 2,
      passage: {
        topic: "science",
        title: "",
        html: "<p>In 1888, while studying photographs of the night sky at Harvard’s observatory, the astronomer Williamina Fleming noticed a dark cloud shaped like a horse’s head against a glowing background. This cloud, now called the Horsehead Nebula, is a dense mass of dust that blocks the light of the glowing gas behind it. Fleming, who had first worked as a maid in the home of the observatory’s director, went on to find hundreds of other stars and nebulas in the photographs and was placed in charge of the observatory’s collection of photographic plates.</p>",
      },
      choices: [
        { text: "Harvard’s observatory first began photographing the night sky in 1888." },
        { text: "The Horsehead Nebula is brighter than most other nebulas because of the glowing gas around it." },
        { text: "Williamina Fleming, who began as a maid, made important discoveries from photographs at Harvard.", correct: true },
        { text: "Williamina Fleming was the first astronomer to notice dark clouds of dust in space." },
      ],
      explanation:
        "<p>The best answer is that Williamina Fleming, who began as a maid, made important discoveries from photographs at Harvard. The text describes her finding of the Horsehead Nebula, her discovery of hundreds of other stars and nebulas, and her rise from maid to head of the plate collection.</p><p>The text says the nebula is a dark cloud that blocks glowing gas; it never calls the nebula bright or compares it with other nebulas.</p><p>The text says Fleming was studying photographs in 1888, not that the observatory began taking them that year.</p><p>The text never says Fleming was the first to notice dust clouds; it reports only that she noticed this one.</p>",
    },
    {
      id: "pt6-rw-m2e-10",
      type: "SC",
      title: "",
      text: "<p>Which choice best states the main idea of the text?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "central_ideas_details",
      difficulty: "medium",
      rating: 3,
      passage: {
        topic: "literature",
        source: { author: "Mary E. Wilkins Freeman", title: "A New England Nun", year: 1891 },
        title: "",
        html: "<p>The following text is from Mary E. Wilkins Freeman’s 1891 short story “A New England Nun.”</p><p>It was late in the afternoon, and the light was waning. There was a difference in the look of the tree shadows out in the yard. Somewhere in the distance cows were lowing and a little bell was tinkling; now and then a farm-wagon tumbled by, and the dust flew; some blue-shirted laborers with shovels over their shoulders plodded past; little swarms of flies were dancing up and down before the people’s faces in the soft air. There seemed to be a gentle stir arising over everything for the mere sake of subsidence—a very premonition of rest and hush and night.</p>",
      },
      choices: [
        { text: "The last activity of a rural day seems to be settling toward the stillness of night.", correct: true },
        { text: "The sounds of the countryside keep a character from enjoying a quiet afternoon." },
        { text: "A village grows loud and crowded as its workers gather for an evening celebration." },
        { text: "Farm laborers hurry to finish their work before a storm arrives at nightfall." },
      ],
      explanation:
        "<p>The best answer is that the last activity of a rural day seems to be settling toward the stillness of night. The light is waning, cows low in the distance, laborers plod home, and the final sentence says the “gentle stir” exists only to die down, “a very premonition of rest and hush and night.”</p><p>The activity is “gentle,” and the laborers “plodded past,” so the scene is not loud or crowded, and no celebration is mentioned.</p><p>No character is shown being disturbed; the sounds are distant and soft, and the passage describes the scene rather than anyone’s reaction to it.</p><p>The air is “soft,” and nothing suggests a storm; the laborers plod rather than hurry.</p>",
    },
    // ───────────── Information and Ideas: Command of Evidence (Textual) ─────────────
    {
      id: "pt6-rw-m2e-11",
      type: "SC",
      title: "",
      text: "<p>Which quotation from the poem most effectively illustrates the claim?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "command_of_evidence_textual",
      difficulty: "easy",
      rating: 2,
      passage: {
        topic: "literature",
        source: { author: "Claude McKay", title: "The Tropics in New York", year: 1920 },
        title: "",
        html: "<p>In Claude McKay’s 1920 poem “The Tropics in New York,” the speaker, who grew up in Jamaica, sees tropical fruit displayed in a shop window in New York City. In the poem, the sight of the fruit fills the speaker with a painful longing for the home he has left behind.</p>",
      },
      choices: [
        { text: "“Set in the window, bringing memories / Of fruit-trees laden by low-singing rills,”" },
        { text: "“And tangerines and mangoes and grape fruit, / Fit for the highest prize at parish fairs,”" },
        { text: "“Bananas ripe and green, and ginger-root, / Cocoa in pods and alligator pears,”" },
        { text: "“A wave of longing through my body swept, / And, hungry for the old, familiar ways,”", correct: true },
      ],
      explanation:
        "<p>The best answer is “A wave of longing through my body swept, / And, hungry for the old, familiar ways.” These lines state the speaker’s painful longing directly: a “wave of longing” sweeps through him, and he is “hungry” for the ways of the home he has left.</p><p>The lines listing bananas, ginger-root, cocoa, and alligator pears name the fruit in the window but express no feeling about home.</p><p>The lines about tangerines, mangoes, and grapefruit “fit for the highest prize” praise the fruit’s quality rather than showing longing.</p><p>The lines about the window “bringing memories” of fruit trees are the closest, since they show the fruit recalling home, but memories alone are not the painful longing the claim describes.</p>",
    },
    // ───────────── Information and Ideas: Command of Evidence (Quantitative) ─────────────
    {
      id: "pt6-rw-m2e-12",
      type: "SC",
      title: "",
      text: "<p>Which choice most effectively uses data from the graph to support the student’s claim?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "command_of_evidence_quantitative",
      difficulty: "easy",
      rating: 2,
      passage: {
        topic: "humanities",
        title: "",
        html: `${lineGraph({
          id: "pt6-rw-m2e-12-orchestra",
          title: "Students Enrolled in a Middle School Orchestra, 2016–2023",
          desc: "Line graph. The horizontal axis shows school years from 2016 to 2023. The vertical axis shows the number of students enrolled in the orchestra, from 0 to 100. Enrollment was 42 in 2016, 40 in 2017, 44 in 2018, 71 in 2019, 78 in 2020, 85 in 2021, 88 in 2022, and 92 in 2023. The largest one-year rise is from 2018 to 2019.",
          width: 440,
          height: 300,
          x: { label: "School year", min: 2016, max: 2023, step: 1 },
          y: { label: "Students enrolled", min: 0, max: 100, step: 20 },
          series: [
            {
              points: [
                [2016, 42],
                [2017, 40],
                [2018, 44],
                [2019, 71],
                [2020, 78],
                [2021, 85],
                [2022, 88],
                [2023, 92],
              ],
            },
          ],
        })}<p>In 2019 a middle school began lending musical instruments free of charge to any student who joined its orchestra. A student writing for the school newspaper claims that enrollment in the orchestra jumped in the year the lending program began.</p>`,
      },
      choices: [
        { text: "Enrollment rose by 3 students from 2021 to 2022 and by 4 students from 2022 to 2023." },
        { text: "Enrollment rose from 44 students in 2018 to 71 students in 2019.", correct: true },
        { text: "Enrollment fell from 42 students in 2016 to 40 students in 2017." },
        { text: "Enrollment in the orchestra was 92 students in 2023, the highest number shown on the graph." },
      ],
      explanation:
        "<p>The best answer is that enrollment rose from 44 students in 2018 to 71 in 2019. The lending program began in 2019, and this rise of 27 students in one year is the jump the student describes, far larger than any change in the years before.</p><p>The figure of 92 students in 2023 is accurate but describes a year long after the program began, not the change in the year it started.</p><p>The drop from 2016 to 2017 is accurate but took place before the program existed, so it says nothing about the program’s first year.</p><p>The rises of 3 students (85 to 88) and 4 students (88 to 92) are accurate, but they are small changes years after the program began, not the jump in 2019.</p>",
    },
    {
      id: "pt6-rw-m2e-13",
      type: "SC",
      title: "",
      text: "<p>Which choice most effectively uses data from the table to support the student’s claim?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "command_of_evidence_quantitative",
      difficulty: "medium",
      rating: 3,
      passage: {
        topic: "science",
        title: "",
        html: '<table><caption>Visits by Three Bird Species to Two Feeders over Two Weeks</caption><thead><tr><th scope="col">Species</th><th scope="col">Sunflower-seed feeder</th><th scope="col">Millet feeder</th><th scope="col">Total</th></tr></thead><tbody><tr><th scope="row">Black-capped chickadee</th><td>96</td><td>14</td><td>110</td></tr><tr><th scope="row">House finch</th><td>72</td><td>38</td><td>110</td></tr><tr><th scope="row">Mourning dove</th><td>21</td><td>64</td><td>85</td></tr><tr><th scope="row">Total</th><td>189</td><td>116</td><td>305</td></tr></tbody></table><p>A student set up two feeders side by side in a backyard, one filled with sunflower seeds and one with millet, and counted visits by three bird species over two weeks. The student claims that mourning doves, unlike the other two species, preferred millet to sunflower seeds.</p>',
      },
      choices: [
        { text: "House finches made 38 visits to the millet feeder, more than black-capped chickadees made to that feeder." },
        { text: "Mourning doves made 85 visits in all, fewer than either black-capped chickadees or house finches made." },
        {
          text: "Mourning doves visited the millet feeder 64 times and the sunflower feeder 21 times; the other two species favored sunflower.",
          correct: true,
        },
        { text: "The millet feeder received 116 visits in all from the three species, while the sunflower-seed feeder received 189 visits in all." },
      ],
      explanation:
        "<p>The best answer gives both parts of the claim: mourning doves visited the millet feeder more (64 visits against 21), while chickadees (96 against 14) and house finches (72 against 38) visited the sunflower-seed feeder more. That is the difference between the doves and the other two species.</p><p>The doves’ total of 85 visits is accurate but says nothing about which seed they preferred.</p><p>The totals for each feeder are accurate but combine all three species, so they cannot show that one species differed from the others.</p><p>The house finches’ 38 millet visits are accurate, but the comparison involves only finches and chickadees, not mourning doves, whom the claim is about.</p>",
    },
    // ───────────── Information and Ideas: Inferences ─────────────
    {
      id: "pt6-rw-m2e-14",
      type: "SC",
      title: "",
      text: COMPLETE,
      test: "verbal",
      domain: "information_ideas",
      skill: "inferences",
      difficulty: "easy",
      rating: 2,
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>Every working day in Mumbai, India, about five thousand lunchbox carriers called dabbawalas pick up some two hundred thousand home-cooked lunches and deliver them to offices across the city, traveling by bicycle, by handcart, and by suburban train. Many dabbawalas have had little formal schooling, so the lids of the lunchboxes carry no written addresses. Instead, each lid is painted with a short code of colors, numbers, and symbols showing the box’s neighborhood, railway station, and building. This system allows ______</p>",
      },
      choices: [
        { text: "workers who may not read written addresses easily to sort the boxes and bring each to the right place.", correct: true },
        { text: "customers to choose the exact time of day at which they would like their lunches to arrive at the office." },
        { text: "office workers to cook their own lunches at work instead of bringing them from home." },
        { text: "the dabbawalas to deliver lunches without using the city’s suburban trains." },
      ],
      explanation:
        "<p>The best answer is that the system allows workers who may not read written addresses easily to sort the boxes and bring each to the right place. The text says many dabbawalas have had little schooling and that the painted code replaces written addresses by showing neighborhood, station, and building, the information needed to deliver a box.</p><p>The code shows where a box goes, not when it should arrive; nothing in the text says customers choose delivery times.</p><p>The text says dabbawalas travel by suburban train, and the code includes the railway station, so the system does not replace the trains.</p><p>The lunches are “home-cooked” and carried to offices; the code has nothing to do with cooking at work.</p>",
    },
    {
      id: "pt6-rw-m2e-15",
      type: "SC",
      title: "",
      text: COMPLETE,
      test: "verbal",
      domain: "information_ideas",
      skill: "inferences",
      difficulty: "medium",
      rating: 4,
      passage: {
        topic: "science",
        title: "",
        html: "<p>In 1856 the naturalist Alfred Russel Wallace noticed that the birds of Bali, in Indonesia, resembled those of mainland Asia, while the birds of Lombok, the next island to the east, across a narrow strait, were more like those of Australia. Geologists later found that during the ice ages, when so much water was locked in ice that sea levels fell by more than 100 meters, Bali was joined by dry land to Java and the Asian mainland. The strait between Bali and Lombok, however, is far deeper than that and remained open water throughout. This history suggests that ______</p>",
      },
      choices: [
        { text: "sea levels near Bali and Lombok have stayed about the same for the past several hundred thousand years." },
        { text: "Wallace was mistaken in thinking that the birds of Bali and Lombok belong to different groups." },
        { text: "the birds of Lombok first arrived there from Australia by walking across a bridge of dry land during the ice ages." },
        { text: "animals from Asia could reach Bali on foot during the ice ages but could not reach Lombok without crossing water.", correct: true },
      ],
      explanation:
        "<p>The best answer is that animals from Asia could reach Bali on foot during the ice ages but could not reach Lombok without crossing water. When sea levels fell, a land bridge joined Bali to Asia, but the deep strait to the east stayed open; so a barrier of water has always separated Lombok from Asia, which helps explain why its wildlife differs from Bali’s.</p><p>The text does not say that Lombok was ever joined to Australia by land; it says only that Lombok’s birds resemble Australian ones, so walking from Australia is unsupported.</p><p>The text says sea levels fell by more than 100 meters during the ice ages, which contradicts the claim that they stayed about the same.</p><p>The geological history supports Wallace’s observation rather than showing it was mistaken.</p>",
    },
    // ───────────── Standard English Conventions: Boundaries ─────────────
    {
      id: "pt6-rw-m2e-16",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "boundaries",
      difficulty: "easy",
      rating: 2,
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>In 1968 Shirley Chisholm of New York became the first Black woman elected to the United States Congress. Four years later she ran for president, becoming the first Black candidate and the first woman to seek the Democratic Party’s ______ more than 150 delegate votes at the party’s national convention, though the nomination went to another candidate.</p>",
      },
      choices: [
        { text: "nomination. She won", correct: true },
        { text: "nomination, she won" },
        { text: "nomination; winning" },
        { text: "nomination she won" },
      ],
      explanation:
        "<p>“Nomination. She won” is the best answer. “Four years later she ran for president, becoming … the first woman to seek the Democratic Party’s nomination” is a complete sentence, and “She won more than 150 delegate votes …” is another; a period separates them.</p><p>“Nomination, she won” joins the two complete sentences with only a comma, a comma splice.</p><p>“Nomination she won” runs the two sentences together with no punctuation.</p><p>“Nomination; winning” puts a semicolon before “winning more than 150 delegate votes …,” which has no subject or main verb; a semicolon must be followed by a complete clause.</p>",
    },
    {
      id: "pt6-rw-m2e-17",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "boundaries",
      difficulty: "easy",
      rating: 2,
      passage: {
        topic: "science",
        title: "",
        html: "<p>In the 1780s the physician Luigi Galvani noticed that the legs of dissected frogs twitched when they were touched by two different ______ took this as evidence that animal tissue itself produces electricity, which he called “animal electricity.”</p>",
      },
      choices: [{ text: "metals he" }, { text: "metals, he" }, { text: "metals. He", correct: true }, { text: "metals; and he" }],
      explanation:
        "<p>“Metals. He” is the best answer. “In the 1780s the physician Luigi Galvani noticed that the legs of dissected frogs twitched when they were touched by two different metals” is a complete sentence, and “He took this as evidence …” is another; a period separates them.</p><p>“Metals, he” joins the two complete sentences with only a comma, a comma splice.</p><p>“Metals he” runs the two sentences together with no punctuation.</p><p>“Metals; and he” puts “and” after a semicolon, leaving the second clause starting with a stray conjunction.</p>",
    },
    {
      id: "pt6-rw-m2e-18",
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
        html: "<p>To prepare for <i>The Horse Fair</i> (1852–1855), a painting more than five meters wide, the French artist Rosa Bonheur spent many months sketching at a crowded horse market in Paris. For this work she obtained an unusual ______ permit from the police allowing her to wear trousers, which let her move among the dealers and animals without drawing attention.</p>",
      },
      choices: [{ text: "document; a" }, { text: "document. A" }, { text: "document a" }, { text: "document: a", correct: true }],
      explanation:
        "<p>“Document: a” is the best answer. The clause before the colon is complete, and the phrase after it, “a permit from the police allowing her to wear trousers,” names the unusual document. A colon correctly introduces such an explanation.</p><p>“Document; a” uses a semicolon, which must join two complete clauses; what follows it is a phrase, not a clause.</p><p>“Document a” runs the noun and its explanation together, so “unusual document a permit” cannot be read as one phrase.</p><p>“Document. A” leaves “A permit from the police allowing her to wear trousers, which let her move …” as a fragment, with no main verb.</p>",
    },
    {
      id: "pt6-rw-m2e-19",
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
        html: "<p>In the 1540s the ruler Sher Shah Suri rebuilt an ancient road across northern India, later known as the Grand Trunk Road, and lined it with services for travelers: sarais, or rest houses, at regular intervals; wells for drinking ______ trees, planted along the edges to shade the roadway.</p>",
      },
      choices: [{ text: "water and" }, { text: "water: and" }, { text: "water, and" }, { text: "water; and", correct: true }],
      explanation:
        "<p>“Water; and” is the best answer. The colon introduces a list of three services, and because the first item contains commas (“sarais, or rest houses, at regular intervals”), the items are separated by semicolons. The semicolon before “and trees” keeps the last item separated in the same way as the others.</p><p>“Water, and” switches to a comma for the last break, so it is unclear where the second item ends and the third begins, given the commas inside the items.</p><p>“Water and” leaves out the separator entirely, running the second and third items together.</p><p>“Water: and” adds a second colon inside the list, which a list already introduced by a colon cannot take.</p>",
    },
    // ───────────── Standard English Conventions: Form, Structure, and Sense ─────────────
    {
      id: "pt6-rw-m2e-20",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "form_structure_sense",
      difficulty: "easy",
      rating: 1,
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>Founded in 1670 under a charter from King Charles II of England, the Hudson’s Bay Company ______ furs from Indigenous trappers across a vast region of northern North America for the next two centuries, exchanging them for goods such as blankets, kettles, and guns.</p>",
      },
      choices: [{ text: "is trading" }, { text: "will trade" }, { text: "traded", correct: true }, { text: "trades" }],
      explanation:
        "<p>“Traded” is the best answer. The sentence describes something that happened in the past, from 1670 through “the next two centuries,” so the verb must be in the past tense.</p><p>“Will trade” is in the future tense, which cannot describe events that took place in the 1600s, 1700s, and 1800s.</p><p>“Trades” is in the present tense, but the trading took place in the past.</p><p>“Is trading” describes an action happening now, which does not fit a period that ended long ago.</p>",
    },
    {
      id: "pt6-rw-m2e-21",
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
        html: "<p>In late 1894 the Czech artist Alphonse Mucha, then working for a printer in Paris, was asked to design a poster for <i>Gismonda</i>, a play starring the actress Sarah Bernhardt. The tall, narrow poster, with ______ soft colors and mosaic-like background, made Mucha famous almost overnight.</p>",
      },
      choices: [{ text: "their" }, { text: "they’re" }, { text: "it’s" }, { text: "its", correct: true }],
      explanation:
        "<p>“Its” is the best answer. The pronoun refers to “the tall, narrow poster,” a singular thing, and the sentence needs a possessive: the soft colors and background belong to the poster. “Its” is the singular possessive.</p><p>“It’s” is a contraction of “it is” or “it has,” which makes no sense before “soft colors.”</p><p>“Their” is plural and does not agree with the singular “poster.”</p><p>“They’re” is a contraction of “they are,” which is neither possessive nor singular.</p>",
    },
    {
      id: "pt6-rw-m2e-22",
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
        html: "<p>The idea of heating food with microwaves, the short radio waves that magnetron tubes produced for wartime radar sets, ______ to the engineer Percy Spencer in 1945, when a candy bar in his pocket melted while he stood near a working magnetron.</p>",
      },
      choices: [{ text: "were coming" }, { text: "came", correct: true }, { text: "come" }, { text: "have come" }],
      explanation:
        "<p>“Came” is the best answer. The subject of the verb is “the idea,” which is singular; the plural nouns in between (“microwaves,” “waves,” “tubes,” “sets”) belong to phrases that describe it. The event is dated to 1945, so the singular past-tense verb “came” is needed.</p><p>“Have come” is plural and seems to agree with a nearby noun such as “microwaves” or “sets” rather than with “idea.”</p><p>“Were coming” is plural and also describes an ongoing action, while the sentence reports a single event in 1945.</p><p>“Come” is a plural present-tense form, which agrees with neither the singular subject nor the past event.</p>",
    },
    // ───────────── Expression of Ideas: Transitions ─────────────
    {
      id: "pt6-rw-m2e-23",
      type: "SC",
      title: "",
      text: TRANSITION,
      test: "verbal",
      domain: "expression_ideas",
      skill: "transitions",
      difficulty: "easy",
      rating: 2,
      passage: {
        topic: "science",
        title: "",
        html: "<p>In 1934 the chemist Dorothy Hodgkin began studying crystals of insulin, the hormone that controls the level of sugar in the blood. Her first X-ray photographs of them showed patterns of spots far too complex to interpret with the methods of the day. ______ in 1969, after decades of improvements in equipment and computing, Hodgkin and her team worked out the full three-dimensional structure of insulin.</p>",
      },
      choices: [{ text: "Instead," }, { text: "Similarly," }, { text: "For example," }, { text: "Finally,", correct: true }],
      explanation:
        "<p>“Finally,” is the best answer. The text moves from Hodgkin’s first work on insulin in 1934, whose images could not be interpreted, to the complete structure worked out in 1969, after decades of work. “Finally” marks that long-awaited result at the end of the sequence.</p><p>“Instead,” signals a replacement for something just mentioned, but the 1969 result completes Hodgkin’s work on insulin rather than replacing it.</p><p>“Similarly,” signals a comparable point, but solving the structure is the outcome of the effort, not something like the earlier difficulty.</p><p>“For example,” would introduce an instance of the previous claim, but the 1969 success is not an example of an image being too complex to interpret.</p>",
    },
    {
      id: "pt6-rw-m2e-24",
      type: "SC",
      title: "",
      text: TRANSITION,
      test: "verbal",
      domain: "expression_ideas",
      skill: "transitions",
      difficulty: "medium",
      rating: 3,
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>In bunraku, the traditional puppet theater of Japan, each main puppet is about two-thirds of human size and is worked by three puppeteers at once, in full view of the audience. The chief puppeteer moves the head and the right hand, a second puppeteer moves the left hand, and a third moves the feet. ______ even a simple gesture, such as a character raising a cup to drink, requires three people to move in perfect coordination.</p>",
      },
      choices: [{ text: "Nevertheless," }, { text: "Meanwhile," }, { text: "By contrast," }, { text: "As a result,", correct: true }],
      explanation:
        "<p>“As a result,” is the best answer. Because the puppet’s head, hands, and feet are each moved by a different puppeteer, any movement of the whole puppet needs all three to act together; the last sentence states a consequence of the division of labor just described.</p><p>“Nevertheless,” signals a result that goes against what came before, but needing three people for a gesture follows from three people working the puppet.</p><p>“By contrast,” signals a difference, but the final sentence builds on the previous one instead of contrasting with it.</p><p>“Meanwhile,” signals something happening at the same time elsewhere, which does not describe the logical link between the sentences.</p>",
    },
    // ───────────── Expression of Ideas: Rhetorical Synthesis ─────────────
    {
      id: "pt6-rw-m2e-25",
      type: "SC",
      title: "",
      text: `<p>The student wants to emphasize what made the Metropolitan Railway a first. ${SYNTHESIS}</p>`,
      test: "verbal",
      domain: "expression_ideas",
      skill: "rhetorical_synthesis",
      difficulty: "easy",
      rating: 1,
      passage: {
        topic: "history_social",
        title: "",
        html: `${NOTES}<ul><li>The Metropolitan Railway opened in London on January 10, 1863.</li><li>Its line ran about 6 kilometers between the Paddington and Farringdon stations.</li><li>It was the world’s first underground railway.</li><li>Its trains were pulled by steam locomotives.</li><li>It was built by digging trenches along streets, laying the track, and covering the trenches over.</li></ul>`,
      },
      choices: [
        { text: "Opened in London in 1863, the Metropolitan Railway was the earliest railway anywhere to run underground.", correct: true },
        { text: "The Metropolitan Railway’s trains, which ran between Paddington and Farringdon, were pulled by steam locomotives." },
        { text: "The Metropolitan Railway’s line, which opened on January 10, 1863, was about 6 kilometers long." },
        { text: "The Metropolitan Railway was built by digging trenches along streets, laying track, and covering them." },
      ],
      explanation:
        "<p>The best answer states the railway’s claim to being first: opened in London in 1863, it was the earliest railway anywhere to run underground.</p><p>The sentence about steam locomotives describes how the trains were powered, not what made the railway the first of its kind.</p><p>The sentence about digging trenches explains how the line was built but does not say that it was the first underground railway.</p><p>The sentence giving the opening date and length of the line describes the railway without saying that it was a first.</p>",
    },
    {
      id: "pt6-rw-m2e-26",
      type: "SC",
      title: "",
      text: `<p>The student wants to present the conclusion that Spallanzani drew from his experiments. ${SYNTHESIS}</p>`,
      test: "verbal",
      domain: "expression_ideas",
      skill: "rhetorical_synthesis",
      difficulty: "easy",
      rating: 2,
      passage: {
        topic: "science",
        title: "",
        html: `${NOTES}<ul><li>Lazzaro Spallanzani was an Italian biologist of the 1700s.</li><li>In 1793 he studied how bats find their way in the dark.</li><li>Bats whose eyes were covered could still fly through a room without hitting obstacles.</li><li>Bats whose ears were plugged bumped into walls and objects.</li><li>From these results he concluded that bats depend on hearing, not sight, to avoid obstacles.</li></ul>`,
      },
      choices: [
        { text: "Bats with covered eyes, Spallanzani found, could still fly through a room without hitting anything." },
        { text: "Spallanzani found that bats whose ears were plugged bumped into walls and other objects." },
        { text: "Spallanzani reasoned that bats avoid obstacles by listening rather than by looking.", correct: true },
        { text: "In 1793 the Italian biologist Lazzaro Spallanzani studied how bats find their way in the dark." },
      ],
      explanation:
        "<p>The best answer presents the conclusion: Spallanzani reasoned that bats avoid obstacles by listening rather than by looking, that is, that they depend on hearing, not sight.</p><p>The sentence about Spallanzani’s 1793 study says what he investigated but not what he concluded.</p><p>The sentence about bats with plugged ears reports one of his results, the evidence for the conclusion, not the conclusion itself.</p><p>The sentence about bats with covered eyes likewise reports a result without stating what Spallanzani concluded from it.</p>",
    },
    {
      id: "pt6-rw-m2e-27",
      type: "SC",
      title: "",
      text: `<p>The student wants to contrast the opera’s early reception with its standing today. ${SYNTHESIS}</p>`,
      test: "verbal",
      domain: "expression_ideas",
      skill: "rhetorical_synthesis",
      difficulty: "medium",
      rating: 3,
      passage: {
        topic: "humanities",
        title: "",
        html: `${NOTES}<ul><li><i>Carmen</i> is an opera by the French composer Georges Bizet.</li><li>It is based on an 1845 novella by Prosper Mérimée.</li><li>It premiered at the Opéra-Comique in Paris on March 3, 1875.</li><li>Many critics at the time disapproved of its heroine and of its violent ending.</li><li>Bizet died three months after the premiere, at the age of 36.</li><li>Today <i>Carmen</i> is one of the most frequently performed operas in the world.</li></ul>`,
      },
      choices: [
        {
          text: "Once faulted by many critics for its heroine and its violent ending, <i>Carmen</i> now ranks among the world’s most often staged operas.",
          correct: true,
        },
        {
          text: "Many critics at the 1875 Paris premiere of <i>Carmen</i> disapproved of its heroine, and Bizet died three months afterward, at the age of 36.",
        },
        { text: "Today Bizet’s <i>Carmen</i> is one of the most frequently performed operas anywhere in the world." },
        { text: "<i>Carmen</i>, which premiered in Paris in 1875, is an opera by Georges Bizet based on an 1845 novella by Prosper Mérimée." },
      ],
      explanation:
        "<p>The best answer sets the two against each other: once faulted by many critics for its heroine and its violent ending, <i>Carmen</i> now ranks among the world’s most often staged operas.</p><p>The sentence about the premiere and Mérimée’s novella gives the opera’s origins but says nothing about how it was received, then or now.</p><p>The sentence about the critics and Bizet’s death describes only the early reception, with no comparison to the opera’s standing today.</p><p>The sentence about the opera’s popularity today gives only half of the contrast; it leaves out the early reception.</p>",
    },
  ],
};

export default module;
