import type { WrittenSkill } from "../types";

/**
 * Skill bank, Craft and Structure: Words in Context (18 questions, 6 per difficulty).
 * Literary passages are excerpts from real public-domain works, cited in `source` and in the intro line.
 */
const WIC = "<p>Which choice completes the text with the most logical and precise word or phrase?</p>";
const meaning = (word: string) => `<p>As used in the text, what does the word “${word}” most nearly mean?</p>`;
const base = {
  type: "SC" as const,
  title: "",
  test: "verbal" as const,
  domain: "craft_structure",
  skill: "words_in_context",
  tags: ["bank"],
};

export default {
  skill: "words_in_context",
  questions: [
    // ───────────── easy ─────────────
    {
      ...base,
      id: "bank-rw-words-in-context-01",
      difficulty: "easy",
      text: meaning("brewing"),
      passage: {
        title: "",
        topic: "literature",
        source: { author: "Jack London", title: "The Call of the Wild", year: 1903 },
        html: "<p>The following text is from Jack London’s 1903 novel <i>The Call of the Wild</i>. Buck is a large dog living on a ranch in California.</p><p>Buck did not read the newspapers, or he would have known that trouble was brewing, not alone for himself, but for every tide-water dog, strong of muscle and with warm, long hair, from Puget Sound to San Diego. Because men, groping in the Arctic darkness, had found a yellow metal, and because steamship and transportation companies were booming the find, thousands of men were rushing into the Northland. These men wanted dogs, and the dogs they wanted were heavy dogs, with strong muscles by which to toil, and furry coats to protect them from the frost.</p>",
      },
      choices: [{ text: "fermenting" }, { text: "developing", correct: true }, { text: "simmering down" }, { text: "steeping" }],
      explanation:
        "<p>“Developing” is the best answer. The rest of the passage explains the trouble: the discovery of gold has sent thousands of men north, and they want strong, long-haired dogs like Buck. Had Buck read the newspapers, he would have known that this danger was taking shape and coming toward him, so “brewing” means developing.</p><ul><li>“Fermenting” is what happens when beer is brewed, a literal sense that does not apply to trouble.</li><li>“Simmering down” means calming, the opposite of the text’s point that the danger is growing and about to reach Buck.</li><li>“Steeping” describes soaking tea leaves in hot water, another literal sense of brewing that makes no sense for trouble.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-words-in-context-02",
      difficulty: "easy",
      text: WIC,
      passage: {
        title: "",
        topic: "science",
        html: "<p>Tardigrades, eight-legged animals less than a millimeter long, can survive conditions that would kill most living things. When their surroundings dry out, they pull in their legs, lose nearly all the water in their bodies, and curl into a shriveled form called a tun. In this state their metabolism all but stops, yet they can ______ for years; when water returns, many of them swell back to their usual shape and begin moving again within hours.</p>",
      },
      choices: [{ text: "reproduce" }, { text: "migrate" }, { text: "endure", correct: true }, { text: "compete" }],
      explanation:
        "<p>“Endure” is the best answer. The text is about survival: in the dried-out tun state the animals’ metabolism nearly stops, yet they come back to life when water returns. To endure is to last or survive, which is what they do for years in that state.</p><ul><li>“Reproduce” does not fit an animal whose metabolism has all but stopped; the text describes waiting out dry conditions, not producing young.</li><li>“Migrate” means travel from place to place, but a curled-up tun with its legs pulled in is not moving at all.</li><li>“Compete” suggests struggling against other organisms, which the text never mentions and which an inactive tun could not do.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-words-in-context-03",
      difficulty: "easy",
      text: WIC,
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>The Inca Empire, which stretched along the Andes in the fifteenth and early sixteenth centuries, kept records without a system of writing. Officials used khipus, bundles of colored cotton or wool cords tied with knots. The type of each knot and its position on a cord ______ a number: knots near the bottom of a cord stood for ones, those above them for tens, and so on, so trained record keepers could read census counts and tribute records from the cords.</p>",
      },
      choices: [{ text: "loosened" }, { text: "hid" }, { text: "indicated", correct: true }, { text: "added" }],
      explanation:
        "<p>“Indicated” is the best answer. The explanation after the colon says that knots in different positions “stood for” ones, tens and so on, and that record keepers could “read” numbers from the cords. The knots therefore indicated, or signified, numbers.</p><ul><li>“Loosened” describes something done to a knot, not the relationship between a knot and the number it stands for.</li><li>“Hid” reverses the point: the knots made numbers readable rather than concealing them.</li><li>“Added” may seem to fit because the text concerns counting, but the knots stood for numbers; they did not perform addition on them.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-words-in-context-04",
      difficulty: "easy",
      text: WIC,
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>Louis Braille, who lost his sight in a childhood accident, was only fifteen when he began developing the reading system that bears his name, which he first published in 1829. His system is ______ rather than visual: each letter is a pattern of raised dots within a small cell, and readers identify the patterns by moving their fingertips across the page.</p>",
      },
      choices: [{ text: "vocal" }, { text: "tactile", correct: true }, { text: "spoken" }, { text: "ornate" }],
      explanation:
        "<p>“Tactile” is the best answer. The word must contrast with “visual,” and the explanation after the colon says that readers feel raised dots with their fingertips. Tactile means perceived by touch.</p><ul><li>“Vocal” refers to the voice, but braille is read with the fingers, not spoken aloud.</li><li>“Spoken” has the same problem: nothing in the system depends on speech.</li><li>“Ornate” means elaborately decorated; it does not contrast with “visual” and says nothing about reading by touch.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-words-in-context-05",
      difficulty: "easy",
      text: WIC,
      passage: {
        title: "",
        topic: "science",
        html: "<p>A Venus flytrap does not snap shut the moment something brushes against it. The trap closes only if the tiny trigger hairs on its inner surface are touched twice within about twenty seconds. Researchers think this double-touch rule helps the plant avoid ______ energy on false alarms, such as a falling raindrop or a bit of windblown debris, since closing a trap and opening it again takes the plant many hours.</p>",
      },
      choices: [{ text: "storing" }, { text: "producing" }, { text: "measuring" }, { text: "wasting", correct: true }],
      explanation:
        "<p>“Wasting” is the best answer. A raindrop or bit of debris is not food, so closing on it would spend energy and hours of time for nothing. The double-touch rule keeps the plant from wasting energy on such false alarms.</p><ul><li>“Storing” reverses the logic: closing on a false alarm uses energy up rather than saving it.</li><li>“Producing” does not fit; the problem with false alarms is the energy they cost, not any energy they create.</li><li>“Measuring” has nothing to do with the plant’s reason for ignoring a single touch.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-words-in-context-06",
      difficulty: "easy",
      text: WIC,
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>In the dry regions of western India, most of the year’s rain falls during a few monsoon months. For centuries, communities there built stepwells: deep stone shafts lined with long flights of stairs leading down to groundwater. Because the water level dropped sharply as the dry season went on, the stairs allowed people to ______ the water wherever it happened to stand.</p>",
      },
      choices: [{ text: "purify" }, { text: "conceal" }, { text: "reach", correct: true }, { text: "measure" }],
      explanation:
        "<p>“Reach” is the best answer. The water sank lower and lower during the dry season, and stairs running all the way down the shaft let people get to it at any depth.</p><ul><li>“Purify” means make clean; stairs do nothing to the quality of the water.</li><li>“Conceal” means hide, which is not what a flight of stairs leading down to the water does.</li><li>“Measure” might describe marking the water level, but the text is about people getting water, not recording its depth.</li></ul>",
    },
    // ───────────── medium ─────────────
    {
      ...base,
      id: "bank-rw-words-in-context-07",
      difficulty: "medium",
      text: meaning("penetrating"),
      passage: {
        title: "",
        topic: "literature",
        source: { author: "Charlotte Brontë", title: "Jane Eyre", year: 1847 },
        html: "<p>The following text is from Charlotte Brontë’s 1847 novel <i>Jane Eyre</i>. The narrator, a young girl, lives with her aunt, Mrs. Reed.</p><p>There was no possibility of taking a walk that day. We had been wandering, indeed, in the leafless shrubbery an hour in the morning; but since dinner (Mrs. Reed, when there was no company, dined early) the cold winter wind had brought with it clouds so sombre, and a rain so penetrating, that further out-door exercise was now out of the question.</p>",
      },
      choices: [{ text: "perceptive" }, { text: "high-pitched" }, { text: "drenching", correct: true }, { text: "short-lived" }],
      explanation:
        "<p>“Drenching” is the best answer. The rain is so “penetrating” that walking outdoors is “out of the question”: it is rain that soaks through clothing, a drenching rain.</p><ul><li>“Perceptive” is the meaning in a phrase like “a penetrating mind,” which describes insight, not weather.</li><li>“High-pitched” is the meaning in “a penetrating voice,” but the text is about how wet the rain makes things, not about sound.</li><li>“Short-lived” contradicts the text: a brief shower would not rule out a walk for the rest of the day.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-words-in-context-08",
      difficulty: "medium",
      text: WIC,
      passage: {
        title: "",
        topic: "science",
        html: "<p>Astronomer A. E. Douglass, who founded the science of tree-ring dating in the early twentieth century, noticed that the sequence of wide and narrow rings in pines near Flagstaff, Arizona, was not ______ any single tree. Trees across the region showed the same pattern, because all of them had lived through the same wet and dry years. That shared sequence later let Douglass match wooden beams from ancient buildings in the Southwest to precise calendar years.</p>",
      },
      choices: [{ text: "visible in" }, { text: "confined to", correct: true }, { text: "harmful to" }, { text: "concealed within" }],
      explanation:
        "<p>“Confined to” is the best answer. The next sentence says that trees across the whole region showed the same pattern, so the pattern was not limited to one tree. That is what made it useful for dating: a beam from any tree in the region could be matched against it.</p><ul><li>“Visible in” would mean the pattern could not be seen in any single tree, yet Douglass saw it in individual trees before comparing them.</li><li>“Harmful to” makes no sense: the text is about where a pattern of rings occurs, not about damage to trees.</li><li>“Concealed within” would mean the pattern was not hidden in any tree, which says nothing about the point that follows, that many trees share the same sequence.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-words-in-context-09",
      difficulty: "medium",
      text: WIC,
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>In 1085 William the Conqueror, who had seized the English throne nineteen years earlier, ordered a survey of the land and wealth of his new kingdom. The resulting record, later known as the Domesday Book, was remarkably ______: royal commissioners noted not only who held each estate but also how many plows, mills, and fisheries it had and, in some regions, even how many pigs.</p>",
      },
      choices: [{ text: "impartial" }, { text: "tentative" }, { text: "exhaustive", correct: true }, { text: "ornate" }],
      explanation:
        "<p>“Exhaustive” is the best answer. The colon introduces the evidence: the survey recorded not just the holder of each estate but its plows, mills, fisheries and even pigs. A record that leaves out so little is exhaustive, or thorough.</p><ul><li>“Impartial” means fair to all sides, but the detail after the colon concerns how much was recorded, not whether the record was fair.</li><li>“Tentative” means uncertain or provisional, which nothing in the text suggests.</li><li>“Ornate” might describe a decorated medieval manuscript, but the evidence given is about the amount of information, not decoration.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-words-in-context-10",
      difficulty: "medium",
      text: meaning("occupation"),
      passage: {
        title: "",
        topic: "literature",
        source: { author: "Jane Austen", title: "Persuasion", year: 1817 },
        html: "<p>The following text is adapted from Jane Austen’s 1817 novel <i>Persuasion</i>. The Baronetage is a reference book listing the families of English baronets, a hereditary title that Sir Walter holds.</p><p>Sir Walter Elliot, of Kellynch Hall, in Somersetshire, was a man who, for his own amusement, never took up any book but the Baronetage; there he found occupation for an idle hour, and consolation in a distressed one; … and there, if every other leaf were powerless, he could read his own history with an interest which never failed.</p>",
      },
      choices: [{ text: "a paid profession" }, { text: "possession of a home" }, { text: "something to do", correct: true }, { text: "a source of anxiety" }],
      explanation:
        "<p>“Something to do” is the best answer. Sir Walter reads the Baronetage “for his own amusement,” and the book fills “an idle hour,” just as it gives “consolation” in a distressed one. Occupation here means an activity that fills time.</p><ul><li>“A paid profession” is the everyday sense of occupation, but Sir Walter reads for amusement, not for a living.</li><li>“Possession of a home” is the sense of occupying a house; Kellynch Hall is mentioned, but the word describes what the book gives him in an idle hour.</li><li>“A source of anxiety” contradicts the text, which says the book amuses and consoles him.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-words-in-context-11",
      difficulty: "medium",
      text: WIC,
      passage: {
        title: "",
        topic: "science",
        html: "<p>The leaves of the sensitive plant, <i>Mimosa pudica</i>, fold up within seconds when the plant is disturbed. In a 2014 study, ecologist Monica Gagliano and her colleagues repeatedly dropped potted mimosas a short distance onto a cushioned surface. After several rounds, the plants stopped folding their leaves when dropped, yet they still folded them when shaken, a disturbance they had not experienced before. The plants’ stillness, the researchers argued, was therefore not exhaustion but a ______ response to one particular stimulus.</p>",
      },
      choices: [{ text: "delayed" }, { text: "indiscriminate" }, { text: "selective", correct: true }, { text: "reflexive" }],
      explanation:
        "<p>“Selective” is the best answer. The plants ignored the drops they had learned were harmless but still reacted to shaking, so their lack of response applied to one stimulus and not to others. A response limited in this way is selective.</p><ul><li>“Delayed” suggests the plants folded their leaves late, but the text says they stopped folding them when dropped.</li><li>“Indiscriminate” reverses the finding: the plants did distinguish between dropping and shaking.</li><li>“Reflexive” means automatic and unlearned, but the plants’ changed behavior came from repeated experience, which is why it is contrasted with exhaustion.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-words-in-context-12",
      difficulty: "medium",
      text: WIC,
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>Katsushika Hokusai’s <i>Under the Wave off Kanagawa</i>, made around 1831, is among the most recognized images in the world, and museums on several continents own impressions of it. This is possible because the work is a woodblock print: once the design had been carved into blocks of wood, it could be ______ thousands of times, one sheet at a time, with each color applied from its own block.</p>",
      },
      choices: [{ text: "restored" }, { text: "exhibited" }, { text: "reproduced", correct: true }, { text: "colored" }],
      explanation:
        "<p>“Reproduced” is the best answer. The text explains why many museums can own the same image: the carved blocks could be used to print the design “one sheet at a time,” thousands of times over, making many copies.</p><ul><li>“Restored” means repaired, which does not explain how the same image came to exist in many museums.</li><li>“Exhibited” may seem to fit because museums are mentioned, but showing a print does not create the thousands of impressions the text describes.</li><li>“Colored” picks up the detail about color blocks, but coloring one design thousands of times does not make sense; each sheet was printed once in each color.</li></ul>",
    },
    // ───────────── hard ─────────────
    {
      ...base,
      id: "bank-rw-words-in-context-13",
      difficulty: "hard",
      text: meaning("backward"),
      passage: {
        title: "",
        topic: "literature",
        source: { author: "Robert Louis Stevenson", title: "Strange Case of Dr Jekyll and Mr Hyde", year: 1886 },
        html: "<p>The following text is from Robert Louis Stevenson’s 1886 novel <i>Strange Case of Dr Jekyll and Mr Hyde</i>.</p><p>Mr. Utterson the lawyer was a man of a rugged countenance that was never lighted by a smile; cold, scanty and embarrassed in discourse; backward in sentiment; lean, long, dusty, dreary and yet somehow lovable. At friendly meetings, and when the wine was to his taste, something eminently human beaconed from his eye; something indeed which never found its way into his talk, but which spoke not only in these silent symbols of the after-dinner face, but more often and loudly in the acts of his life.</p>",
      },
      choices: [{ text: "old-fashioned" }, { text: "slow-witted" }, { text: "reserved", correct: true }, { text: "reversed" }],
      explanation:
        "<p>“Reserved” is the best answer. “Backward in sentiment” sits in a list with “cold, scanty and embarrassed in discourse,” and the next sentence says that the warmth in Utterson “never found its way into his talk.” He has feelings but holds back from expressing them, so backward means reserved, or reluctant to show.</p><ul><li>“Old-fashioned” is a familiar sense of backward, but nothing in the text concerns Utterson’s views or habits being out of date; the text is about how little feeling he shows.</li><li>“Slow-witted” is another common sense, but “sentiment” means feeling, not intelligence, and nothing suggests that the lawyer is dull of mind.</li><li>“Reversed” is the literal sense of facing or moving backward, which cannot describe a person’s feelings.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-words-in-context-14",
      difficulty: "hard",
      text: meaning("narrowly"),
      passage: {
        title: "",
        topic: "literature",
        source: { author: "H. G. Wells", title: "The War of the Worlds", year: 1898 },
        html: "<p>The following text is from H. G. Wells’s 1898 novel <i>The War of the Worlds</i>.</p><p>No one would have believed in the last years of the nineteenth century that this world was being watched keenly and closely by intelligences greater than man’s and yet as mortal as his own; that as men busied themselves about their various concerns they were scrutinised and studied, perhaps almost as narrowly as a man with a microscope might scrutinise the transient creatures that swarm and multiply in a drop of water.</p>",
      },
      choices: [{ text: "barely" }, { text: "grudgingly" }, { text: "hurriedly" }, { text: "intently", correct: true }],
      explanation:
        "<p>“Intently” is the best answer. The word describes how humans were “scrutinised and studied,” and it is compared with a scientist examining tiny creatures under a microscope, an image of fixed, careful attention that echoes “keenly and closely” earlier in the sentence.</p><ul><li>“Barely” is the everyday sense (as in “narrowly escaped”), but it would mean humans were hardly studied at all, which contradicts the close watching the sentence describes.</li><li>“Grudgingly” suggests reluctance, and nothing in the text suggests that the watchers were unwilling.</li><li>“Hurriedly” does not fit the microscope comparison, which concerns the closeness of the examination, not its speed.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-words-in-context-15",
      difficulty: "hard",
      text: meaning("alloy"),
      passage: {
        title: "",
        topic: "literature",
        source: { author: "Jane Austen", title: "Emma", year: 1815 },
        html: "<p>The following text is adapted from Jane Austen’s 1815 novel <i>Emma</i>.</p><p>Emma Woodhouse, handsome, clever, and rich, with a comfortable home and happy disposition, seemed to unite some of the best blessings of existence; and had lived nearly twenty-one years in the world with very little to distress or vex her. … The real evils, indeed, of Emma’s situation were the power of having rather too much her own way, and a disposition to think a little too well of herself; these were the disadvantages which threatened alloy to her many enjoyments.</p>",
      },
      choices: [{ text: "a strengthening" }, { text: "a blending" }, { text: "a revealing" }, { text: "a lessening", correct: true }],
      explanation:
        "<p>“A lessening” is the best answer. Emma’s faults are called “real evils” and “disadvantages,” so they threaten to harm her enjoyments. Figuratively, an alloy is a baser metal mixed into a purer one, lowering its value; Emma’s faults threaten to lessen, or spoil, her happiness.</p><ul><li>“A strengthening” draws on the fact that alloys can be stronger than pure metals, but “evils” and “disadvantages” would not strengthen her enjoyments.</li><li>“A blending” is the literal sense of mixing metals, but it leaves out the harm that “evils” and “disadvantages” imply, which is the point of the sentence.</li><li>“A revealing” has no support: nothing in the text concerns her enjoyments being exposed or disclosed.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-words-in-context-16",
      difficulty: "hard",
      text: WIC,
      passage: {
        title: "",
        topic: "science",
        html: "<p>When Alfred Wegener proposed in 1912 that the continents had once been joined and had since drifted apart, he pointed to coastlines that fit together like puzzle pieces and to identical fossils found on continents now separated by oceans. Many geologists of his day did not deny that this evidence was ______; they nonetheless rejected his theory, chiefly because he could not explain what force could push continents through the solid rock of the ocean floor.</p>",
      },
      choices: [{ text: "conclusive" }, { text: "striking", correct: true }, { text: "coincidental" }, { text: "unoriginal" }],
      explanation:
        "<p>“Striking” is the best answer. “Nonetheless” signals that what the geologists granted about the evidence was favorable to Wegener, yet not favorable enough to win them over. Evidence that is striking, or remarkable, fits: they admitted it was impressive but still rejected the theory for lack of a mechanism.</p><ul><li>“Conclusive” goes too far: if the geologists had granted that the evidence proved drift, they could not have rejected the theory because of a missing mechanism.</li><li>“Coincidental” is unfavorable to Wegener, so granting it would not contrast with rejecting his theory, as “nonetheless” requires.</li><li>“Unoriginal” is also unfavorable, and the text says nothing about whether others had noticed the evidence first.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-words-in-context-17",
      difficulty: "hard",
      text: WIC,
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>The laws that King Hammurabi of Babylon had carved on a tall stone stele around 1750 BCE are often described as a code that judges consulted to decide cases. Yet among the many contracts and court records that survive from his kingdom, almost none cite the stele’s laws, and some rulings conflict with them. Many historians therefore read the stele less as a working rulebook than as a ______ monument, meant to present Hammurabi to gods and subjects alike as a just king.</p>",
      },
      choices: [{ text: "binding" }, { text: "symbolic", correct: true }, { text: "practical" }, { text: "private" }],
      explanation:
        "<p>“Symbolic” is the best answer. Because court records almost never cite the laws and sometimes contradict them, historians conclude that the stele was not a working rulebook. The phrase “less as … than as” calls for the contrasting role: a monument whose purpose was to stand for Hammurabi’s justice, a symbolic one.</p><ul><li>“Binding” describes exactly the kind of working law that the evidence and the phrase “less as a working rulebook” argue against.</li><li>“Practical” likewise repeats the idea of a working rulebook instead of contrasting with it.</li><li>“Private” contradicts the stele’s purpose of presenting the king “to gods and subjects alike”; a tall carved stone is a public display.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-words-in-context-18",
      difficulty: "hard",
      text: WIC,
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>John Cage’s <i>4′33″</i> (1952) instructs a performer to sit at an instrument and play nothing for four minutes and thirty-three seconds. Audiences often describe the piece as silence, but Cage insisted that its apparent emptiness was ______: at the premiere, he later recalled, listeners could hear wind stirring outside, then raindrops pattering on the roof, then the audience itself murmuring and walking out, and for Cage these sounds were the music.</p>",
      },
      choices: [{ text: "deliberate" }, { text: "regrettable" }, { text: "complete" }, { text: "illusory", correct: true }],
      explanation:
        "<p>“Illusory” is the best answer. The word follows “but,” so Cage is disagreeing with the audiences who hear silence, and the colon introduces his evidence: the wind, the rain and the audience filled the piece with sound. The emptiness only seemed real; it was illusory.</p><ul><li>“Deliberate” is true of the performer’s silence, which Cage intended, but it does not fit the evidence after the colon, which shows that the piece was not empty at all.</li><li>“Regrettable” implies Cage disliked the emptiness, but his point is that there was no real emptiness.</li><li>“Complete” reverses his claim: the sounds he lists show that the silence was far from complete.</li></ul>",
    },
  ],
} satisfies WrittenSkill;
