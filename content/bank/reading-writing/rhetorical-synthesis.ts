import type { WrittenSkill } from "../types";

/**
 * Skill bank, Expression of Ideas: Rhetorical Synthesis (30 questions, 10 per difficulty). Each item gives a
 * student's notes as a bulleted list and a stated goal; every choice is accurate to the notes, and only the key
 * accomplishes the goal. Notes state real, well-documented facts about real people, places and works.
 */
const NOTES = "<p>While researching a topic, a student has taken the following notes:</p>";
const goal = (g: string) => `<p>The student wants to ${g} Which choice most effectively uses relevant information from the notes to accomplish this goal?</p>`;
const notes = (items: string[]) => `${NOTES}<ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul>`;
const base = {
  type: "SC" as const,
  title: "",
  test: "verbal" as const,
  domain: "expression_ideas",
  skill: "rhetorical_synthesis",
  tags: ["bank"],
};

export default {
  skill: "rhetorical_synthesis",
  questions: [
    // ───────────── easy ─────────────
    {
      ...base,
      id: "bank-rw-rhetorical-synthesis-01",
      difficulty: "easy",
      text: goal("introduce the hoatzin to an audience unfamiliar with the bird."),
      passage: {
        title: "",
        topic: "science",
        html: notes([
          "The hoatzin is a bird of the swamps and riverside forests of the Amazon and Orinoco river basins in South America.",
          "It is about the size of a pheasant and has a spiky crest on its head.",
          "It eats mainly leaves.",
          "Bacteria in an enlarged part of its throat, called the crop, break down the leaves, somewhat as bacteria do in the stomach of a cow.",
          "Hoatzin chicks have two claws on each wing, which they use to climb through branches.",
          "The claws disappear as the birds grow up.",
        ]),
      },
      choices: [
        { text: "Its crop holds bacteria that break down the leaves it eats, somewhat as bacteria do in a cow’s stomach." },
        { text: "The hoatzin, a crested, pheasant-sized bird of the Amazon and Orinoco basins, eats mainly leaves.", correct: true },
        { text: "Hoatzin chicks have two claws on each of their wings, but these claws disappear as the birds grow up." },
        { text: "Unlike the adult birds, hoatzin chicks use the claws on their wings to climb through the branches of trees." },
      ],
      explanation:
        "<p>The best answer is the sentence calling the hoatzin a crested, pheasant-sized bird of the Amazon and Orinoco basins that eats mainly leaves. An introduction for readers who have never heard of the bird should say what it is, what it looks like and where it lives, and this sentence does all three.</p><ul><li>The sentence about the crop begins with “Its” and describes digestion, assuming the reader already knows what the hoatzin is.</li><li>The sentence about the chicks’ claws gives an interesting detail but never says what kind of animal the hoatzin is or where it lives.</li><li>The sentence contrasting chicks and adults is another detail about the claws, again with no introduction to the bird itself.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-rhetorical-synthesis-02",
      difficulty: "easy",
      text: goal("state when and by whom the deepest known point in the ocean was first reached."),
      passage: {
        title: "",
        topic: "science",
        html: notes([
          "The Challenger Deep, in the Mariana Trench of the western Pacific Ocean, is the deepest known point in the ocean.",
          "It lies roughly 10,900 meters below the surface.",
          "On January 23, 1960, Jacques Piccard and Don Walsh reached it aboard the <i>Trieste</i>.",
          "The <i>Trieste</i> was a bathyscaphe, a deep-diving vessel with a crew sphere hung beneath a large float.",
          "The two men spent about twenty minutes on the bottom.",
          "No one went back to the Challenger Deep until 2012.",
        ]),
      },
      choices: [
        { text: "The Challenger Deep lies roughly 10,900 meters below the surface of the western part of the Pacific Ocean." },
        { text: "The <i>Trieste</i> was a bathyscaphe, a vessel with a crew sphere hung beneath a large float." },
        { text: "Jacques Piccard and Don Walsh first reached the Challenger Deep, the ocean’s deepest point, in 1960.", correct: true },
        { text: "After the two men’s visit to the Challenger Deep in 1960, no one went back there until 2012." },
      ],
      explanation:
        "<p>The best answer is that Jacques Piccard and Don Walsh first reached the Challenger Deep, the ocean’s deepest point, in 1960. The goal asks for two things, when and by whom, and this sentence gives both.</p><ul><li>The depth of the Challenger Deep says where and how deep it is, not when it was reached or by whom.</li><li>The description of the <i>Trieste</i> names the vessel but gives neither the date nor the people aboard.</li><li>The sentence about 1960 and 2012 gives a date but calls the explorers only “the two men,” so it does not say who they were.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-rhetorical-synthesis-03",
      difficulty: "easy",
      text: goal("describe the layout of Mohenjo-daro’s streets."),
      passage: {
        title: "",
        topic: "history_social",
        html: notes([
          "Mohenjo-daro was a city of the Indus Valley civilization, in what is now Pakistan.",
          "It was built around 2500 BCE.",
          "Its main streets ran in straight lines, north to south and east to west, dividing the city into blocks.",
          "Covered drains ran along the streets and carried waste water away from the houses.",
          "Most houses were built of baked bricks of standard sizes.",
          "The city’s ruins were first excavated in the 1920s.",
        ]),
      },
      choices: [
        { text: "Mohenjo-daro, a city of the Indus Valley civilization, was built around 2500 BCE in what is now Pakistan." },
        { text: "Most of the houses in Mohenjo-daro were built of baked bricks that came in a few standard sizes." },
        { text: "The ruins of Mohenjo-daro, a city built around 2500 BCE, were first excavated in the 1920s." },
        { text: "Mohenjo-daro’s main streets ran straight, north to south and east to west, dividing the city into blocks.", correct: true },
      ],
      explanation:
        "<p>The best answer is that Mohenjo-daro’s main streets ran straight, north to south and east to west, dividing the city into blocks. That is a description of the street layout, which is what the goal asks for.</p><ul><li>The sentence about the civilization, date and location introduces the city but says nothing about its streets.</li><li>The sentence about baked bricks describes the houses, not the streets.</li><li>The sentence about the excavation tells when the ruins were studied, not how the streets were laid out.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-rhetorical-synthesis-04",
      difficulty: "easy",
      text: goal("indicate where and when the Girl Scouts organization in the United States was founded."),
      passage: {
        title: "",
        topic: "history_social",
        html: notes([
          "Juliette Gordon Low was born in Savannah, Georgia, in 1860.",
          "While living in England, she met Robert Baden-Powell, the founder of the Boy Scouts.",
          "She became involved with the Girl Guides, the British scouting organization for girls.",
          "On March 12, 1912, she gathered 18 girls in Savannah for the first meeting of an American group.",
          "The group was first called the American Girl Guides; it was renamed the Girl Scouts in 1913.",
          "The house in Savannah where Low was born is now a museum run by the Girl Scouts.",
        ]),
      },
      choices: [
        { text: "The Girl Scouts began in Savannah, Georgia, on March 12, 1912, when Juliette Gordon Low gathered 18 girls.", correct: true },
        { text: "Juliette Gordon Low, who was born in Savannah in 1860, met Robert Baden-Powell while living in England." },
        { text: "The group first known as the American Girl Guides changed its name to the Girl Scouts in 1913." },
        { text: "The house in Savannah, Georgia, where Juliette Gordon Low was born is now a museum run by the Girl Scouts." },
      ],
      explanation:
        "<p>The best answer is that the Girl Scouts began in Savannah, Georgia, on March 12, 1912, when Juliette Gordon Low gathered 18 girls. It gives both the place and the date of the founding.</p><ul><li>The sentence about Low’s birth and her meeting with Baden-Powell gives a place and a date, but they are her birthplace and birth year, not the founding.</li><li>The sentence about the name change gives a date, but it is the year of the renaming, and it gives no place.</li><li>The sentence about the museum names a place connected with Low but says nothing about when or where the organization was founded.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-rhetorical-synthesis-05",
      difficulty: "easy",
      text: goal("explain where the ukulele came from."),
      passage: {
        title: "",
        topic: "humanities",
        html: notes([
          "The ukulele is a small, four-stringed instrument closely associated with Hawaii.",
          "In 1879 a ship arrived in Honolulu carrying immigrants from the Portuguese island of Madeira.",
          "Among them were woodworkers who knew how to make the machete, a small four-stringed guitar from Madeira.",
          "In Hawaii they began building instruments based on the machete, which became the ukulele.",
          "King Kalākaua, who ruled Hawaii from 1874 to 1891, played the ukulele and featured it at royal events.",
          "In Hawaiian, the name “ukulele” is often translated as “jumping flea.”",
        ]),
      },
      choices: [
        { text: "King Kalākaua, who ruled Hawaii from 1874 to 1891, played the ukulele and featured it at royal events." },
        { text: "The ukulele, a small instrument with four strings, is closely associated with the islands of Hawaii in the Pacific." },
        { text: "The ukulele grew out of the machete, a small guitar that Madeiran woodworkers brought to Hawaii in 1879.", correct: true },
        { text: "The name of the ukulele, a Hawaiian word, is often translated into English as “jumping flea.”" },
      ],
      explanation:
        "<p>The best answer is that the ukulele grew out of the machete, a small guitar that Madeiran woodworkers brought to Hawaii in 1879. It traces the instrument to its source, which is what the goal asks.</p><ul><li>The sentence about King Kalākaua explains how the ukulele became popular, not where it came from.</li><li>The sentence about the instrument’s size and strings describes it and links it to Hawaii but does not explain its origin.</li><li>The translation of the name explains what “ukulele” means, not how the instrument came to exist.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-rhetorical-synthesis-06",
      difficulty: "easy",
      text: goal("emphasize Yoshizawa’s contribution to the way origami instructions are written."),
      passage: {
        title: "",
        topic: "humanities",
        html: notes([
          "Origami is the art of folding paper into figures without cutting or gluing it.",
          "Akira Yoshizawa (1911–2005) was a Japanese origami artist.",
          "He created thousands of original models, including animals, insects and flowers.",
          "He developed wet-folding, a technique in which slightly dampened paper is shaped into rounded forms.",
          "In the 1950s he published a system of symbols, such as dotted and dashed lines and arrows, for showing folding steps in diagrams.",
          "With later additions, his system became the standard way that origami instructions are printed around the world.",
        ]),
      },
      choices: [
        { text: "Yoshizawa developed wet-folding, a technique for shaping slightly dampened paper into rounded forms." },
        { text: "Akira Yoshizawa, a Japanese origami artist, created thousands of models of animals, insects and flowers." },
        { text: "Origami, the art of folding paper into figures, does not allow the folder to cut or glue the paper." },
        { text: "Yoshizawa’s symbols for folding diagrams became the world’s standard for printed origami instructions.", correct: true },
      ],
      explanation:
        "<p>The best answer is that Yoshizawa’s symbols for folding diagrams became the world’s standard for printed origami instructions. The goal concerns how instructions are written, and this sentence names his system of symbols and its worldwide adoption.</p><ul><li>Wet-folding is a real contribution, but it is a way of folding, not a way of writing instructions.</li><li>The number and variety of his models show how productive he was, not how he changed instructions.</li><li>The definition of origami says nothing about Yoshizawa at all.</li></ul>",
    },
    // ───────────── medium ─────────────
    {
      ...base,
      id: "bank-rw-rhetorical-synthesis-07",
      difficulty: "medium",
      text: goal("emphasize a difference between the shapes of the two volcanoes and explain its cause."),
      passage: {
        title: "",
        topic: "science",
        html: notes([
          "Mauna Loa, in Hawaii, is a shield volcano.",
          "Its lava is runny and flows long distances before it hardens.",
          "As a result, Mauna Loa has gentle slopes and a broad, rounded shape.",
          "Mount Fuji, in Japan, is a stratovolcano.",
          "Its lava is thick and sticky and hardens close to the vent, building up in layers along with ash.",
          "As a result, Mount Fuji has steep slopes and a tall cone shape.",
        ]),
      },
      choices: [
        { text: "Mauna Loa has gentle slopes and a broad, rounded shape, while Mount Fuji has steep slopes and a tall cone shape." },
        { text: "Mauna Loa’s runny lava spreads far before hardening, making gentle slopes; Fuji’s sticky lava piles up near the vent.", correct: true },
        { text: "Mauna Loa, in Hawaii, is a shield volcano, whereas Mount Fuji, in Japan, is what geologists call a stratovolcano." },
        { text: "Mount Fuji’s lava is thick and sticky, so it hardens close to the vent and builds up in layers along with ash." },
      ],
      explanation:
        "<p>The best answer is that Mauna Loa’s runny lava spreads far before hardening, making gentle slopes, while Fuji’s sticky lava piles up near the vent. It contrasts the two shapes and gives the cause of the difference, the behavior of each volcano’s lava.</p><ul><li>The sentence comparing gentle and steep slopes states the difference in shape but not its cause, which the goal also requires.</li><li>The sentence naming the two types of volcano contrasts their categories but says nothing about shape or lava.</li><li>The sentence about Fuji’s sticky lava explains only one volcano, so it does not draw a contrast.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-rhetorical-synthesis-08",
      difficulty: "medium",
      text: goal("emphasize that the discovery depended on Bell’s close attention to the telescope’s data."),
      passage: {
        title: "",
        topic: "science",
        html: notes([
          "In 1967 Jocelyn Bell (now Jocelyn Bell Burnell) was a graduate student in astronomy at the University of Cambridge.",
          "She had helped build a large radio telescope, and her job was to analyze its recordings.",
          "The telescope’s signals were recorded by pens on long rolls of chart paper, many meters of it each day.",
          "Bell noticed a small mark, which she called a “bit of scruff,” that kept reappearing on the charts.",
          "The mark turned out to be a series of radio pulses arriving every 1.3 seconds.",
          "Its source was the first known pulsar, a rapidly spinning collapsed star.",
        ]),
      },
      choices: [
        { text: "In 1967 Jocelyn Bell, a graduate student at Cambridge, helped discover the first known pulsar, a spinning collapsed star." },
        { text: "The first known pulsar, a rapidly spinning collapsed star, sent out radio pulses that arrived every 1.3 seconds." },
        { text: "Bell had helped to build the large radio telescope whose recordings she was given the job of analyzing." },
        { text: "Among many meters of chart paper each day, Bell spotted a tiny recurring “bit of scruff”: the first known pulsar.", correct: true },
      ],
      explanation:
        "<p>The best answer is that among many meters of chart paper each day, Bell spotted a tiny recurring “bit of scruff” that proved to be the first known pulsar. The contrast between the mass of data and the tiny mark she caught shows how closely she was looking.</p><ul><li>The sentence naming Bell and the discovery reports what was found, not the attention that led to it.</li><li>The sentence about the pulses describes the pulsar itself and does not mention Bell.</li><li>The sentence about building the telescope shows Bell’s involvement in the project, not her close reading of its data.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-rhetorical-synthesis-09",
      difficulty: "medium",
      text: goal("emphasize a difference in how ships pass through the two canals."),
      passage: {
        title: "",
        topic: "history_social",
        html: notes([
          "The Suez Canal, in Egypt, connects the Mediterranean Sea and the Red Sea.",
          "It opened in 1869.",
          "It has no locks: the water level is nearly the same at both ends, so ships pass through at sea level.",
          "The Panama Canal connects the Atlantic and Pacific Oceans.",
          "It opened in 1914.",
          "Its locks raise ships about 26 meters to Gatun Lake, an artificial lake, and lower them again on the far side.",
        ]),
      },
      choices: [
        { text: "The Suez Canal opened in 1869, while the Panama Canal did not open until 45 years later, in 1914." },
        { text: "Ships cross the Suez Canal at sea level, but the Panama Canal’s locks lift them about 26 meters and lower them again.", correct: true },
        { text: "The Suez Canal links the Mediterranean and Red Seas, whereas the Panama Canal links the Atlantic and the Pacific." },
        { text: "The locks of the Panama Canal raise ships about 26 meters to Gatun Lake, an artificial lake in the middle of the route." },
      ],
      explanation:
        "<p>The best answer is that ships cross the Suez Canal at sea level, but the Panama Canal’s locks lift them about 26 meters and lower them again. It contrasts how ships actually make the passage in each canal.</p><ul><li>The opening dates are a difference between the canals, but they say nothing about how ships pass through them.</li><li>The bodies of water each canal links are a difference in where the canals lead, not in how ships cross.</li><li>The sentence about the Panama Canal’s locks describes only one canal, so it emphasizes no difference.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-rhetorical-synthesis-10",
      difficulty: "medium",
      text: goal("emphasize the connection between an event Perkins witnessed and her later work."),
      passage: {
        title: "",
        topic: "history_social",
        html: notes([
          "On March 25, 1911, a fire at the Triangle Shirtwaist Factory in New York City killed 146 garment workers, most of them young immigrant women.",
          "Many could not escape because doors had been locked and a fire escape collapsed.",
          "Frances Perkins, a young advocate for workers’ rights, watched the fire from the street.",
          "She later called that day the beginning of the New Deal, the program of reforms of the 1930s.",
          "In 1933 Perkins became secretary of labor, the first woman to serve in a U.S. president’s cabinet.",
          "As secretary of labor, she pressed for laws setting a minimum wage and maximum working hours and for Social Security.",
        ]),
      },
      choices: [
        { text: "In 1933 Frances Perkins became secretary of labor, the first woman to serve in a U.S. president’s cabinet." },
        { text: "The 1911 fire at the Triangle Shirtwaist Factory killed 146 garment workers, most of them young immigrant women." },
        { text: "Perkins, who saw the 1911 Triangle fire, called it the start of the New Deal, whose labor laws she championed.", correct: true },
        { text: "Many workers could not escape the 1911 Triangle fire because doors had been locked and a fire escape collapsed." },
      ],
      explanation:
        "<p>The best answer is that Perkins, who saw the 1911 Triangle fire, called it the start of the New Deal, whose labor laws she championed. It joins the event she witnessed to the reforms she later pursued, in her own framing.</p><ul><li>The sentence about her becoming secretary of labor describes her later work but not the event that shaped it.</li><li>The sentence about the death toll describes the fire but does not mention Perkins or her work.</li><li>The sentence about locked doors explains why so many died, again without linking the fire to Perkins.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-rhetorical-synthesis-11",
      difficulty: "medium",
      text: goal("explain the difference in where the ink is held in the two kinds of prints."),
      passage: {
        title: "",
        topic: "humanities",
        html: notes([
          "In a woodcut, the artist carves away the parts of a wooden block that should stay blank.",
          "Ink is rolled onto the raised surface that remains, and it prints when paper is pressed against the block.",
          "This makes the woodcut a relief print.",
          "In an etching, the artist scratches a design through a waxy coating on a metal plate, and acid eats the exposed lines into the metal.",
          "Ink is pushed into the sunken lines and wiped off the smooth surface, and a press forces the paper into the lines.",
          "This makes the etching an intaglio print.",
        ]),
      },
      choices: [
        { text: "A woodcut is printed from a block of wood, while an etching is printed from a plate of metal coated with wax." },
        { text: "In a woodcut the ink sits on raised surfaces; in an etching it is held in lines sunk into a metal plate.", correct: true },
        { text: "An etching is an intaglio print, made by using acid to eat lines into a metal plate through a waxy coating." },
        { text: "To make a woodcut, the artist carves away the parts of a wooden block that should remain blank." },
      ],
      explanation:
        "<p>The best answer is that in a woodcut the ink sits on raised surfaces, while in an etching it is held in lines sunk into a metal plate. That is exactly the difference in where the ink is held.</p><ul><li>The sentence about wood and metal contrasts the materials, not where the ink goes.</li><li>The sentence about the etching describes only one kind of print and says nothing about ink.</li><li>The sentence about carving a woodcut describes one step for one kind of print, with no contrast and no ink.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-rhetorical-synthesis-12",
      difficulty: "medium",
      text: goal("emphasize an obstacle Wheatley faced in publishing her book."),
      passage: {
        title: "",
        topic: "humanities",
        html: notes([
          "Phillis Wheatley was born in West Africa around 1753 and brought to Boston as an enslaved child in 1761.",
          "She learned to read English, Latin and Greek.",
          "Her <i>Poems on Various Subjects, Religious and Moral</i> was published in London in 1773.",
          "It was the first book of poetry published by an African American.",
          "Publishers doubted that an enslaved young woman could have written the poems.",
          "The book included a statement signed by eighteen prominent Boston men, among them John Hancock, declaring that she was the author.",
        ]),
      },
      choices: [
        { text: "Wheatley’s <i>Poems on Various Subjects, Religious and Moral</i> was published in London, England, in the year 1773." },
        { text: "Wheatley’s 1773 book of poems was the first book of poetry ever published by an African American." },
        { text: "Brought to Boston as an enslaved child in 1761, Wheatley learned to read English as well as Latin and Greek." },
        { text: "Publishers doubted an enslaved young woman wrote the poems, so Wheatley’s book needed a signed attestation.", correct: true },
      ],
      explanation:
        "<p>The best answer is that publishers doubted an enslaved young woman wrote the poems, so Wheatley’s book needed a signed attestation of her authorship. The doubt is the obstacle, and the need for eighteen men to vouch for her shows how serious it was.</p><ul><li>The place and year of publication say nothing about any difficulty in getting the book published.</li><li>The book’s being the first by an African American poet shows its importance, not an obstacle.</li><li>Her learning three languages as a child is an achievement, not an obstacle to publication.</li></ul>",
    },
    // ───────────── hard ─────────────
    {
      ...base,
      id: "bank-rw-rhetorical-synthesis-13",
      difficulty: "hard",
      text: goal("explain how the researchers decided where to search for the fossil."),
      passage: {
        title: "",
        topic: "science",
        html: notes([
          "Fossils show that fish lived in water long before the first four-legged animals, or tetrapods, walked on land.",
          "The oldest known fish with limb-like fins, such as <i>Eusthenopteron</i>, are about 385 million years old; the oldest known tetrapods, such as <i>Acanthostega</i>, about 365 million years old.",
          "Neil Shubin and his colleagues reasoned that an animal in between would be found in rocks about 375 million years old.",
          "They also wanted rocks that had formed in shallow streams, where such an animal might have lived.",
          "A geology textbook pointed them to exposed rocks of the right age and type on Ellesmere Island, in the Canadian Arctic.",
          "In 2004, after several summers of searching there, they found <i>Tiktaalik</i>, a fish with a flat head, a neck and sturdy fins.",
        ]),
      },
      choices: [
        { text: "In 2004, on Ellesmere Island in the Canadian Arctic, Shubin’s team found <i>Tiktaalik</i>, a fish with a neck and sturdy fins." },
        { text: "Found in 375-million-year-old rocks, <i>Tiktaalik</i> lived between fish like <i>Eusthenopteron</i> and tetrapods like <i>Acanthostega</i>." },
        {
          text: "Expecting a fish-tetrapod link to be about 375 million years old, the team sought stream rocks of that age on Ellesmere Island.",
          correct: true,
        },
        { text: "Shubin’s team spent several summers searching the exposed rocks of Ellesmere Island before they finally found <i>Tiktaalik</i>." },
      ],
      explanation:
        "<p>The best answer is that, expecting a fish-tetrapod link to be about 375 million years old, the team sought stream rocks of that age on Ellesmere Island. The goal is the reasoning behind the choice of place, and this sentence gives both criteria (the age between 385 and 365 million years, and rocks formed in streams) and the place they led to.</p><ul><li>The sentence about what the team found in 2004 says where the fossil was found but not why the team looked there.</li><li>The sentence placing <i>Tiktaalik</i> between <i>Eusthenopteron</i> and <i>Acanthostega</i> is tempting because it uses the same ages, but it presents the age as a fact about the fossil after it was found, not as the prediction that guided the search, and it never mentions where they looked.</li><li>The sentence about several summers of searching says where and how long the team searched, not how the place was chosen.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-rhetorical-synthesis-14",
      difficulty: "hard",
      text: goal("use the example of ICARDA to show how the vault has served its purpose."),
      passage: {
        title: "",
        topic: "science",
        html: notes([
          "The Svalbard Global Seed Vault, dug into a mountain on a Norwegian island in the Arctic, opened in 2008.",
          "It stores duplicate samples of seeds held by gene banks around the world, frozen at about −18°C.",
          "Its purpose is to let gene banks replace collections lost to war, disaster or accident.",
          "The International Center for Agricultural Research in the Dry Areas (ICARDA) kept a major gene bank in Aleppo, Syria, and had sent duplicates of its seeds to Svalbard.",
          "War in Syria forced ICARDA to leave Aleppo.",
          "In 2015 ICARDA made the first withdrawal from the vault and used the seeds to rebuild its collection in Lebanon and Morocco.",
        ]),
      },
      choices: [
        { text: "The Svalbard vault, opened in 2008, keeps duplicate seeds from gene banks around the world frozen at about −18°C." },
        { text: "ICARDA, whose gene bank was in Aleppo, Syria, was one of the many gene banks that sent duplicate seeds to Svalbard." },
        { text: "In 2015 ICARDA became the first to withdraw seeds from the vault, which is dug into a mountain on an Arctic island." },
        { text: "Driven from Aleppo by war, ICARDA withdrew its duplicate seeds from Svalbard and rebuilt its collection elsewhere.", correct: true },
      ],
      explanation:
        "<p>The best answer is that, driven from Aleppo by war, ICARDA withdrew its duplicate seeds from Svalbard and rebuilt its collection elsewhere. The vault exists so that gene banks can replace collections lost to war or disaster, and this sentence shows that happening: a loss caused by war, a withdrawal of the backups and a rebuilt collection.</p><ul><li>The sentence describing the vault explains what it stores but does not use ICARDA as an example.</li><li>The sentence about ICARDA sending duplicates shows only the first half of the backup system; nothing in it shows the backups being used.</li><li>The sentence about the first withdrawal is tempting, but it leaves out why ICARDA needed the seeds and what it did with them, so it does not show the vault replacing a lost collection.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-rhetorical-synthesis-15",
      difficulty: "hard",
      text: goal("contrast how the two law codes punished a man who put out another man’s eye."),
      passage: {
        title: "",
        topic: "history_social",
        html: notes([
          "The Code of Ur-Nammu was issued in the Sumerian city of Ur around 2100 BCE.",
          "It is the oldest law code known to survive.",
          "One of its laws states that a man who puts out another man’s eye must pay half a mina of silver.",
          "The Code of Hammurabi was issued in Babylon around 1754 BCE.",
          "It was carved on a tall stone pillar that is now in the Louvre Museum in Paris.",
          "One of its laws states that if a man puts out the eye of another man of his own rank, his own eye shall be put out.",
        ]),
      },
      choices: [
        { text: "Both Ur-Nammu’s code and Hammurabi’s code, issued centuries apart, included laws about putting out a man’s eye." },
        { text: "The Code of Ur-Nammu, issued around 2100 BCE, is more than three centuries older than the Code of Hammurabi." },
        { text: "Under Ur-Nammu’s code, putting out a man’s eye cost a fine in silver; under Hammurabi’s, it could cost one’s own eye.", correct: true },
        { text: "Hammurabi’s code punished a man who put out the eye of another man of his own rank by putting out his own eye." },
      ],
      explanation:
        "<p>The best answer is that under Ur-Nammu’s code, putting out a man’s eye cost a fine in silver, while under Hammurabi’s it could cost one’s own eye. It sets the two punishments for the same injury side by side: payment against physical retaliation.</p><ul><li>The sentence saying both codes had laws about eyes is tempting because it mentions both, but it points to what they share, not how their punishments differ.</li><li>The sentence comparing the codes’ ages is a real contrast, but a contrast of dates, not of punishments.</li><li>The sentence about Hammurabi’s law gives only one code’s punishment, so nothing is contrasted.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-rhetorical-synthesis-16",
      difficulty: "hard",
      text: goal("present the value of the accounts while acknowledging a limitation of them."),
      passage: {
        title: "",
        topic: "history_social",
        html: notes([
          "From 1936 to 1938, the Federal Writers’ Project, a New Deal program, interviewed formerly enslaved people in 17 states.",
          "It recorded more than 2,300 first-person accounts, now held by the Library of Congress.",
          "The accounts form one of the largest bodies of testimony from people who had lived under slavery in the United States.",
          "Most of the people interviewed were in their eighties or older and had been children when slavery ended in 1865.",
          "Most interviewers were white, and in the segregated South some interviewees may have been reluctant to speak openly to them.",
          "Historians read the accounts alongside other sources, such as autobiographies published in the 1800s.",
        ]),
      },
      choices: [
        { text: "Recorded in 17 states by a New Deal program, the accounts form one of the largest bodies of testimony about slavery." },
        { text: "Most of the people interviewed were over eighty and had been children when slavery ended in 1865." },
        { text: "The 2,300 accounts preserve rare testimony from the formerly enslaved, though some may have spoken guardedly.", correct: true },
        { text: "Historians read the accounts, now held by the Library of Congress, alongside autobiographies published in the 1800s." },
      ],
      explanation:
        "<p>The best answer is that the 2,300 accounts preserve rare testimony from the formerly enslaved, though some speakers may have spoken guardedly. The first half states the collection’s value and the clause beginning “though” acknowledges a limitation, so the sentence does both parts of the goal.</p><ul><li>The sentence about one of the largest bodies of testimony is tempting because it states the value well, but it acknowledges no limitation.</li><li>The sentence about the interviewees’ ages hints that they remembered childhood, a possible limitation, but it says nothing of the accounts’ value.</li><li>The sentence about how historians read the accounts describes a practice, stating neither their value nor a limitation.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-rhetorical-synthesis-17",
      difficulty: "hard",
      text: goal("explain how the design of Esperanto’s grammar served Zamenhof’s aim for the language."),
      passage: {
        title: "",
        topic: "humanities",
        html: notes([
          "L. L. Zamenhof grew up in Białystok, then part of the Russian Empire, where Polish, Russian, Yiddish and German were all spoken.",
          "He believed that misunderstandings between speakers of different languages fed conflict.",
          "In 1887 he published the first book describing Esperanto, a language he designed to be easy for anyone to learn as a second language.",
          "He published the book under the name “Doktoro Esperanto,” meaning “Doctor Hopeful.”",
          "Esperanto’s grammar has no irregular verbs.",
          "Each part of speech has a fixed ending: every noun ends in <i>-o</i> and every adjective in <i>-a</i>.",
        ]),
      },
      choices: [
        { text: "Zamenhof, who grew up among four languages, believed that misunderstandings between speakers of different languages fed conflict." },
        { text: "Esperanto’s grammar has no irregular verbs, and in it every noun ends in <i>-o</i> and every adjective in <i>-a</i>." },
        { text: "To make Esperanto easy for anyone to learn, Zamenhof gave it no irregular verbs and a fixed ending for each part of speech.", correct: true },
        { text: "In 1887 Zamenhof published the first book on Esperanto, calling himself “Doktoro Esperanto,” or “Doctor Hopeful.”" },
      ],
      explanation:
        "<p>The best answer is that, to make Esperanto easy for anyone to learn, Zamenhof gave it no irregular verbs and a fixed ending for each part of speech. The goal links design to aim, and this sentence names the aim (easy learning) and the grammatical features that serve it.</p><ul><li>The sentence about his upbringing and beliefs explains why he wanted a common language but says nothing about the grammar’s design.</li><li>The sentence listing the grammar’s features is tempting, since it describes the design accurately, but it never connects that design to Zamenhof’s aim.</li><li>The sentence about the 1887 book and its pen name concerns publication, not the grammar.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-rhetorical-synthesis-18",
      difficulty: "hard",
      text: goal("explain why the recordings are considered important, using a specific example."),
      passage: {
        title: "",
        topic: "humanities",
        html: notes([
          "Louis Armstrong made a series of recordings with his Hot Five and Hot Seven groups between 1925 and 1928.",
          "Earlier New Orleans jazz bands usually improvised together as an ensemble, with no single player in the spotlight.",
          "On these recordings, Armstrong took long, inventive trumpet solos.",
          "Historians credit the recordings with making the improvising soloist the center of jazz.",
          "His 1928 recording of “West End Blues” opens with a dazzling trumpet passage that he plays alone, with no band behind him.",
          "In “Heebie Jeebies” (1926) he sang wordless syllables, a style called scat singing.",
        ]),
      },
      choices: [
        { text: "Earlier New Orleans bands improvised as an ensemble, but on these recordings Armstrong took long trumpet solos." },
        { text: "In “Heebie Jeebies,” recorded in 1926, Armstrong sang wordless syllables in the style known as scat singing." },
        { text: "Between 1925 and 1928, Louis Armstrong made a series of recordings with his Hot Five and Hot Seven groups." },
        { text: "With solos like the unaccompanied opening of “West End Blues,” the recordings put the soloist at jazz’s center.", correct: true },
      ],
      explanation:
        "<p>The best answer is that, with solos like the unaccompanied opening of “West End Blues,” the recordings put the soloist at jazz’s center. It states why the recordings matter (they put the soloist at the center) and gives a specific example of such a solo.</p><ul><li>The sentence contrasting ensemble playing with Armstrong’s solos is tempting, but it describes a change without saying why it mattered, and it names no specific recording.</li><li>The sentence about “Heebie Jeebies” gives a specific example, but of scat singing, and it never says why the recordings are important.</li><li>The sentence giving the dates of the recordings is background, with neither a reason for their importance nor an example.</li></ul>",
    },
    // ───────────── easy (added for issue 29) ─────────────
    {
      ...base,
      id: "bank-rw-rhetorical-synthesis-19",
      difficulty: "easy",
      text: goal("explain how the pistol shrimp stuns its prey."),
      passage: {
        title: "",
        topic: "science",
        html: notes([
          "Pistol shrimp, also called snapping shrimp, live in warm coastal waters and on coral reefs around the world.",
          "Most are only a few centimeters long.",
          "One of each shrimp’s two claws is much larger than the other.",
          "When the big claw snaps shut, it shoots out a jet of water so fast that a bubble forms behind it.",
          "When the bubble collapses, it makes a loud crack and a shock wave that stuns or kills small fish and other prey.",
          "Large groups of snapping shrimp make so much noise that they can interfere with the sonar of submarines.",
        ]),
      },
      choices: [
        { text: "Pistol shrimp, most only a few centimeters long, live in warm coastal waters and on coral reefs around the world." },
        { text: "Snapping its big claw, a pistol shrimp makes a bubble whose collapse sends out a shock wave that stuns prey.", correct: true },
        { text: "Large groups of snapping shrimp can make enough noise to interfere with the sonar used by submarines." },
        { text: "Each pistol shrimp has two claws, and one of these claws is much larger than the other one." },
      ],
      explanation:
        "<p>The best answer is that, by snapping its big claw, a pistol shrimp makes a bubble whose collapse sends out a shock wave that stuns prey. The goal asks how the shrimp stuns its prey, and this sentence gives the steps: the snap, the bubble, and the shock wave when it collapses.</p><ul><li>The sentence about size and habitat tells where the shrimp lives, not how it catches anything.</li><li>The sentence about sonar describes the noise of large groups, not what happens to prey.</li><li>The sentence about the two claws names the claw involved but does not explain how it stuns prey.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-rhetorical-synthesis-20",
      difficulty: "easy",
      text: goal("explain what a settler had to do to receive land under the Homestead Act."),
      passage: {
        title: "",
        topic: "history_social",
        html: notes([
          "The Homestead Act became law in the United States in 1862.",
          "It offered settlers up to 160 acres of public land, mostly in the West.",
          "To receive the land, a settler had to live on it, build a home, and farm it for five years.",
          "The settler then paid a small filing fee and became the owner of the land.",
          "About 1.6 million claims were eventually approved under the act.",
          "Much of the land had been taken from Native American nations.",
        ]),
      },
      choices: [
        { text: "The Homestead Act, which became law in 1862, offered settlers up to 160 acres of public land, mostly in the West." },
        { text: "About 1.6 million claims for land were eventually approved under the Homestead Act of 1862." },
        { text: "Much of the public land offered to settlers under the Homestead Act had been taken from Native American nations." },
        { text: "Homesteaders had to live on their land, build a home, and farm it for five years before paying a fee to own it.", correct: true },
      ],
      explanation:
        "<p>The best answer is that homesteaders had to live on their land, build a home, and farm it for five years before paying a fee to own it. That lists exactly what a settler had to do, which is what the goal asks.</p><ul><li>The sentence about 160 acres says what the act offered, not what settlers had to do to get it.</li><li>The number of approved claims shows how widely the act was used but says nothing about its requirements.</li><li>The sentence about Native American nations tells where the land came from, not what settlers had to do.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-rhetorical-synthesis-21",
      difficulty: "easy",
      text: goal("identify who founded Penguin Books and when."),
      passage: {
        title: "",
        topic: "humanities",
        html: notes([
          "Penguin Books is a British publisher of paperback books.",
          "It was founded in 1935 by Allen Lane.",
          "Its first books were paperback reprints of well-regarded novels and other works.",
          "Each one sold for sixpence, about the price of a pack of cigarettes at the time.",
          "Covers were color-coded by type of book: orange for fiction, green for crime, and dark blue for biography.",
          "An early order of 63,500 copies from the Woolworths chain of stores helped the company succeed.",
        ]),
      },
      choices: [
        { text: "Penguin Books sold each of its first paperbacks for sixpence, about the price of a pack of cigarettes." },
        { text: "Penguin’s covers were color-coded: orange for fiction, green for crime, and dark blue for biography." },
        { text: "In 1935 Allen Lane founded Penguin Books, a British publisher of paperbacks.", correct: true },
        { text: "An early order of 63,500 copies from the Woolworths stores helped Penguin Books succeed as a company." },
      ],
      explanation:
        "<p>The best answer is that in 1935 Allen Lane founded Penguin Books, a British publisher of paperbacks. It names both the founder and the year, the two things the goal asks for.</p><ul><li>The price of sixpence describes the first books, not who founded the company or when.</li><li>The color-coded covers describe the books’ design, with neither the founder nor the date.</li><li>The Woolworths order explains part of the company’s success, not its founding.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-rhetorical-synthesis-22",
      difficulty: "easy",
      text: goal("describe what Nakaya discovered about the shapes of snow crystals."),
      passage: {
        title: "",
        topic: "science",
        html: notes([
          "Ukichiro Nakaya (1900–1962) was a Japanese physicist at Hokkaido University.",
          "In 1936 he became the first person to grow snow crystals in a laboratory.",
          "He grew them on a single rabbit hair inside a cold chamber.",
          "By changing the temperature and the amount of water vapor in the chamber, he found that these two conditions determine a crystal’s shape, such as a flat plate or a long column.",
          "He summed up his results in a chart now called the Nakaya diagram.",
          "He called snow crystals “letters sent from heaven.”",
        ]),
      },
      choices: [
        { text: "Nakaya, who called snow crystals “letters sent from heaven,” summed up his results in a chart." },
        { text: "In 1936 Ukichiro Nakaya became the first person to grow snow crystals in a laboratory." },
        { text: "Nakaya found that temperature and water vapor decide a snow crystal’s shape, such as a plate or a column.", correct: true },
        { text: "At Hokkaido University, Nakaya grew snow crystals on a single rabbit hair inside a cold chamber." },
      ],
      explanation:
        "<p>The best answer is that Nakaya found that temperature and water vapor decide a snow crystal’s shape, such as a plate or a column. That is his discovery about the shapes of snow crystals, which the goal asks the student to describe.</p><ul><li>The sentence about “letters sent from heaven” quotes his description of snow and mentions a chart, but it does not say what the chart showed.</li><li>The sentence about 1936 reports an achievement, growing crystals in a laboratory, not what he learned about their shapes.</li><li>The sentence about the rabbit hair describes his method, not his finding.</li></ul>",
    },
    // ───────────── medium (added for issue 29) ─────────────
    {
      ...base,
      id: "bank-rw-rhetorical-synthesis-23",
      difficulty: "medium",
      text: goal("explain why Nakatsu modeled the train’s nose on the kingfisher’s beak."),
      passage: {
        title: "",
        topic: "science",
        html: notes([
          "Japan’s 500 Series Shinkansen, a high-speed train, entered service in 1997.",
          "Earlier high-speed trains made a loud boom when they left tunnels, because they pushed a wave of compressed air ahead of them.",
          "Eiji Nakatsu, an engineer at the railway company and a birdwatcher, was asked to solve the problem.",
          "A kingfisher dives from the air into water, which resists motion far more than air does, with hardly a splash.",
          "Its long, narrow beak widens gradually toward its head.",
          "The 500 Series’ nose was reshaped to resemble the kingfisher’s beak, which reduced the boom.",
        ]),
      },
      choices: [
        { text: "Earlier high-speed trains made a loud boom on leaving tunnels because they pushed compressed air ahead of them." },
        { text: "Nakatsu, a birdwatcher, was an engineer at the railway company whose 500 Series Shinkansen began running in 1997." },
        {
          text: "A kingfisher’s beak carries it from air into water with hardly a splash, so Nakatsu copied it to quiet trains leaving tunnels.",
          correct: true,
        },
        { text: "The kingfisher, a bird that dives into water, has a long, narrow beak that widens gradually toward its head." },
      ],
      explanation:
        "<p>The best answer is that a kingfisher’s beak carries it from air into water with hardly a splash, so Nakatsu copied it to quiet trains leaving tunnels. The reason for the design joins two notes: the problem (a boom when a train moves from a tunnel into open air) and the beak’s ability to pass smoothly from one medium into another.</p><ul><li>The sentence about the boom states the problem but never mentions the kingfisher, so it does not explain the choice of model.</li><li>The sentence about Nakatsu’s job and hobby hints at why he noticed birds but does not say what the beak could do for a train.</li><li>The description of the beak’s shape is accurate, but it says nothing about trains or the problem the shape solved.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-rhetorical-synthesis-24",
      difficulty: "medium",
      text: goal("emphasize the difference in how long the 1858 and 1866 cables worked."),
      passage: {
        title: "",
        topic: "history_social",
        html: notes([
          "In 1858 the first telegraph cable across the Atlantic Ocean linked Ireland and Newfoundland.",
          "Queen Victoria and U.S. President James Buchanan exchanged messages over it.",
          "The cable failed after about three weeks.",
          "In 1866 the steamship <i>Great Eastern</i> laid a new transatlantic cable.",
          "The 1866 cable worked reliably for years.",
          "Messages that had taken about ten days to cross the ocean by ship could now be sent in minutes.",
        ]),
      },
      choices: [
        { text: "The first transatlantic cable, laid in 1858, linked Ireland and Newfoundland, and another was laid in 1866." },
        { text: "The 1858 cable stopped working within about three weeks, while the one laid in 1866 lasted for years.", correct: true },
        { text: "Queen Victoria and President James Buchanan exchanged messages over the 1858 transatlantic cable." },
        { text: "Messages that took about ten days to cross the Atlantic by ship could be sent by cable in minutes." },
      ],
      explanation:
        "<p>The best answer is that the 1858 cable stopped working within about three weeks, while the one laid in 1866 lasted for years. It sets the two cables’ working lives side by side, which is the difference the goal names.</p><ul><li>The sentence naming both years is tempting because it mentions both cables, but it says nothing about how long either one worked.</li><li>The exchange between Queen Victoria and President Buchanan concerns only the 1858 cable and says nothing about its failure.</li><li>The comparison of ships and cables contrasts two ways of sending messages, not the two cables.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-rhetorical-synthesis-25",
      difficulty: "medium",
      text: goal("emphasize how long Johnston’s lettering has remained in use."),
      passage: {
        title: "",
        topic: "humanities",
        html: notes([
          "In 1913 Frank Pick, a manager of the London Underground, asked the calligrapher Edward Johnston to design lettering for the railway’s signs and posters.",
          "Pick wanted letters that passengers could read quickly and that looked modern.",
          "Johnston’s alphabet was first used in 1916.",
          "It has no serifs, the small strokes at the ends of letters in many typefaces.",
          "The dots on its lowercase <i>i</i> and <i>j</i> are diamond-shaped.",
          "An updated version of the typeface is still used on London Underground signs today.",
        ]),
      },
      choices: [
        { text: "Commissioned in 1913, Johnston’s alphabet was first used on the London Underground three years later, in 1916." },
        { text: "Johnston’s alphabet has no serifs, and the dots on its lowercase <i>i</i> and <i>j</i> are diamond-shaped." },
        { text: "Frank Pick asked Edward Johnston for lettering that passengers could read quickly and that looked modern." },
        { text: "First used in 1916, Johnston’s lettering still appears, in an updated form, on London Underground signs today.", correct: true },
      ],
      explanation:
        "<p>The best answer is that, first used in 1916, Johnston’s lettering still appears, in an updated form, on London Underground signs today. Pairing the first year of use with its use today shows that the lettering has lasted more than a century.</p><ul><li>The sentence about 1913 and 1916 is tempting because it gives dates, but it measures how long the lettering took to arrive, not how long it has lasted.</li><li>The sentence about serifs and diamond-shaped dots describes the letters’ design, not their lasting use.</li><li>The sentence about Pick’s request explains the lettering’s purpose, not how long it has been used.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-rhetorical-synthesis-26",
      difficulty: "medium",
      text: goal("emphasize the scale of the airlift."),
      passage: {
        title: "",
        topic: "history_social",
        html: notes([
          "In June 1948 the Soviet Union blocked all road, rail, and canal routes into West Berlin.",
          "West Berlin’s roughly two million residents depended on supplies from outside the city.",
          "The United States and Britain responded by flying in food, coal, and other goods.",
          "Over the following months, the airlift delivered about 2.3 million tons of supplies.",
          "At its peak, in April 1949, a plane landed in West Berlin about once a minute.",
          "The Soviet Union lifted the blockade in May 1949.",
        ]),
      },
      choices: [
        { text: "West Berlin’s roughly two million residents depended on supplies brought in from outside the city." },
        { text: "The United States and Britain flew food and coal to West Berlin until the blockade ended in May 1949." },
        { text: "In June 1948 the Soviet Union blocked every road, rail, and canal route into West Berlin." },
        { text: "With planes landing as often as once a minute, the airlift carried about 2.3 million tons of supplies.", correct: true },
      ],
      explanation:
        "<p>The best answer is that, with planes landing as often as once a minute, the airlift carried about 2.3 million tons of supplies. Both figures, the frequency of the flights and the total delivered, measure the size of the operation.</p><ul><li>The number of residents is a large figure, which makes it tempting, but it measures the city’s need, not the airlift itself.</li><li>The sentence about flying food and coal until May 1949 says what was carried and for how long, but gives no sense of the amount.</li><li>The sentence about the blockade explains why the airlift was needed, not how large it was.</li></ul>",
    },
    // ───────────── hard (added for issue 29) ─────────────
    {
      ...base,
      id: "bank-rw-rhetorical-synthesis-27",
      difficulty: "hard",
      text: goal("contrast the simplicity of the slime mold with the sophistication of the network it built."),
      passage: {
        title: "",
        topic: "science",
        html: notes([
          "<i>Physarum polycephalum</i> is a slime mold, a single-celled organism with no brain or nervous system.",
          "As it searches for food, it spreads out as a network of tubes, strengthening the tubes that carry the most nutrients and letting the others wither.",
          "In a 2010 study, researchers in Japan and Britain placed oat flakes on a dish in a pattern matching the locations of cities around Tokyo.",
          "Within about a day, the slime mold had linked the oat flakes with a network of tubes.",
          "The network closely resembled the Tokyo area’s rail system in efficiency and in its ability to keep working if a link was cut.",
          "The rail system had been planned by engineers over many decades.",
        ]),
      },
      choices: [
        { text: "A brainless single cell, the slime mold built in a day a network as efficient and resilient as the Tokyo area’s rail system.", correct: true },
        { text: "The network the slime mold built resembled the Tokyo area’s rail system in efficiency and in its ability to survive a cut link." },
        { text: "A single-celled organism with no brain, the slime mold spreads as a network of tubes while it searches for food." },
        { text: "Researchers set out oat flakes in the pattern of cities around Tokyo, and the slime mold linked them within a day." },
      ],
      explanation:
        "<p>The best answer is that, a brainless single cell, the slime mold built in a day a network as efficient and resilient as the Tokyo area’s rail system. The goal has two sides, and this sentence sets them against each other: the organism’s simplicity (no brain, one cell) and the quality of what it built (a match for a rail system).</p><ul><li>The sentence comparing the network with the rail system is tempting because it shows the sophistication, but it never mentions the organism’s simplicity, so there is nothing to contrast it with.</li><li>The sentence about a single-celled organism with no brain gives the simplicity but describes only its ordinary way of feeding, not the network that rivaled a rail system.</li><li>The sentence about the oat flakes describes how the experiment was set up and what the mold did, with neither side of the contrast.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-rhetorical-synthesis-28",
      difficulty: "hard",
      text: goal("explain why the hull of the <i>Mary Rose</i> was treated for years before it was allowed to dry."),
      passage: {
        title: "",
        topic: "history_social",
        html: notes([
          "The <i>Mary Rose</i>, an English warship, sank in 1545 during a battle with a French fleet off the south coast of England.",
          "Soft silt on the seabed covered about half of the hull, while the parts left exposed wore away over the centuries.",
          "In 1982 the surviving part of the hull was raised and brought to Portsmouth.",
          "Wood that has lain in water for centuries is soaked through, and if it dries quickly, it shrinks and cracks.",
          "From 1994 to 2013, conservators sprayed the hull with a water-soluble wax that gradually took the place of the water in the wood.",
          "Only then was the hull allowed to dry, a process that lasted until 2016.",
          "About 19,000 objects from the ship have been recovered, from cannons to combs.",
        ]),
      },
      choices: [
        { text: "Raised in 1982, the hull of the <i>Mary Rose</i> was sprayed with a water-soluble wax from 1994 to 2013 and then allowed to dry until 2016." },
        { text: "Because silt covered about half of the hull, part of the <i>Mary Rose</i> survived on the seabed until it was raised in 1982." },
        {
          text: "Soaked wood cracks if it dries quickly, so a wax replaced the water in the <i>Mary Rose</i>’s hull before the hull was allowed to dry.",
          correct: true,
        },
        { text: "Wood that has lain in water for centuries is soaked through, and if it dries quickly, it shrinks and cracks." },
      ],
      explanation:
        "<p>The best answer is that soaked wood cracks if it dries quickly, so a wax replaced the water in the <i>Mary Rose</i>’s hull before the hull was allowed to dry. The goal asks why the treatment came first, and this sentence joins the reason (waterlogged wood shrinks and cracks when it dries fast) to the treatment it explains (wax taking the place of the water) and to this hull.</p><ul><li>The sentence with the dates of the spraying and the drying tells what was done and when, but it gives no reason for spraying first, so it does not explain why.</li><li>The sentence about the silt explains why part of the hull survived underwater, not why it was treated after it was raised.</li><li>The sentence about waterlogged wood gives the reason, but it never mentions the <i>Mary Rose</i> or the wax, so it does not connect the reason to the treatment of this hull.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-rhetorical-synthesis-29",
      difficulty: "hard",
      text: goal("explain how Méliès’s experience as a stage magician shaped his films, using an example from <i>A Trip to the Moon</i>."),
      passage: {
        title: "",
        topic: "humanities",
        html: notes([
          "Georges Méliès (1861–1938) was a French stage magician who ran a theater of illusions in Paris.",
          "He began making films in 1896.",
          "He later said he discovered the “stop trick” by accident, when his camera jammed while he was filming a street in Paris and a bus on screen seemed to turn into a hearse.",
          "By stopping the camera, changing the scene, and starting again, he could make people and objects appear, vanish, or transform, much like the illusions in his stage shows.",
          "His 1902 film <i>A Trip to the Moon</i> shows a group of astronomers fired to the Moon in a capsule that lands in the eye of the Man in the Moon.",
          "In one scene, the explorers strike the Moon’s inhabitants with umbrellas, and the creatures vanish in puffs of smoke.",
        ]),
      },
      choices: [
        { text: "With the stop trick, Méliès could make people and objects appear, vanish, or transform, much like the illusions of his stage shows." },
        {
          text: "A stage magician, Méliès carried his vanishing acts onto film: in <i>A Trip to the Moon</i>, struck Moon creatures disappear in puffs of smoke.",
          correct: true,
        },
        { text: "Méliès, a stage magician, said he found the stop trick by accident when his camera jammed as he filmed a street in Paris." },
        { text: "In <i>A Trip to the Moon</i> (1902), a group of astronomers is fired to the Moon in a capsule that lands in the Man in the Moon’s eye." },
      ],
      explanation:
        "<p>The best answer is that Méliès, a stage magician, carried his vanishing acts onto film, as when struck Moon creatures disappear in puffs of smoke in <i>A Trip to the Moon</i>. It links his magic to his films and gives an example from the film the goal names.</p><ul><li>The sentence about the stop trick is tempting because it ties film tricks to his stage illusions, but it gives no example from <i>A Trip to the Moon</i>.</li><li>The sentence about the jammed camera mentions that he was a magician but explains how he found the trick by accident, not how magic shaped his films, and it gives no example from the film.</li><li>The sentence about the capsule gives an example from <i>A Trip to the Moon</i>, but the landing is not a magic trick, and the sentence never connects the film to his experience as a magician.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-rhetorical-synthesis-30",
      difficulty: "hard",
      text: goal("emphasize how quickly nations acted once ozone loss over Antarctica was reported."),
      passage: {
        title: "",
        topic: "science",
        html: notes([
          "In 1974 chemists Mario Molina and F. Sherwood Rowland warned that chlorofluorocarbons (CFCs), chemicals then used in spray cans and refrigerators, could destroy ozone high in the atmosphere.",
          "The ozone layer absorbs most of the Sun’s harmful ultraviolet radiation.",
          "In 1985 a team of British researchers working in Antarctica reported that ozone over the continent had been dropping sharply each spring.",
          "In 1987 nations agreed to the Montreal Protocol, a treaty to phase out CFCs.",
          "In 2009 it became the first United Nations treaty ratified by every member state.",
          "Scientists expect the ozone layer over Antarctica to return to its 1980 level around 2066.",
        ]),
      },
      choices: [
        { text: "The Montreal Protocol of 1987 came thirteen years after Molina and Rowland first warned, in 1974, that CFCs could destroy ozone." },
        { text: "In 2009 the Montreal Protocol became the first United Nations treaty to be ratified by every member state." },
        {
          text: "Just two years after the 1985 report of ozone loss over Antarctica, nations agreed in the Montreal Protocol to phase out CFCs.",
          correct: true,
        },
        { text: "Scientists expect the ozone layer over Antarctica to return to the level it had in 1980 around the year 2066." },
      ],
      explanation:
        "<p>The best answer is that just two years after the 1985 report of ozone loss over Antarctica, nations agreed in the Montreal Protocol to phase out CFCs. It measures the response from the event the goal names, the report of ozone loss, and “just two years” stresses its speed.</p><ul><li>The sentence about the thirteen years since 1974 is the tempting near-miss: it also dates the treaty, but it counts from the earlier warning rather than from the report and so makes the response seem slow, the opposite of the goal.</li><li>The 2009 ratification shows how widely the treaty was accepted, not how quickly nations acted, and it comes more than twenty years after the report.</li><li>The expected recovery around 2066 concerns the ozone layer’s future, not the speed of the response.</li></ul>",
    },
  ],
} satisfies WrittenSkill;
