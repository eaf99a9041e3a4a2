import type { z } from "zod";
import type { ModuleSchema } from "../../schema";

const WIC = "<p>Which choice completes the text with the most logical and precise word or phrase?</p>";
const SEC = "<p>Which choice completes the text so that it conforms to the conventions of Standard English?</p>";
const TRANSITION = "<p>Which choice completes the text with the most logical transition?</p>";
const COMPLETE = "<p>Which choice most logically completes the text?</p>";
const NOTES = "<p>While researching a topic, a student has taken the following notes:</p>";
const SYNTHESIS = "Which choice most effectively uses relevant information from the notes to accomplish this goal?";

const module: z.input<typeof ModuleSchema> = {
  id: "pt3-rw-m2e",
  name: "Section 1, Module 2: Reading and Writing",
  test: "verbal",
  module: 2,
  variant: "easier",
  minutes: 32,
  breakAfterMinutes: 10,
  directions:
    "<p>Each question in this module has its own short passage or pair of passages, and a few passages include a table or a graph. Read the passage and the question, then choose the one best answer from the four choices, basing your answer only on what the passage says or implies.</p><p>You may move between questions and mark any you want to revisit before the module’s time is up. A 10-minute break follows this module.</p>",
  questions: [
    // ───────────── Craft and Structure: Words in Context ─────────────
    {
      id: "pt3-rw-m2e-01",
      type: "SC",
      title: "",
      text: WIC,
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "easy",
      passage: {
        topic: "science",
        title: "",
        html: "<p>Pando, a stand of quaking aspens in central Utah, looks like a forest of about 47,000 separate trees. Genetic tests have shown, however, that the trees are not ______ at all: every trunk grows from the same vast root system, and all of them share identical DNA, so Pando is actually a single living organism.</p>",
      },
      choices: [{ text: "interconnected" }, { text: "numerous" }, { text: "living" }, { text: "independent", correct: true }],
      explanation:
        "<p>“Independent” is the best answer. The colon introduces the explanation: every trunk grows from one shared root system and has the same DNA, so the trunks are parts of one organism rather than separate, independent trees.</p><p>“Interconnected” reverses the point; the shared root system shows that the trunks are connected, so saying they are “not interconnected” contradicts the explanation.</p><p>“Numerous” does not fit, since there are about 47,000 trunks; the point is that they are not separate, not that they are few.</p><p>“Living” contradicts the text, which calls Pando “a single living organism.”</p>",
    },
    {
      id: "pt3-rw-m2e-02",
      type: "SC",
      title: "",
      text: WIC,
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "easy",
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>In 1939 the Daughters of the American Revolution refused to let the celebrated singer Marian Anderson, who was Black, perform at Constitution Hall, the concert hall the organization owned in Washington, DC. Rather than let the refusal ______ her, Anderson accepted an invitation to sing outdoors at the Lincoln Memorial, and on Easter Sunday some 75,000 people gathered to hear her.</p>",
      },
      choices: [{ text: "silence", correct: true }, { text: "entertain" }, { text: "reward" }, { text: "flatter" }],
      explanation:
        "<p>“Silence” is the best answer. The refusal was meant to keep Anderson from performing; instead of letting it stop her from being heard, she sang at the Lincoln Memorial before a huge crowd. “Rather than let the refusal silence her” captures that.</p><p>“Reward” does not fit a refusal, which denied Anderson something rather than giving her something.</p><p>“Entertain” makes no sense; a refusal to let her perform could not amuse her, and the sentence is about what she did to overcome it.</p><p>“Flatter” means to praise someone, the opposite of what a refusal does.</p>",
    },
    {
      id: "pt3-rw-m2e-03",
      type: "SC",
      title: "",
      text: WIC,
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "medium",
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>Before the 1950s, loading a cargo ship meant carrying thousands of crates, sacks, and barrels aboard one at a time, a slow and costly job. In 1956 the trucking businessman Malcolm McLean sent a ship from New Jersey to Texas carrying 58 large metal boxes that had been lifted directly from trucks onto its deck. Standard containers of this kind went on to ______ the handling of cargo: ports that had needed days to load a ship could soon do it in hours.</p>",
      },
      choices: [{ text: "streamline", correct: true }, { text: "complicate" }, { text: "forbid" }, { text: "document" }],
      explanation:
        "<p>“Streamline” is the best answer. The colon explains the containers’ effect: loading that took days could be done in hours. Making a process simpler and faster is what it means to streamline it.</p><p>“Complicate” reverses the effect; the work became quicker, not more involved.</p><p>“Forbid” would mean the containers banned cargo handling, but ports went on loading ships, only faster.</p><p>“Document” means to record something in writing, which has nothing to do with loading ships in hours instead of days.</p>",
    },
    {
      id: "pt3-rw-m2e-04",
      type: "SC",
      title: "",
      text: "<p>As used in the text, what does the word “secure” most nearly mean?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "medium",
      passage: {
        topic: "literature",
        source: { author: "Charlotte Perkins Gilman", title: "The Yellow Wallpaper", year: 1892 },
        title: "",
        html: "<p>The following text is from Charlotte Perkins Gilman’s 1892 short story “The Yellow Wallpaper.” The narrator and her husband, John, have rented a large old house for the summer.</p><p>It is very seldom that mere ordinary people like John and myself secure ancestral halls for the summer. A colonial mansion, a hereditary estate, I would say a haunted house, and reach the height of romantic felicity—but that would be asking too much of fate! Still I will proudly declare that there is something queer about it. Else, why should it be let so cheaply? And why have stood so long untenanted?</p>",
      },
      choices: [{ text: "fasten" }, { text: "protect" }, { text: "obtain", correct: true }, { text: "reassure" }],
      explanation:
        "<p>“Obtain” is the best answer. The narrator and John have rented an old mansion for the summer, and she remarks that ordinary people like them seldom “secure ancestral halls”: that is, seldom get the use of such a grand house. To secure something in this sense is to obtain it.</p><p>“Protect” draws on the common sense of “secure” (to make safe), but the narrator is not talking about guarding the house; she is marveling that people like her have it at all.</p><p>“Fasten” draws on the sense of securing a door or a load, which does not fit renting a mansion for the summer.</p><p>“Reassure” means to make a person feel less worried, which cannot apply to ancestral halls.</p>",
    },
    {
      id: "pt3-rw-m2e-05",
      type: "SC",
      title: "",
      text: "<p>Which choice best states the main purpose of the text?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "text_structure_purpose",
      difficulty: "easy",
      passage: {
        topic: "literature",
        source: { author: "Carl Sandburg", title: "Fog", year: 1916 },
        title: "",
        html: "<p>The following text is Carl Sandburg’s 1916 poem “Fog,” from his collection <i>Chicago Poems</i>.</p><p>The fog comes<br>on little cat feet.</p><p>It sits looking<br>over harbor and city<br>on silent haunches<br>and then moves on.</p>",
      },
      choices: [
        { text: "To portray the fog’s quiet arrival and departure by comparing it to a cat", correct: true },
        { text: "To warn readers about the dangers that thick fog poses to the ships in a busy harbor" },
        { text: "To contrast the noise of a crowded city with the calm of the harbor beside it" },
        { text: "To describe how fog forms over a harbor when warm air drifts across the cold water" },
      ],
      explanation:
        "<p>The best answer is that the poem portrays the fog’s quiet arrival and departure by comparing it to a cat. The fog comes “on little cat feet,” sits “on silent haunches” looking over harbor and city, and then “moves on,” just as a cat might.</p><p>The poem never explains how fog forms; it describes how the fog seems, not its cause.</p><p>Nothing in the poem mentions ships or danger; the fog simply sits and then leaves.</p><p>The harbor and the city appear together as what the fog looks over; the poem does not contrast a noisy city with a calm harbor.</p>",
    },
    {
      id: "pt3-rw-m2e-06",
      type: "SC",
      title: "",
      text: "<p>Which choice best describes the overall structure of the text?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "text_structure_purpose",
      difficulty: "medium",
      passage: {
        topic: "science",
        title: "",
        html: "<p>In 1941, after a hike in the Swiss Alps, the engineer George de Mestral noticed burdock burrs clinging to his trousers and to his dog’s fur. Looking at one under a microscope, he saw that it was covered with tiny hooks that caught on anything with loops, such as threads or hair. He spent years trying to copy this arrangement in fabric, and in 1955 he patented a fastener made of two strips, one covered in hooks and the other in loops. He called it Velcro.</p>",
      },
      choices: [
        { text: "It recounts a close look at a natural feature and then how that feature was copied in a product.", correct: true },
        { text: "It explains how burrs spread their seeds and then compares burrs with the seeds of other kinds of plants." },
        { text: "It presents a dispute about who invented a fastener and then settles the question with new evidence." },
        { text: "It describes a common problem that hikers face outdoors and then evaluates several proposed solutions to it." },
      ],
      explanation:
        "<p>The best answer is that the text recounts a close look at a natural feature and then how that feature was copied in a product. De Mestral examines a burr under a microscope and finds hooks that catch on loops; the text then follows his years of work to copy that arrangement in a hook-and-loop fastener.</p><p>The burrs on de Mestral’s trousers are not presented as a problem for hikers, and no solutions are weighed; the burrs are the inspiration for an invention.</p><p>The text does not explain how burrs spread seeds or compare them with other plants; it describes only the hooks that de Mestral saw.</p><p>No dispute over who invented the fastener is mentioned; the text tells one inventor’s story.</p>",
    },
    {
      id: "pt3-rw-m2e-07",
      type: "SC",
      title: "",
      text: "<p>Which choice best states the main purpose of the text?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "text_structure_purpose",
      difficulty: "medium",
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>Through much of the nineteenth century, many Americans believed that the thousands of earthen mounds in the Mississippi and Ohio valleys had been built by a vanished people unrelated to Native Americans. Archaeological work at Cahokia, a site near present-day St. Louis, has shown how mistaken that belief was. Excavations there have revealed that the ancestors of Native American peoples raised Monks Mound, the largest earthen mound in North America, and that around 1100 CE the surrounding city was home to perhaps 10,000 to 20,000 people.</p>",
      },
      choices: [
        { text: "To explain why the people of Cahokia eventually left their city and moved to other parts of the region" },
        { text: "To show how findings at one site contradict an old belief about who built the region’s mounds", correct: true },
        { text: "To compare the size of Monks Mound with the size of other earthen mounds in the Ohio valley" },
        { text: "To argue that nineteenth-century Americans were the first people to study the mounds scientifically" },
      ],
      explanation:
        "<p>The best answer is that the text shows how findings at one site contradict an old belief about who built the region’s mounds. It first describes the nineteenth-century belief that a vanished people unrelated to Native Americans built the mounds, then presents excavations at Cahokia showing that ancestors of Native American peoples built Monks Mound and a large city around it.</p><p>The text never says that the people of Cahokia left their city or explains why they might have.</p><p>Monks Mound is called the largest earthen mound in North America, but the text does not compare it with particular mounds in the Ohio valley; its size is a supporting detail.</p><p>The text does not credit nineteenth-century Americans with scientific study of the mounds; it presents their belief as mistaken.</p>",
    },
    // ───────────── Craft and Structure: Cross-Text Connections ─────────────
    {
      id: "pt3-rw-m2e-08",
      type: "SC",
      title: "",
      text: "<p>Based on the texts, how would Ericsson (Text 2) most likely respond to the “rule” described in Text 1?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "cross_text_connections",
      difficulty: "medium",
      passage: {
        topic: "history_social",
        title: "",
        html: "<p><b>Text 1</b></p><p>In his 2008 book <i>Outliers</i>, the writer Malcolm Gladwell popularized what he called the “10,000-Hour Rule”: reaching world-class skill in a field such as music or chess takes about 10,000 hours of practice. He drew in part on a 1993 study of violin students at a music academy in Berlin, in which the most accomplished students had practiced for an average of about 10,000 hours by the age of twenty.</p><p><b>Text 2</b></p><p>The psychologist Anders Ericsson, who led that study, objected to how it had been summarized. The figure of 10,000 hours, he pointed out, was an average for one group at one age, and many of the best students had practiced far less; nothing special happens at that number. What mattered more, in his view, was the kind of practice: focused work on specific weaknesses, usually guided by a teacher.</p>",
      },
      choices: [
        { text: "He would object that it turns an average into a fixed requirement and overlooks what kind of practice is done.", correct: true },
        { text: "He would point out that the best violin students in the study had practiced for much more than 10,000 hours." },
        { text: "He would argue that inborn talent, rather than any amount of practice, is what separates the best performers from the rest." },
        { text: "He would agree that 10,000 hours of practice is required, but only for the violin and not for chess or other fields." },
      ],
      explanation:
        "<p>The best answer is that Ericsson would object that the rule turns an average into a fixed requirement and overlooks what kind of practice is done. Text 2 says the 10,000 hours was only an average for one group, that many of the best students practiced far less, and that the kind of practice matters more than the total.</p><p>Agreeing that 10,000 hours is required for the violin accepts the very threshold Ericsson rejects; he says “nothing special happens at that number.”</p><p>The claim that inborn talent matters more than practice has no basis in Text 2; Ericsson stresses the kind of practice, not talent.</p><p>The claim that the best students practiced much more than 10,000 hours contradicts Text 2, which says many of them practiced far less.</p>",
    },
    // ───────────── Information and Ideas: Central Ideas and Details ─────────────
    {
      id: "pt3-rw-m2e-09",
      type: "SC",
      title: "",
      text: "<p>Which choice best states the main idea of the text?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "central_ideas_details",
      difficulty: "easy",
      passage: {
        topic: "science",
        title: "",
        html: "<p>Sloths that live in the rainforests of Central and South America often look slightly green. The color comes from algae that grow in tiny cracks in the animals’ coarse hair. Because sloths move so slowly and spend most of their lives hanging in trees, the algae are rarely disturbed. Some researchers think the green tint helps hide sloths from predators such as eagles by making them blend in with the leaves around them.</p>",
      },
      choices: [
        { text: "Eagles are the main predators of the sloths that live in the rainforests of Central and South America." },
        { text: "Sloths move slowly because they must avoid disturbing the algae that grow in the cracks of their hair." },
        { text: "Algae growing in sloths’ fur give the animals a greenish color that may help conceal them.", correct: true },
        { text: "When leaves are hard to find, sloths feed on the algae that grow in the cracks of their own fur." },
      ],
      explanation:
        "<p>The best answer is that algae growing in sloths’ fur give the animals a greenish color that may help conceal them. The text explains where the green color comes from, why the algae can thrive there, and how the color may help sloths hide from predators.</p><p>The claim that sloths move slowly to protect the algae reverses cause and effect: the text says the algae thrive because sloths move slowly, not that sloths move slowly for the algae’s sake.</p><p>Eagles are mentioned only as one example of a predator; the text does not call them the main predators, and they are not the focus.</p><p>The text says nothing about sloths eating the algae.</p>",
    },
    {
      id: "pt3-rw-m2e-10",
      type: "SC",
      title: "",
      text: "<p>Based on the text, what is true about the narrator’s knowledge of his own birth?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "central_ideas_details",
      difficulty: "medium",
      passage: {
        topic: "literature",
        source: { author: "Booker T. Washington", title: "Up from Slavery", year: 1901 },
        title: "",
        html: "<p>The following text is from Booker T. Washington’s 1901 autobiography <i>Up from Slavery</i>.</p><p>I was born a slave on a plantation in Franklin County, Virginia. I am not quite sure of the exact place or exact date of my birth, but at any rate I suspect I must have been born somewhere and at some time. As nearly as I have been able to learn, I was born near a cross-roads post-office called Hale’s Ford, and the year was 1858 or 1859. I do not know the month or the day.</p>",
      },
      choices: [
        { text: "He remembers the month of his birth but cannot recall whether the year was 1858 or 1859." },
        { text: "He knows the exact day on which he was born but is unsure of the place where it happened." },
        { text: "He can name the general area and the two possible years of his birth, but not the precise month or day.", correct: true },
        { text: "He learned the details of his birth from records that were kept at the post office at Hale’s Ford." },
      ],
      explanation:
        "<p>The best answer is that he can name the general area and the two possible years of his birth, but not the precise month or day. He places his birth in Franklin County, near Hale’s Ford, in 1858 or 1859, but says, “I do not know the month or the day.”</p><p>The claim that he knows the exact day reverses the text; the date is exactly what he does not know.</p><p>Hale’s Ford is mentioned only as a landmark near his birthplace; he says he learned what he could “as nearly as I have been able,” not from post office records.</p><p>He does not remember the month; he says plainly that he knows neither the month nor the day.</p>",
    },
    // ───────────── Information and Ideas: Command of Evidence ─────────────
    {
      id: "pt3-rw-m2e-11",
      type: "SC",
      title: "",
      text: "<p>Which quotation from the poem most effectively illustrates the claim?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "command_of_evidence_textual",
      difficulty: "easy",
      passage: {
        topic: "literature",
        source: { author: "John Keats", title: "To Autumn", year: 1820 },
        title: "",
        html: "<p>“To Autumn” is an 1820 poem by John Keats. In the poem, the speaker addresses the season directly and, near the end, tells autumn not to miss the songs of spring, since it has music of its own, as when Keats writes, ______</p>",
      },
      choices: [
        { text: "“Season of mists and mellow fruitfulness, / Close bosom-friend of the maturing sun;”" },
        { text: "“Who hath not seen thee oft amid thy store? / Sometimes whoever seeks abroad may find / Thee sitting careless on a granary floor,”" },
        { text: "“Where are the songs of Spring? Ay, where are they? / Think not of them, thou hast thy music too,—”", correct: true },
        { text: "“And still more, later flowers for the bees, / Until they think warm days will never cease,”" },
      ],
      explanation:
        "<p>The best answer is “Where are the songs of Spring? Ay, where are they? / Think not of them, thou hast thy music too,—.” The speaker asks where spring’s songs have gone and then tells autumn not to think of them, because it has “music too,” which is exactly the claim.</p><p>The opening lines greet autumn as a season of mists and ripeness but say nothing about spring or music.</p><p>The lines picturing autumn sitting on a granary floor describe the season resting amid the harvest, not its music.</p><p>The lines about late flowers for the bees describe autumn’s abundance, not a comparison with spring’s songs.</p>",
    },
    {
      id: "pt3-rw-m2e-12",
      type: "SC",
      title: "",
      text: "<p>Which choice most effectively uses data from the graph to support the student’s claim?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "command_of_evidence_quantitative",
      difficulty: "easy",
      passage: {
        topic: "humanities",
        title: "",
        html: `<svg role="img" aria-labelledby="pt3-m2e-library-title pt3-m2e-library-desc" viewBox="0 0 440 320" width="440" height="320" xmlns="http://www.w3.org/2000/svg"><title id="pt3-m2e-library-title">Books Borrowed from a School Library in March, by Type</title><desc id="pt3-m2e-library-desc">Bar graph. The horizontal axis shows four types of books: graphic novels, fantasy, mystery, and biography. The vertical axis shows the number of books borrowed, from 0 to 160. Graphic novels: 142 books. Fantasy: 118 books. Mystery: 96 books. Biography: 54 books.</desc><path d="M64 258H420M64 228.3H420M64 198.5H420M64 168.8H420M64 139H420M64 109.3H420M64 79.5H420M64 49.8H420M64 20H420" stroke="#d4d4d8" stroke-width="1" fill="none"/><path d="M64 20V258H420" stroke="#000" stroke-width="1.5" fill="none"/><g font-family="sans-serif" font-size="12" text-anchor="end"><text x="58" y="262">0</text><text x="58" y="232.3">20</text><text x="58" y="202.5">40</text><text x="58" y="172.8">60</text><text x="58" y="143">80</text><text x="58" y="113.3">100</text><text x="58" y="83.5">120</text><text x="58" y="53.8">140</text><text x="58" y="24">160</text></g><g font-family="sans-serif" font-size="13" text-anchor="middle"><text x="242" y="298">Type of book</text><text x="16" y="139" transform="rotate(-90 16 139)">Number of books borrowed</text></g><rect x="91.5" y="46.8" width="34" height="211.2" fill="#94a3b8" stroke="#000" stroke-width="1"/><text x="108.5" y="42.8" font-family="sans-serif" font-size="11" text-anchor="middle">142</text><rect x="180.5" y="82.5" width="34" height="175.5" fill="#94a3b8" stroke="#000" stroke-width="1"/><text x="197.5" y="78.5" font-family="sans-serif" font-size="11" text-anchor="middle">118</text><rect x="269.5" y="115.2" width="34" height="142.8" fill="#94a3b8" stroke="#000" stroke-width="1"/><text x="286.5" y="111.2" font-family="sans-serif" font-size="11" text-anchor="middle">96</text><rect x="358.5" y="177.7" width="34" height="80.3" fill="#94a3b8" stroke="#000" stroke-width="1"/><text x="375.5" y="173.7" font-family="sans-serif" font-size="11" text-anchor="middle">54</text><g font-family="sans-serif" font-size="12" text-anchor="middle"><text x="108.5" y="276">Graphic novel</text><text x="197.5" y="276">Fantasy</text><text x="286.5" y="276">Mystery</text><text x="375.5" y="276">Biography</text></g></svg><p>A student who helps in her school library recorded how many books of each type students borrowed during March. She claims that graphic novels were borrowed more often than any other type of book that month.</p>`,
      },
      choices: [
        { text: "Students borrowed 142 graphic novels in March, more than the number of books they borrowed of any other type.", correct: true },
        { text: "Students borrowed only 54 biographies in March, fewer than any other type of book in the graph." },
        { text: "Students borrowed 118 fantasy books in March, more than the 96 mystery books that they borrowed." },
        { text: "Students borrowed 96 mystery books in March, nearly twice as many as the 54 biographies they borrowed." },
      ],
      explanation:
        "<p>The best answer reports that students borrowed 142 graphic novels, more than books of any other type. The graphic novel bar is the tallest in the graph (142, against 118 fantasy books, 96 mysteries and 54 biographies), which is exactly what the claim says.</p><p>The comparison of fantasy and mystery books is accurate but leaves out graphic novels entirely.</p><p>The figure for biographies is accurate, but showing which type was borrowed least does not show which was borrowed most.</p><p>The comparison of mysteries and biographies is accurate but again says nothing about graphic novels.</p>",
    },
    {
      id: "pt3-rw-m2e-13",
      type: "SC",
      title: "",
      text: "<p>Which choice most effectively uses data from the table to support the students’ conclusion?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "command_of_evidence_quantitative",
      difficulty: "medium",
      passage: {
        topic: "science",
        title: "",
        html: '<table><caption>Harvest from Garden Beds With and Without Added Compost (kilograms)</caption><thead><tr><th scope="col">Crop</th><th scope="col">Without compost</th><th scope="col">With compost</th></tr></thead><tbody><tr><th scope="row">Tomatoes</th><td>18.0</td><td>27.4</td></tr><tr><th scope="row">Squash</th><td>14.2</td><td>21.5</td></tr><tr><th scope="row">Green beans</th><td>9.1</td><td>9.6</td></tr><tr><th scope="row">Lettuce</th><td>6.3</td><td>6.5</td></tr></tbody></table><p>Members of a school garden club grew four crops in beds with and without added compost and weighed each harvest. They conclude that adding compost greatly increased the harvest of some crops but made little difference for others.</p>',
      },
      choices: [
        { text: "Tomato and squash harvests grew by about half with compost, but bean and lettuce harvests grew by under 1 kilogram.", correct: true },
        { text: "Every one of the four crops produced a larger harvest in the beds with compost than in the beds without it." },
        { text: "With compost, the tomato beds produced 27.4 kilograms, the largest harvest of any crop in either kind of bed." },
        { text: "Lettuce produced the smallest harvest of the four crops, both in the beds with compost and in those without." },
      ],
      explanation:
        "<p>The best answer contrasts the two groups of crops. Tomatoes rose from 18.0 to 27.4 kilograms and squash from 14.2 to 21.5, each about 50 percent more; green beans rose by only 0.5 kilogram and lettuce by 0.2. That shows both halves of the conclusion: a large effect for some crops and little effect for others.</p><p>The tomato harvest of 27.4 kilograms is accurate, but on its own it shows neither how much compost changed the harvest nor that some crops barely changed.</p><p>The statement that every crop did better with compost is accurate, but it does not show that the gains were large for some crops and small for others.</p><p>Lettuce having the smallest harvest is accurate but compares the crops’ sizes, not how much compost changed each one.</p>",
    },
    // ───────────── Information and Ideas: Inferences ─────────────
    {
      id: "pt3-rw-m2e-14",
      type: "SC",
      title: "",
      text: COMPLETE,
      test: "verbal",
      domain: "information_ideas",
      skill: "inferences",
      difficulty: "easy",
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>In 1893 New Zealand became the first self-governing country in which women could vote in national elections. The change followed years of campaigning led by Kate Sheppard and others, including a petition to Parliament signed by nearly 32,000 women. The new law, however, did not allow women to stand as candidates for Parliament; that right came only in 1919. In the 1893 election, therefore, New Zealand women could ______</p>",
      },
      choices: [
        { text: "serve as members of Parliament but could not yet vote for the people who would serve beside them." },
        { text: "help choose the members of Parliament but could not become members of Parliament themselves.", correct: true },
        { text: "stand as candidates for Parliament only if they had signed the petition that was presented in 1893." },
        { text: "vote only in elections for local offices, not in the elections that chose members of Parliament." },
      ],
      explanation:
        "<p>The best answer is that women could help choose the members of Parliament but could not become members themselves. The text says that in 1893 women gained the vote in national elections but could not stand as candidates until 1919.</p><p>The claim that petition signers could stand as candidates contradicts the text, which says no woman could stand until 1919.</p><p>The claim that women could vote only in local elections contradicts the first sentence, which says they could vote in national elections.</p><p>The claim that women could serve but not vote reverses the situation the text describes.</p>",
    },
    {
      id: "pt3-rw-m2e-15",
      type: "SC",
      title: "",
      text: COMPLETE,
      test: "verbal",
      domain: "information_ideas",
      skill: "inferences",
      difficulty: "medium",
      passage: {
        topic: "science",
        title: "",
        html: "<p>Glass frogs, small frogs of Central and South American forests, spend their days asleep on the undersides of leaves. Their skin and muscles let much of the light pass through, but red blood normally makes an animal easier to see. In a 2022 study, researchers found that a sleeping glass frog removes nearly 90 percent of its red blood cells from circulation and packs them into its liver, whose reflective covering hides them; when the frog wakes and becomes active, the cells return to its blood. This finding suggests that a glass frog is ______</p>",
      },
      choices: [
        { text: "unable to move at all until the red blood cells stored in its liver have returned to its blood." },
        { text: "more transparent while it is moving about at night than while it is resting on a leaf during the day." },
        { text: "most at risk from predators that hunt by sight during the hours when the frog is asleep on a leaf." },
        { text: "harder for a predator to pick out while it sleeps on a leaf than during the hours when it is awake and active.", correct: true },
      ],
      explanation:
        "<p>The best answer is that a glass frog is harder for a predator to pick out while it sleeps than while it is active. Red blood makes an animal easier to see, and a sleeping frog hides most of its red blood cells in its liver; when it wakes, the cells return to its blood. The frog is therefore least visible while asleep.</p><p>The claim that the frog is more transparent when moving reverses the finding: its red cells are back in its blood when it is active.</p><p>The text says the cells return when the frog becomes active, not that the frog cannot move until they return.</p><p>The claim that the frog is most at risk while asleep runs against the finding, which makes the frog hardest to see during those hours.</p>",
    },
    // ───────────── Standard English Conventions: Boundaries ─────────────
    {
      id: "pt3-rw-m2e-16",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "boundaries",
      difficulty: "easy",
      passage: {
        topic: "science",
        title: "",
        html: "<p>A gecko can run straight up a pane of glass. Its toe pads are covered with microscopic hairs, millions of them in ______ hair branches into hundreds of even finer tips that cling to a surface through weak attractions between molecules.</p>",
      },
      choices: [{ text: "all and, each" }, { text: "all, and each", correct: true }, { text: "all, each" }, { text: "all each" }],
      explanation:
        "<p>“All, and each” is the best answer. “Its toe pads are covered with microscopic hairs, millions of them in all” and “each hair branches into hundreds of even finer tips …” are independent clauses, and a comma followed by the conjunction “and” correctly joins them.</p><p>“All each” runs the two independent clauses together with no punctuation or conjunction.</p><p>“All, each” joins the two independent clauses with only a comma, a comma splice.</p><p>“All and, each” misplaces the comma: it belongs before “and,” not after it.</p>",
    },
    {
      id: "pt3-rw-m2e-17",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "boundaries",
      difficulty: "easy",
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>In June 1215 King John of England agreed to a charter of rights demanded by a group of rebellious barons. Though it was declared invalid by the pope within a few ______ the charter, later known as Magna Carta, was reissued several times in the following decades and became a lasting symbol of the idea that even a ruler is subject to the law.</p>",
      },
      choices: [{ text: "months;" }, { text: "months,", correct: true }, { text: "months:" }, { text: "months." }],
      explanation:
        "<p>“Months,” is the best answer. “Though it was declared invalid by the pope within a few months” is a dependent clause that introduces the main clause “the charter … was reissued several times,” and a comma correctly separates an introductory dependent clause from the main clause.</p><p>A semicolon would leave the dependent clause beginning with “Though” standing alone, as if it were an independent clause.</p><p>A period would make “Though it was declared invalid by the pope within a few months” a sentence fragment.</p><p>A colon must follow an independent clause, and the “Though” clause is not one.</p>",
    },
    {
      id: "pt3-rw-m2e-18",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "boundaries",
      difficulty: "medium",
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>Like most haiku, Matsuo Bashō’s best-known poem makes no direct statement about the poet’s feelings. Written in 1686, it is built from just three ______ an old pond, a frog jumping in, and the sound of the water.</p>",
      },
      choices: [{ text: "images" }, { text: "images;" }, { text: "images, these are" }, { text: "images:", correct: true }],
      explanation:
        "<p>“Images:” is the best answer. “Written in 1686, it is built from just three images” is an independent clause, and a colon correctly introduces the list that names the three images.</p><p>A semicolon must join two independent clauses, but “an old pond, a frog jumping in, and the sound of the water” is a list, not a clause.</p><p>“Images, these are” joins two independent clauses with only a comma, a comma splice.</p><p>With no punctuation, the list runs straight into “images,” and nothing marks that it names them.</p>",
    },
    {
      id: "pt3-rw-m2e-19",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "boundaries",
      difficulty: "hard",
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>Between 1405 and 1433, the Chinese admiral Zheng He led seven voyages across the Indian Ocean with fleets of large wooden ships, reaching ports as far away as the east coast of Africa. Historians still debate why the Ming court, after investing so heavily in the expeditions, sent no more of them after ______ some point to the cost of wars on China’s northern frontier, others to rivalries among officials at court.</p>",
      },
      choices: [{ text: "1433," }, { text: "1433;", correct: true }, { text: "1433" }, { text: "1433?" }],
      explanation:
        "<p>“1433;” is the best answer. The sentence contains two independent clauses: “Historians still debate why the Ming court … sent no more of them after 1433” and “some point to the cost of wars …, others to rivalries among officials at court.” A semicolon correctly joins them.</p><p>A question mark is tempting because the first clause mentions a question, but “why the Ming court … sent no more of them” is an indirect question inside a statement, which does not take a question mark; the lowercase “some” that follows also shows the sentence continues.</p><p>A comma between the two independent clauses creates a comma splice.</p><p>With no punctuation, the two independent clauses run together.</p>",
    },
    // ───────────── Standard English Conventions: Form, Structure, and Sense ─────────────
    {
      id: "pt3-rw-m2e-20",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "form_structure_sense",
      difficulty: "easy",
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>No flight school in the United States would admit Bessie Coleman, a Black woman from Texas. Undeterred, Coleman learned French and traveled to France, where in 1921 she earned ______ pilot’s license, becoming the first African American woman to hold one.</p>",
      },
      choices: [{ text: "her", correct: true }, { text: "its" }, { text: "his" }, { text: "their" }],
      explanation:
        "<p>“Her” is the best answer. The pronoun refers to Bessie Coleman, one woman, so the singular feminine possessive “her” is needed.</p><p>“Their” is plural and does not agree with the singular antecedent “Coleman.”</p><p>“Its” refers to a thing, not a person, so it cannot refer to Coleman.</p><p>“His” is masculine and does not match “Coleman,” who is referred to as “she” in the same sentence.</p>",
    },
    {
      id: "pt3-rw-m2e-21",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "form_structure_sense",
      difficulty: "medium",
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>Completed in 537 as the cathedral of the Byzantine capital, Constantinople, Hagia Sophia is famous for its vast dome, which seems to float above a ring of forty windows. Over nearly fifteen centuries, the building ______ as a cathedral, a mosque, and a museum; since 2020 it has once again been a mosque.</p>",
      },
      choices: [{ text: "serves" }, { text: "has served", correct: true }, { text: "had served" }, { text: "will serve" }],
      explanation:
        "<p>“Has served” is the best answer. “Over nearly fifteen centuries” describes a span of time that stretches from 537 up to the present, which calls for the present perfect tense, as in the parallel “since 2020 it has once again been.”</p><p>“Had served” is the past perfect, which places the action before some other past moment; no such moment is given, and the span runs up to now.</p><p>“Will serve” puts centuries of past use in the future.</p><p>“Serves” is the simple present, which does not fit a series of uses that built up over fifteen centuries.</p>",
    },
    {
      id: "pt3-rw-m2e-22",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "form_structure_sense",
      difficulty: "hard",
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>Examining nearly 800 guesses of an ox’s weight made by visitors to a livestock fair in Plymouth, England, in 1906, ______ The finding is often cited as an early demonstration of the “wisdom of crowds.”</p>",
      },
      choices: [
        { text: "Francis Galton found that the middle guess came within 1 percent of the ox’s true weight.", correct: true },
        { text: "the middle guess, Francis Galton found, came within 1 percent of the ox’s true weight." },
        { text: "the ox’s true weight was found by Francis Galton to be within 1 percent of the middle guess." },
        { text: "Francis Galton’s finding was that the middle guess came within 1 percent of the ox’s true weight." },
      ],
      explanation:
        "<p>The best answer begins “Francis Galton found.” The opening phrase “Examining nearly 800 guesses …” must describe the subject that immediately follows it, and only a person can examine guesses. Placing “Francis Galton” right after the phrase makes him the one who examined them.</p><p>Beginning with “Francis Galton’s finding” makes the finding the subject, so the sentence says the finding examined the guesses; the possessive does not make Galton the subject.</p><p>Beginning with “the ox’s true weight” says the weight examined the guesses.</p><p>Beginning with “the middle guess” says a guess examined the guesses; “Francis Galton found,” set off by commas, is an aside and not the subject.</p>",
    },
    // ───────────── Expression of Ideas: Transitions ─────────────
    {
      id: "pt3-rw-m2e-23",
      type: "SC",
      title: "",
      text: TRANSITION,
      test: "verbal",
      domain: "expression_ideas",
      skill: "transitions",
      difficulty: "easy",
      passage: {
        topic: "science",
        title: "",
        html: "<p>Nearly all mammals give birth to live young. The platypus of eastern Australia, ______ lays eggs, which the female keeps warm in a burrow until they hatch about ten days later.</p>",
      },
      choices: [{ text: "therefore," }, { text: "for example," }, { text: "however,", correct: true }, { text: "likewise," }],
      explanation:
        "<p>“However,” is the best answer. The first sentence says nearly all mammals give birth to live young; the platypus, a mammal, lays eggs instead. “However” marks that contrast.</p><p>“Therefore,” would present egg-laying as a result of mammals giving birth to live young, which makes no sense.</p><p>“For example,” would make the platypus an example of a mammal giving birth to live young, but it is the exception.</p><p>“Likewise,” would signal that the platypus does the same as other mammals, but it does the opposite.</p>",
    },
    {
      id: "pt3-rw-m2e-24",
      type: "SC",
      title: "",
      text: TRANSITION,
      test: "verbal",
      domain: "expression_ideas",
      skill: "transitions",
      difficulty: "medium",
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>During the 1880s, Japanese woodblock prints were sold cheaply in Paris, and Vincent van Gogh collected hundreds of them. In 1887 he went beyond collecting: he made careful copies in oil of two prints by Utagawa Hiroshige, even painting imitation Japanese characters in the borders. ______ the bold outlines and flat areas of bright color in his paintings of the following years show how much the prints had taught him.</p>",
      },
      choices: [{ text: "By contrast," }, { text: "Later,", correct: true }, { text: "Even so," }, { text: "In other words," }],
      explanation:
        "<p>“Later,” is the best answer. The text moves forward in time: first Van Gogh collects prints, then in 1887 he copies two of them, and then his paintings of the following years show what he learned. “Later” marks that next step in the sequence.</p><p>“By contrast,” would set the later paintings against the copies, but the paintings continue the influence the copies show.</p><p>“In other words,” would introduce a restatement, but the final sentence adds a new point about his later paintings.</p><p>“Even so,” would signal something true despite the copying, but the later paintings follow from it rather than standing against it.</p>",
    },
    // ───────────── Expression of Ideas: Rhetorical Synthesis ─────────────
    {
      id: "pt3-rw-m2e-25",
      type: "SC",
      title: "",
      text: `<p>The student wants to emphasize how far Ibn Battuta traveled. ${SYNTHESIS}</p>`,
      test: "verbal",
      domain: "expression_ideas",
      skill: "rhetorical_synthesis",
      difficulty: "easy",
      passage: {
        topic: "history_social",
        title: "",
        html: `${NOTES}<ul><li>Ibn Battuta was a scholar born in Tangier, Morocco, in 1304.</li><li>In 1325 he set out on a pilgrimage to Mecca.</li><li>He kept traveling for nearly thirty years, visiting lands from West Africa to China.</li><li>His journeys covered an estimated 120,000 kilometers.</li><li>After returning to Morocco, he dictated an account of his travels, known as the <i>Rihla</i>.</li></ul>`,
      },
      choices: [
        { text: "Over nearly thirty years, Ibn Battuta covered some 120,000 kilometers, reaching lands from West Africa to China.", correct: true },
        { text: "Ibn Battuta, a scholar who was born in Tangier, Morocco, in 1304, set out on a pilgrimage to Mecca in 1325." },
        { text: "After returning home to Morocco, Ibn Battuta dictated an account of his travels, which is known as the <i>Rihla</i>." },
        { text: "Ibn Battuta was a scholar from Tangier, Morocco, whose travels are described in an account called the <i>Rihla</i>." },
      ],
      explanation:
        "<p>The best answer emphasizes the distance: some 120,000 kilometers over nearly thirty years, reaching lands from West Africa to China.</p><p>The sentence about his birth and his pilgrimage says where his travels began but not how far they went.</p><p>The sentence about dictating the <i>Rihla</i> describes what he did after his travels, not their extent.</p><p>The sentence naming his hometown and his account identifies him but gives no sense of distance.</p>",
    },
    {
      id: "pt3-rw-m2e-26",
      type: "SC",
      title: "",
      text: `<p>The student wants to emphasize how much John Glenn trusted Johnson’s work. ${SYNTHESIS}</p>`,
      test: "verbal",
      domain: "expression_ideas",
      skill: "rhetorical_synthesis",
      difficulty: "medium",
      passage: {
        topic: "science",
        title: "",
        html: `${NOTES}<ul><li>Katherine Johnson (1918–2020) was a mathematician at NASA.</li><li>She calculated flight paths, or trajectories, for early American spaceflights.</li><li>In 1962 the astronaut John Glenn was to become the first American to orbit Earth.</li><li>The path for his flight had been calculated by an electronic computer.</li><li>Before the flight, Glenn asked that Johnson check the computer’s numbers by hand.</li><li>In 2015 Johnson received the Presidential Medal of Freedom.</li></ul>`,
      },
      choices: [
        { text: "Katherine Johnson was a mathematician at NASA who calculated flight paths, or trajectories, for the earliest American spaceflights." },
        {
          text: "Before his 1962 orbital flight, John Glenn asked that Katherine Johnson check by hand the numbers a computer had produced for his path.",
          correct: true,
        },
        { text: "In 1962 the astronaut John Glenn became the first American to orbit Earth, following a path that an electronic computer had calculated." },
        {
          text: "Katherine Johnson, a NASA mathematician who calculated trajectories for early spaceflights, received the Presidential Medal of Freedom in 2015.",
        },
      ],
      explanation:
        "<p>The best answer shows Glenn’s trust: before his flight, he asked that Johnson check by hand the numbers an electronic computer had produced, relying on her to confirm the machine’s work.</p><p>The sentence about the Presidential Medal of Freedom shows that Johnson was honored, but it does not involve Glenn at all.</p><p>The sentence about Glenn’s flight and the computer-calculated path leaves Johnson out, so it cannot show his trust in her.</p><p>The sentence describing Johnson’s job says what she did at NASA but not how Glenn regarded her work.</p>",
    },
    {
      id: "pt3-rw-m2e-27",
      type: "SC",
      title: "",
      text: `<p>The student wants to explain why <i>The Harp</i> can no longer be seen. ${SYNTHESIS}</p>`,
      test: "verbal",
      domain: "expression_ideas",
      skill: "rhetorical_synthesis",
      difficulty: "hard",
      passage: {
        topic: "humanities",
        title: "",
        html: `${NOTES}<ul><li>Augusta Savage (1892–1962) was a sculptor and teacher in Harlem, New York.</li><li>For the 1939 New York World’s Fair, she made <i>The Harp</i>, a sculpture about 16 feet tall.</li><li>It showed a row of singing Black children forming the strings of a harp.</li><li>Its theme came from the song “Lift Every Voice and Sing.”</li><li>The sculpture was made of plaster.</li><li>When the fair closed, there was no money to cast it in bronze or to store it, and it was destroyed.</li></ul>`,
      },
      choices: [
        {
          text: "Made of plaster, <i>The Harp</i> was destroyed after the fair because there was no money to cast it in bronze or to store it.",
          correct: true,
        },
        { text: "Inspired by “Lift Every Voice and Sing,” <i>The Harp</i> showed a row of singing Black children forming the strings of a harp." },
        { text: "Augusta Savage made <i>The Harp</i> of plaster rather than bronze for the 1939 World’s Fair in New York, where it stood about 16 feet tall." },
        {
          text: "<i>The Harp</i>, which Savage made for the 1939 World’s Fair, was a 16-foot sculpture of singing Black children forming the strings of a harp.",
        },
      ],
      explanation:
        "<p>The best answer explains the loss: the sculpture was plaster, and with no money to cast it in bronze or store it after the fair, it was destroyed.</p><p>The sentence saying Savage made the sculpture of plaster rather than bronze is the most tempting, since it hints at a fragile material, but it never says what happened to the sculpture, so it does not explain why it cannot be seen.</p><p>The sentence giving the sculpture’s height and subject describes what visitors to the fair saw, not what became of it.</p><p>The sentence about the song that inspired it and the singing children describes the sculpture’s theme, not why it is gone.</p>",
    },
  ],
};

export default module;
