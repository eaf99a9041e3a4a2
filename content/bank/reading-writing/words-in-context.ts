import type { WrittenSkill } from "../types";

/**
 * Skill bank, Craft and Structure: Words in Context (30 questions, 10 per difficulty).
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
      text: meaning("close"),
      passage: {
        title: "",
        topic: "literature",
        source: { author: "O. Henry", title: "The Gift of the Magi", year: 1905 },
        html: "<p>The following text is from O. Henry’s 1905 short story “The Gift of the Magi.” Della is counting the money she has saved to buy a Christmas present for her husband.</p><p>One dollar and eighty-seven cents. That was all. And sixty cents of it was in pennies. Pennies saved one and two at a time by bulldozing the grocer and the vegetable man and the butcher until one’s cheeks burned with the silent imputation of parsimony that such close dealing implied.</p>",
      },
      choices: [{ text: "nearby" }, { text: "friendly" }, { text: "secretive" }, { text: "stingy", correct: true }],
      explanation:
        "<p>“Stingy” is the best answer. The “close dealing” is Della’s way of saving pennies by “bulldozing” the shopkeepers over every purchase, and it makes her blush at the “silent imputation of parsimony,” an unspoken charge of extreme thrift. Close dealing is bargaining that holds on to every cent: stingy.</p><ul><li>“Nearby” is the most common sense of “close,” but the text is about how Della bargains, not about where the shops are.</li><li>“Friendly” fits “close” as in “close friends,” but “bulldozing” the shopkeepers is pushy, not friendly.</li><li>“Secretive” fits “close” as in keeping something close, but Della’s bargaining happens openly in front of the grocer and the butcher; what shames her is its thrift, not any secrecy.</li></ul>",
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
    // ───────────── easy (added for issue 29) ─────────────
    {
      ...base,
      id: "bank-rw-words-in-context-19",
      difficulty: "easy",
      text: WIC,
      passage: {
        title: "",
        topic: "science",
        html: "<p>In the forests of Alaska, the wood frog survives winter by freezing. As temperatures drop, ice forms in the spaces around its organs, and its heart stops beating. Meanwhile its liver floods the frog’s blood with glucose, a sugar that ______ the cells themselves: it keeps the liquid inside them from turning to ice, which would tear them apart. In spring the frog thaws, its heart starts again, and it hops off to breed.</p>",
      },
      choices: [{ text: "replaces" }, { text: "protects", correct: true }, { text: "divides" }, { text: "reveals" }],
      explanation:
        "<p>“Protects” is the best answer. The explanation after the colon says what the glucose does for the cells: it keeps the liquid inside them from freezing, which “would tear them apart.” Keeping the cells from harm is protecting them.</p><ul><li>“Replaces” makes no sense: the glucose is added to the blood; it does not take the place of the cells.</li><li>“Divides” suggests splitting the cells, the kind of damage the glucose prevents rather than causes.</li><li>“Reveals” means shows or uncovers, which has nothing to do with keeping cells from freezing.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-words-in-context-20",
      difficulty: "easy",
      text: WIC,
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>At Vindolanda, a Roman fort in northern England, archaeologists have found more than a thousand thin wooden tablets written in ink about 1,900 years ago. Wood usually rots away in the ground within a few decades, but the wet, airless soil at the site ______ the tablets, so that letters about army supplies, requests for leave, and even an invitation to a birthday party can still be read today.</p>",
      },
      choices: [{ text: "damaged" }, { text: "produced" }, { text: "concealed" }, { text: "preserved", correct: true }],
      explanation:
        "<p>“Preserved” is the best answer. The sentence contrasts ordinary wood, which “rots away,” with these tablets, which can “still be read today.” The soil kept them from decaying: it preserved them.</p><ul><li>“Damaged” reverses the contrast set up by “but”: the tablets survived, unlike most buried wood.</li><li>“Produced” makes no sense: soldiers and their families wrote the tablets; the soil did not make them.</li><li>“Concealed” is true in the sense that the tablets lay hidden underground, but hiding them does not explain why they can still be read, which is the point of the sentence.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-words-in-context-21",
      difficulty: "easy",
      text: WIC,
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>In 1900 a sealed chamber was found among the Buddhist cave temples near Dunhuang, in western China, holding thousands of old manuscripts. Among them was a scroll of the <i>Diamond Sutra</i>, a Buddhist text, printed from carved wooden blocks. Some printed texts are older, but the exact years in which they were printed are not known. This scroll is different: a short note at its end ______ the year it was printed, 868 CE, which makes it the oldest known printed book that bears a date.</p>",
      },
      choices: [{ text: "conceals" }, { text: "disputes" }, { text: "records", correct: true }, { text: "predicts" }],
      explanation:
        "<p>“Records” is the best answer. The text contrasts older printed texts, whose exact years of printing “are not known,” with this scroll, whose year is known because of the note at its end. A note that states a date writes it down: it records it.</p><ul><li>“Conceals” reverses the contrast: if the note hid the year, this scroll’s date would be unknown too, and it could not be called the oldest book that “bears a date.”</li><li>“Disputes” would mean the note argues against the year, yet the text treats the note as the evidence for 868 CE.</li><li>“Predicts” makes no sense for a note written when the scroll was printed: it states a year that had already come, not a future one.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-words-in-context-22",
      difficulty: "easy",
      text: WIC,
      passage: {
        title: "",
        topic: "science",
        html: "<p>In November 1963, an undersea volcano off the southern coast of Iceland broke the surface, and by the time the eruption ended in 1967 it had built a new island, Surtsey. Because the island began as bare, lifeless rock, scientists saw a rare chance to watch living things ______ new land. Visitors other than researchers were kept away, and within two years the first plant had sprouted there from a seed carried in by the sea.</p>",
      },
      choices: [{ text: "abandon" }, { text: "erode" }, { text: "colonize", correct: true }, { text: "survey" }],
      explanation:
        "<p>“Colonize” is the best answer. The island started with no life at all, and the final sentence describes the first plant taking hold there. Scientists wanted to watch living things arrive and settle on the new land, that is, colonize it.</p><ul><li>“Abandon” means leave, but nothing lived on the island yet, so nothing could abandon it; the text describes life arriving.</li><li>“Erode” means wear away; the text is about plants and animals settling on the rock, not wearing it down.</li><li>“Survey” means measure or examine, which is what the scientists did, not what the plants did.</li></ul>",
    },
    // ───────────── medium (added for issue 29) ─────────────
    {
      ...base,
      id: "bank-rw-words-in-context-23",
      difficulty: "medium",
      text: WIC,
      passage: {
        title: "",
        topic: "science",
        html: "<p>The leaves of the sacred lotus stay spotless even in muddy ponds. Under a microscope, the surface of a lotus leaf turns out to be far from ______: it is covered with tiny bumps, which are themselves coated with still smaller crystals of wax. Water touches only the tips of these bumps, so droplets bead up and roll off, carrying dust away with them. Makers of paints and fabrics have copied the structure to create surfaces that clean themselves.</p>",
      },
      choices: [{ text: "waterproof" }, { text: "clean" }, { text: "smooth", correct: true }, { text: "durable" }],
      explanation:
        "<p>“Smooth” is the best answer. The colon introduces what the microscope shows: a surface “covered with tiny bumps,” themselves coated with smaller crystals. A surface like that is far from smooth.</p><ul><li>“Waterproof” contradicts the text: water beads up and rolls off the leaf, so the leaf is, if anything, very good at shedding water.</li><li>“Clean” contradicts the first sentence, which says the leaves stay “spotless,” and the description of droplets carrying dust away.</li><li>“Durable” concerns how long the leaf lasts, which the bumps and wax crystals described after the colon do not address.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-words-in-context-24",
      difficulty: "medium",
      text: WIC,
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>On the morning of December 6, 1917, the French cargo ship <i>Mont-Blanc</i>, loaded with explosives for the war in Europe, collided with another vessel in the harbor of Halifax, Nova Scotia, and caught fire. Few people on shore knew what the ship was carrying, so many who gathered at windows and along the waterfront to watch the blaze were ______ the danger. About twenty minutes after the collision, the <i>Mont-Blanc</i> exploded, killing some 2,000 people and injuring thousands more, many of them cut by shattered window glass.</p>",
      },
      choices: [{ text: "resigned to" }, { text: "oblivious to", correct: true }, { text: "accountable for" }, { text: "immune to" }],
      explanation:
        "<p>“Oblivious to” is the best answer. The sentence gives the cause with “so”: few people on shore knew what the ship carried, and as a result the crowds watching the fire did not realize they were in danger. To be oblivious to something is to be unaware of it.</p><ul><li>“Resigned to” means accepting something unwelcome that one knows is coming, but the onlookers did not know about the explosives, so they could not have accepted the danger.</li><li>“Accountable for” means responsible for, yet the onlookers were spectators who had nothing to do with the collision or the cargo.</li><li>“Immune to” means safe from, which the last sentence contradicts: the explosion killed and injured thousands, many of them people standing at windows.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-words-in-context-25",
      difficulty: "medium",
      text: WIC,
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>The world map that Gerardus Mercator published in 1569 was designed for sailors: on it, a course with a constant compass bearing appears as a straight line. That convenience had a price. To keep directions true, the map stretches regions more and more toward the poles, so that the sizes of lands far from the equator are greatly ______. Greenland, for instance, looks about as large as Africa, which is in fact roughly fourteen times bigger.</p>",
      },
      choices: [{ text: "minimized" }, { text: "estimated" }, { text: "preserved" }, { text: "exaggerated", correct: true }],
      explanation:
        "<p>“Exaggerated” is the best answer. The map “stretches” regions near the poles, and the example shows the result: Greenland appears as large as Africa, though Africa is about fourteen times bigger. Lands far from the equator look larger than they are, so their sizes are exaggerated.</p><ul><li>“Minimized” reverses the effect: stretching makes Greenland look bigger, not smaller.</li><li>“Estimated” is neutral and does not express the “price” the text describes, a distortion in one direction.</li><li>“Preserved” is what the map does for directions (“to keep directions true”), but the text says sizes are what it gives up.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-words-in-context-26",
      difficulty: "medium",
      text: WIC,
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>In early September 1859, a burst of material from the Sun struck Earth’s magnetic field and set off the most powerful geomagnetic storm on record. Auroras glowed as far south as the Caribbean, and telegraph systems across Europe and North America broke down. Yet on one line the storm helped as well as hindered: operators between Boston and Portland, Maine, disconnected their batteries and went on sending messages for about two hours, because currents that the storm induced in the wires were ______ the power the batteries normally provided.</p>",
      },
      choices: [{ text: "blocking" }, { text: "recording" }, { text: "wasting" }, { text: "supplying", correct: true }],
      explanation:
        "<p>“Supplying” is the best answer. The operators disconnected their batteries yet kept sending messages, and the sentence says this happened “because” of the currents the storm induced in the wires. Those currents must have provided the power the batteries usually gave: they were supplying it.</p><ul><li>“Blocking” contradicts the result: if the currents had cut off the power, the line would have gone dead, not carried messages for about two hours.</li><li>“Recording” makes no sense: currents in a wire do not write down power; the point is what made the line work without batteries.</li><li>“Wasting” cannot explain why messages still went through; wasting power would make the line weaker, not let it run with its batteries disconnected.</li></ul>",
    },
    // ───────────── hard (added for issue 29) ─────────────
    {
      ...base,
      id: "bank-rw-words-in-context-27",
      difficulty: "hard",
      text: meaning("sad"),
      passage: {
        title: "",
        topic: "literature",
        source: { author: "Nathaniel Hawthorne", title: "The Scarlet Letter", year: 1850 },
        html: "<p>The following text is adapted from Nathaniel Hawthorne’s 1850 novel <i>The Scarlet Letter</i>. The novel is set in Puritan Boston in the 1640s.</p><p>A throng of bearded men, in sad-coloured garments and grey, steeple-crowned hats, intermixed with women, some wearing hoods, and others bareheaded, was assembled in front of a wooden edifice, the door of which was heavily timbered with oak, and studded with iron spikes.</p>",
      },
      choices: [{ text: "mournful" }, { text: "shabby" }, { text: "pitiable" }, { text: "drab", correct: true }],
      explanation:
        "<p>“Drab” is the best answer. “Sad” is part of the compound “sad-coloured,” so it describes the color of the garments, and it is paired with “grey,” the color of the hats. In this older sense, a sad color is a dull, dark one: the Puritans’ clothes are drab.</p><ul><li>“Mournful” is the familiar modern sense, and the gloomy scene makes it tempting, but the word describes the color of clothing, not the feelings of the crowd.</li><li>“Shabby” would describe the condition of the garments, worn or ragged, but “-coloured” shows that the word concerns color, and nothing suggests the clothes are worn out.</li><li>“Pitiable” describes something that deserves pity, a sense that cannot apply to a color.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-words-in-context-28",
      difficulty: "hard",
      text: meaning("avocations"),
      passage: {
        title: "",
        topic: "literature",
        source: { author: "Herman Melville", title: "Bartleby, the Scrivener", year: 1853 },
        html: "<p>The following text is adapted from Herman Melville’s 1853 short story “Bartleby, the Scrivener.” The narrator is a New York lawyer who hires copyists to write out legal documents by hand.</p><p>I am a rather elderly man. The nature of my avocations for the last thirty years has brought me into more than ordinary contact with what would seem an interesting and somewhat singular set of men, of whom as yet nothing that I know of has ever been written:—I mean the law-copyists or scriveners.</p>",
      },
      choices: [{ text: "hobbies" }, { text: "professional duties", correct: true }, { text: "travels" }, { text: "opinions" }],
      explanation:
        "<p>“Professional duties” is the best answer. The narrator is a lawyer, and for thirty years his “avocations” have put him in close contact with law-copyists, the clerks who copy legal documents. What has brought a lawyer into steady contact with legal clerks for three decades is his work: in this older sense, avocations are the business of one’s profession.</p><ul><li>“Hobbies” is the usual modern sense of avocation, but a pastime would not explain a lawyer’s thirty years of dealings with law-copyists; his work does.</li><li>“Travels” has no support: the narrator says nothing about journeys, and the copyists are men he meets in his line of work.</li><li>“Opinions” cannot explain the contact: views do not bring a man into thirty years of dealings with legal clerks, while the work of a lawyer does.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-words-in-context-29",
      difficulty: "hard",
      text: WIC,
      passage: {
        title: "",
        topic: "science",
        html: "<p>The discovery of Neptune in 1846 is often told as a triumph of pure calculation: working only from irregularities in the orbit of Uranus, Urbain Le Verrier predicted where an unseen planet must lie, and Johann Galle found it within about a degree of that spot on his first night of searching. Historians of astronomy add a qualification. Le Verrier’s predicted orbit placed the planet considerably farther from the Sun than it is, so the closeness of his prediction to the planet’s actual position in 1846 was in part ______.</p>",
      },
      choices: [{ text: "disputed" }, { text: "calculated" }, { text: "belated" }, { text: "fortuitous", correct: true }],
      explanation:
        "<p>“Fortuitous” is the best answer. The “qualification” undercuts the story of “pure calculation”: Le Verrier’s orbit was wrong about the planet’s distance, yet his prediction pointed to the right place in 1846. A correct result reached partly despite a wrong calculation owes something to luck, so it was in part fortuitous.</p><ul><li>“Disputed” may tempt students who know that credit for the discovery was argued over, but the text gives the wrong distance as its reason, and an error in the orbit points to luck, not to a quarrel.</li><li>“Calculated” restates the “triumph of pure calculation” that the qualification is meant to limit.</li><li>“Belated” means late, but Galle found the planet on his first night of searching, and the text is about the accuracy of the prediction, not its timing.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-words-in-context-30",
      difficulty: "hard",
      text: WIC,
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>Reviewing an 1874 exhibition in Paris by a group of independent painters, the critic Louis Leroy seized on the title of Claude Monet’s <i>Impression, Sunrise</i> and mocked the group as “Impressionists,” makers of hasty sketches rather than finished pictures. Yet the jibe was, in a way Leroy never intended, ______: by stressing impressions, he singled out exactly what the painters were after, the look of a scene at one fleeting moment, caught in quick strokes before the light changed.</p>",
      },
      choices: [{ text: "malicious" }, { text: "apt", correct: true }, { text: "influential" }, { text: "obscure" }],
      explanation:
        "<p>“Apt” is the best answer. The colon explains in what sense the jibe was right: the word “impressions” named exactly the goal of the painters, capturing a fleeting moment of light. A remark that fits its subject precisely, even by accident, is apt.</p><ul><li>“Malicious” is true of the review, which mocked the painters, but the text says the quality in the blank was one “Leroy never intended,” and the mockery was intended.</li><li>“Influential” is tempting because the name did stick, but the evidence after the colon is about how accurately the word described the painters’ aims, not about its spread.</li><li>“Obscure” contradicts the text: the jibe pointed clearly to the heart of what the painters were doing.</li></ul>",
    },
  ],
} satisfies WrittenSkill;
