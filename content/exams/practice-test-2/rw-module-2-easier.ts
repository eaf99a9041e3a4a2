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
  id: "pt2-rw-m2e",
  name: "Section 1, Module 2: Reading and Writing",
  test: "verbal",
  module: 2,
  variant: "easier",
  minutes: 32,
  breakAfterMinutes: 10,
  directions:
    "<p>Every question in this module has its own short passage or pair of passages; some passages include a table or a graph. Read the passage and the question, then select the one best answer from the four choices. Base each answer only on what the passage states or implies.</p><p>You may move back and forth between questions and flag any you want to revisit before time runs out. A 10-minute break follows this module.</p>",
  questions: [
    // ───────────── Craft and Structure: Words in Context ─────────────
    {
      id: "pt2-rw-m2e-01",
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
        html: "<p>Female loggerhead sea turtles may swim thousands of kilometers across the open ocean during their lives. Yet when they are ready to lay eggs, most ______ to the same stretch of coastline where they themselves hatched decades earlier, a feat that researchers believe depends partly on the turtles’ ability to sense Earth’s magnetic field.</p>",
      },
      choices: [{ text: "compare" }, { text: "belong" }, { text: "surrender" }, { text: "return", correct: true }],
      explanation:
        "<p>“Return” is the best answer. The turtles hatched on a particular coast, travel far away, and then come back to that same coast to lay eggs; to return is to come back to a place.</p><p>“Surrender” means give up or yield, which does not describe swimming back to a beach.</p><p>“Compare” would need something to compare the coastline with, and it does not describe a journey.</p><p>“Belong to” means to be owned by or be part of something, not to travel back to a place.</p>",
    },
    {
      id: "pt2-rw-m2e-02",
      type: "SC",
      title: "",
      text: WIC,
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "easy",
      rating: 1,
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>In the years around 1920, the potter Maria Martinez and her husband, Julian, of San Ildefonso Pueblo in New Mexico, developed a way of firing clay that turned their pots a deep, glossy black decorated with dull black designs. Their black-on-black pottery became so ______ that collectors and museums across the country sought it out, and the pueblo’s pottery trade grew.</p>",
      },
      choices: [{ text: "ordinary" }, { text: "prized", correct: true }, { text: "fragile" }, { text: "hidden" }],
      explanation:
        "<p>“Prized” is the best answer. The result clause says collectors and museums across the country sought the pottery out, which shows that it was highly valued, or prized.</p><p>“Ordinary” contradicts the result: people would not seek out pottery from across the country because it was commonplace.</p><p>“Fragile” describes how easily something breaks, which would not explain why collectors sought it out.</p><p>“Hidden” contradicts the text, since collectors and museums across the country knew of the pottery and sought it.</p>",
    },
    {
      id: "pt2-rw-m2e-03",
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
        html: "<p>Journalist Ida B. Wells knew that many readers would dismiss her reports on lynching in the American South as exaggeration. In <i>The Red Record</i> (1895), she therefore ______ her argument with evidence that was hard to dispute, drawing many of her statistics from reports published in white-owned newspapers.</p>",
      },
      choices: [{ text: "exaggerated" }, { text: "disguised" }, { text: "supported", correct: true }, { text: "abandoned" }],
      explanation:
        "<p>“Supported” is the best answer. Expecting readers to doubt her, Wells backed up her argument with evidence “hard to dispute,” statistics taken from newspapers her critics could not wave away. To support an argument with evidence is to back it up.</p><p>“Disguised” means concealed, but the point of using hard-to-dispute evidence is to make the argument persuasive, not to hide it.</p><p>“Exaggerated” picks up the word “exaggeration” from the first sentence, but Wells was answering that charge; inflating her argument would have played into it.</p><p>“Abandoned” contradicts the text: she did not give up the argument but strengthened it.</p>",
    },
    {
      id: "pt2-rw-m2e-04",
      type: "SC",
      title: "",
      text: "<p>As used in the text, what does the word “unimportant” most nearly mean?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "hard",
      rating: 5,
      passage: {
        topic: "literature",
        source: { author: "Thomas Hardy", title: "Far from the Madding Crowd", year: 1874 },
        title: "",
        html: "<p>The following text is from Thomas Hardy’s 1874 novel <i>Far from the Madding Crowd</i>.</p><p>When Farmer Oak smiled, the corners of his mouth spread till they were within an unimportant distance of his ears, his eyes were reduced to chinks, and diverging wrinkles appeared round them, extending upon his countenance like the rays in a rudimentary sketch of the rising sun. His Christian name was Gabriel, and on working days he was a young man of sound judgment, easy motions, proper dress, and general good character.</p>",
      },
      choices: [{ text: "unremarkable" }, { text: "irrelevant" }, { text: "negligible", correct: true }, { text: "forgettable" }],
      explanation:
        "<p>“Negligible” is the best answer. The sentence playfully exaggerates the width of Oak’s smile: the corners of his mouth spread until they nearly reached his ears. The distance left between mouth and ears is so small that it hardly counts, that is, negligible.</p><p>“Irrelevant” is the closest dictionary sense of “unimportant,” but it means unrelated to the matter at hand, while the text is describing how small a distance is.</p><p>“Forgettable” describes something not worth remembering, which does not express how close the corners of his mouth came to his ears.</p><p>“Unremarkable” means ordinary, but the point is the distance’s smallness, not whether it is ordinary.</p>",
    },
    // ───────────── Craft and Structure: Text Structure and Purpose ─────────────
    {
      id: "pt2-rw-m2e-05",
      type: "SC",
      title: "",
      text: "<p>Which choice best states the main purpose of the text?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "text_structure_purpose",
      difficulty: "easy",
      rating: 1,
      passage: {
        topic: "science",
        title: "",
        html: "<p>In parts of northern Chile’s Atacama Desert, years can pass without measurable rain, yet thick fog regularly drifts in from the Pacific Ocean. Some coastal communities have learned to collect it. They stretch large panels of fine plastic mesh across hillsides that face the sea; as the fog blows through, tiny droplets cling to the mesh, merge into larger drops, and trickle into gutters that carry the water to storage tanks.</p>",
      },
      choices: [
        { text: "To compare the rainfall in the Atacama Desert with the rainfall in other deserts of the world" },
        { text: "To describe a way that some people in an extremely dry region obtain water", correct: true },
        { text: "To explain how winds over the Pacific Ocean produce the fog that reaches the desert coast" },
        { text: "To argue that mesh panels should replace wells as the main source of water throughout Chile" },
      ],
      explanation:
        "<p>The best answer is that the text describes a way some people in an extremely dry region obtain water. It establishes that the Atacama gets almost no rain but frequent fog, then walks through how the mesh panels turn fog into stored water.</p><p>The text argues for nothing, least of all replacing wells across Chile; it describes what some coastal communities do.</p><p>The fog’s origin is mentioned in passing (“drifts in from the Pacific Ocean”), but the text does not explain how the fog forms.</p><p>No other deserts are mentioned, so the text makes no such comparison.</p>",
    },
    {
      id: "pt2-rw-m2e-06",
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
        html: "<p>When Edgar Kaufmann asked Frank Lloyd Wright in 1935 to design a weekend house near a waterfall on Bear Run, a stream in western Pennsylvania, the family expected a house with a view of the falls. Wright instead placed the house directly above them. <u>Its concrete terraces reach out over the stream, anchored in the rock ledge behind them.</u> From inside, the Kaufmanns would hear the falls more than see them; Wright said he wanted them to live with the waterfall rather than simply look at it.</p>",
      },
      choices: [
        { text: "It shows how the house sits over the stream, illustrating the architect’s unexpected choice of site.", correct: true },
        { text: "It explains why the Kaufmann family had first asked Wright for a house with a view of the falls." },
        { text: "It identifies the building materials that Wright preferred to use in all of the houses he designed." },
        { text: "It suggests that the terraces were added later to give the Kaufmann family a better view of the falls." },
      ],
      explanation:
        "<p>The best answer is that the sentence shows how the house sits over the stream, illustrating the architect’s unexpected choice of site. The previous sentence says Wright put the house “directly above” the falls instead of facing them; the underlined sentence describes what that looks like, with terraces reaching out over the water and anchored in the rock.</p><p>The family’s wish for a view is stated in the first sentence; the underlined sentence does not explain why they wanted it.</p><p>Nothing in the text says the terraces were added later, and the last sentence says the design made the falls heard more than seen, not better seen.</p><p>Concrete is mentioned for this house only; the text says nothing about Wright’s other houses.</p>",
    },
    {
      id: "pt2-rw-m2e-07",
      type: "SC",
      title: "",
      text: "<p>Which choice best states the main purpose of the text?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "text_structure_purpose",
      difficulty: "medium",
      rating: 4,
      passage: {
        topic: "literature",
        source: { author: "Robert Louis Stevenson", title: "Treasure Island", year: 1883 },
        title: "",
        html: "<p>The following text is from Robert Louis Stevenson’s 1883 novel <i>Treasure Island</i>. The narrator, Jim Hawkins, is beginning his story.</p><p>Squire Trelawney, Dr. Livesey, and the rest of these gentlemen having asked me to write down the whole particulars about Treasure Island, from the beginning to the end, keeping nothing back but the bearings of the island, and that only because there is still treasure not yet lifted, I take up my pen in the year of grace 17—, and go back to the time when my father kept the Admiral Benbow inn, and the brown old seaman, with the sabre cut, first took up his lodging under our roof.</p>",
      },
      choices: [
        { text: "To argue that the treasure remaining on the island should be left where it is and not disturbed" },
        { text: "To introduce the old seaman with the sabre cut as the narrator’s father and the owner of an inn" },
        { text: "To explain why the narrator is writing his account and to show the point at which it will start", correct: true },
        { text: "To describe the island where the narrator and his companions eventually found buried treasure" },
      ],
      explanation:
        "<p>The best answer is that the text explains why the narrator is writing and shows where his account will start. He writes because the squire, the doctor and the others asked him to, and he says he will “go back to the time” when his father kept the inn and the old seaman arrived.</p><p>The island itself is not described; its location (“the bearings”) is the one thing the narrator says he will keep back.</p><p>The narrator’s father kept the inn; the old seaman is a lodger who “took up his lodging under our roof,” not the father.</p><p>Treasure “not yet lifted” is the reason for hiding the island’s bearings, but the narrator does not argue that it should stay undisturbed.</p>",
    },
    // ───────────── Craft and Structure: Cross-Text Connections ─────────────
    {
      id: "pt2-rw-m2e-08",
      type: "SC",
      title: "",
      text: "<p>Based on the texts, how would Dillehay (Text 2) most likely respond to the view described in Text 1?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "cross_text_connections",
      difficulty: "medium",
      rating: 3,
      passage: {
        topic: "history_social",
        title: "",
        html: "<p><b>Text 1</b></p><p>For much of the twentieth century, many archaeologists held that the first people to live in the Americas were the makers of Clovis spear points, finely shaped stone blades first found near Clovis, New Mexico. Because Clovis sites date to about 13,000 years ago, this “Clovis first” view placed the arrival of people in the Americas at roughly that time.</p><p><b>Text 2</b></p><p>At Monte Verde in southern Chile, excavations led by archaeologist Tom Dillehay uncovered the remains of a small settlement: wooden foundations of huts, hearths, stone tools, and even preserved plant foods. The settlement was dated to about 14,500 years ago, more than a thousand years before the Clovis sites and thousands of kilometers farther south. In 1997 a group of leading archaeologists visited the site and agreed that the dates were sound.</p>",
      },
      choices: [
        { text: "He would argue that people were already living in the Americas before the makers of Clovis points appeared.", correct: true },
        { text: "He would agree with the view but argue that the Clovis people first settled in South America rather than North America." },
        { text: "He would contend that the Clovis sites are much younger than the 13,000 years that archaeologists have assigned to them." },
        { text: "He would claim that Clovis spear points were actually made at Monte Verde and later carried north to New Mexico." },
      ],
      explanation:
        "<p>The best answer is that Dillehay would argue that people were in the Americas before the makers of Clovis points. The “Clovis first” view holds that no one arrived before about 13,000 years ago; Monte Verde, a settlement dated to about 14,500 years ago, shows people living far to the south more than a thousand years earlier.</p><p>Agreeing with the view contradicts what Monte Verde shows, and nothing suggests the Clovis people began in South America.</p><p>Text 2 never connects Clovis points to Monte Verde; the tools found there are simply described as stone tools.</p><p>Dillehay’s evidence concerns the age of Monte Verde, not the dating of Clovis sites, which Text 2 does not question.</p>",
    },
    // ───────────── Information and Ideas: Central Ideas and Details ─────────────
    {
      id: "pt2-rw-m2e-09",
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
        html: "<p>When beavers build a dam across a stream, they do more than make a home for themselves. The pond that forms behind the dam slows the flow of water, raises the level of groundwater nearby, and floods the surrounding land, creating wetlands. Frogs, ducks, fish, and insects move into these new habitats, and plants that need wet soil spread along the pond’s edges. For this reason, ecologists often describe beavers as “ecosystem engineers.”</p>",
      },
      choices: [
        { text: "By damming streams, beavers reshape the land in ways that give many other species places to live.", correct: true },
        { text: "Beavers build their dams mainly in order to create wetlands for frogs, ducks, and fish." },
        { text: "Ecologists disagree about whether beavers should be described as ecosystem engineers." },
        { text: "The ponds that form behind beaver dams lower the level of groundwater in nearby land." },
      ],
      explanation:
        "<p>The best answer is that by damming streams, beavers reshape the land in ways that give many other species places to live. The text traces how a dam creates a pond and wetlands, lists the animals and plants that move in, and sums this up with the label “ecosystem engineers.”</p><p>The text does not say beavers build dams in order to help other animals; the wetlands are an effect of the dam, not its purpose.</p><p>The ponds raise the groundwater level, according to the text; lowering it reverses the detail.</p><p>The text reports that ecologists “often describe” beavers this way and mentions no disagreement.</p>",
    },
    {
      id: "pt2-rw-m2e-10",
      type: "SC",
      title: "",
      text: "<p>Which choice best states the main idea of the text?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "central_ideas_details",
      difficulty: "medium",
      rating: 4,
      passage: {
        topic: "literature",
        source: { author: "Elizabeth Gaskell", title: "Cranford", year: 1853 },
        title: "",
        html: "<p>The following text is from Elizabeth Gaskell’s 1853 novel <i>Cranford</i>. The narrator is describing the small English town of Cranford.</p><p>In the first place, Cranford is in possession of the Amazons; all the holders of houses above a certain rent are women. If a married couple come to settle in the town, somehow the gentleman disappears; he is either fairly frightened to death by being the only man in the Cranford evening parties, or he is accounted for by being with his regiment, his ship, or closely engaged in business all the week in the great neighbouring commercial town of Drumble, distant only twenty miles on a railroad. In short, whatever does become of the gentlemen, they are not at Cranford.</p>",
      },
      choices: [
        { text: "Cranford is a town run almost entirely by women, where men, for one reason or another, are rarely present.", correct: true },
        { text: "Most of Cranford’s residents earn their living by working during the week in the nearby town of Drumble." },
        { text: "Married couples are unwelcome in Cranford, and the town’s women try to persuade them to settle elsewhere." },
        { text: "Cranford’s men are so frightened of the town’s evening parties that they refuse to attend any of them." },
      ],
      explanation:
        "<p>The best answer is that Cranford is run almost entirely by women and that men are rarely present. The householders of any standing “are women,” husbands somehow “disappear,” and the narrator sums up: “whatever does become of the gentlemen, they are not at Cranford.”</p><p>Being frightened by the evening parties is only one of the joking explanations offered for a husband’s absence, and the text does not say men refuse to attend.</p><p>Drumble is where some absent husbands work all week; the text does not say that most residents work there, and the residents it describes are the women who stay.</p><p>The text does not say married couples are unwelcome or that the women drive them away; it says couples do come to settle, and the husband then vanishes from view.</p>",
    },
    // ───────────── Information and Ideas: Command of Evidence ─────────────
    {
      id: "pt2-rw-m2e-11",
      type: "SC",
      title: "",
      text: "<p>Which quotation from <i>Little Women</i> most effectively illustrates the claim?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "command_of_evidence_textual",
      difficulty: "easy",
      rating: 2,
      passage: {
        topic: "literature",
        source: { author: "Louisa May Alcott", title: "Little Women", year: 1868 },
        title: "",
        html: "<p><i>Little Women</i> is an 1868 novel by Louisa May Alcott. In its opening scene, the four March sisters talk about their family’s lack of money as Christmas approaches. While three of the sisters complain, Beth answers by pointing to what the family has rather than to what it lacks.</p>",
      },
      choices: [
        { text: "“‘Christmas won’t be Christmas without any presents,’ grumbled Jo, lying on the rug.”" },
        { text: "“‘It’s so dreadful to be poor!’ sighed Meg, looking down at her old dress.”" },
        { text: "“‘We’ve got Father and Mother, and each other,’ said Beth contentedly from her corner.”", correct: true },
        {
          text: "“‘I don’t think it’s fair for some girls to have plenty of pretty things, and other girls nothing at all,’ added little Amy, with an injured sniff.”",
        },
      ],
      explanation:
        "<p>The best answer is Beth’s line, “We’ve got Father and Mother, and each other.” Instead of complaining, she names what the family has (its parents and one another), and the narrator says she speaks “contentedly,” which matches the claim.</p><p>Jo’s line about Christmas without presents is one of the complaints the claim contrasts with Beth’s answer.</p><p>Meg’s sigh about how dreadful it is to be poor is another complaint, focused on what the family lacks.</p><p>Amy’s remark that it is not fair for some girls to have pretty things is also a complaint, delivered “with an injured sniff.”</p>",
    },
    {
      id: "pt2-rw-m2e-12",
      type: "SC",
      title: "",
      text: "<p>Which choice most effectively uses data from the graph to support the student’s claim?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "command_of_evidence_quantitative",
      difficulty: "easy",
      rating: 1,
      passage: {
        topic: "history_social",
        title: "",
        html: `${barGraph({
          id: "pt2-m2e-commute",
          title: "How 200 Surveyed Students Usually Get to School",
          desc: "Bar graph. The horizontal axis shows how students usually get to school: walk, bike, school bus, and car. The vertical axis shows the number of students, from 0 to 100. Walk: 46 students. Bike: 18 students. School bus: 88 students. Car: 48 students. The 200 students surveyed are divided among the four bars.",
          width: 440,
          height: 320,
          xLabel: "Way of getting to school",
          y: { label: "Number of students", min: 0, max: 100, step: 10, labelEvery: 20 },
          bars: [
            { label: "Walk", value: 46 },
            { label: "Bike", value: 18 },
            { label: "School bus", value: 88 },
            { label: "Car", value: 48 },
          ],
        })}<p>For a report on transportation, a student asked 200 classmates how they usually get to school and graphed the results. The student claims that the school bus is the most common way for the surveyed students to get to school.</p>`,
      },
      choices: [
        { text: "Only 18 of the surveyed students bike to school, fewer than use any other way of getting there." },
        { text: "48 of the surveyed students come to school by car, slightly more than the 46 who walk there." },
        { text: "Together, 64 of the surveyed students walk or bike to school, more than the 48 who come by car." },
        { text: "88 of the surveyed students ride the school bus, more than use any other way of getting to school.", correct: true },
      ],
      explanation:
        "<p>The best answer reports that 88 students ride the school bus, more than use any other way. The bus bar is the tallest in the graph (88, against 48 by car, 46 walking and 18 biking), so this is the data that shows the bus is the most common way.</p><p>The figure for biking is accurate, but showing which way is least common does not show which is most common.</p><p>The comparison of car and walking is accurate but leaves out the bus entirely.</p><p>The total for walking and biking is accurate but compares other groups and says nothing about the bus.</p>",
    },
    {
      id: "pt2-rw-m2e-13",
      type: "SC",
      title: "",
      text: "<p>Which choice most effectively uses data from the table to support the teacher’s claim?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "command_of_evidence_quantitative",
      difficulty: "medium",
      rating: 3,
      passage: {
        topic: "history_social",
        title: "",
        html: '<table><caption>Students Enrolled in World Language Courses at Eastfield High School</caption><thead><tr><th scope="col">Language</th><th scope="col">2015</th><th scope="col">2024</th></tr></thead><tbody><tr><th scope="row">Spanish</th><td>412</td><td>398</td></tr><tr><th scope="row">French</th><td>186</td><td>121</td></tr><tr><th scope="row">Japanese</th><td>34</td><td>97</td></tr><tr><th scope="row">Korean</th><td>15</td><td>58</td></tr></tbody></table><p>A language teacher at Eastfield High School claims that since 2015, students’ interest has shifted toward East Asian languages: more students now take Japanese and Korean, while fewer take French.</p>',
      },
      choices: [
        { text: "Enrollment in Spanish fell from 412 to 398 students, and enrollment in French fell from 186 to 121 students." },
        { text: "Spanish had the highest enrollment of the four languages in both years, with 412 students in 2015 and 398 in 2024." },
        { text: "Enrollment in Japanese rose from 34 students in 2015 to 97 in 2024, nearly three times as many students." },
        { text: "Japanese rose from 34 to 97 students and Korean from 15 to 58, while French fell from 186 to 121.", correct: true },
      ],
      explanation:
        "<p>The best answer covers all three parts of the teacher’s claim: Japanese rose from 34 to 97 students, Korean rose from 15 to 58, and French fell from 186 to 121.</p><p>The rise in Japanese is accurate but leaves out both Korean and the drop in French, so it supports only part of the claim.</p><p>Spanish having the highest enrollment is accurate but has nothing to do with a shift toward East Asian languages.</p><p>The drops in Spanish and French are accurate, but the statement says nothing about Japanese or Korean, and Spanish is not part of the claim.</p>",
    },
    // ───────────── Information and Ideas: Inferences ─────────────
    {
      id: "pt2-rw-m2e-14",
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
        html: "<p>The Pony Express, which began operating in April 1860, carried mail between Missouri and California by relays of riders on fast horses, usually in about ten days. In October 1861 a telegraph line linking the East and West Coasts of the United States was completed, allowing messages to cross the country in minutes. Just two days later, the Pony Express announced that it would stop running. These events suggest that ______</p>",
      },
      choices: [
        { text: "mail carried by the Pony Express usually took much longer than ten days to arrive." },
        { text: "the telegraph made the service that the Pony Express offered far less necessary.", correct: true },
        { text: "most people in California preferred handwritten letters to messages sent by telegraph." },
        { text: "the riders of the Pony Express were needed to help build and repair the telegraph line." },
      ],
      explanation:
        "<p>The best answer is that the telegraph made the Pony Express’s service far less necessary. The Pony Express took about ten days; the telegraph took minutes; and the Pony Express announced its end only two days after the line was finished. The timing points to the telegraph as the reason it was no longer needed.</p><p>Nothing in the text says the riders worked on the telegraph line.</p><p>The text says the mail usually took about ten days, so “much longer than ten days” contradicts it.</p><p>A preference for handwritten letters would have kept the Pony Express running, the opposite of what happened.</p>",
    },
    {
      id: "pt2-rw-m2e-15",
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
        html: "<p>Monarch butterfly caterpillars feed on milkweed plants, many of which contain toxic compounds called cardenolides. The caterpillars store these compounds, which remain in the bodies of the adult butterflies. In experiments in the 1960s, ecologist Lincoln Brower found that blue jays that ate such monarchs soon vomited, and afterward many refused to eat monarchs at all. When Brower raised monarch caterpillars on cabbage, which contains no cardenolides, the jays ate the resulting butterflies without becoming sick. These results suggest that ______</p>",
      },
      choices: [
        { text: "blue jays cannot tell monarch butterflies apart from other butterflies by sight." },
        { text: "a monarch’s protection against blue jays depends on what it ate as a caterpillar.", correct: true },
        { text: "monarchs raised on cabbage grow larger than monarchs raised on milkweed plants." },
        { text: "adult monarchs make cardenolides in their own bodies after leaving the caterpillar stage." },
      ],
      explanation:
        "<p>The best answer is that a monarch’s protection against blue jays depends on what it ate as a caterpillar. Monarchs raised on milkweed, which contains cardenolides, made jays sick; monarchs raised on cabbage, which has none, did not. The only difference was the caterpillar’s food.</p><p>The jays that got sick “refused to eat monarchs at all” afterward, which suggests they could recognize monarchs, not that they could not.</p><p>The butterflies’ size is never mentioned.</p><p>If adults made their own cardenolides, the cabbage-raised monarchs would have made the jays sick too; the text says the caterpillars store the compounds from the plants.</p>",
    },
    // ───────────── Standard English Conventions: Boundaries ─────────────
    {
      id: "pt2-rw-m2e-16",
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
        html: "<p>When Mansa Musa, ruler of the Mali Empire, passed through Cairo in 1324 on his way to ______ he gave away so much gold that, according to writers of the time, its value in the city’s markets stayed low for years afterward.</p>",
      },
      choices: [{ text: "Mecca;" }, { text: "Mecca,", correct: true }, { text: "Mecca:" }, { text: "Mecca." }],
      explanation:
        "<p>“Mecca,” is the best answer. The sentence opens with a dependent clause (“When Mansa Musa … passed through Cairo … on his way to Mecca”), and a comma correctly separates an introductory dependent clause from the main clause that follows (“he gave away so much gold …”).</p><p>A semicolon must join two independent clauses, but the “When …” clause cannot stand alone.</p><p>A period would leave “When Mansa Musa … on his way to Mecca” as a sentence fragment.</p><p>A colon must follow an independent clause, and the “When …” clause is dependent.</p>",
    },
    {
      id: "pt2-rw-m2e-17",
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
        html: "<p>The Arctic tern makes the longest known migration of any animal. Each year it flies from its breeding grounds in the Arctic to the ocean around ______ returns north, completing a round trip that can exceed 70,000 kilometers.</p>",
      },
      choices: [
        { text: "Antarctica, it then" },
        { text: "Antarctica it then" },
        { text: "Antarctica, then it" },
        { text: "Antarctica. It then", correct: true },
      ],
      explanation:
        "<p>“Antarctica. It then” is the best answer. “Each year it flies … to the ocean around Antarctica” and “It then returns north …” are independent clauses, and a period correctly separates them into two sentences.</p><p>“Antarctica, it then” joins the two independent clauses with only a comma, a comma splice.</p><p>“Antarctica it then” runs the two clauses together with no punctuation.</p><p>“Antarctica, then it” is still a comma splice: “then” is an adverb, not a joining word like “and,” so a comma before it cannot connect two independent clauses.</p>",
    },
    {
      id: "pt2-rw-m2e-18",
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
        html: "<p>Hildegard of Bingen, a twelfth-century abbess in what is now Germany, worked in an unusual range of ______ composed music for her community’s services, wrote books on medicine and the natural world, and recorded her religious visions in richly illustrated volumes.</p>",
      },
      choices: [{ text: "fields; and she" }, { text: "fields: she", correct: true }, { text: "fields, she" }, { text: "fields she" }],
      explanation:
        "<p>“Fields: she” is the best answer. The clause before the blank is independent, and what follows spells out the fields she worked in. A colon correctly introduces an explanation or elaboration after an independent clause.</p><p>“Fields; and she” places a semicolon before the conjunction “and”; a semicolon joins independent clauses on its own, so the conjunction makes the punctuation incorrect.</p><p>“Fields she” runs two independent clauses together with no punctuation.</p><p>“Fields, she” joins two independent clauses with only a comma, a comma splice.</p>",
    },
    {
      id: "pt2-rw-m2e-19",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "boundaries",
      difficulty: "medium",
      rating: 3,
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>Nikolai Vavilov, who collected the seeds of crop plants on expeditions to five ______ assembled in Leningrad (now St. Petersburg) one of the world’s first great seed banks.</p>",
      },
      choices: [{ text: "continents—" }, { text: "continents" }, { text: "continents,", correct: true }, { text: "continents;" }],
      explanation:
        "<p>“Continents,” is the best answer. The clause “who collected the seeds of crop plants on expeditions to five continents” adds information about Vavilov and opens with a comma after his name, so it must close with a matching comma before the verb “assembled.”</p><p>A dash does not match the comma that opens the clause; the two marks around an inserted element must be the same.</p><p>A semicolon would separate the subject “Vavilov” from its verb “assembled,” and the words before it are not an independent clause.</p><p>With no punctuation, the inserted clause never closes, so it seems to continue into “assembled.”</p>",
    },
    // ───────────── Standard English Conventions: Form, Structure, and Sense ─────────────
    {
      id: "pt2-rw-m2e-20",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "form_structure_sense",
      difficulty: "easy",
      rating: 1,
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>Duke Ellington led his orchestra for nearly fifty years, and over that time he ______ more than a thousand compositions, ranging from short dance tunes to long suites written for the concert hall.</p>",
      },
      choices: [{ text: "wrote", correct: true }, { text: "will write" }, { text: "writing" }, { text: "writes" }],
      explanation:
        "<p>“Wrote” is the best answer. The sentence describes Ellington’s career in the past (“led his orchestra for nearly fifty years”), so the clause about his compositions also needs a past-tense verb.</p><p>“Writing” is not a complete verb; “he writing” leaves the clause without a main verb.</p><p>“Will write” puts the compositions in the future, which conflicts with the past “led” and “over that time.”</p><p>“Writes” is present tense and clashes with the past-tense account of his career.</p>",
    },
    {
      id: "pt2-rw-m2e-21",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "form_structure_sense",
      difficulty: "medium",
      rating: 3,
      passage: {
        topic: "science",
        title: "",
        html: "<p>Leafcutter ants do not eat the leaves they carry. A single colony of the ants, which can include millions of workers, ______ a fungus garden in its underground nest, feeding the leaf pieces to the fungus and then eating parts of the fungus itself.</p>",
      },
      choices: [{ text: "are tending" }, { text: "tends", correct: true }, { text: "tend" }, { text: "have tended" }],
      explanation:
        "<p>“Tends” is the best answer. The subject is the singular noun “colony”; “of the ants” and the clause “which can include millions of workers” come between the subject and the verb but do not change it. The singular present-tense “tends” agrees with “colony” and matches “its underground nest.”</p><p>“Tend” is plural, agreeing with “ants” or “workers” rather than with the subject “colony.”</p><p>“Are tending” is also plural.</p><p>“Have tended” is plural as well.</p>",
    },
    {
      id: "pt2-rw-m2e-22",
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
        html: "<p>When it opened in 1883, the Brooklyn Bridge was the longest suspension bridge in the world. Set into each of its two massive stone towers ______ a pair of tall pointed arches, through which the bridge’s roadways pass.</p>",
      },
      choices: [{ text: "were" }, { text: "is", correct: true }, { text: "are" }, { text: "have been" }],
      explanation:
        "<p>“Is” is the best answer. The sentence is inverted: the subject comes after the verb. Put in normal order, it reads “A pair of tall pointed arches is set into each of its two massive stone towers.” The subject is “a pair,” which is singular, and the present tense fits a description of the bridge as it stands.</p><p>“Are” agrees with the nearby plurals “towers” or “arches,” but neither is the subject.</p><p>“Were” is plural and also shifts the description into the past.</p><p>“Have been” is plural as well.</p>",
    },
    // ───────────── Expression of Ideas: Transitions ─────────────
    {
      id: "pt2-rw-m2e-23",
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
        html: "<p>A dandelion seed hangs beneath a tuft of about a hundred fine bristles. As air flows through the bristles, a stable ring of swirling air forms just above the tuft and slows the seed’s fall. ______ a seed lifted by a breeze can stay aloft long enough to travel far from its parent plant.</p>",
      },
      choices: [{ text: "In contrast," }, { text: "For example," }, { text: "As a result,", correct: true }, { text: "Nevertheless," }],
      explanation:
        "<p>“As a result,” is the best answer. The ring of swirling air slows the seed’s fall, and because the seed falls slowly, it stays aloft long enough to travel far. “As a result” marks the long journey as an effect of the slow fall.</p><p>“In contrast,” signals a difference, but traveling far is consistent with a slow fall, not opposed to it.</p><p>“For example,” would make the last sentence an example of the swirling ring, but it describes an effect of the ring, not an instance of it.</p><p>“Nevertheless,” signals something that happens despite the previous point, but the seed travels far because of its slow fall, not in spite of it.</p>",
    },
    {
      id: "pt2-rw-m2e-24",
      type: "SC",
      title: "",
      text: TRANSITION,
      test: "verbal",
      domain: "expression_ideas",
      skill: "transitions",
      difficulty: "medium",
      rating: 4,
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>Fanny Mendelssohn composed more than four hundred works, but the expectations of her family and social class discouraged a woman in her position from publishing music under her own name. Several of her songs first appeared in print among the works of her brother, the composer Felix Mendelssohn. ______ when Queen Victoria told Felix in 1842 that “Italien” was her favorite of his songs, he had to admit that Fanny had written it.</p>",
      },
      choices: [{ text: "Nonetheless," }, { text: "Previously," }, { text: "Thus,", correct: true }, { text: "Similarly," }],
      explanation:
        "<p>“Thus,” is the best answer. Because some of Fanny’s songs were printed among Felix’s works, the queen naturally took “Italien” for one of his. “Thus” presents the awkward moment as a consequence of the publishing arrangement just described.</p><p>“Similarly,” would present the queen’s mistake as a separate case like the previous one, but it follows from that arrangement rather than resembling it.</p><p>“Nonetheless,” signals something that happens despite the previous point, but the queen’s mistake is what one would expect, not a surprise.</p><p>“Previously,” would place the 1842 conversation before the songs were published, which reverses the order of events: the queen could not have known the song before it was in print.</p>",
    },
    // ───────────── Expression of Ideas: Rhetorical Synthesis ─────────────
    {
      id: "pt2-rw-m2e-25",
      type: "SC",
      title: "",
      text: `<p>The student wants to explain what makes throat singing unusual. ${SYNTHESIS}</p>`,
      test: "verbal",
      domain: "expression_ideas",
      skill: "rhetorical_synthesis",
      difficulty: "easy",
      rating: 2,
      passage: {
        topic: "humanities",
        title: "",
        html: `${NOTES}<ul><li>Throat singing is a vocal technique practiced in Tuva, a republic in southern Siberia, and in Mongolia.</li><li>A throat singer produces two or more pitches at the same time.</li><li>One pitch is a low, steady drone; another is a high, whistle-like melody made by shaping the mouth and throat.</li><li>Many throat-singing styles imitate sounds of nature, such as wind and flowing water.</li><li>The Tuvan group Huun-Huur-Tu has performed throat singing for audiences around the world since the 1990s.</li></ul>`,
      },
      choices: [
        { text: "Throat singing is a vocal technique practiced in Tuva, a republic in southern Siberia, and in Mongolia." },
        { text: "The Tuvan group Huun-Huur-Tu has brought throat singing to audiences around the world since the 1990s." },
        { text: "Many styles of throat singing, a technique of Tuva and Mongolia, imitate natural sounds like wind and water." },
        { text: "A throat singer sounds two or more pitches at once, such as a low, steady drone and a high, whistling melody.", correct: true },
      ],
      explanation:
        "<p>The best answer says that a throat singer sounds two or more pitches at once, a drone and a whistling melody. Singing more than one pitch at a time is what sets the technique apart, so this sentence explains what makes it unusual.</p><p>The sentence about where throat singing is practiced gives its location, not what is unusual about it.</p><p>The sentence about Huun-Huur-Tu describes the music’s audience, not the technique.</p><p>The sentence about imitating wind and water describes what some styles evoke but leaves out the two simultaneous pitches that make the technique unusual.</p>",
    },
    {
      id: "pt2-rw-m2e-26",
      type: "SC",
      title: "",
      text: `<p>The student wants to emphasize the skill of the people who built Great Zimbabwe. ${SYNTHESIS}</p>`,
      test: "verbal",
      domain: "expression_ideas",
      skill: "rhetorical_synthesis",
      difficulty: "medium",
      rating: 3,
      passage: {
        topic: "history_social",
        title: "",
        html: `${NOTES}<ul><li>Great Zimbabwe is a ruined city in the southeast of the present-day country of Zimbabwe.</li><li>It was built between about the eleventh and fifteenth centuries CE by ancestors of the Shona people.</li><li>Its largest structure, the Great Enclosure, has stone walls up to 11 meters high.</li><li>The walls were built of fitted granite blocks, without mortar.</li><li>Archaeologists have found Chinese porcelain and Persian pottery at the site.</li><li>The country of Zimbabwe is named after the city.</li></ul>`,
      },
      choices: [
        { text: "Great Zimbabwe, a ruined city in the southeast of the country that bears its name, was built by ancestors of the Shona people." },
        {
          text: "The builders of Great Zimbabwe fitted granite blocks without mortar to raise the Great Enclosure’s walls as high as 11 meters.",
          correct: true,
        },
        { text: "Great Zimbabwe, which gave its name to the present-day country, was built between about the eleventh and fifteenth centuries CE." },
        { text: "Archaeologists have found porcelain from China and pottery from Persia at Great Zimbabwe, a city in southeastern Zimbabwe." },
      ],
      explanation:
        "<p>The best answer describes what the builders achieved: walls of fitted granite blocks, with no mortar, rising as high as 11 meters. Building walls that tall without anything to bind the stones demonstrates their skill.</p><p>The sentence about Chinese porcelain and Persian pottery points to the city’s trade, not to its builders’ skill.</p><p>The sentence about the country’s name and the dates of construction gives background, not evidence of skill.</p><p>The sentence identifying the builders as ancestors of the Shona people says who built the city but not how well.</p>",
    },
    {
      id: "pt2-rw-m2e-27",
      type: "SC",
      title: "",
      text: `<p>The student wants to explain how an ancient text helped Tu’s team succeed. ${SYNTHESIS}</p>`,
      test: "verbal",
      domain: "expression_ideas",
      skill: "rhetorical_synthesis",
      difficulty: "hard",
      rating: 5,
      passage: {
        topic: "science",
        title: "",
        html: `${NOTES}<ul><li>In 1969 Tu Youyou was appointed to lead a Chinese research group searching for new treatments for malaria.</li><li>Her team screened traditional herbal remedies, including extracts of sweet wormwood.</li><li>Early sweet wormwood extracts, prepared with heat, gave inconsistent results.</li><li>A fourth-century text by the physician Ge Hong told readers to soak sweet wormwood in cold water and drink the liquid.</li><li>After reading Ge Hong’s instructions, Tu reasoned that heat might be destroying the active ingredient and switched to a low-temperature extraction, which produced an effective extract.</li><li>The active compound, artemisinin, is the basis of today’s most widely used malaria treatments.</li><li>Tu received the Nobel Prize in Physiology or Medicine in 2015.</li></ul>`,
      },
      choices: [
        {
          text: "Ge Hong’s advice to soak the plant in cold water led Tu to suspect that heat was destroying its active ingredient, so she extracted it at low temperature.",
          correct: true,
        },
        {
          text: "Early sweet wormwood extracts made with heat gave inconsistent results, so Tu switched to a low-temperature method that produced an effective extract.",
        },
        {
          text: "Tu’s team screened traditional herbal remedies, including sweet wormwood, and in 2015 Tu received a Nobel Prize for work that led to artemisinin.",
        },
        {
          text: "Ge Hong’s fourth-century text named sweet wormwood as a remedy, and the plant’s active compound, artemisinin, is now the basis of leading malaria treatments.",
        },
      ],
      explanation:
        "<p>The best answer connects the ancient text to the method that worked: Ge Hong’s cold-water instructions led Tu to suspect that heat was destroying the active ingredient, so she extracted it at low temperature. That is how the text helped.</p><p>The sentence linking Ge Hong’s text to artemisinin names both but skips the step that matters, how the text changed the team’s method.</p><p>The sentence about screening remedies and the Nobel Prize never mentions the ancient text at all.</p><p>The sentence about the failed heated extracts and the switch to low temperature describes the change of method but leaves out the ancient text that prompted it.</p>",
    },
  ],
};

export default module;
