import type { WrittenSkill } from "../types";

/**
 * Skill bank, Information and Ideas: Central Ideas and Details (30 questions, 10 per difficulty).
 * Literary passages are excerpts from real public-domain works, cited in `source` and in the intro line;
 * informational passages credit real people only with their real, well-documented work.
 */
const MAIN = "<p>Which choice best states the main idea of the text?</p>";
const base = {
  type: "SC" as const,
  title: "",
  test: "verbal" as const,
  domain: "information_ideas",
  skill: "central_ideas_details",
  tags: ["bank"],
};

export default {
  skill: "central_ideas_details",
  questions: [
    // ───────────── easy ─────────────
    {
      ...base,
      id: "bank-rw-central-ideas-details-01",
      difficulty: "easy",
      text: MAIN,
      passage: {
        title: "",
        topic: "science",
        html: "<p>Emperor penguins breed during the Antarctic winter, when air temperatures can fall below −40°C and strong winds sweep across the ice. For about two months, each male keeps an egg balanced on his feet and eats nothing at all. To get through these conditions, the males press together in tight huddles of hundreds or even thousands of birds. Birds on the windy edge gradually shuffle inward while those in the warm center drift outward, so that over the weeks nearly every penguin takes a turn sheltered from the wind.</p>",
      },
      choices: [
        { text: "Emperor penguins breed in winter because the extreme cold keeps predators away from their eggs and chicks." },
        { text: "Packed together and trading places, male emperor penguins share protection from the cold while incubating.", correct: true },
        { text: "Male emperor penguins go without food in winter because the sea ice is too thick for them to reach the water." },
        { text: "The strongest penguins hold the warm center of each huddle all winter, leaving weaker birds on the windy edge." },
      ],
      explanation:
        "<p>The best answer is that, packed together and trading places, male emperor penguins share protection from the cold while incubating. The text describes the harsh winter the males face and then devotes most of its length to the huddle: birds crowd together, and the edge birds move in while the center birds move out, so almost all of them get time out of the wind.</p><ul><li>The claim about predators gives a reason for winter breeding that the text never mentions.</li><li>The text says the males eat nothing while they hold the eggs, but it never explains this by thick sea ice; the statement adds a cause the text does not give.</li><li>The claim that the strongest birds keep the center contradicts the text, which says the birds keep changing places so that nearly every one is sheltered in turn.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-central-ideas-details-02",
      difficulty: "easy",
      text: "<p>According to the text, what was one effect of the Great Stink?</p>",
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>For centuries, much of London’s sewage flowed straight into the River Thames. In the unusually hot summer of 1858, the smell rising from the river became so overpowering that the period became known as the Great Stink. The Houses of Parliament stand beside the Thames, and lawmakers tried to keep out the stench by hanging curtains soaked in chemicals over the windows. Within weeks, Parliament approved funding for a plan by the engineer Joseph Bazalgette: a network of large sewers that would catch the waste before it reached the river in central London and carry it far downstream.</p>",
      },
      choices: [
        { text: "It showed London’s doctors for the first time that disease could spread through the water of the Thames." },
        { text: "It led Parliament to approve a plan for sewers that would carry waste away from central London.", correct: true },
        { text: "It forced lawmakers to stop meeting in the Houses of Parliament until the summer heat had ended." },
        { text: "It persuaded the people of London to stop throwing their household waste into the River Thames." },
      ],
      explanation:
        "<p>The best answer is that the Great Stink led Parliament to approve a plan for sewers that would carry waste away from central London. The text says that “within weeks” of the stench, Parliament funded Bazalgette’s network of sewers, which would catch the waste and carry it far downstream.</p><ul><li>The text says nothing about doctors or about how disease spreads; it is about the smell and the sewers.</li><li>The text says lawmakers hung chemical-soaked curtains to keep out the smell, which shows they kept meeting, not that they stopped.</li><li>The text describes a change in the sewers, not in people’s habits; sewage kept flowing, but the new sewers were to carry it downstream.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-central-ideas-details-03",
      difficulty: "easy",
      text: "<p>According to the text, why do visitors see their own reflections at the Vietnam Veterans Memorial?</p>",
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>In 1981 Maya Lin, then an undergraduate studying architecture at Yale University, won a national competition to design the Vietnam Veterans Memorial in Washington, DC. Her design was strikingly simple: two long walls of black granite that meet at an angle and are set down into the earth. Carved into the stone are the names of more than 58,000 Americans who died or went missing in the war. Because the granite has been polished to a high shine, visitors who stand reading the names also see themselves, so that the living and the dead appear together on the wall.</p>",
      },
      choices: [
        { text: "The two walls meet at an angle, so each one mirrors the other." },
        { text: "The black granite of the walls has been polished until it shines.", correct: true },
        { text: "The names are carved deeply enough into the stone to catch the light." },
        { text: "The walls are set down into the earth below the level of the ground." },
      ],
      explanation:
        "<p>The best answer is that the black granite of the walls has been polished until it shines. The last sentence gives the reason directly: “Because the granite has been polished to a high shine,” people reading the names also see themselves.</p><ul><li>The walls do meet at an angle, but the text never says that this makes them mirror each other or causes the reflections.</li><li>The text says the names are carved into the stone but says nothing about how deep they are or how they catch light.</li><li>The walls are set into the earth, but the text does not connect that feature to the reflections.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-central-ideas-details-04",
      difficulty: "easy",
      text: "<p>Based on the text, what is true about Mary’s parents?</p>",
      passage: {
        title: "",
        topic: "literature",
        source: { author: "Frances Hodgson Burnett", title: "The Secret Garden", year: 1911 },
        html: "<p>The following text is from Frances Hodgson Burnett’s 1911 novel <i>The Secret Garden</i>.</p><p>When Mary Lennox was sent to Misselthwaite Manor to live with her uncle everybody said she was the most disagreeable-looking child ever seen. It was true, too. She had a little thin face and a little thin body, thin light hair and a sour expression. Her hair was yellow, and her face was yellow because she had been born in India and had always been ill in one way or another. Her father had held a position under the English Government and had always been busy and ill himself, and her mother had been a great beauty who cared only to go to parties and amuse herself with gay people. She had not wanted a little girl at all, and when Mary was born she handed her over to the care of an Ayah, who was made to understand that if she wished to please the Mem Sahib she must keep the child out of sight as much as possible.</p>",
      },
      choices: [
        { text: "They were strict with Mary and expected her to behave as if she were an adult." },
        { text: "They worried constantly about Mary’s health, since she was so often ill in India." },
        { text: "They sent Mary to her uncle’s house because her sour temper had worn out the Ayah." },
        { text: "They took little interest in Mary, being occupied with work and with parties.", correct: true },
      ],
      explanation:
        "<p>The best answer is that they took little interest in Mary, being occupied with work and with parties. The text says her father “had always been busy,” that her mother “cared only to go to parties,” and that the mother handed Mary to a nurse with orders to keep her “out of sight as much as possible.”</p><ul><li>Nothing in the text suggests strictness or adult expectations; the parents mostly kept away from Mary.</li><li>The text says Mary was often ill, but it never says her parents worried about it; her mother wanted her kept out of sight.</li><li>The text mentions that Mary was sent to her uncle but gives no reason, and it never says the Ayah was worn out.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-central-ideas-details-05",
      difficulty: "easy",
      text: MAIN,
      passage: {
        title: "",
        topic: "science",
        html: "<p>A camel’s hump is often imagined as a water tank, but it is really a store of fat. A large hump can hold tens of kilograms of it, which the camel breaks down for energy when food is scarce; as the fat is used up, the hump shrinks and may flop to one side. Camels’ ability to go many days without drinking comes from other features. Their kidneys make very concentrated urine, their droppings are dry, and their body temperature can climb by several degrees during a hot day, so they do not need to sweat as much to stay cool.</p>",
      },
      choices: [
        { text: "Camels can travel for days without drinking because their humps hold large reserves of water." },
        { text: "A camel’s hump holds fat, not water; other traits let the animal go a long time between drinks.", correct: true },
        { text: "A camel’s body temperature rises during the day, which makes its hump shrink and flop over." },
        { text: "Camels lose so little water that they rarely need to break down the fat stored in their humps." },
      ],
      explanation:
        "<p>The best answer is that a camel’s hump holds fat, not water, and that other traits let the animal go a long time between drinks. The text corrects the “water tank” idea and then lists the features that really save water: concentrated urine, dry droppings and a body temperature that can rise.</p><ul><li>The claim that humps hold water is the belief the text sets out to correct.</li><li>The text links the shrinking hump to fat being used up when food is scarce, not to the rise in body temperature.</li><li>The text never says camels rarely use their fat; it says they break it down whenever food is scarce, which has nothing to do with how little water they lose.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-central-ideas-details-06",
      difficulty: "easy",
      text: MAIN,
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>Before 1840, the person who received a letter in Britain usually paid for it, and the charge depended on how far the letter had traveled and how many sheets of paper it contained. Many people turned away letters they could not afford, and some used tricks, such as coded marks on the outside, to pass on news without paying. In 1840 the government adopted a plan by the reformer Rowland Hill: any letter weighing up to half an ounce could go anywhere in the country for a penny, paid in advance by the sender with an adhesive stamp. Within a year, the number of letters sent had more than doubled.</p>",
      },
      choices: [
        { text: "Before 1840, most people in Britain never received letters, because the postal system served only wealthy families." },
        { text: "Rowland Hill invented the adhesive stamp as a way to stop people from using coded marks on their letters." },
        { text: "Once postage in Britain became cheap, uniform and paid by the sender, far more letters were mailed.", correct: true },
        { text: "The British post charged by distance and number of sheets because long letters were costly to deliver." },
      ],
      explanation:
        "<p>The best answer is that once postage in Britain became cheap, uniform and paid by the sender, far more letters were mailed. The text contrasts the old system (the receiver paid, by distance and sheets) with Hill’s penny rate paid in advance, and it ends with the result: the number of letters more than doubled within a year.</p><ul><li>The text says many people refused letters they could not afford, not that most people never received any or that only the wealthy were served.</li><li>The text says Hill’s plan used an adhesive stamp, but it does not say he invented the stamp to stop coded marks.</li><li>The text describes how the old charges were calculated but never explains why; this is a detail, not the text’s main point.</li></ul>",
    },
    // ───────────── medium ─────────────
    {
      ...base,
      id: "bank-rw-central-ideas-details-07",
      difficulty: "medium",
      text: "<p>According to the text, what is the “great law of human action” that Tom has discovered?</p>",
      passage: {
        title: "",
        topic: "literature",
        source: { author: "Mark Twain", title: "The Adventures of Tom Sawyer", year: 1876 },
        html: "<p>The following text is from Mark Twain’s 1876 novel <i>The Adventures of Tom Sawyer</i>. Tom has been ordered to whitewash a fence. By pretending that the chore is a rare privilege, he has gotten his friends to hand over their treasures in exchange for a turn with the brush.</p><p>Tom said to himself that it was not such a hollow world, after all. He had discovered a great law of human action, without knowing it—namely, that in order to make a man or a boy covet a thing, it is only necessary to make the thing difficult to attain. If he had been a great and wise philosopher, like the writer of this book, he would now have comprehended that Work consists of whatever a body is obliged to do, and that Play consists of whatever a body is not obliged to do.</p>",
      },
      choices: [
        { text: "People are more willing to help a friend with a chore when they are rewarded for it." },
        { text: "People want something more eagerly when it seems hard for them to get.", correct: true },
        { text: "Play consists of whatever a person does without being obliged to do it." },
        { text: "Boys are more easily persuaded to work than grown men are, even by a trick." },
      ],
      explanation:
        "<p>The best answer is that people want something more eagerly when it seems hard for them to get. The text names the law directly: to make someone “covet” (strongly desire) a thing, one need only make the thing “difficult to attain.” Tom made whitewashing seem like a rare privilege, and his friends paid to do it.</p><ul><li>The friends were not rewarded for helping; they gave Tom their treasures for the chance to work.</li><li>The definition of play does appear in the text, but as what Tom would have understood if he were a philosopher, not as the law he discovered.</li><li>The law applies to “a man or a boy” alike; the text never compares how easily boys and men are persuaded.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-central-ideas-details-08",
      difficulty: "medium",
      text: MAIN,
      passage: {
        title: "",
        topic: "science",
        html: "<p>Meteor Crater in Arizona, more than a kilometer across, was a puzzle for decades. In 1891 Grove Karl Gilbert of the U.S. Geological Survey searched for a large mass of buried iron beneath it and, finding none, concluded that a volcanic steam explosion had blasted it out. Daniel Barringer, a mining engineer who bought the site in 1903, argued that a meteorite had struck there, but he never found the meteorite’s main body either. The question was settled in 1960, when Eugene Shoemaker and his colleagues found coesite in the crater’s rocks. This form of silica is created only under pressures far greater than any volcanic explosion produces, pressures of the kind an impact generates.</p>",
      },
      choices: [
        { text: "Gilbert’s failure to find buried iron proved that a volcanic steam explosion had formed Meteor Crater." },
        { text: "Barringer’s long search for the meteorite showed that impacts rarely leave large masses of iron behind." },
        { text: "Meteor Crater’s origin was disputed until a mineral in its rocks showed that an impact had formed it.", correct: true },
        { text: "Coesite can form in steam explosions as well as in impacts, so it cannot show how Meteor Crater formed." },
      ],
      explanation:
        "<p>The best answer is that Meteor Crater’s origin was disputed until a mineral in its rocks showed that an impact had formed it. The text presents two opposing explanations, Gilbert’s steam explosion and Barringer’s meteorite, and then says the question “was settled” when coesite, which forms only at pressures an impact produces, was found in the crater.</p><ul><li>Gilbert concluded that steam had formed the crater, but the text says the question was later settled the other way, so his search proved nothing of the kind.</li><li>The text says Barringer never found the meteorite’s main body, but it draws no general lesson about what impacts leave behind.</li><li>The text says coesite forms only under pressures greater than any volcanic explosion produces, which is the opposite of this claim.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-central-ideas-details-09",
      difficulty: "medium",
      text: "<p>According to the text, why did some mill workers publish the <i>Lowell Offering</i>?</p>",
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>In the 1830s and 1840s, the textile mills of Lowell, Massachusetts, employed thousands of young women, most of whom had grown up on New England farms. Critics of factory work claimed that long days at the looms left workers coarse and ignorant. From 1840 to 1845 some of the women answered these critics with the <i>Lowell Offering</i>, a magazine of stories, poems, and essays written by women working in the mills. It found admirers as far away as England: Charles Dickens, who visited Lowell in 1842, wrote that it compared well with many magazines published in London.</p>",
      },
      choices: [
        { text: "To protest the long hours that women in the Lowell mills were required to spend at their looms" },
        { text: "To persuade young women on New England farms to leave home and take jobs in the textile mills" },
        { text: "To show that women who worked in factories were capable of thoughtful and imaginative writing", correct: true },
        { text: "To attract readers in England, where writers such as Charles Dickens were curious about the mills" },
      ],
      explanation:
        "<p>The best answer is to show that women who worked in factories were capable of thoughtful and imaginative writing. The text says critics claimed factory work left workers “coarse and ignorant,” and that the women “answered these critics” with a magazine of their own stories, poems and essays.</p><ul><li>The text mentions the long days at the looms only as the critics’ reason for calling workers ignorant; it never says the magazine protested the hours.</li><li>Nothing in the text says the magazine was meant to recruit new workers from the farms.</li><li>The magazine did win admirers in England, but the text presents this as a result, not as the reason the women published it.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-central-ideas-details-10",
      difficulty: "medium",
      text: "<p>Based on the text, what is true about <i>The Death of Cleopatra</i>?</p>",
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>Edmonia Lewis, a sculptor of African American and Ojibwe descent who worked in Rome, showed her marble <i>The Death of Cleopatra</i> at the 1876 Centennial Exhibition in Philadelphia, where it drew large crowds. Other sculptors had portrayed the Egyptian queen as calm and idealized; Lewis showed her slumped on her throne just after the fatal snakebite. After the exhibition the statue, which weighs well over a ton, passed through several owners, spent decades marking the grave of a racehorse at a track outside Chicago, and ended up forgotten in a storage yard. It was rediscovered in the 1980s, restored, and is now in the Smithsonian American Art Museum.</p>",
      },
      choices: [
        { text: "It followed other sculptors’ versions of Cleopatra in presenting the queen as a calm and idealized figure." },
        { text: "It was admired by crowds when first shown but then spent many years far from public attention.", correct: true },
        { text: "It was carved in Philadelphia especially for the Centennial Exhibition held there in 1876." },
        { text: "It was restored by Lewis herself after being found in a storage yard near Chicago in the 1980s." },
      ],
      explanation:
        "<p>The best answer is that the statue was admired by crowds when first shown but then spent many years far from public attention. The text says it “drew large crowds” in 1876, then served for decades as a racehorse’s grave marker and sat forgotten in a storage yard until the 1980s.</p><ul><li>The text says Lewis departed from the calm, idealized versions of other sculptors by showing Cleopatra slumped just after the snakebite.</li><li>The text says Lewis worked in Rome and showed the statue in Philadelphia; it does not say the statue was carved there.</li><li>The text says the statue was restored after its rediscovery in the 1980s but never says by whom, and nothing suggests Lewis was alive to do it.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-central-ideas-details-11",
      difficulty: "medium",
      text: MAIN,
      passage: {
        title: "",
        topic: "science",
        html: "<p>In late summer and autumn, a Clark’s nutcracker, a bird of the mountain pine forests of western North America, may bury tens of thousands of seeds, a few at a time, in thousands of separate caches spread over a wide area. Months later, often when snow covers the ground, it digs many of them up again. How it finds them has been tested in the laboratory. Birds kept on finding their caches after every trace of scent and every visible sign of digging had been removed, but when researchers shifted the stones and other objects near the caches, the birds dug in the wrong places, missing by about as much as the objects had been moved.</p>",
      },
      choices: [
        { text: "Clark’s nutcrackers find their buried seeds by smell, even when the caches lie under deep snow." },
        { text: "Clark’s nutcrackers bury more seeds than they can eat, which helps new pine trees take root." },
        { text: "Clark’s nutcrackers locate stored seeds by remembering where they lie relative to nearby landmarks.", correct: true },
        { text: "Clark’s nutcrackers hide seeds only in places marked by stones, where snow does not reach them." },
      ],
      explanation:
        "<p>The best answer is that Clark’s nutcrackers locate stored seeds by remembering where they lie relative to nearby landmarks. The experiments ruled out scent and signs of digging, and when the objects near the caches were moved, the birds dug in places shifted by the same amount, so they were using the landmarks to remember the spots.</p><ul><li>The experiments removed every trace of scent and the birds still found their caches, so smell is not what they use.</li><li>Unrecovered seeds may well grow into trees, but the text never says so; it is about how the birds find their caches.</li><li>The text says stones and other objects near the caches were used as landmarks; it never says the birds bury seeds only where there are stones or where snow does not fall.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-central-ideas-details-12",
      difficulty: "medium",
      text: MAIN,
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>When the Philological Society of London began planning a new English dictionary in 1857, it set itself an enormous task: to trace the history of every word from its earliest known use to the present. No small staff could read enough to do this, so the society appealed to the public. Volunteers across Britain and beyond combed through old and new books, copying sentences that showed words in use onto slips of paper and mailing them to the editors. Millions of slips arrived over the following decades, and they became the raw material of what is now called the <i>Oxford English Dictionary</i>, completed in 1928.</p>",
      },
      choices: [
        { text: "The Philological Society hired a large staff of readers because the public could not supply enough examples." },
        { text: "The <i>Oxford English Dictionary</i> lists only the earliest known sentence in which each English word appears." },
        { text: "The <i>Oxford English Dictionary</i> took decades to finish because volunteers sent the editors too few slips." },
        { text: "A dictionary tracing the history of English words was built from examples collected by the public.", correct: true },
      ],
      explanation:
        "<p>The best answer is that a dictionary tracing the history of English words was built from examples collected by the public. The text explains that the project was too large for a small staff, that volunteers mailed in slips showing words in use, and that these slips “became the raw material” of the dictionary.</p><ul><li>The text says the opposite: since no small staff could do the reading, the society turned to the public.</li><li>The dictionary traced each word “from its earliest known use to the present,” not only its first appearance.</li><li>The text says millions of slips arrived; it gives no sign that too few were sent.</li></ul>",
    },
    // ───────────── hard ─────────────
    {
      ...base,
      id: "bank-rw-central-ideas-details-13",
      difficulty: "hard",
      text: MAIN,
      passage: {
        title: "",
        topic: "literature",
        source: { author: "Mary Shelley", title: "Frankenstein", year: 1818 },
        html: "<p>The following text is from Mary Shelley’s 1818 novel <i>Frankenstein</i>. Victor Frankenstein has just brought to life a creature that he built.</p><p>His limbs were in proportion, and I had selected his features as beautiful. Beautiful!—Great God! His yellow skin scarcely covered the work of muscles and arteries beneath; his hair was of a lustrous black, and flowing; his teeth of a pearly whiteness; but these luxuriances only formed a more horrid contrast with his watery eyes, that seemed almost of the same colour as the dun white sockets in which they were set, his shrivelled complexion, and straight black lips.</p><p>The different accidents of life are not so changeable as the feelings of human nature. I had worked hard for nearly two years, for the sole purpose of infusing life into an inanimate body. For this I had deprived myself of rest and health. I had desired it with an ardour that far exceeded moderation; but now that I had finished, the beauty of the dream vanished, and breathless horror and disgust filled my heart.</p>",
      },
      choices: [
        { text: "Victor regrets that he damaged his own health during the two years he devoted to building the creature." },
        { text: "Victor sees that some of the features he chose were poorly made, and he resolves to improve his work." },
        { text: "Victor admires the creature’s hair and teeth even though its eyes and lips make him uneasy." },
        { text: "Victor’s intense longing for his goal turns into revulsion at the very moment he achieves it.", correct: true },
      ],
      explanation:
        "<p>The best answer is that Victor’s intense longing for his goal turns into revulsion at the very moment he achieves it. The second paragraph states the reversal outright: he had desired success “with an ardour that far exceeded moderation,” but “now that I had finished,” the dream’s beauty vanished and “horror and disgust” filled him. The first paragraph shows the same change in miniature, as the features he “selected … as beautiful” become hideous to him.</p><ul><li>Victor mentions that he gave up rest and health, but only to show how much he wanted success; the passage does not dwell on regret for his health.</li><li>Nothing suggests that Victor plans to fix his work; he is overwhelmed by disgust, not planning repairs.</li><li>The hair and teeth are called “luxuriances” only to say that they made the rest look “more horrid”; Victor does not admire them, and he is far more than uneasy.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-central-ideas-details-14",
      difficulty: "hard",
      text: "<p>Based on the text, how does the narrator characterize Holmes’s regard for Irene Adler?</p>",
      passage: {
        title: "",
        topic: "literature",
        source: { author: "Arthur Conan Doyle", title: "A Scandal in Bohemia", year: 1891 },
        html: "<p>The following text is adapted from Arthur Conan Doyle’s 1891 short story “A Scandal in Bohemia.” The narrator, Dr. Watson, is describing his friend, the detective Sherlock Holmes.</p><p>To Sherlock Holmes she is always <i>the</i> woman. I have seldom heard him mention her under any other name. In his eyes she eclipses and predominates the whole of her sex. It was not that he felt any emotion akin to love for Irene Adler. All emotions, and that one particularly, were abhorrent to his cold, precise but admirably balanced mind. … Grit in a sensitive instrument, or a crack in one of his own high-power lenses, would not be more disturbing than a strong emotion in a nature such as his. And yet there was but one woman to him, and that woman was the late Irene Adler, of dubious and questionable memory.</p>",
      },
      choices: [
        { text: "Holmes loves Adler in secret but hides it, fearing that such a feeling would disturb his reasoning." },
        { text: "Holmes sets Adler apart from every other woman, although the narrator insists this is not love.", correct: true },
        { text: "Holmes once admired Adler, but his respect faded when he learned of her questionable reputation." },
        { text: "Holmes regards Adler with the same indifference he shows all women, whom he rarely mentions." },
      ],
      explanation:
        "<p>The best answer is that Holmes sets Adler apart from every other woman, although the narrator insists this is not love. Watson says that she “eclipses” all other women in Holmes’s eyes and that “there was but one woman to him,” yet he states plainly that Holmes felt no “emotion akin to love” for her, since strong emotions were “abhorrent” to his mind.</p><ul><li>The claim of a secret love is tempting, since Watson explains how emotion would disturb Holmes, but Watson uses that point to deny that Holmes felt love, not to suggest he hid it.</li><li>The phrase “of dubious and questionable memory” is Watson’s comment on Adler’s reputation; nothing says Holmes’s regard for her faded.</li><li>Holmes does not treat Adler as he treats other women: to him she is “<i>the</i> woman,” the only one.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-central-ideas-details-15",
      difficulty: "hard",
      text: MAIN,
      passage: {
        title: "",
        topic: "science",
        html: "<p>Most mammals lose the ability to digest lactose, the main sugar in milk, once they are weaned, and so do most people. In some populations, however, many adults go on producing lactase, the enzyme that breaks lactose down. The trait is common in northern Europe and among some cattle-herding peoples of East Africa. Genetic studies have found that it is caused by different mutations in the two regions, each lying near the gene for lactase, and that each mutation became common only within the last several thousand years, after the people who carry it had begun keeping cattle and drinking their milk.</p>",
      },
      choices: [
        { text: "Most adults today can digest milk because their ancestors kept cattle and drank milk for thousands of years." },
        { text: "Herders in East Africa inherited the ability to digest milk as adults from early cattle keepers in northern Europe." },
        { text: "Adult lactose digestion arose separately in different herding peoples after they began to drink milk.", correct: true },
        { text: "Humans are the only mammals that keep producing lactase after weaning, because people drink the milk of cattle." },
      ],
      explanation:
        "<p>The best answer is that adult lactose digestion arose separately in different herding peoples after they began to drink milk. Two details support this together: the trait is caused by different mutations in Europe and in East Africa, so one population did not pass it to the other, and each mutation spread only after its carriers began keeping cattle and drinking milk.</p><ul><li>The text says most people lose the ability to digest lactose after weaning, so it is not true that most adults can digest milk.</li><li>The mutations in the two regions are different, which is evidence against the idea that East African herders inherited the trait from Europeans.</li><li>The text says that most mammals and most humans stop producing lactase; it never claims that humans are the only exception, and most humans are not exceptions at all.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-central-ideas-details-16",
      difficulty: "hard",
      text: MAIN,
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>The Black Death killed perhaps a third or more of England’s people between 1348 and 1350, leaving landowners short of hands to plow and harvest their fields. In 1349 and again in 1351, the king and Parliament ordered laborers to accept the wages that had been customary before the plague and forbade employers to offer more. Court records show that thousands of laborers and employers were fined under these laws. Yet records of wages from the following decades show pay climbing well above its old level, as employers competing for scarce workers quietly offered more than the law allowed.</p>",
      },
      choices: [
        { text: "After the Black Death, English courts were unwilling to fine those who broke the wage laws, so wages rose." },
        { text: "Wages in England fell after the Black Death because so many landowners had died that few could hire workers." },
        { text: "Landowners asked the king to raise wages after the Black Death so that laborers would return to the fields." },
        { text: "Wage laws passed after the Black Death could not outweigh the leverage that scarce labor gave workers.", correct: true },
      ],
      explanation:
        "<p>The best answer is that wage laws passed after the Black Death could not outweigh the leverage that scarce labor gave workers. The text sets out the shortage, the laws that froze wages, and their enforcement, and then turns with “Yet”: pay rose anyway because employers competing for scarce workers offered more than the law allowed.</p><ul><li>The text says thousands of laborers and employers were fined, so the courts did enforce the laws; wages rose despite enforcement, not for lack of it.</li><li>The text says pay climbed well above its old level, not that it fell.</li><li>The laws were made to keep wages at their old level, the opposite of a request to raise them, and the text never says landowners asked for higher wages.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-central-ideas-details-17",
      difficulty: "hard",
      text: MAIN,
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>The Greek writer Plutarch reports that the Athenians kept the ship in which the hero Theseus had sailed home from Crete for generations, replacing each plank as it rotted until none of the original timber remained. Philosophers, he adds, used the ship as an example in their arguments about things that change: some held that it was still the same ship, and others that it was not. Centuries later, Thomas Hobbes made the puzzle harder. Suppose someone had saved every discarded plank and rebuilt the ship from them. Which would then be Theseus’s ship? The repaired vessel can claim an unbroken history, and the rebuilt one can claim the original material.</p>",
      },
      choices: [
        { text: "Plutarch concluded that a ship whose every plank had been replaced was no longer the ship of Theseus." },
        { text: "The Athenians replaced the ship’s planks one at a time in order to test a question about how things change." },
        { text: "Hobbes deepened an old puzzle about identity by imagining two ships that could each claim to be the original.", correct: true },
        { text: "Hobbes settled the ancient argument by showing that the ship rebuilt from the old planks is the true one." },
      ],
      explanation:
        "<p>The best answer is that Hobbes deepened an old puzzle about identity by imagining two ships that could each claim to be the original. The text first presents the ancient debate over a ship whose planks were all replaced, then explains that Hobbes “made the puzzle harder” by imagining a second ship built from the old planks, so that one vessel has the unbroken history and the other the original material.</p><ul><li>Plutarch reports that philosophers disagreed; the text does not say he took a side.</li><li>The text says the Athenians replaced rotting planks to preserve the ship; philosophers later used the ship as an example, but it was not repaired to test anything.</li><li>Hobbes made the puzzle harder rather than settling it; the text gives each vessel a claim and picks neither.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-central-ideas-details-18",
      difficulty: "hard",
      text: MAIN,
      passage: {
        title: "",
        topic: "science",
        html: "<p>After gray wolves were brought back to Yellowstone National Park in 1995 and 1996, willows and aspens began to recover along some streams where elk had eaten the young trees for decades. A popular account holds that the wolves did this by making elk afraid to linger in risky places, such as stream banks, even when no wolves were around. Later studies found little evidence that fear alone kept elk away from young trees: elk browsed about as heavily in spots judged risky as in safe ones. Researchers point instead to a steep drop in the number of elk, caused by wolves but also by bears, cougars, human hunters and drought, and they note that many stream banks have not recovered at all.</p>",
      },
      choices: [
        { text: "Wolves restored Yellowstone’s streams by frightening elk away from the young trees growing along the banks." },
        { text: "The return of wolves has changed neither the number of elk in Yellowstone nor the trees that elk feed on." },
        { text: "Drought and hunting, not wolves, are responsible for the recovery of willows and aspens in Yellowstone." },
        { text: "Yellowstone’s trees recovered only in places, mainly because elk grew fewer rather than more fearful.", correct: true },
      ],
      explanation:
        "<p>The best answer is that Yellowstone’s trees recovered only in places, mainly because elk grew fewer rather than more fearful. The text describes recovery “along some streams,” reports that studies found little evidence for the fear explanation, credits a steep drop in elk numbers instead, and notes that many stream banks have not recovered.</p><ul><li>The fear explanation is the “popular account” that later studies did not support.</li><li>The text says wolves helped cause the drop in elk numbers and that some trees recovered, so wolves did change things.</li><li>The text lists wolves among the causes of the elk decline, alongside bears, cougars, hunters and drought; it does not rule wolves out.</li></ul>",
    },
    // ───────────── easy (19-22) ─────────────
    {
      ...base,
      id: "bank-rw-central-ideas-details-19",
      difficulty: "easy",
      text: MAIN,
      passage: {
        title: "",
        topic: "science",
        html: "<p>The yellows and oranges of autumn leaves are not new colors. All summer long, a leaf holds yellow and orange pigments called carotenoids, but they are masked by much larger amounts of green chlorophyll, the pigment the leaf uses to capture sunlight. As the days grow shorter in autumn, many trees stop making chlorophyll, and the green that remains breaks down, so the yellows and oranges show through. The reds and purples of some trees, such as certain maples, are a different case: those pigments, called anthocyanins, are mostly made fresh in the autumn.</p>",
      },
      choices: [
        { text: "Trees make yellow and orange pigments in autumn to protect their leaves from the first cold nights." },
        { text: "Leaves lose their carotenoids in autumn, and this loss is what makes them change color before they fall." },
        { text: "Many autumn colors were in the leaf all along and appear only when its green pigment fades away.", correct: true },
        { text: "Maples turn red in autumn because their leaves hold more chlorophyll than the leaves of other trees." },
      ],
      explanation:
        "<p>The best answer is that many autumn colors were in the leaf all along and appear only when its green pigment fades away. The text opens by saying the yellows and oranges “are not new colors,” explains that chlorophyll hides them all summer, and describes how they “show through” once the chlorophyll breaks down; the reds are noted as the exception.</p><ul><li>The text says the yellow and orange pigments are present all summer, not made in autumn, and it never mentions protection from cold.</li><li>This reverses the text: the leaves lose chlorophyll, and the carotenoids that remain are what show through.</li><li>The text says maple reds come from anthocyanins made in autumn; it never links them to extra chlorophyll.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-central-ideas-details-20",
      difficulty: "easy",
      text: "<p>According to the text, why was the company found responsible for the disaster?</p>",
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>On January 15, 1919, a steel tank holding more than eight million liters of molasses burst in Boston’s North End. A wave of the thick syrup, several meters high at first, swept through the streets, pushing buildings off their foundations and killing twenty-one people. In the lawsuits that followed, the company that owned the tank claimed that someone had blown it up. But witnesses described how the tank had leaked from the time it was first filled, and experts testified that its steel walls were too thin for the weight they held. A court-appointed official found the company responsible, and it paid damages to the victims and their families.</p>",
      },
      choices: [
        { text: "Witnesses reported seeing company workers set off an explosion beside the tank." },
        { text: "Evidence showed that the tank was poorly built and had leaked from the start.", correct: true },
        { text: "The company had filled the tank with more molasses than the law then allowed." },
        { text: "The company had built the tank in a crowded neighborhood against the city’s wishes." },
      ],
      explanation:
        "<p>The best answer is that evidence showed the tank was poorly built and had leaked from the start. The text says witnesses described leaks “from the time it was first filled” and experts testified that the walls “were too thin for the weight they held,” after which the company was found responsible.</p><ul><li>It was the company, not the witnesses, that spoke of an explosion, and it blamed “someone” else; the court did not accept that claim.</li><li>The text says nothing about a legal limit on how much the tank could hold.</li><li>The text does not say where the city wanted the tank built or that anyone objected to its location.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-central-ideas-details-21",
      difficulty: "easy",
      text: "<p>According to the text, why are Panama hats called by that name?</p>",
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>Despite their name, Panama hats have always been made in Ecuador, where weavers plait them by hand from the finely split leaves of the toquilla palm. In the nineteenth century the hats were shipped north to the Isthmus of Panama, a busy crossroads of trade, and sold there to travelers, among them gold seekers on their way to California. The name stuck for good after workers digging the Panama Canal wore the hats to shade themselves from the sun and President Theodore Roosevelt was photographed in one while visiting the construction in 1906.</p>",
      },
      choices: [
        { text: "They are woven from the leaves of a palm that grows mainly in Panama." },
        { text: "They were first made by the workers who dug the Panama Canal." },
        { text: "Roosevelt ordered them made for the workers building the canal." },
        { text: "They were sold and widely worn in Panama, though made in Ecuador.", correct: true },
      ],
      explanation:
        "<p>The best answer is that the hats were sold and widely worn in Panama, though made in Ecuador. The text says they were sold to travelers on the Isthmus of Panama and that the name “stuck for good” after canal workers wore them and Roosevelt was photographed in one there.</p><ul><li>The text names the toquilla palm but does not say where it grows; it says the hats are made in Ecuador.</li><li>The canal workers wore the hats; the text says Ecuadorian weavers made them.</li><li>The text says only that Roosevelt was photographed in a hat, not that he ordered any.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-central-ideas-details-22",
      difficulty: "easy",
      text: "<p>Based on the text, what does the speaker want the children in the school to be taught?</p>",
      passage: {
        title: "",
        topic: "literature",
        source: { author: "Charles Dickens", title: "Hard Times", year: 1854 },
        html: "<p>The following text is from Charles Dickens’s 1854 novel <i>Hard Times</i>. A visitor is speaking in a schoolroom.</p><p>“Now, what I want is, Facts. Teach these boys and girls nothing but Facts. Facts alone are wanted in life. Plant nothing else, and root out everything else. You can only form the minds of reasoning animals upon Facts: nothing else will ever be of any service to them. This is the principle on which I bring up my own children, and this is the principle on which I bring up these children. Stick to Facts, sir!”</p><p>The scene was a plain, bare, monotonous vault of a school-room, and the speaker’s square forefinger emphasized his observations by underscoring every sentence with a line on the schoolmaster’s sleeve.</p>",
      },
      choices: [
        { text: "Facts at first, followed later by subjects that develop the children’s imagination" },
        { text: "Facts and nothing else, since he believes nothing else will ever be of use to them", correct: true },
        { text: "Whatever the schoolmaster thinks best, provided that the lessons are plain and simple" },
        { text: "Good manners, since he objects to the way the children behave in the schoolroom" },
      ],
      explanation:
        "<p>The best answer is facts and nothing else, since the speaker believes nothing else will ever be of use to the children. He says “Teach these boys and girls nothing but Facts,” orders that everything else be rooted out, and claims that “nothing else will ever be of any service to them.”</p><ul><li>The speaker allows no later subjects: he wants everything but facts rooted out.</li><li>The speaker gives the schoolmaster orders rather than leaving the choice to him, and “plain” describes the room, not the lessons.</li><li>The speaker never mentions the children’s behavior; his only subject is what they should be taught.</li></ul>",
    },
    // ───────────── medium (23-26) ─────────────
    {
      ...base,
      id: "bank-rw-central-ideas-details-23",
      difficulty: "medium",
      text: MAIN,
      passage: {
        title: "",
        topic: "science",
        html: "<p>Snapping shrimp, small crustaceans of warm coastal waters, are among the loudest animals in the sea: a large colony crackles loudly enough to interfere with the sonar of submarines. Each shrimp’s noise comes from one oversized claw, and for a long time the snap was thought to be the sound of the claw’s two parts striking each other. In 2000, however, high-speed video and underwater recordings showed that the claw shuts so fast that it shoots out a jet of water, leaving a low-pressure bubble in front of the claw. The loud snap comes not when the claw closes but a moment later, when that bubble collapses.</p>",
      },
      choices: [
        { text: "Snapping shrimp make loud snaps to warn other members of their colonies that predators are near." },
        { text: "Recordings showed that a snapping shrimp’s noise comes from a collapsing bubble, not from its claw striking itself.", correct: true },
        { text: "Scientists studied snapping shrimp in 2000 because the animals’ noise had begun to damage submarine sonar." },
        { text: "A snapping shrimp’s claw closes so slowly that the loud snap is heard before the two parts of the claw meet." },
      ],
      explanation:
        "<p>The best answer is that recordings showed a snapping shrimp’s noise comes from a collapsing bubble, not from its claw striking itself. The text gives the old belief (the claw’s parts “striking each other”), then reports the 2000 finding that the snap comes “a moment later, when that bubble collapses.”</p><ul><li>The text never says what the snaps are for, and it does not mention predators.</li><li>The text mentions sonar only to show how loud the shrimp are; it does not say why the 2000 study was done.</li><li>The text says the claw shuts “so fast” that it shoots out a jet, and the snap comes after the claw closes, not before.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-central-ideas-details-24",
      difficulty: "medium",
      text: MAIN,
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>For centuries, England’s Exchequer, the office that collected royal revenue, recorded payments on tally sticks: a stick was notched to show the sum and then split lengthwise, and the payer and the Exchequer each kept one half, which could later be fitted back together to prove the payment. The system was finally abolished in 1826, leaving a vast store of old sticks. In October 1834 workmen were told to burn them in the furnaces beneath the House of Lords. The furnaces overheated, the fire spread through the building, and by the next morning most of the medieval Palace of Westminster, where Parliament met, lay in ruins.</p>",
      },
      choices: [
        { text: "Tally sticks were abolished because people who owed money to the Exchequer could easily forge them." },
        { text: "The Exchequer kept both halves of each tally stick so that it could check every payment later." },
        { text: "Getting rid of the relics of an outdated way of keeping records destroyed most of Parliament’s home.", correct: true },
        { text: "Parliament ordered the old tally sticks burned because it needed fuel to heat its building in winter." },
      ],
      explanation:
        "<p>The best answer is that getting rid of the relics of an outdated way of keeping records destroyed most of Parliament’s home. The text explains how tallies worked, notes that the system was abolished and left “a vast store of old sticks,” and ends with the fire that started when they were burned and ruined most of the Palace of Westminster.</p><ul><li>The text does not say why the tally system was abolished, and it never mentions forgery.</li><li>The text says the payer and the Exchequer “each kept one half”; the Exchequer did not keep both.</li><li>The text says the sticks were burned to dispose of them, not that Parliament needed fuel, and it does not say who gave the order.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-central-ideas-details-25",
      difficulty: "medium",
      text: MAIN,
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>When a harpsichord key is pressed, a small quill plucks the string, and a plucked string sounds about equally loud however hard the key is struck, so a player cannot make one note louder than the next by touch alone. Around 1700 Bartolomeo Cristofori, an instrument maker at the Medici court in Florence, built a keyboard instrument in which the keys instead threw small hammers against the strings, each hammer falling away at once so that the string could ring. Because a harder stroke sent the hammer faster, players could now shade each note from soft to loud. Cristofori called his invention a harpsichord “with soft and loud,” in Italian <i>col piano e forte</i>, the source of the name “piano.”</p>",
      },
      choices: [
        { text: "Cristofori improved the harpsichord by designing quills that plucked its strings with greater force." },
        { text: "The piano takes its name from the court in Florence where Cristofori built the first one around 1700." },
        { text: "Cristofori’s instrument was louder than the harpsichord, though it could no longer play soft notes." },
        { text: "Striking strings with hammers let players control each note’s loudness, a change recorded in the piano’s name.", correct: true },
      ],
      explanation:
        "<p>The best answer is that striking strings with hammers let players control each note’s loudness, a change recorded in the piano’s name. The text contrasts the harpsichord, whose plucked notes cannot be made louder by touch, with Cristofori’s hammers, which let players “shade each note from soft to loud,” and traces “piano” to <i>col piano e forte</i>.</p><ul><li>Cristofori replaced the quills with hammers; he did not make the quills pluck harder.</li><li>The text traces the name to the Italian phrase for “soft and loud,” not to the Medici court.</li><li>The text says players could shade notes “from soft to loud,” so the instrument could play soft notes.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-central-ideas-details-26",
      difficulty: "medium",
      text: "<p>Based on the text, why does the narrator go to sea?</p>",
      passage: {
        title: "",
        topic: "literature",
        source: { author: "Herman Melville", title: "Moby-Dick", year: 1851 },
        html: "<p>The following text is from Herman Melville’s 1851 novel <i>Moby-Dick</i>. The narrator introduces himself.</p><p>Call me Ishmael. Some years ago—never mind how long precisely—having little or no money in my purse, and nothing particular to interest me on shore, I thought I would sail about a little and see the watery part of the world. It is a way I have of driving off the spleen, and regulating the circulation. Whenever I find myself growing grim about the mouth; whenever it is a damp, drizzly November in my soul; whenever I find myself involuntarily pausing before coffin warehouses, and bringing up the rear of every funeral I meet; and especially whenever my hypos get such an upper hand of me, that it requires a strong moral principle to prevent me from deliberately stepping into the street, and methodically knocking people’s hats off—then, I account it high time to get to sea as soon as I can.</p>",
      },
      choices: [
        { text: "He hopes to earn enough money at sea to live comfortably on shore afterward." },
        { text: "He has been told that a sea voyage is the best way to improve his circulation." },
        { text: "He finds that a voyage cures him whenever he sinks into gloom and irritation.", correct: true },
        { text: "He wants to avoid being punished for knocking people’s hats off in the street." },
      ],
      explanation:
        "<p>The best answer is that he finds a voyage cures him whenever he sinks into gloom and irritation. He calls going to sea “a way I have of driving off the spleen” and lists the moods that send him there: growing “grim about the mouth,” a “damp, drizzly November in my soul,” and “hypos” strong enough to make him want to knock off strangers’ hats.</p><ul><li>He mentions having “little or no money,” but only as part of his situation; he never says he goes to sea to earn money.</li><li>He does say that sailing regulates “the circulation,” but as his own habit, not advice he has been given, and the passage’s stress falls on his low spirits.</li><li>He has not knocked off anyone’s hat; he goes to sea before his mood can drive him to it.</li></ul>",
    },
    // ───────────── hard (27-30) ─────────────
    {
      ...base,
      id: "bank-rw-central-ideas-details-27",
      difficulty: "hard",
      text: MAIN,
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>Luca Pacioli is often called the father of accounting. His <i>Summa de arithmetica</i>, a mathematics textbook printed in Venice in 1494, included a treatise on the bookkeeping of Venetian merchants, in which every transaction is entered twice, once as a debit and once as a credit, so that an error betrays itself when the two columns fail to balance. Yet the method long predates him: account books kept in double entry survive from fourteenth-century Italian merchant houses and city treasuries, and Pacioli himself presented the system as the established practice of Venice. What he supplied was its first printed description, which, copied and translated across Europe, carried the method far beyond the counting houses where apprentices had learned it by example.</p>",
      },
      choices: [
        { text: "Double-entry bookkeeping was devised by Venetian merchants only shortly before Pacioli described it." },
        { text: "Pacioli’s importance lies less in originating double-entry bookkeeping than in spreading it through print.", correct: true },
        { text: "Pacioli is wrongly called the father of accounting, since he did nothing to advance double-entry bookkeeping." },
        { text: "Because its errors betray themselves, double-entry bookkeeping displaced all other methods once Pacioli explained it." },
      ],
      explanation:
        "<p>The best answer is that Pacioli’s importance lies less in originating double-entry bookkeeping than in spreading it through print. The text grants his fame, then turns with “Yet”: the method “long predates him,” and what he supplied was “its first printed description,” which carried it across Europe.</p><ul><li>The text says double-entry books survive from the fourteenth century, long before 1494, so the method was not new when Pacioli described it.</li><li>This half-true reading keeps the text’s doubt about the title but ignores its conclusion: Pacioli’s printed description spread the method across Europe, which did advance it.</li><li>The text explains why errors show up, but it never says the method displaced every other one; that claim goes beyond the passage.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-central-ideas-details-28",
      difficulty: "hard",
      text: MAIN,
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>Because of a quirk of acoustics, no way of tuning a keyboard can make every interval in every key perfectly pure. Equal temperament, the standard today, answers the problem by spreading the impurity evenly, so that all twelve keys sound alike. Johann Sebastian Bach’s <i>Well-Tempered Clavier</i> (1722), which offers a prelude and fugue in each of the twenty-four major and minor keys, has often been cited as a demonstration of equal temperament. But “well-tempered” was a broader term in Bach’s day: it covered any of several tunings that made every key playable while leaving each with a slightly different color, and many scholars now think that Bach had such an unequal tuning in mind.</p>",
      },
      choices: [
        { text: "Bach devised equal temperament so that his preludes and fugues could be played in all twenty-four keys." },
        { text: "Since no tuning makes every interval pure, Bach’s collection could not be played in every key in his day." },
        { text: "Bach’s collection, long taken to showcase equal temperament, may have been meant for a tuning in which keys differ.", correct: true },
        { text: "Equal temperament gives each key a slightly different color, which is why Bach wrote music in all of them." },
      ],
      explanation:
        "<p>The best answer is that Bach’s collection, long taken to showcase equal temperament, may have been meant for a tuning in which keys differ. The text reports the common view that the work demonstrates equal temperament, then turns with “But”: in Bach’s day “well-tempered” meant any tuning that made all keys playable “while leaving each with a slightly different color,” and many scholars think Bach intended one of these.</p><ul><li>The text never says Bach devised equal temperament, and it suggests he may not even have used it.</li><li>The text says well-tempered tunings “made every key playable,” so the collection could be played in every key even though no tuning is perfectly pure.</li><li>This confuses the two kinds of tuning: equal temperament makes all keys “sound alike,” while the unequal well-tempered tunings give each key its own color.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-central-ideas-details-29",
      difficulty: "hard",
      text: MAIN,
      passage: {
        title: "",
        topic: "literature",
        source: { author: "Ralph Waldo Emerson", title: "Self-Reliance", year: 1841 },
        html: "<p>The following text is from Ralph Waldo Emerson’s 1841 essay “Self-Reliance.”</p><p>There is a time in every man’s education when he arrives at the conviction that envy is ignorance; that imitation is suicide; that he must take himself for better, for worse, as his portion; that though the wide universe is full of good, no kernel of nourishing corn can come to him but through his toil bestowed on that plot of ground which is given to him to till. The power which resides in him is new in nature, and none but he knows what that is which he can do, nor does he know until he has tried.</p>",
      },
      choices: [
        { text: "Envy is natural in the young, but people outgrow it once their formal education is complete." },
        { text: "People discover what they can do by studying others’ achievements and copying the best of them." },
        { text: "Each person’s abilities are fixed at birth and are fully known to that person before any trial." },
        { text: "A person must accept and work with his own unique nature, whose powers only effort can reveal.", correct: true },
      ],
      explanation:
        "<p>The best answer is that a person must accept and work with his own unique nature, whose powers only effort can reveal. Emerson says a person “must take himself for better, for worse, as his portion,” that good comes to him only through “toil” on his own “plot of ground,” and that his power is “new in nature” and unknown even to him “until he has tried.”</p><ul><li>“A time in every man’s education” means a stage in learning about life, not the end of schooling, and Emerson calls envy ignorance rather than a natural phase.</li><li>Emerson says “imitation is suicide,” which rules out copying others as a way to find one’s powers.</li><li>This half-true reading keeps “the power which resides in him” but contradicts the last clause: he does not know what he can do “until he has tried.”</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-central-ideas-details-30",
      difficulty: "hard",
      text: MAIN,
      passage: {
        title: "",
        topic: "literature",
        source: { author: "Leo Tolstoy", title: "Anna Karenina", year: 1877 },
        html: "<p>The following text is adapted from Constance Garnett’s English translation of Leo Tolstoy’s 1877 novel <i>Anna Karenina</i>.</p><p>Happy families are all alike; every unhappy family is unhappy in its own way. Everything was in confusion in the Oblonskys’ house. The wife had discovered that the husband was carrying on an intrigue with a French girl, who had been a governess in their family, and she had announced to her husband that she could not go on living in the same house with him. This position of affairs had now lasted three days, and not only the husband and wife themselves, but all the members of their family and household, were painfully conscious of it. Every person in the house felt that there was no sense in their living together, and that the stray people brought together by chance in any inn had more in common with one another than they, the members of the family and household of the Oblonskys.</p>",
      },
      choices: [
        { text: "The Oblonskys are presented as a happy family whose usual calm has been disturbed for only a few days." },
        { text: "The wife leaves the house after her discovery, and the members of the household take sides in the quarrel." },
        { text: "The Oblonskys’ servants and relatives feel more at ease with one another than strangers at an inn would." },
        { text: "After a general claim about unhappy families, the narrator shows one couple’s rupture unsettling a whole household.", correct: true },
      ],
      explanation:
        "<p>The best answer is that after a general claim about unhappy families, the narrator shows one couple’s rupture unsettling a whole household. The opening sentence states the general claim; the rest describes the Oblonskys’ “confusion,” which affects “all the members of their family and household,” until everyone feels there is “no sense in their living together.”</p><ul><li>The first sentence sets up unhappy families, and the Oblonskys’ house is in “confusion”; the three days measure how long the crisis has lasted, not a brief break in happiness.</li><li>The wife says she “could not go on living in the same house,” but the text does not say she has left, and no one is said to take sides.</li><li>This reverses the last sentence: strangers at an inn have “more in common with one another” than the members of the Oblonsky household do.</li></ul>",
    },
  ],
} satisfies WrittenSkill;
