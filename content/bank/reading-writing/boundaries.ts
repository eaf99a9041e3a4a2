import type { WrittenSkill } from "../types";

/**
 * Skill bank, Standard English Conventions: Boundaries (30 questions, 10 per difficulty).
 * The items test semicolons, colons before lists and explanations, comma splices, introductory clauses and
 * phrases, subject-verb boundaries, appositives, dash and parenthesis pairs, restrictive and nonrestrictive
 * elements, direct and indirect questions, interrupting transitions; items 19-30 add "such as", items in a
 * series, semicolons between series items that contain commas, a trailing dependent clause, a verb and its
 * complement, a town-and-country comma pair, and a comma after a closing parenthesis.
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
    // ───────────── easy (added for issue 29) ─────────────
    {
      ...base,
      id: "bank-rw-boundaries-19",
      difficulty: "easy",
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>Washi, the traditional handmade paper of Japan, is strong enough to be used for sliding doors, lanterns and umbrellas. It is usually made from the long inner-bark fibers of ______ kozo, mitsumata and gampi, which papermakers soak, boil and beat by hand before forming the sheets.</p>",
      },
      choices: [{ text: "shrubs such as:" }, { text: "shrubs such as", correct: true }, { text: "shrubs: such as" }, { text: "shrubs; such as" }],
      explanation:
        "<p>“Such as” introduces examples and leads straight into them: “the long inner-bark fibers of shrubs such as kozo, mitsumata and gampi” is one unbroken phrase. No punctuation belongs before or after “such as” here, so “shrubs such as” is correct.</p><ul><li>A colon cannot come directly after “such as,” which must run straight into its examples.</li><li>A colon before “such as” cuts the examples off from “shrubs,” the noun they illustrate, although “such as” already does the work of introducing them.</li><li>A semicolon must join two independent clauses, and “such as kozo, mitsumata and gampi, which …” is not a clause.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-boundaries-20",
      difficulty: "easy",
      passage: {
        title: "",
        topic: "science",
        html: "<p>Great Basin bristlecone pines grow high in the mountains of the western United States, where cold, dry winds and thin, rocky soil keep them growing very slowly. One bristlecone in California’s White Mountains is more than 4,800 years ______ was already growing when the Great Pyramid of Giza was built.</p>",
      },
      choices: [{ text: "old, it" }, { text: "old it" }, { text: "old. It", correct: true }, { text: "old, which it" }],
      explanation:
        "<p>“One bristlecone in California’s White Mountains is more than 4,800 years old” and “it was already growing when the Great Pyramid of Giza was built” are both independent clauses. A period can separate them into two sentences, so “old. It” is correct.</p><ul><li>A comma alone between two independent clauses creates a comma splice.</li><li>With no punctuation, the two clauses run together.</li><li>“Which” would begin a relative clause, but the words after it already have their own subject, “it,” so the sentence does not hold together.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-boundaries-21",
      difficulty: "easy",
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>In 1904 archaeologists in southern Norway dug out the Oseberg ship, a Viking vessel about 21 meters long that had been buried in a mound in 834 CE along with the bodies of two women. The grave goods packed in and around the ship included ______ and kitchen tools, as well as a richly carved wooden cart.</p>",
      },
      choices: [
        { text: "sledges, beds, tapestries,", correct: true },
        { text: "sledges beds, tapestries," },
        { text: "sledges; beds, tapestries," },
        { text: "sledges: beds, tapestries," },
      ],
      explanation:
        "<p>The blank holds the first items of a series: sledges, beds, tapestries and kitchen tools. Items in a series are separated by commas, so “sledges, beds, tapestries,” is correct.</p><ul><li>Leaving out the comma after “sledges” runs the first two items together, as if “sledges beds” were one kind of object.</li><li>A semicolon separates items in a series only when the items themselves contain commas, and these do not; it also breaks the pattern of the commas that follow.</li><li>A colon after “sledges” would announce that the rest of the list explains what the sledges are, but the beds and tapestries are further items, not an explanation.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-boundaries-22",
      difficulty: "easy",
      passage: {
        title: "",
        topic: "science",
        html: "<p>On some dark nights, the waves breaking on certain beaches glow an electric blue. The glow comes from dinoflagellates, single-celled organisms that drift in the water and give off brief flashes of ______ the water around them is disturbed by waves, swimmers or passing boats.</p>",
      },
      choices: [{ text: "light. When" }, { text: "light; when" }, { text: "light: when" }, { text: "light when", correct: true }],
      explanation:
        "<p>“When the water around them is disturbed by waves, swimmers or passing boats” is a dependent clause that finishes the sentence by saying when the flashes happen. A dependent clause that follows the main clause needs no punctuation before it, so “light when” is correct.</p><ul><li>A period would leave “When the water around them is disturbed …” standing alone as a sentence fragment.</li><li>A semicolon must join two independent clauses, and the “when” clause is dependent.</li><li>A colon introduces a list or an explanation of what comes before it, but the “when” clause is part of the same statement, telling when the organisms flash.</li></ul>",
    },
    // ───────────── medium (added for issue 29) ─────────────
    {
      ...base,
      id: "bank-rw-boundaries-23",
      difficulty: "medium",
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>Between about 500 BCE and 500 CE, people of the Nazca culture in southern Peru scraped away the dark, reddish stones covering the desert floor to expose the paler ground beneath, creating enormous designs. Most of these Nazca lines are straight lines or geometric ______ about seventy depict animals and plants, among them a hummingbird, a monkey and a spider.</p>",
      },
      choices: [{ text: "shapes, however," }, { text: "shapes; however" }, { text: "shapes; however,", correct: true }, { text: "shapes however," }],
      explanation:
        "<p>Two independent clauses meet at the blank: “Most of these Nazca lines are straight lines or geometric shapes” and “about seventy depict animals and plants.” “However” is not a conjunction, so it cannot join them by itself: a semicolon goes before it to join the clauses, and a comma after it sets it off. So “shapes; however,” is correct.</p><ul><li>Commas on both sides of “however” join two independent clauses with commas alone, a comma splice.</li><li>Without the comma after “however,” the transition is not set off from the clause it introduces.</li><li>With no punctuation before “however,” the two independent clauses run together.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-boundaries-24",
      difficulty: "medium",
      passage: {
        title: "",
        topic: "science",
        html: "<p>Many moths escape hunting bats by diving or flying erratically as soon as they hear the bats’ ultrasonic calls. A 2009 study showed that the tiger moth <i>Bertholdia trigona</i> also has a more unusual ______ rapid bursts of ultrasonic clicks that interfere with the bats’ echolocation and make the moth harder to locate.</p>",
      },
      choices: [{ text: "defense; rapid" }, { text: "defense: rapid", correct: true }, { text: "defense. Rapid" }, { text: "defense rapid" }],
      explanation:
        "<p>The clause before the blank is complete (“the tiger moth <i>Bertholdia trigona</i> also has a more unusual defense”), and what follows is a noun phrase that names that defense. A colon after an independent clause can introduce such an explanation, so “defense: rapid” is correct.</p><ul><li>A semicolon must be followed by an independent clause, and “rapid bursts of ultrasonic clicks that interfere …” has no main verb of its own (“interfere” belongs to the “that” clause).</li><li>A period would leave “Rapid bursts of ultrasonic clicks …” as a sentence fragment.</li><li>With no punctuation, “a more unusual defense rapid bursts” runs two noun phrases together.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-boundaries-25",
      difficulty: "medium",
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>The Persian poet Ferdowsi is said to have spent some three decades on a single work. Completed around 1010 after those years of ______ <i>Shahnameh</i>, or <i>Book of Kings</i>, retells the history of Iran in tens of thousands of rhyming couplets, from the creation of the world to the Arab conquest of the seventh century.</p>",
      },
      choices: [{ text: "labor; Ferdowsi’s" }, { text: "labor. Ferdowsi’s" }, { text: "labor: Ferdowsi’s" }, { text: "labor, Ferdowsi’s", correct: true }],
      explanation:
        "<p>“Completed around 1010 after those years of labor” is an introductory participial phrase: it has no subject or main verb of its own and describes the noun that follows, “Ferdowsi’s <i>Shahnameh</i>.” An introductory phrase is set off from the main clause with a comma, so “labor, Ferdowsi’s” is correct.</p><ul><li>A semicolon must join two independent clauses, and the “completed” phrase is not one.</li><li>A period would leave “Completed around 1010 after those years of labor” as a sentence fragment.</li><li>A colon must follow an independent clause, and the introductory phrase is not one.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-boundaries-26",
      difficulty: "medium",
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>Miguel de Cervantes published the two parts of <i>Don Quixote</i> ten years apart, in 1605 and 1615. One of the second part’s best jokes ______ many of the people the would-be knight meets have already read the first part and know all about his earlier adventures.</p>",
      },
      choices: [{ text: "is: that" }, { text: "is that", correct: true }, { text: "is, that" }, { text: "is; that" }],
      explanation:
        "<p>The clause “that many of the people the would-be knight meets have already read the first part …” is the complement of the verb “is”: it says what the joke is. No punctuation belongs between a verb and its complement, so “is that” is correct.</p><ul><li>A colon must follow a complete clause, and “One of the second part’s best jokes is” is not complete without what follows it.</li><li>A comma would separate the verb “is” from its complement.</li><li>A semicolon would leave “One of the second part’s best jokes is” as a fragment on one side and the “that” clause on the other.</li></ul>",
    },
    // ───────────── hard (added for issue 29) ─────────────
    {
      ...base,
      id: "bank-rw-boundaries-27",
      difficulty: "hard",
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>Around the year 1000, Sei Shōnagon, a lady-in-waiting to the empress of Japan, filled <i>The Pillow Book</i> with anecdotes about life at court; sharp, often witty judgments of the people around ______ and many lists with titles such as “Hateful Things” and “Rare Things.”</p>",
      },
      choices: [{ text: "her," }, { text: "her;", correct: true }, { text: "her:" }, { text: "her" }],
      explanation:
        "<p>The sentence lists three things that fill the book: anecdotes about life at court, judgments of the people around her, and lists. Because the second item contains commas of its own (“sharp, often witty judgments”), the items are separated with semicolons, and the first item already ends with one. The second item must end the same way, so “her;” is correct.</p><ul><li>A comma is tempting because it usually separates items in a series, but here it would blur where the second item ends and break the pattern set by the semicolon after “court.”</li><li>A colon would announce that what follows explains or lists “the people around her,” but the lists are the third item of the series, not people.</li><li>With no punctuation, “the people around her and many lists” reads as if Shōnagon judged both the people and the lists.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-boundaries-28",
      difficulty: "hard",
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>In the 1960s the reservoir forming behind Egypt’s new Aswan High Dam threatened to drown the two temples that the pharaoh Ramses II had carved into a sandstone cliff at Abu Simbel more than 3,000 years earlier. Cutting the temples into more than a thousand blocks and rebuilding them on higher ground, rather than leaving them to be ______ the solution that an international team of engineers carried out between 1964 and 1968.</p>",
      },
      choices: [{ text: "flooded, was", correct: true }, { text: "flooded was" }, { text: "flooded; was" }, { text: "flooded—was" }],
      explanation:
        "<p>The subject of the second sentence is “Cutting the temples into more than a thousand blocks and rebuilding them on higher ground,” and its verb is “was.” Between them comes the interrupting phrase “rather than leaving them to be flooded,” which opens with the comma after “ground.” An interruption that opens with a comma must close with one, so “flooded, was” is correct.</p><ul><li>Leaving out the comma is tempting, since no punctuation belongs between a subject and its verb, but here the comma is the second of a pair: without it, the interruption that began after “ground” never closes.</li><li>A semicolon would cut the subject off from its verb, leaving no independent clause on either side.</li><li>A dash cannot close an interruption that was opened with a comma; the two marks must match.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-boundaries-29",
      difficulty: "hard",
      passage: {
        title: "",
        topic: "science",
        html: "<p>A skeleton found in 1861 in a limestone quarry near Solnhofen, ______ one of the most debated fossils of its century. The animal, now called <i>Archaeopteryx</i>, had feathered wings like a bird’s but also teeth, clawed fingers and a long bony tail like those of small meat-eating dinosaurs.</p>",
      },
      choices: [{ text: "Germany became" }, { text: "Germany; became" }, { text: "Germany—became" }, { text: "Germany, became", correct: true }],
      explanation:
        "<p>When a town is followed by the country it is in, the country is set off by commas on both sides: “near Solnhofen, Germany, became.” The comma after “Germany” is the second of that pair, not a comma between the subject (“A skeleton found in 1861 …”) and its verb, “became.” So “Germany, became” is correct.</p><ul><li>Leaving out the comma is tempting because the subject is long and comes right before its verb, but the comma after “Solnhofen” then has no partner, and “Germany” is left half set off.</li><li>A semicolon would cut the subject off from its verb, leaving no independent clause before it.</li><li>A dash cannot close a pair that was opened with a comma.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-boundaries-30",
      difficulty: "hard",
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>Several of the burial mounds at Sutton Hoo, in eastern England, had been robbed centuries earlier, and the first mounds opened there in 1938 held little of value. When archaeologists opened the largest mound in the summer of 1939 (only weeks before Britain went to war with ______ they found the imprint of a wooden ship about 27 meters long and, in a chamber at its center, treasures that included an iron helmet and a great gold belt buckle.</p>",
      },
      choices: [{ text: "Germany,) they" }, { text: "Germany), they", correct: true }, { text: "Germany). They" }, { text: "Germany); they" }],
      explanation:
        "<p>Two rules apply at once. The parentheses must close before the sentence goes on, and the sentence begins with an introductory dependent clause, “When archaeologists opened the largest mound in the summer of 1939 (…),” which is set off from the main clause (“they found the imprint …”) by a comma. That comma belongs to the whole sentence, not to the aside, so it goes after the closing parenthesis: “Germany), they” is correct.</p><ul><li>A comma inside the parentheses would make it part of the aside, leaving the introductory clause with no comma after it.</li><li>A period would leave the whole “when” clause, parentheses included, as a sentence fragment.</li><li>A semicolon must join two independent clauses, and the “when” clause is dependent however long it is.</li></ul>",
    },
  ],
} satisfies WrittenSkill;
