import type { WrittenSkill } from "../types";

/**
 * Skill bank, Information and Ideas: Command of Evidence, textual (18 questions, 6 per difficulty).
 * Two kinds of item: "Which finding, if true, would most directly support/weaken …" on real hypotheses and
 * debates, and "Which quotation … most effectively illustrates the claim?" on real public-domain poems and
 * novels (cited in `source` and in the intro line; every quotation is the published text).
 */
const QUOTE_POEM = "<p>Which quotation from the poem most effectively illustrates the claim?</p>";
const base = {
  type: "SC" as const,
  title: "",
  test: "verbal" as const,
  domain: "information_ideas",
  skill: "command_of_evidence_textual",
  tags: ["bank"],
};

export default {
  skill: "command_of_evidence_textual",
  questions: [
    // ───────────── easy ─────────────
    {
      ...base,
      id: "bank-rw-command-of-evidence-textual-01",
      difficulty: "easy",
      text: "<p>Which finding, if true, would most directly support Horowitz’s idea?</p>",
      passage: {
        title: "",
        topic: "science",
        html: "<p>Many dog owners say that their pets look “guilty” after misbehaving, with ears pulled back, eyes turned away and tail held low, and they take the look as a sign that the dog knows it has done wrong. In a 2009 study, Alexandra Horowitz of Barnard College tested a different idea: that the look is a reaction to the owner’s behavior rather than to anything the dog has done. Owners told their dogs not to eat a treat and left the room. When they came back, some owners were told that the dog had eaten the treat and some that it had not, whatever had actually happened, and owners who believed the dog had eaten it scolded it.</p>",
      },
      choices: [
        { text: "Dogs that had eaten the treat looked guilty more often than dogs that had not, whether or not they were scolded." },
        { text: "Dogs looked guilty more often when their owners stayed out of the room for longer periods of time." },
        { text: "Dogs that had not eaten the treat but were scolded looked guiltier than dogs that ate it and were not scolded.", correct: true },
        { text: "Owners who had lived with their dogs for many years felt more certain that they could recognize a guilty look." },
      ],
      explanation:
        "<p>The best answer is that dogs that had not eaten the treat but were scolded looked guiltier than dogs that ate it and were not scolded. If the look depends on the owner’s behavior rather than the dog’s, then scolding, not disobedience, should bring it on, and this finding shows exactly that: innocent but scolded dogs looked guiltier than guilty but unscolded ones.</p><ul><li>A guilty look that tracks whether the dog ate the treat would support the owners’ belief, not Horowitz’s idea.</li><li>How long the owners were away has nothing to do with whether the look responds to the owner’s behavior or the dog’s.</li><li>Owners’ confidence in reading the look says nothing about what actually causes it.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-textual-02",
      difficulty: "easy",
      text: "<p>Which finding, if true, would most directly support the archaeologists’ claim?</p>",
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>Stonehenge, in southern England, is built of two main kinds of stone: huge sarsen blocks and smaller “bluestones,” each weighing a few tons. The bluestones match rock found in the Preseli Hills of western Wales, more than 200 kilometers away. Some researchers have suggested that glaciers carried the stones most of that distance during an ice age, long before the monument was built. Other archaeologists claim instead that people quarried the bluestones in the Preseli Hills and moved them to the site themselves.</p>",
      },
      choices: [
        { text: "The large sarsen blocks at Stonehenge came from hills only about 25 kilometers north of the monument." },
        { text: "Preseli Hills outcrops bear stone wedges and hollows where pillars were pried out around the time Stonehenge was built.", correct: true },
        { text: "Boulders of many kinds of rock from western Wales lie scattered across the plain that surrounds Stonehenge." },
        { text: "The bluestones at Stonehenge were taken down and set up again in new arrangements several times over the centuries." },
      ],
      explanation:
        "<p>The best answer is the finding of stone wedges and hollows in the Preseli outcrops where pillars were pried out around the time Stonehenge was built. Signs of quarrying at the source, dated to the monument’s construction, point to people removing the stones, which is what the archaeologists claim.</p><ul><li>Where the sarsens came from says nothing about how the bluestones traveled from Wales.</li><li>Welsh boulders scattered across the surrounding plain would suggest that glaciers dropped rocks there, which supports the glacier explanation instead.</li><li>Rearranging the bluestones at the site tells nothing about how they got there in the first place.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-textual-03",
      difficulty: "easy",
      text: "<p>Which finding, if true, would most directly support the Darwins’ hypothesis?</p>",
      passage: {
        title: "",
        topic: "science",
        html: "<p>A young grass seedling placed near a window bends toward the light as it grows. In experiments described in their 1880 book <i>The Power of Movement in Plants</i>, Charles Darwin and his son Francis tried to find out which part of the seedling detects the light. They hypothesized that the light is sensed only at the seedling’s tip, which then sends some influence down to the lower part of the shoot, where the bending actually takes place.</p>",
      },
      choices: [
        { text: "Seedlings grown in complete darkness grew taller and paler than seedlings grown in the light." },
        { text: "Seedlings lit from only one side began bending toward the light within a few hours." },
        { text: "Seedlings whose tips were covered with small opaque caps grew straight up instead of bending.", correct: true },
        { text: "Seedlings of different kinds of grass bent toward the light at noticeably different speeds." },
      ],
      explanation:
        "<p>The best answer is that seedlings whose tips were covered with small opaque caps grew straight up instead of bending. If only the tip senses light, blocking light from the tip alone should stop the bending even though the lower shoot, where the bending happens, is still lit; this finding shows exactly that.</p><ul><li>Growth in darkness shows that light affects how seedlings grow, but not which part of the seedling senses it.</li><li>Bending within a few hours shows that seedlings respond to light, the fact the Darwins set out to explain, not where the light is detected.</li><li>Differences between kinds of grass in how fast they bend say nothing about which part of a seedling senses light.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-textual-04",
      difficulty: "easy",
      text: QUOTE_POEM,
      passage: {
        title: "",
        topic: "literature",
        source: { author: "Robert Frost", title: "Stopping by Woods on a Snowy Evening", year: 1923 },
        html: "<p>“Stopping by Woods on a Snowy Evening” is a 1923 poem by Robert Frost. In the poem, the speaker, traveling by horse on a winter night, pauses to watch snow fill a stretch of woods. The speaker is drawn to the beauty of the scene but knows that his obligations will not let him stay, as when Frost writes, ______</p>",
      },
      choices: [
        { text: "“Whose woods these are I think I know. / His house is in the village though;”" },
        { text: "“My little horse must think it queer / To stop without a farmhouse near”" },
        { text: "“The woods are lovely, dark and deep, / But I have promises to keep,”", correct: true },
        { text: "“He gives his harness bells a shake / To ask if there is some mistake.”" },
      ],
      explanation:
        "<p>The best answer is “The woods are lovely, dark and deep, / But I have promises to keep.” The first line shows the speaker drawn to the beauty of the woods, and the second, turning on “But,” names the obligations that call him away: both halves of the claim.</p><ul><li>The lines about whose woods these are tell who owns the land, not what the speaker feels or owes.</li><li>The lines about the horse thinking the stop “queer” show the horse’s view of the pause, not the speaker’s obligations.</li><li>The lines about the harness bells describe the horse’s restlessness; the horse, not the speaker, seems eager to move on.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-textual-05",
      difficulty: "easy",
      text: QUOTE_POEM,
      passage: {
        title: "",
        topic: "literature",
        source: { author: "Christina Rossetti", title: "Remember", year: 1862 },
        html: "<p>“Remember” is a sonnet by Christina Rossetti, published in 1862. The speaker asks the person she loves to remember her after her death, but by the end of the poem she decides that the beloved’s happiness matters more to her than being remembered, as when Rossetti writes, ______</p>",
      },
      choices: [
        { text: "“Remember me when I am gone away, / Gone far away into the silent land;”" },
        { text: "“When you can no more hold me by the hand, / Nor I half turn to go yet turning stay.”" },
        { text: "“Remember me when no more day by day / You tell me of our future that you planned:”" },
        { text: "“Better by far you should forget and smile / Than that you should remember and be sad.”", correct: true },
      ],
      explanation:
        "<p>The best answer is “Better by far you should forget and smile / Than that you should remember and be sad.” Here the speaker prefers that the beloved forget her and be happy rather than remember her and grieve, which shows her placing the beloved’s happiness above being remembered.</p><ul><li>The lines asking to be remembered after she has gone to “the silent land” express the opening request, not the later change of mind.</li><li>The lines about holding hands describe what the two will no longer share after her death; they do not weigh remembering against happiness.</li><li>The lines about the future the beloved planned repeat the request to be remembered rather than giving it up.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-textual-06",
      difficulty: "easy",
      text: QUOTE_POEM,
      passage: {
        title: "",
        topic: "literature",
        source: { author: "William Wordsworth", title: "I Wandered Lonely as a Cloud", year: 1815 },
        html: "<p>“I Wandered Lonely as a Cloud” is a poem by William Wordsworth, published in its best-known form in 1815. The speaker describes a field of daffodils he once came upon beside a lake. He then explains that the scene still brings him pleasure long afterward, returning to his mind when he is resting alone, as when Wordsworth writes, ______</p>",
      },
      choices: [
        { text: "“I wandered lonely as a cloud / That floats on high o’er vales and hills, / When all at once I saw a crowd, / A host, of golden daffodils;”" },
        { text: "“Continuous as the stars that shine / And twinkle on the milky way, / They stretched in never-ending line / Along the margin of a bay:”" },
        { text: "“The waves beside them danced; but they / Out-did the sparkling waves in glee: / A poet could not but be gay, / In such a jocund company:”" },
        {
          text: "“For oft, when on my couch I lie / In vacant or in pensive mood, / They flash upon that inward eye / Which is the bliss of solitude;”",
          correct: true,
        },
      ],
      explanation:
        "<p>The best answer is “For oft, when on my couch I lie / In vacant or in pensive mood, / They flash upon that inward eye / Which is the bliss of solitude.” These lines describe a later time, when the speaker is lying at rest, and say that the daffodils “flash upon that inward eye,” his memory, which he calls “the bliss of solitude.”</p><ul><li>The opening lines describe the moment the speaker first came upon the daffodils, not what happens afterward.</li><li>The lines comparing the flowers to stars describe how many there were and how they stretched along the bay, again at the moment of seeing them.</li><li>The lines about the dancing waves show the speaker’s delight while he stands among the flowers, not the pleasure the memory brings later.</li></ul>",
    },
    // ───────────── medium ─────────────
    {
      ...base,
      id: "bank-rw-command-of-evidence-textual-07",
      difficulty: "medium",
      text: "<p>Which finding, if true, would most directly support the hypothesis that the robins use Earth’s magnetic field to choose a direction?</p>",
      passage: {
        title: "",
        topic: "science",
        html: "<p>European robins migrate at night, and in the 1960s Wolfgang Wiltschko set out to learn how they choose their direction. He kept robins in closed cages inside a room where they could see neither the sky nor any landmarks. During the migration season, caged robins become restless and hop about, and most of their hops point in the direction in which they would be flying. Wiltschko could surround the cages with electric coils that changed the strength and direction of the magnetic field inside them.</p>",
      },
      choices: [
        { text: "Robins in the closed room hopped restlessly during the migration season but stayed calm at other times of year." },
        { text: "Robins in the closed room hopped in the same direction as robins that could see the stars in the night sky." },
        { text: "When the coils turned the field’s direction by 90 degrees, the robins’ hops turned by about 90 degrees too.", correct: true },
        { text: "Robins kept in the closed room for several weeks hopped more often at night than they did during the day." },
      ],
      explanation:
        "<p>The best answer is that when the coils turned the field’s direction by 90 degrees, the robins’ hops turned by about 90 degrees too. Changing only the magnetic field, with every other cue blocked, and seeing the birds’ chosen direction change to match shows that they were taking their direction from the field.</p><ul><li>Restlessness in the migration season shows that the birds were ready to migrate, not which cue they used to pick a direction.</li><li>Birds in the room matching birds that could see the stars suggests that the robins do not need the stars, but it does not show that the magnetic field is what they use instead; only a change in the field can show that.</li><li>Hopping more at night fits the fact that robins migrate at night but says nothing about how they choose a direction.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-textual-08",
      difficulty: "medium",
      text: "<p>Which finding, if true, would most directly support the conclusion that Norse people cut the wood?</p>",
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>L’Anse aux Meadows, on the northern tip of Newfoundland, is the only confirmed Norse settlement in North America; its buildings date to around the year 1000. Researchers examining pieces of wood found in a bog beside the settlement wanted to know whether the wood had been cut by the Norse or by Indigenous people, who also used the area before and after the Norse stay. At the time, the Indigenous peoples of the region worked wood with stone tools, while the Norse had tools of iron.</p>",
      },
      choices: [
        { text: "The pieces of wood came from trees that grew near the settlement rather than from trees that grew in Greenland." },
        { text: "Growth rings in the pieces of wood show that the trees they came from were cut down in the year 1021." },
        { text: "The cuts on the pieces of wood have the smooth, flat faces made by a metal blade, not the rougher ones left by stone.", correct: true },
        { text: "Indigenous peoples lived and hunted in the region around the settlement both before and after the Norse arrived." },
      ],
      explanation:
        "<p>The best answer is that the cuts on the wood have the smooth, flat faces made by a metal blade, not the rougher ones left by stone. The text says that only the Norse had iron tools at the time, so cuts made by a metal blade point to Norse woodworkers.</p><ul><li>Wood from local trees could have been cut by anyone in the area, so its source does not show who cut it.</li><li>A felling date says when the trees were cut, not by whom; Indigenous people were also in the area.</li><li>That Indigenous peoples lived in the region is the reason the question arises; it does not answer it.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-textual-09",
      difficulty: "medium",
      text: "<p>Which finding, if true, would most directly weaken the conclusion that Mozart’s music in particular improved the students’ scores?</p>",
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>In 1993 a short report described an experiment with college students. Those who had just listened to ten minutes of a Mozart sonata scored higher on spatial reasoning tasks, such as picturing how a folded and cut sheet of paper would look when unfolded, than students who had spent the ten minutes in silence. The result, soon nicknamed the “Mozart effect,” was widely reported as showing that Mozart’s music in particular sharpens the mind.</p>",
      },
      choices: [
        { text: "The students’ higher scores on the spatial tasks faded within about fifteen minutes after the music ended." },
        { text: "Students who listened to Mozart also scored higher than students who listened to instructions for relaxing." },
        { text: "Students who heard a recording of a story they enjoyed raised their scores as much as those who heard Mozart.", correct: true },
        { text: "Students with years of music lessons scored higher than other students, whether or not they heard the sonata." },
      ],
      explanation:
        "<p>The best answer is that students who listened to a story they enjoyed raised their scores as much as those who heard Mozart. If something with no music at all produces the same gain, the improvement cannot be due to Mozart’s music in particular; enjoying what one hears, for instance, could explain it.</p><ul><li>A quickly fading gain would make the effect less useful, but it would still be a gain produced by the music.</li><li>Mozart beating relaxation instructions makes the music look more special, which supports the conclusion.</li><li>Differences linked to years of music lessons concern long training, not what ten minutes of listening does, so they do not bear on the conclusion.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-textual-10",
      difficulty: "medium",
      text: "<p>Which finding, if true, would most directly support the art historians’ explanation?</p>",
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>Michelangelo’s marble <i>David</i>, completed in 1504, stands more than five meters tall, and viewers have long noticed that its head and right hand are large for its body. The statue was commissioned for a spot high on one of the buttresses of Florence Cathedral, though it was instead set up at ground level in a public square. Some art historians explain the proportions by that original plan: Michelangelo, they argue, enlarged the head and hand so that the figure would look natural when seen from far below.</p>",
      },
      choices: [
        { text: "The block of marble that Michelangelo carved had been partly worked by other sculptors decades before." },
        { text: "Once it was set up in the square, the statue came to be seen as a symbol of the city’s independence." },
        { text: "A digital model of the statue, viewed from well below, shows the head and hand in natural proportion.", correct: true },
        { text: "Smaller statues of David made by other Florentine sculptors of the period have more ordinary proportions." },
      ],
      explanation:
        "<p>The best answer is that a digital model of the statue, viewed from well below, shows the head and hand in natural proportion. The historians’ explanation predicts exactly this: features enlarged to correct for a low viewpoint should look right from that viewpoint.</p><ul><li>That other sculptors had already worked the block might explain odd proportions in another way, but it does not support the historians’ explanation.</li><li>The statue’s meaning for the city concerns how it was received, not why its head and hand are large.</li><li>Other sculptors’ statues having ordinary proportions shows that <i>David</i> is unusual, which is already known; it does not show why.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-textual-11",
      difficulty: "medium",
      text: QUOTE_POEM,
      passage: {
        title: "",
        topic: "literature",
        source: { author: "Paul Laurence Dunbar", title: "Sympathy", year: 1899 },
        html: "<p>“Sympathy” is an 1899 poem by Paul Laurence Dunbar. In the poem, the speaker identifies with a caged bird and insists that listeners who hear the bird singing should not mistake its song for an expression of happiness, as when Dunbar writes, ______</p>",
      },
      choices: [
        { text: "“I know why the caged bird beats his wing / Till its blood is red on the cruel bars;”" },
        { text: "“When the first bird sings and the first bud opes, / And the faint perfume from its chalice steals—”" },
        { text: "“It is not a carol of joy or glee, / But a prayer that he sends from his heart’s deep core,”", correct: true },
        { text: "“For he must fly back to his perch and cling / When he fain would be on the bough a-swing;”" },
      ],
      explanation:
        "<p>The best answer is “It is not a carol of joy or glee, / But a prayer that he sends from his heart’s deep core.” These lines are about the caged bird’s song, and they deny outright that it is a joyful “carol,” calling it instead a heartfelt prayer.</p><ul><li>The lines about the bird beating its wing against the bars show its suffering, but they concern its struggle, not its song.</li><li>The lines about the first bird singing as buds open describe springtime outside the cage; that singing bird is free, and nothing is said about what the caged bird’s song means.</li><li>The lines about flying back to the perch show the bird’s longing to be free, but again they say nothing about its song.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-textual-12",
      difficulty: "medium",
      text: "<p>Which quotation from <i>Peter and Wendy</i> most effectively illustrates the claim?</p>",
      passage: {
        title: "",
        topic: "literature",
        source: { author: "J. M. Barrie", title: "Peter and Wendy", year: 1911 },
        html: "<p><i>Peter and Wendy</i> is a 1911 novel by J. M. Barrie, the story of Peter Pan. The novel opens by describing the moment when young Wendy Darling learned that she would grow up. The narrator then suggests that this lesson comes to every child, not just to Wendy, at about the same early age, as when he says, ______</p>",
      },
      choices: [
        { text: "“All children, except one, grow up.”" },
        { text: "“You always know after you are two. Two is the beginning of the end.”", correct: true },
        { text: "“This was all that passed between them on the subject, but henceforth Wendy knew that she must grow up.”" },
        { text: "“Mrs. Darling put her hand to her heart and cried, ‘Oh, why can’t you remain like this for ever!’”" },
      ],
      explanation:
        "<p>The best answer is “You always know after you are two. Two is the beginning of the end.” The word “always” and the general “you” apply the lesson to every child, and “after you are two” gives the early age at which it comes.</p><ul><li>The statement that all children but one grow up is about growing up itself, not about when children learn that they will.</li><li>The sentence about what passed between Wendy and her mother is tempting, since it shows Wendy learning the lesson, but it concerns Wendy alone, while the claim is about every child.</li><li>Mrs. Darling’s cry expresses her wish that Wendy could stay as she is; it says nothing about children in general or the age at which they learn.</li></ul>",
    },
    // ───────────── hard ─────────────
    {
      ...base,
      id: "bank-rw-command-of-evidence-textual-13",
      difficulty: "hard",
      text: "<p>Which finding, if true, would most directly support Gallup’s hypothesis?</p>",
      passage: {
        title: "",
        topic: "science",
        html: "<p>Why people yawn is still debated. Andrew Gallup, who studies animal and human behavior, has proposed that yawning helps keep the brain from overheating. In his account, the long, deep breath of a yawn draws in outside air, and the stretching of the jaw speeds the flow of blood through the head; heat is then carried away from the brain by blood that has been cooled by the incoming air. A yawn, on this view, works much like opening a window to cool a stuffy room.</p>",
      },
      choices: [
        { text: "People yawned more often after watching videos of other people yawning than after watching videos of people smiling." },
        { text: "People yawned more often on hot days than on cool ones, and most often of all on days hotter than body temperature." },
        { text: "People yawned more often when the outdoor air was mild than when it was either very cold or hotter than the body.", correct: true },
        { text: "People who held a cold pack against their foreheads said afterward that they felt more alert than people who did not." },
      ],
      explanation:
        "<p>The best answer is that people yawned more often when the air was mild than when it was either very cold or hotter than the body. Two steps lead there. A yawn can cool the brain only if the incoming air is cooler than the blood, so it would be useless on days hotter than the body; and on very cold days the brain is in no danger of overheating. A cooling mechanism should therefore be used most in between, which is what this finding shows.</p><ul><li>Yawning after seeing others yawn shows that yawns are contagious, a true but separate matter that says nothing about cooling.</li><li>Yawning most on days hotter than the body is tempting, since hot days seem to call for cooling, but air warmer than the blood could not cool it, so this pattern would count against the hypothesis.</li><li>Feeling more alert after a cold pack concerns alertness, not how often people yawn, so it does not test the hypothesis.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-textual-14",
      difficulty: "hard",
      text: "<p>Which finding, if true, would most directly challenge the simulations’ prediction?</p>",
      passage: {
        title: "",
        topic: "science",
        html: "<p>According to the leading explanation of the Moon’s origin, a body about the size of Mars struck the young Earth some 4.5 billion years ago, and the Moon formed from the debris thrown into orbit. Computer simulations of such a collision long predicted that most of the debris, and therefore most of the Moon, would have come from the impacting body rather than from Earth. Bodies that formed in different parts of the early solar system tend to differ in the proportions of certain isotopes, such as the isotopes of oxygen.</p>",
      },
      choices: [
        { text: "Rocks from the Moon contain less iron than rocks from Earth, as expected if the Moon formed mainly from outer rocky layers." },
        { text: "Meteorites that came from Mars have proportions of oxygen isotopes that differ measurably from those of Earth rocks." },
        { text: "Rocks from the Moon have proportions of oxygen isotopes that are nearly identical to those found in rocks from Earth.", correct: true },
        { text: "The Moon is slowly drifting away from Earth, so soon after it formed it orbited much closer to Earth than it does now." },
      ],
      explanation:
        "<p>The best answer is that lunar rocks have oxygen isotope proportions nearly identical to those of Earth rocks. If most of the Moon came from an impactor that formed elsewhere in the solar system, the Moon should carry that body’s isotopic signature and differ from Earth; a near-perfect match instead suggests that the Moon is made largely of Earth material, which challenges the prediction.</p><ul><li>Lunar rocks being poor in iron fits the collision story in general and does not say whose material the Moon is made of.</li><li>Martian meteorites differing from Earth confirms that bodies from different places have different isotopes, a premise of the argument, but it says nothing about the Moon’s own makeup.</li><li>The Moon’s slow drift away from Earth concerns its orbit, not what it is made of.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-textual-15",
      difficulty: "hard",
      text: "<p>Which finding, if true, would most directly support Fogel’s argument?</p>",
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>Historians once widely held that railroads were indispensable to the growth of the American economy in the nineteenth century. In a 1964 book, Robert Fogel challenged that view, arguing that railroads, though important, were not indispensable. To make his case, he estimated what it would have cost to move all of the country’s freight in 1890 if there had been no railroads and shippers had relied instead on rivers, on canals (including ones that could plausibly have been built), and on wagons.</p>",
      },
      choices: [
        { text: "In 1890 railroad companies employed more workers than any other industry in the United States did." },
        { text: "By 1890 railroads carried far more of the country’s freight than all of its rivers and canals combined." },
        { text: "Goods shipped by canal moved far more slowly than goods sent by rail, so some took weeks longer to arrive." },
        { text: "Moving the 1890 freight without railroads would have cost the nation only a small share of its income.", correct: true },
      ],
      explanation:
        "<p>The best answer is that moving the 1890 freight without railroads would have cost the nation only a small share of its income. Fogel’s method compares the real economy with one that has no railroads; if doing without them would have cost the country only a small fraction of its income, the economy could have grown much as it did, so railroads were not indispensable.</p><ul><li>A large railroad workforce shows that railroads were important, which Fogel granted, but not that the economy could not have done without them.</li><li>Railroads carrying most freight shows that shippers preferred them, not how much worse the alternatives would have been.</li><li>Much slower canal shipping would raise the cost of doing without railroads, which cuts against Fogel’s argument rather than supporting it.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-textual-16",
      difficulty: "hard",
      text: "<p>Which finding, if true, would most directly weaken the argument that drought was the main cause of the abandonment?</p>",
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>Between about 800 and 950 CE, many of the great cities of the southern Maya lowlands, in what is now northern Guatemala and neighboring areas, were abandoned. Layers of sediment from lakes in the region record a series of severe droughts during this period, and some researchers have argued that drought was the main cause: as rains failed, harvests shrank until the cities could no longer feed their people.</p>",
      },
      choices: [
        { text: "Inscriptions from the southern cities record wars between rival kings in the centuries before the droughts began." },
        { text: "During the same droughts, several cities in the northern lowlands, which receive even less rain, grew and prospered.", correct: true },
        { text: "Among the southern cities, those abandoned earliest tended to lie farthest from lakes, rivers and other lasting water." },
        { text: "Sediment from lakes in the northern lowlands records the same series of severe droughts found in the south." },
      ],
      explanation:
        "<p>The best answer is that during the same droughts, several cities in the drier northern lowlands grew and prospered. If drought alone could bring down a city by shrinking its harvests, cities in an even drier region should have suffered at least as much; their prosperity suggests that something besides drought decided which cities failed.</p><ul><li>Wars in the centuries before the droughts were part of Maya life long before the collapse, so they do not show that drought was not the main cause when the cities were abandoned.</li><li>Cities far from lasting water being abandoned first fits the drought argument and so supports it.</li><li>Northern sediments showing the same droughts establish that the north was also dry, but by themselves they say nothing about how its cities fared.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-textual-17",
      difficulty: "hard",
      text: "<p>Which finding, if true, would most directly support the scholars’ argument?</p>",
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>Lists of words supposedly invented by William Shakespeare have usually been compiled by searching the <i>Oxford English Dictionary</i> for words whose earliest recorded use is in one of his plays. But the dictionary’s earliest examples were gathered in the nineteenth century by volunteer readers, who combed Shakespeare’s works line by line while reading far less of what his contemporaries wrote. Some scholars therefore argue that such lists greatly overstate the number of words Shakespeare coined.</p>",
      },
      choices: [
        { text: "Shakespeare’s plays use a larger number of different words than the works of any other writer of his time." },
        { text: "Many words on the lists appear in pamphlets and letters by little-known writers dated before the plays that use them.", correct: true },
        { text: "Many words first recorded in Shakespeare’s plays were soon taken up by other playwrights writing for the London stage." },
        { text: "The volunteer readers were instructed to copy examples of rare and unusual words rather than of common ones." },
      ],
      explanation:
        "<p>The best answer is that many words on the lists appear in earlier pamphlets and letters by little-known writers. The scholars argue that Shakespeare seems to be first only because his contemporaries were read less thoroughly; finding the same words in earlier, less-read writings would show that he used words that already existed rather than coining them.</p><ul><li>A large vocabulary shows that Shakespeare used many words, not that he invented fewer than the lists claim.</li><li>Other playwrights adopting words after Shakespeare used them is consistent with his having coined them, so it does not support the scholars.</li><li>An instruction to copy rare words concerns what readers collected, not whose works they read; it does not explain why Shakespeare would wrongly appear to be first.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-textual-18",
      difficulty: "hard",
      text: QUOTE_POEM,
      passage: {
        title: "",
        topic: "literature",
        source: { author: "Percy Bysshe Shelley", title: "Ozymandias", year: 1818 },
        html: "<p>“Ozymandias” is a sonnet by Percy Bysshe Shelley, first published in 1818. A traveler describes the ruins of a huge statue of an ancient king in the desert. The poem suggests that although the king’s power has vanished, the skill of the artist who captured the king’s character in stone has outlasted it, as when Shelley writes, ______</p>",
      },
      choices: [
        { text: "“Stand in the desert. Near them, on the sand, / Half sunk, a shattered visage lies,”" },
        { text: "“Tell that its sculptor well those passions read / Which yet survive, stamped on these lifeless things,”", correct: true },
        { text: "“‘Look on my works, ye Mighty, and despair!’ / Nothing beside remains.”" },
        { text: "“Round the decay / Of that colossal wreck, boundless and bare / The lone and level sands stretch far away.”" },
      ],
      explanation:
        "<p>The best answer is “Tell that its sculptor well those passions read / Which yet survive, stamped on these lifeless things.” The sculptor “well … read” the king’s passions, that is, understood his character, and those passions “yet survive,” still visible in the stone: the artist’s skill has lasted.</p><ul><li>The lines about the shattered face half sunk in the sand show the statue’s ruin, not what has survived of the sculptor’s work.</li><li>The king’s boast followed by “Nothing beside remains” shows that his power has vanished, half of the claim, but it says nothing about the artist’s skill enduring.</li><li>The lines about the sands around the colossal wreck stress emptiness and decay, again only the first half of the claim.</li></ul>",
    },
  ],
} satisfies WrittenSkill;
