import type { WrittenSkill } from "../types";

/**
 * Skill bank, Standard English Conventions: Boundaries (18 questions, 6 per difficulty).
 * Each item tests a different boundary: semicolons, colons before lists and explanations, comma splices,
 * introductory clauses, subject-verb boundaries, appositives, dash and parenthesis pairs, restrictive and
 * nonrestrictive elements, direct and indirect questions, interrupting transitions.
 */
const SEC = "<p>Which choice completes the text so that it conforms to the conventions of Standard English?</p>";
const base = {
  type: "SC" as const,
  title: "",
  text: SEC,
  test: "verbal" as const,
  domain: "standard_english",
  skill: "boundaries",
  tags: ["bank"],
};

export default {
  skill: "boundaries",
  questions: [
    // ───────────── easy ─────────────
    {
      ...base,
      id: "bank-rw-boundaries-01",
      difficulty: "easy",
      passage: {
        title: "",
        topic: "science",
        html: "<p>Unlike most foods, honey stored in a sealed jar almost never spoils. Honey can stay edible for ______ low moisture and high acidity keep most bacteria and molds from growing in it.</p>",
      },
      choices: [{ text: "decades, in fact, its" }, { text: "decades; its", correct: true }, { text: "decades, its" }, { text: "decades its" }],
      explanation:
        "<p>“Honey can stay edible for decades” and “its low moisture and high acidity keep most bacteria and molds from growing in it” are both independent clauses. A semicolon can join two independent clauses, so “decades; its” is correct.</p><ul><li>“Decades, in fact, its” still joins the two clauses with only commas; “in fact” is not a conjunction, so this is a comma splice.</li><li>“Decades, its” joins two independent clauses with a comma alone, a comma splice.</li><li>“Decades its” runs the two clauses together with no punctuation at all.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-boundaries-02",
      difficulty: "easy",
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>Ancient Egyptian scribes wrote with materials that came mostly from the Nile ______ brushes made from the stems of rushes, ink made from soot, and sheets of papyrus pressed from the stalks of a marsh plant.</p>",
      },
      choices: [{ text: "valley;" }, { text: "valley, such as:" }, { text: "valley" }, { text: "valley:", correct: true }],
      explanation:
        "<p>The sentence before the blank is complete (“Ancient Egyptian scribes wrote with materials that came mostly from the Nile valley”), and what follows is a list of those materials. A colon after a complete clause introduces such a list, so “valley:” is correct.</p><ul><li>A semicolon must join two independent clauses, and the list after it is not a clause.</li><li>A colon cannot come directly after “such as,” which must lead straight into its examples.</li><li>With no punctuation, “the Nile valley brushes made from the stems of rushes” runs the list into the noun before it.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-boundaries-03",
      difficulty: "easy",
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>The Mexican painter Frida Kahlo painted about fifty-five self-portraits over the course of her ______ many of them show her alongside animals she kept at home, such as spider monkeys and parrots.</p>",
      },
      choices: [{ text: "career," }, { text: "career" }, { text: "career, and", correct: true }, { text: "career and," }],
      explanation:
        "<p>Two independent clauses meet at the blank: “Frida Kahlo painted about fifty-five self-portraits over the course of her career” and “many of them show her alongside animals.” A comma followed by the coordinating conjunction “and” joins them correctly.</p><ul><li>A comma alone between two independent clauses creates a comma splice.</li><li>No punctuation runs the two clauses together.</li><li>The comma belongs before “and,” not after it; “career and, many” leaves the clauses without a proper boundary.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-boundaries-04",
      difficulty: "easy",
      passage: {
        title: "",
        topic: "science",
        html: "<p>The eruption of the Indonesian volcano Krakatoa was one of the loudest events in recorded history. When Krakatoa erupted in August ______ sound of its final explosion was heard on Rodrigues Island in the Indian Ocean, nearly 4,800 kilometers away.</p>",
      },
      choices: [{ text: "1883, the", correct: true }, { text: "1883; the" }, { text: "1883. The" }, { text: "1883: the" }],
      explanation:
        "<p>“When Krakatoa erupted in August 1883” is a dependent clause, and the main clause (“the sound of its final explosion was heard …”) follows it. An introductory dependent clause is set off from the main clause with a comma, so “1883, the” is correct.</p><ul><li>A semicolon must join two independent clauses, and “When Krakatoa erupted in August 1883” is not one.</li><li>A period would leave “When Krakatoa erupted in August 1883” as a sentence fragment.</li><li>A colon must follow an independent clause, and the “when” clause is dependent.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-boundaries-05",
      difficulty: "easy",
      passage: {
        title: "",
        topic: "science",
        html: "<p>Bar-headed geese migrate across the Himalayas between Central Asia and India. A 2015 study that tracked the birds’ heart rates and altitudes found that geese crossing the ______ followed the shape of the land, dropping into valleys and climbing over ridges instead of holding a single high altitude.</p>",
      },
      choices: [{ text: "mountains; often" }, { text: "mountains, often" }, { text: "mountains often", correct: true }, { text: "mountains: often" }],
      explanation:
        "<p>“Geese crossing the mountains” is the subject of the clause, and “often followed” is its verb. No punctuation belongs between a subject and its verb, so “mountains often” is correct.</p><ul><li>A semicolon would cut the subject off from its verb and leave neither side a complete clause.</li><li>A single comma should not separate a subject from its verb.</li><li>A colon must follow a complete clause, and “geese crossing the mountains” is not one.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-boundaries-06",
      difficulty: "easy",
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>The Hanseatic League, an alliance of merchant guilds and market towns in northern ______ dominated trade around the Baltic and North Seas for much of the period from the thirteenth to the fifteenth century.</p>",
      },
      choices: [{ text: "Europe" }, { text: "Europe,", correct: true }, { text: "Europe;" }, { text: "Europe—" }],
      explanation:
        "<p>The phrase “an alliance of merchant guilds and market towns in northern Europe” renames “The Hanseatic League” and interrupts the subject and its verb, “dominated.” It opens with a comma, so it must close with a comma: “Europe,” is correct.</p><ul><li>With no closing comma, the interruption never ends and runs into the verb.</li><li>A semicolon would separate the subject from its verb, leaving no independent clause on either side.</li><li>A dash cannot close a phrase that was opened with a comma; the pair of marks must match.</li></ul>",
    },
    // ───────────── medium ─────────────
    {
      ...base,
      id: "bank-rw-boundaries-07",
      difficulty: "medium",
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>Many viewers of Leonardo da Vinci’s <i>Mona Lisa</i> have asked the same question: why does the woman’s smile seem to appear and then fade as they look at the ______ In 2000 neuroscientist Margaret Livingstone proposed an answer. The smile, she found, shows up more clearly in peripheral vision, which picks up the soft shadows around the mouth, than when a viewer looks straight at it.</p>",
      },
      choices: [{ text: "painting." }, { text: "painting?", correct: true }, { text: "painting," }, { text: "painting;" }],
      explanation:
        "<p>After the colon comes a direct question, worded as someone would ask it: “why does the woman’s smile seem to appear and then fade …?” A direct question ends with a question mark, so “painting?” is correct.</p><ul><li>A period fits an indirect question (“they asked why the smile seems to fade”), but this question is asked directly, with the verb “does” before the subject.</li><li>A comma would join the question to the next sentence, “In 2000 neuroscientist Margaret Livingstone proposed an answer,” creating a comma splice.</li><li>A semicolon would join a question and a statement as if they were one sentence; the question must end on its own.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-boundaries-08",
      difficulty: "medium",
      passage: {
        title: "",
        topic: "science",
        html: "<p>Mary Anning spent her life searching the crumbling cliffs near Lyme Regis, England, for fossils. Her finds—among them the first complete skeleton of a plesiosaur, a long-necked marine ______ helped convince scientists of the early nineteenth century that whole groups of animals had lived and died out long before humans appeared.</p>",
      },
      choices: [{ text: "reptile," }, { text: "reptile—", correct: true }, { text: "reptile" }, { text: "reptile;" }],
      explanation:
        "<p>The phrase “among them the first complete skeleton of a plesiosaur, a long-necked marine reptile” interrupts the subject “Her finds” and its verb “helped.” It opens with a dash, so it must close with a dash: “reptile—” is correct. The comma after “plesiosaur” belongs to a smaller phrase inside the interruption.</p><ul><li>A comma cannot close an interruption that was opened with a dash.</li><li>With no punctuation, the interruption never closes and runs into the main verb.</li><li>A semicolon would cut the subject off from its verb, leaving no independent clause before it.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-boundaries-09",
      difficulty: "medium",
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>Versions of the Cinderella story have been told for centuries in many parts of the world. The version that most English-speaking readers ______ published in French by Charles Perrault in 1697; it introduced the fairy godmother, the pumpkin coach, and the glass slipper.</p>",
      },
      choices: [{ text: "know, was" }, { text: "know; was" }, { text: "know was", correct: true }, { text: "know—was" }],
      explanation:
        "<p>“That most English-speaking readers know” is a restrictive clause: it identifies which of the many versions is meant. It is part of the subject (“The version that most English-speaking readers know”), and no punctuation belongs between that subject and its verb, “was published.” So “know was” is correct.</p><ul><li>A single comma would separate the subject from its verb; a restrictive “that” clause is not set off with commas.</li><li>A semicolon would leave “The version that most English-speaking readers know” as a fragment.</li><li>A dash, like the comma, would split the subject from its verb with nothing to pair it.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-boundaries-10",
      difficulty: "medium",
      passage: {
        title: "",
        topic: "science",
        html: "<p>The pigment known as Maya blue still colors murals painted in Mexico more than a thousand years ago. The pigment owes its remarkable durability to an unusual ______ indigo dye locked inside the microscopic channels of a clay mineral called palygorskite.</p>",
      },
      choices: [{ text: "combination:", correct: true }, { text: "combination;" }, { text: "combination" }, { text: "combination of:" }],
      explanation:
        "<p>The clause before the blank is complete (“The pigment owes its remarkable durability to an unusual combination”), and what follows is a noun phrase that spells out that combination. A colon after an independent clause introduces such an explanation, so “combination:” is correct.</p><ul><li>A semicolon must be followed by an independent clause, and “indigo dye locked inside … palygorskite” has no main verb.</li><li>With no punctuation, “an unusual combination indigo dye” runs two noun phrases together.</li><li>A colon cannot separate the preposition “of” from its object.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-boundaries-11",
      difficulty: "medium",
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>The first collections of Emily Dickinson’s poems, published in the 1890s, replaced many of her dashes with conventional punctuation and smoothed out her unusual rhymes. Modern readers, ______ usually encounter the poems as she wrote them, thanks to Thomas H. Johnson’s 1955 edition, which was based on her handwritten manuscripts.</p>",
      },
      choices: [{ text: "however;" }, { text: "however" }, { text: "however—" }, { text: "however,", correct: true }],
      explanation:
        "<p>“However” interrupts the subject “Modern readers” and its verb “encounter.” The comma before it opens the interruption, so a matching comma must close it: “however,” is correct.</p><ul><li>A semicolon would cut the subject off from its verb; a semicolon before “however” works only when it joins two independent clauses.</li><li>With no closing comma, the opening comma is left unmatched.</li><li>A dash cannot close an interruption that was opened with a comma.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-boundaries-12",
      difficulty: "medium",
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>Much of what historians know about ancient Egyptian mathematics comes from a single scroll. The Rhind Mathematical Papyrus (named for Alexander Henry Rhind, the Scottish collector who bought it in Egypt in ______ dozens of worked problems, including methods for finding the areas of fields and the volumes of granaries.</p>",
      },
      choices: [{ text: "1858), contains" }, { text: "1858) contains", correct: true }, { text: "1858); contains" }, { text: "1858) and contains" }],
      explanation:
        "<p>The parentheses enclose an aside about the scroll’s name. After the closing parenthesis the sentence continues exactly as if the aside were not there: “The Rhind Mathematical Papyrus contains dozens of worked problems.” No punctuation belongs between that subject and its verb, so “1858) contains” is correct.</p><ul><li>A comma after the parenthesis would separate the subject from its verb.</li><li>A semicolon would leave “The Rhind Mathematical Papyrus (…)” as a fragment with no verb.</li><li>“And contains” gives the subject no first verb to pair with, so the sentence never says what the papyrus does before “and.”</li></ul>",
    },
    // ───────────── hard ─────────────
    {
      ...base,
      id: "bank-rw-boundaries-13",
      difficulty: "hard",
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>From about 985 until the mid-1400s, Norse farmers lived in settlements in southwestern Greenland. Historians still debate why those settlements were eventually ______ range from a cooling climate to a collapse in European demand for walrus ivory, which the Greenlanders had traded for iron and timber.</p>",
      },
      choices: [
        { text: "abandoned? Explanations" },
        { text: "abandoned, explanations" },
        { text: "abandoned. Explanations", correct: true },
        { text: "abandoned explanations" },
      ],
      explanation:
        "<p>“Historians still debate why those settlements were eventually abandoned” is a statement that contains an indirect question; the subject comes before the verb (“settlements were”), as in a statement. A statement ends with a period, so “abandoned. Explanations” is correct.</p><ul><li>A question mark is the tempting choice because of “why,” but the sentence reports what historians debate rather than asking a question directly.</li><li>A comma between two independent clauses creates a comma splice.</li><li>With no punctuation, the two sentences run together.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-boundaries-14",
      difficulty: "hard",
      passage: {
        title: "",
        topic: "science",
        html: "<p>In early 1939 the Austrian-born ______ and her nephew Otto Frisch published the first explanation of how a uranium nucleus can split in two, a process Frisch named “fission” after the way living cells divide.</p>",
      },
      choices: [
        { text: "physicist, Lise Meitner," },
        { text: "physicist Lise Meitner", correct: true },
        { text: "physicist, Lise Meitner" },
        { text: "physicist Lise Meitner," },
      ],
      explanation:
        "<p>“The Austrian-born physicist Lise Meitner” works like a title before a name: there were many Austrian-born physicists, so the name is essential to say which one is meant. An essential (restrictive) name is not set off with commas, so “physicist Lise Meitner” is correct.</p><ul><li>A pair of commas would treat the name as extra information, as if she were the only Austrian-born physicist.</li><li>A single comma after “physicist” separates the name from the words it belongs to and leaves the phrase unclosed.</li><li>A single comma after “Meitner” separates the first part of the compound subject (“Meitner and her nephew”) from the rest of it.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-boundaries-15",
      difficulty: "hard",
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>Chinua Achebe wrote about life in Igbo communities in what is now Nigeria before and during British colonial rule. Achebe’s first ______ was published in 1958 and has since been translated into more than fifty languages.</p>",
      },
      choices: [
        { text: "novel <i>Things Fall Apart</i>" },
        { text: "novel, <i>Things Fall Apart</i>" },
        { text: "novel <i>Things Fall Apart</i>," },
        { text: "novel, <i>Things Fall Apart</i>,", correct: true },
      ],
      explanation:
        "<p>A writer has only one first novel, so “Achebe’s first novel” already identifies the book, and its title is extra (nonrestrictive) information. Nonrestrictive information is set off with a pair of commas: “novel, <i>Things Fall Apart</i>,” is correct.</p><ul><li>Leaving out both commas treats the title as essential, as if Achebe had several first novels and the title were needed to pick one out.</li><li>A comma before the title with none after it opens the aside without closing it and separates the subject from its verb.</li><li>A comma after the title alone separates the subject from its verb without a matching comma before the title.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-boundaries-16",
      difficulty: "hard",
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>The Antikythera mechanism, a corroded bronze device recovered in 1901 from a ship that sank, probably in the first century BCE, off the Greek island of ______ been called the world’s oldest known analog computer, since its interlocking gears modeled the movements of the Sun and Moon across the sky.</p>",
      },
      choices: [{ text: "Antikythera, has", correct: true }, { text: "Antikythera has" }, { text: "Antikythera; has" }, { text: "Antikythera—has" }],
      explanation:
        "<p>The long phrase beginning “a corroded bronze device” renames “The Antikythera mechanism” and interrupts the subject and its verb, “has been called.” It opens with a comma after “mechanism,” so it must close with a comma: “Antikythera, has” is correct. The commas around “probably in the first century BCE” belong to a smaller phrase inside the interruption and do not close it.</p><ul><li>Without a closing comma, the interruption runs into the verb and the opening comma is left unmatched.</li><li>A semicolon would cut the subject off from its verb, leaving no independent clause on either side.</li><li>A dash cannot close an interruption that was opened with a comma.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-boundaries-17",
      difficulty: "hard",
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>Although the Mongol Empire of the mid-1200s stretched from northern China to eastern Europe, and its capital, Karakorum, lay deep in the grasslands of ______ relay system of horse stations called the yam let messengers carry orders across the empire in a matter of days.</p>",
      },
      choices: [{ text: "Mongolia; a" }, { text: "Mongolia, a", correct: true }, { text: "Mongolia. A" }, { text: "Mongolia: a" }],
      explanation:
        "<p>Everything from “Although” to “Mongolia” is one dependent clause (its two parts are joined by “and”), and the main clause is “a relay system … let messengers carry orders across the empire.” An introductory dependent clause is followed by a comma, so “Mongolia, a” is correct. The commas around “Karakorum” only set off the capital’s name.</p><ul><li>A semicolon must join two independent clauses, and the “although” clause is dependent however long it is.</li><li>A period would leave the whole “although” clause as a sentence fragment.</li><li>A colon must follow an independent clause, and the “although” clause is not one.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-boundaries-18",
      difficulty: "hard",
      passage: {
        title: "",
        topic: "science",
        html: "<p>Between 1996 and 2004, a European team drilled more than three kilometers into the ice at Dome C in Antarctica. The levels of carbon dioxide that scientists later measured in the air trapped in the ice core’s tiny ______ a record of Earth’s atmosphere stretching back about 800,000 years.</p>",
      },
      choices: [{ text: "bubbles, provide" }, { text: "bubbles; provide" }, { text: "bubbles—provide" }, { text: "bubbles provide", correct: true }],
      explanation:
        "<p>The subject of the second sentence is long: “The levels of carbon dioxide that scientists later measured in the air trapped in the ice core’s tiny bubbles.” Its verb is “provide.” However long a subject is, no punctuation belongs between it and its verb, so “bubbles provide” is correct.</p><ul><li>A comma is tempting after such a long subject, but a single comma between subject and verb is an error.</li><li>A semicolon would leave the subject as a fragment on one side and the verb phrase on the other.</li><li>A single dash, like the comma, would separate the subject from its verb with nothing to pair it.</li></ul>",
    },
  ],
} satisfies WrittenSkill;
