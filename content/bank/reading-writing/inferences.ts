import type { WrittenSkill } from "../types";

/**
 * Skill bank, Information and Ideas: Inferences (30 questions, 10 per difficulty).
 * Literary passages are excerpts from real public-domain works, cited in `source` and in the intro line;
 * informational passages credit real people only with their real, well-documented work.
 */
const COMPLETE = "<p>Which choice most logically completes the text?</p>";
const base = {
  type: "SC" as const,
  title: "",
  test: "verbal" as const,
  domain: "information_ideas",
  skill: "inferences",
  tags: ["bank"],
};

export default {
  skill: "inferences",
  questions: [
    // ───────────── easy ─────────────
    {
      ...base,
      id: "bank-rw-inferences-01",
      difficulty: "easy",
      text: COMPLETE,
      passage: {
        title: "",
        topic: "science",
        html: "<p>Young sunflower plants turn their heads to follow the sun across the sky, facing east in the morning and west by evening, and then swing back toward the east overnight. Once the flowers mature, they stop moving and stay facing east. In a 2016 study, researchers found that mature flowers facing east warmed up faster in the morning sun than flowers that had been turned to face west, and that they received about five times as many visits from bees and other pollinators. These findings suggest that ______</p>",
      },
      choices: [
        { text: "sunflowers stop following the sun once enough insects have visited their flowers." },
        { text: "bees choose which sunflowers to visit mainly by the size and color of their petals." },
        { text: "facing east helps mature sunflowers attract more bees and other pollinators.", correct: true },
        { text: "young sunflowers turn west at night to protect themselves from the cold morning air." },
      ],
      explanation:
        "<p>The best answer is that facing east helps mature sunflowers attract more bees and other pollinators. The study compared east-facing and west-facing mature flowers and found that the east-facing ones, which warm faster in the morning, got about five times as many pollinator visits, so their fixed eastward position benefits them.</p><ul><li>The text says the flowers stop moving when they mature, not after a certain number of pollinator visits.</li><li>The study varied the direction the flowers faced, not their size or color, so it says nothing about those features.</li><li>The text says young plants swing back toward the east overnight, not toward the west.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-inferences-02",
      difficulty: "easy",
      text: COMPLETE,
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>In September 1666 a fire that started in a bakery on Pudding Lane burned for four days and destroyed much of the City of London, where most houses were made of timber and stood crowded together along narrow streets. The following year, Parliament passed a law requiring that new houses in the City be built of brick or stone and that several of its streets be widened. The law suggests that lawmakers believed that ______</p>",
      },
      choices: [
        { text: "the fire had been started on purpose by the owner of the bakery on Pudding Lane." },
        { text: "houses of brick or stone would cost Londoners less to build than timber houses." },
        { text: "the way the City’s houses and streets had been built helped the fire to spread.", correct: true },
        { text: "most families who had lost their homes would leave the City rather than rebuild." },
      ],
      explanation:
        "<p>The best answer is that lawmakers believed the way the City’s houses and streets had been built helped the fire to spread. The text describes crowded timber houses on narrow streets, and the new law required exactly the opposite: brick or stone houses and wider streets. Lawmakers would demand these changes if they thought the old way of building had fed the fire.</p><ul><li>Nothing in the law concerns how the fire started or who was to blame for it.</li><li>The text gives no information about building costs, and the law is about materials, not saving money.</li><li>A law about how new houses must be built assumes that people would rebuild in the City, not leave it.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-inferences-03",
      difficulty: "easy",
      text: COMPLETE,
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>Kabuki, a form of Japanese theater that combines drama, music and dance, is usually traced to performances led by a woman named Izumo no Okuni in Kyoto around 1603, and many of the first kabuki troupes were made up of women. In 1629, however, the government banned women from the kabuki stage. Today, female roles in kabuki are played by male actors who specialize in them, called <i>onnagata</i>. This history suggests that the tradition of men playing women’s roles in kabuki ______</p>",
      },
      choices: [
        { text: "began with Okuni herself, who trained the men in her troupe to play female characters." },
        { text: "was soon given up once women were allowed to return to the kabuki stage." },
        { text: "grew out of a government rule rather than out of the way the art form began.", correct: true },
        { text: "was borrowed from older forms of Japanese theater that Okuni had performed in." },
      ],
      explanation:
        "<p>The best answer is that the tradition grew out of a government rule rather than out of the way the art form began. Kabuki started with a woman, Okuni, and troupes that included many women; only after the 1629 ban on women did men take over the female roles.</p><ul><li>The text says Okuni led the first performances, and many early troupes were women; nothing suggests she trained men to play women.</li><li>The text says that female roles are still played by men today, so the tradition was not given up.</li><li>The text says nothing about older forms of theater or about Okuni performing in them.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-inferences-04",
      difficulty: "easy",
      text: COMPLETE,
      passage: {
        title: "",
        topic: "science",
        html: "<p>Kangaroo rats live in the deserts of the southwestern United States and northern Mexico, where pools and streams are rare. They eat mostly dry seeds, and their bodies obtain water from the chemical breakdown of the food they digest. Their kidneys produce extremely concentrated urine, so they lose very little water, and they spend the hottest hours of the day in cool, humid burrows underground. Together, these traits help explain how a kangaroo rat can ______</p>",
      },
      choices: [
        { text: "find pools of water hidden beneath the desert sand by digging deep burrows." },
        { text: "survive for long stretches, even its whole life, without drinking any water.", correct: true },
        { text: "stay active above ground through the hottest hours of a summer afternoon." },
        { text: "eat fresh green plants throughout the long dry season of the desert year." },
      ],
      explanation:
        "<p>The best answer is that a kangaroo rat can survive for long stretches without drinking water. Each trait in the text deals with water: the animal makes water from its food, loses little in its urine, and avoids the heat that would dry it out. Together they let it live where there is almost nothing to drink.</p><ul><li>The text says kangaroo rats use burrows to escape the heat, not to find water underground.</li><li>The text says they spend the hottest hours underground, the opposite of staying active above ground.</li><li>The text says they eat mostly dry seeds, not fresh green plants.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-inferences-05",
      difficulty: "easy",
      text: "<p>Based on the text, what can most reasonably be inferred about the narrator?</p>",
      passage: {
        title: "",
        topic: "literature",
        source: { author: "Mark Twain", title: "Adventures of Huckleberry Finn", year: 1884 },
        html: "<p>The following text is from Mark Twain’s 1884 novel <i>Adventures of Huckleberry Finn</i>. The narrator, Huck Finn, is introducing himself.</p><p>You don’t know about me without you have read a book by the name of <i>The Adventures of Tom Sawyer</i>; but that ain’t no matter. That book was made by Mr. Mark Twain, and he told the truth, mainly. There was things which he stretched, but mainly he told the truth. That is nothing. I never seen anybody but lied one time or another, without it was Aunt Polly, or the widow, or maybe Mary.</p>",
      },
      choices: [
        { text: "He is angry that the author of the earlier book exaggerated what happened in it." },
        { text: "He thinks that telling an occasional lie is common and not a serious fault.", correct: true },
        { text: "He believes that Aunt Polly and the widow lie more often than other people do." },
        { text: "He has never read the book about Tom Sawyer and knows of it only from others." },
      ],
      explanation:
        "<p>The best answer is that he thinks telling an occasional lie is common and not a serious fault. Huck admits that Mark Twain “stretched” some things, then shrugs it off (“That is nothing”) and explains why: he has never seen anybody who did not lie “one time or another,” with a few exceptions.</p><ul><li>Huck is not angry; he says the author “told the truth, mainly” and calls the stretching “nothing.”</li><li>Aunt Polly and the widow are the exceptions, the people Huck suspects may never have lied, not people who lie more.</li><li>Huck judges how truthful the book is, which suggests he knows it; nothing says he has only heard of it.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-inferences-06",
      difficulty: "easy",
      text: COMPLETE,
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>When the Ford Motor Company introduced the Model T in 1908, the car sold for about $850, a price few American families could afford. In 1913 Ford’s factory in Highland Park, Michigan, began building the car on a moving assembly line, which cut the time needed to put one together from about twelve hours to about an hour and a half. By 1925 a new Model T cost less than $300. Together, these facts suggest that ______</p>",
      },
      choices: [
        { text: "Ford stopped making the Model T because the car had become too cheap to earn a profit." },
        { text: "cars built on the assembly line were less reliable than Model Ts that had been built by hand." },
        { text: "most American families already owned a car by the time the assembly line began running." },
        { text: "faster production helped bring the Model T within reach of many more American buyers.", correct: true },
      ],
      explanation:
        "<p>The best answer is that faster production helped bring the Model T within reach of many more buyers. The text moves from a price few families could afford, to an assembly line that cut building time to a fraction, to a price under $300; the sensible link is that cheaper production lowered the price.</p><ul><li>The text never says that Ford stopped making the Model T or that it stopped earning a profit.</li><li>The text says nothing about reliability, only about building time and price.</li><li>The text says that in 1908 few families could afford the car, which makes it unlikely that most already owned one by 1913.</li></ul>",
    },
    // ───────────── medium ─────────────
    {
      ...base,
      id: "bank-rw-inferences-07",
      difficulty: "medium",
      text: "<p>Based on the text, what can most reasonably be inferred about Mr. Bennet?</p>",
      passage: {
        title: "",
        topic: "literature",
        source: { author: "Jane Austen", title: "Pride and Prejudice", year: 1813 },
        html: "<p>The following text is from Jane Austen’s 1813 novel <i>Pride and Prejudice</i>. Netherfield Park is a large house in the Bennets’ neighborhood.</p><p>“My dear Mr. Bennet,” said his lady to him one day, “have you heard that Netherfield Park is let at last?”</p><p>Mr. Bennet replied that he had not.</p><p>“But it is,” returned she; “for Mrs. Long has just been here, and she told me all about it.”</p><p>Mr. Bennet made no answer.</p><p>“Do not you want to know who has taken it?” cried his wife impatiently.</p><p>“<i>You</i> want to tell me, and I have no objection to hearing it.”</p><p>This was invitation enough.</p>",
      },
      choices: [
        { text: "He is annoyed that Mrs. Long told his wife the news before anyone told him." },
        { text: "He already knows who has rented Netherfield Park but wishes to keep it a secret." },
        { text: "He sees his wife is eager to share the news and answers with dry detachment.", correct: true },
        { text: "He is as excited as his wife is to find out who has rented Netherfield Park." },
      ],
      explanation:
        "<p>The best answer is that he sees his wife is eager to share the news and answers with dry detachment. He says nothing when she first reports the news, and when she asks impatiently whether he wants to know more, he points out that it is <i>she</i> who wants to tell, adding only that he has “no objection to hearing it,” a cool reply that still lets her go on.</p><ul><li>Nothing in the text suggests annoyance at Mrs. Long; Mr. Bennet shows no strong feeling at all.</li><li>Mr. Bennet says he has not heard that the house is let, and nothing suggests he is hiding anything.</li><li>His silence and his reply show a lack of interest, the opposite of his wife’s excitement.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-inferences-08",
      difficulty: "medium",
      text: COMPLETE,
      passage: {
        title: "",
        topic: "science",
        html: "<p>At dusk, male fireflies of the genus <i>Photinus</i> fly over fields flashing a pattern of light particular to their species. A female of the same species, waiting in the grass, answers with a flash of her own after a set delay, and the male flies down toward her. Females of a different genus, <i>Photuris</i>, have been seen answering <i>Photinus</i> males with flashes timed just like those of <i>Photinus</i> females; when a male lands nearby, the <i>Photuris</i> female seizes and eats him. This behavior suggests that, for a <i>Photinus</i> male, ______</p>",
      },
      choices: [
        { text: "an answering flash with the expected timing is no guarantee that the flasher is a mate.", correct: true },
        { text: "flashing over open fields at dusk is an effective way of avoiding the attention of predators." },
        { text: "the females of his own species are more dangerous to approach than <i>Photuris</i> females are." },
        { text: "the flashes of <i>Photinus</i> females can be told apart from those of <i>Photuris</i> females by brightness." },
      ],
      explanation:
        "<p>The best answer is that an answering flash with the expected timing is no guarantee that the flasher is a mate. <i>Photinus</i> males fly toward flashes timed like those of their own females, and <i>Photuris</i> females copy that timing to lure and eat them; so a correctly timed reply may come from a predator.</p><ul><li>The text shows that flashing draws the attention of a predator, the <i>Photuris</i> female, so it does not help males avoid predators.</li><li>The danger comes from <i>Photuris</i> females, not from females of the male’s own species.</li><li>The text says nothing about brightness; if anything, the deception works because the two kinds of reply are hard to tell apart.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-inferences-09",
      difficulty: "medium",
      text: COMPLETE,
      passage: {
        title: "",
        topic: "science",
        html: "<p>Roman builders made concrete for harbor walls by mixing lime with volcanic ash and packing it, along with chunks of volcanic rock, into wooden frames lowered into the sea. Many of these structures still stand after some 2,000 years, while modern concrete exposed to seawater often cracks within decades. Studying samples drilled from Roman harbor walls, Marie Jackson and her colleagues found that seawater seeping through the concrete had reacted with the ash over the centuries, growing new interlocking mineral crystals in the material’s pores and cracks. This finding suggests that, in Roman harbor concrete, ______</p>",
      },
      choices: [
        { text: "the volcanic ash kept seawater from seeping into the material at all." },
        { text: "contact with seawater has tended to strengthen the material over time.", correct: true },
        { text: "the wooden frames shielded the material until the crystals had formed." },
        { text: "cracks and pores have grown wider as the centuries have gone by." },
      ],
      explanation:
        "<p>The best answer is that contact with seawater has tended to strengthen the material over time. The seawater that seeped in reacted with the ash to grow interlocking crystals that filled pores and cracks, which helps explain why these walls have lasted 2,000 years while modern concrete in seawater cracks.</p><ul><li>The text says seawater did seep through the concrete; the crystals formed because it did.</li><li>The text does not say how long the wooden frames remained or that they protected the concrete while crystals grew over centuries.</li><li>The crystals grew inside the pores and cracks, filling them rather than letting them widen.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-inferences-10",
      difficulty: "medium",
      text: COMPLETE,
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>In a 1968 experiment, psychologists John Darley and Bibb Latané had college students take part in a discussion over an intercom, each student sitting alone in a separate room. During the discussion, one voice (actually a recording) began to sound as if its speaker were having a seizure. Students who believed that they were the only other person listening almost always left their rooms to get help, and usually did so quickly. Students who believed that four other people were also listening were far less likely to seek help before the recording ended. These results suggest that ______</p>",
      },
      choices: [
        { text: "people are more willing to help a stranger in trouble than to help someone they know well." },
        { text: "students who talk over an intercom pay less attention than students who meet face to face." },
        { text: "people who hear that someone is in danger usually do not know how to help the person." },
        { text: "a person may feel less responsible for acting in an emergency when others know of it too.", correct: true },
      ],
      explanation:
        "<p>The best answer is that a person may feel less responsible for acting in an emergency when others know of it too. Everything was the same for the two groups except the number of other listeners each student believed there were, and students who thought four others could hear were much less likely to act, as if the duty to help felt shared.</p><ul><li>The experiment did not compare strangers with people the students knew; all the students heard the same recording.</li><li>All the students used the intercom, so the results cannot show that intercoms reduce attention compared with meeting in person.</li><li>Students who thought they were alone almost always got help quickly, so not knowing how to help cannot explain the difference.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-inferences-11",
      difficulty: "medium",
      text: COMPLETE,
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>Work on Cologne Cathedral in Germany began in 1248, but it stopped in the 1470s, leaving the building unfinished, with a stump of a south tower, for nearly four hundred years. In the early 1800s, two halves of a large medieval drawing of the cathedral’s planned west front came to light, one in 1814 and the other in 1816. When building resumed in 1842, the builders followed that drawing, and the cathedral was completed in 1880. A visitor admiring the towering west front today is therefore looking at ______</p>",
      },
      choices: [
        { text: "a medieval front that was repaired in the nineteenth century after centuries of damage." },
        { text: "a nineteenth-century construction that carries out a design made in the Middle Ages.", correct: true },
        { text: "a design invented in the 1800s to imitate the look of older medieval cathedrals." },
        { text: "the first part of the cathedral to be finished, completed before work stopped in the 1470s." },
      ],
      explanation:
        "<p>The best answer is a nineteenth-century construction that carries out a design made in the Middle Ages. The west front was unfinished, a stump of a tower, until work resumed in 1842, so it was built in the 1800s; but the builders followed a medieval drawing, so the design is medieval.</p><ul><li>The front was not a finished medieval structure in need of repair; it was largely unbuilt until 1842.</li><li>The design was not invented in the 1800s; it came from a medieval drawing rediscovered then.</li><li>The text says the front stood unfinished when work stopped in the 1470s, so it was not completed first.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-inferences-12",
      difficulty: "medium",
      text: COMPLETE,
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>In the 1200s, a scribe making a prayer book needed parchment, which was costly. He took an older manuscript, a tenth-century copy of several works by the ancient Greek mathematician Archimedes, scraped away much of its ink, cut and folded its pages, and wrote his prayers across them. Centuries later, scientists photographed the pages in ultraviolet light and X-rays and recovered much of the erased text, including the only known copy of Archimedes’ treatise <i>The Method</i>. The scribe’s reuse of the pages suggests that he ______</p>",
      },
      choices: [
        { text: "meant to protect Archimedes’ works by hiding them beneath the prayers he wrote." },
        { text: "knew that no other copy of <i>The Method</i> existed anywhere in his time." },
        { text: "cared more about the parchment itself than about the mathematics written on it.", correct: true },
        { text: "had copied the works of Archimedes onto the same parchment a few years earlier." },
      ],
      explanation:
        "<p>The best answer is that the scribe cared more about the parchment itself than about the mathematics written on it. He needed costly parchment and got it by scraping off Archimedes’ text and writing over it, which shows that the material mattered more to him than the old mathematical works.</p><ul><li>Scraping away the ink is the opposite of protecting the text; it was recovered only centuries later with modern imaging.</li><li>The text says <i>The Method</i> is the only copy known today, not that the scribe knew it was unique, and such knowledge would make his erasing it harder to explain.</li><li>The text says the copy of Archimedes was made in the tenth century, long before the scribe’s work in the 1200s.</li></ul>",
    },
    // ───────────── hard ─────────────
    {
      ...base,
      id: "bank-rw-inferences-13",
      difficulty: "hard",
      text: COMPLETE,
      passage: {
        title: "",
        topic: "science",
        html: "<p>In 1988 Richard Lenski began growing twelve populations of the bacterium <i>E. coli</i> in flasks that supply a small amount of glucose each day; the flasks also contain citrate, which <i>E. coli</i> normally cannot use as food when oxygen is present. Every 500 generations, samples are frozen, and they can later be revived. After about 31,000 generations, one population evolved the ability to feed on citrate. When researchers revived frozen samples from that population’s past and regrew them many times, the ability evolved again only in samples taken after about generation 20,000, never in earlier ones. These results suggest that ______</p>",
      },
      choices: [
        { text: "the population could already feed on citrate by about generation 20,000 but did not begin to do so until much later." },
        { text: "samples frozen before generation 20,000 could not be revived, so they had no chance to evolve the ability." },
        { text: "some change that arose around generation 20,000 made it possible for citrate use to evolve later on.", correct: true },
        { text: "the ability to feed on citrate evolved at about the same time in each of the twelve populations in the study." },
      ],
      explanation:
        "<p>The best answer is that some change that arose around generation 20,000 made it possible for citrate use to evolve later on. Replays from after that point could evolve the ability and replays from before it never did, so the later samples must have carried something the earlier ones lacked; yet the ability itself did not appear until about generation 31,000, so that something was a step toward citrate use, not citrate use itself.</p><ul><li>The claim that the population could already use citrate by generation 20,000 confuses the two stages: the text says the ability appeared only after about 31,000 generations.</li><li>The earlier samples were revived and regrown many times; they simply never evolved the ability, so the problem was not that they could not be revived.</li><li>The text says the ability evolved in one population, not in all twelve.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-inferences-14",
      difficulty: "hard",
      text: COMPLETE,
      passage: {
        title: "",
        topic: "science",
        html: "<p>Coelacanths are a group of fish known from fossils as much as 400 million years old. Because no coelacanth fossil younger than about 66 million years has ever been found, scientists long assumed that the group had died out along with the dinosaurs. Then, in 1938, a fishing boat off the coast of South Africa hauled up a living coelacanth. Living coelacanths turn out to dwell in caves on steep underwater slopes, often 150 meters deep or more, whereas most fossil coelacanths come from rock that formed on the floors of shallow seas and lakes. Taken together, these facts suggest that ______</p>",
      },
      choices: [
        { text: "coelacanths died out 66 million years ago and later evolved again from other fish living in the deep ocean." },
        { text: "the lack of recent coelacanth fossils may reflect where coelacanths came to live rather than their extinction.", correct: true },
        { text: "most kinds of fish that lived in the time of the dinosaurs still survive today in deep underwater caves." },
        { text: "the coelacanth caught in 1938 was among the last survivors of a group that once lived in shallow seas." },
      ],
      explanation:
        "<p>The best answer is that the lack of recent coelacanth fossils may reflect where coelacanths came to live rather than their extinction. Two facts combine: coelacanths survived, so the gap in the fossil record cannot mean they died out; and fossils of the group come mostly from shallow waters, while living coelacanths keep to deep slopes. Fish living where few of their remains end up in the rocks we find could leave no fossils and still survive.</p><ul><li>The text gives no sign that the group vanished and evolved again; the living fish belong to the same group, and the simpler explanation is that it never died out.</li><li>The text is about coelacanths alone; it gives no basis for a claim about most fish of the dinosaurs’ time.</li><li>Nothing suggests the 1938 fish was among the last of its kind; living coelacanths are described as a group that dwells in deep caves today.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-inferences-15",
      difficulty: "hard",
      text: COMPLETE,
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>In 1991 hikers in the Alps found the body of a man who had died about 5,300 years earlier and been preserved in ice; scientists call him Ötzi. Because his body lay high in the mountains and some of his gear seemed suited to cold weather, early researchers assumed that he had died in autumn, perhaps caught by an early snowstorm. Later, scientists studying the contents of his intestines found pollen from the hop hornbeam, a tree that grows in the valleys below and sheds its pollen only in spring and early summer. Much of this pollen was so well preserved that it must have been swallowed shortly before his death. These findings suggest that ______</p>",
      },
      choices: [
        { text: "hop hornbeam trees once grew much higher in the Alps than they do today, near where Ötzi was found." },
        { text: "the early researchers’ belief about the season in which Ötzi died was probably mistaken.", correct: true },
        { text: "Ötzi had spent the whole winter before his death in the valleys below the mountains." },
        { text: "Ötzi was caught by an unusually early snowstorm while crossing the mountains in autumn." },
      ],
      explanation:
        "<p>The best answer is that the early researchers’ belief about the season in which Ötzi died was probably mistaken. Two facts combine: hop hornbeam sheds pollen only in spring and early summer, and the pollen in Ötzi’s intestines was swallowed shortly before he died. He must therefore have died in spring or early summer, not in autumn as first assumed.</p><ul><li>The text says the tree grows in the valleys below; nothing suggests it once grew high in the mountains, and the findings do not require it.</li><li>Fresh pollen shows where Ötzi had been in the days before his death, not where he spent the previous winter, when the tree sheds no pollen.</li><li>The autumn snowstorm is the early researchers’ guess, which the pollen evidence undercuts.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-inferences-16",
      difficulty: "hard",
      text: COMPLETE,
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>In the 1930s and 1940s, the Dutch painter Han van Meegeren made pictures in the style of Johannes Vermeer, the seventeenth-century Dutch master, and sold them as newly discovered works by Vermeer; leading experts accepted several as genuine. In 1945, after the German occupation of the Netherlands ended, Dutch authorities arrested van Meegeren for having sold one such “Vermeer” to the Nazi leader Hermann Göring, and he faced a long prison term for helping the enemy by selling him a national treasure. Van Meegeren answered by declaring that the painting was his own forgery, and to prove it he painted another “Vermeer” while witnesses watched. By making this claim, van Meegeren was in effect arguing that ______</p>",
      },
      choices: [
        { text: "he had not sold a Dutch national treasure to Göring but had instead cheated him.", correct: true },
        { text: "the experts who had accepted his paintings were the ones who deserved to be punished." },
        { text: "the paintings of Vermeer were worth far less than collectors had long believed." },
        { text: "Göring had known all along that the painting he bought was not a real Vermeer." },
      ],
      explanation:
        "<p>The best answer is that van Meegeren had not sold a Dutch national treasure to Göring but had instead cheated him. He was charged with helping the enemy by selling a genuine Vermeer; if the painting was his own forgery, no treasure had been lost, and he had fooled a Nazi leader rather than served him.</p><ul><li>Van Meegeren’s claim concerns what he sold, not who should be punished; the experts’ mistake was simply what made his deception possible.</li><li>His claim says that one painting was not by Vermeer; it says nothing about the value of Vermeer’s real works.</li><li>If Göring had known the painting was fake, van Meegeren could not claim to have deceived him, which is the point of his defense.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-inferences-17",
      difficulty: "hard",
      text: COMPLETE,
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>Ancient scholars gathered the poems of Sappho, who lived on the Greek island of Lesbos around 600 BCE, into nine books. Of these, only a single poem survives complete, along with a few hundred fragments, some just a word or two long. Many fragments are known only because later Greek and Roman writers quoted them: a grammarian citing a line to show an unusual word form or a rare meter, for instance, or a critic quoting a passage to illustrate a point about style. Because so much of what survives was preserved for reasons like these, a modern reader should be cautious about assuming that ______</p>",
      },
      choices: [
        { text: "the writers who quoted Sappho’s lines had read her poems in their complete form." },
        { text: "the surviving lines are the ones ancient readers thought were her best or most typical.", correct: true },
        { text: "Sappho’s poems were gathered into nine books by scholars working in ancient times." },
        { text: "papyri found in the future will allow scholars to recover all nine of her books." },
      ],
      explanation:
        "<p>The best answer is that the surviving lines are the ones ancient readers thought were her best or most typical. The text explains that many lines were kept because they showed an odd word form, a rare meter or a point of style, reasons that have little to do with a poem’s quality or with how typical it was. What survives may therefore be an unrepresentative sample.</p><ul><li>How the quoting writers read Sappho is not called into question by why they chose their quotations; the text gives no reason to doubt they had the full poems.</li><li>The nine books are stated in the text as fact; the reasons for the fragments’ survival give no grounds for doubting it.</li><li>Caution about future discoveries may be sensible, but it does not follow from the reasons the fragments were preserved, which is what the sentence is about.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-inferences-18",
      difficulty: "hard",
      text: "<p>Based on the text, what can most reasonably be inferred about the man?</p>",
      passage: {
        title: "",
        topic: "literature",
        source: { author: "Jack London", title: "To Build a Fire", year: 1908 },
        html: "<p>The following text is from Jack London’s 1908 short story “To Build a Fire.” A man is traveling alone on foot through the Yukon on a bitterly cold day.</p><p>The trouble with him was that he was without imagination. He was quick and alert in the things of life, but only in the things, and not in the significances. Fifty degrees below zero meant eighty odd degrees of frost. Such fact impressed him as being cold and uncomfortable, and that was all. It did not lead him to meditate upon his frailty as a creature of temperature, and upon man’s frailty in general, able only to live within certain narrow limits of heat and cold. … Fifty degrees below zero was to him just precisely fifty degrees below zero. That there should be anything more to it than that was a thought that never entered his head.</p>",
      },
      choices: [
        { text: "He does not know how cold the day is, since he has no way of measuring the temperature." },
        { text: "He grasps the facts of his situation but not how dangerous those facts could be for him.", correct: true },
        { text: "He is so absorbed in thoughts about humanity’s place in the universe that he ignores the cold." },
        { text: "He is so frightened of the cold that he cannot think clearly about what he should do next." },
      ],
      explanation:
        "<p>The best answer is that he grasps the facts of his situation but not how dangerous those facts could be for him. He knows the exact temperature and that it means “eighty odd degrees of frost,” but to him it is only “cold and uncomfortable”; he never thinks about how narrow the limits of human survival are. He sees “the things” but not “the significances.”</p><ul><li>The man knows the temperature precisely (“fifty degrees below zero”), so he is not ignorant of how cold it is.</li><li>The text says the cold did not lead him to think about humanity’s place in the universe; such thoughts never enter his head.</li><li>The text calls him “quick and alert” and says the cold struck him as merely uncomfortable, the opposite of fear.</li></ul>",
    },
    // ───────────── easy (19-22) ─────────────
    {
      ...base,
      id: "bank-rw-inferences-19",
      difficulty: "easy",
      text: COMPLETE,
      passage: {
        title: "",
        topic: "science",
        html: "<p>The Arctic fox lives on the treeless tundra of the far north. In winter, when snow covers the ground for months, most Arctic foxes grow a thick coat of white fur. In spring they shed it, and their summer coat is a thinner gray-brown that matches the bare rocks and low plants of the tundra. The fox hunts small animals such as lemmings, and it is hunted in turn by wolves and golden eagles. The seasonal change in the fox’s coat most likely helps it ______</p>",
      },
      choices: [
        { text: "keep cool during the long months when snow covers the tundra." },
        { text: "blend in with the ground around it in every season of the year.", correct: true },
        { text: "smell lemmings that are hiding from it underneath the snow." },
        { text: "attract a mate when it sheds its white fur in the spring." },
      ],
      explanation:
        "<p>The best answer is that the coat helps the fox blend in with the ground around it in every season. The coat is white while snow covers the ground and gray-brown when the rocks and plants are bare, so it always matches the background, which helps an animal that both hunts and is hunted stay hidden.</p><ul><li>The winter coat is thick, which keeps the fox warm, not cool, while snow covers the tundra.</li><li>The text says the fox hunts lemmings but says nothing about its sense of smell; the color of its fur would not help it smell prey.</li><li>Nothing in the text connects the fox’s coat with finding a mate; the summer coat is described as plain gray-brown that matches the ground.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-inferences-20",
      difficulty: "easy",
      text: COMPLETE,
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>The Statue of Liberty, a gift from the people of France to the United States, was dedicated in New York Harbor in 1886. Its outer skin is made of thin sheets of copper, and when it was new, the statue had the reddish-brown shine of a new penny. Over the following decades, rain and salty sea air reacted with the copper and slowly formed a green coating called a patina, which now protects the metal beneath it from further wear. Visitors today therefore see a statue whose color ______</p>",
      },
      choices: [
        { text: "was chosen by its French designers to stand out against the water of the harbor." },
        { text: "is the same as the color it had on the day it was dedicated in 1886." },
        { text: "will soon turn reddish-brown again as the rain wears the green coating away." },
        { text: "came from years of exposure to the weather rather than from the builders’ plans.", correct: true },
      ],
      explanation:
        "<p>The best answer is that the statue’s color came from years of exposure to the weather rather than from the builders’ plans. The statue was reddish-brown when new, and the green patina formed slowly as rain and sea air reacted with the copper.</p><ul><li>The text says the green formed on its own over decades; it was not a color anyone chose.</li><li>The statue was reddish-brown in 1886, so its color has changed since it was dedicated.</li><li>The text says the patina protects the metal from further wear, so nothing suggests it is about to wear away.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-inferences-21",
      difficulty: "easy",
      text: COMPLETE,
      passage: {
        title: "",
        topic: "science",
        html: "<p>Lake Baikal in Siberia is famous for the clearness of its water: in places, a white disk lowered into the lake can still be seen about 40 meters below the surface. Much of the credit goes to a tiny crustacean found in no other lake, <i>Epischura baikalensis</i>. These animals make up most of the small creatures drifting in the lake’s open water, and they feed on the algae and bacteria that would otherwise cloud it. If the number of these crustaceans in the lake fell sharply, its water would most likely ______</p>",
      },
      choices: [
        { text: "become clearer, because fewer animals would be drifting through it." },
        { text: "stay as clear as it is now, because the crustaceans live only in Lake Baikal." },
        { text: "become less clear, because more algae and bacteria would be left in it.", correct: true },
        { text: "fill with crustaceans of the same kind arriving from other lakes nearby." },
      ],
      explanation:
        "<p>The best answer is that the water would become less clear, because more algae and bacteria would be left in it. The text says the crustaceans eat the algae and bacteria “that would otherwise cloud” the water, so with far fewer of them, more of what clouds the water would remain.</p><ul><li>The crustaceans are tiny; the text credits them with clearing the water by eating, not blames them for clouding it, so fewer of them would not make it clearer.</li><li>That the crustaceans live only in Lake Baikal says where they are found, not that the water’s clearness does not depend on them; the text says it largely does.</li><li>The text says this crustacean is found in no other lake, so none of the same kind could arrive from other lakes.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-inferences-22",
      difficulty: "easy",
      text: "<p>Based on the text, what can most reasonably be inferred about the place where Dorothy lives?</p>",
      passage: {
        title: "",
        topic: "literature",
        source: { author: "L. Frank Baum", title: "The Wonderful Wizard of Oz", year: 1900 },
        html: "<p>The following text is adapted from L. Frank Baum’s 1900 novel <i>The Wonderful Wizard of Oz</i>. Dorothy lives with her aunt and uncle on a farm in Kansas.</p><p>When Dorothy stood in the doorway and looked around, she could see nothing but the great gray prairie on every side. Not a tree nor a house broke the broad sweep of flat country that reached to the edge of the sky in all directions. The sun had baked the plowed land into a gray mass, with little cracks running through it. Even the grass was not green, for the sun had burned the tops of the long blades until they were the same gray color to be seen everywhere. Once the house had been painted, but the sun blistered the paint and the rains washed it away, and now the house was as dull and gray as everything else.</p>",
      },
      choices: [
        { text: "It is crowded with farmhouses that stand close to one another." },
        { text: "Its soil stays so wet that crops cannot be planted in it." },
        { text: "The sun and rain there have drained nearly everything of color.", correct: true },
        { text: "It has been settled so recently that no house there has been painted." },
      ],
      explanation:
        "<p>The best answer is that the sun and rain there have drained nearly everything of color. The sun has turned the land and even the grass gray, and sun and rain together have stripped the paint from the house, leaving it “as dull and gray as everything else.”</p><ul><li>The text says that not a tree nor a house breaks the flat country, so Dorothy’s home stands alone, not among crowded farmhouses.</li><li>The land is “plowed” and the sun has baked it until it cracks, which shows dry ground, not ground too wet to plant.</li><li>The text says the house had once been painted, so it is not too new to have been painted.</li></ul>",
    },
    // ───────────── medium (23-26) ─────────────
    {
      ...base,
      id: "bank-rw-inferences-23",
      difficulty: "medium",
      text: COMPLETE,
      passage: {
        title: "",
        topic: "science",
        html: "<p>The wood frog, which lives farther north than any other frog in North America, spends the winter on land under a layer of dead leaves, where its body may freeze. As ice begins to form on its skin, the frog’s liver pours glucose, a sugar, into its blood, and the sugar builds up inside its cells. Ice then fills the spaces between the cells but not the cells themselves, and in spring the frog thaws and hops away. Researchers have found that wood frogs from interior Alaska build up far more glucose than wood frogs from southern Ohio and can survive temperatures well below those that kill the Ohio frogs. These findings suggest that ______</p>",
      },
      choices: [
        { text: "the amount of sugar a wood frog can store helps determine how much cold it can survive.", correct: true },
        { text: "wood frogs from Ohio escape freezing by spending the winter underwater instead of on land." },
        { text: "the hearts of wood frogs from Alaska keep beating normally while the frogs are frozen." },
        { text: "ice forming inside a frog’s cells is what allows the frog to survive being frozen." },
      ],
      explanation:
        "<p>The best answer is that the amount of sugar a wood frog can store helps determine how much cold it can survive. The sugar keeps ice out of the frog’s cells, and the Alaskan frogs, which store far more of it, survive temperatures that kill the Ohio frogs, which store less.</p><ul><li>The text says wood frogs spend the winter on land, and it compares Alaskan and Ohio frogs without suggesting that either hides underwater.</li><li>The text says nothing about the frogs’ hearts, so it gives no support for a claim about how they beat while frozen.</li><li>This reverses the text: ice fills the spaces between the cells but not the cells themselves.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-inferences-24",
      difficulty: "medium",
      text: COMPLETE,
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>In the fall of 1918, a deadly influenza epidemic reached both Philadelphia and St. Louis. In Philadelphia, where the first cases among civilians were reported in mid-September, officials allowed a parade to promote the sale of war bonds to go ahead on September 28, drawing some 200,000 spectators, and did not close schools, churches and theaters until October 3. St. Louis closed its schools, churches, theaters and other gathering places on October 7, two days after its first cases were reported. At the worst point of the epidemic, the weekly death rate in Philadelphia was several times higher than the highest weekly rate in St. Louis. Comparisons like this one suggest that ______</p>",
      },
      choices: [
        { text: "the parade in Philadelphia was where the epidemic first began in the United States." },
        { text: "closing schools and theaters did little to slow the epidemic in either of the two cities." },
        { text: "how quickly a city limited crowds may have affected how many of its residents died.", correct: true },
        { text: "St. Louis lost fewer residents mainly because far fewer people lived there than in Philadelphia." },
      ],
      explanation:
        "<p>The best answer is that how quickly a city limited crowds may have affected how many of its residents died. Philadelphia let a huge crowd gather and waited more than two weeks after its first civilian cases to close gathering places; St. Louis closed them within two days; and Philadelphia’s death rate rose far higher.</p><ul><li>The text says Philadelphia’s first civilian cases were reported before the parade, so the parade cannot have been where the epidemic began.</li><li>The comparison points the other way: the city that closed gathering places quickly had a much lower death rate.</li><li>The text compares death rates, which take a city’s size into account, so the difference cannot be explained by the number of people living in each city.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-inferences-25",
      difficulty: "medium",
      text: COMPLETE,
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>When the writer Franz Kafka died in 1924, he had published only a handful of slim volumes of short fiction. Among his papers his friend Max Brod found notes asking that Kafka’s diaries, letters and unpublished manuscripts all be burned unread. Brod did not burn them. Over the next three years he edited and published three unfinished novels from the manuscripts, including <i>The Trial</i> and <i>The Castle</i>, which are now counted among the most influential novels of the twentieth century. The text suggests that the works for which Kafka is best known today ______</p>",
      },
      choices: [
        { text: "were finished and made ready for printing by Kafka in the last months before he died." },
        { text: "had already made Kafka one of the most widely read writers of his own lifetime." },
        { text: "were written by Brod himself and then published under the name of his late friend." },
        { text: "include works that Kafka had asked to have destroyed rather than read by anyone.", correct: true },
      ],
      explanation:
        "<p>The best answer is that they include works that Kafka had asked to have destroyed rather than read by anyone. Kafka’s notes asked that his unpublished manuscripts be burned, and <i>The Trial</i> and <i>The Castle</i>, now among the most influential novels of the century, came from those manuscripts.</p><ul><li>The text calls the novels unfinished and says Kafka wanted them burned, not prepared for printing.</li><li>The text says Kafka had published only a handful of slim volumes when he died; his best-known novels appeared after his death.</li><li>The text says Brod edited the novels from Kafka’s manuscripts, not that he wrote them himself.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-inferences-26",
      difficulty: "medium",
      text: "<p>Based on the text, what can most reasonably be inferred about Harker?</p>",
      passage: {
        title: "",
        topic: "literature",
        source: { author: "Bram Stoker", title: "Dracula", year: 1897 },
        html: "<p>The following text is from Bram Stoker’s 1897 novel <i>Dracula</i>. Jonathan Harker, a young English lawyer traveling across Europe on business, is writing in his journal.</p><p>3 May. Bistritz.—Left Munich at 8:35 P.M., on 1st May, arriving at Vienna early next morning; should have arrived at 6:46, but train was an hour late. Buda-Pesth seems a wonderful place, from the glimpse which I got of it from the train and the little I could walk through the streets. I feared to go very far from the station, as we had arrived late and would start as near the correct time as possible.</p>",
      },
      choices: [
        { text: "He finds Buda-Pesth disappointing and is relieved to leave it as soon as he can." },
        { text: "He lets the demands of his timetable limit how much he sees of the places he visits.", correct: true },
        { text: "He expects the train to leave Buda-Pesth late, just as it reached Vienna late." },
        { text: "He spent several days exploring Vienna before continuing on to Buda-Pesth." },
      ],
      explanation:
        "<p>The best answer is that he lets the demands of his timetable limit how much he sees of the places he visits. He calls Buda-Pesth “a wonderful place” yet sees only “the little I could walk through the streets,” because he “feared to go very far from the station” in case the train left on time.</p><ul><li>Harker calls Buda-Pesth “a wonderful place,” so he is not disappointed by it.</li><li>He stays near the station because the train “would start as near the correct time as possible,” so he expects it to leave on time, not late.</li><li>He reached Vienna early on the morning after leaving Munich, and the entry gives no sign of a stay of several days there.</li></ul>",
    },
    // ───────────── hard (27-30) ─────────────
    {
      ...base,
      id: "bank-rw-inferences-27",
      difficulty: "hard",
      text: COMPLETE,
      passage: {
        title: "",
        topic: "science",
        html: "<p>Cane toads were brought to northeastern Australia in 1935 to control beetles in sugarcane fields, and they have since spread across much of the continent’s north, the leading edge of the invasion now advancing several times faster each year than it did in the toads’ first decades there. Toads at the invasion front have longer legs, relative to their bodies, than toads in long-established populations, and they travel farther each night. Researchers point out that the front is, at any moment, made up of whichever toads moved fastest, and that these toads breed mostly with one another, so that each new generation at the front descends from the fastest movers of the generation before. If this account is correct, the toads’ accelerating spread ______</p>",
      },
      choices: [
        { text: "shows that toads with longer legs are better at escaping the predators they meet at the front." },
        { text: "depends on each toad’s legs growing longer the farther it happens to travel during its own life." },
        { text: "results from long-legged toads at the front moving back into the older, established populations." },
        { text: "could have come about even if long legs gave a toad no advantage in surviving or reproducing.", correct: true },
      ],
      explanation:
        "<p>The best answer is that the accelerating spread could have come about even if long legs gave a toad no advantage in surviving or reproducing. In the researchers’ account, the fastest toads end up together at the front simply by outpacing the others, and they breed with one another, so speed builds up there from generation to generation; nothing in this sorting requires that fast toads live longer or leave more offspring than slow ones.</p><ul><li>Escaping predators would be a survival advantage, but the account never mentions predators; it explains the change by who ends up at the front, not by who survives.</li><li>The account works through descent, with each generation at the front coming from the fastest movers of the one before; it does not say that travel lengthens a toad’s own legs.</li><li>If front toads moved back into older populations, those populations would gain long legs too, yet the text says toads there have shorter legs than those at the front.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-inferences-28",
      difficulty: "hard",
      text: COMPLETE,
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>Between the 1600s and 1814, the River Thames in London froze hard enough, in the coldest winters, for Londoners to hold “frost fairs” on the ice, with booths, games and even printing presses set up on the river. These centuries fell within the Little Ice Age, a period of generally cooler winters in Europe, and the fairs are often cited as a sign of how cold those winters were. Yet the old London Bridge, which stood until 1831, rested on nineteen narrow arches whose massive piers blocked much of the river, so that the water upstream of the bridge moved sluggishly. Once the old bridge was replaced by one with five wide arches, and embankments built later in the century had narrowed the river, the Thames in central London never froze across again, not even in the severe winter of 1963. These facts suggest that ______</p>",
      },
      choices: [
        { text: "the Little Ice Age must have ended by 1814, the year in which the last frost fair was held on the Thames." },
        { text: "the old London Bridge was torn down chiefly because its piers caused the river above it to freeze in winter." },
        { text: "how often the river froze in past centuries may reflect how it was built upon as well as how cold it was.", correct: true },
        { text: "the winter of 1963 was milder in London than any of the winters in which a frost fair was held on the river." },
      ],
      explanation:
        "<p>The best answer is that how often the river froze in past centuries may reflect how it was built upon as well as how cold it was. The old bridge slowed the water above it, and slow water freezes more easily than fast water; after the bridge and the embankments changed the river, it stopped freezing even in a severe winter. So the fairs cannot be read simply as a measure of cold.</p><ul><li>The text gives another reason the fairs stopped, the changes to the river, so the end of the fairs does not show that the cold period had ended; this is exactly the reading the text warns against.</li><li>The text says what happened after the bridge was replaced, not why it was replaced; nothing says freezing was the reason.</li><li>The text calls the winter of 1963 severe; the point is that even a hard winter no longer froze the changed river, not that 1963 was mild.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-inferences-29",
      difficulty: "hard",
      text: COMPLETE,
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>The Old English poem <i>Beowulf</i> survives in a single manuscript, copied around the year 1000. In 1731 a fire swept through the London house in which the manuscript was kept; the book was rescued, but its pages were scorched, and over the following decades their brittle edges crumbled away bit by bit, taking letters and at times whole words with them. In 1787 a visiting scholar from Denmark had a hired scribe copy the poem, and he soon made a second copy himself. Both copies preserve many readings near the edges of the pages that can no longer be seen in the manuscript. It can most reasonably be inferred that, for these readings, modern editors of the poem ______</p>",
      },
      choices: [
        { text: "can rely on copies that were made before the fire had damaged the edges of the manuscript’s pages." },
        { text: "must depend on copies made more than fifty years after the fire rather than on the manuscript itself.", correct: true },
        { text: "can treat the two copies as more trustworthy than the manuscript wherever the three of them disagree." },
        { text: "have no evidence to work from other than their own guesses about what the lost words must have been." },
      ],
      explanation:
        "<p>The best answer is that editors must depend on copies made more than fifty years after the fire rather than on the manuscript itself. The readings in question “can no longer be seen in the manuscript,” and the only other witnesses the text mentions are the two copies begun in 1787, more than fifty years after the fire of 1731 but before the edges had finished crumbling.</p><ul><li>The copies were begun in 1787, after the fire of 1731; they are valuable because the scorched edges kept crumbling for decades after the fire, not because they came before it.</li><li>The text says only that the copies keep readings now lost from the edges; it gives no reason to prefer them to the manuscript wherever the three disagree, and copies made by hand can contain errors of their own.</li><li>The two copies preserve these readings, so editors have evidence beyond guesswork.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-inferences-30",
      difficulty: "hard",
      text: "<p>Based on the text, what can most reasonably be inferred about the narrator?</p>",
      passage: {
        title: "",
        topic: "literature",
        source: { author: "Jane Austen", title: "Northanger Abbey", year: 1817 },
        html: "<p>The following text is from Jane Austen’s 1817 novel <i>Northanger Abbey</i>. “Livings” are church positions that pay a clergyman an income.</p><p>No one who had ever seen Catherine Morland in her infancy would have supposed her born to be an heroine. Her situation in life, the character of her father and mother, her own person and disposition, were all equally against her. Her father was a clergyman, without being neglected, or poor, and a very respectable man, though his name was Richard—and he had never been handsome. He had a considerable independence besides two good livings—and he was not in the least addicted to locking up his daughters.</p>",
      },
      choices: [
        { text: "The narrator regrets that Catherine’s comfortable, ordinary family has kept her from an interesting life." },
        { text: "The narrator disapproves of Catherine’s father, whose plain name and looks make him unfit to raise a heroine." },
        { text: "The narrator is poking fun at novels whose heroines must suffer poverty, neglect or a tyrannical father.", correct: true },
        { text: "The narrator suspects that Catherine’s parents are hiding some unhappy secret about the family’s past." },
      ],
      explanation:
        "<p>The best answer is that the narrator is poking fun at novels whose heroines must suffer poverty, neglect or a tyrannical father. What the narrator lists as being “against” Catherine becoming a heroine is in fact good fortune: a father who is neither “neglected, or poor,” who has a comfortable income, and who is “not in the least addicted to locking up his daughters.” Treating these blessings as obstacles only makes sense as a joke about what heroines of popular novels usually had to endure.</p><ul><li>Regret at Catherine’s ordinary family takes the narrator’s mock complaint at face value; the list of dull advantages is comic, not mournful.</li><li>The remarks about the father’s name and looks are part of the same joke, since novels’ heroes bore romantic names and good looks; they do not show real disapproval of him as a parent.</li><li>Nothing hints at a family secret; the point of the passage is that the family is respectable and untroubled.</li></ul>",
    },
  ],
} satisfies WrittenSkill;
