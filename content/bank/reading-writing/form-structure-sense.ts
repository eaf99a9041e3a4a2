import type { WrittenSkill } from "../types";

/**
 * Skill bank, Standard English Conventions: Form, Structure, and Sense (30 questions, 10 per difficulty).
 * Mix: subject-verb agreement (compound, inverted, collective, long subjects), verb tense and finite verbs,
 * pronoun-antecedent agreement and pronoun form, possessives and plurals, and dangling modifiers; items 19-30
 * add "each of", "there" with an "or" subject, gerund and title subjects, collective "its", and a logical
 * comparison ("like a tree's trunk").
 */
const SEC = "<p>Which choice completes the text so that it conforms to the conventions of Standard English?</p>";
const base = {
  type: "SC" as const,
  title: "",
  text: SEC,
  test: "verbal" as const,
  domain: "standard_english",
  skill: "form_structure_sense",
  tags: ["bank"],
};

export default {
  skill: "form_structure_sense",
  questions: [
    // ───────────── easy ─────────────
    {
      ...base,
      id: "bank-rw-form-structure-sense-01",
      difficulty: "easy",
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>For centuries, the Jewish community of Fustat, in what is now Cairo, placed worn-out writings in a storeroom of its synagogue rather than throwing them away. The collection of letters, contracts, and shopping lists found in this storeroom, known as the Cairo Geniza, ______ historians a detailed picture of daily life in the medieval Mediterranean world.</p>",
      },
      choices: [{ text: "give" }, { text: "are giving" }, { text: "gives", correct: true }, { text: "have given" }],
      explanation:
        "<p>The subject of the verb is “The collection,” which is singular; “of letters, contracts, and shopping lists” and “found in this storeroom” only describe it. A singular subject takes the singular verb “gives.”</p><ul><li>“Give” is plural, agreeing with “shopping lists” or “letters” instead of the subject, “collection.”</li><li>“Are giving” is also plural.</li><li>“Have given” is plural as well; the singular form would be “has given.”</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-form-structure-sense-02",
      difficulty: "easy",
      passage: {
        title: "",
        topic: "science",
        html: "<p>Among seahorses, it is the fathers rather than the mothers that carry the young. A female places her eggs in a pouch on the male’s belly, and the males then carry the developing eggs in ______ pouches for several weeks, until the tiny seahorses emerge.</p>",
      },
      choices: [{ text: "its" }, { text: "their", correct: true }, { text: "his" }, { text: "they’re" }],
      explanation:
        "<p>The pronoun refers to “the males,” a plural noun, so it must be the plural possessive “their.”</p><ul><li>“Its” is singular and cannot refer to “the males.”</li><li>“His” is singular too; it would fit “each male carries the eggs in his pouch,” but not a plural subject.</li><li>“They’re” means “they are,” which makes no sense before “pouches.”</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-form-structure-sense-03",
      difficulty: "easy",
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>The first transcontinental railroad in the United States was completed in 1869, when its eastern and western lines met at Promontory Summit, Utah. Before then, a journey from New York to California ______ months by wagon or by ship; afterward, the same trip took about a week.</p>",
      },
      choices: [{ text: "can take" }, { text: "will take" }, { text: "is taking" }, { text: "could take", correct: true }],
      explanation:
        "<p>The sentence describes the time “before” 1869, and the second half uses the past tense (“the same trip took about a week”). The past form “could take” fits a journey that was possible only before the railroad existed.</p><ul><li>“Can take” is present tense, which does not fit a description of conditions before 1869.</li><li>“Will take” is future tense, which contradicts “Before then.”</li><li>“Is taking” is present progressive and describes something happening now.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-form-structure-sense-04",
      difficulty: "easy",
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>Auguste and Louis Lumière, two French brothers who ran a photographic-supply business in Lyon, built a device that could both record and project moving pictures. The ______ first public screening, held in a Paris café in December 1895, included ten short films, among them a scene of workers leaving the family’s factory.</p>",
      },
      choices: [{ text: "brother’s" }, { text: "brothers" }, { text: "brothers’s" }, { text: "brothers’", correct: true }],
      explanation:
        "<p>The screening belongs to both brothers, so the noun must be plural and possessive. A plural noun ending in s forms its possessive with an apostrophe alone: “brothers’.”</p><ul><li>“Brother’s” is singular possessive and would credit the screening to only one of the two men.</li><li>“Brothers” is plural but not possessive, so it cannot describe “first public screening.”</li><li>“Brothers’s” adds an extra s that a plural possessive ending in s does not take.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-form-structure-sense-05",
      difficulty: "easy",
      passage: {
        title: "",
        topic: "science",
        html: "<p>Maple syrup producers in the northeastern United States and Canada collect sap from sugar maples in late winter and early spring. During that season, freezing nights and thawing days ______ pressure changes inside the trees that push sap out through small holes drilled in their trunks.</p>",
      },
      choices: [{ text: "creates" }, { text: "create", correct: true }, { text: "has created" }, { text: "is creating" }],
      explanation:
        "<p>The subject is compound: “freezing nights and thawing days.” Two subjects joined by “and” are plural and take the plural verb “create.”</p><ul><li>“Creates” is singular, as if only one of the two conditions were the subject.</li><li>“Has created” is singular too.</li><li>“Is creating” is singular as well.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-form-structure-sense-06",
      difficulty: "easy",
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>Pablo Picasso’s <i>Guernica</i>, a black, white, and gray mural nearly eight meters wide, responds to the bombing of the Basque town of Guernica during the Spanish Civil War. Working at great speed, Picasso ______ the enormous painting in only about five weeks in 1937.</p>",
      },
      choices: [{ text: "has completed" }, { text: "completes" }, { text: "completed", correct: true }, { text: "will complete" }],
      explanation:
        "<p>The sentence refers to a finished action at a specific past time (“in 1937”), so the simple past “completed” is correct.</p><ul><li>“Has completed” is present perfect, which is not used with a specific past date such as “in 1937.”</li><li>“Completes” is present tense and cannot describe an event in 1937.</li><li>“Will complete” is future tense, which cannot describe an event in 1937.</li></ul>",
    },
    // ───────────── medium ─────────────
    {
      ...base,
      id: "bank-rw-form-structure-sense-07",
      difficulty: "medium",
      passage: {
        title: "",
        topic: "science",
        html: "<p>Female deep-sea anglerfish live in near-total darkness, hundreds or even thousands of meters below the ocean surface. Dangling in front of the female’s mouth, above rows of needle-sharp teeth, ______ a glowing lure, lit by bacteria living inside it, that draws prey within reach of her jaws.</p>",
      },
      choices: [{ text: "are" }, { text: "were" }, { text: "have been" }, { text: "is", correct: true }],
      explanation:
        "<p>This sentence is inverted: the subject comes after the verb. What dangles in front of the mouth is “a glowing lure,” a singular noun, so the verb must be the singular “is.” The present tense matches the rest of the text (“live”).</p><ul><li>“Are” is plural, agreeing with the nearby “teeth” rather than with the subject, “lure.”</li><li>“Were” is plural and past tense.</li><li>“Have been” is plural.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-form-structure-sense-08",
      difficulty: "medium",
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>In the Great Tea Race of 1866, several clipper ships raced to carry the season’s first tea from China to London. Two of them, the <i>Ariel</i> and the <i>Taeping</i>, docked in London on the same night after more than three months at sea. The two ______ nearly simultaneous arrival astonished the crowds who had followed the race in the newspapers.</p>",
      },
      choices: [{ text: "ship’s" }, { text: "ships’", correct: true }, { text: "ships" }, { text: "ships’s" }],
      explanation:
        "<p>The arrival belongs to both ships (“The two …”), so the noun must be plural and possessive: “ships’,” with the apostrophe after the s.</p><ul><li>“Ship’s” is singular possessive, which cannot follow “The two.”</li><li>“Ships” is plural but not possessive, so it cannot describe “arrival.”</li><li>“Ships’s” adds an s that a plural possessive ending in s does not take.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-form-structure-sense-09",
      difficulty: "medium",
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>Ludwig van Beethoven’s hearing began to fail when he was in his late twenties. By the time his Ninth Symphony was first performed in Vienna in 1824, he ______ almost completely deaf; at the end of the performance, a singer reportedly had to turn him around so that he could see the audience applauding.</p>",
      },
      choices: [{ text: "becomes" }, { text: "has become" }, { text: "had become", correct: true }, { text: "will have become" }],
      explanation:
        "<p>“By the time” the symphony was performed in 1824 (a past event), Beethoven’s loss of hearing was already complete. An action completed before another past action takes the past perfect, “had become.”</p><ul><li>“Becomes” is present tense and does not fit a narrative set in 1824.</li><li>“Has become” is present perfect, which connects to the present, not to a moment in 1824.</li><li>“Will have become” is future perfect, which describes a point in the future.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-form-structure-sense-10",
      difficulty: "medium",
      passage: {
        title: "",
        topic: "science",
        html: "<p>The first fossils recognized as belonging to an extinct species of human came from a cave in western Germany. Discovered in 1856 by workers at a limestone quarry in the Neander Valley, ______</p>",
      },
      choices: [
        { text: "quarry workers handed the bones to a local schoolteacher, who saw that they were unusual." },
        { text: "the bones were later found to belong to a species of human that scientists named after the valley.", correct: true },
        { text: "scientists later named a species of human after the valley where the bones were found." },
        { text: "the valley gave its name to an extinct species of human whose bones were found there." },
      ],
      explanation:
        "<p>The introductory phrase “Discovered in 1856 by workers at a limestone quarry” must be followed by the thing that was discovered. Only the choice beginning “the bones” places that noun right after the phrase.</p><ul><li>The version beginning “quarry workers” says the workers were discovered, a dangling modifier; the workers did the discovering.</li><li>The version beginning “scientists” says the scientists were discovered in 1856.</li><li>The version beginning “the valley” says the valley was discovered by the workers, though it was the bones that they found.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-form-structure-sense-11",
      difficulty: "medium",
      passage: {
        title: "",
        topic: "science",
        html: "<p>By the late 1960s, Przewalski’s horse, a stocky wild horse of the Central Asian steppe, survived only in zoos. In 1992 the first captive-bred herds were released in Mongolia. Since then, the number of these horses living in the wild ______ steadily, and several hundred now roam protected areas in Mongolia and China.</p>",
      },
      choices: [{ text: "have grown" }, { text: "has grown", correct: true }, { text: "grew" }, { text: "were growing" }],
      explanation:
        "<p>Two things decide the verb. The subject is “the number,” which is singular (“of these horses living in the wild” only describes it), so the verb must be singular. And “Since then” describes a change that began in the past and continues now, which calls for the present perfect. “Has grown” is both.</p><ul><li>“Have grown” is present perfect but plural, agreeing with “horses” instead of “number.”</li><li>“Grew” is simple past, which does not fit “Since then” and a change that is still going on.</li><li>“Were growing” is both plural and past.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-form-structure-sense-12",
      difficulty: "medium",
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>During the Crimean War, the Jamaican-born nurse Mary Seacole traveled to the front at her own expense. Seacole, ______ “British Hotel” near the town of Balaklava offered meals, supplies, and care to soldiers, later described her experiences in a popular memoir published in 1857.</p>",
      },
      choices: [{ text: "who’s" }, { text: "whom" }, { text: "who" }, { text: "whose", correct: true }],
      explanation:
        "<p>The hotel belonged to Seacole, so the relative pronoun must show possession: “whose ‘British Hotel’ … offered meals.”</p><ul><li>“Who’s” is a contraction of “who is” or “who has,” which makes no sense before “British Hotel.”</li><li>“Whom” is an object pronoun and cannot show possession.</li><li>“Who” would have to be the subject of its own verb, but the verb “offered” already has the subject “British Hotel,” so the clause does not hold together.</li></ul>",
    },
    // ───────────── hard ─────────────
    {
      ...base,
      id: "bank-rw-form-structure-sense-13",
      difficulty: "hard",
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>In the early twentieth century, many English-speaking readers knew Russian literature largely through the work of a single translator. Translated into English by Constance Garnett, who produced some seventy volumes of Russian fiction and drama between 1894 and 1934, ______</p>",
      },
      choices: [
        { text: "many English-speaking readers encountered the novels of Leo Tolstoy and Fyodor Dostoevsky for the first time." },
        { text: "Constance Garnett brought the novels of Leo Tolstoy and Fyodor Dostoevsky to a large English-speaking readership." },
        { text: "the novels of Leo Tolstoy and Fyodor Dostoevsky reached a large English-speaking readership.", correct: true },
        { text: "Leo Tolstoy and Fyodor Dostoevsky found a large English-speaking readership for their novels." },
      ],
      explanation:
        "<p>The phrase “Translated into English by Constance Garnett” must modify the thing that was translated. What Garnett translated was the novels, so “the novels of Leo Tolstoy and Fyodor Dostoevsky” must come right after the phrase.</p><ul><li>The version beginning “many English-speaking readers” says the readers were translated by Garnett.</li><li>The version beginning “Constance Garnett” says Garnett was translated by herself.</li><li>The version beginning “Leo Tolstoy and Fyodor Dostoevsky” is the tempting one, since the authors’ names stand for their books in everyday speech, but it says the two writers themselves were translated; the novels appear only at the end of the sentence.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-form-structure-sense-14",
      difficulty: "hard",
      passage: {
        title: "",
        topic: "science",
        html: "<p>Each autumn, monarch butterflies from eastern North America fly as far as 4,000 kilometers to forests in the mountains of central Mexico, a trip made by a single long-lived generation. The butterflies’ return journey north in spring, unlike their flights south in autumn, ______ by several successive generations, each living only a few weeks.</p>",
      },
      choices: [{ text: "are completed" }, { text: "is completed", correct: true }, { text: "complete" }, { text: "completing" }],
      explanation:
        "<p>The subject is “The butterflies’ return journey,” a singular noun; “butterflies’” is a possessive describing it, and “unlike their flights south in autumn” is an interrupting phrase. A singular subject takes “is completed,” and the passive fits because the generations do the completing.</p><ul><li>“Are completed” is plural, agreeing with “butterflies’” or “flights” instead of “journey.”</li><li>“Complete” is plural and active; “the journey … complete by several generations” does not make sense.</li><li>“Completing” is not a finite verb, so the sentence would have no main verb.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-form-structure-sense-15",
      difficulty: "hard",
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>During World War II, the U.S. Marine Corps recruited Navajo speakers to develop a code in which Navajo words stood for military terms and for the letters of the English alphabet. Because the code drew on a language that had few speakers outside the Navajo Nation, Japanese cryptographers, who studied the intercepted radio traffic for years, never managed to break ______</p>",
      },
      choices: [{ text: "them." }, { text: "those." }, { text: "it.", correct: true }, { text: "these." }],
      explanation:
        "<p>What the cryptographers tried to break was “the code,” a singular noun, so the pronoun must be the singular “it.”</p><ul><li>“Them” is plural and would have to refer to a plural noun such as “cryptographers,” “speakers” or “letters,” but the thing the cryptographers tried to break is the code.</li><li>“Those” is plural and points to no plural noun that could be broken.</li><li>“These” is plural as well and has the same problem.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-form-structure-sense-16",
      difficulty: "hard",
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>The Voynich manuscript, an illustrated book written in an unknown script on vellum that radiocarbon dating places in the early fifteenth century, ______ every attempt to decipher it, including efforts by some of the most skilled codebreakers of the twentieth century.</p>",
      },
      choices: [{ text: "having resisted" }, { text: "which has resisted" }, { text: "resisting" }, { text: "has resisted", correct: true }],
      explanation:
        "<p>The sentence’s subject is “The Voynich manuscript,” and the long phrase after it (“an illustrated book … early fifteenth century”) only renames it; “places” belongs to the clause “that radiocarbon dating places.” The sentence still needs a main verb, and “has resisted” supplies one.</p><ul><li>“Having resisted” is a participle, not a finite verb, so the sentence would have no main verb.</li><li>“Which has resisted” turns the rest of the sentence into another relative clause, again leaving the subject without a main verb.</li><li>“Resisting” is also a participle and leaves the sentence a fragment.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-form-structure-sense-17",
      difficulty: "hard",
      passage: {
        title: "",
        topic: "science",
        html: "<p>Garrett Morgan ______ a patent for a three-position traffic signal in 1923, seven years after he had worn another of his inventions, a smoke hood that supplied cleaner air, to rescue workers trapped by an explosion in a tunnel beneath Lake Erie.</p>",
      },
      choices: [{ text: "has received" }, { text: "received", correct: true }, { text: "receives" }, { text: "had been receiving" }],
      explanation:
        "<p>The patent was granted at a specific past time (“in 1923”), so the simple past “received” is correct. The past perfect “had worn” in the second part of the sentence marks the rescue as earlier than the patent; it does not change the tense of the dated event itself.</p><ul><li>“Has received” is the present perfect, which is not used with a specific past time such as “in 1923.”</li><li>“Receives” is present tense and cannot describe an event in 1923.</li><li>“Had been receiving” suggests an ongoing process before some other past event, but a patent is granted once, and the sentence places the rescue, not the patent, earlier.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-form-structure-sense-18",
      difficulty: "hard",
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>Born into slavery in Maryland around 1822, Harriet Tubman escaped to Philadelphia in 1849. Returning to Maryland again and again over the next decade, ______</p>",
      },
      choices: [
        { text: "Tubman’s journeys brought about seventy people, including her relatives, to freedom." },
        { text: "about seventy people, including her relatives, were guided to freedom by Tubman." },
        { text: "Tubman guided about seventy people, among them members of her own family, to freedom.", correct: true },
        { text: "the routes she took carried about seventy people, including relatives, to freedom." },
      ],
      explanation:
        "<p>The phrase “Returning to Maryland again and again” must be followed by the person who returned, Tubman. Only the choice beginning “Tubman guided” makes her the subject.</p><ul><li>The version beginning “Tubman’s journeys” is the tempting one: Tubman’s name appears first, but as a possessive it only describes “journeys,” so the sentence says the journeys were returning to Maryland.</li><li>The version beginning “about seventy people” says those people were returning to Maryland, when Tubman was the one who returned.</li><li>The version beginning “the routes” says the routes were returning to Maryland.</li></ul>",
    },
    // ───────────── easy (added for issue 29) ─────────────
    {
      ...base,
      id: "bank-rw-form-structure-sense-19",
      difficulty: "easy",
      passage: {
        title: "",
        topic: "science",
        html: "<p>Sea stars have no brain, yet many species can see. Each of the arms of a sea star ______ a simple eye at its tip, which lets the animal tell light from dark and make out large shapes, such as the reef where it feeds.</p>",
      },
      choices: [{ text: "have" }, { text: "are having" }, { text: "has", correct: true }, { text: "have had" }],
      explanation:
        "<p>The subject of the verb is “Each,” which is singular; “of the arms of a sea star” only says which things are meant. A singular subject takes the singular verb “has.”</p><ul><li>“Have” is plural, agreeing with “arms” instead of the subject, “Each.”</li><li>“Are having” is plural too, and the progressive form does not fit a permanent feature of the animal’s body.</li><li>“Have had” is plural as well; the singular form would be “has had.”</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-form-structure-sense-20",
      difficulty: "easy",
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>The Taj Mahal, in Agra, India, was built in the mid-1600s by the Mughal emperor Shah Jahan as a tomb for his wife Mumtaz Mahal. Visitors often remark that the building seems to change color over the course of a day: ______ white marble can look pink at dawn, dazzling white at noon and golden in the evening light.</p>",
      },
      choices: [{ text: "it’s" }, { text: "their" }, { text: "its’" }, { text: "its", correct: true }],
      explanation:
        "<p>The marble belongs to “the building,” a singular noun, so the pronoun must be the singular possessive “its.”</p><ul><li>“It’s” is a contraction of “it is” or “it has,” which makes no sense before “white marble.”</li><li>“Their” is plural and could refer only to “Visitors,” but the marble belongs to the building, not to the visitors.</li><li>“Its’” is not a word; the possessive of “it” never takes an apostrophe.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-form-structure-sense-21",
      difficulty: "easy",
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>Cuneiform, one of the earliest known writing systems, developed in ancient Mesopotamia more than 5,000 years ago. To write it, the scribes of that time ______ the cut end of a reed into soft clay, leaving the wedge-shaped marks that give the script its name (<i>cuneus</i> is Latin for “wedge”).</p>",
      },
      choices: [{ text: "pressed", correct: true }, { text: "will press" }, { text: "are pressing" }, { text: "press" }],
      explanation:
        "<p>The text describes what scribes did “more than 5,000 years ago,” and “the scribes of that time” points back to that period, so the verb must be in the past tense: “pressed.”</p><ul><li>“Will press” is future tense, which cannot describe writing done thousands of years ago.</li><li>“Are pressing” is present progressive and describes something happening now.</li><li>“Press” is present tense, which does not fit scribes who lived “at that time,” in the ancient past.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-form-structure-sense-22",
      difficulty: "easy",
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>Chartres Cathedral, southwest of Paris, was largely rebuilt after a fire in 1194. The cathedral’s stained-glass windows, most of which date from the early thirteenth century, ______ especially famous for a deep, glowing shade known as “Chartres blue.”</p>",
      },
      choices: [{ text: "is" }, { text: "are", correct: true }, { text: "has been" }, { text: "was" }],
      explanation:
        "<p>The subject of the verb is “windows,” a plural noun; “most of which date from the early thirteenth century” is a clause that only describes them. A plural subject takes the plural verb “are.”</p><ul><li>“Is” is singular, agreeing with the nearby “century” instead of the subject, “windows.”</li><li>“Has been” is singular too.</li><li>“Was” is singular and also past tense, although the windows are still famous today.</li></ul>",
    },
    // ───────────── medium (added for issue 29) ─────────────
    {
      ...base,
      id: "bank-rw-form-structure-sense-23",
      difficulty: "medium",
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>Most orchestras hire a music director who leads them for years at a time. The Vienna Philharmonic, by contrast, has had no principal conductor since 1933. The orchestra invites a different guest conductor for each series of concerts and is run by a committee that ______ own musicians elect from among themselves.</p>",
      },
      choices: [{ text: "their" }, { text: "they’re" }, { text: "its", correct: true }, { text: "it’s" }],
      explanation:
        "<p>The musicians belong to “The orchestra,” a singular noun (the Vienna Philharmonic), so the pronoun must be the singular possessive “its.”</p><ul><li>“Their” is plural; it could point back only to “Most orchestras” in the first sentence, but the committee in question runs the Vienna Philharmonic alone.</li><li>“They’re” means “they are,” which makes no sense before “own musicians.”</li><li>“It’s” means “it is” or “it has,” which also makes no sense there.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-form-structure-sense-24",
      difficulty: "medium",
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>Çatalhöyük, a settlement in southern Anatolia that was home to thousands of people about 9,000 years ago, had an unusual layout. Its mud-brick houses were built wall against wall, and between most of them there ______ no streets or alleys; residents walked across the rooftops and climbed down ladders through openings in the roofs to enter their homes.</p>",
      },
      choices: [{ text: "has been" }, { text: "was" }, { text: "is" }, { text: "were", correct: true }],
      explanation:
        "<p>In a sentence beginning with “there,” the subject follows the verb. Here the subject is “no streets or alleys,” and when two parts of a subject are joined by “or,” the verb agrees with the nearer one, the plural “alleys.” The settlement existed thousands of years ago, so the verb must also be past tense: “were.”</p><ul><li>“Has been” is singular and present perfect.</li><li>“Was” is past tense but singular, as if the subject were “there” or a single street.</li><li>“Is” is singular and present tense, which does not fit a settlement of 9,000 years ago.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-form-structure-sense-25",
      difficulty: "medium",
      passage: {
        title: "",
        topic: "science",
        html: "<p>Foraminifera are single-celled marine organisms that build tiny shells of calcium carbonate. Because the mix of oxygen isotopes that a shell takes up depends partly on the temperature of the surrounding water, measuring the ratio of those isotopes in fossil shells ______ scientists to estimate how warm the oceans were millions of years ago.</p>",
      },
      choices: [{ text: "allow" }, { text: "allows", correct: true }, { text: "have allowed" }, { text: "are allowing" }],
      explanation:
        "<p>The subject of the main clause is the gerund phrase “measuring the ratio of those isotopes in fossil shells.” A gerund phrase names one activity and takes a singular verb, so “allows” is correct.</p><ul><li>“Allow” is plural, agreeing with the nearby “shells” or “isotopes” instead of the subject, “measuring.”</li><li>“Have allowed” is plural too.</li><li>“Are allowing” is plural as well.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-form-structure-sense-26",
      difficulty: "medium",
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>The Inca built one of the largest road systems of the premodern world through the Andes Mountains of South America. The network of stone-paved roads, rope bridges and mountain stairways, along which relay runners carried messages from one station to the next, ______ more than 30,000 kilometers long at its height in the early 1500s.</p>",
      },
      choices: [{ text: "are" }, { text: "were" }, { text: "was", correct: true }, { text: "have been" }],
      explanation:
        "<p>The subject is “The network,” a singular noun; “of stone-paved roads, rope bridges and mountain stairways” and the clause “along which relay runners carried messages …” only describe it. A singular subject describing the early 1500s takes the singular past “was.”</p><ul><li>“Are” is plural and present tense, agreeing with “stairways” or “runners” instead of “network.”</li><li>“Were” is past tense but plural.</li><li>“Have been” is plural and present perfect.</li></ul>",
    },
    // ───────────── hard (added for issue 29) ─────────────
    {
      ...base,
      id: "bank-rw-form-structure-sense-27",
      difficulty: "hard",
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>Some books written to mock the politics of their own day outlive the quarrels that inspired them. <i>Gulliver’s Travels</i>, a 1726 satire in which a ship’s surgeon visits lands of tiny people and of giants, a flying island and a country ruled by wise, talking horses, ______ still read by many people who know nothing of the English political disputes that the author had in mind.</p>",
      },
      choices: [{ text: "are" }, { text: "is", correct: true }, { text: "being" }, { text: "have been" }],
      explanation:
        "<p>The subject is the title <i>Gulliver’s Travels</i>. The title of a single work names one thing, however plural its last word looks, and here the appositive calls it “a 1726 satire.” A singular subject takes the singular verb “is.”</p><ul><li>“Are” is the tempting choice because “Travels” ends in s and the long appositive ends with plural nouns (“giants,” “horses”), but the subject is one book.</li><li>“Being” is not a finite verb, so the sentence would have no main verb.</li><li>“Have been” is plural, treating the title as if it named several things.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-form-structure-sense-28",
      difficulty: "hard",
      passage: {
        title: "",
        topic: "science",
        html: "<p>Magnetotactic bacteria, which live in the mud and water of ponds, lakes and seas, can sense Earth’s magnetic field. Inside each cell, the chain of tiny magnetite crystals that the bacterium builds along its length, each crystal wrapped in a thin membrane of its own, ______ like a compass needle, turning the whole cell so that it lines up with the field as it swims.</p>",
      },
      choices: [{ text: "work" }, { text: "working" }, { text: "have worked" }, { text: "works", correct: true }],
      explanation:
        "<p>The subject of the second sentence is “the chain,” a singular noun. Everything between it and the blank (“of tiny magnetite crystals that the bacterium builds along its length, each crystal wrapped in a thin membrane of its own”) describes it. The sentence needs a finite verb that agrees with a singular subject and fits the present tense of the text: “works.”</p><ul><li>“Work” is plural, agreeing with the nearby “crystals” instead of “chain.”</li><li>“Working” is not a finite verb, so the sentence would have no main verb.</li><li>“Have worked” is plural too; the singular form would be “has worked.”</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-form-structure-sense-29",
      difficulty: "hard",
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>In 79 CE the eruption of Mount Vesuvius buried the Roman towns of Pompeii and Herculaneum. Pliny the Younger, then seventeen, watched it from across the Bay of Naples. His two letters to the historian Tacitus, which describe the towering cloud of ash and his uncle’s death during a rescue attempt, ______ the only surviving eyewitness account of the disaster.</p>",
      },
      choices: [{ text: "remains" }, { text: "remain", correct: true }, { text: "has remained" }, { text: "is remaining" }],
      explanation:
        "<p>The subject is “His two letters,” a plural noun; the clause “which describe the towering cloud of ash and his uncle’s death …” only describes them. A plural subject takes the plural verb “remain.” The singular noun after the verb, “account,” does not change the subject’s number.</p><ul><li>“Remains” is singular, agreeing with the nearby “death” or with “account” instead of the subject, “letters.”</li><li>“Has remained” is singular too.</li><li>“Is remaining” is singular as well, and the progressive form does not fit a lasting state.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-form-structure-sense-30",
      difficulty: "hard",
      passage: {
        title: "",
        topic: "science",
        html: "<p>Fisheries scientists often estimate the ages of fish in much the way that foresters date trees. Like a tree’s trunk, which adds a new ring of wood every growing season, ______</p>",
      },
      choices: [
        { text: "a fish’s otolith, a tiny stone-like structure in its inner ear, adds a new layer of mineral every year.", correct: true },
        { text: "the inner ear of a fish holds a tiny stone-like structure, the otolith, that adds a new layer of mineral every year." },
        { text: "scientists can count the yearly layers of mineral in a fish’s otolith, a tiny stone-like structure in its inner ear." },
        { text: "the yearly layers of mineral in a fish’s otolith, a tiny stone-like structure in its inner ear, can be counted to find its age." },
      ],
      explanation:
        "<p>The phrase “Like a tree’s trunk, which adds a new ring of wood every growing season” compares the trunk with whatever comes right after it, and the comparison makes sense only with another thing that grows in yearly layers. That thing is the fish’s otolith, so the choice beginning “a fish’s otolith” is correct: a trunk adds rings, and an otolith adds layers.</p><ul><li>The version beginning “the inner ear of a fish” compares the trunk with the ear, which does not add layers; the otolith appears only later in the sentence.</li><li>The version beginning “scientists” compares the trunk with the scientists.</li><li>The version beginning “the yearly layers” is the tempting one, since layers resemble tree rings, but it compares the trunk with the layers themselves rather than with the structure that adds them, the otolith.</li></ul>",
    },
  ],
} satisfies WrittenSkill;
