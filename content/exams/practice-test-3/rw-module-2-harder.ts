import type { z } from "zod";
import type { ModuleSchema } from "../../schema";

const WIC = "<p>Which choice completes the text with the most logical and precise word or phrase?</p>";
const SEC = "<p>Which choice completes the text so that it conforms to the conventions of Standard English?</p>";
const TRANSITION = "<p>Which choice completes the text with the most logical transition?</p>";
const COMPLETE = "<p>Which choice most logically completes the text?</p>";
const NOTES = "<p>While researching a topic, a student has taken the following notes:</p>";
const SYNTHESIS = "Which choice most effectively uses relevant information from the notes to accomplish this goal?";

const module: z.input<typeof ModuleSchema> = {
  id: "pt3-rw-m2h",
  name: "Section 1, Module 2: Reading and Writing",
  test: "verbal",
  module: 2,
  variant: "harder",
  minutes: 32,
  breakAfterMinutes: 10,
  directions:
    "<p>Every question in this module is based on its own short passage or pair of passages; some passages include a table or a graph. Read each passage closely, then choose the one best answer from the four choices.</p><p>You can skip questions, mark them for review, and return to them at any point before the module’s time runs out. A 10-minute break follows this module.</p>",
  questions: [
    // ───────────── Craft and Structure: Words in Context ─────────────
    {
      id: "pt3-rw-m2h-01",
      type: "SC",
      title: "",
      text: WIC,
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "medium",
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>In 1917 Marcel Duchamp submitted a factory-made porcelain urinal, turned on its side and signed “R. Mutt,” to a New York exhibition whose organizers had promised to show any work by an artist who paid the entry fee. They kept it out of view anyway. By presenting an ordinary manufactured object as a sculpture, Duchamp meant to ______ the long-held assumption that a work of art must be crafted by the artist’s own hand.</p>",
      },
      choices: [{ text: "illustrate" }, { text: "obscure" }, { text: "uphold" }, { text: "contest", correct: true }],
      explanation:
        "<p>“Contest” is the best answer. An object made in a factory, not by the artist, and presented as a sculpture directly challenges the assumption that art must be crafted by the artist’s own hand. To contest an assumption is to dispute it.</p><p>“Uphold” reverses Duchamp’s aim; a store-bought object offered as art undermines the assumption rather than supporting it.</p><p>“Illustrate” would mean the urinal was an example of the assumption, but a manufactured object is the opposite of a work crafted by hand.</p><p>“Obscure” does not fit: Duchamp brought the assumption into the open and questioned it rather than hiding it or making it unclear. It was the organizers, not Duchamp, who kept something out of view.</p>",
    },
    {
      id: "pt3-rw-m2h-02",
      type: "SC",
      title: "",
      text: WIC,
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "hard",
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>Ernest Hemingway held that a story can be strengthened by what it leaves out. In his 1932 book <i>Death in the Afternoon</i>, he compared good prose to an iceberg, whose dignity of movement comes from the seven-eighths of it that lies hidden underwater. Critics who took his short, plain sentences as a sign of a limited mind therefore ______ his method: the plainness was deliberate, meant to let the reader feel what goes unsaid.</p>",
      },
      choices: [{ text: "defended" }, { text: "popularized" }, { text: "appropriated" }, { text: "misconstrued", correct: true }],
      explanation:
        "<p>“Misconstrued” is the best answer. The colon explains that Hemingway’s plainness was deliberate, a technique for letting the reader feel what is left unsaid. Critics who saw it as a sign of a limited mind got his method wrong; they misconstrued, or misinterpreted, it.</p><p>“Defended” reverses the critics’ stance: they dismissed the plain style as a sign of a limited mind rather than standing up for it.</p><p>“Popularized” would mean the critics spread the method, but the text presents them as disparaging it, not promoting it.</p><p>“Appropriated” would mean the critics took the method for their own use, which nothing in the text suggests; they judged his sentences, they did not imitate them.</p>",
    },
    {
      id: "pt3-rw-m2h-03",
      type: "SC",
      title: "",
      text: WIC,
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "hard",
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>The Peace of Westphalia, the treaties that ended the Thirty Years’ War in 1648, is often said to have founded the modern system of independent, sovereign states. Some historians consider this account ______: the treaties themselves say little about sovereignty, and they even gave outside powers such as France and Sweden the right to intervene in the affairs of the Holy Roman Empire.</p>",
      },
      choices: [{ text: "apocryphal", correct: true }, { text: "prescient" }, { text: "venerable" }, { text: "definitive" }],
      explanation:
        "<p>“Apocryphal” is the best answer. An apocryphal account is one that is widely repeated but of doubtful truth. The colon gives the historians’ reasons for doubting it: the treaties say little about sovereignty and even let outside powers intervene in the empire’s affairs, the opposite of independent sovereign states.</p><p>“Definitive” means final and authoritative, the reverse of how these historians regard an account they find unsupported by the treaties themselves.</p><p>“Venerable” captures that the account is old and respected, but it does not convey the historians’ doubt, which is the point of the evidence after the colon.</p><p>“Prescient” means showing foresight; the account is a claim about what the treaties did, not a prediction.</p>",
    },
    {
      id: "pt3-rw-m2h-04",
      type: "SC",
      title: "",
      text: "<p>As used in the text, what does the word “blind” most nearly mean?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      difficulty: "hard",
      passage: {
        topic: "literature",
        source: { author: "James Joyce", title: "Araby", year: 1914 },
        title: "",
        html: "<p>The following text is from James Joyce’s short story “Araby,” published in his 1914 collection <i>Dubliners</i>. The narrator recalls the street in Dublin where he lived as a boy.</p><p>North Richmond Street, being blind, was a quiet street except at the hour when the Christian Brothers’ School set the boys free. An uninhabited house of two storeys stood at the blind end, detached from its neighbours in a square ground. The other houses of the street, conscious of decent lives within them, gazed at one another with brown imperturbable faces.</p>",
      },
      choices: [{ text: "closed at one end", correct: true }, { text: "hidden from view" }, { text: "lacking awareness" }, { text: "unable to see" }],
      explanation:
        "<p>“Closed at one end” is the best answer. The street is quiet “being blind,” that is, because it leads nowhere and so has no through traffic, and the next sentence refers to a house standing “at the blind end.” A blind street is a dead end.</p><p>“Unable to see” is tempting because the houses are described as if they had faces and “gazed at one another,” but the word describes the street, and the street’s quiet is explained by its shape, not by any lack of sight.</p><p>“Hidden from view” does not fit; nothing suggests the street is concealed, and a hidden street would not explain why it is quiet except when school lets out.</p><p>“Lacking awareness” is contradicted by the text, which gives the houses the opposite quality: they are “conscious of decent lives within them.”</p>",
    },
    // ───────────── Craft and Structure: Text Structure and Purpose ─────────────
    {
      id: "pt3-rw-m2h-05",
      type: "SC",
      title: "",
      text: "<p>Which choice best describes the function of the underlined sentence in the text as a whole?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "text_structure_purpose",
      difficulty: "hard",
      passage: {
        topic: "literature",
        source: { author: "Henry David Thoreau", title: "Walden", year: 1854 },
        title: "",
        html: "<p>The following text is from Henry David Thoreau’s 1854 book <i>Walden</i>, an account of the two years he spent living in a cabin he built near Walden Pond in Massachusetts.</p><p>I went to the woods because I wished to live deliberately, to front only the essential facts of life, and see if I could not learn what it had to teach, and not, when I came to die, discover that I had not lived. <u>I did not wish to live what was not life, living is so dear; nor did I wish to practise resignation, unless it was quite necessary.</u> I wanted to live deep and suck out all the marrow of life, to live so sturdily and Spartan-like as to put to rout all that was not life.</p>",
      },
      choices: [
        { text: "It explains that he went to the woods to recover from an illness that had made him feel how very precious his life was." },
        { text: "It admits a doubt about the narrator’s plan, which he then settles by resolving to remain in the woods after all." },
        { text: "It moves from the narrator’s own motives to a broader criticism of the way most of his neighbors choose to live." },
        { text: "It restates his reason for going to the woods as things he refused, before the next sentence turns it into a goal.", correct: true },
      ],
      explanation:
        "<p>The best answer is that the underlined sentence restates the narrator’s reason as things he refused, before the next sentence turns it into a goal. The first sentence gives his motive; the underlined sentence restates it negatively (he did not wish “to live what was not life” or to give in to “resignation”); the last sentence turns the same idea into a positive aim (“I wanted to live deep”).</p><p>The phrase “unless it was quite necessary” might look like a doubt, but it only limits his refusal to accept resignation; the text raises no doubt about the plan and never mentions a decision to stay.</p><p>The sentence speaks only of what the narrator himself wished; it says nothing about his neighbors or how they live.</p><p>“Living is so dear” means that life is precious to him, not that he had been ill; no illness is mentioned.</p>",
    },
    {
      id: "pt3-rw-m2h-06",
      type: "SC",
      title: "",
      text: "<p>Which choice best describes the overall structure of the text?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "text_structure_purpose",
      difficulty: "medium",
      passage: {
        topic: "science",
        title: "",
        html: "<p>In the 1840s, Ignaz Semmelweis, a physician at Vienna General Hospital, noticed that new mothers in the ward staffed by doctors and medical students died of childbed fever far more often than those in the ward staffed by midwives. When a colleague died after being cut during an autopsy, with symptoms much like the fever’s, Semmelweis concluded that doctors were carrying something from the bodies they dissected to the women they examined. In 1847 he required doctors to wash their hands in a chlorine solution, and deaths in their ward fell sharply. Many physicians nonetheless rejected his conclusion, in part because it implied that they themselves had been causing the deaths.</p>",
      },
      choices: [
        { text: "It compares how doctors and midwives were trained and argues that the midwives were the more careful group." },
        { text: "It describes an experiment that failed to reduce deaths and explains why physicians adopted its method anyway." },
        { text: "It traces how a pattern led to an explanation and a successful change, then notes the resistance to that explanation.", correct: true },
        { text: "It presents two competing explanations for a difference between the wards and shows why one of them was accepted." },
      ],
      explanation:
        "<p>The best answer is that the text traces how a pattern led to an explanation and a successful change, then notes the resistance to that explanation. Semmelweis noticed a difference in deaths between two wards (the pattern), concluded after a colleague’s death that doctors carried something from autopsies to patients (the explanation), required hand washing and saw deaths fall (the change), and then met rejection from other physicians (the resistance).</p><p>The text offers only one explanation, Semmelweis’s, and it was rejected rather than accepted.</p><p>The hand washing worked (“deaths in their ward fell sharply”), and physicians rejected rather than adopted Semmelweis’s conclusion.</p><p>The text does not compare how doctors and midwives were trained; the midwives’ ward appears only as the point of comparison for the death rates.</p>",
    },
    // ───────────── Craft and Structure: Cross-Text Connections ─────────────
    {
      id: "pt3-rw-m2h-07",
      type: "SC",
      title: "",
      text: "<p>Based on the texts, how would Liebowitz and Margolis (Text 2) most likely respond to David’s use of the keyboard example in Text 1?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "cross_text_connections",
      difficulty: "hard",
      passage: {
        topic: "history_social",
        title: "",
        html: "<p><b>Text 1</b></p><p>In a 1985 article, economist Paul David used the typewriter keyboard to illustrate “path dependence,” the idea that early choices can lock a market into a standard even when a better one exists. The QWERTY layout was designed in the 1870s in part to keep the bars of early typewriters from jamming. A rival layout patented by August Dvorak in 1936 was reported to be much faster; a U.S. Navy study in the 1940s found that retraining typists on it quickly paid for itself. Yet QWERTY survived, David argued, because once typists and manufacturers had adopted it, no one could afford to switch alone.</p><p><b>Text 2</b></p><p>In 1990 economists Stan Liebowitz and Stephen Margolis reexamined the evidence. The Navy study, they noted, had been overseen by Dvorak himself, then a naval officer, and a more carefully controlled 1956 study for the U.S. government found no meaningful advantage for the Dvorak layout. The case, in their view, offers no real evidence that the market settled on an inferior keyboard.</p>",
      },
      choices: [
        { text: "They would accept that the Dvorak layout is faster but argue that retraining typists was never worth what it cost." },
        { text: "They would argue that the example fails because the evidence that the rival layout was better cannot be trusted.", correct: true },
        { text: "They would dispute the claim that the QWERTY layout was designed to keep the bars of early typewriters from jamming." },
        { text: "They would argue that markets never stay locked into a standard once a clearly better standard becomes available." },
      ],
      explanation:
        "<p>The best answer is that they would argue that the example fails because the evidence that the rival layout was better cannot be trusted. David’s example depends on Dvorak’s layout being superior; Text 2 points out that the study showing this was overseen by Dvorak himself and that a better-controlled study found no meaningful advantage, so the case does not show a market stuck with an inferior standard.</p><p>The claim that markets never stay locked into a worse standard overgeneralizes: Text 2 disputes the evidence in this one case, not the possibility of path dependence everywhere.</p><p>The origin of the QWERTY layout is a detail of Text 1 that Text 2 never addresses; Liebowitz and Margolis question the evidence about Dvorak’s layout, not the story of QWERTY’s design.</p><p>Accepting that Dvorak’s layout is faster contradicts Text 2, which reports that the more careful study found no meaningful advantage.</p>",
    },
    {
      id: "pt3-rw-m2h-08",
      type: "SC",
      title: "",
      text: "<p>Based on the texts, how would Taruskin (Text 2) most likely respond to the aim described in Text 1?</p>",
      test: "verbal",
      domain: "craft_structure",
      skill: "cross_text_connections",
      difficulty: "hard",
      passage: {
        topic: "humanities",
        title: "",
        html: "<p><b>Text 1</b></p><p>Since the 1960s, many performers of Baroque music have played on instruments of the composer’s era, such as violins strung with gut and horns without valves, and have studied old treatises on tempo and ornamentation. Their aim, as advocates of “historically informed” performance often describe it, is to recover how the music sounded in its own time and so come closer to what the composer intended.</p><p><b>Text 2</b></p><p>In essays collected in 1995, the musicologist Richard Taruskin argued that such performances reveal more about the present than about the past. The brisk tempos and light, clean textures favored by many early-music ensembles, he observed, suit modern taste, and where the old sources are silent or unclear, performers fill the gaps with choices that reflect their own time. What is presented as the recovery of a lost sound is, in his view, largely a new style.</p>",
      },
      choices: [
        { text: "He would agree that the performances recover what composers intended but argue that modern audiences dislike them." },
        { text: "He would argue that instruments of the composer’s era are too fragile to be played in modern concert halls." },
        { text: "He would contend that the old treatises on tempo and ornamentation offer performers no useful guidance at all." },
        { text: "He would contend that the performances owe more to modern taste than to a sound recovered from the past.", correct: true },
      ],
      explanation:
        "<p>The best answer is that Taruskin would contend that the performances owe more to modern taste than to a sound recovered from the past. Text 1 describes the aim of recovering how the music sounded in its own time; Text 2 says the favored tempos and textures suit modern taste and that performers fill gaps in the sources with choices of their own time, so the result is “largely a new style.”</p><p>The claim that the treatises offer no useful guidance overstates Text 2, which says only that the sources are sometimes “silent or unclear,” not that they are worthless.</p><p>Agreeing that the performances recover composers’ intentions concedes exactly what Taruskin denies, and Text 2 says nothing about audiences disliking them; it says the style suits modern taste.</p><p>The fragility of old instruments is never mentioned; Taruskin’s objection concerns the choices performers make, not the instruments’ condition.</p>",
    },
    // ───────────── Information and Ideas: Central Ideas and Details ─────────────
    {
      id: "pt3-rw-m2h-09",
      type: "SC",
      title: "",
      text: "<p>Which choice best states the main idea of the text?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "central_ideas_details",
      difficulty: "medium",
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>During the Crimean War, Florence Nightingale led a group of nurses at a British army hospital in Scutari, near Constantinople, where she found the wards crowded, filthy, and short of supplies. After the war she set out to convince the government that the army’s deadliest enemy had been not the Russian forces but disease. In 1858 she published diagrams, each a circle divided into wedges, one wedge for every month, in which the area of each colored section showed how many soldiers had died and of what. By far the largest sections stood for deaths from preventable diseases such as cholera and typhus rather than from wounds, and her evidence helped bring about reforms in army sanitation.</p>",
      },
      choices: [
        { text: "Nightingale concluded that the hospital at Scutari was badly run mainly because the army had sent too few nurses there." },
        {
          text: "Nightingale used diagrams to show that disease, not battle wounds, had killed most of the soldiers, which helped win reforms.",
          correct: true,
        },
        { text: "More British soldiers in the Crimean War were killed in battle with Russian forces than were killed by disease." },
        { text: "Nightingale invented the circular graph so that government officials could compare the cost of the war from month to month." },
      ],
      explanation:
        "<p>The best answer is that Nightingale used diagrams to show that disease, not battle wounds, had killed most of the soldiers, which helped win reforms. The text describes her goal (convincing the government that disease was the army’s deadliest enemy), the diagrams she published, what they showed, and their effect on army sanitation.</p><p>The crowded, filthy wards are the conditions she found, but the text never says she blamed them on a shortage of nurses, and they are background rather than the main point.</p><p>The diagrams showed causes of death by month, not the cost of the war, and the text does not say that Nightingale invented the circular graph.</p><p>The claim that more soldiers died in battle than from disease reverses what her diagrams showed.</p>",
    },
    {
      id: "pt3-rw-m2h-10",
      type: "SC",
      title: "",
      text: "<p>Which choice best describes what happens in the text?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "central_ideas_details",
      difficulty: "hard",
      passage: {
        topic: "literature",
        source: { author: "Virginia Woolf", title: "Mrs Dalloway", year: 1925 },
        title: "",
        html: "<p>The following text is from Virginia Woolf’s 1925 novel <i>Mrs Dalloway</i>. Clarissa Dalloway is preparing to give a party at her house in London that evening.</p><p>Mrs Dalloway said she would buy the flowers herself. For Lucy had her work cut out for her. The doors would be taken off their hinges; Rumpelmayer’s men were coming. And then, thought Clarissa Dalloway, what a morning—fresh as if issued to children on a beach. What a lark! What a plunge! For so it had always seemed to her, when, with a little squeak of the hinges, which she could hear now, she had burst open the French windows and plunged at Bourton into the open air.</p>",
      },
      choices: [
        { text: "Clarissa remembers a morning at the beach when, as a child, she played with other children in the open air." },
        { text: "Clarissa is startled by the squeak of hinges as workmen begin taking the doors of her house off their frames." },
        { text: "Clarissa decides to buy the flowers herself because she does not trust Lucy to choose them well for the party that evening." },
        { text: "The freshness of the morning, as Clarissa prepares to go out, brings back a feeling from an earlier time in her life.", correct: true },
      ],
      explanation:
        "<p>The best answer is that, as Clarissa prepares to go out, the freshness of the morning brings back a feeling from an earlier time in her life. She has decided to buy the flowers herself; the morning strikes her as wonderfully fresh; and that feeling, “so it had always seemed to her,” carries her back to bursting open the French windows at Bourton.</p><p>Clarissa goes herself because “Lucy had her work cut out for her,” that is, Lucy is busy, not because Clarissa distrusts her taste.</p><p>“Fresh as if issued to children on a beach” is a comparison describing the morning, not a memory; the memory is of Bourton and its French windows, not of a beach.</p><p>The squeak she “could hear now” belongs to the hinges of the French windows at Bourton, heard in memory; the doors of her house “would be taken off,” so the workmen have not yet begun.</p>",
    },
    // ───────────── Information and Ideas: Command of Evidence ─────────────
    {
      id: "pt3-rw-m2h-11",
      type: "SC",
      title: "",
      text: "<p>Which quotation from the poem most effectively illustrates the claim?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "command_of_evidence_textual",
      difficulty: "hard",
      passage: {
        topic: "literature",
        source: { author: "William Shakespeare", title: "Sonnet 130", year: 1609 },
        title: "",
        html: "<p>Sonnet 130 is a poem by William Shakespeare, published in 1609. Its speaker describes his beloved in deliberately unflattering terms, mocking the exaggerated comparisons that other poets used to praise women. At the end, however, the speaker insists that his beloved is as remarkable as any woman whom such comparisons have misrepresented, as when Shakespeare writes, ______</p>",
      },
      choices: [
        { text: "“I grant I never saw a goddess go; / My mistress, when she walks, treads on the ground.”" },
        { text: "“My mistress’ eyes are nothing like the sun; / Coral is far more red than her lips’ red;”" },
        { text: "“And yet, by heaven, I think my love as rare / As any she belied with false compare.”", correct: true },
        { text: "“I love to hear her speak, yet well I know / That music hath a far more pleasing sound;”" },
      ],
      explanation:
        "<p>The best answer is “And yet, by heaven, I think my love as rare / As any she belied with false compare.” The speaker calls his beloved as “rare” (remarkable) as any woman (“any she”) who has been misrepresented (“belied”) by false comparisons, which is exactly the claim.</p><p>The lines “I love to hear her speak, yet well I know / That music hath a far more pleasing sound” are the most tempting, since they express affection, but they still rank her below music; they do not say she equals the women other poets praise.</p><p>The lines comparing her eyes to the sun and her lips to coral are the poem’s unflattering descriptions, the mockery the claim mentions first, not the speaker’s final insistence on her worth.</p><p>The lines about a goddess admit that she is an ordinary woman who walks on the ground; they continue the unflattering description rather than asserting her value.</p>",
    },
    {
      id: "pt3-rw-m2h-12",
      type: "SC",
      title: "",
      text: "<p>Which choice most effectively uses data from the graph to support the leader’s claim?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "command_of_evidence_quantitative",
      difficulty: "medium",
      passage: {
        topic: "science",
        title: "",
        html: `<svg role="img" aria-labelledby="pt3-m2h-shelters-title pt3-m2h-shelters-desc" viewBox="0 0 440 320" width="440" height="320" xmlns="http://www.w3.org/2000/svg"><title id="pt3-m2h-shelters-title">Seedling Survival After One Year, With and Without Tree Shelters</title><desc id="pt3-m2h-shelters-desc">Bar graph with two bars for each of four tree species, one for seedlings without shelters and one for seedlings with shelters. The vertical axis shows the percentage of seedlings that survived one year, from 0 to 100. Oak: 22 percent without shelters and 74 percent with shelters. Maple: 48 percent without and 70 percent with. Cherry: 30 percent without and 77 percent with. Pine: 81 percent without and 84 percent with.</desc><path d="M64 258H420M64 210.4H420M64 162.8H420M64 115.2H420M64 67.6H420M64 20H420" stroke="#d4d4d8" stroke-width="1" fill="none"/><path d="M64 20V258H420" stroke="#000" stroke-width="1.5" fill="none"/><g font-family="sans-serif" font-size="12" text-anchor="end"><text x="58" y="262">0</text><text x="58" y="214.4">20</text><text x="58" y="166.8">40</text><text x="58" y="119.2">60</text><text x="58" y="71.6">80</text><text x="58" y="24">100</text></g><g font-family="sans-serif" font-size="13" text-anchor="middle"><text x="242" y="298">Tree species</text><text x="16" y="139" transform="rotate(-90 16 139)">Seedlings surviving (%)</text></g><rect x="77.4" y="205.6" width="31.2" height="52.4" fill="#e2e8f0" stroke="#000" stroke-width="1"/><text x="93" y="201.6" font-family="sans-serif" font-size="11" text-anchor="middle">22</text><rect x="108.5" y="81.9" width="31.2" height="176.1" fill="#475569" stroke="#000" stroke-width="1"/><text x="124.1" y="77.9" font-family="sans-serif" font-size="11" text-anchor="middle">74</text><rect x="166.4" y="143.8" width="31.2" height="114.2" fill="#e2e8f0" stroke="#000" stroke-width="1"/><text x="182" y="139.8" font-family="sans-serif" font-size="11" text-anchor="middle">48</text><rect x="197.5" y="91.4" width="31.2" height="166.6" fill="#475569" stroke="#000" stroke-width="1"/><text x="213.1" y="87.4" font-family="sans-serif" font-size="11" text-anchor="middle">70</text><rect x="255.4" y="186.6" width="31.2" height="71.4" fill="#e2e8f0" stroke="#000" stroke-width="1"/><text x="271" y="182.6" font-family="sans-serif" font-size="11" text-anchor="middle">30</text><rect x="286.5" y="74.7" width="31.2" height="183.3" fill="#475569" stroke="#000" stroke-width="1"/><text x="302.1" y="70.7" font-family="sans-serif" font-size="11" text-anchor="middle">77</text><rect x="344.4" y="65.2" width="31.2" height="192.8" fill="#e2e8f0" stroke="#000" stroke-width="1"/><text x="360" y="61.2" font-family="sans-serif" font-size="11" text-anchor="middle">81</text><rect x="375.5" y="58.1" width="31.2" height="199.9" fill="#475569" stroke="#000" stroke-width="1"/><text x="391.1" y="54.1" font-family="sans-serif" font-size="11" text-anchor="middle">84</text><g font-family="sans-serif" font-size="12" text-anchor="middle"><text x="108.5" y="276">Oak</text><text x="197.5" y="276">Maple</text><text x="286.5" y="276">Cherry</text><text x="375.5" y="276">Pine</text></g><g font-family="sans-serif" font-size="12"><rect x="74" y="8" width="18" height="12" fill="#e2e8f0" stroke="#000" stroke-width="1"/><text x="100" y="18">Without shelter</text><rect x="74" y="26" width="18" height="12" fill="#475569" stroke="#000" stroke-width="1"/><text x="100" y="36">With shelter</text></g></svg><p>Deer feed heavily on young trees in a forest where a volunteer group planted seedlings of four species, protecting some with plastic tube shelters and leaving others unprotected. The deer there eat mostly broadleaf trees such as oak, maple, and cherry and seldom eat pine. The group’s leader claims that the shelters improved survival mainly by protecting seedlings from deer.</p>`,
      },
      choices: [
        {
          text: "Shelters raised survival by 22 to 52 percentage points for the three broadleaf species but by only 3 points for the pine seedlings.",
          correct: true,
        },
        { text: "With shelters, 74 percent of oak seedlings survived, more than three times the 22 percent that survived without them." },
        { text: "Pine seedlings survived at a higher rate than seedlings of any other species, both with shelters and without them." },
        { text: "Among seedlings planted without shelters, maple survived at a higher rate than either oak or cherry survived." },
      ],
      explanation:
        "<p>The best answer compares the effect of shelters on species that deer eat with their effect on the species deer seldom eat. Shelters raised survival by 52 points for oak (22 to 74 percent), 22 points for maple (48 to 70), and 47 points for cherry (30 to 77), but only 3 points for pine (81 to 84). If the shelters helped mainly by keeping deer off, they should matter a great deal for broadleaf trees and little for pine, which is what the data show.</p><p>The figures for oak are accurate and show that shelters helped a species that deer eat, but without a comparison with pine they cannot show that protection from deer, rather than something else the shelters provide, explains the gain.</p><p>Pine’s high survival is accurate but compares species, not the effect of shelters on each.</p><p>The comparison of maple with oak and cherry without shelters is accurate but says nothing about what the shelters did.</p>",
    },
    {
      id: "pt3-rw-m2h-13",
      type: "SC",
      title: "",
      text: "<p>Which choice best describes data from the graph that support the planner’s conclusion?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "command_of_evidence_quantitative",
      difficulty: "hard",
      passage: {
        topic: "science",
        title: "",
        html: `<svg role="img" aria-labelledby="pt3-m2h-canopy-title pt3-m2h-canopy-desc" viewBox="0 0 440 320" width="440" height="320" xmlns="http://www.w3.org/2000/svg"><title id="pt3-m2h-canopy-title">Tree Canopy Cover and Afternoon Surface Temperature in 14 Neighborhoods</title><desc id="pt3-m2h-canopy-desc">Scatterplot of 14 neighborhoods. The horizontal axis shows tree canopy cover as a percentage of the neighborhood’s area, from 0 to 70. The vertical axis shows the average afternoon surface temperature in degrees Celsius, from 30 to 50. The points, as canopy cover and temperature, are: (5, 46.5), (8, 45.0), (12, 44.2), (15, 42.8), (20, 41.5), (24, 40.1), (28, 38.9), (33, 37.6), (38, 36.4), (42, 35.8), (47, 35.5), (52, 35.9), (56, 35.3), (60, 35.6). Temperatures fall steadily from about 46.5 degrees at 5 percent cover to about 36 degrees at 40 percent cover, then stay between about 35 and 36 degrees from 40 to 60 percent cover.</desc><path d="M64 258H420M64 198.5H420M64 139H420M64 79.5H420M64 20H420" stroke="#d4d4d8" stroke-width="1" fill="none"/><path d="M64 20V258H420" stroke="#000" stroke-width="1.5" fill="none"/><g font-family="sans-serif" font-size="12" text-anchor="end"><text x="58" y="262">30</text><text x="58" y="202.5">35</text><text x="58" y="143">40</text><text x="58" y="83.5">45</text><text x="58" y="24">50</text></g><g font-family="sans-serif" font-size="13" text-anchor="middle"><text x="242" y="298">Tree canopy cover (%)</text><text x="16" y="139" transform="rotate(-90 16 139)">Surface temperature (°C)</text></g><g font-family="sans-serif" font-size="12" text-anchor="middle"><text x="64" y="276">0</text><text x="114.9" y="276">10</text><text x="165.7" y="276">20</text><text x="216.6" y="276">30</text><text x="267.4" y="276">40</text><text x="318.3" y="276">50</text><text x="369.1" y="276">60</text><text x="420" y="276">70</text></g><path d="M64 258v5M114.9 258v5M165.7 258v5M216.6 258v5M267.4 258v5M318.3 258v5M369.1 258v5M420 258v5" stroke="#000" stroke-width="1.5"/><g fill="#000"><circle cx="89.4" cy="61.7" r="4"/><circle cx="104.7" cy="79.5" r="4"/><circle cx="125" cy="89" r="4"/><circle cx="140.3" cy="105.7" r="4"/><circle cx="165.7" cy="121.2" r="4"/><circle cx="186.1" cy="137.8" r="4"/><circle cx="206.4" cy="152.1" r="4"/><circle cx="231.8" cy="167.6" r="4"/><circle cx="257.3" cy="181.8" r="4"/><circle cx="277.6" cy="189" r="4"/><circle cx="303" cy="192.6" r="4"/><circle cx="328.5" cy="187.8" r="4"/><circle cx="348.8" cy="194.9" r="4"/><circle cx="369.1" cy="191.4" r="4"/></g></svg><p>On a hot summer afternoon, a city planner measured the share of each of 14 neighborhoods covered by tree canopy and the average temperature of the neighborhood’s ground surfaces. She concludes that, in this city, neighborhoods with more tree canopy are cooler only up to a point: beyond about 40 percent canopy cover, more canopy makes little further difference.</p>`,
      },
      choices: [
        { text: "None of the neighborhoods with at least 40 percent canopy cover had a surface temperature much below about 35°C." },
        { text: "Surface temperatures fell from about 46°C to 36°C as canopy rose to 40 percent, then stayed near 35–36°C up to 60 percent.", correct: true },
        { text: "The neighborhood with the least canopy, about 5 percent, also had the highest surface temperature, about 46°C." },
        { text: "Across the 14 neighborhoods, those with more tree canopy generally had lower surface temperatures than those with less." },
      ],
      explanation:
        "<p>The best answer shows both parts of the conclusion. From about 5 to 40 percent canopy, surface temperatures dropped steadily, from about 46°C to about 36°C; from 40 to 60 percent, they stayed between about 35°C and 36°C. More canopy went with cooler surfaces up to about 40 percent and made little difference beyond it.</p><p>The general pattern of more canopy with lower temperatures is accurate and is the most tempting choice, but it describes the relationship as a whole and does not show that it levels off above 40 percent, which is the planner’s point.</p><p>The hottest neighborhood having the least canopy is accurate but describes a single point at the low end of the range.</p><p>The statement that no neighborhood above 40 percent was much cooler than 35°C is accurate, but it gives only a lower limit; it does not show that temperatures had been falling before 40 percent or that they stayed level after it.</p>",
    },
    // ───────────── Information and Ideas: Inferences ─────────────
    {
      id: "pt3-rw-m2h-14",
      type: "SC",
      title: "",
      text: COMPLETE,
      test: "verbal",
      domain: "information_ideas",
      skill: "inferences",
      difficulty: "hard",
      passage: {
        topic: "science",
        title: "",
        html: "<p>In 1869 the Russian chemist Dmitri Mendeleev arranged the elements then known into a table ordered by atomic weight, so that elements with similar chemical properties fell into the same columns. Where following the weights strictly would have broken that pattern, he placed a few elements out of weight order, and he left gaps in the table, predicting that undiscovered elements would fill them and describing in advance the properties those elements would have. The later discovery of gallium and germanium, whose properties closely matched his descriptions, helped win acceptance for the table. Mendeleev’s choices suggest that he regarded ______</p>",
      },
      choices: [
        { text: "the repeating pattern of properties as more trustworthy than the weights and the list of known elements.", correct: true },
        { text: "gallium and germanium as the two elements whose known properties had guided him most in building the table." },
        { text: "the gaps in his table as temporary errors that more precise measurements of atomic weight would remove." },
        { text: "atomic weight as the only dependable basis for deciding where each element belonged in his table." },
      ],
      explanation:
        "<p>The best answer is that Mendeleev regarded the repeating pattern of properties as more trustworthy than the weights and the list of known elements. Two of his choices show this: he moved elements out of weight order when the weights would have broken the pattern, and he left gaps rather than close up the table with the elements then known, trusting the pattern to predict elements no one had found.</p><p>Treating atomic weight as the only dependable basis is contradicted by his placing some elements out of weight order.</p><p>He did not treat the gaps as errors to be corrected; he predicted that new elements would fill them.</p><p>Gallium and germanium were discovered later and confirmed his predictions, so their properties could not have guided him in building the table.</p>",
    },
    {
      id: "pt3-rw-m2h-15",
      type: "SC",
      title: "",
      text: COMPLETE,
      test: "verbal",
      domain: "information_ideas",
      skill: "inferences",
      difficulty: "hard",
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>For decades, archaeologists held that people built large monuments only after they had taken up farming, since farming seemed necessary to produce the surplus food and settled communities that big building projects require. At Göbekli Tepe in southeastern Turkey, however, excavations led by Klaus Schmidt beginning in 1995 uncovered rings of massive carved stone pillars raised around 9500 BCE. The animal bones found in the site’s earliest layers come almost entirely from wild species such as gazelle, and those layers contain no trace of domesticated plants or animals. If these findings are accurate, Göbekli Tepe suggests that ______</p>",
      },
      choices: [
        { text: "people were able to build on a monumental scale before they had begun to farm.", correct: true },
        { text: "the builders of the site hunted gazelle mainly in order to feed the workers who raised the stone pillars." },
        { text: "farming in the region began earlier than had been thought, since a monument of this size required a surplus of food." },
        { text: "large monuments were built only by people who had already settled in permanent villages of their own." },
      ],
      explanation:
        "<p>The best answer is that people were able to build on a monumental scale before they had begun to farm. The pillars date to around 9500 BCE, and the earliest layers show only wild animals and no domesticated plants or animals, so the builders appear to have been hunters and gatherers, contrary to the old assumption that monuments came only after farming.</p><p>The claim that farming must have begun earlier is the trap: it keeps the old assumption that monuments require a farming surplus and ignores the evidence that the earliest layers contain no domesticated plants or animals.</p><p>The text says the bones are mostly from wild species such as gazelle but says nothing about why the builders hunted them or whom the meat fed.</p><p>The text says nothing about permanent villages, and the claim that only settled people built monuments restates the old view that the site calls into question.</p>",
    },
    // ───────────── Standard English Conventions: Boundaries ─────────────
    {
      id: "pt3-rw-m2h-16",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "boundaries",
      difficulty: "medium",
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>Lorraine Hansberry’s <i>A Raisin in the Sun</i>, which opened in 1959, was the first play by a Black woman to be produced on Broadway. The poem by Langston ______ Hansberry took her title asks what happens to a dream deferred, and the play’s characters, a family sharing a crowded Chicago apartment, each struggle to keep a dream of their own alive.</p>",
      },
      choices: [{ text: "Hughes: from which" }, { text: "Hughes, from which" }, { text: "Hughes from which", correct: true }, { text: "Hughes; from which" }],
      explanation:
        "<p>“Hughes from which” is the best answer. Hughes wrote many poems, so the clause “from which Hansberry took her title” is needed to identify which poem is meant; an essential clause like this is not set off with punctuation. The subject is “The poem by Langston Hughes from which Hansberry took her title,” and its verb is “asks.”</p><p>“Hughes, from which” treats the clause as extra information, but it identifies the poem, and the single comma would also separate the subject from its verb “asks” without a closing comma.</p><p>“Hughes; from which” uses a semicolon, which must join two independent clauses; “The poem by Langston Hughes” is not one.</p><p>“Hughes: from which” uses a colon, which must follow an independent clause; “The poem by Langston Hughes” is not one.</p>",
    },
    {
      id: "pt3-rw-m2h-17",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "boundaries",
      difficulty: "hard",
      passage: {
        topic: "science",
        title: "",
        html: "<p>Photo 51—an X-ray diffraction image of DNA made in 1952 in Rosalind Franklin’s laboratory, with an X-shaped pattern of dark spots that pointed to a helical ______ was shown to James Watson early the next year without Franklin’s knowledge. It helped Watson and Francis Crick arrive at their double-helix model of the molecule.</p>",
      },
      choices: [{ text: "structure;" }, { text: "structure—", correct: true }, { text: "structure," }, { text: "structure" }],
      explanation:
        "<p>“Structure—” is the best answer. The description “an X-ray diffraction image … that pointed to a helical structure” is set off from the sentence by a dash after “Photo 51,” so it must be closed with a matching dash before the verb “was shown.” The main clause is “Photo 51 … was shown to James Watson.”</p><p>A comma is tempting because the description already contains one, after “laboratory,” but an element opened with a dash must be closed with a dash.</p><p>A semicolon would cut the subject “Photo 51” off from its verb “was shown,” and the words before it are not an independent clause.</p><p>With no punctuation, the description never closes, and “a helical structure was shown to James Watson” wrongly reads as the main clause.</p>",
    },
    {
      id: "pt3-rw-m2h-18",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "boundaries",
      difficulty: "hard",
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>In 2012, when armed groups occupied the city of Timbuktu in Mali, librarians and families smuggled its manuscripts south to the capital, Bamako, packed in metal trunks. What the trunks ______ more than 350,000 handwritten works, some of them centuries old, on subjects ranging from astronomy and medicine to law and poetry.</p>",
      },
      choices: [{ text: "held—was" }, { text: "held: was" }, { text: "held, was" }, { text: "held was", correct: true }],
      explanation:
        "<p>“Held was” is the best answer. The subject of the sentence is the clause “What the trunks held,” and its verb is “was.” No punctuation belongs between a subject and its verb, however long or unusual the subject is.</p><p>“Held, was” is tempting because a pause seems natural after a clause, but the comma separates the subject from its verb.</p><p>“Held: was” uses a colon, which must follow an independent clause; “What the trunks held” is not one.</p><p>“Held—was” puts a single dash between the subject and its verb, which is no more correct than a comma there.</p>",
    },
    {
      id: "pt3-rw-m2h-19",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "boundaries",
      difficulty: "hard",
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>Akira Kurosawa released two films in 1950, and one of them made him famous far beyond Japan. Kurosawa’s 1950 film ______ which tells the story of a crime through the conflicting accounts of four witnesses, won the top prize at the Venice Film Festival the following year.</p>",
      },
      choices: [{ text: ", <i>Rashomon</i>," }, { text: "<i>Rashomon</i>,", correct: true }, { text: ", <i>Rashomon</i>" }, { text: "<i>Rashomon</i>" }],
      explanation:
        "<p>“<i>Rashomon</i>,” with a comma only after the title is the best answer. Because Kurosawa released two films in 1950, “Kurosawa’s 1950 film” does not say which film is meant; the title is essential and is not set off from it. The clause “which tells the story … of four witnesses” is extra information, so it is set off by commas: one before “which” and the one already after “witnesses.”</p><p>Commas on both sides of the title treat it as extra information, as if Kurosawa had made only one film that year, which the first sentence rules out.</p><p>With no punctuation after the title, the clause beginning with “which” is not set off at its start, though a comma closes it after “witnesses.”</p><p>A comma only before the title wrongly separates the title from “film” and leaves the “which” clause without its opening comma.</p>",
    },
    // ───────────── Standard English Conventions: Form, Structure, and Sense ─────────────
    {
      id: "pt3-rw-m2h-20",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "form_structure_sense",
      difficulty: "medium",
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>In May 1954 the United States Supreme Court issued ______ decision in <i>Brown v. Board of Education</i>, ruling that racial segregation in public schools violated the Constitution. Chief Justice Earl Warren had worked for months to make the ruling unanimous, believing that a divided Court would invite resistance.</p>",
      },
      choices: [{ text: "their" }, { text: "they’re" }, { text: "its", correct: true }, { text: "it’s" }],
      explanation:
        "<p>“Its” is the best answer. The pronoun refers to “the United States Supreme Court,” a single body, so the singular possessive pronoun “its” is needed.</p><p>“Their” is plural; it would fit the justices but not “the Supreme Court,” which is singular.</p><p>“It’s” is the contraction of “it is,” not a possessive; “issued it is decision” makes no sense.</p><p>“They’re” is the contraction of “they are,” which is neither possessive nor singular.</p>",
    },
    {
      id: "pt3-rw-m2h-21",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "form_structure_sense",
      difficulty: "hard",
      passage: {
        topic: "science",
        title: "",
        html: "<p>In 1843 Ada Lovelace published detailed notes on the Analytical Engine, a general-purpose calculating machine designed by Charles Babbage; one note lays out step by step how the machine could compute a series known as the Bernoulli numbers. The engine itself was never completed: neither Babbage nor his assistants ______ able to build more than small parts of it.</p>",
      },
      choices: [{ text: "were", correct: true }, { text: "is" }, { text: "has been" }, { text: "was" }],
      explanation:
        "<p>“Were” is the best answer. When two subjects are joined by “neither … nor,” the verb agrees with the nearer one. Here the nearer subject is the plural “assistants,” so the plural “were” is needed, and the past tense matches “was never completed.”</p><p>“Was” is tempting because “Babbage,” the first subject, is singular, but the verb agrees with “assistants,” the subject nearer to it.</p><p>“Is” is singular and present tense, so it fails on both counts in a passage about events of the nineteenth century.</p><p>“Has been” is singular and in the present perfect, which does not fit a finished past effort.</p>",
    },
    {
      id: "pt3-rw-m2h-22",
      type: "SC",
      title: "",
      text: SEC,
      test: "verbal",
      domain: "standard_english",
      skill: "form_structure_sense",
      difficulty: "hard",
      passage: {
        topic: "humanities",
        title: "",
        html: "<p>Unlike most painters of seventeenth-century Italy, who learned their craft as apprentices in workshops that accepted only men, ______ In 1616 she became the first woman admitted to the Accademia delle Arti del Disegno, the artists’ academy of Florence.</p>",
      },
      choices: [
        { text: "Artemisia Gentileschi was trained by her father, the painter Orazio Gentileschi, in his studio in Rome.", correct: true },
        { text: "training in the Rome studio of her father, the painter Orazio Gentileschi, was how Artemisia Gentileschi learned." },
        { text: "Artemisia Gentileschi’s training took place in Rome, in the studio of her father, the painter Orazio Gentileschi." },
        { text: "the studio of her father, the painter Orazio Gentileschi, was where Artemisia Gentileschi was trained in Rome." },
      ],
      explanation:
        "<p>The best answer begins “Artemisia Gentileschi was trained.” The opening phrase compares her with “most painters,” so the subject right after it must also be a painter; only then does the sentence compare like with like.</p><p>Beginning with “Artemisia Gentileschi’s training” compares painters with a training; the possessive does not make Gentileschi the subject.</p><p>Beginning with “the studio of her father” compares painters with a studio.</p><p>Beginning with “training in the Rome studio” compares painters with a kind of training.</p>",
    },
    // ───────────── Expression of Ideas: Transitions ─────────────
    {
      id: "pt3-rw-m2h-23",
      type: "SC",
      title: "",
      text: TRANSITION,
      test: "verbal",
      domain: "expression_ideas",
      skill: "transitions",
      difficulty: "medium",
      passage: {
        topic: "science",
        title: "",
        html: "<p>Most rodents the size of a naked mole-rat live only a few years; a house mouse rarely survives beyond four. Naked mole-rats, by contrast, can live for more than thirty years. ______ their risk of dying does not seem to rise as they grow older, as it does in most mammals: a mole-rat of twenty-five is about as likely to survive the coming year as a young adult is.</p>",
      },
      choices: [{ text: "In other words," }, { text: "Moreover,", correct: true }, { text: "Nevertheless," }, { text: "For this reason," }],
      explanation:
        "<p>“Moreover,” is the best answer. The previous sentence gives one remarkable fact about naked mole-rats (their long lives); the next adds a second, related one (their risk of dying does not rise with age). “Moreover” introduces an additional point that strengthens the first.</p><p>“For this reason,” would make the steady risk of dying a result of the long lifespan, but if anything the steady risk helps explain the long lives, not the other way around.</p><p>“In other words,” would introduce a restatement, but a risk of dying that does not rise with age is a new and different claim, not another way of saying that mole-rats live long.</p><p>“Nevertheless,” would signal a point that runs against the previous one, but the second fact fits with the first.</p>",
    },
    {
      id: "pt3-rw-m2h-24",
      type: "SC",
      title: "",
      text: TRANSITION,
      test: "verbal",
      domain: "expression_ideas",
      skill: "transitions",
      difficulty: "hard",
      passage: {
        topic: "history_social",
        title: "",
        html: "<p>Henry Wadsworth Longfellow’s 1860 poem “Paul Revere’s Ride” gives Revere sole credit for warning the Massachusetts countryside in April 1775. In fact, several riders spread the alarm that night, and British soldiers detained Revere before he reached Concord; another rider, Samuel Prescott, carried the news there. ______ Longfellow was not trying to write history: he composed the poem on the eve of the Civil War, hoping to stir readers in the North, and he shaped the story to that purpose.</p>",
      },
      choices: [{ text: "Likewise," }, { text: "Consequently," }, { text: "In other words," }, { text: "To be fair,", correct: true }],
      explanation:
        "<p>“To be fair,” is the best answer. The previous sentences list the poem’s historical errors; the final sentence offers something in Longfellow’s defense: he was not writing history but shaping a story for readers on the eve of the Civil War. “To be fair” introduces a point that tempers the criticism just made.</p><p>“In other words,” would present the final sentence as a restatement of the errors, but it adds a new point, about Longfellow’s purpose, that partly excuses them.</p><p>“Consequently,” would make Longfellow’s purpose a result of the historical facts about the riders, which reverses the logic: his purpose helps explain the errors, not the other way around.</p><p>“Likewise,” would introduce another point of the same kind as the errors, but the final sentence defends the poet rather than adding to the list of inaccuracies.</p>",
    },
    // ───────────── Expression of Ideas: Rhetorical Synthesis ─────────────
    {
      id: "pt3-rw-m2h-25",
      type: "SC",
      title: "",
      text: `<p>The student wants to explain why visitors today see a replica instead of the cave itself. ${SYNTHESIS}</p>`,
      test: "verbal",
      domain: "expression_ideas",
      skill: "rhetorical_synthesis",
      difficulty: "medium",
      passage: {
        topic: "humanities",
        title: "",
        html: `${NOTES}<ul><li>Lascaux is a cave in southwestern France whose walls bear some 600 paintings, mostly of animals such as horses, deer, and aurochs.</li><li>The paintings are roughly 17,000 years old.</li><li>Four teenagers discovered the cave in 1940.</li><li>It opened to the public in 1948, and large numbers of visitors came.</li><li>Their breath raised the humidity and the level of carbon dioxide in the cave, and algae and fungi began to grow on the walls.</li><li>The cave was closed to the public in 1963. Since 1983, visitors have toured a replica built nearby.</li></ul>`,
      },
      choices: [
        { text: "Lascaux, a cave in southwestern France that four teenagers discovered in 1940, was opened to the public in 1948." },
        { text: "Because visitors’ breath had let algae and fungi grow on its walls, Lascaux was closed in 1963; visitors now tour a replica.", correct: true },
        { text: "Since 1983, visitors to Lascaux have toured a replica of the cave built nearby, rather than the cave that holds the paintings." },
        { text: "The roughly 17,000-year-old paintings on the walls of Lascaux show mostly animals, such as horses, deer, and aurochs." },
      ],
      explanation:
        "<p>The best answer gives the cause and its result: visitors’ breath let algae and fungi grow on the walls, so the cave was closed in 1963, and visitors now tour a replica.</p><p>The sentence about the cave’s discovery and opening gives its early history but not why it was later closed.</p><p>The sentence about the paintings’ age and subjects describes what is in the cave, not why visitors cannot enter it.</p><p>The sentence about touring a replica since 1983 is the most tempting, since it states that visitors see a replica, but it does not explain why.</p>",
    },
    {
      id: "pt3-rw-m2h-26",
      type: "SC",
      title: "",
      text: `<p>The student wants to contrast the hopes for microcredit with later research findings. ${SYNTHESIS}</p>`,
      test: "verbal",
      domain: "expression_ideas",
      skill: "rhetorical_synthesis",
      difficulty: "medium",
      passage: {
        topic: "history_social",
        title: "",
        html: `${NOTES}<ul><li>The economist Muhammad Yunus founded the Grameen Bank in Bangladesh in 1983.</li><li>It makes small loans, known as microcredit, to very poor borrowers, most of them women, without requiring collateral.</li><li>Supporters hoped that such loans would lift large numbers of borrowers out of poverty.</li><li>In 2006 Yunus and the bank shared the Nobel Peace Prize.</li><li>Six randomized studies of microcredit in different countries, published together in 2015, found that access to loans had only modest effects on borrowers’ average income.</li></ul>`,
      },
      choices: [
        { text: "Six randomized studies of microcredit, carried out in different countries, were published together in 2015." },
        {
          text: "Supporters hoped microcredit would lift many borrowers out of poverty, but 2015 studies found only modest effects on their income.",
          correct: true,
        },
        { text: "The Grameen Bank makes small loans to very poor borrowers, most of them women, and it does not require them to offer collateral." },
        { text: "Although Yunus and the Grameen Bank shared the Nobel Peace Prize in 2006, the bank had been founded more than twenty years earlier." },
      ],
      explanation:
        "<p>The best answer sets the supporters’ hope (lifting many borrowers out of poverty) against the 2015 findings (only modest effects on average income).</p><p>The sentence about the Nobel Prize and the bank’s founding date draws a contrast, but between two dates, not between hopes and research findings.</p><p>The sentence describing the loans explains how microcredit works but mentions neither the hopes nor the findings.</p><p>The sentence about the six studies names the research but not what it found, and it leaves out the hopes entirely.</p>",
    },
    {
      id: "pt3-rw-m2h-27",
      type: "SC",
      title: "",
      text: `<p>The student wants to explain how the way Dolly was cloned differed from the way Megan and Morag were cloned. ${SYNTHESIS}</p>`,
      test: "verbal",
      domain: "expression_ideas",
      skill: "rhetorical_synthesis",
      difficulty: "hard",
      passage: {
        topic: "science",
        title: "",
        html: `${NOTES}<ul><li>Dolly was a sheep born in 1996 at the Roslin Institute in Scotland.</li><li>She was produced by cloning: the nucleus of a sheep’s cell was placed into an egg cell whose own nucleus had been removed.</li><li>The cell that produced Dolly came from the udder of a six-year-old ewe, an adult animal.</li><li>In 1995 the same institute had cloned two sheep, Megan and Morag, by the same method.</li><li>The cells that produced Megan and Morag came from an embryo.</li></ul>`,
      },
      choices: [
        { text: "Dolly was cloned from a cell taken from the udder of a six-year-old ewe at the Roslin Institute in Scotland." },
        { text: "Like Megan and Morag, Dolly was made by placing a cell’s nucleus into an egg cell whose own nucleus had been removed." },
        { text: "Megan and Morag were cloned at the Roslin Institute in 1995, a year before Dolly was born at the same institute in 1996." },
        { text: "Whereas Megan and Morag were cloned from cells taken from an embryo, Dolly was cloned from a cell of an adult ewe.", correct: true },
      ],
      explanation:
        "<p>The best answer states the difference: Megan and Morag came from embryo cells, while Dolly came from a cell of an adult ewe.</p><p>The sentence about the years 1995 and 1996 contrasts when the sheep were produced, not how the cloning differed.</p><p>The sentence beginning “Like Megan and Morag” describes what the two cloning efforts had in common, the opposite of a difference.</p><p>The sentence about the cell from a six-year-old ewe is the most tempting, since it names the source that made Dolly different, but it never mentions Megan and Morag, so it does not explain how Dolly’s cloning differed from theirs.</p>",
    },
  ],
};

export default module;
