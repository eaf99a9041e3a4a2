import type { WrittenSkill } from "../types";

/**
 * Skill bank, Information and Ideas: Command of Evidence, textual (30 questions, 10 per difficulty).
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
    // ───────────── easy (19-22) ─────────────
    {
      ...base,
      id: "bank-rw-command-of-evidence-textual-19",
      difficulty: "easy",
      text: QUOTE_POEM,
      passage: {
        title: "",
        topic: "literature",
        source: { author: "Sara Teasdale", title: "There Will Come Soft Rains", year: 1918 },
        html: "<p>“There Will Come Soft Rains” is a poem by Sara Teasdale, first published in 1918. The speaker pictures the spring returning to a world after a war. She imagines that nature would go on as before and would not even notice if human beings vanished from the earth, as when Teasdale writes, ______</p>",
      },
      choices: [
        { text: "“There will come soft rains and the smell of the ground, / And swallows circling with their shimmering sound;”" },
        { text: "“Not one would mind, neither bird nor tree, / If mankind perished utterly;”", correct: true },
        { text: "“And frogs in the pools singing at night, / And wild plum trees in tremulous white;”" },
        { text: "“Robins will wear their feathery fire, / Whistling their whims on a low fence-wire;”" },
      ],
      explanation:
        "<p>The best answer is “Not one would mind, neither bird nor tree, / If mankind perished utterly.” These lines say outright that no bird or tree would care if human beings disappeared entirely, which is the claim.</p><ul><li>The lines about soft rains and circling swallows show spring returning, but they say nothing about how nature would respond to the loss of humankind.</li><li>The lines about singing frogs and blossoming plum trees, again, describe the spring scene, not nature’s indifference to human beings.</li><li>The lines about whistling robins add another picture of spring; they do not mention people at all.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-textual-20",
      difficulty: "easy",
      text: "<p>Which finding, if true, would most directly support Dacke and her colleagues’ hypothesis?</p>",
      passage: {
        title: "",
        topic: "science",
        html: "<p>After a dung beetle shapes a ball of dung, it rolls the ball away from the dung pile in a straight line, the quickest way to escape rival beetles that might steal it. Some dung beetles keep a straight course even on dark nights when there is no moon. Biologist Marie Dacke and her colleagues hypothesized that on such nights the beetles steer by the faint band of light that the Milky Way casts across the sky.</p>",
      },
      choices: [
        { text: "Beetles rolled their balls faster on warm nights than they did on cool nights." },
        { text: "Beetles wearing tiny caps that blocked their view of the sky rolled just as straight as other beetles." },
        { text: "In a planetarium whose dome showed only the Milky Way, beetles rolled their balls in straight lines.", correct: true },
        { text: "Beetles made larger balls on nights when many rivals had gathered at the same dung pile." },
      ],
      explanation:
        "<p>The best answer is that beetles rolled in straight lines in a planetarium whose dome showed only the Milky Way. With every other cue removed, the Milky Way alone was enough for the beetles to keep a straight course, which is what the hypothesis predicts.</p><ul><li>How fast the beetles roll on warm or cool nights says nothing about what they steer by.</li><li>If beetles that could not see the sky still rolled straight, they would not need the Milky Way, so this finding would weaken the hypothesis.</li><li>The size of the balls concerns competition for dung, not how the beetles find their direction.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-textual-21",
      difficulty: "easy",
      text: "<p>Which finding, if true, would most directly support the historians’ doubts?</p>",
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>According to a famous story, Galileo Galilei dropped balls of different weights from the Leaning Tower of Pisa around 1590 to show a crowd that they fall at the same speed. The story comes from a biography written by Vincenzo Viviani, Galileo’s assistant in his final years, more than sixty years after the demonstration supposedly took place. Many historians doubt that the public demonstration ever happened.</p>",
      },
      choices: [
        { text: "Balls of different weights dropped from a tall building reach the ground at almost the same moment." },
        { text: "Viviani also wrote several books on geometry that were respected by the mathematicians of his day." },
        { text: "The Leaning Tower of Pisa had already begun to tilt centuries before Galileo was born." },
        { text: "Galileo’s notes and letters from his Pisa years describe many experiments but never mention the tower.", correct: true },
      ],
      explanation:
        "<p>The best answer is that Galileo’s own notes and letters from his Pisa years describe many experiments but never mention the tower. If Galileo recorded his other experiments but not a striking public one, that silence supports the doubt that the demonstration happened, especially since the only source was written decades later.</p><ul><li>That heavy and light balls land together is true of falling objects, but it does not show whether Galileo ever dropped any from the tower.</li><li>Viviani’s skill as a mathematician says nothing about whether his story of the tower is accurate.</li><li>When the tower began to tilt has no bearing on whether Galileo performed the demonstration.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-textual-22",
      difficulty: "easy",
      text: "<p>Which finding, if true, would most directly support the archaeologists’ conclusion?</p>",
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>The thousands of life-size clay soldiers buried near the tomb of Qin Shi Huang, China’s first emperor, around 210 BCE look gray and brown to visitors today. Archaeologists have concluded, however, that the figures were originally painted in bright colors, such as red, green, purple, and blue, over a first coat of lacquer.</p>",
      },
      choices: [
        { text: "Bits of red, green, and purple paint cling to lacquer on figures newly dug out of the pits.", correct: true },
        { text: "Painted pottery from the same period has been discovered at other sites in China." },
        { text: "The soldiers’ faces all differ, suggesting that each was modeled on a real person." },
        { text: "The clay for the figures was dug from the hills close to the emperor’s tomb." },
      ],
      explanation:
        "<p>The best answer is that bits of red, green, and purple paint cling to lacquer on figures newly dug out of the pits. Traces of bright paint over lacquer on the soldiers themselves are direct evidence that these figures were once painted in the way the archaeologists describe.</p><ul><li>Painted pottery elsewhere shows that people of the period used paint, but not that these soldiers were painted.</li><li>Different faces say something about how the figures were modeled, not about their color.</li><li>Where the clay came from concerns what the figures are made of, not how they were decorated.</li></ul>",
    },
    // ───────────── medium (23-26) ─────────────
    {
      ...base,
      id: "bank-rw-command-of-evidence-textual-23",
      difficulty: "medium",
      text: QUOTE_POEM,
      passage: {
        title: "",
        topic: "literature",
        source: { author: "Alfred, Lord Tennyson", title: "Ulysses", year: 1842 },
        html: "<p>“Ulysses” is a poem by Alfred, Lord Tennyson, published in 1842. Its speaker is the hero of ancient Greek legend, now old and restless at home long after his voyages. Ulysses admits that age has weakened him and his companions but insists that their determination is as strong as ever, as when Tennyson writes, ______</p>",
      },
      choices: [
        { text: "“It little profits that an idle king, / By this still hearth, among these barren crags,”" },
        { text: "“I cannot rest from travel: I will drink / Life to the lees:”" },
        { text: "“Made weak by time and fate, but strong in will / To strive, to seek, to find, and not to yield.”", correct: true },
        { text: "“This is my son, mine own Telemachus, / To whom I leave the sceptre and the isle,—”" },
      ],
      explanation:
        "<p>The best answer is “Made weak by time and fate, but strong in will / To strive, to seek, to find, and not to yield.” The line holds both halves of the claim: “Made weak by time and fate” admits the weakness of age, and “but strong in will” insists that determination remains.</p><ul><li>The lines about the idle king by his hearth show Ulysses’ dissatisfaction with life at home, not a weakness of age set against a strong will.</li><li>The lines refusing to rest from travel show determination, half of the claim, but they say nothing about age having weakened him.</li><li>The lines introducing his son concern who will rule after him, not the contrast between weakness and will.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-textual-24",
      difficulty: "medium",
      text: "<p>Which finding, if true, would most directly support the hypothesis that egg shape is linked to flight?</p>",
      passage: {
        title: "",
        topic: "science",
        html: "<p>Bird eggs range in shape from nearly round, like those of many owls, to long and pointed, like those of many sandpipers. To learn why, a team led by Mary Caswell Stoddard measured the shapes of some 50,000 eggs from about 1,400 species and reported its results in 2017. The team proposed that egg shape is linked to flight: birds built for strong, sustained flight have streamlined bodies, and a narrow body limits how wide an egg can be, so such birds would lay longer or more lopsided eggs to hold the same volume.</p>",
      },
      choices: [
        { text: "Birds that nest on narrow cliff ledges lay pointed eggs, which roll in a tight circle instead of falling off." },
        { text: "Eggs laid by birds of the same species vary much less in shape than eggs laid by different species." },
        { text: "Flightless birds such as the ostrich lay the largest eggs of any birds living today." },
        { text: "Across species, the birds with wings best suited to long, powerful flight laid the most elongated eggs.", correct: true },
      ],
      explanation:
        "<p>The best answer is that, across species, the birds with wings best suited to long, powerful flight laid the most elongated eggs. The hypothesis predicts exactly this pattern: the stronger the flier, the more streamlined its body, and so the longer its eggs.</p><ul><li>The cliff-ledge explanation is a different account of pointed eggs, based on nesting sites rather than flight, so it does not support the team’s hypothesis.</li><li>Less variation within a species than between species shows that egg shape is a species trait, but not that it is linked to flight.</li><li>The size of ostrich eggs concerns how large eggs are, not their shape, and says nothing about strong fliers.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-textual-25",
      difficulty: "medium",
      text: "<p>Which finding, if true, would most directly support the archaeologists’ view?</p>",
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>For centuries, many people pictured the pyramids of Giza, in Egypt, as the work of slaves driven by overseers with whips, an image repeated in many films. Archaeologists who have excavated the town where the builders lived, just south of the pyramids, have proposed a different picture: the pyramids were raised by crews of laborers, many of them farmers who served in rotation, whom the state housed, fed, and treated as valued workers.</p>",
      },
      choices: [
        { text: "Ramps of mud brick and rubble were used to haul the stone blocks up to the higher levels of each pyramid." },
        { text: "The builders were buried near the pyramids with bread and beer, and some of their skeletons show set, healed bones.", correct: true },
        { text: "Most of the limestone in the pyramids’ inner cores came from quarries a short distance from the building sites." },
        { text: "The building of the largest pyramid at Giza took roughly twenty years to complete." },
      ],
      explanation:
        "<p>The best answer is that the builders were buried near the pyramids with bread and beer, and that some of their skeletons show broken bones that had been set and had healed. Honorable burials close to the king’s monument and medical care for injuries fit the picture of workers the state valued, not slaves driven by the whip.</p><ul><li>How the blocks were raised concerns building methods; ramps could be used by slaves or by paid crews alike.</li><li>Where the stone came from says nothing about who did the work or how they were treated.</li><li>How long the work took does not show whether the workers were slaves or valued laborers.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-textual-26",
      difficulty: "medium",
      text: "<p>Which finding, if true, would most directly support the researchers’ hypothesis?</p>",
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>Babies begin to hear sounds in the womb during the last months of pregnancy. The voice that reaches them most clearly is their mother’s, muffled so that the melody of speech, its rising and falling pitch, comes through better than its individual sounds. In French, phrases tend to end on a rising pitch; in German, they tend to fall. In a 2009 study, Kathleen Wermke and her colleagues recorded the cries of French and German newborns only a few days old to test the hypothesis that babies learn the melody of their mother’s language before birth.</p>",
      },
      choices: [
        { text: "The German newborns’ cries rose in pitch toward the end more often than the French newborns’ cries did." },
        { text: "The French newborns’ cries tended to rise in pitch toward the end, while the German newborns’ cries tended to fall.", correct: true },
        { text: "Newborns in both groups cried louder when they heard a woman speaking a language other than their mother’s." },
        { text: "The French and German newborns cried for about the same total length of time during each day of the study." },
      ],
      explanation:
        "<p>The best answer is that the French newborns’ cries tended to rise in pitch toward the end, while the German newborns’ cries tended to fall. Each group’s cries matched the melody of its mother’s language, rising for French and falling for German, which is what the babies would show if they had learned that melody before birth.</p><ul><li>This reverses the pattern the hypothesis predicts: French phrases rise and German phrases fall, so German cries that rise more often would count against it.</li><li>Reacting to an unfamiliar language concerns what newborns hear now, not the melody of their own cries, and loudness is not pitch.</li><li>How long the babies cried says nothing about the melody of their cries.</li></ul>",
    },
    // ───────────── hard (27-30) ─────────────
    {
      ...base,
      id: "bank-rw-command-of-evidence-textual-27",
      difficulty: "hard",
      text: QUOTE_POEM,
      passage: {
        title: "",
        topic: "literature",
        source: { author: "Robert Frost", title: "The Road Not Taken", year: 1916 },
        html: "<p>“The Road Not Taken” is a poem by Robert Frost, published in his 1916 collection <i>Mountain Interval</i>. The speaker recalls choosing between two paths in a wood. Though he first judges the path he takes to be the less worn of the two, he soon concedes that there was in fact little difference between them, as when Frost writes, ______</p>",
      },
      choices: [
        { text: "“Then took the other, as just as fair, / And having perhaps the better claim, / Because it was grassy and wanted wear;”" },
        { text: "“Though as for that the passing there / Had worn them really about the same,”", correct: true },
        { text: "“Oh, I kept the first for another day! / Yet knowing how way leads on to way, / I doubted if I should ever come back.”" },
        { text: "“Two roads diverged in a wood, and I— / I took the one less traveled by, / And that has made all the difference.”" },
      ],
      explanation:
        "<p>The best answer is “Though as for that the passing there / Had worn them really about the same.” “Though” signals the concession, and “really about the same” admits that the two paths had been worn almost equally, just after the speaker has called his path the one that “wanted wear.”</p><ul><li>The lines calling the second path “grassy” and in want of wear give the speaker’s first judgment, only the first half of the claim; they do not show him conceding that the paths were alike.</li><li>The lines about saving the first path for another day concern whether the speaker will ever return, not how worn the paths were.</li><li>The closing lines do the opposite of conceding: they describe the path as “less traveled by” and claim that the choice made “all the difference.”</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-textual-28",
      difficulty: "hard",
      text: "<p>Which finding, if true, would most directly weaken the hypothesis that fingerprint ridges improve grip on smooth, dry surfaces?</p>",
      passage: {
        title: "",
        topic: "science",
        html: "<p>A long-standing explanation for fingerprints holds that, like the tread of a tire, the ridges on our fingertips improve our grip. Yet skin behaves more like rubber than like a hard solid: the friction it produces against a smooth, dry surface depends largely on how much skin is actually in contact with that surface. Ridges raise some skin and hold the skin in the grooves between them away from the surface, so they could, in principle, reduce the area in contact and, with it, the grip on smooth objects.</p>",
      },
      choices: [
        { text: "Ridged fingertips gripped wet, rough surfaces better than smooth skin did, because water drained away along the grooves." },
        { text: "Primates that climb trees with smooth bark have ridged skin on the undersides of both their hands and their feet." },
        { text: "Pressed against smooth, dry glass, fingertip ridges cut the area of skin in contact by about a third, lowering friction.", correct: true },
        { text: "A person’s fingerprints form before birth, and their pattern of loops and whorls stays the same throughout life." },
      ],
      explanation:
        "<p>The best answer is that, pressed against smooth, dry glass, fingertip ridges cut the area of skin in contact by about a third, lowering friction. The text explains that the grip of skin on a smooth surface depends on the area in contact; a finding that ridges shrink that area and reduce friction shows them working against grip in exactly the case the hypothesis covers.</p><ul><li>Better grip on wet, rough surfaces may point to another use for the ridges, but the hypothesis concerns smooth, dry surfaces, so this finding does not weaken it.</li><li>Ridged skin on climbing primates, if anything, suggests that ridges help grip, which supports rather than weakens the hypothesis.</li><li>When fingerprints form and whether their pattern changes say nothing about how well they grip.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-textual-29",
      difficulty: "hard",
      text: "<p>Which finding, if true, would most directly support the historians’ explanation of the name “Spanish flu”?</p>",
      passage: {
        title: "",
        topic: "history_social",
        html: "<p>The influenza pandemic of 1918, which killed tens of millions of people worldwide, is still often called the “Spanish flu,” though there is little evidence that it began in Spain. Many historians trace the name to the First World War. In the countries at war, they argue, censors kept newspapers from reporting fully on a disease that might damage morale, whereas neutral Spain imposed no such limits; its newspapers covered the outbreak freely, leaving readers abroad with the impression that Spain was suffering far more than other countries.</p>",
      },
      choices: [
        { text: "The earliest well-documented outbreak of the disease took place at an army camp in Kansas in March 1918." },
        {
          text: "In spring 1918, French and British papers said little about illness in their armies, while Spanish papers reported it daily.",
          correct: true,
        },
        { text: "In Spain itself, the disease was widely known as the “French flu,” since many Spaniards believed it had crossed their northern border." },
        { text: "Unlike most strains of influenza, the 1918 strain killed an unusually large share of otherwise healthy young adults." },
      ],
      explanation:
        "<p>The best answer is the finding that French and British papers said little about illness in their own armies while Spanish papers reported it daily. This is the contrast the historians’ explanation depends on: silence where the press was censored and open reporting in neutral Spain, which would make Spain look like the center of the outbreak.</p><ul><li>An early outbreak in Kansas supports the claim that the disease did not begin in Spain, but it says nothing about censorship and the press, which is how the historians explain the name.</li><li>What Spaniards called the disease shows that naming it after another country was common, but it does not show that censorship abroad produced the name “Spanish flu.”</li><li>Who died of the disease is a true and striking feature of the pandemic, but it has no bearing on how the disease got its name.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-textual-30",
      difficulty: "hard",
      text: "<p>Which finding, if true, would most directly support the art historians’ explanation?</p>",
      passage: {
        title: "",
        topic: "humanities",
        html: "<p>In the last years of his life, Claude Monet painted the Japanese footbridge in his garden at Giverny again and again, and these late canvases are dominated by reds, browns, and muddy yellows, with little of the blue and violet of his earlier work. By then Monet had cataracts in both eyes, and in 1923 he had surgery on his right eye. Some art historians have argued that the change in his colors was not a deliberate new style but a result of the cataracts, which turn the lens of the eye yellow and filter out blue light.</p>",
      },
      choices: [
        { text: "Several other painters of Monet’s generation also turned to darker, warmer colors late in their careers." },
        { text: "Visitors to Giverny in those years described the garden as crowded with red and yellow flowers." },
        {
          text: "After his surgery, Monet said some recent canvases looked too red and yellow to him, and he retouched them.",
          correct: true,
        },
        { text: "Monet painted the footbridge more often in the last years of his life than in any earlier period." },
      ],
      explanation:
        "<p>The best answer is that, after his surgery, Monet said some of his recent canvases looked too red and yellow and retouched them. Once the clouded lens was removed and he could see blue light again, the colors he had chosen looked wrong to him, which suggests they came from his eyesight rather than from an intended style.</p><ul><li>A shift among painters of the same generation would suggest a shared change in taste or style, which points away from the cataract explanation.</li><li>A garden full of red and yellow flowers would give another reason for the warm colors, that Monet painted what was there, so it does not support the cataract explanation.</li><li>How often Monet painted the bridge says nothing about why the colors of those paintings changed.</li></ul>",
    },
  ],
} satisfies WrittenSkill;
