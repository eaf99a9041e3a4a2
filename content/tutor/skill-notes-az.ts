import type { SkillNotes } from "./skill-note-schema";

export const SKILL_NOTES_AZ: SkillNotes = {
  words_in_context: {
    summary: "Mətnin həmin yerdə nə demək istədiyini dəqiq ifadə edən sözü və ya ifadəni seçmək, ya da sözün kontekstdəki mənasını müəyyən etmək.",
    steps: [
      "Variantları bağlayın və bütün mətni oxuyun. Boşluqda nə olmalı olduğunu öz sözlərinizlə deyin.",
      "Həlledici ipucunu tapın: ziddiyyət sözü (*but*, *although*), səbəb və ya yaxınlıqdakı təkrar ifadə.",
      "Hər variantı cümlədə yoxlayın. Çox güclü, çox zəif və ya başqa mənaya uyğun gələn sözləri çıxarın.",
      'Ən "ağıllı" görünən sözü yox, öz proqnozunuza uyğun gələn sözü seçin.',
    ],
    keywords: ["söz", "məna", "boşluq", "kontekst", "lüğət"],
  },
  text_structure_purpose: {
    summary: "Mətnin və ya onun bir cümləsinin nə etdiyini təsvir etmək: əsas məqsədini və ya hissələrinin necə qurulduğunu.",
    steps: [
      "Bütün mətni oxuyun və soruşun: müəllif burada nə *edir* (sübut edir, izah edir, tədqiqatı təsvir edir, fikirləri müqayisə edir)?",
      "Bir cümlə üçün onun əvvəlki və sonrakı cümlələrlə əlaqəsinə baxın: nümunə, səbəb, yoxsa etiraz?",
      "Variantlara baxmazdan əvvəl funksiyanı öz sözlərinizlə təsvir edin.",
      "Mətnin yalnız bir hissəsinə aid olan və ya mətndə olmayan məzmunu təsvir edən variantları atın.",
    ],
    keywords: ["məqsəd", "struktur", "funksiya", "quruluş", "altı xətli cümlə"],
  },
  cross_text_connections: {
    summary: "Bir mövzuda iki qısa mətn: birinin müəllifi digərindəki iddiaya və ya nəticəyə necə cavab verərdi.",
    steps: [
      "Hər mətn üçün bir sətir yazın: onun əsas iddiası.",
      "Görüşdükləri nöqtəni tapın: hər ikisinin müzakirə etdiyi iddia, tədqiqat və ya fikir.",
      'Əlaqəni müəyyən edin: razılaşır, razılaşmır, dəqiqləşdirir ("bəli, amma yalnız…") və ya genişləndirir.',
      "Cavab verən müəllifin həqiqətən dediyi çərçivədə qalan variantı seçin.",
    ],
    keywords: ["text 1", "text 2", "iki mətn", "cavab verərdi", "hər iki mətn"],
  },
  central_ideas_details: {
    summary: "Mətnin əsas fikrini ifadə etmək və ya mətndə açıq deyilən detalı tapmaq.",
    steps: [
      "Bütün mətni oxuyun və bir cümlə ilə ümumiləşdirin: kim və ya nə, və onlar haqqında nə deyilir.",
      "Detal sualı üçün cavabı verən sətri tapın; yaddaşdan və ya kənar biliklərdən cavab verməyin.",
      "Çox geniş, çox dar və ya mətnin sözlərini mətnin demədiyi iddiaya qarışdıran variantları atın.",
    ],
    keywords: ["əsas fikir", "əsas ideya", "detal", "xülasə"],
  },
  command_of_evidence_textual: {
    summary: "Verilmiş iddianı ən yaxşı dəstəkləyən və ya zəiflədən sitatı və ya nəticəni seçmək.",
    steps: [
      "Sualdakı iddianı ayırın və onu əsas hissələrinə bölün.",
      "Hər variant üçün soruşun: bu doğru olsaydı, iddia daha (və ya daha az) ehtimallı olardımı?",
      "Yaxşı variant iddianın yalnız mövzusuna deyil, *hər* hissəsinə uyğun gəlir.",
      "Bədii əsərdən sitatlarda iddiada adı çəkilən hiss və ya xarakter xüsusiyyətini axtarın.",
    ],
    keywords: ["sübut", "dəstəkləyir", "iddia", "sitat", "zəiflədir", "fərziyyə"],
  },
  command_of_evidence_quantitative: {
    summary: "Cədvəl və ya qrafikdən istifadə edərək iddianı tamamlamaq və ya düzgün məlumatla dəstəkləmək.",
    steps: [
      "Əvvəlcə başlığı, oxları və ya sütun başlıqlarını və ölçü vahidlərini oxuyun.",
      "İddianın nəyi müqayisə etdiyini tapın: hansı qruplar, hansı illər, hansı ölçü.",
      "Onların dəqiq qiymətlərini oxuyun və müqayisənin istiqamətini yoxlayın.",
      "Məlumata görə doğru olan, amma iddiaya aid olmayan variantları atın.",
    ],
    keywords: ["qrafik", "cədvəl", "məlumat", "diaqram", "şəkil"],
  },
  inferences: {
    summary: "Mətni onun dediklərindən ən məntiqli şəkildə çıxan nəticə ilə tamamlamaq.",
    steps: [
      "Mətnin verdiyi faktları sadalayın, xüsusən boşluqdan əvvəlki son cümlələri.",
      "Bu faktlar doğrudursa, nəyin *mütləq* doğru olduğunu soruşun; yalnız doğru *ola biləcək* olandan qaçın.",
      "Çıxan ən təvazökar nəticəni seçin; mətndən kənara çıxan variantları atın.",
    ],
    keywords: ["nəticə", "məntiqi", "çıxarış", "məntiqlə tamamlayır"],
  },
  boundaries: {
    summary: "Cümlə və ifadələrin sərhədlərində durğu işarələri: nöqtə, nöqtəli vergül, iki nöqtə, vergül və tire.",
    steps: [
      "Boşluğun hər iki tərəfində mübtəda və xəbəri tapın: hər tərəf müstəqil cümlədirmi?",
      "İki müstəqil cümləni nöqtə, nöqtəli vergül və ya *and*, *but*, *so* ilə vergül birləşdirir.",
      "Tam cümlədən sonra iki nöqtə və ya tire siyahı, izah və ya nümunə təqdim edə bilər.",
      "Mübtəda ilə xəbər və ya fel ilə tamamlıq arasında tək vergül qoymayın.",
    ],
    keywords: ["durğu işarələri", "vergül", "nöqtəli vergül", "iki nöqtə", "tire", "nöqtə"],
  },
  form_structure_sense: {
    summary: "Qrammatik cəhətdən düzgün formanı seçmək: mübtəda-xəbər uzlaşması, əvəzliklər, fel zamanı, təyinlər, cəm və yiyəlik.",
    steps: [
      "Boşluğun uzlaşmalı olduğu sözü tapın (mübtəda, əvəzliyin əvəz etdiyi isim).",
      "Aradakı sözləri, məsələn *of the* ifadələrini keçin və təki-cəmi yoxlayın.",
      "Fel zamanını mətndəki digər fellərlə və zaman sözləri ilə uyğunlaşdırın.",
      "Cümlənin əvvəlindəki təyin vergüldən dərhal sonrakı ismi təsvir etməlidir.",
    ],
    keywords: ["qrammatika", "uzlaşma", "fel", "əvəzlik", "zaman", "yiyəlik"],
  },
  transitions: {
    summary: "İki fikrin necə əlaqələndiyini göstərən keçid sözünü və ya ifadəsini seçmək.",
    steps: [
      "Əvvəlki cümləni və boşluqlu cümləni oxuyun; hələlik variantlara baxmayın.",
      "Əlaqəni adlandırın: ziddiyyət (*however*), əlavə (*moreover*), səbəb-nəticə (*therefore*), nümunə (*for instance*), ardıcıllıq (*then*).",
      "Həmin əlaqənin keçid sözünü seçin; eyni növdən olan variantlar bir-birini istisna edir.",
    ],
    keywords: ["keçid", "bağlayıcı", "however", "therefore", "keçid sözü"],
  },
  rhetorical_synthesis: {
    summary: "Şagirdin qeydlərindən verilmiş məqsədə çatan cümləni seçmək.",
    steps: [
      "Əvvəlcə sualdakı məqsədi oxuyun (fərqi vurğulamaq, tədqiqatı yeni auditoriyaya təqdim etmək…).",
      "Qeydləri yalnız məqsədə lazım olan üçün nəzərdən keçirin.",
      "Hər variantı yalnız məqsədlə yoxlayın: məqsədə çatmayan doğru cümlə səhv cavabdır.",
    ],
    keywords: ["qeydlər", "məqsəd", "sintez", "şagird istəyir"],
  },
  linear_equations_one_variable: {
    summary: "Çox vaxt mətn məsələsindən $ax + b = c$ kimi bir məchullu tənlik qurmaq və həll etmək.",
    steps: [
      'Məchulu adlandırın: "tutaq ki, $x$ …".',
      "Hər cümləni riyaziyyata çevirin: qiymət vurulsun say, üstəgəl sabit məbləğ.",
      "Əməliyyatları tərs ardıcıllıqla aradan qaldırın: əvvəlcə çıxma və ya toplama, sonra bölmə və ya vurma.",
      "Qiyməti yalnız tənliyə deyil, ilkin şərtə qoyaraq yoxlayın.",
    ],
    keywords: ["xətti tənlik", "tənlik", "bir dəyişən", "x-i tapın"],
  },
  linear_equations_two_variables: {
    summary: "$ax + by = c$ kimi tənliklər: nöqtəni, çatışmayan qiyməti və ya əmsalın mənasını tapmaq.",
    steps: [
      "Hər dəyişənin nəyi saydığını və hər əmsalın məsələdə nə demək olduğunu deyin.",
      "Çatışmayan qiyməti tapmaq üçün məlum olanı yerinə qoyun və digərinə görə həll edin.",
      "Tənliyin həlləri onun düz xəttinin nöqtələridir: nöqtə tənliyi doğru edirsə, xəttin üzərindədir.",
    ],
    keywords: ["iki dəyişən", "ax+by", "düz xətt", "həll", "nizamlı cüt"],
  },
  linear_functions: {
    summary: "$f(x) = mx + b$ funksiyaları: dəyişmə sürəti kimi meyl, başlanğıc qiymət kimi $y$ kəsişməsi, qrafiklər və cədvəllər.",
    steps: [
      "Meyl $m = \\frac{y_2 - y_1}{x_2 - x_1}$: arqumentin hər 1 vahidinə düşən dəyişmə.",
      "$b$ — $x = 0$ olanda qiymət, çox vaxt başlanğıc miqdar.",
      "Cədvəldə $x$-in bərabər addımlarının $y$-in bərabər addımlarını verdiyini yoxlayın; sonra $m$ və $b$-ni tapın.",
      'Məsələdə meyl "hər biri üçün", $b$ isə "başlanğıc" və ya "sabit" sözünə uyğundur.',
    ],
    keywords: ["meyl", "bucaq əmsalı", "xətti funksiya", "dəyişmə sürəti", "f(x)"],
  },
  systems_of_linear_equations: {
    summary: "Eyni anda iki xətti tənlik: sistemi həll etmək və ya həllin olmadığını və ya sonsuz sayda olduğunu bilmək.",
    steps: [
      "Əvəzetmə (bir dəyişən artıq ifadə olunub) və ya toplama (əmsallar uyğundur) üsulunu seçin.",
      "Tənlikləri uyğun ədədlərə vurub toplayaraq və ya çıxaraq bir dəyişəni yox edin.",
      "Paralel düz xətlər (eyni meyl, fərqli $b$) — həll yoxdur; eyni düz xətt — sonsuz sayda həll.",
      "Cütü *hər iki* ilkin tənlikdə yoxlayın.",
    ],
    keywords: ["sistem", "tənliklər sistemi", "əvəzetmə", "yox etmə", "həll yoxdur", "sonsuz sayda"],
  },
  linear_inequalities: {
    summary: '$ax + b \\le c$ kimi bərabərsizliklər, məsələlərdə çox vaxt "ən çox" və ya "ən azı".',
    steps: [
      'Çevirin: "ən çox" — $\\le$, "ən azı" — $\\ge$, "-dən çox" — $>$.',
      "Tənlik kimi həll edin, amma mənfi ədədə vurduqda və ya böldükdə işarəni dəyişin.",
      "Cavab tam əşyaları sayırsa, məsələnin icazə verdiyi istiqamətdə yuvarlaqlaşdırın.",
    ],
    keywords: ["bərabərsizlik", "ən çox", "ən azı", "böyük", "kiçik"],
  },
  equivalent_expressions: {
    summary: "İfadələri çevirmək: mötərizələri açmaq, vuruqlara ayırmaq, oxşar hədləri birləşdirmək, qüvvətlər və kəsrlər.",
    steps: [
      "Hasilləri paylama qanunu ilə hədd-hədd açın.",
      "Oxşar hədləri birləşdirin: eyni dəyişən eyni qüvvətdə.",
      "Qüvvət qaydaları: $a^m a^n = a^{m+n}$, $(a^m)^n = a^{mn}$, $a^{-n} = \\frac{1}{a^n}$.",
      "Variantı tez yoxlamaq üçün hər iki ifadəyə $x = 2$ kimi sadə ədəd qoyun.",
    ],
    keywords: ["ekvivalent", "eynigüclü", "ifadə", "vuruqlara ayırmaq", "sadələşdirmək", "qüvvət"],
  },
  nonlinear_equations: {
    summary: "Kvadrat, irrasional, kəsr və modullu tənliklər, düz xətt və əyrinin sistemləri.",
    steps: [
      "Hər şeyi bir tərəfə keçirin və vuruqlara ayırın və ya $x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}$ istifadə edin.",
      "Diskriminant $b^2 - 4ac$ həqiqi köklərin sayını göstərir: iki, bir və ya heç biri.",
      "Düz xətt və parabola üçün ifadələri bərabərləşdirin və kvadrat tənliyi həll edin.",
      "Kvadrata yüksəltdikdən və ya məxrəcdən qurtulduqdan sonra kənar kökləri yoxlayın.",
    ],
    keywords: ["kvadrat tənlik", "qeyri-xətti", "diskriminant", "parabola", "kök"],
  },
  nonlinear_functions: {
    summary: "Kvadrat və üstlü funksiyalar: təpə nöqtəsi, sıfırlar, artım və azalma və onların məsələdəki mənası.",
    steps: [
      "$a(x - h)^2 + k$ forması təpəni $(h, k)$ göstərir; vuruqlara ayrılmış forma sıfırları göstərir.",
      "Üstlü $a \\cdot b^x$: $a$ başlanğıcdır, $b > 1$ artır, $0 < b < 1$ azalır.",
      "Hər dövrdə $r\\%$ artım $b = 1 + \\frac{r}{100}$ deməkdir.",
      "Şərhi seçməzdən əvvəl məsələdə arqumentin və qiymətin nə demək olduğunu oxuyun.",
    ],
    keywords: ["üstlü", "eksponensial", "kvadrat funksiya", "təpə", "artım", "azalma"],
  },
  ratios_rates_proportions_units: {
    summary: "Nisbətlər, sürətlər, tənasüblər və vahidlərin çevrilməsi.",
    steps: [
      "Hər ədədin yanında vahidini yazın.",
      "Eyni vahidləri eyni yerlərdə olmaqla tənasüb qurun: $\\frac{a}{b} = \\frac{c}{d}$.",
      "Vahidləri çevirmək üçün 1-ə bərabər kəsrlərə vurun, məsələn $\\frac{60 \\text{ dəq}}{1 \\text{ saat}}$, ki, lazımsız vahidlər ixtisar olunsun.",
    ],
    keywords: ["nisbət", "tənasüb", "sürət", "vahid", "çevirmək", "hər biri üçün"],
  },
  percentages: {
    summary: "Ədədin faizi, faiz dəyişməsi və ardıcıl bir neçə faiz dəyişməsi.",
    steps: [
      "$N$-in $p\\%$-i $\\frac{p}{100} \\cdot N$-dir.",
      "Faiz dəyişməsi: $\\frac{\\text{yeni} - \\text{köhnə}}{\\text{köhnə}} \\cdot 100\\%$.",
      "$p\\%$ artım $1 + \\frac{p}{100}$-ə, azalma isə $1 - \\frac{p}{100}$-ə vurmaqdır.",
      "Ardıcıl dəyişmələr vurulur, toplanmır.",
    ],
    keywords: ["faiz", "%", "endirim", "artım", "azalma"],
  },
  one_variable_data: {
    summary: "Bir məlumat toplusunun ədədi ortası, medianı, modası, diapazonu və səpələnməsi: siyahılar, nöqtə diaqramları, histoqramlar.",
    steps: [
      "Orta = cəm ÷ say; median — sıraladıqdan sonra ortadakı qiymət.",
      "Kənar qiymət ortanı mediandan daha çox dəyişir.",
      "Standart kənarlaşma səpələnməni ölçür: ortaya yaxın toplanan məlumatda o daha kiçikdir.",
    ],
    keywords: ["orta", "median", "moda", "diapazon", "standart kənarlaşma", "histoqram"],
  },
  two_variable_data: {
    summary: "Səpələnmə diaqramları və ən yaxşı uyğunluq xətləri və ya əyriləri: proqnozlar və meylin mənası.",
    steps: [
      "Hər iki oxu və onların vahidlərini oxuyun.",
      "Proqnoz üçün tək bir nöqtəni deyil, verilmiş $x$-də ən yaxşı uyğunluq xəttinin qiymətini oxuyun.",
      "Ən yaxşı uyğunluq xəttinin meyli $x$-in hər 1 vahidinə düşən proqnozlaşdırılan $y$ dəyişməsidir.",
    ],
    keywords: ["səpələnmə diaqramı", "ən yaxşı uyğunluq xətti", "korrelyasiya", "proqnoz", "trend"],
  },
  probability: {
    summary: "Ehtimal və şərti ehtimal, çox vaxt ikitərəfli cədvəldən.",
    steps: [
      "Ehtimal = əlverişli nəticələr ÷ bütün nəticələr.",
      '"…şərtilə" üçün məxrəc "şərtilə"dən sonrakı qrupdur.',
      "Cədvəldə bölməzdən əvvəl məhdudlaşdığınız sətri və ya sütunu qeyd edin.",
    ],
    keywords: ["ehtimal", "şans", "ikitərəfli cədvəl", "şərti", "şərtilə"],
  },
  sample_statistics: {
    summary: "Təsadüfi seçmənin baş toplu haqqında nə dediyi və xəta payının mənası.",
    steps: [
      "Təsadüfi seçmənin nəticələri yalnız onun götürüldüyü baş topluya aid edilə bilər.",
      "Xəta payı $m$ olan qiymətləndirmə ağlabatan aralıq verir: qiymət $\\pm m$.",
      "Seçmə nə qədər böyükdürsə, xəta payı o qədər kiçikdir.",
    ],
    keywords: ["seçmə", "xəta payı", "baş toplu", "sorğu", "qiymətləndirmə"],
  },
  statistical_claims: {
    summary: "Tədqiqatların nəticələrini qiymətləndirmək: təsadüfi seçmə və qruplara təsadüfi bölgü.",
    steps: [
      "Səbəb-nəticə haqqında nəticə üçün qruplara təsadüfi *bölgü* lazımdır.",
      "Daha böyük topluya aid etmək üçün təsadüfi *seçmə* lazımdır.",
      "Heç biri olmadan nəticə yalnız öyrənilən insanlara aiddir və yalnız əlaqə göstərir.",
    ],
    keywords: ["tədqiqat", "eksperiment", "səbəb", "təsadüfi bölgü", "nəticə"],
  },
  area_volume: {
    summary: "Fiqur və cisimlərin sahəsi, perimetri və həcmi, miqyasla necə dəyişdikləri.",
    steps: [
      "Əvvəlcə düsturu yazın; çoxu istinad vərəqindədir.",
      "Vahidləri yoxlayın: sahə kvadratda, həcm kubda.",
      "Uzunluqları $k$ dəfə artırmaq sahəni $k^2$, həcmi isə $k^3$ dəfə artırır.",
    ],
    keywords: ["sahə", "həcm", "perimetr", "səth sahəsi", "silindr", "kürə", "kub"],
  },
  lines_angles_triangles: {
    summary: "Düz xətlərdə və üçbucaqlarda bucaqlar, paralel düz xətlər, oxşar və bərabər üçbucaqlar.",
    steps: [
      "Düz xətt üzərindəki bucaqların cəmi $180^\\circ$; üçbucağın bucaqlarının cəmi də $180^\\circ$-dir.",
      "Paralel düz xətlər və kəsən bərabər uyğun və çarpaz bucaqlar yaradır.",
      "Üçbucağın xarici bucağı ona qonşu olmayan iki daxili bucağın cəminə bərabərdir.",
      "Oxşar üçbucaqların tərəfləri mütənasibdir: əvvəlcə uyğun təpələri qarşılaşdırın.",
    ],
    keywords: ["bucaq", "üçbucaq", "paralel", "oxşar", "bərabər", "dərəcə"],
  },
  right_triangles_trigonometry: {
    summary: "Pifaqor teoremi, xüsusi düzbucaqlı üçbucaqlar, sinus, kosinus və tangens.",
    steps: [
      "$a^2 + b^2 = c^2$, burada $c$ hipotenuzdur.",
      "Xüsusi üçbucaqlar: $45^\\circ$-$45^\\circ$-$90^\\circ$ tərəfləri $x, x, x\\sqrt{2}$; $30^\\circ$-$60^\\circ$-$90^\\circ$ — $x, x\\sqrt{3}, 2x$.",
      "$\\sin = \\frac{\\text{qarşı katet}}{\\text{hipotenuz}}$, $\\cos = \\frac{\\text{bitişik katet}}{\\text{hipotenuz}}$, $\\tan = \\frac{\\text{qarşı katet}}{\\text{bitişik katet}}$.",
      "Tamamlayıcı bucaqlar üçün $\\sin x^\\circ = \\cos(90 - x)^\\circ$.",
    ],
    keywords: ["pifaqor", "düzbucaqlı üçbucaq", "sinus", "kosinus", "tangens", "triqonometriya", "hipotenuz"],
  },
  circles: {
    summary: "Çevrə və dairə: sahə, çevrənin uzunluğu, qövslər, sektorlar, radianlar və çevrənin tənliyi.",
    steps: [
      "Sahə $\\pi r^2$, çevrənin uzunluğu $2\\pi r$.",
      "Qövs və ya sektor bütün çevrənin $\\frac{\\text{mərkəzi bucaq}}{360^\\circ}$ hissəsidir.",
      "$(x - h)^2 + (y - k)^2 = r^2$: mərkəz $(h, k)$, radius $r$; bu formaya tam kvadrat ayırmaqla gəlinir.",
      "$180^\\circ = \\pi$ radian.",
    ],
    keywords: ["çevrə", "dairə", "radius", "diametr", "qövs", "sektor", "radian"],
  },
};
