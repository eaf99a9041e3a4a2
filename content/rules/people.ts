/**
 * The reviewed ledger of people that passages credit with work, and real findings with the people who made
 * them (content/rules/sources.ts). Reviewed by hand: add a name only after checking that the credit is right
 * and that the passage states the person's real work accurately, in its own words.
 * `real: false` is for invented people whom a passage credits with nothing real (a student, a designer in a
 * made-up scenario); an invented person never gets a real finding.
 */
export type Person = { name: string; real: boolean; note: string };

export const REVIEWED_PEOPLE: Person[] = [
  // Practice Test 1 and the diagnostic (reviewed for issue 16)
  {
    name: "Elizabeth Landis",
    real: true,
    note: "first author, with Benjamin Wolfe, Rob Dunn and others, of the 2021 eLife study of about 500 home sourdough starters: geography explained little of their microbes (diag-rw-04)",
  },
  { name: "Benjamin Wolfe", real: true, note: "Tufts microbiologist, senior author of the same sourdough starter study (diag-rw-04)" },
  { name: "Augustin-Jean Fresnel", real: true, note: "French physicist; his stepped lighthouse lens of glass prisms dates from the 1820s (diag-rw-09)" },
  {
    name: "Stephen Palumbi",
    real: true,
    note: "Stanford marine biologist; with colleagues showed that corals from the hot back-reef pools of Ofu, American Samoa, bleach less under heat stress (pt1-rw-m1-07)",
  },
  {
    name: "Shana Poplack",
    real: true,
    note: "sociolinguist; her 1980 study of Puerto Rican bilinguals in New York found that switches respect both grammars and that the most fluent switch most within sentences (pt1-rw-m2h-02)",
  },
  {
    name: "Robert Axelrod",
    real: true,
    note: "political scientist; his computer tournaments of the repeated prisoner's dilemma (1980) were won by tit for tat (pt1-rw-m2h-07)",
  },
  {
    name: "Valerie Hansen",
    real: true,
    note: "Yale historian; The Silk Road: A New History (2012) argues from excavated documents that trade along the routes was mostly local and relay-like (pt1-rw-m2h-09)",
  },
  {
    name: "John Snow",
    real: true,
    note: "physician; mapped the 1854 Broad Street cholera deaths around one pump, whose handle was then removed (pt1-rw-m2h-17)",
  },
  {
    name: "William Labov",
    real: true,
    note: "linguist; his early-1960s Martha's Vineyard study linked the spread of centralized vowels to islanders' identity against summer visitors (pt1-rw-m2h-22)",
  },
  { name: "Karl Popper", real: true, note: "philosopher; held that a scientific theory must be falsifiable (pt1-rw-m2h-24)" },
  { name: "Carl Sagan", real: true, note: "astronomer; chaired the committee that chose the contents of the Voyager Golden Record (1977) (pt1-rw-m2h-25)" },
  {
    name: "Raymond Weaver",
    real: true,
    note: "Columbia scholar; his 1921 biography Herman Melville: Mariner and Mystic helped start the Melville revival (pt1-rw-m2h-27)",
  },
  // Practice Test 2 (reviewed for issue 16)
  { name: "Steven Levitt", real: true, note: "economist; with John List (2011) reanalyzed the original Hawthorne lighting data (Practice Test 2)" },
  { name: "John List", real: true, note: "economist; co-author of the Hawthorne reanalysis with Steven Levitt (Practice Test 2)" },
  { name: "Michael Ventris", real: true, note: "architect and amateur scholar who deciphered Linear B as early Greek in 1952 (Practice Test 2)" },
  {
    name: "Rosemary Grant",
    real: true,
    note: "biologist; with Peter Grant measured beak depth in Daphne Major's medium ground finches through the 1977 drought (Practice Test 2)",
  },
  { name: "Tom Dillehay", real: true, note: "archaeologist; excavated Monte Verde, Chile, a pre-Clovis site (Practice Test 2)" },
  { name: "Lincoln Brower", real: true, note: "ecologist; 1960s experiments with blue jays and cardenolide-laden monarchs (Practice Test 2)" },
  { name: "Ge Hong", real: true, note: "fourth-century Chinese physician whose text on sweet wormwood guided Tu Youyou's cold extraction (Practice Test 2)" },
  { name: "Henry Norris Russell", real: true, note: "astronomer who urged Cecilia Payne to call her 1925 hydrogen abundance spurious (Practice Test 2)" },
  {
    name: "Nathaniel Comfort",
    real: true,
    note: "historian of science; The Tangled Field (2001) questioned the neglect story of Barbara McClintock (Practice Test 2)",
  },
  { name: "Samuel Johnson", real: true, note: "critic who in 1775 denied that Macpherson's Ossian came from ancient manuscripts (Practice Test 2)" },
  { name: "Derick Thomson", real: true, note: "Gaelic scholar; The Gaelic Sources of Macpherson's Ossian (1952) (Practice Test 2)" },
  {
    name: "W. E. B. Du Bois",
    real: true,
    note: "sociologist; with students at Atlanta University made the data portraits for the 1900 Paris Exposition (Practice Test 2)",
  },
  { name: "Du Bois", real: true, note: "W. E. B. Du Bois, as the same passage names him (Practice Test 2)" },
  { name: "Caitlin O’Connell-Rodwell", real: true, note: "biologist; proposed that elephants sense ground-borne vibrations of rumbles (Practice Test 2)" },
  { name: "Ludwig Wittgenstein", real: true, note: "philosopher; family resemblance and the word “game” (Philosophical Investigations) (Practice Test 2)" },
  { name: "Hassan Fathy", real: true, note: "Egyptian architect of mud-brick building and New Gourna (late 1940s) (Practice Test 2)" },
  // The skill bank's Reading and Writing questions (reviewed for issue 16)
  {
    name: "A. E. Douglass",
    real: true,
    note: "astronomer who founded tree-ring dating (dendrochronology) in the early twentieth century near Flagstaff (skill bank)",
  },
  {
    name: "Monica Gagliano",
    real: true,
    note: "ecologist; 2014 study in which dropped Mimosa pudica plants stopped folding their leaves (habituation) (skill bank)",
  },
  {
    name: "Claire Spottiswoode",
    real: true,
    note: "zoologist; 2016 study of Yao honey hunters' “brrr-hm” call and greater honeyguides in Mozambique (skill bank)",
  },
  {
    name: "Barry Marshall",
    real: true,
    note: "physician; with Robin Warren proposed Helicobacter pylori as a cause of ulcers and drank a culture in 1984 (skill bank)",
  },
  {
    name: "Desmond Ramirez",
    real: true,
    note: "biologist; with Todd Oakley (2015) found light-sensitive opsins in the skin of the California two-spot octopus (skill bank)",
  },
  { name: "Todd Oakley", real: true, note: "biologist; co-author with Desmond Ramirez of the 2015 octopus skin study (skill bank)" },
  {
    name: "Henry Burridge",
    real: true,
    note: "physicist; with Paul Linden (2016) re-examined the Mpemba effect and found no clear evidence for it (skill bank)",
  },
  { name: "Paul Linden", real: true, note: "physicist; co-author with Henry Burridge of the 2016 Mpemba effect study (skill bank)" },
  { name: "Anne Goldgar", real: true, note: "historian; Tulipmania (2007) found little evidence of widespread ruin from the 1637 tulip crash (skill bank)" },
  { name: "Vinzenz Brinkmann", real: true, note: "archaeologist; reconstructed the painted colors of Greek sculpture (“Gods in Color”) (skill bank)" },
  { name: "Alan Stern", real: true, note: "planetary scientist, New Horizons principal investigator, critic of the 2006 IAU planet definition (skill bank)" },
  { name: "Tim Caro", real: true, note: "biologist; tested explanations of zebra stripes and found the best support for deterring biting flies (skill bank)" },
  { name: "Edmund Wilson", real: true, note: "critic; attacked Nabokov's literal 1964 translation of Eugene Onegin (skill bank)" },
  {
    name: "Steven Portugal",
    real: true,
    note: "biologist; 2014 study of northern bald ibises showing birds in V formation time wingbeats to catch upwash (skill bank)",
  },
  { name: "Garrett Hardin", real: true, note: "ecologist; “The Tragedy of the Commons” (1968) (skill bank)" },
  { name: "Elinor Ostrom", real: true, note: "political economist; showed communities can govern shared resources (Governing the Commons, 1990) (skill bank)" },
  { name: "Benjamin Lee Whorf", real: true, note: "linguist; claimed in the 1930s that Hopi has no words or forms for time (skill bank)" },
  { name: "Ekkehart Malotki", real: true, note: "linguist; Hopi Time (1983) documented Hopi time expressions, refuting Whorf (skill bank)" },
  { name: "Luis Alvarez", real: true, note: "physicist; with Walter Alvarez and colleagues (1980) proposed the iridium-layer asteroid impact (skill bank)" },
  { name: "Walter Alvarez", real: true, note: "geologist; co-author of the 1980 asteroid-impact hypothesis (skill bank)" },
  { name: "Frederick Jackson Turner", real: true, note: "historian; the frontier thesis (1893) (skill bank)" },
  { name: "Patricia Nelson Limerick", real: true, note: "historian; The Legacy of Conquest (1987) challenged Turner's frontier thesis (skill bank)" },
  { name: "James Beck", real: true, note: "art historian; criticized the 1980–1994 Sistine Chapel cleaning (skill bank)" },
  { name: "Gianluigi Colalucci", real: true, note: "chief restorer of the Sistine Chapel frescoes, 1980–1994 (skill bank)" },
  { name: "David Card", real: true, note: "economist; with Alan Krueger studied the 1992 New Jersey minimum-wage increase (skill bank)" },
  { name: "Alan Krueger", real: true, note: "economist; co-author of the New Jersey and Pennsylvania fast-food study (skill bank)" },
  { name: "David Neumark", real: true, note: "economist; with William Wascher disputed the Card–Krueger findings using payroll records (skill bank)" },
  { name: "William Wascher", real: true, note: "economist; co-author with David Neumark of the reanalysis (skill bank)" },
  { name: "Charles Falco", real: true, note: "physicist who worked with David Hockney on the optics thesis (Secret Knowledge, 2001) (skill bank)" },
  { name: "Walter Mischel", real: true, note: "psychologist; the marshmallow experiments begun in the late 1960s (skill bank)" },
  { name: "Masanori Kohda", real: true, note: "biologist; led the 2019 study reporting cleaner wrasse passing the mirror test (skill bank)" },
  { name: "Jared Diamond", real: true, note: "geographer; Collapse (2005) presented Rapa Nui as ecological self-destruction (skill bank)" },
  { name: "Terry Hunt", real: true, note: "anthropologist; with Carl Lipo argued Rapa Nui's decline followed European contact (skill bank)" },
  { name: "Carl Lipo", real: true, note: "anthropologist; co-author with Terry Hunt (The Statues That Walked, 2011) (skill bank)" },
  { name: "Milman Parry", real: true, note: "classicist; showed Homeric epithets are oral-formulaic (skill bank)" },
  { name: "Robin Dunbar", real: true, note: "anthropologist; related primate group size to neocortex size (“Dunbar's number,” about 150) (skill bank)" },
  { name: "Margaret Livingstone", real: true, note: "neuroscientist; 2000 account of the Mona Lisa's smile and peripheral vision (skill bank)" },
  { name: "Lise Meitner", real: true, note: "physicist; with Otto Frisch explained nuclear fission in early 1939 (skill bank)" },
  { name: "Eugene Shoemaker", real: true, note: "geologist; showed in 1960 that Meteor Crater was made by an impact (coesite, shocked quartz) (skill bank)" },
  { name: "Daniel Barringer", real: true, note: "mining engineer who argued from 1903 that Meteor Crater was made by a meteorite (skill bank)" },
  {
    name: "Marie Jackson",
    real: true,
    note: "geologist; with colleagues showed that seawater grows aluminous tobermorite and phillipsite in Roman marine concrete (2017) (skill bank)",
  },
  { name: "John Darley", real: true, note: "psychologist; with Bibb Latané ran the 1968 intercom seizure study of the bystander effect (skill bank)" },
  { name: "Bibb Latané", real: true, note: "psychologist; co-author of the 1968 bystander study with John Darley (skill bank)" },
  {
    name: "Urbain Le Verrier",
    real: true,
    note: "astronomer; predicted Neptune's position from Uranus's orbit (1846) and noted Mercury's anomalous perihelion shift (skill bank)",
  },
  {
    name: "Gustave Eiffel",
    real: true,
    note: "engineer whose firm built the Eiffel Tower for the 1889 Exposition; the 1887 artists' protest (Practice Test 3)",
  },
  { name: "Sheena Iyengar", real: true, note: "psychologist; with Mark Lepper, the 2000 jam-tasting study of choice overload (Practice Test 3)" },
  { name: "Mark Lepper", real: true, note: "psychologist; co-author of the 2000 jam study (Practice Test 3)" },
  { name: "Benjamin Scheibehenne", real: true, note: "psychologist; 2010 meta-analysis finding choice overload small on average (Practice Test 3)" },
  {
    name: "Suzanne Simard",
    real: true,
    note: "forest ecologist; 1997 study of carbon moving between birch and Douglas fir through mycorrhizal fungi (Practice Test 3)",
  },
  { name: "Justine Karst", real: true, note: "ecologist; led the 2023 review questioning claims about mycorrhizal networks (Practice Test 3)" },
  { name: "George de Mestral", real: true, note: "engineer who invented Velcro after studying burdock burrs (1941; patent 1955) (Practice Test 3)" },
  { name: "Anders Ericsson", real: true, note: "psychologist; the 1993 Berlin violin-student study of deliberate practice (Practice Test 3)" },
  { name: "Kate Sheppard", real: true, note: "leader of the New Zealand women's suffrage campaign (1893) (Practice Test 3)" },
  { name: "Ibn Battuta", real: true, note: "fourteenth-century Moroccan traveler and author of the Rihla (Practice Test 3)" },
  { name: "Ignaz Semmelweis", real: true, note: "physician; 1840s Vienna childbed-fever findings and handwashing with chlorinated lime (Practice Test 3)" },
  { name: "Paul David", real: true, note: "economist; 1985 QWERTY and path-dependence article (Practice Test 3)" },
  { name: "Stan Liebowitz", real: true, note: "economist; with Stephen Margolis disputed the QWERTY story (1990) (Practice Test 3)" },
  { name: "Stephen Margolis", real: true, note: "economist; co-author with Stan Liebowitz of the QWERTY critique (Practice Test 3)" },
  { name: "Richard Taruskin", real: true, note: "musicologist; critic of the authenticity claims of historically informed performance (Practice Test 3)" },
  { name: "Dmitri Mendeleev", real: true, note: "chemist; the 1869 periodic table with gaps for undiscovered elements (Practice Test 3)" },
  { name: "Klaus Schmidt", real: true, note: "archaeologist; led the Göbekli Tepe excavations from 1995 (Practice Test 3)" },
  { name: "Muhammad Yunus", real: true, note: "economist; founded Grameen Bank (1983), microcredit (Practice Test 3)" },
  { name: "Joseph Bazalgette", real: true, note: "civil engineer who built London's intercepting sewers after the Great Stink of 1858 (skill bank)" },
  {
    name: "Neil Shubin",
    real: true,
    note: "paleontologist; with colleagues searched rocks of the right age in Arctic Canada and found Tiktaalik (2004) (skill bank)",
  },
];

export type RealFinding = {
  finding: string;
  /** All must match the passage's plain text for the finding to be "stated". */
  match: RegExp[];
  /** Who made it, in words, and a pattern every name the passage credits must match. */
  by: string;
  credit: RegExp;
};

/**
 * Real findings that Practice Test 1 and the diagnostic state (and that new content is likely to meet again).
 * A passage that states one may name only the people who made it, or no one ("researchers have found").
 */
export const REAL_FINDINGS: RealFinding[] = [
  {
    finding: "a sourdough starter's microbes owe little to where it is kept",
    match: [/sourdough/i, /starter/i, /\b(where|region|city|cities|geograph|location|local air)/i],
    by: "Elizabeth Landis, Benjamin Wolfe, Rob Dunn and colleagues (eLife, 2021)",
    credit: /Landis|Wolfe|Dunn/,
  },
  {
    finding: "corals regularly exposed to heat bleach less",
    match: [/coral/i, /bleach/i, /\b(pools?|lagoon|reef flats?)\b/i, /\b(heat|warm)/i],
    by: "Stephen Palumbi and colleagues (Ofu Island, American Samoa)",
    credit: /Palumbi|Barshis|Oliver/,
  },
  {
    finding: "code-switching follows the grammar of both languages",
    match: [/switch/i, /\b(bilingual|Spanish)/i, /grammar/i],
    by: "Shana Poplack (1980) and later sociolinguists",
    credit: /Poplack/,
  },
  {
    finding: "repetition makes cooperation pay in the prisoner's dilemma",
    match: [/prisoner.s dilemma/i, /\b(repeat|repeated|repetition|tournament|tit for tat)/i],
    by: "Robert Axelrod's tournaments (1980), won by Anatol Rapoport's tit for tat",
    credit: /Axelrod|Rapoport/,
  },
  {
    finding: "Silk Road trade moved mostly through local and regional exchanges",
    match: [/Silk Road/i, /\b(local|regional|short stretches)/i],
    by: "Valerie Hansen (2012) among other historians",
    credit: /Hansen/,
  },
  { finding: "cholera deaths clustered around the Broad Street pump", match: [/cholera/i, /\b(pump|Broad Street)/i], by: "John Snow (1854)", credit: /Snow/ },
  { finding: "a vowel change on Martha's Vineyard tied to island identity", match: [/Martha.s Vineyard/i], by: "William Labov (1963)", credit: /Labov/ },
  { finding: "a scientific theory must be falsifiable", match: [/\b(falsif|prove it false)/i, /scien/i], by: "Karl Popper", credit: /Popper/ },
  {
    finding: "sleep after practice consolidates a motor skill (finger-tapping)",
    match: [/sleep/i, /finger-tapping/i],
    by: "Matthew Walker, Robert Stickgold and colleagues (2002)",
    credit: /Walker|Stickgold/,
  },
  {
    finding: "deaf children in Nicaragua created Nicaraguan Sign Language",
    match: [/Nicaragua/i, /sign language/i],
    by: "linguists including Ann Senghas and Judy Kegl",
    credit: /Senghas|Kegl|Coppola/,
  },
  {
    finding: "layered nickel oxides superconduct at record temperatures for nickel materials",
    match: [/nickel/i, /superconduct/i],
    by: "groups led by Meng Wang (2023, under pressure) and Harold Hwang (films)",
    credit: /Meng Wang|Harold Hwang|Danfeng Li/,
  },
  { finding: "a stepped lighthouse lens of prisms", match: [/lighthouse/i, /\b(prisms?|lens)/i], by: "Augustin-Jean Fresnel (1820s)", credit: /Fresnel/ },
  {
    finding: "bacteria in concrete seal cracks with limestone",
    match: [/concrete/i, /bacteri/i],
    by: "Henk Jonkers and colleagues (Delft)",
    credit: /Jonkers/,
  },
  {
    finding: "cushion plants shelter other species' seedlings high in the Andes",
    match: [/cushion plants?/i, /seedling/i],
    by: "Lohengrin Cavieres, Ernesto Badano and colleagues",
    credit: /Cavieres|Badano/,
  },
  {
    finding: "owners ask about twice as much for a mug as buyers will pay (endowment effect)",
    match: [/\bmugs?\b/i, /\b(sell|buy)/i],
    by: "Daniel Kahneman, Jack Knetsch and Richard Thaler (1990)",
    credit: /Kahneman|Knetsch|Thaler/,
  },
  {
    finding: "automatic enrollment raises retirement-plan participation (default effect)",
    match: [/default/i, /retirement/i],
    by: "Brigitte Madrian and Dennis Shea (2001) among others",
    credit: /Madrian|Shea|Thaler|Benartzi/,
  },
  {
    finding: "responders reject unfair offers in the ultimatum game",
    match: [/ultimatum game/i],
    by: "Werner Güth and colleagues (1982) and later cross-cultural studies",
    credit: /Güth|Guth|Henrich/,
  },
  {
    finding: "bar-tailed godwits fly nonstop from Alaska to New Zealand",
    match: [/godwit/i],
    by: "Robert Gill and colleagues (satellite tracking)",
    credit: /Gill/,
  },
  {
    finding: "the Kepler telescope's transit search",
    match: [/Kepler/i, /\b(transit|dimming)/i],
    by: "NASA's Kepler mission (William Borucki, principal investigator)",
    credit: /Borucki/,
  },
  {
    finding: "the Rosetta Stone's three scripts led to reading hieroglyphs",
    match: [/Rosetta Stone/i],
    by: "Jean-François Champollion (1822), building on Thomas Young",
    credit: /Champollion|Young/,
  },
  { finding: "the Voyager Golden Record", match: [/Golden Record/i], by: "a committee chaired by Carl Sagan", credit: /Sagan|Druyan|Drake|Lomberg/ },
  {
    finding: "Melville's reputation revived in the 1920s",
    match: [/Melville/i, /\b(revival|renewed interest)/i],
    by: "Raymond Weaver's 1921 biography, among others",
    credit: /Weaver/,
  },
  {
    finding: "Hand D in the manuscript of Sir Thomas More may be Shakespeare's",
    match: [/Hand D/i],
    by: "scholars since Richard Simpson (1871), notably A. W. Pollard's 1923 volume",
    credit: /Simpson|Pollard|Thompson/,
  },
];
