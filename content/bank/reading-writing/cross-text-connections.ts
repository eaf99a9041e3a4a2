import type { WrittenSkill } from "../types";

/**
 * Skill bank, Craft and Structure: Cross-Text Connections (30 questions, 10 per difficulty).
 * Each passage is a pair of short texts about a real debate, crediting real people with their own work.
 */
const base = {
  type: "SC" as const,
  title: "",
  test: "verbal" as const,
  domain: "craft_structure",
  skill: "cross_text_connections",
  tags: ["bank"],
};
const pair = (one: string, two: string) => `<p><b>Text 1</b></p><p>${one}</p><p><b>Text 2</b></p><p>${two}</p>`;

export default {
  skill: "cross_text_connections",
  questions: [
    // ───────────── easy ─────────────
    {
      ...base,
      id: "bank-rw-cross-text-connections-01",
      difficulty: "easy",
      text: "<p>Based on the texts, how would Stern (Text 2) most likely respond to the reason given in Text 1 for reclassifying Pluto?</p>",
      passage: {
        title: "",
        topic: "science",
        html: pair(
          "In 2006 the International Astronomical Union (IAU) adopted its first formal definition of a planet. To qualify, a body must orbit the Sun, be massive enough for its own gravity to pull it into a nearly round shape, and have “cleared the neighborhood” around its orbit of other sizable objects. Pluto, which shares its region of space with many icy bodies in the Kuiper belt, fails the last test and was reclassified as a dwarf planet.",
          "Planetary scientist Alan Stern, who led NASA’s New Horizons mission to Pluto, has long objected to the 2006 definition. Whether a body has cleared its orbit, he points out, depends as much on where it is as on what it is: even Earth, if it orbited as far out as Pluto does, would not clear the wide zone around its orbit. Stern prefers to classify bodies by their own properties, such as whether their gravity has made them round.",
        ),
      },
      choices: [
        { text: "He would agree that Pluto should be reclassified, since it is not massive enough for its gravity to have made it round." },
        { text: "He would object that the reason depends on Pluto’s location and surroundings rather than on Pluto’s own characteristics.", correct: true },
        { text: "He would argue that the Kuiper belt holds far fewer icy bodies than the IAU assumed when it wrote its definition." },
        { text: "He would point out that the definition was adopted before the New Horizons mission had sent back images of Pluto." },
      ],
      explanation:
        "<p>The best answer is that Stern would object that the reason depends on Pluto’s surroundings rather than on Pluto itself. Text 1 says Pluto fails only the “cleared the neighborhood” test; Stern argues that this test measures “where” a body is as much as “what it is,” since even Earth would fail it at Pluto’s distance, and he prefers tests based on a body’s own properties.</p><ul><li>Text 1 says Pluto fails only the last test, so it does meet the roundness requirement, and Stern favors roundness as a criterion.</li><li>Stern never disputes how many icy bodies share Pluto’s region; his objection is to using the neighborhood as a test at all.</li><li>Stern led New Horizons, but Text 2 says nothing about the timing of its images; his objection is to the logic of the definition.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-cross-text-connections-02",
      difficulty: "easy",
      text: "<p>Based on the texts, how would Caro and his colleagues (Text 2) most likely respond to the explanation described in Text 1?</p>",
      passage: {
        title: "",
        topic: "science",
        html: pair(
          "Zebras’ black-and-white stripes have puzzled biologists since Charles Darwin’s time. One long-popular explanation holds that the stripes protect zebras from predators: when a herd runs, the mass of moving stripes may make it hard for a lion or hyena to pick out a single animal or to judge its speed and direction.",
          "Biologist Tim Caro and his colleagues have tested many proposed explanations for zebra stripes. Lions and hyenas, they note, catch zebras as readily as other prey of similar size, and beyond a short distance the stripes are hard for these predators to make out at all. Biting flies, by contrast, clearly avoid stripes: in a 2019 study, horseflies landed far less often on horses wearing striped coats than on horses wearing plain ones.",
        ),
      },
      choices: [
        { text: "They would accept it and add that the stripes also help zebras recognize the other members of their herd." },
        { text: "They would argue that it applies to biting flies as well as to large predators such as lions and hyenas." },
        { text: "They would regard it as poorly supported, since stripes do not seem to keep zebras from being caught by such predators.", correct: true },
        { text: "They would reject it on the grounds that stripes make a running zebra easier for lions to single out from its herd." },
      ],
      explanation:
        "<p>The best answer is that Caro’s team would regard the predator explanation as poorly supported. Text 2 reports that lions and hyenas catch zebras as readily as similar prey and can barely see the stripes from a distance, while the clear effect of stripes is on biting flies.</p><ul><li>Herd recognition is never mentioned in either text, and Text 2 casts doubt on the explanation rather than accepting it.</li><li>Text 2 treats flies as the alternative explanation, not as an extension of the predator idea, which concerns confusing a chasing predator.</li><li>Text 2 says stripes do not help against predators; it never says stripes make zebras easier to single out.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-cross-text-connections-03",
      difficulty: "easy",
      text: "<p>Based on the texts, how would Johnson (Text 2) most likely respond to Swift’s proposal (Text 1)?</p>",
      passage: {
        title: "",
        topic: "humanities",
        html: pair(
          "In 1712 the writer Jonathan Swift published a proposal urging the creation of an official body, like the academies of France and Italy, that would improve the English language and then “fix” it, so that words and their meanings would stop changing. Swift worried that if English kept shifting, the writers of his own day would become hard to read within a few generations.",
          "When Samuel Johnson began work on his <i>Dictionary of the English Language</i>, he too hoped that it might help settle the language. By the time the dictionary appeared in 1755, he had given up that hope. In its preface he argued that no dictionary can keep a living language from changing, and he compared the attempt to hold words still to trying to “lash the wind.”",
        ),
      },
      choices: [
        { text: "He would agree that an official body could halt changes in English, as long as it relied on a dictionary to do so." },
        { text: "He would doubt that any effort, by an academy or by a dictionary, could keep the language from changing.", correct: true },
        { text: "He would argue that the writers of Swift’s own time were already difficult for readers to understand." },
        { text: "He would welcome the proposal, noting that French and Italian stopped changing once their academies were founded." },
      ],
      explanation:
        "<p>The best answer is that Johnson would doubt that any effort could keep the language from changing. Swift wanted English “fixed”; Johnson, who once shared that hope, concluded that no dictionary can stop a living language from changing and likened the attempt to lashing the wind.</p><ul><li>This reverses Johnson’s conclusion: he gave up the hope that a dictionary could settle the language.</li><li>Johnson’s point concerns whether change can be stopped, not whether Swift’s contemporaries were already hard to read.</li><li>Neither text says the French or Italian academies stopped those languages from changing, and Johnson would not welcome a plan he thought impossible.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-cross-text-connections-04",
      difficulty: "easy",
      text: "<p>Based on the texts, how would the author of Text 2 most likely respond to the claim described in Text 1?</p>",
      passage: {
        title: "",
        topic: "history_social",
        html: pair(
          "For much of the twentieth century, books and teachers repeated a striking claim: the Great Wall of China is the only human-made structure that can be seen with the naked eye from space. The claim seemed reasonable, since the wall runs for thousands of kilometers across northern China.",
          "Yang Liwei, China’s first astronaut, orbited Earth in 2003. Asked afterward whether he had seen the Great Wall, he said that he had not. Although the wall is very long, it is only a few meters wide in most places, and its stone and earth are close in color to the land around it, which makes it extremely hard to pick out from orbit.",
        ),
      },
      choices: [
        { text: "By agreeing that the wall’s great length makes it easy to see from orbit when conditions are right" },
        { text: "By arguing that other human-made structures are even harder to see from space than the wall is" },
        { text: "By noting that the claim overlooks how narrow the wall is and how close its color is to the land around it", correct: true },
        { text: "By suggesting that the wall had been largely worn away by the time the first astronauts reached orbit" },
      ],
      explanation:
        "<p>The best answer is that the author of Text 2 would say the claim overlooks how narrow the wall is and how close its color is to the land around it. Text 1 explains the claim by the wall’s length; Text 2 answers that length is not enough, since the wall is only a few meters wide and blends into the land, which is why Yang Liwei could not see it.</p><ul><li>Text 2 says the wall is extremely hard to see from orbit, which contradicts the idea that its length makes it easy to see.</li><li>Text 2 compares the wall with its surroundings, not with other structures.</li><li>Text 2 says nothing about the wall wearing away; it explains the difficulty by the wall’s width and color.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-cross-text-connections-05",
      difficulty: "easy",
      text: "<p>Based on the texts, how would Wilson (Text 2) most likely respond to Nabokov’s view of translation (Text 1)?</p>",
      passage: {
        title: "",
        topic: "humanities",
        html: pair(
          "When Vladimir Nabokov published his English translation of Alexander Pushkin’s verse novel <i>Eugene Onegin</i> in 1964, he gave up Pushkin’s rhymes and meter entirely. Any translation that tries to reproduce the music of a poem, Nabokov argued, must twist its meaning to fit; the translator’s only honest task is to render the exact sense of every line, however awkward the result.",
          "The critic Edmund Wilson, once Nabokov’s friend, attacked the translation in a 1965 review. Its English, Wilson complained, was often stiff and strange, full of rare words that few readers would recognize. A translation that gives readers no sense of why a poem is loved, he suggested, has failed at something essential, however faithful it may be word for word.",
        ),
      },
      choices: [
        { text: "He would argue that being faithful to a poem’s exact sense is not enough if readers get no sense of why the poem is loved.", correct: true },
        { text: "He would contend that Nabokov’s version is less faithful to Pushkin’s exact meaning than the earlier rhymed translations were." },
        { text: "He would agree that a translator should give up a poem’s rhymes but object to Nabokov’s choice of a verse novel." },
        { text: "He would claim that <i>Eugene Onegin</i> cannot be put into English at all and should be read only in Russian." },
      ],
      explanation:
        "<p>The best answer is that Wilson would argue that fidelity to a poem’s exact sense is not enough if readers get no sense of why the poem is loved. Nabokov treats exact sense as the translator’s “only honest task”; Wilson answers that a translation that conveys no sense of why a poem is loved has failed, “however faithful it may be word for word.”</p><ul><li>Wilson grants that the translation may be faithful; his complaint is about its stiff, strange English, not its accuracy.</li><li>Wilson never accepts giving up the rhymes, and he raises no objection to translating a verse novel.</li><li>Wilson judges one translation a failure; he does not say the poem cannot be translated.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-cross-text-connections-06",
      difficulty: "easy",
      text: "<p>Based on the texts, how would Portugal’s team (Text 2) most likely respond to the situation described in the last sentence of Text 1?</p>",
      passage: {
        title: "",
        topic: "science",
        html: pair(
          "Pelicans, geese, and many other large birds often migrate in V-shaped flocks. Engineers have long calculated that a bird flying just behind and to the side of another could gain lift from the swirling air shed by the leading bird’s wingtips, saving energy. But for decades this idea rested on aerodynamic theory and on studies of aircraft, because measuring the positions and wingbeats of wild birds in flight seemed impossible.",
          "In 2014 a team led by Steven Portugal fitted northern bald ibises, birds that had been raised to follow a microlight aircraft on migration, with small data loggers that recorded each bird’s position and every flap of its wings. The birds tended to fly where theory predicted the most uplift, and they timed their wingbeats to make the best use of the air moving off the wings of the bird ahead.",
        ),
      },
      choices: [
        { text: "They would agree that the positions of flying birds still cannot be measured precisely enough to test the theory." },
        { text: "They would argue that the theory holds for aircraft but does not apply to large migrating birds such as ibises." },
        { text: "They would note that ibises, unlike geese and pelicans, do not usually fly together in V-shaped flocks." },
        { text: "They would say that their study supplies measurements from birds in flight that are consistent with the theory.", correct: true },
      ],
      explanation:
        "<p>The best answer is that Portugal’s team would say their study supplies measurements from birds in flight that fit the theory. Text 1 says the idea rested on theory because wild birds could not be measured; Text 2 reports data loggers that recorded each bird’s position and wingbeats, and the birds flew and flapped as the theory predicts.</p><ul><li>The team did measure the birds’ positions and wingbeats, so they would not agree that this is still impossible.</li><li>Their results show the birds behaving as the theory predicts, so they support applying it to birds.</li><li>Neither text says ibises avoid V formations; the study’s results are about birds flying in the positions the theory describes.</li></ul>",
    },
    // ───────────── medium ─────────────
    {
      ...base,
      id: "bank-rw-cross-text-connections-07",
      difficulty: "medium",
      text: "<p>Based on the texts, how would Ostrom (Text 2) most likely respond to Hardin’s conclusion (Text 1)?</p>",
      passage: {
        title: "",
        topic: "history_social",
        html: pair(
          "In a famous 1968 essay, ecologist Garrett Hardin described “the tragedy of the commons.” Imagine a pasture open to every herder, he wrote: each herder gains the full benefit of adding another animal but shares the cost of overgrazing with everyone else, so each keeps adding animals until the pasture is ruined. To prevent such ruin, Hardin concluded, shared resources must be either divided into private property or controlled by government.",
          "Political economist Elinor Ostrom spent decades studying real commons, from alpine meadows in Switzerland to irrigation systems in Spain and fisheries in many countries. She found many communities that had managed shared resources successfully for generations without either privatization or outside control. Their users had devised their own rules, watched over one another, and punished those who took more than their share.",
        ),
      },
      choices: [
        { text: "She would argue that it overlooks an option her research documents: a resource managed by the people who use it.", correct: true },
        { text: "She would agree with it, noting that the communities she studied succeeded once their land was divided among private owners." },
        { text: "She would argue that overgrazing does much less lasting damage to shared pastures than Hardin assumed it does." },
        { text: "She would contend that it holds for pastures but not for resources such as fisheries and irrigation systems." },
      ],
      explanation:
        "<p>The best answer is that Ostrom would argue that Hardin’s conclusion overlooks a further possibility: management by the resource’s own users. Hardin allows only privatization or government control; Ostrom found communities that succeeded “without either,” through rules they made and enforced themselves.</p><ul><li>This reverses Text 2, which says the communities succeeded without privatization.</li><li>Ostrom does not question how harmful overgrazing is; she questions Hardin’s claim about how it can be prevented.</li><li>Her examples include alpine meadows, which are pastures, so she does not draw a line between pastures and other resources.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-cross-text-connections-08",
      difficulty: "medium",
      text: "<p>Based on the texts, how would Malotki (Text 2) most likely respond to Whorf’s conclusion (Text 1)?</p>",
      passage: {
        title: "",
        topic: "humanities",
        html: pair(
          "In essays written in the 1930s, linguist Benjamin Lee Whorf argued that the language of the Hopi people of Arizona contains no words, grammatical forms, or expressions that refer directly to time as speakers of English understand it. From this, Whorf concluded that Hopi speakers must think about time in a fundamentally different way than speakers of European languages do.",
          "Linguist Ekkehart Malotki’s 1983 book <i>Hopi Time</i>, based on years of work with Hopi speakers, documents hundreds of Hopi expressions concerning time: words for units such as days and seasons, grammatical ways of marking events that are yet to come, and even methods of keeping a calendar by observing where the sun rises on the horizon.",
        ),
      },
      choices: [
        { text: "He would agree that Hopi speakers think about time differently but trace the difference to their calendar, not their language." },
        { text: "He would argue that Whorf described the Hopi language correctly but was wrong about the European languages." },
        { text: "He would argue that the conclusion rests on a description of the Hopi language that his own findings contradict.", correct: true },
        { text: "He would contend that the Hopi expressions for time were borrowed from English after Whorf had finished his work." },
      ],
      explanation:
        "<p>The best answer is that Malotki would say Whorf’s conclusion rests on a description of Hopi that his findings contradict. Whorf reasoned from the claim that Hopi has no expressions referring to time; Malotki documented hundreds of them, so the premise of Whorf’s conclusion fails.</p><ul><li>Malotki mentions a Hopi calendar as one more way the Hopi deal with time; nothing suggests he accepts that they think about time in a fundamentally different way.</li><li>Malotki’s evidence is about Hopi, and it contradicts Whorf’s description of that language rather than confirming it.</li><li>Text 2 gives no history of where the expressions came from, and nothing suggests they were borrowed from English.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-cross-text-connections-09",
      difficulty: "medium",
      text: "<p>Based on the texts, how would the geologists described in Text 2 most likely respond to the proposal in Text 1?</p>",
      passage: {
        title: "",
        topic: "science",
        html: pair(
          "In 1980 physicist Luis Alvarez, his son, geologist Walter Alvarez, and their colleagues reported that a thin layer of clay laid down about 66 million years ago, when the dinosaurs vanished, contains unusually high levels of iridium, an element rare in Earth’s crust but common in asteroids. They proposed that an asteroid impact caused the mass extinction, a view strengthened when a huge crater of the right age was later identified beneath Mexico’s Yucatán Peninsula.",
          "Some geologists argue that the impact story leaves out a second catastrophe. Around the same time, enormous volcanic eruptions in India’s Deccan Traps poured out lava over hundreds of thousands of years, releasing gases that could have altered the climate. Because these eruptions began before the impact and continued after it, these geologists contend, they may have been a major cause of the extinctions, whether or not the impact also played a part.",
        ),
      },
      choices: [
        { text: "They would reject the evidence of an impact, arguing that the crater beneath the Yucatán is far older than the clay layer." },
        { text: "They would accept it and add that the Deccan eruptions were themselves set off by the force of the asteroid’s impact." },
        { text: "They would argue that it may credit one sudden event with too much when a long-lasting catastrophe also occurred then.", correct: true },
        { text: "They would argue that the iridium in the clay shows the extinctions happened far more slowly than the Alvarez team claimed." },
      ],
      explanation:
        "<p>The best answer is that these geologists would say the proposal may credit one sudden event with too much. The Alvarez team named the impact as the cause; Text 2 points to eruptions lasting hundreds of thousands of years around the same time and argues that they may have been a major cause, “whether or not the impact also played a part.”</p><ul><li>Text 2 does not dispute that an impact occurred or question the crater’s age; it adds a second possible cause.</li><li>Text 2 says the eruptions began before the impact, so they could not have been set off by it.</li><li>Text 2 says nothing about what the iridium shows regarding the pace of the extinctions.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-cross-text-connections-10",
      difficulty: "medium",
      text: "<p>Based on the texts, how would Limerick (Text 2) most likely respond to Turner’s claim that the closing of the frontier ended “the first period of American history” (Text 1)?</p>",
      passage: {
        title: "",
        topic: "history_social",
        html: pair(
          "In an 1893 lecture, historian Frederick Jackson Turner argued that the frontier, the advancing edge of settlement, had shaped the American character, encouraging self-reliance and democracy. Noting that the 1890 census no longer recognized a continuous frontier line, Turner declared that the frontier had closed, and with it “the first period of American history.”",
          "Historian Patricia Nelson Limerick, in her 1987 book <i>The Legacy of Conquest</i>, urged historians to treat the American West as a place with a continuous history rather than as a process that came to an end. The conflicts that marked the nineteenth-century West, over land, water, and minerals and among its many peoples, did not stop in 1890, she argued; they continued through the twentieth century.",
        ),
      },
      choices: [
        { text: "She would accept the claim but argue that the frontier had in fact closed several decades before the 1890 census." },
        { text: "She would argue that the claim draws a sharp break where the history of the West actually shows continuity.", correct: true },
        { text: "She would agree that the frontier encouraged self-reliance but argue that it did little to encourage democracy." },
        { text: "She would argue that the 1890 census overstated how much land in the West still remained unsettled at that time." },
      ],
      explanation:
        "<p>The best answer is that Limerick would say Turner’s claim draws a sharp break where the West’s history shows continuity. Turner treats 1890 as the end of a period; Limerick argues that the West’s conflicts over land, water and minerals “did not stop in 1890” but went on through the twentieth century.</p><ul><li>Limerick does not accept the idea of a closing at all; she rejects treating the West as a process that ended, whatever the date.</li><li>Text 2 does not take up Turner’s claims about self-reliance or democracy.</li><li>Limerick’s argument concerns the continuity of conflicts, not the accuracy of the census figures.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-cross-text-connections-11",
      difficulty: "medium",
      text: "<p>Which choice best describes a point on which the restorers in Text 1 and the critics in Text 2 disagree?</p>",
      passage: {
        title: "",
        topic: "humanities",
        html: pair(
          "Between 1980 and 1994, restorers at the Vatican cleaned Michelangelo’s frescoes in the Sistine Chapel, revealing startlingly bright colors beneath a dark surface. The restorers, led by Gianluigi Colalucci, maintained that what they had removed was centuries of candle soot together with layers of glue and varnish applied during earlier restorations, so that the ceiling now looked much as Michelangelo had left it.",
          "Not everyone welcomed the results. Art historian James Beck was among the critics who argued that some of the darker layers removed during the cleaning were not grime but final touches of shadow and glaze that Michelangelo himself had added after the plaster dried. On this view, the ceiling that visitors see today is brighter than Michelangelo intended.",
        ),
      },
      choices: [
        { text: "Whether the layers removed from the ceiling included touches that Michelangelo himself added", correct: true },
        { text: "Whether smoke from candles had darkened the surface of the ceiling over the centuries" },
        { text: "Whether Michelangelo painted most of the ceiling on wet plaster or on plaster that had dried" },
        { text: "Whether earlier restorers should have used methods that were not yet available before 1980" },
      ],
      explanation:
        "<p>The best answer is whether the layers removed from the ceiling included touches that Michelangelo himself added. The restorers say they removed only soot, glue and varnish; the critics say some of the dark layers were shadows and glazes that Michelangelo added.</p><ul><li>Neither side denies that soot darkened the ceiling; the critics argue only that not everything removed was grime.</li><li>The critics mention touches added “after the plaster dried,” but the restorers are not said to dispute how Michelangelo painted; the dispute is over what was taken off.</li><li>Neither text evaluates the methods of earlier restorers; Text 1 mentions them only as the source of the glue and varnish.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-cross-text-connections-12",
      difficulty: "medium",
      text: "<p>Based on the texts, how would Neumark and Wascher (Text 2) most likely respond to Card and Krueger’s finding (Text 1)?</p>",
      passage: {
        title: "",
        topic: "history_social",
        html: pair(
          "In 1992 New Jersey raised its minimum wage while neighboring Pennsylvania did not. Economists David Card and Alan Krueger surveyed fast-food restaurants in both states before and after the increase. Contrary to the standard prediction that a higher minimum wage reduces employment, they found that employment at the New Jersey restaurants did not fall relative to employment at the Pennsylvania restaurants.",
          "Economists David Neumark and William Wascher questioned the data behind that result. Card and Krueger’s employment figures came from telephone interviews with restaurant managers, which can be imprecise. Using payroll records from restaurants in the same areas, Neumark and Wascher found that employment in New Jersey had in fact declined relative to Pennsylvania.",
        ),
      },
      choices: [
        { text: "They would argue that fast-food restaurants in the two states were too different from each other to be compared." },
        { text: "They would accept the finding but argue that it applies to the fast-food industry and to no other kind of business." },
        { text: "They would dispute that New Jersey had actually raised its minimum wage while Pennsylvania kept its own unchanged." },
        { text: "They would argue that the finding may be a product of the way in which the employment figures were gathered.", correct: true },
      ],
      explanation:
        "<p>The best answer is that Neumark and Wascher would argue the finding may come from the way the employment figures were gathered. They note that Card and Krueger relied on telephone interviews, which can be imprecise, and that payroll records from the same areas show a decline in New Jersey.</p><ul><li>Neumark and Wascher compare restaurants in the same two states themselves, so they do not object to the comparison.</li><li>They do not accept the finding; their payroll data point the other way.</li><li>Neither text questions whether New Jersey raised its minimum wage; both studies take that as their starting point.</li></ul>",
    },
    // ───────────── hard ─────────────
    {
      ...base,
      id: "bank-rw-cross-text-connections-13",
      difficulty: "hard",
      text: "<p>Based on the texts, how would the critics in Text 2 most likely respond to the evidence Hockney offers in Text 1?</p>",
      passage: {
        title: "",
        topic: "humanities",
        html: pair(
          "In his 2001 book <i>Secret Knowledge</i>, the painter David Hockney, working with physicist Charles Falco, argued that from the early 1400s some European painters used lenses or concave mirrors to project images of their subjects onto a surface and trace them. As evidence, Hockney pointed to a sudden rise in the accuracy of details such as patterned fabrics, armor, and chandeliers, which he judged too precise to have been drawn by eye.",
          "Critics of the Hockney-Falco thesis note that no written record from the period describes painters using such devices, although artists’ manuals discuss many other studio practices. Some have also measured the perspective in paintings Hockney cites and found that it shifts within a single object, as it would if the artist had drawn each part by eye in turn rather than tracing one projected image.",
        ),
      },
      choices: [
        { text: "They would grant that the details were traced from projections but argue that the practice began well after the 1400s." },
        { text: "They would argue that the details Hockney cites are in fact less accurate than those in paintings made before the 1400s." },
        { text: "They would contend that close study of the paintings shows signs of drawing by eye rather than of tracing a projection.", correct: true },
        { text: "They would accept his evidence but point out that artists’ manuals from the period recommend working with lenses." },
      ],
      explanation:
        "<p>The best answer is that the critics would say close study of the paintings shows signs of drawing by eye rather than tracing. Hockney’s evidence is that certain details are too precise to be drawn by eye; the critics answer that the perspective shifts within single objects, which is what drawing part by part produces and what tracing one projection would not.</p><ul><li>The critics do not grant that tracing happened at any date; their evidence argues against it.</li><li>The critics do not dispute that the details are precise; they dispute how the precision was achieved.</li><li>This reverses Text 2, which says no written record from the period describes such devices.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-cross-text-connections-14",
      difficulty: "hard",
      text: "<p>Based on the texts, how would Watts, Duncan, and Quan (Text 2) most likely respond to the way the results described in Text 1 were “widely taken”?</p>",
      passage: {
        title: "",
        topic: "history_social",
        html: pair(
          "In experiments begun in the late 1960s, psychologist Walter Mischel offered preschoolers a choice: eat one marshmallow right away, or wait alone for several minutes and receive two. Follow-up studies found that the children who had waited longer tended, as adolescents, to earn higher scores on the SAT. The results were widely taken to show that a young child’s self-control powerfully shapes later success.",
          "In 2018 Tyler Watts, Greg Duncan, and Haonan Quan analyzed a version of the test given to more than 900 children from a far more varied set of families than Mischel’s, whose subjects were mostly children of Stanford University faculty, staff, and students. They too found a link between waiting time and later achievement, but it was only about half as strong, and it shrank to almost nothing once they accounted for factors such as family income and children’s early language and math skills.",
        ),
      },
      choices: [
        { text: "They would argue that there is no connection at all between how long a young child waits and the child’s later achievement." },
        { text: "They would argue that the link may largely reflect factors such as family income and early skills rather than self-control.", correct: true },
        { text: "They would agree that self-control drives later success but question whether marshmallows were a suitable reward." },
        { text: "They would argue that Mischel’s results hold for all children because the Stanford families resembled families nationwide." },
      ],
      explanation:
        "<p>The best answer is that they would argue the link may largely reflect factors such as family income and early skills rather than self-control. The common reading treats waiting as a sign of self-control that drives success; Watts and his colleagues found that the link nearly disappeared once family income and early skills were taken into account.</p><ul><li>This overstates their finding: they “too found a link,” only a weaker one that shrank once other factors were considered.</li><li>Their results challenge the idea that self-control drives success, and the choice of reward is never discussed.</li><li>Text 2 stresses that Mischel’s subjects came from a narrow group, unlike the more varied children Watts and his colleagues studied.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-cross-text-connections-15",
      difficulty: "hard",
      text: "<p>Based on the texts, how would the researchers described in Text 2 most likely respond to the conclusion reported in Text 1?</p>",
      passage: {
        title: "",
        topic: "science",
        html: pair(
          "In the mirror test, an animal is marked where it can see the mark only in a mirror; an animal that then touches or tries to remove the mark is taken to recognize itself. Only a few species, such as great apes, have clearly passed. In 2019 a team led by Masanori Kohda reported that cleaner wrasse, small reef fish, also pass: after seeing a brown mark on their throats in a mirror, the fish scraped their throats against the sand, apparently trying to remove it.",
          "Some researchers doubt that the wrasse result shows self-recognition. Cleaner wrasse make their living by picking parasites off other fish, so a small brown spot resembling a parasite is exactly the kind of thing these fish are primed to notice and act on. Scraping at such a mark, these skeptics argue, may reflect that specialized feeding behavior rather than any awareness that the fish in the mirror is itself.",
        ),
      },
      choices: [
        { text: "They would question whether the fish really scraped their throats after seeing the brown mark in the mirror." },
        { text: "They would argue that the fish’s behavior may be explained by its way of life without assuming it recognizes itself.", correct: true },
        { text: "They would agree that the fish recognize themselves but argue that the mark should have been placed elsewhere on the body." },
        { text: "They would argue that the mirror test reliably detects self-recognition in fish but not in apes and other mammals." },
      ],
      explanation:
        "<p>The best answer is that the skeptics would say the fish’s behavior may be explained by its way of life without assuming self-recognition. They accept that the fish scraped at the mark but suggest that a parasite-like spot triggers the feeding behavior of a fish that lives by removing parasites.</p><ul><li>The skeptics do not dispute the observation; they offer another explanation of why the fish scraped.</li><li>They doubt that the fish recognize themselves, and nothing in Text 2 concerns where the mark was placed.</li><li>Text 2 doubts what the test shows in this fish; it says nothing about the test failing for apes.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-cross-text-connections-16",
      difficulty: "hard",
      text: "<p>Which choice best describes how Hunt and Lipo (Text 2) would most likely respond to Diamond’s account (Text 1)?</p>",
      passage: {
        title: "",
        topic: "history_social",
        html: pair(
          "In his 2005 book <i>Collapse</i>, geographer Jared Diamond presented Rapa Nui (Easter Island) as a warning. Its Polynesian settlers, he argued, cut down the island’s palm forests, in part to move their famous stone statues; without trees, soil eroded, food ran short, and the society fell into warfare and decline well before Europeans arrived in 1722.",
          "Anthropologists Terry Hunt and Carl Lipo accept that the island’s forests disappeared, but they tell a different story about why it happened and what followed. Rats that arrived with the first settlers, they argue, ate the palms’ seeds and kept the forest from regrowing. The islanders adapted, farming in gardens protected by stones, and their population stayed fairly stable until European contact brought disease and, in the 1860s, slave raids that carried off many islanders.",
        ),
      },
      choices: [
        { text: "They would agree that the society collapsed before Europeans arrived but blame rats, not the islanders, for the loss of the forest." },
        { text: "They would dispute that the island was ever covered in forest, arguing that its soil was poor from the start of settlement." },
        {
          text: "They would accept that the forests disappeared but dispute both the main cause and the claim that the society collapsed before European contact.",
          correct: true,
        },
        {
          text: "They would argue that the islanders cleared the forests mainly for farming rather than for moving statues, with just the results that Diamond describes.",
        },
      ],
      explanation:
        "<p>The best answer is that Hunt and Lipo accept that the forests vanished but dispute both the main cause and the claim of a collapse before contact. They blame rats for keeping the forest from regrowing, and they say the population stayed fairly stable until Europeans brought disease and slave raids.</p><ul><li>This is half right: they do point to rats, but they deny a collapse before contact, saying the islanders adapted and their population stayed stable.</li><li>Text 2 says Hunt and Lipo “accept that the island’s forests disappeared,” so they do not deny that the island was forested.</li><li>Text 2 does not say the islanders cleared the forest for farming, and Hunt and Lipo reject the decline Diamond describes.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-cross-text-connections-17",
      difficulty: "hard",
      text: "<p>Based on the texts, how would Parry (Text 2) most likely regard the two responses of critics described in Text 1?</p>",
      passage: {
        title: "",
        topic: "humanities",
        html: pair(
          "Readers of Homer’s <i>Iliad</i> have long been puzzled by its fixed descriptive phrases. Achilles is “swift-footed” even when he is sitting still, and ships are “swift” even when they have been drawn up on the beach. Some critics took such epithets as signs of carelessness; others searched each one for a special meaning suited to its particular moment in the story.",
          "In studies published from 1928 onward, classicist Milman Parry showed that Homer’s epithets form a system: for a major character, there is usually one epithet to fit each position in the poem’s metrical line. Such formulas, Parry argued, are the tools of poets who composed aloud in performance, drawing on ready-made phrases of the right rhythm. Later, Parry and his student Albert Lord recorded singers in Yugoslavia who composed long epics in just this way.",
        ),
      },
      choices: [
        { text: "He would side with the critics who saw carelessness, since poets composing aloud had no time to choose their words with care." },
        { text: "He would side with the critics who sought special meanings, since each epithet in the system was designed for a single scene." },
        { text: "He would consider both mistaken, since the epithets were probably added later by the scribes who first wrote the poems down." },
        { text: "He would consider both mistaken, since an epithet was chosen to fit the rhythm of its line, not its moment in the story.", correct: true },
      ],
      explanation:
        "<p>The best answer is that Parry would consider both responses mistaken, since an epithet was chosen to fit the rhythm of its line rather than the moment in the story. If epithets are formulas matched to metrical positions, “swift-footed” for a seated Achilles is neither a slip nor a hidden comment on the scene.</p><ul><li>Parry treats the formulas as skilled “tools” of a system, not as evidence of carelessness, so he would not side with those critics.</li><li>The system matches epithets to positions in the line, not to scenes, which contradicts the search for special meanings.</li><li>This gets the first half right but gives the wrong reason: Parry ties the epithets to oral composition in performance, not to later scribes.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-cross-text-connections-18",
      difficulty: "hard",
      text: "<p>Based on the texts, how would Lindenfors, Wartel, and Lind (Text 2) most likely respond to Dunbar’s prediction (Text 1)?</p>",
      passage: {
        title: "",
        topic: "science",
        html: pair(
          "In the early 1990s, anthropologist Robin Dunbar found that across primate species, the average size of social groups rises with the relative size of the neocortex, the brain’s outer layer. Extending the relationship to humans, he predicted that people can maintain stable social relationships with about 150 others, a figure, now called Dunbar’s number, that he and others have linked to the sizes of villages, army units, and personal networks.",
          "In 2021 Patrik Lindenfors, Andreas Wartel, and Johan Lind reanalyzed primate data using several modern statistical methods. Their estimates of the human group size that the data predict varied widely with the method used, and the ranges of plausible values were enormous, stretching from a handful of people to several hundred. The data, they concluded, cannot single out any particular number as a limit on human social groups.",
        ),
      },
      choices: [
        { text: "They would argue that the true limit on stable human relationships is well above 150 people." },
        { text: "They would agree that 150 is right but doubt that neocortex size is the reason for the limit." },
        { text: "They would argue that primate group size bears no relationship to any feature of the brain." },
        { text: "They would argue that the primate data are too uncertain to support a specific figure like 150.", correct: true },
      ],
      explanation:
        "<p>The best answer is that they would argue the primate data are too uncertain to support a specific figure such as 150. Their reanalysis produced estimates that depended on the method and ranged from a handful of people to several hundred, so the data “cannot single out any particular number.”</p><ul><li>This is the tempting misreading: their ranges reach several hundred, but they conclude that no particular number is supported, not that the limit is higher.</li><li>They do not agree that 150 is right; their point is that the data cannot confirm it.</li><li>Text 2 questions the precision of the prediction, not whether any link between brain and group size exists.</li></ul>",
    },
    // ───────────── easy (19-22) ─────────────
    {
      ...base,
      id: "bank-rw-cross-text-connections-19",
      difficulty: "easy",
      text: "<p>Based on the texts, how would Tschopp, Mateus, and Benson (Text 2) most likely respond to Riggs’s conclusion (Text 1)?</p>",
      passage: {
        title: "",
        topic: "science",
        html: pair(
          "In 1877 the paleontologist Othniel Charles Marsh named a huge long-necked dinosaur <i>Apatosaurus</i>, and two years later he gave the name <i>Brontosaurus</i> to another skeleton of the same general kind. In 1903 Elmer Riggs, a paleontologist in Chicago, compared the two and concluded that they were too alike to belong to separate genera. Under the rules of scientific naming the older name takes priority, so <i>Brontosaurus</i> dropped out of scientific use, though it stayed popular with the public.",
          "In 2015 Emanuel Tschopp, Octávio Mateus, and Roger Benson published a study comparing nearly 500 features of the skeletons of dozens of long-necked dinosaurs, far more material than had been known in Riggs’s day. They found that the specimens assigned to <i>Brontosaurus</i> differ from those of <i>Apatosaurus</i> in enough features to be treated as a genus of their own, and they proposed bringing the name back.",
        ),
      },
      choices: [
        { text: "They would argue that the two kinds of dinosaur differ enough to be placed in separate genera after all.", correct: true },
        { text: "They would agree with it, since the rules of scientific naming require the older name to be used." },
        { text: "They would argue that the name <i>Brontosaurus</i> should return mainly because the public has grown fond of it." },
        { text: "They would accept that the skeletons belong together but argue that Riggs chose the wrong name to keep." },
      ],
      explanation:
        "<p>The best answer is that they would argue the two kinds of dinosaur differ enough to be placed in separate genera after all. Riggs judged the skeletons “too alike to belong to separate genera”; the 2015 study, using far more specimens and features, found that they differ “in enough features to be treated as a genus of their own.”</p><ul><li>The naming rule explains why <i>Brontosaurus</i> was dropped once the two were joined; the 2015 team rejects the joining itself, so they do not agree with Riggs.</li><li>Text 1 mentions the name’s popularity, but Text 2 bases the return of the name on differences in the skeletons, not on public affection.</li><li>The team does not accept that the skeletons belong together, and neither text questions which name is older.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-cross-text-connections-20",
      difficulty: "easy",
      text: "<p>Based on the texts, how would Russell (Text 2) most likely respond to the story described in Text 1?</p>",
      passage: {
        title: "",
        topic: "history_social",
        html: pair(
          "A familiar story holds that when Christopher Columbus asked the Spanish monarchs to pay for a voyage west across the Atlantic to Asia, learned advisers objected because they believed that Earth was flat and that his ships would sail off its edge. In this telling, Columbus’s voyage of 1492 proved the doubters wrong about the shape of the world.",
          "Historian Jeffrey Burton Russell has argued that educated Europeans of Columbus’s time, like their medieval predecessors, already knew that Earth is a sphere. The advisers who doubted Columbus, he notes, disputed his figures for the distance: they judged, correctly, that Asia lay much farther to the west than Columbus claimed, too far for the ships of the day to reach before their food and water ran out.",
        ),
      },
      choices: [
        { text: "He would agree that the advisers were mistaken, since Columbus did reach land by sailing west." },
        { text: "He would argue that Columbus himself believed that Earth was flat until his voyage proved otherwise." },
        { text: "He would say that the advisers opposed the voyage mainly because it would cost the monarchs too much." },
        { text: "He would say that it misrepresents the dispute, which concerned the distance to Asia, not Earth’s shape.", correct: true },
      ],
      explanation:
        "<p>The best answer is that Russell would say the story misrepresents the dispute, which concerned the distance to Asia rather than the shape of Earth. Text 1 claims the advisers thought Earth was flat; Russell says educated Europeans already knew it was a sphere and that the advisers questioned Columbus’s “figures for the distance.”</p><ul><li>Russell says the advisers were right (“correctly”) about how far Asia was; reaching some land in the west does not show that they were mistaken.</li><li>Russell says educated Europeans knew Earth was a sphere, and nothing in Text 2 suggests that Columbus thought otherwise.</li><li>Text 2 explains the advisers’ objection by the distance and the ships’ supplies, not by the cost of the voyage.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-cross-text-connections-21",
      difficulty: "easy",
      text: "<p>Based on the texts, how would Pullum (Text 2) most likely respond to the claim described in Text 1?</p>",
      passage: {
        title: "",
        topic: "humanities",
        html: pair(
          "It is often said that the Inuit peoples of the Arctic have dozens or even hundreds of words for snow, and the claim is widely repeated as proof that the world a people lives in shapes the words it uses. In magazines and textbooks, the number has tended to grow with each retelling.",
          "Drawing on research by anthropologist Laura Martin, linguist Geoffrey Pullum traced the claim back to a 1911 passage in which the anthropologist Franz Boas mentioned just four separate roots for snow in one Inuit language, not so different from English “snow,” “slush,” and “blizzard.” Pullum added that counting words tells little in these languages, which build long words by attaching many endings to a single root.",
        ),
      },
      choices: [
        { text: "He would accept the number of words but deny that life in the Arctic has anything to do with it." },
        { text: "He would argue that it grew from a modest observation and relies on a misleading way of counting words.", correct: true },
        { text: "He would argue that English has many more words for snow than any Inuit language does." },
        { text: "He would argue that Boas was wrong to say that Inuit languages have separate roots for snow." },
      ],
      explanation:
        "<p>The best answer is that Pullum would argue the claim grew from a modest observation and relies on a misleading way of counting words. He traced it to Boas’s mention of “just four separate roots,” and he noted that counting words “tells little” in languages that attach many endings to one root.</p><ul><li>Pullum does not accept the number; he shows that the original observation was far smaller.</li><li>Pullum compares the Inuit roots with a few English words to show that they are “not so different,” not to claim that English has many more.</li><li>Pullum relies on Boas’s four roots as the claim’s modest starting point; he does not say Boas was wrong.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-cross-text-connections-22",
      difficulty: "easy",
      text: "<p>Based on the texts, how would Schaffner and Miranda (Text 2) most likely respond to the reasoning behind the rule described in Text 1?</p>",
      passage: {
        title: "",
        topic: "science",
        html: pair(
          "Many people follow the “five-second rule”: food dropped on the floor is safe to eat as long as it is picked up quickly. The reasoning is that germs on the floor need at least a few seconds to move onto a piece of food, so food that is snatched up at once stays clean.",
          "In a 2016 study, food scientists Donald Schaffner and Robyn Miranda dropped watermelon, bread, buttered bread, and gummy candy onto steel, tile, wood, and carpet that had been coated with bacteria. Some bacteria moved onto the food in less than one second. Longer contact usually meant more bacteria, but the amount depended heavily on the food and the surface: moist watermelon picked up the most, and carpet passed on the least.",
        ),
      },
      choices: [
        { text: "They would agree that bacteria do not reach dropped food during its first few seconds on the floor." },
        { text: "They would argue that the time food spends on the floor has no effect on how many bacteria it gains." },
        { text: "They would point out that bacteria can reach dropped food in far less time than the rule allows.", correct: true },
        { text: "They would say that the rule is sound for food dropped on carpet but not for food dropped on wood." },
      ],
      explanation:
        "<p>The best answer is that Schaffner and Miranda would point out that bacteria can reach dropped food in far less time than the rule allows. The rule assumes germs need “a few seconds”; the study found that some bacteria moved onto food “in less than one second.”</p><ul><li>This repeats the reasoning the study undercuts: bacteria reached the food in under a second.</li><li>Text 2 says longer contact “usually meant more bacteria,” so time does matter, even though it is not the only factor.</li><li>Carpet passed on the least bacteria, but Text 2 never says that any surface makes the rule sound.</li></ul>",
    },
    // ───────────── medium (23-26) ─────────────
    {
      ...base,
      id: "bank-rw-cross-text-connections-23",
      difficulty: "medium",
      text: "<p>Based on the texts, how would Pääbo’s team (Text 2) most likely respond to the view that modern humans and Neanderthals did not interbreed (Text 1)?</p>",
      passage: {
        title: "",
        topic: "science",
        html: pair(
          "By the 1990s, many researchers held that modern humans arose in Africa and then spread across the world, replacing other human groups they met along the way, such as the Neanderthals of Europe and western Asia. Early genetic evidence seemed to favor a clean replacement: DNA recovered from a Neanderthal bone in 1997 differed from that of living people in ways that suggested the two groups had not interbred.",
          "In 2010 a team led by geneticist Svante Pääbo published a draft of the entire Neanderthal genome, pieced together from DNA in bones found in a cave in Croatia. Comparing it with the genomes of people alive today, the team found that people of European and Asian ancestry, but not the people from sub-Saharan Africa whom they studied, carry a small share of DNA, a few percent, inherited from Neanderthals.",
        ),
      },
      choices: [
        { text: "They would agree with it, since the sub-Saharan Africans they studied carry no Neanderthal DNA." },
        { text: "They would argue that some interbreeding did occur, since many people living today carry Neanderthal DNA.", correct: true },
        { text: "They would argue that the two groups merged into one population in which neither replaced the other." },
        { text: "They would argue that modern humans did not arise in Africa, since Africans lack Neanderthal DNA." },
      ],
      explanation:
        "<p>The best answer is that the team would argue that some interbreeding did occur, since many people living today carry Neanderthal DNA. Text 1’s view rests on the 1997 evidence that the groups “had not interbred”; the 2010 genome shows that people of European and Asian ancestry inherited “a few percent” of their DNA from Neanderthals, which could happen only through interbreeding.</p><ul><li>The absence of Neanderthal DNA in the sub-Saharan Africans studied fits the fact that Neanderthals lived in Europe and western Asia; it does not cancel the Neanderthal DNA found in other people.</li><li>A share of “a few percent” shows some mixing, not a merger of equals; nothing in Text 2 says the replacement did not happen.</li><li>Text 2 says nothing about where modern humans arose; the lack of Neanderthal DNA in Africa is not evidence against an African origin.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-cross-text-connections-24",
      difficulty: "medium",
      text: "<p>Based on the texts, how would Spanos and Gottlieb (Text 2) most likely respond to Caporael’s proposal (Text 1)?</p>",
      passage: {
        title: "",
        topic: "history_social",
        html: pair(
          "In 1692 several girls in Salem Village, Massachusetts, began to suffer fits, pricking sensations, and frightening visions, and the accusations that followed led to the execution of twenty people for witchcraft. In 1976 psychologist Linnda Caporael proposed a medical cause: ergot, a fungus that infects rye and can cause convulsions and hallucinations in people who eat the grain, may have contaminated the village’s bread after a warm, wet growing season.",
          "Later in 1976, psychologists Nicholas Spanos and Jack Gottlieb replied to Caporael. Ergot poisoning, they noted, tends to strike whole households that share the same grain, and young children especially, yet in Salem the afflicted were mostly adolescent girls and young women whose families showed no symptoms. The girls’ fits also began and ended on cue, as when an accused person entered or left the room where they were being examined.",
        ),
      },
      choices: [
        { text: "They would agree that ergot caused the fits but argue that the contaminated grain was wheat rather than rye." },
        { text: "They would argue that the girls had no fits at all and that the records of the examinations were invented." },
        { text: "They would argue that those accused of witchcraft, not their accusers, were the ones who had eaten the ergot." },
        { text: "They would argue that the pattern of who was afflicted, and when, does not fit poisoning by tainted grain.", correct: true },
      ],
      explanation:
        "<p>The best answer is that Spanos and Gottlieb would argue that the pattern of who was afflicted, and when, does not fit poisoning by tainted grain. Ergot would sicken whole households and young children, but in Salem mostly adolescent girls and young women suffered while their families stayed well, and the fits started and stopped with the arrival and departure of the accused.</p><ul><li>Spanos and Gottlieb do not accept ergot as the cause at all, and neither text mentions wheat.</li><li>Text 2 accepts that the girls had fits and uses when the fits happened as evidence; it never says the records were invented.</li><li>Text 2 says nothing about the accused eating ergot; its point is that the symptoms do not fit ergot poisoning in anyone.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-cross-text-connections-25",
      difficulty: "medium",
      text: "<p>Based on the texts, how would Golb (Text 2) most likely respond to de Vaux’s conclusion about who produced the scrolls (Text 1)?</p>",
      passage: {
        title: "",
        topic: "humanities",
        html: pair(
          "Between 1947 and 1956, hundreds of ancient scrolls were found in caves near Qumran, a ruined settlement above the northwest shore of the Dead Sea. The archaeologist Roland de Vaux, who excavated the ruins in the 1950s, concluded that Qumran had housed a small, strict Jewish religious community, often identified with the Essenes, whose members copied or composed many of the scrolls and hid them in the nearby caves.",
          "Historian Norman Golb has argued that the scrolls were never the library of a single small group. They were written, he points out, in the handwriting of hundreds of different scribes, and they express a wide range of religious ideas, some of which conflict with one another. In Golb’s view, the scrolls came from libraries in Jerusalem and were carried to the caves for safekeeping when Roman armies besieged the city around 70 CE.",
        ),
      },
      choices: [
        { text: "He would accept that one community owned the scrolls but doubt that the community should be identified with the Essenes." },
        { text: "He would argue that the scrolls are too varied in handwriting and outlook to be the work of one small community.", correct: true },
        { text: "He would agree that the scrolls were written at Qumran but argue that they were hidden in the caves long after 70 CE." },
        { text: "He would argue that a single scribe in Jerusalem copied all of the scrolls from the works of many different authors." },
      ],
      explanation:
        "<p>The best answer is that Golb would argue the scrolls are too varied in handwriting and outlook to be the work of one small community. He cites the hands of “hundreds of different scribes” and religious ideas that “conflict with one another,” and he traces the scrolls to libraries in Jerusalem rather than to Qumran.</p><ul><li>Golb denies that the scrolls were the library of “a single small group,” so he does not accept that one community owned them.</li><li>Golb says the scrolls came from Jerusalem, not Qumran, and he dates their hiding to the siege around 70 CE, not long after it.</li><li>Golb stresses the hands of hundreds of scribes, which rules out a single copyist.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-cross-text-connections-26",
      difficulty: "medium",
      text: "<p>Based on the texts, how would Hirsch (Text 2) most likely respond to the view that a poem’s meaning must be found “in the words on the page” (Text 1)?</p>",
      passage: {
        title: "",
        topic: "humanities",
        html: pair(
          "In a 1946 essay, the literary critics W. K. Wimsatt and Monroe Beardsley named what they called the “intentional fallacy”: the error of interpreting or judging a poem by what its author meant to do. Once a poem is published, they argued, it belongs to the public; its meaning must be found in the words on the page, read according to the shared rules of the language, and not in the poet’s private plans.",
          "The critic E. D. Hirsch Jr. objected in his 1967 book <i>Validity in Interpretation</i>. The same sequence of words, he pointed out, can carry many different meanings, all of them allowed by the rules of the language. If the author’s intended meaning is set aside, Hirsch argued, nothing remains by which to decide among competing readings, and no interpretation of a text could be shown to be more valid than any other.",
        ),
      },
      choices: [
        { text: "He would agree, adding that a poem’s public of readers settles its meaning by reaching agreement over time." },
        { text: "He would argue that a poem’s words carry no meaning at all until a critic has interpreted them." },
        { text: "He would argue that the words alone allow many meanings, so the author’s intention is needed to choose among them.", correct: true },
        { text: "He would argue that a poem should be judged by whether it carries out its author’s plans, whatever its words say." },
      ],
      explanation:
        "<p>The best answer is that Hirsch would argue the words alone allow many meanings, so the author’s intention is needed to choose among them. He says the same words can carry many meanings “allowed by the rules of the language,” and that without the author’s intended meaning “nothing remains by which to decide among competing readings.”</p><ul><li>Hirsch does not agree with Wimsatt and Beardsley, and he never suggests that readers settle meaning by agreement; he makes the author’s intention the standard.</li><li>Hirsch’s point is that words carry too many meanings, not none; he never says meaning waits for a critic.</li><li>Hirsch is concerned with deciding what a text means, not with judging whether a poem carries out its author’s plans, and he does not dismiss what the words say.</li></ul>",
    },
    // ───────────── hard (27-30) ─────────────
    {
      ...base,
      id: "bank-rw-cross-text-connections-27",
      difficulty: "hard",
      text: "<p>Based on the texts, how would Hodges and Whitehouse (Text 2) most likely respond to Pirenne’s account of when the West’s Mediterranean trade declined (Text 1)?</p>",
      passage: {
        title: "",
        topic: "history_social",
        html: pair(
          "In <i>Mohammed and Charlemagne</i> (1937), the Belgian historian Henri Pirenne argued that the Germanic kingdoms that replaced Roman rule in the West during the fifth century left the Mediterranean economy largely intact: ships still carried papyrus, spices, and oil between East and West. The decisive rupture, in his view, came only in the seventh century, when Arab conquests closed the sea to Christian commerce and forced western Europe to turn inward upon an economy of land.",
          "In a 1983 study, the archaeologists Richard Hodges and David Whitehouse set Pirenne’s thesis against the evidence of excavation. Pottery from sites around the western Mediterranean, including fragments of the jars in which oil and wine were shipped, records imports dwindling steadily through the sixth century, well before Arab armies appeared, while the towns of the West contracted over the same decades.",
        ),
      },
      choices: [
        { text: "They would agree that the Arab conquests ended Mediterranean trade but would place those conquests in the sixth century." },
        { text: "They would argue that the Germanic kingdoms, not the Arab conquests, closed the sea to Western shipping in the fifth century." },
        { text: "They would argue that the decline was well underway before the event that Pirenne treats as its cause.", correct: true },
        { text: "They would accept Pirenne’s timing but argue that the trade in oil and wine outlasted the trade in papyrus and spices." },
      ],
      explanation:
        "<p>The best answer is that Hodges and Whitehouse would argue the decline was well underway before the event that Pirenne treats as its cause. Pirenne dates the “decisive rupture” to the Arab conquests of the seventh century; the excavated pottery shows imports “dwindling steadily through the sixth century, well before Arab armies appeared.”</p><ul><li>Text 2 does not move the conquests to the sixth century; it says the decline came “well before Arab armies appeared,” so the conquests could not have caused it.</li><li>Text 2 describes a gradual dwindling through the sixth century, not a closing of the sea by the Germanic kingdoms in the fifth; it names no new cause at all.</li><li>Text 2 rejects Pirenne’s timing, and its evidence of oil and wine jars shows those imports dwindling too.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-cross-text-connections-28",
      difficulty: "hard",
      text: "<p>Based on the texts, how would Majerus (Text 2) most likely respond to the critics’ objection described in Text 1?</p>",
      passage: {
        title: "",
        topic: "science",
        html: pair(
          "In the 1950s Bernard Kettlewell released pale and dark peppered moths into polluted and unpolluted English woods and found that birds ate more of whichever form stood out against the bark. His work became a textbook example of natural selection, explaining why the dark form had become common in soot-blackened industrial regions. Critics later objected that Kettlewell had placed his moths on tree trunks by day, when in the wild the moths choose their own resting places by night, and in numbers far denser than occur naturally, so his results might not show what birds actually do.",
          "Between 2001 and 2007 the geneticist Michael Majerus ran an experiment near Cambridge designed to answer these objections. He released moths at night and in small numbers, and let each one settle where it chose; most came to rest on branches rather than on trunks. Watching at dawn, he saw birds take the moths, and the dark form, now conspicuous in the cleaner air of modern England, was eaten more often than the pale one.",
        ),
      },
      choices: [
        { text: "He would agree that the moths seldom rest on trunks and conclude that birds cannot account for the moths’ changing colors." },
        { text: "He would argue that when the conditions they faulted are corrected, birds still take more of the moths that stand out.", correct: true },
        { text: "He would argue that Kettlewell’s results hold for polluted woods but that birds rarely eat peppered moths in clean ones." },
        { text: "He would reject the objection on the grounds that peppered moths in the wild rest on trunks far more often than on branches." },
      ],
      explanation:
        "<p>The best answer is that Majerus would argue that when the conditions the critics faulted are corrected, birds still take more of the moths that stand out. His moths were released at night, in small numbers, and chose their own resting places, which answers the objections to Kettlewell’s method, and birds still ate more of the form that was conspicuous, now the dark one.</p><ul><li>This is half right: most of Majerus’s moths did rest on branches, but his birds still ate more of the conspicuous form, so predation still explains the colors.</li><li>Majerus’s experiment took place in the cleaner air of modern England, and birds there did eat the moths, the dark ones more often.</li><li>This contradicts Text 2, where most moths settled on branches rather than trunks; Majerus answers the objection by changing the method, not by denying where moths rest.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-cross-text-connections-29",
      difficulty: "hard",
      text: "<p>Based on the texts, how would Terrace (Text 2) most likely respond to the Gardners’ interpretation of Washoe’s combinations of signs (Text 1)?</p>",
      passage: {
        title: "",
        topic: "science",
        html: pair(
          "Beginning in 1966, psychologists Allen and Beatrix Gardner raised a young chimpanzee named Washoe and taught her signs from American Sign Language. Washoe learned well over a hundred signs and sometimes joined them in pairs never shown to her, as when she reportedly signed “water bird” on first seeing a swan. The Gardners took such combinations as evidence that an ape could put together new expressions of her own, an ability long thought unique to human language.",
          "Psychologist Herbert Terrace, who spent several years teaching signs to another chimpanzee, Nim Chimpsky, came to doubt such claims. When he and his colleagues analyzed videotapes of Nim’s lessons, they found that many of his combinations repeated, in whole or in part, signs his teacher had just made, and that his longer strings added little information to his shorter ones. Terrace reported that films of other signing apes, Washoe among them, showed the same pattern of prompting.",
        ),
      },
      choices: [
        { text: "He would accept that Washoe formed new expressions but argue that Nim, unlike her, merely copied his teachers." },
        { text: "He would argue that Washoe’s combinations may have echoed her trainers’ signs rather than expressing ideas of her own.", correct: true },
        { text: "He would dispute that Washoe learned any signs at all, since apes cannot be taught the signs of a human language." },
        { text: "He would argue that Washoe’s longer combinations offered stronger evidence of language than her pairs of signs did." },
      ],
      explanation:
        "<p>The best answer is that Terrace would argue that Washoe’s combinations may have echoed her trainers’ signs rather than expressing ideas of her own. He found that Nim’s combinations often repeated the signs his teacher had just made, and he reported “the same pattern of prompting” in films of Washoe.</p><ul><li>The last sentence of Text 2 extends Terrace’s doubt to Washoe, so he does not treat her as an exception to the pattern he found in Nim.</li><li>Terrace taught Nim signs for years; he doubts that the apes’ combinations show language, not that apes can learn signs.</li><li>Terrace found that longer strings “added little information” to shorter ones, so he would not treat length as stronger evidence.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-cross-text-connections-30",
      difficulty: "hard",
      text: "<p>Based on the texts, how would Tacitus (Text 2) most likely regard Suetonius’s account of Nero’s role in the fire (Text 1)?</p>",
      passage: {
        title: "",
        topic: "history_social",
        html: pair(
          "In his <i>Lives of the Caesars</i>, written in the early second century, the Roman biographer Suetonius presents the great fire that burned much of Rome in 64 CE as the emperor Nero’s own doing. Nero, he writes, watched the blaze from a tower and, delighted by the beauty of the flames, sang of the fall of Troy in his stage costume.",
          "The historian Tacitus, writing a few years before Suetonius, gives a more guarded account. Whether the fire began by accident or by the emperor’s design is uncertain, he says, since earlier writers report both. Nero was at Antium, on the coast, when it broke out, and he returned to open public buildings and his own gardens to the homeless. The tale that he sang of Troy as the city burned, Tacitus adds, was a rumor that spread at the time and that robbed his relief measures of any gratitude.",
        ),
      },
      choices: [
        { text: "As too harsh, since Nero’s relief measures show that he cannot have been responsible for the fire" },
        { text: "As reliable, since both writers agree that Nero watched the fire from a tower inside the city" },
        { text: "As presenting as settled fact a charge that Tacitus calls uncertain and a story that he reports as rumor", correct: true },
        { text: "As mistaken in blaming Nero, since Tacitus shows that the fire broke out by accident while Nero was away" },
      ],
      explanation:
        "<p>The best answer is that Tacitus would regard Suetonius’s account as presenting as settled fact a charge he calls uncertain and a story he reports as rumor. Suetonius states that the fire was Nero’s “own doing” and that Nero sang of Troy; Tacitus says the cause “is uncertain” and calls the singing “a rumor.”</p><ul><li>Tacitus reports Nero’s relief measures but still leaves the cause uncertain; he does not say they prove Nero innocent.</li><li>Tacitus places Nero at Antium when the fire broke out and never mentions a tower, so the two writers do not agree on this.</li><li>This half-true choice overstates Tacitus: Nero was away when the fire began, but Tacitus says that accident and design are both reported and does not decide between them.</li></ul>",
    },
  ],
} satisfies WrittenSkill;
