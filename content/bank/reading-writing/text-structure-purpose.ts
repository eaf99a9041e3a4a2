import type { WrittenSkill } from "../types";

/**
 * Skill bank, Craft and Structure: Text Structure and Purpose (30 questions, 10 per difficulty).
 * Literary passages are excerpts from real public-domain works, cited in `source` and in the intro line.
 */
const PURPOSE = "<p>Which choice best states the main purpose of the text?</p>";
const STRUCTURE = "<p>Which choice best describes the overall structure of the text?</p>";
const UNDERLINED = "<p>Which choice best describes the function of the underlined sentence in the text as a whole?</p>";
const base = {
  type: "SC" as const,
  title: "",
  test: "verbal" as const,
  domain: "craft_structure",
  skill: "text_structure_purpose",
  tags: ["bank"],
};

export default {
  skill: "text_structure_purpose",
  questions: [
    // ───────────── easy ─────────────
    {
      ...base,
      id: "bank-rw-text-structure-purpose-01",
      difficulty: "easy",
      text: PURPOSE,
      passage: {
        title: "",
        topic: "literature",
        source: { author: "Charles Dickens", title: "Great Expectations", year: 1861 },
        html: "<p>The following text is from Charles Dickens’s 1861 novel <i>Great Expectations</i>.</p><p>My father’s family name being Pirrip, and my Christian name Philip, my infant tongue could make of both names nothing longer or more explicit than Pip. So, I called myself Pip, and came to be called Pip.</p><p>I give Pirrip as my father’s family name, on the authority of his tombstone and my sister,—Mrs. Joe Gargery, who married the blacksmith.</p>",
      },
      choices: [
        { text: "To describe what the narrator remembers about his father’s working life" },
        { text: "To explain how the narrator came to be known by a shortened name", correct: true },
        { text: "To suggest that the narrator was ashamed of his family’s name as a child" },
        { text: "To introduce the sister who raised the narrator and the man she married" },
      ],
      explanation:
        "<p>The best answer is that the text explains how the narrator came to be known by a shortened name. As a small child he could not say “Pirrip” or “Philip,” so he called himself Pip, and others followed; the second paragraph only adds where the family name comes from.</p><ul><li>His father’s working life is never described; the father appears only through his name and his tombstone.</li><li>Nothing suggests shame: the name was shortened because his “infant tongue” could manage nothing longer.</li><li>The sister and the blacksmith are mentioned, but only as a source for the family name, not as the focus of the text.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-text-structure-purpose-02",
      difficulty: "easy",
      text: PURPOSE,
      passage: {
        title: "",
        topic: "literature",
        source: { author: "F. Scott Fitzgerald", title: "The Great Gatsby", year: 1925 },
        html: "<p>The following text is adapted from F. Scott Fitzgerald’s 1925 novel <i>The Great Gatsby</i>.</p><p>In my younger and more vulnerable years my father gave me some advice that I’ve been turning over in my mind ever since.</p><p>“Whenever you feel like criticizing any one,” he told me, “just remember that all the people in this world haven’t had the advantages that you’ve had.”</p><p>He didn’t say any more, but we’ve always been unusually communicative in a reserved way, and I understood that he meant a great deal more than that. In consequence, I’m inclined to reserve all judgments.</p>",
      },
      choices: [
        { text: "To explain why the narrator has come to regret his old habit of sharply criticizing nearly everyone he meets" },
        { text: "To portray the narrator’s father as a man who rarely spoke to his son about anything of importance" },
        { text: "To recount advice the narrator received and the lasting effect it has had on how he treats others", correct: true },
        { text: "To contrast the narrator’s privileged youth with the hardships faced by the people around him" },
      ],
      explanation:
        "<p>The best answer is that the text recounts a piece of advice and its lasting effect. The narrator has been “turning over” his father’s words “ever since,” and he ends by saying that, as a result, he is “inclined to reserve all judgments.”</p><ul><li>The narrator never says he used to criticize everyone; the advice led him to hold back judgments, and nothing is said about regret.</li><li>The father “didn’t say any more,” but the narrator says they are “unusually communicative in a reserved way” and that he understood much more; the father is not shown as distant.</li><li>The advice mentions others lacking the narrator’s “advantages,” but the text does not go on to describe anyone’s hardships or contrast them with his youth.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-text-structure-purpose-03",
      difficulty: "easy",
      text: PURPOSE,
      passage: {
        title: "",
        topic: "science",
        html: "<p>In parts of Mozambique, Yao honey hunters and a wild bird called the greater honeyguide work as partners. The bird leads people to bees’ nests hidden in trees; the people open the nests, using smoke to calm the bees, and the bird eats the wax left behind. Hunters summon the birds with a special trilling call, “brrr-hm.” In a 2016 study, zoologist Claire Spottiswoode and her colleagues walked through the bush playing recordings of this call and of other sounds. Honeyguides were far more likely to guide the researchers to a nest when they heard the hunters’ call than when they heard the other sounds.</p>",
      },
      choices: [
        { text: "To argue that the honey hunters’ use of smoke is slowly reducing the number of honeyguides in the region" },
        { text: "To present a study indicating that honeyguides respond to a particular call that hunters use to seek their help", correct: true },
        { text: "To explain how honeyguides manage to find bees’ nests hidden high in trees without any help from people" },
        { text: "To compare the methods that honey hunters in several parts of Africa use to open bees’ nests safely" },
      ],
      explanation:
        "<p>The best answer is that the text presents a study indicating that honeyguides respond to a particular call that hunters use to seek their help. After describing the partnership and the hunters’ “brrr-hm” call, the text reports that honeyguides guided researchers far more often when they heard that call than when they heard other sounds.</p><ul><li>The text never says that smoke harms honeyguides or that their numbers are falling.</li><li>The text says the birds lead people to nests, but it never explains how the birds find them.</li><li>Only the Yao hunters of Mozambique are described, so there is no comparison of methods across Africa.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-text-structure-purpose-04",
      difficulty: "easy",
      text: PURPOSE,
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>Paper money first came into wide use in China under the Song dynasty. In the region of Sichuan, the everyday currency of the early eleventh century was iron coins, which were so heavy and of such low value that paying for large purchases meant hauling around great loads of metal. Merchants there began issuing paper notes, called jiaozi, that could be exchanged for coins they held on deposit. In 1024 the government took over the issuing of these notes, creating one of the first paper currencies backed by a state.</p>",
      },
      choices: [
        { text: "To argue that the Song government managed its currency more wisely than the governments that came before it" },
        { text: "To describe how merchants in Sichuan grew wealthy by trading in coins made of iron and other metals" },
        { text: "To explain how the drawbacks of Sichuan’s iron coins led to the use of paper money there", correct: true },
        { text: "To compare the value of the iron coins used in Sichuan with the value of coins used elsewhere in China" },
      ],
      explanation:
        "<p>The best answer is that the text explains how the drawbacks of Sichuan’s iron coins led to the use of paper money there. Sichuan’s iron coins were heavy and worth little, so merchants issued paper notes that stood for coins on deposit, and the government later took over issuing them.</p><ul><li>No earlier government is discussed, so there is nothing to support a claim that the Song managed money more wisely.</li><li>The merchants issued notes; the text never says they grew wealthy, or that they traded in coins.</li><li>The iron coins are said to be of low value, but they are not compared with coins from any other part of China.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-text-structure-purpose-05",
      difficulty: "easy",
      text: STRUCTURE,
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>When a ceramic bowl breaks, the usual goal of repair is to hide the damage. The Japanese practice of kintsugi, which dates back several centuries, takes the opposite approach. The broken pieces are joined with lacquer that has been mixed or dusted with powdered gold, so that each crack becomes a bright, visible line. A bowl repaired this way does not pretend that it was never broken; instead, its history of damage becomes part of its beauty.</p>",
      },
      choices: [
        {
          text: "It states a usual aim of repair, presents a practice with the opposite aim, and explains how that practice works and what it values.",
          correct: true,
        },
        {
          text: "It describes a problem with a traditional craft, proposes a way of solving that problem, and then weighs the drawbacks of the proposed solution.",
        },
        { text: "It traces the history of a Japanese craft from its beginnings to the present day and then predicts how the craft is likely to change." },
        { text: "It compares two techniques for making ceramic bowls and then argues that one technique produces stronger and more beautiful bowls." },
      ],
      explanation:
        "<p>The best answer is the sequence usual aim, opposite practice, how it works and what it values. The text first says repairs usually hide damage, then introduces kintsugi as “the opposite approach,” describes the gold-dusted lacquer that makes cracks visible, and ends with the value behind it: the bowl’s history becomes part of its beauty.</p><ul><li>Kintsugi is not presented as a solution to a problem with a craft, and no drawbacks are weighed.</li><li>The text says only that kintsugi “dates back several centuries”; it does not trace a history or predict any change.</li><li>The text is about repairing bowls, not making them, and it makes no claim about which bowls are stronger.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-text-structure-purpose-06",
      difficulty: "easy",
      text: STRUCTURE,
      passage: {
        title: "",
        topic: "science",
        html: "<p>During a thunderstorm, lightning and thunder happen at essentially the same moment, but they do not reach an observer at the same time. Light travels so fast that the flash is seen almost instantly, while sound covers only about one kilometer every three seconds. Counting the seconds between a flash and the thunder that follows it, then dividing by three, therefore gives a rough estimate of how many kilometers away the lightning struck.</p>",
      },
      choices: [
        { text: "It explains what causes lightning to form inside storm clouds and then describes how each flash produces the sound of thunder." },
        { text: "It presents a common belief about thunderstorms and then offers evidence showing that this belief is mistaken." },
        { text: "It compares the dangers posed by lightning and by thunder and then gives advice about how to stay safe during storms." },
        { text: "It notes that two effects of one event arrive at different times and then shows how that gap can be put to practical use.", correct: true },
      ],
      explanation:
        "<p>The best answer is that the text notes that two effects of one event arrive at different times and then shows a practical use of that gap. Lightning and thunder occur together but reach an observer separately, because light is far faster than sound; the final sentence turns the delay into a way to estimate the lightning’s distance.</p><ul><li>The text never explains how lightning forms or how it produces thunder.</li><li>No common belief is presented or refuted; the text explains a fact and how to use it.</li><li>The text offers a distance estimate, not a comparison of dangers or safety advice.</li></ul>",
    },
    // ───────────── medium ─────────────
    {
      ...base,
      id: "bank-rw-text-structure-purpose-07",
      difficulty: "medium",
      text: PURPOSE,
      passage: {
        title: "",
        topic: "literature",
        source: { author: "L. M. Montgomery", title: "Anne of Green Gables", year: 1908 },
        html: "<p>The following text is adapted from L. M. Montgomery’s 1908 novel <i>Anne of Green Gables</i>.</p><p>Mrs. Rachel Lynde lived just where the Avonlea main road dipped down into a little hollow, fringed with alders and ladies’ eardrops and traversed by a brook that had its source away back in the woods of the old Cuthbert place; it was reputed to be an intricate, headlong brook in its earlier course through those woods, with dark secrets of pool and cascade; but by the time it reached Lynde’s Hollow it was a quiet, well-conducted little stream, for not even a brook could run past Mrs. Rachel Lynde’s door without due regard for decency and decorum; it probably was conscious that Mrs. Rachel was sitting at her window, keeping a sharp eye on everything that passed, from brooks and children up.</p>",
      },
      choices: [
        { text: "To trace the course of a brook from its source in the woods to the village in order to establish the novel’s setting" },
        { text: "To contrast the wild, mysterious woods of the Cuthbert place with the dull, orderly life that the villagers lead" },
        { text: "To introduce a character by playfully suggesting that her watchfulness governs even the landscape near her home", correct: true },
        { text: "To explain why Mrs. Rachel Lynde chose to build her house in a hollow where the main road meets a quiet stream" },
      ],
      explanation:
        "<p>The best answer is that the text introduces a character by playfully suggesting that her watchfulness governs even the landscape near her home. The brook is “headlong” in the woods but “well-conducted” past her door, because “not even a brook” could pass Mrs. Rachel without “due regard for decency and decorum”; the brook is even “conscious” of her sharp eye. The humor serves to characterize her.</p><ul><li>The course of the brook is described, but the joke about its good behavior shows that the description exists to characterize Mrs. Rachel, not simply to map the setting.</li><li>The woods are contrasted with the hollow, but the text says nothing about the villagers’ lives being dull.</li><li>The text never says why she lives where she does; it describes the place only to show her effect on it.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-text-structure-purpose-08",
      difficulty: "medium",
      text: STRUCTURE,
      passage: {
        title: "",
        topic: "literature",
        source: { author: "Kenneth Grahame", title: "The Wind in the Willows", year: 1908 },
        html: "<p>The following text is from Kenneth Grahame’s 1908 novel <i>The Wind in the Willows</i>.</p><p>The Mole had been working very hard all the morning, spring-cleaning his little home. First with brooms, then with dusters; then on ladders and steps and chairs, with a brush and a pail of whitewash; till he had dust in his throat and eyes, and splashes of whitewash all over his black fur, and an aching back and weary arms. Spring was moving in the air above and in the earth below and around him, penetrating even his dark and lowly little house with its spirit of divine discontent and longing. It was small wonder, then, that he suddenly flung down his brush on the floor, said “Bother!” and “O blow!” and also “Hang spring-cleaning!” and bolted out of the house without even waiting to put on his coat.</p>",
      },
      choices: [
        {
          text: "It describes a character’s home, explains why he takes such pride in keeping it clean, and then shows him finishing the work with satisfaction.",
        },
        {
          text: "It details a character’s tiring chore, describes a seasonal force at work on him, and then shows him abruptly abandoning the chore.",
          correct: true,
        },
        { text: "It presents a character’s complaints about spring, describes the damage the season has done to his house, and then shows him repairing it." },
        { text: "It shows a character rushing out of his home, then looks back at the chore that he was doing and at the weather that interrupted it." },
      ],
      explanation:
        "<p>The best answer is that the text details a tiring chore, describes a seasonal force at work on the character, and shows him abruptly abandoning the chore. The Mole cleans until he aches; spring fills even his house with “divine discontent and longing”; and so (“small wonder, then”) he flings down his brush and bolts outside.</p><ul><li>The Mole does not finish the work or show pride in it; he quits in the middle of it.</li><li>His exclamations come only at the end and are aimed at spring-cleaning, not at spring, and the season does no damage to his house.</li><li>The text is told in order, ending with his departure rather than starting there, and no weather interrupts him; what stirs him is the spirit of spring.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-text-structure-purpose-09",
      difficulty: "medium",
      text: UNDERLINED,
      passage: {
        title: "",
        topic: "science",
        html: "<p>In the early 1980s, pathologist Robin Warren and physician Barry Marshall proposed that most stomach ulcers are caused not by stress or spicy food but by a bacterium, <i>Helicobacter pylori</i>. Many doctors doubted them, reasoning that no bacterium could thrive in the acid of the stomach. <u>In 1984 Marshall tested the idea on himself: he drank a culture of the bacteria and within about a week developed inflammation of the stomach lining, which then cleared with treatment.</u> Later clinical trials confirmed that treating the infection with antibiotics usually cures ulcers, and in 2005 Warren and Marshall received the Nobel Prize.</p>",
      },
      choices: [
        { text: "It presents the observation that first led Warren and Marshall to suspect that bacteria might cause ulcers." },
        { text: "It describes an unusual experiment that lent support to a proposal that many others had doubted.", correct: true },
        { text: "It explains why many doctors of the time believed that no bacterium could survive in the stomach." },
        { text: "It shows that because the experiment produced no ulcer, it weakened the case that bacteria cause ulcers." },
      ],
      explanation:
        "<p>The best answer is that the underlined sentence describes an unusual experiment that lent support to a doubted proposal. Doctors doubted that bacteria could thrive in the stomach; by swallowing the bacteria and falling ill, Marshall showed that they could infect the stomach, before later trials settled the question.</p><ul><li>The proposal had already been made before the experiment, so the experiment could not be what first led the two researchers to suspect bacteria.</li><li>The doctors’ reasoning (stomach acid) is given in the sentence before; the underlined sentence reports Marshall’s response to it.</li><li>The text does not treat the lack of an ulcer as a setback; inflammation caused by the bacteria supported the proposal, which later trials confirmed.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-text-structure-purpose-10",
      difficulty: "medium",
      text: PURPOSE,
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>Until the 1880s, most towns in the United States set their clocks by the sun, so that noon came when the sun stood highest overhead. Because noon arrives a little later at every point to the west, clocks in neighboring cities could differ by several minutes. For travelers on horseback the differences hardly mattered, but railroads, whose trains shared tracks and ran on precise schedules, found them a constant source of confusion. On November 18, 1883, the railroads of the United States and Canada adopted a system of standard time zones, and most towns soon set their clocks to match.</p>",
      },
      choices: [
        { text: "To argue that the railroads adopted standard time zones without consulting the towns whose clocks they affected" },
        { text: "To describe the methods that towns used to calculate the moment of local noon before reliable clocks existed" },
        { text: "To show that the adoption of standard time zones made travel by train faster than travel on horseback" },
        { text: "To explain how the needs of a new form of transportation prompted a change in the way time was kept", correct: true },
      ],
      explanation:
        "<p>The best answer is that the text explains how the needs of a new form of transportation changed timekeeping. Local sun time varied from town to town; the variation did not matter to riders on horseback but confused railroads running on tight schedules, and the railroads’ adoption of standard zones led towns to change their clocks.</p><ul><li>The text never says the towns were left out of the decision; it reports only that most of them soon matched their clocks to the zones.</li><li>The text says towns set clocks by the sun but does not describe how local noon was calculated.</li><li>Horseback travel is mentioned only to show that the time differences did not matter to riders; nothing is said about standard time making trains faster.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-text-structure-purpose-11",
      difficulty: "medium",
      text: PURPOSE,
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>When William Shakespeare died in 1616, about half of his plays had never been printed. Seven years later, two actors from his company, John Heminges and Henry Condell, gathered thirty-six of the plays into a single large volume now known as the First Folio. Eighteen of those plays, including <i>Macbeth</i>, <i>The Tempest</i>, and <i>Twelfth Night</i>, appear in no earlier edition. Without the First Folio, they might have survived only as titles in old records, or not at all.</p>",
      },
      choices: [
        { text: "To argue that Heminges and Condell made changes to Shakespeare’s plays when they gathered them for printing" },
        { text: "To explain why one book matters so much to the survival of a large part of a writer’s work", correct: true },
        { text: "To describe how the members of Shakespeare’s company went on performing his plays in the years after he died" },
        { text: "To compare the quality of the plays in the First Folio with that of Shakespeare’s plays printed before it" },
      ],
      explanation:
        "<p>The best answer is that the text explains why one book matters so much to the survival of a large part of a writer’s work. Half the plays were unprinted when Shakespeare died; eighteen of them appear first in the First Folio, and without it they might have been lost.</p><ul><li>The text says the two actors gathered the plays but never suggests that they changed them.</li><li>Heminges and Condell are identified as actors, but the text is about the book they compiled, not about later performances.</li><li>Earlier editions are mentioned only to show which plays the Folio alone preserves; their quality is never compared.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-text-structure-purpose-12",
      difficulty: "medium",
      text: UNDERLINED,
      passage: {
        title: "",
        topic: "science",
        html: "<p>Many octopuses can change the color of their skin in a fraction of a second to blend into their surroundings. <u>Yet the eyes of most octopuses contain only one type of light-sensitive pigment, which should leave them unable to tell colors apart.</u> A possible piece of the puzzle emerged in 2015, when biologists Desmond Ramirez and Todd Oakley reported that the skin of the California two-spot octopus contains opsins, the light-detecting proteins found in eyes, and that patches of its skin respond to light even when cut off from the brain.</p>",
      },
      choices: [
        { text: "It offers evidence that the octopus’s camouflage is less precise than it first appears to be." },
        { text: "It describes the process by which an octopus changes the color of its skin so quickly." },
        { text: "It raises a question about the animal’s abilities that the rest of the text begins to address.", correct: true },
        { text: "It summarizes the main finding of the 2015 study described in the final sentence of the text." },
      ],
      explanation:
        "<p>The best answer is that the underlined sentence raises a question that the rest of the text begins to address. “Yet” sets up a puzzle: animals that match their surroundings seem unable to see color. The last sentence offers “a possible piece of the puzzle,” light-detecting proteins in the skin itself.</p><ul><li>The sentence does not question how well octopuses blend in; it questions how they manage it.</li><li>The sentence is about the octopus’s eyes, not about the process in the skin that changes its color.</li><li>The 2015 finding concerns the skin, not the eyes, and is reported in the sentence after the underlined one.</li></ul>",
    },
    // ───────────── hard ─────────────
    {
      ...base,
      id: "bank-rw-text-structure-purpose-13",
      difficulty: "hard",
      text: UNDERLINED,
      passage: {
        title: "",
        topic: "literature",
        source: { author: "Washington Irving", title: "Rip Van Winkle", year: 1819 },
        html: "<p>The following text is from Washington Irving’s 1819 short story “Rip Van Winkle.”</p><p>The great error in Rip’s composition was an insuperable aversion to all kinds of profitable labor. <u>It could not be from the want of assiduity or perseverance; for he would sit on a wet rock, with a rod as long and heavy as a Tartar’s lance, and fish all day without a murmur, even though he should not be encouraged by a single nibble.</u> He would carry a fowling-piece on his shoulder for hours together, trudging through woods and swamps, and up hill and down dale, to shoot a few squirrels or wild pigeons.</p>",
      },
      choices: [
        { text: "It gives a vivid example of the profitable labor that the first sentence says Rip avoids, showing the kind of work he neglects most often." },
        { text: "It supplies evidence that Rip lacks the patience and persistence that the narrator believes are needed to succeed at any kind of work." },
        {
          text: "It qualifies the first sentence, showing that what Rip dislikes is profitable labor rather than effort or perseverance in general.",
          correct: true,
        },
        { text: "It introduces a contrast between Rip’s considerable skill as a fisherman and the repeated failures he suffers in running his farm." },
      ],
      explanation:
        "<p>The best answer is that the underlined sentence qualifies the first sentence. After saying Rip hates “profitable labor,” the narrator rules out one explanation, a lack of diligence or perseverance, by showing Rip fishing all day without complaint though he catches nothing. His aversion is to profitable labor, not to effort or perseverance.</p><ul><li>Fishing all day without “a single nibble” is the opposite of profitable labor, so it is not an example of the work he avoids.</li><li>The sentence shows that Rip has great patience and perseverance; it says his aversion “could not be from the want” of them.</li><li>Rip catches nothing, so the sentence shows no skill as a fisherman, and his farm is not mentioned.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-text-structure-purpose-14",
      difficulty: "hard",
      text: UNDERLINED,
      passage: {
        title: "",
        topic: "literature",
        source: { author: "Edith Wharton", title: "Ethan Frome", year: 1911 },
        html: "<p>The following text is adapted from Edith Wharton’s 1911 novel <i>Ethan Frome</i>.</p><p><u>I had the story, bit by bit, from various people, and, as generally happens in such cases, each time it was a different story.</u></p><p>If you know Starkfield, Massachusetts, you know the post-office. If you know the post-office you must have seen Ethan Frome drive up to it, drop the reins on his hollow-backed bay and drag himself across the brick pavement to the white colonnade; and you must have asked who he was.</p>",
      },
      choices: [
        { text: "It suggests that the residents of Starkfield deliberately misled the narrator about Ethan Frome’s past." },
        { text: "It establishes that the narrator has long lived in Starkfield and knows its residents and their histories well." },
        { text: "It signals that the account that follows was pieced together from partial, inconsistent reports by others.", correct: true },
        { text: "It identifies the post office as the place where the narrator first heard people talk about Ethan Frome." },
      ],
      explanation:
        "<p>The best answer is that the underlined sentence signals that the account was pieced together from partial, inconsistent reports. The narrator got the story “bit by bit” and “from various people,” and it was “a different story” each time, so what follows is a reconstruction rather than firsthand knowledge.</p><ul><li>The narrator treats the differing versions as what “generally happens in such cases,” not as deliberate deception; nothing suggests anyone lied.</li><li>Hearing the story in pieces from others, and addressing the reader as someone who might “know Starkfield,” points to an outsider, not a longtime resident.</li><li>The post office is where one sees Ethan Frome and asks who he is; the underlined sentence does not say where the narrator heard the story.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-text-structure-purpose-15",
      difficulty: "hard",
      text: STRUCTURE,
      passage: {
        title: "",
        topic: "science",
        html: "<p>The claim that hot water can freeze faster than cold water is ancient (Aristotle mentioned it), but it takes its modern name from Erasto Mpemba, a Tanzanian student who noticed in 1963 that a warm ice-cream mix froze before a cool one. Since then, some experiments have reported the effect, while others have failed to find it. In 2016 physicists Henry Burridge and Paul Linden repeated the measurements with special care and found no sign of it; they argued that earlier positive results may have depended on details such as exactly where in the water the thermometer was placed.</p>",
      },
      choices: [
        { text: "It introduces a surprising claim, describes the student who first proved it, and then explains the physical process that makes it true." },
        { text: "It presents conflicting results and then describes a study that reconciled them by showing the effect occurs only under certain conditions." },
        {
          text: "It traces a claim to its origins, notes that tests of it have disagreed, and reports a study that doubts it and suggests why some tests seemed to confirm it.",
          correct: true,
        },
        {
          text: "It describes an everyday observation, explains why scientists dismissed it for centuries, and then reports a study that finally confirmed it.",
        },
      ],
      explanation:
        "<p>The best answer is the sequence origins, disagreeing tests, doubting study with an explanation of the earlier results. The text names Aristotle and Mpemba, says experiments have both found and failed to find the effect, and then reports that Burridge and Linden found “no sign of it” and traced positive results to details such as thermometer placement.</p><ul><li>Mpemba noticed the effect but is not said to have proved it, and the text explains no physical process; it ends by doubting the effect.</li><li>This is the tempting misreading: Burridge and Linden did not find that the effect is real under certain conditions; they found no effect and suggested that positive results came from how measurements were made.</li><li>The text does not say scientists dismissed the claim for centuries, and the 2016 study doubted it rather than confirming it.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-text-structure-purpose-16",
      difficulty: "hard",
      text: PURPOSE,
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>The Dutch “tulip mania” of the 1630s is often told as a cautionary tale: prices for rare bulbs soared, then collapsed in February 1637, supposedly ruining merchants and shaking the economy of the Dutch Republic. Historian Anne Goldgar examined archival records from the period, including contracts and court files, and found few traders who went bankrupt because of tulips and little sign of wider economic damage. Much of the familiar story, she concluded, came from moralizing pamphlets and songs of the time and was later repeated in popular histories such as Charles Mackay’s 1841 book on “popular delusions.”</p>",
      },
      choices: [
        { text: "To explain why prices for rare tulip bulbs in the Dutch Republic rose so sharply in the years before 1637" },
        { text: "To argue that speculative booms like the tulip mania rarely do serious harm to the economies in which they occur" },
        { text: "To show that popular histories such as Mackay’s are more trustworthy guides to the past than the pamphlets they used" },
        { text: "To present archival research that undercuts a familiar account of the tulip mania and suggests where that account came from", correct: true },
      ],
      explanation:
        "<p>The best answer is that the text presents archival research that undercuts a familiar account of the tulip mania and suggests where that account came from. The familiar version says the crash ruined merchants; Goldgar’s archival work found few bankruptcies and little wider damage, and she traced the story to moralizing pamphlets and songs, repeated by later writers like Mackay.</p><ul><li>The text says prices “soared” but never explains why.</li><li>Goldgar’s conclusion concerns one episode; the text does not generalize to speculative booms as a class.</li><li>This reverses the text: Mackay’s book is named as one that repeated the pamphlets’ exaggerations, not as a more trustworthy source.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-text-structure-purpose-17",
      difficulty: "hard",
      text: UNDERLINED,
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>For centuries, the gleaming white marble of ancient Greek statues was held up as the ideal of classical beauty, and sculptors from the Renaissance onward imitated it. Yet the Greeks painted their sculptures, often in vivid colors. <u>Over two thousand years of burial and weathering, most of the paint flaked or faded away, and later cleaning removed some of what remained.</u> Using ultraviolet light and other techniques to detect traces of pigment, archaeologist Vinzenz Brinkmann and his colleagues have produced full-color reconstructions of ancient statues, which many museum visitors find startling.</p>",
      },
      choices: [
        { text: "It introduces the techniques that researchers would later use to detect the traces of ancient pigment." },
        { text: "It accounts for how the mistaken impression described at the start of the text came about.", correct: true },
        { text: "It suggests that modern reconstructions of painted statues cannot be trusted to show the original colors." },
        { text: "It offers evidence that Renaissance sculptors knew the ancient statues had once been brightly painted." },
      ],
      explanation:
        "<p>The best answer is that the underlined sentence accounts for how the mistaken impression came about. The text opens with the belief that Greek statues were meant to be white, then says the Greeks painted them. The underlined sentence explains the gap: the paint was lost to burial, weathering and cleaning, which left the bare marble that later admirers took for the intended look.</p><ul><li>The detection techniques (ultraviolet light and others) appear in the next sentence; the underlined sentence concerns how the paint was lost.</li><li>The loss of paint makes the reconstructions necessary, but the text never says they are unreliable; it says visitors find them startling.</li><li>The sentence says nothing about what Renaissance sculptors knew, and the first sentence implies they imitated the white marble as an ideal.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-text-structure-purpose-18",
      difficulty: "hard",
      text: STRUCTURE,
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>English spelling often seems to have little to do with pronunciation: the letter <i>i</i> sounds different in “bite” and “bit,” and “meet” and “meat” sound alike though they are spelled differently. Part of the explanation lies in timing. Between about 1400 and 1700, the pronunciation of English long vowels changed dramatically in a process linguists call the Great Vowel Shift. During roughly the same period, printers in England were settling on fixed spellings for words. Many of those spellings therefore record how words sounded before the shift was complete rather than how they sound today.</p>",
      },
      choices: [
        {
          text: "It points out an oddity, traces it to a single change in pronunciation, and then argues that English spelling should be reformed to match speech.",
        },
        {
          text: "It describes how printers fixed English spelling, explains how the fixed spellings caused vowels to be pronounced differently, and then gives examples.",
        },
        {
          text: "It points out an oddity in English spelling, says its cause lies in timing, and then describes two overlapping changes that together produced it.",
          correct: true,
        },
        {
          text: "It presents two explanations for an oddity, weighs the evidence for each of them, and then concludes that neither explanation is satisfactory.",
        },
      ],
      explanation:
        "<p>The best answer is that the text points out an oddity, says its cause lies in timing, and then describes two overlapping changes that together produced it. The examples come first, then “Part of the explanation lies in timing,” then the vowel shift and the fixing of spellings “during roughly the same period,” and finally the result: spellings that record older pronunciations.</p><ul><li>The text relies on two changes, not one, and it never argues for spelling reform.</li><li>This reverses cause and effect and the order of the text: the examples come first, and the text says pronunciation changed on its own while spellings stayed fixed, not that spellings changed pronunciation.</li><li>The vowel shift and the fixing of spellings are not rival explanations; they are two parts of one explanation, which the text accepts.</li></ul>",
    },
    // ───────────── easy (added for issue 29) ─────────────
    {
      ...base,
      id: "bank-rw-text-structure-purpose-19",
      difficulty: "easy",
      text: PURPOSE,
      passage: {
        title: "",
        topic: "science",
        html: "<p>A bombardier beetle defends itself with a boiling spray. The beetle stores two chemicals, hydroquinones and hydrogen peroxide, in a reservoir inside its abdomen. When an ant or spider attacks, the beetle squeezes them into a second, tougher chamber that holds enzymes. There the chemicals react violently, heating the mixture to about 100°C, and the beetle blasts it out of its rear with an audible pop, aiming the spray at the attacker.</p>",
      },
      choices: [
        { text: "To argue that the bombardier beetle’s spray is more dangerous to people than to other insects" },
        { text: "To explain how an insect produces the hot spray it uses to drive off attackers", correct: true },
        { text: "To compare the bombardier beetle with several other insects that defend themselves with chemicals" },
        { text: "To describe how the bombardier beetle hunts the ants and spiders that it feeds on" },
      ],
      explanation:
        "<p>The best answer is that the text explains how an insect produces the hot spray it uses to drive off attackers. It goes step by step: two chemicals are stored, squeezed into a chamber with enzymes, react and heat up to about 100°C, and are blasted at the attacker.</p><ul><li>People are never mentioned, so the text makes no claim about the spray’s danger to them.</li><li>No other insects with chemical defenses are described, so there is no comparison.</li><li>Ants and spiders appear as attackers, not as prey; the text is about defense, not hunting.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-text-structure-purpose-20",
      difficulty: "easy",
      text: STRUCTURE,
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>The Julian calendar, which took effect in Rome in 45 BCE, made the average year about eleven minutes longer than the time Earth takes to go around the Sun. Eleven minutes a year seems trivial, but over centuries the error added up: by the 1500s the spring equinox was falling about ten days earlier on the calendar than it had in the fourth century. In 1582 Pope Gregory XIII ordered a correction: ten days were skipped, so that Thursday, October 4, was followed by Friday, October 15, and most century years would no longer be leap years.</p>",
      },
      choices: [
        { text: "It compares two calendars used in ancient Rome and explains why the Romans replaced one with the other." },
        { text: "It describes a disagreement among astronomers about the length of the year and explains how it was settled." },
        { text: "It identifies a small error in a calendar, shows how the error grew over time, and describes how it was corrected.", correct: true },
        { text: "It explains how a calendar was first introduced and then argues that a later change to it was unnecessary." },
      ],
      explanation:
        "<p>The best answer is that the text identifies a small error, shows how it grew, and describes the correction. The first sentence gives the eleven-minute error, the second shows it adding up to ten days by the 1500s, and the third describes the 1582 fix.</p><ul><li>Only one Roman calendar is described; the correction came in 1582, not in ancient Rome.</li><li>No disagreement among astronomers is mentioned; the length of the error is stated as a fact.</li><li>The text presents the 1582 correction as the fix for a real drift, not as unnecessary.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-text-structure-purpose-21",
      difficulty: "easy",
      text: PURPOSE,
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>The theremin, first built by Leon Theremin in Russia around 1920, is one of the few musical instruments played without being touched. Two metal antennas stick out of its wooden cabinet. Moving one hand toward or away from the upright antenna raises or lowers the pitch, and moving the other hand near the looped antenna makes the sound louder or softer. Because the player’s hands float in the air, with no keys, frets, or strings to guide them, playing in tune takes great skill.</p>",
      },
      choices: [
        { text: "To explain what led Leon Theremin to design an instrument with two antennas" },
        { text: "To argue that the theremin is easier to learn than instruments with keys or strings" },
        { text: "To compare the sound of the theremin with the sounds of other electronic instruments" },
        { text: "To describe how an unusual instrument is played and why playing it well is hard", correct: true },
      ],
      explanation:
        "<p>The best answer is that the text describes how an unusual instrument is played and why playing it well is hard. It explains what each hand does near each antenna and ends by saying that, with nothing to touch, playing in tune “takes great skill.”</p><ul><li>The text names the inventor and a date but never says what led him to design the instrument.</li><li>This reverses the last sentence, which says the lack of keys, frets or strings makes the theremin hard to play in tune.</li><li>No other electronic instruments are mentioned, and the sound of the theremin is not described.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-text-structure-purpose-22",
      difficulty: "easy",
      text: STRUCTURE,
      passage: {
        title: "",
        topic: "science",
        html: "<p>In 1995 divers off the island of Amami-Ōshima, in southern Japan, began noticing strange circles on the sandy seafloor, nearly two meters across, with ridges running out from the center like the spokes of a wheel. For more than a decade, no one knew what made them. In 2011 a team of Japanese researchers filmed the answer: a male pufferfish about twelve centimeters long, swimming back and forth for days and plowing the sand with its fins. Females visit the finished circle and lay their eggs in its center.</p>",
      },
      choices: [
        { text: "It describes a puzzling discovery, reports how the puzzle was solved, and explains what the structures are used for.", correct: true },
        { text: "It presents a theory about the circles, offers evidence against it, and then proposes a different explanation for them." },
        { text: "It describes how pufferfish build circles in the sand and then compares them with structures built by other animals." },
        { text: "It explains why divers visit the waters near Amami-Ōshima and then describes the wildlife they are likely to find there." },
      ],
      explanation:
        "<p>The best answer is that the text describes a puzzling discovery, reports how it was solved, and explains what the structures are for. Divers find mysterious circles, researchers film a male pufferfish making them, and the last sentence says females lay their eggs in the center.</p><ul><li>No theory is proposed and rejected; the mystery is solved by filming the builder.</li><li>No other animals’ structures are mentioned, so there is no comparison.</li><li>The divers are mentioned only as the people who noticed the circles; the text does not discuss why they dive there or other wildlife.</li></ul>",
    },
    // ───────────── medium (added for issue 29) ─────────────
    {
      ...base,
      id: "bank-rw-text-structure-purpose-23",
      difficulty: "medium",
      text: PURPOSE,
      passage: {
        title: "",
        topic: "literature",
        source: { author: "Edgar Allan Poe", title: "The Tell-Tale Heart", year: 1843 },
        html: "<p>The following text is from Edgar Allan Poe’s 1843 short story “The Tell-Tale Heart.”</p><p>True!—nervous—very, very dreadfully nervous I had been and am; but why will you say that I am mad? The disease had sharpened my senses—not destroyed—not dulled them. Above all was the sense of hearing acute. I heard all things in the heaven and in the earth. I heard many things in hell. How, then, am I mad? Hearken! and observe how healthily—how calmly I can tell you the whole story.</p>",
      },
      choices: [
        { text: "To describe how an illness gradually destroyed the narrator’s senses, beginning with his hearing" },
        { text: "To introduce a narrator who insists on his sanity while giving reasons that cast doubt on it", correct: true },
        { text: "To suggest that the narrator’s unusually keen hearing makes him a reliable witness to the events he will describe" },
        { text: "To establish the time and place in which the events of the narrator’s story took place" },
      ],
      explanation:
        "<p>The best answer is that the text introduces a narrator who insists on his sanity while giving reasons that cast doubt on it. He twice asks how anyone can call him “mad,” yet his proof is a “disease” that lets him hear “all things in the heaven and in the earth” and “many things in hell,” and his breathless dashes and exclamations undercut his claim to speak “calmly.”</p><ul><li>The narrator says the disease “sharpened” his senses, “not destroyed—not dulled them.”</li><li>The narrator does claim acute hearing, but hearing “many things in hell” makes him seem less reliable, not more, and the text presents the claim as part of his protest against being called mad.</li><li>No time or place is given; the passage is all voice and no setting.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-text-structure-purpose-24",
      difficulty: "medium",
      text: UNDERLINED,
      passage: {
        title: "",
        topic: "science",
        html: "<p>European eels spend their adult lives in rivers and lakes, yet no one had ever found one spawning, and where they bred was a mystery. Beginning in 1904, Danish biologist Johannes Schmidt towed fine nets across the Atlantic Ocean to collect eel larvae, which are transparent and shaped like willow leaves. <u>Over many voyages, he found that the farther west and south he sailed, the smaller the larvae he caught.</u> Following that trail of ever-smaller larvae, he concluded in the 1920s that European eels breed in the Sargasso Sea, thousands of kilometers from the rivers where they grow up.</p>",
      },
      choices: [
        { text: "It explains why no one had managed to observe European eels in the act of spawning." },
        { text: "It states the conclusion that Schmidt finally reached about where the eels breed." },
        { text: "It describes the unusual appearance of eel larvae, which differ from the adult fish." },
        { text: "It presents the pattern in Schmidt’s data that guided his search for the breeding area.", correct: true },
      ],
      explanation:
        "<p>The best answer is that the underlined sentence presents the pattern that guided Schmidt’s search. Smaller larvae are younger, so the place where they are smallest should be near where they hatched; the final sentence says he followed this “trail of ever-smaller larvae” to the Sargasso Sea.</p><ul><li>The mystery of the unseen spawning is stated in the first sentence; the underlined sentence reports a finding, not a reason for the mystery.</li><li>The conclusion about the Sargasso Sea comes in the final sentence, which the underlined sentence leads up to.</li><li>The larvae’s appearance (transparent, leaf-shaped) is described in the sentence before; the underlined sentence concerns their size by location.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-text-structure-purpose-25",
      difficulty: "medium",
      text: PURPOSE,
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>On the morning of June 30, 1908, an enormous explosion over a remote forest near the Podkamennaya Tunguska River in Siberia flattened some 80 million trees across more than 2,000 square kilometers. The region was so isolated that no scientific expedition reached it until 1927. The investigators expected to find a large crater and pieces of a meteorite, but they found neither; at the center of the blast, trees were still standing, though stripped of their branches. Most scientists now conclude that a space rock burst apart several kilometers above the ground, so that the blast struck the forest from above and left no crater.</p>",
      },
      choices: [
        { text: "To argue that scientists still disagree about whether a space rock caused the explosion in the Siberian forest" },
        { text: "To explain why nearly two decades passed before a scientific expedition reached the site of the explosion" },
        { text: "To describe a destructive event and show how evidence that surprised investigators points to its cause", correct: true },
        { text: "To compare the damage done by the Siberian explosion with the damage done by meteorites that strike the ground" },
      ],
      explanation:
        "<p>The best answer is that the text describes a destructive event and shows how evidence that surprised investigators points to its cause. It reports the blast and the flattened forest, notes that the investigators found no crater and no meteorite, and explains that standing trees at the center fit a space rock that burst above the ground.</p><ul><li>The text says “most scientists now conclude” that a space rock burst in the air; it does not argue that the question is still disputed.</li><li>The isolation of the region explains the late expedition in a single sentence, a detail on the way to the investigators’ findings rather than the point of the text.</li><li>The text mentions the crater the investigators expected, but it never describes the damage done by any meteorite that struck the ground, so nothing is compared.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-text-structure-purpose-26",
      difficulty: "medium",
      text: STRUCTURE,
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>In 1957 an international jury chose a design by Jørn Utzon, then little known outside Denmark, for an opera house on Sydney Harbour: a cluster of white shells rising like sails. Construction began in 1959, before anyone had worked out how to build the shells, and costs climbed far beyond the original estimate. After a bitter dispute with the state government, Utzon left the project in 1966 and never returned to Australia. When the Sydney Opera House opened in 1973, it was hailed as a masterpiece, and in 2007 it was named a World Heritage Site.</p>",
      },
      choices: [
        {
          text: "It describes a building’s design, explains the engineering method that made its shells possible, and then weighs the project’s final cost.",
        },
        {
          text: "It recounts the troubled making of a building, including its designer’s departure, and ends with the acclaim the building won.",
          correct: true,
        },
        { text: "It presents a dispute between an architect and a government and then argues that the government was mainly to blame." },
        { text: "It compares the original design for an opera house with the building that was eventually completed on the site." },
      ],
      explanation:
        "<p>The best answer is that the text recounts the troubled making of a building, including its designer’s departure, and ends with its acclaim. It moves in order from the 1957 choice through unsolved engineering, rising costs and Utzon’s 1966 exit to the 1973 opening and the 2007 listing.</p><ul><li>The text says no one yet knew how to build the shells but never explains the method eventually used, and it does not weigh the final cost.</li><li>The dispute is mentioned, but the text does not assign blame to either side.</li><li>Nothing suggests that the finished building differed from the design; no comparison is made.</li></ul>",
    },
    // ───────────── hard (added for issue 29) ─────────────
    {
      ...base,
      id: "bank-rw-text-structure-purpose-27",
      difficulty: "hard",
      text: UNDERLINED,
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>On September 8, 1900, a hurricane drove the sea across Galveston, Texas, a city on a low barrier island whose highest ground stood less than nine feet above sea level; at least 6,000 people died. Rather than abandon the island, residents chose to defend it: they would build a concrete seawall along the shore of the Gulf of Mexico and then raise the city itself behind it. <u>Over the following years, more than 2,000 buildings, among them a church weighing some 3,000 tons, were lifted on jacks while sand pumped from the bottom of the harbor was spread beneath them, raising the ground by as much as 17 feet.</u> When another powerful hurricane struck in 1915, far fewer lives were lost.</p>",
      },
      choices: [
        { text: "It explains how the seawall was built, the first of the two defenses that the residents decided on after the hurricane." },
        { text: "It shows what raising the city involved, giving concrete detail about the second of the defenses named just before it.", correct: true },
        { text: "It offers evidence that the defenses worked, a claim that the final sentence then qualifies by describing a later storm." },
        { text: "It explains why the residents chose to defend the island after the hurricane instead of leaving it for safer ground." },
      ],
      explanation:
        "<p>The best answer is that the underlined sentence shows what raising the city involved, giving concrete detail about the second of the defenses named just before it. The previous sentence says the residents would build a seawall “and then raise the city itself”; the underlined sentence tells how that was done: buildings lifted on jacks, sand spread beneath them, ground raised by up to 17 feet.</p><ul><li>The seawall is the first defense, but the underlined sentence is about lifting buildings and raising the ground, not about building the wall.</li><li>The underlined sentence describes the work, not its results; it is the final sentence that gives the evidence, the 1915 storm, and that sentence supports the defenses rather than qualifying a claim.</li><li>The decision to stay is stated in the previous sentence without reasons, and the underlined sentence tells how the city was raised, not why the residents chose to stay.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-text-structure-purpose-28",
      difficulty: "hard",
      text: PURPOSE,
      passage: {
        title: "",
        topic: "science",
        html: "<p>Before the late seventeenth century, most astronomers assumed that a comet passed near the Sun only once and would never be seen again. In 1705 Edmond Halley, applying the theory of gravitation that Isaac Newton had published in 1687, argued that the comets recorded in 1531, 1607, and 1682 were a single body traveling on a long, oval orbit, and he predicted that it would return late in 1758. Halley died in 1742. When the comet was sighted on Christmas night in 1758, its return was hailed as striking evidence for the theory on which his calculation had rested.</p>",
      },
      choices: [
        { text: "To argue that Halley’s achievement deserved far more recognition during his lifetime than it received" },
        { text: "To explain how Newton drew on records of earlier comets in developing his theory of gravitation" },
        { text: "To describe how astronomers learned that most comets return to view at regular intervals" },
        { text: "To show how the fulfillment of a prediction lent support to the theory from which it was derived", correct: true },
      ],
      explanation:
        "<p>The best answer is that the text shows how the fulfillment of a prediction lent support to the theory from which it was derived. Halley used Newton’s theory to predict the comet’s return; when it came back as predicted, the return was taken as “striking evidence” for that theory. The brief note of Halley’s death only underlines that the prediction was tested after him.</p><ul><li>Halley’s death before the comet returned is tempting, but the text makes no complaint about how he was treated; it reports the confirmation, not a lack of recognition.</li><li>This reverses the relationship: Halley applied Newton’s published theory to the comet records; the text does not say Newton used those records to build it.</li><li>The text concerns one comet; it never claims that most comets return regularly.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-text-structure-purpose-29",
      difficulty: "hard",
      text: PURPOSE,
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>Many American families tell of an ancestor whose name was changed by an official at Ellis Island, the immigration station in New York Harbor. Historians doubt these stories. Inspectors there did not write down newcomers’ names at all; they checked each arrival against the ship’s passenger list, which shipping agents had drawn up at the port of departure, and interpreters helped with the questioning. Many immigrants did take new names, but usually later and by their own choice, often to sound more American at work or at school.</p>",
      },
      choices: [
        { text: "To describe the stages of the inspection that immigrants passed through on arriving at Ellis Island" },
        { text: "To argue that immigrants who took new names generally did so under pressure from officials" },
        { text: "To challenge a popular account by explaining how arrivals were recorded while noting the truth it distorts", correct: true },
        { text: "To explain why passenger lists from the period are unreliable sources for tracing family histories" },
      ],
      explanation:
        "<p>The best answer is that the text challenges a popular account by explaining how arrivals were recorded while noting the truth it distorts. It states the family story, says historians doubt it, explains that inspectors only checked names already written on passenger lists, and grants that many immigrants did change their names, only later and by choice.</p><ul><li>The inspection procedure is described, but only as evidence against the family stories; describing the stages of inspection is not the text’s aim, and it names only one step.</li><li>This reverses the text, which says name changes usually came later and by the immigrants’ “own choice.”</li><li>The text relies on the passenger lists as the record that inspectors checked; it does not call them unreliable.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-text-structure-purpose-30",
      difficulty: "hard",
      text: STRUCTURE,
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>Before the eleventh century, singers in European monasteries learned the church’s chants mainly by ear, from older singers, and mastering the full body of chants took many years. Written signs called neumes did exist, but they showed only the general contour of a melody, where it rose or fell, not its exact pitches, so they could remind a singer of a tune he already knew but could not teach him one he had never heard. Around 1025 the monk Guido of Arezzo proposed writing neumes on and between horizontal lines, each line standing for a fixed pitch, and he claimed that his method greatly shortened a singer’s training.</p>",
      },
      choices: [
        {
          text: "It explains how neumes were invented, describes their shortcomings, and then argues that Guido’s lines made them unnecessary.",
        },
        { text: "It presents a problem in teaching chant, describes two competing solutions, and explains why one came to be preferred." },
        {
          text: "It describes a traditional practice, explains why an existing tool could not improve it, and presents a proposal to overcome that limit.",
          correct: true,
        },
        { text: "It describes an invention in musical notation, traces how it spread across Europe, and evaluates its effects on later music." },
      ],
      explanation:
        "<p>The best answer is that the text describes a traditional practice, explains why an existing tool could not improve it, and presents a proposal to overcome that limit. Singers learned by ear for years; neumes showed only a melody’s contour and so could not teach a new tune; Guido proposed lines of fixed pitch and claimed they shortened training.</p><ul><li>This is the tempting misreading: the text does not explain how neumes were invented, and Guido’s method kept neumes, placing them “on and between horizontal lines,” rather than making them unnecessary.</li><li>Neumes are not a competing solution to Guido’s; they are the limited existing tool that his proposal improves, and no choice between rivals is described.</li><li>The text ends with Guido’s proposal and his claim; it does not trace the method’s spread or judge its effects on later music.</li></ul>",
    },
  ],
} satisfies WrittenSkill;
