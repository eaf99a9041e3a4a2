import type { LessonTranslation } from "./schema";

/**
 * The seeded lessons in Azerbaijani (decisions 0043, 0062): titles, descriptions, quizzes and the narration (captions and transcript). The English a Reading
 * and Writing question is about (its text, the words and sentences of its choices) stays English, as on the
 * test; only the question asked about it is translated. Numbers and math are those of the English.
 */
export const LESSONS_AZ: Record<string, LessonTranslation> = {
  "rw-words-in-context": {
    title: "Sözün kontekstdə mənası: sözü mətn seçsin",
    description: "Ən məntiqli və dəqiq sözü soruşan suallar üçün üç addımlı üsul: sözü təxmin edin, ipucunu tapın, sonra variantlarla tutuşdurub yoxlayın.",
    narration: [
      "SAT Lingo-ya xoş gəlmisiniz. Bu dərsdə «Kontekstdə sözlər» sualları üçün etibarlı bir üsul öyrənəcəksiniz. Bu suallarda boşluğu olan və ya bir sözünün altından xətt çəkilmiş qısa mətn verilir və hansı variantın mətni ən məntiqli və dəqiq söz və ya ifadə ilə tamamladığı soruşulur. Hər Oxu və yazı modulunda onlardan bir neçəsinə rast gələcəksiniz, ona görə də aydın üsul tez bir zamanda öz bəhrəsini verir.",
      "Birinci addım. Variantlara baxmazdan əvvəl onları örtün. Yalnız boşluq olan cümləni deyil, bütün mətni oxuyun, çünki ipucu çox vaxt başqa cümlədə olur. Sonra boşluq üçün öz sadə sözünüzü təxmin edin. Təxmininizin gözəl səslənməsi vacib deyil. O, sadəcə mətnin tələb etdiyi mənanı daşımalıdır.",
      "İkinci addım. Təxmininizi təsdiqləyən ipucunu tapın. Bu nümunəni oxuyun. Birinci hissə boşluqla bitir: «The committee's report was anything but ______». Davamı belədir: «it ran to four hundred pages and answered every objection in detail». İki nöqtə bizə ikinci hissənin birincini izah etdiyini göstərir. «Four hundred pages» və «every objection» ifadələri hərtərəfli hesabatı təsvir edir. «Anything but» bu mənanı tərsinə çevirir, deməli, boşluqdakı söz «tələsik və səthi» mənasını verməlidir.",
      "Üçüncü addım. İndi variantları açın və onları təxmininizlə tutuşdurun. «Exhaustive» tələdir. Bu söz hesabatı həqiqətən təsvir edir, amma mətn deyir ki, hesabat heç də boşluqdakı söz kimi deyildi. «Persuasive» və «controversial» üçün mətndə heç bir ipucu yoxdur. «Cursory» tələsik və səthi deməkdir, bu da təxmininizə uyğun gəlir. Sonda «cursory» sözünü yerinə qoyub bütün cümləni yenidən oxuyun və onun məntiqli olduğuna əmin olun.",
      "İkinci mənası olan tanış sözlərdən ehtiyatlı olun. Plan «a cool reception» ilə qarşılananda «cool» sözünün temperaturla heç bir əlaqəsi yoxdur. Burada o, həvəssiz deməkdir. «Cannot appreciate a risk» ifadəsində «appreciate» zövq almaq deyil, tam dərk etmək deməkdir. İmtahan bu ikinci mənaları sevir, səhv variantlar isə çox vaxt ağla ilk gələn mənadan istifadə edir. Qərarı həmişə kontekstə buraxın.",
      "Yekunlaşdıraq. Variantları örtün və sözü təxmin edin. Mətndə ipucunu tapın və «but», «although» və «anything but» kimi sözlərə diqqət edin, çünki onlar mənanı tərsinə çevirir. Sonra təxmininizi variantlarla tutuşdurun, tələləri kənara qoyun və seçdiyiniz sözü yerinə qoyub cümləni yenidən oxuyun. İndi növbəti dərsi açmaq üçün aşağıdakı qısa testi həll edin.",
    ],
    quiz: [
      {
        text: "Although the bridge design looked ______ on paper, the engineers who tested a model found it stable and cheap to build. Hansı variant mətni ən məntiqli və dəqiq sözlə tamamlayır?",
        explanation:
          "«Although» sözü «stable and cheap to build» ifadəsi ilə ziddiyyət yaradır, deməli, layihə kağız üzərində işə yaramaz görünüb: impractical. Durable və economical sınağın nəticələri ilə ziddiyyət təşkil etmir, əksinə, onlarla razılaşır, modern üçün isə mətndə heç bir ipucu yoxdur.",
      },
      {
        text: "The town archive is remarkably ______: it holds the council's records for every single year since 1820, with no gaps. Hansı variant mətni ən məntiqli və dəqiq sözlə tamamlayır?",
        explanation:
          "İki nöqtədən sonrakı hissə boşluğu izah edir: hər ilin fasiləsiz qeydləri tam (complete) arxivi təsvir edir. Sparse bunun əksini deyir, recent qeydlərin 1820-ci ilə qədər getdiyini nəzərə almır, disorganized isə mətndə heç nə ilə təsdiqlənmir.",
      },
      {
        text: "«The manager's plan met a cool reception from the staff» cümləsində «cool» sözü hansı mənaya daha yaxındır?",
        explanation:
          "Reception insanların necə qarşıladığıdır, ona görə burada «cool» həvəssiz (unenthusiastic) deməkdir. Slightly cold temperatur mənasıdır, fashionable jarqon mənasıdır, calm and relaxed isə plana münasibəti yox, insanın əhvalını təsvir edir.",
      },
      {
        text: "The critic's review was far from ______; she praised only the lighting and called the rest of the play tedious. Hansı variant mətni ən məntiqli və dəqiq sözlə tamamlayır?",
        explanation:
          "Rəy yalnız bir şeyi tərifləyib, qalanını darıxdırıcı adlandırır, «far from» isə boşluğun mənasını tərsinə çevirir, deməli, boşluq çox müsbət mənalı söz olmalıdır: glowing. Harsh rəyin özünü təsvir edir, onun əksini yox; brief və confusing üçün mətndə dayaq yoxdur.",
      },
    ],
  },
  "rw-transitions": {
    title: "Keçid sözləri: əvvəlcə əlaqəni adlandırın",
    description:
      "Variantları oxumazdan əvvəl iki fikrin necə əlaqəli olduğunu müəyyən edin (ziddiyyət, səbəb və nəticə, əlavə və ya nümunə) və düzgün keçid sözü özü seçiləcək.",
    narration: [
      "Bu dərsdə keçid sözləri ilə bağlı sualları öyrənirik. Mətndə cümlənin əvvəlində boşluq olur, variantlar isə «however», «therefore» və «for example» kimi sözlərdir. Bir çox tələbə hər variantı yerinə qoyub yoxlayır və ən rəvan səslənəni seçir. Bu həm yavaş, həm də etibarsız üsuldur. Bunun əvəzinə variantları oxumazdan əvvəl iki fikrin bir-biri ilə necə əlaqəli olduğunu müəyyən edin.",
      "Demək olar ki, hər keçid sözü dörd əlaqədən birini ifadə edir. Ziddiyyət: növbəti fikir əvvəlkinə qarşı çıxır, məsələn, «however» və «nevertheless». Səbəb və nəticə: növbəti fikir əvvəlkindən irəli gəlir, məsələn, «therefore» və «as a result». Əlavə: növbəti fikir oxşar bir məqam əlavə edir, məsələn, «moreover» və «furthermore». Nümunə: növbəti fikir əvvəlkini misalla göstərir, məsələn, «for instance».",
      "Bu nümunəyə baxaq. Birinci cümlə: «In 2019 the town of Lindell replaced its streetlights with LED lamps». İkinci cümlə boşluqla başlayır: «…, its electricity bill for street lighting fell by almost half the next year». Birinci cümlə dəyişikliyi bildirir, ikincisi isə bu dəyişiklikdən nə irəli gəldiyini göstərir. Bu, səbəb və nəticədir, ona görə də cavab «as a result» kimi keçid sözüdür. «However» ziddiyyət bildirərdi, burada isə ziddiyyət yoxdur.",
      "Hər iki cümləni həmişə tam oxuyun. Birinci cümlə: «Most cacti in the greenhouse store water in thick stems». İkinci cümlə boşluqla başlayır: «…, its one desert willow stores little water and sends its roots deep underground». Yalnız ikinci cümləni oxusanız, o, səhra bitkisinə aid nümunə kimi görünə bilər. Birlikdə oxuduqda iki cümlə əks strategiyaları təsvir edir, deməli, əlaqə ziddiyyətdir və düzgün seçim «in contrast» ifadəsidir.",
      "Üç tələyə diqqət edin. Birincisi, iki variant eyni mənanı verirsə, məsələn, «therefore» və «consequently», onların heç biri yeganə düzgün cavab ola bilməz, ona görə də adətən hər ikisini kənara qoymaq olar. İkincisi, səbəb və nəticə bildirən keçid sözü üçün əvvəlki cümlədə həqiqi səbəb olmalıdır. Üçüncüsü, əlaqə yalnız əvvəlki cümlənin son bir neçə sözündən deyil, bütün cümlədən asılıdır.",
      "Yekunlaşdıraq. Variantları örtün, hər iki cümləni oxuyun və əlaqəni adlandırın: ziddiyyət, səbəb və nəticə, əlavə və ya nümunə. Sonra həmin əlaqəni ifadə edən yeganə keçid sözünü seçin. Növbəti dərsi açmaq üçün aşağıdakı qısa testi həll edin.",
    ],
    quiz: [
      {
        text: "The cafe switched to reusable cups in March. ______, the amount of trash it sent to the landfill had dropped sharply by May. Hansı variant mətni ən məntiqli keçid sözü ilə tamamlayır?",
        explanation:
          "Zibilin azalması təkrar istifadə olunan stəkanlara keçidin nəticəsidir: səbəb və nəticə, yəni «As a result». However ziddiyyət, for example nümunə, similarly isə müqayisə bildirir; bunların heç biri buradakı əlaqə deyil.",
      },
      {
        text: "The coastal trail is crowded with hikers all summer. ______, it is almost empty in winter, when storms often close the path. Hansı variant mətni ən məntiqli keçid sözü ilə tamamlayır?",
        explanation:
          "Yayda izdiham, qışda isə demək olar ki, boşluq bir-birinin əksi olan vəziyyətlərdir, ona görə cümlələr ziddiyyət təşkil edir: «In contrast». Therefore üçün izdihamın boşluğa səbəb olması lazım idi, for instance qışı yayın nümunəsinə çevirərdi, moreover isə oxşar fikir əlavə edərdi.",
      },
      {
        text: "Some birds use tools to find food. ______, certain crows bend twigs into hooks and use them to pull insects out of tree bark. Hansı variant mətni ən məntiqli keçid sözü ilə tamamlayır?",
        explanation:
          "Qarğalar alətdən istifadə edən quşların bir nümunəsidir, deməli, ikinci cümlə birincini nümunə ilə göstərir: «For example». Nevertheless və instead ziddiyyət və ya əvəzetmə bildirir, as a result isə qarğaların davranışının başqa quşların alətdən istifadəsinin nəticəsi olduğunu deyərdi.",
      },
      {
        text: "Early cameras needed exposures of several minutes. ______, people sitting for early portraits often had to hold completely still, sometimes with a hidden brace behind the head. Hansı variant mətni ən məntiqli keçid sözü ilə tamamlayır?",
        explanation:
          "Uzun ekspozisiya insanların tərpənmədən oturmalı olmasının səbəbidir, ona görə ikinci cümlə birincinin nəticəsidir: «Consequently». In contrast qarşıdurma, meanwhile eyni vaxtda baş verən başqa bir şey, likewise isə oxşar, ayrıca fikir bildirir.",
      },
    ],
  },
  "rw-boundaries": {
    title: "Cümlə sərhədləri: iki cümlə hissəsini düzgün birləşdirmək",
    description: "Müstəqil cümlələri tapın, sonra onları nöqtə, nöqtəli vergül və ya vergül və bağlayıcı ilə birləşdirin, heç vaxt tək vergüllə yox.",
    narration: [
      "Bu dərs «Cümlə sərhədləri» suallarından bəhs edir. Sualda hansı variantın mətni standart ingilis dilinin qaydalarına uyğun tamamladığı soruşulur, variantlar isə yalnız durğu işarələri ilə fərqlənir. Bu sualların çoxu bir bacarığa əsaslanır: bir tam fikrin harada bitdiyini və növbətisinin harada başladığını görmək.",
      "Müstəqil cümlənin mübtədası və xəbəri olur və o, ayrıca cümlə kimi işlənə bilər. «The museum opened at noon» müstəqil cümlədir. «When the museum opened at noon» isə müstəqil deyil, çünki «when» sözü bizi fikrin davamını gözləməyə məcbur edir. «When», «because», «although» və «which» kimi sözlər cümləni asılı cümləyə çevirir.",
      "İki müstəqil cümləni birləşdirməyin üç standart yolu var. Nöqtə qoyun və yeni cümləyə başlayın. Bağlayıcısız nöqtəli vergül qoyun. Ya da vergül və ondan sonra «and», «but», «or» və ya «so» kimi tabesizlik bağlayıcısı işlədin. İmtahanda iki müstəqil cümlə arasında nöqtə və nöqtəli vergül eyni rolu oynayır, ona görə də hər ikisi variantlarda varsa, başqa bir fərq axtarın.",
      "Ən çox rast gəlinən səhv cavab comma splice-dır: tək vergüllə birləşdirilmiş iki müstəqil cümlə. «The museum opened, crowds poured in» cümləsi comma splice-dır. Əks səhv run-on cümləsidir: cümlələr arasında heç bir durğu işarəsi olmur. İki müstəqil cümlə görəndə tək vergül və ya heç bir işarənin olmaması həmişə səhvdir.",
      "«However», «therefore» və «moreover» kimi sözlər bağlayıcıya oxşayır, amma bağlayıcı deyil. İki müstəqil cümlə arasında onlardan əvvəl nöqtəli vergül və ya nöqtə, sonra isə adətən vergül lazımdır. Məsələn: «The museum opened; however, crowds were small». Nəhayət, ikinci cümlə birincini izah edirsə və ya nümunə ilə göstərirsə, iki cümləni iki nöqtə də birləşdirə bilər.",
      "Yekunlaşdıraq. Əvvəlcə müstəqil cümlələri tapın. Onları nöqtə, nöqtəli vergül və ya vergül və tabesizlik bağlayıcısı ilə birləşdirin. Heç vaxt onları tək vergüllə birləşdirməyin və unutmayın ki, «however» sözündən əvvəl nöqtəli vergül və ya nöqtə lazımdır. Növbəti dərsi açmaq üçün aşağıdakı qısa testi həll edin.",
    ],
    quiz: [
      {
        text: "The volunteers planted two hundred ______ by evening, the bare hillside looked completely different. Hansı variant mətni standart ingilis dilinin qaydalarına uyğun tamamlayır?",
        explanation:
          "«The volunteers planted two hundred trees» və «by evening, the bare hillside looked completely different» hər ikisi müstəqil cümlədir, ona görə onları nöqtəli vergül birləşdirir. Durğu işarəsiz birləşmə run-on, tək vergül comma splice yaradır, iki vergül arasındakı «however» da comma splice olaraq qalır.",
      },
      {
        text: "The storm knocked out power across the ______ crews restored it within six hours. Hansı variant mətni standart ingilis dilinin qaydalarına uyğun tamamlayır?",
        explanation:
          "İki müstəqil cümlə aralarındakı «however» ilə birləşir: ondan əvvəl nöqtəli vergül, sonra isə vergül lazımdır. Yalnız vergüllərlə bu comma splice, durğu işarəsiz isə run-on olur.",
      },
      {
        text: "Bu cümlələrdən hansı comma splice-dır (iki müstəqil cümlənin tək vergüllə birləşməsi)?",
        explanation:
          "Yalnız sonuncu cümlə iki müstəqil cümləni tək vergüllə birləşdirir. Birincidə «and» bağlayıcısı var, ikincidə nöqtəli vergül işlənib, üçüncüdə isə «Because» birinci hissəni asılı edir, ona görə orada vergül düzgündür.",
      },
      {
        text: "The two rock samples looked ______ only one of them contained the rare mineral. Hansı variant mətni standart ingilis dilinin qaydalarına uyğun tamamlayır?",
        explanation:
          "«but» bağlayıcısı ilə birləşən iki müstəqil cümlədə ondan əvvəl vergül qoyulur: «identical, but». «but»-dan sonrakı vergül bağlayıcını öz cümləsindən ayırır, tək vergül comma splice-dır, nöqtəli vergül isə «but» və ondan sonrakı vergüllə birgə işlənmir.",
      },
    ],
  },
  "rw-central-ideas": {
    title: "Əsas fikir və detallar: mövzu və müəllifin fikri",
    description:
      "Əsas fikri mövzu və müəllifin bu mövzu haqqında dediyi kimi ifadə edin, sonra çox dar, çox geniş və ya mətndə deyilməyən variantları çıxarın.",
    narration: [
      "Bu dərs «Əsas fikirlər və detallar» haqqındadır. Bəzi suallarda hansı variantın mətnin əsas fikrini ən yaxşı ifadə etdiyi soruşulur. Digərlərində isə mətnin konkret bir detal haqqında nə dediyi soruşulur. Hər iki növdə eyni vərdiş işə yarayır: cavabı əvvəlcədən bildiklərinizə və ya təsirli səslənənə görə deyil, mətnin özünə əsasən verin.",
      "Əsas fikrin iki hissəsi var. Mövzu mətnin nədən bəhs etdiyini bir neçə sözlə ifadə edir. Müəllifin fikri onun bu mövzu haqqında dediyidir. Yaxşı əsas fikir yalnız birinci və ya sonuncu cümləni deyil, bütün mətni əhatə edir. Variantları oxumazdan əvvəl mövzunu və müəllifin fikrini özünüz üçün bir qısa cümlə ilə deyin.",
      "Bu mətni sınayın. Birinci cümlə: «Community gardens are usually praised for fresh food». İkinci cümlə: «In one city's survey, however, most gardeners valued something else more: meeting their neighbors». Üçüncü cümlə: «Many kept their plots through years of poor harvests». Mövzu icma bağlarıdır. «However» sözünün işarə etdiyi müəllif fikri isə budur: bir çox bağban ünsiyyəti məhsuldan daha çox dəyərləndirir.",
      "Səhv variantlar adətən bir neçə tanış səbəbdən səhv olur. Bəziləri çox dardır: pis məhsul kimi yalnız bir detalı təsvir edir. Bəziləri çox genişdir, məsələn, bağçılığın hamının sağlamlığını yaxşılaşdırdığı iddiası. Bəziləri fikri tərsinə çevirir və ən vacib olanın məhsul olduğunu deyir. Bəziləri isə sadəcə mətndə təsdiqlənmir: ağlabatan səslənir, amma mətn bunu heç vaxt demir.",
      "Detal suallarında mətnə qayıdın və sualın işarə etdiyi cümləni tapın. Düzgün cavab orada birbaşa deyilir və ya ona çox yaxın şəkildə başqa sözlərlə ifadə olunur. Variant əlavə bir məntiqi addım və ya mətndən kənar fakt tələb edirsə, real həyatda doğru olsa belə, demək olar ki, mütləq səhvdir.",
      "Yekunlaşdıraq. Variantlara baxmazdan əvvəl mövzunu və müəllifin fikrini deyin. Çox dar, çox geniş, fikri tərsinə çevirən və ya mətndə təsdiqlənməyən variantları kənara qoyun. Detallar üçün müvafiq cümləni tapın və onu başqa sözlərlə ifadə edən variantı seçin. Oxu və yazı bölməsini bitirmək üçün aşağıdakı qısa testi həll edin.",
    ],
    quiz: [
      {
        text: "The old harbor at Marten Bay once handled grain ships from across the region. When a deeper port opened to the south, the shipping trade moved there within ten years. Today the harbor's warehouses hold artists' studios, a weekend market and a small maritime museum. Hansı variant mətnin əsas fikrini ən yaxşı ifadə edir?",
        explanation:
          "Mətn limanın gəmiçilik keçmişindən bu ticarətin itirilməsinə, oradan da yeni istifadəsinə keçir, deməli, əsas fikir budur: liman ticarətini itirib və yeni istifadə tapıb. Digər variantlar ya çox dardır (muzey), ya mətndə təsdiqlənmir (taxılın dəyəri), ya da çox genişdir (bütün dərin limanlar).",
      },
      {
        text: "Marten Bay-dəki köhnə liman haqqındakı mətnə görə gəmi ticarəti limanı niyə tərk etdi?",
        explanation:
          "İkinci cümlə deyir ki, cənubda daha dərin liman açılanda ticarət ora köçdü. Emalatxanalar və muzey ticarət gedəndən sonra yaranıb, mətn isə taxıl gəmilərinin üzməyi dayandırdığını heç yerdə demir.",
      },
      {
        text: "Most people picture glaciers as slow and silent. Researchers who place microphones near the edges of glaciers, however, record a constant stream of cracks, pops and hisses as trapped air escapes from the melting ice. Hansı variant mətnin əsas fikrini ən yaxşı ifadə edir?",
        explanation:
          "«However» sözü səssiz buzlaq təsəvvüründən mikrofonların yazdığı səslərə keçir, deməli, fikir budur: buzlaqlar insanların düşündüyündən qat-qat səs-küylüdür. Digər variantlar mətndə təsdiqlənmir: mətn ən yaxşı alətlər, əriyib-getmə sürəti və ya tədqiqatçıların üstünlük verdikləri haqqında heç nə demir.",
      },
      {
        text: "Mətnin əsas fikrini soruşan sualda mətndən yalnız bir detalı təsvir edən variant adətən səhvdir, çünki o:",
        options: ["çox genişdir", "fikri tərsinə çevirir", "çox dardır", "mətnlə əlaqəsizdir"],
        explanation:
          "Əsas fikir bütün mətni əhatə edir, ona görə tək bir detala əsaslanan variant çox dardır. Çox geniş variant mətndən artığını iddia edir, tərsinə çevrilmiş variant onun fikrinə zidd gəlir, mətndən götürülmüş detal isə mətnlə əlaqəsiz ola bilməz.",
      },
    ],
  },
  "math-linear-equations": {
    title: "Bir dəyişənli xətti tənliklər",
    description:
      "Tənliyin balansını saxlayaraq dəyişəni təkləyin, əvvəlcə kəsrlərdən qurtulun və tənliyin bir həlli, həllinin olmadığını və ya sonsuz sayda həlli olduğunu ayırd edin.",
    narration: [
      "Riyaziyyat bölməsinə xoş gəlmisiniz. Bu dərsdə Cəbr sahəsində ən çox rast gəlinən sual növünü, yəni birdəyişənli xətti tənlikləri həll edəcəksiniz. Məqsəd həmişə eynidir: hər addımda hər iki tərəfi bərabər saxlayaraq dəyişəni tənliyin bir tərəfində təkləmək.",
      "Tənliyi tərəzi kimi təsəvvür edin. Bir tərəfə nə etsəniz, digər tərəfə də eynisini etməlisiniz. 3x + 5 = 20 tənliyinə baxaq. Əvvəlcə toplamanı aradan qaldırın: hər iki tərəfdən 5 çıxın və 3x = 15 alın. Sonra vurmanı aradan qaldırın: hər iki tərəfi 3-ə bölün, onda x = 5.",
      "Dəyişən hər iki tərəfdə olanda x olan hədləri bir tərəfə, ədədləri isə digər tərəfə toplayın. 7x − 4 = 3x + 12 tənliyində hər iki tərəfdən 3x çıxın və 4x − 4 = 12 alın. 4 əlavə etsəniz, 4x = 16 alınır, deməli, x = 4. Yoxlayın: hər iki tərəf 24-ə bərabərdir. Yoxlama on saniyə çəkir və işarə səhvlərinin çoxunu üzə çıxarır.",
      "Kəsrlər işinizi ləngidir, ona görə də əvvəlcə onlardan qurtulun. x/4 + 1/2 = 3 tənliyində hər həddi ortaq məxrəc olan 4-ə vurun. Bu, x + 2 = 12 verir, deməli, x = 10. Hər həddi, o cümlədən kəsri olmayan ədədləri də vurmağı unutmayın.",
      "Bəzi suallarda tənliyin neçə həlli olduğu soruşulur. x olan hədlər ixtisar olunur və 3 = 5 kimi yanlış bərabərlik qalırsa, həll yoxdur. Onlar ixtisar olunur və 6 = 6 kimi doğru bərabərlik qalırsa, x-in istənilən qiyməti uyğundur, deməli, sonsuz sayda həll var. Əks halda düz bir həll var.",
      "Yekunlaşdıraq. Tənliyin balansını saxlayın və toplamanı vurmadan əvvəl aradan qaldırın. x olan hədləri bir tərəfə toplayın və əvvəlcə kəsrlərdən qurtulun. x olan hədlər ixtisar olunursa, yanlış bərabərlik həllin olmadığını, doğru bərabərlik isə sonsuz sayda həll olduğunu göstərir. Növbəti dərsi açmaq üçün aşağıdakı qısa testi həll edin.",
    ],
    quiz: [
      {
        text: "Əgər 4x − 7 = 21 olarsa, x-in qiyməti nədir?",
        explanation:
          "Hər iki tərəfə 7 əlavə edin: 4x = 28. 4-ə bölün: x = 7. Yoxlama: 4(7) − 7 = 21. 3.5 cavabı 14 ÷ 4-dən alınır (7-ni əlavə etmək əvəzinə çıxmaq), 14 cavabı 28 ÷ 2-dən, 28 isə x deyil, 4x-dir.",
      },
      {
        text: "x-in hansı qiyməti 5x + 9 = 2x + 30 tənliyini ödəyir?",
        explanation:
          "Hər iki tərəfdən 2x çıxın: 3x + 9 = 30. 9 çıxın: 3x = 21, deməli, x = 7. Yoxlama: 5(7) + 9 = 44 və 2(7) + 30 = 44. 13 cavabı 39 ÷ 3-dən alınır (9-u çıxmaq əvəzinə əlavə etmək).",
      },
      {
        text: "Əgər x/3 + 4 = 10 olarsa, x-in qiyməti nədir?",
        explanation:
          "4 çıxın: x/3 = 6. 3-ə vurun: x = 18. Yoxlama: 18/3 + 4 = 10. 6 cavabı x deyil, x/3-dür, 2 cavabı 6 ÷ 3-dür, 42 isə 4 əlavə etdikdən sonra 14-ü 3-ə vurmaqdan alınır.",
      },
      {
        text: "3(x + 2) = 3x + 5 tənliyinin neçə həlli var?",
        options: ["Heç biri", "Düz bir", "Düz iki", "Sonsuz sayda"],
        explanation:
          "Mötərizəni açın: 3x + 6 = 3x + 5. 3x çıxdıqda 6 = 5 qalır, bu isə istənilən x üçün yanlışdır, deməli, həll yoxdur. Sonsuz sayda həll üçün 6 = 6 kimi doğru bərabərlik lazım idi, xətti tənliyin isə heç vaxt düz iki həlli olmur.",
      },
    ],
  },
  "math-linear-systems": {
    title: "İki xətti tənlik sistemi",
    description: "İki məchullu iki tənliyi əvəzetmə və ya yox etmə üsulu ilə həll edin, həllərin sayını isə bucaq əmsallarına görə müəyyən edin.",
    narration: [
      "Bu dərsdə iki xətti tənlikdən ibarət sistemləri həll edəcəksiniz. Sistemdə iki məchullu, adətən x və y olan iki tənlik verilir. Onun həlli hər iki tənliyi doğru edən qiymətlər cütüdür, yəni iki düz xəttin kəsişdiyi nöqtədir. İki etibarlı üsul var: əvəzetmə və yox etmə.",
      "Tənliklərdən birində dəyişən artıq təklənibsə, əvəzetmə üsulundan istifadə edin. Bu nümunədə y = 2x + 1. Digər tənlikdə y dəyişənini 2x + 1 ifadəsi ilə əvəz edin: 3x + 2x + 1 = 16. Deməli, 5x = 15 və x = 3. Sonra x-in qiymətini birinci tənlikdə yerinə qoyun: y = 2(3) + 1, yəni 7.",
      "Tənliklər bir-birinin altında səliqəli düzüləndə yox etmə üsulundan istifadə edin. x + y = 10 və x − y = 4 tənliklərini toplayın. y olan hədlər ixtisar olunur və 2x = 14 qalır, deməli, x = 7. Bunu geri yerinə qoysanız, y = 3 alınır.",
      "Sualı diqqətlə oxuyun, çünki orada x, y və ya x + y kimi bir ifadə soruşula bilər. Bu sistemdə tənlikləri topladıqda y olan hədlər ixtisar olunur: 6x = 18, deməli, x = 3. Onda 3y = 6 və y = 2 alınır. Sualda x + y cəmi soruşulsaydı, cavab 3 yox, 5 olardı.",
      "Bəzi suallarda sistemin neçə həlli olduğu soruşulur. Bucaq əmsalları fərqli olan düz xətlər bir dəfə kəsişir, ona görə düz bir həll var. Bucaq əmsalları eyni, y oxu ilə kəsişmə nöqtələri isə fərqli olan paralel düz xətlər heç vaxt kəsişmir, ona görə həll yoxdur. Hər iki tənlik eyni düz xətti təsvir edirsə, sonsuz sayda həll var. Məsələn, k = 6 olduqda 2x + 3y = 5 və 4x + ky = 8 sisteminin həlli yoxdur.",
      "Yekunlaşdıraq. Dəyişən artıq təklənibsə, əvəzetmə üsulunu seçin. Əmsallar uyğun gəlirsə, dəyişəni yox etmək üçün tənlikləri toplayın və ya çıxın. Sualın hansı qiyməti soruşduğunu həmişə yoxlayın, həllərin sayını isə bucaq əmsallarına görə müəyyən edin. Növbəti dərsi açmaq üçün aşağıdakı qısa testi həll edin.",
    ],
    quiz: [
      {
        text: "Əgər y = x + 4 və 2x + y = 19 olarsa, x-in qiyməti nədir?",
        explanation:
          "y = x + 4 ifadəsini yerinə qoyun: 2x + x + 4 = 19, deməli, 3x = 15 və x = 5 (onda y = 9). 9 cavabı x deyil, y-dir; 15 cavabı 3x-dir; 3 isə 2(3) + 7 = 13 verərdi, 19 yox.",
      },
      {
        text: "Əgər x + y = 12 və x − y = 2 olarsa, x-in qiyməti nədir?",
        explanation: "Tənlikləri toplayın: 2x = 14, deməli, x = 7 (və y = 5). 5 cavabı y-dir, 10 cavabı x + y − 2-dir, 2 isə x − y-dir.",
      },
      {
        text: "Əgər 3x + 2y = 16 və 3x − 2y = 8 olarsa, x + y-in qiyməti nədir?",
        explanation:
          "Tənlikləri toplayın: 6x = 24, deməli, x = 4. Onda 12 + 2y = 16, buradan y = 2 və x + y = 6. 4 cavabı təkcə x-dir, 8 cavabı 2x-dir, 10 isə x + 3y-dir.",
      },
      {
        text: "k-nın hansı qiymətində 2x + 5y = 7 və 6x + ky = 10 sisteminin həlli yoxdur?",
        explanation:
          "Birinci tənliyi 3-ə vursaq, 6x + 15y = 21 alınır. k = 15 olduqda ikinci tənlik 6x + 15y = 10 olur: sol tərəf eynidir, ədəd isə fərqlidir, ona görə düz xətlər paraleldir və həll yoxdur. 21 k deyil, sərbəst həddir; 5 və ya 10 olduqda bucaq əmsalları fərqlidir və düz bir həll var.",
      },
    ],
  },
  "math-percentages": {
    title: "Faizlər: hissələr, dəyişmələr və vuruqlar",
    description: "Ədədin faizini, faiz dəyişməsini və ilkin qiyməti tapın; vuruqlardan istifadə edin ki, ardıcıl dəyişmələr sizi çaşdırmasın.",
    narration: [
      "Bu dərs faizlər haqqındadır: onlara hər Riyaziyyat bölməsində, çox vaxt mətnli məsələnin içində rast gəlinir. Faiz yüzdə bir deməkdir, ona görə də ədədin p faizi p/100 ilə həmin ədədin hasilidir. Üç növ sualı öyrənəcəksiniz: bütövün hissəsi, faiz dəyişməsi və ilkin qiymət.",
      "Hissəni tapmaq üçün bütövü onluq kəsr şəklində yazılmış faizə vurun. 80 ədədinin otuz beş faizi 0.35 ilə 80-in hasilidir, yəni 28. Bir ədədin digərinin neçə faizi olduğunu tapmaq üçün hissəni bütövə bölün. 60-dan on beş 0.25 edir, bu da 25 faizdir.",
      "Faiz dəyişməsini tapmaq üçün dəyişməni ilkin qiymətə bölün. 40 dollardan 50 dollara qalxan qiymət 10 dollar dəyişir. On dolları ilkin 40 dollara bölsək, 0.25 alınır, yəni 25 faiz artım. Yeni qiymətə, yəni 50 dollara bölmək 20 faiz verərdi: bu, ən çox seçilən səhv cavabdır.",
      "Vuruqlar hər faiz dəyişməsini bir addıma çevirir. p faiz artırmaq üçün 1 üstəgəl p/100 ədədinə vurun. Azaltmaq üçün isə 1 mənfi p/100 ədədinə vurun. 75 dollara 20 faiz endirim 0.80 ilə 75-in hasilidir, yəni 60 dollar. 2500 dollara 6 faiz artım 1.06 ilə 2500-ün hasilidir, yəni 2650 dollar.",
      "Ardıcıl dəyişmələr vurulur, toplanmır. 10 faiz artımdan sonra 10 faiz azalma 1.10 × 0.90, yəni 0.99 verir, deməli, nəticə başlanğıcdakından 1 faiz azdır. İlkin qiyməti tapmaq üçün vuruğa bölün. Qiymət 25 faiz artımdan sonra 60 dollardırsa, ilkin qiymət 60 bölü 1.25, yəni 48 dollar olub.",
      "Yekunlaşdıraq. Hissə faizin bütövə hasilidir. Faiz dəyişməsi dəyişmənin ilkin qiymətə bölünməsidir. Artım və azalma üçün vuruqlardan istifadə edin, ardıcıl dəyişmələrdə onları bir-birinə vurun, ilkin qiyməti tapmaq üçün isə onlara bölün. Sonuncu dərsi açmaq üçün aşağıdakı qısa testi həll edin.",
    ],
    quiz: [
      {
        text: "Mağaza paltonu p dollara satır. Hansı ifadə 15% endirimdən sonra paltonun qiymətini göstərir?",
        explanation:
          "15% azalma qiymətin 100% − 15% = 85% hissəsini saxlayır, ona görə vuruq 0.85, qiymət isə 0.85p olur. 0.15p endirimin özüdür, 1.15p 15% artımdır, p − 0.15 isə 15 sent çıxır.",
      },
      {
        text: "Gödəkçənin qiyməti 50 dollardan 62 dollara qalxır. Qiymət neçə faiz artıb?",
        explanation:
          "Dəyişmə $62 − $50 = $12, 12 ÷ 50 (ilkin qiymət) = 0.24 = 24%. 19.4% yeni qiymətə bölmədir (12 ÷ 62), 12% dollarla dəyişmədir, 62% isə yeni qiyməti faiz kimi oxumaqdır.",
      },
      {
        text: "$80 dəyərində malın qiyməti 25% endirilir, sonra endirimli qiymətdən əlavə 10% çıxılır. Son qiymət nə qədərdir?",
        explanation:
          "Vuruqları bir-birinə vurun: 80 × 0.75 × 0.90 = 60 × 0.90 = $54. $52 endirimləri toplayır (35% endirim), $60 birinci endirimdə dayanır, $56 isə 30% çıxır.",
      },
      {
        text: "20% artımdan sonra şəhərin əhalisi 1,800 nəfərdir. Artımdan əvvəl əhali nə qədər idi?",
        explanation:
          "Yeni əhali köhnənin 1.20 mislidir, deməli, köhnə əhali 1,800 ÷ 1.20 = 1,500. Yoxlama: 1,500 × 1.2 = 1,800. 1,440 cavabı 1,800-dən 20% çıxır, 2,160 cavabı 1,800-ə 20% əlavə edir, 1,780 isə 20 nəfər çıxır.",
      },
    ],
  },
  "math-right-triangles": {
    title: "Düzbucaqlı üçbucaqlar və triqonometriya",
    description: "Pifaqor teoremi, SOH CAH TOA, cəmi düz bucağa bərabər olan bucaqlar və düsturlar vərəqindəki xüsusi düzbucaqlı üçbucaqlar.",
    narration: [
      "Bu dərsdə düzbucaqlı üçbucaqlarla, yəni bir bucağı 90 dərəcə olan üçbucaqlarla işləyəcəksiniz. Düz bucağın qarşısındakı tərəf hipotenuzdur və o, həmişə ən uzun tərəfdir. Üç alətdən istifadə edəcəksiniz: Pifaqor teoremi, triqonometrik nisbətlər və düsturlar vərəqindəki xüsusi düzbucaqlı üçbucaqlar.",
      "Pifaqor teoreminə görə a² + b² = c², burada c hipotenuzdur. Katetlər 6 və 8 olduqda 36 + 64 = 100, deməli, hipotenuz 10-dur. Tez-tez rast gəlinən 3-4-5, 5-12-13 və 8-15-17 üçlüklərini və onların misillərini öyrənin: onlar bir çox sualda vaxta qənaət edir.",
      "Triqonometrik nisbətlər tərəfləri bir iti bucaq baxımından müqayisə edir. Onları SOH CAH TOA kimi yadda saxlayın. Sinus qarşı tərəfin hipotenuza nisbətidir. Kosinus bitişik tərəfin hipotenuza nisbətidir. Tangens qarşı tərəfin bitişik tərəfə nisbətidir. Əgər A bucağına görə qarşı tərəf 5, bitişik tərəf 12, hipotenuz isə 13 olarsa, A bucağının sinusu 5/13, tangensi isə 5/12 olur.",
      "Düzbucaqlı üçbucaqda iki iti bucağın cəmi həmişə 90 dərəcədir. Onlardan birinin qarşısındakı tərəf digərinə bitişikdir, ona görə bir bucağın sinusu digərinin kosinusuna bərabərdir. Məsələn, 30 dərəcənin sinusu 60 dərəcənin kosinusuna bərabərdir. İmtahanda məhz bu tez-tez soruşulur, ona görə də cəmi 90 dərəcə olan iki bucaq görəndə sinusun kosinusa bərabər olduğunu xatırlayın.",
      "Düsturlar vərəqində iki xüsusi düzbucaqlı üçbucaq var. 45°-45°-90° üçbucağında katetlər bərabərdir, hipotenuz isə x√2 olur. 30°-60°-90° üçbucağında 30 dərəcəlik bucağın qarşısındakı tərəf x, 60 dərəcəlik bucağın qarşısındakı tərəf x√3, hipotenuz isə 2x olur. Deməli, ən qısa tərəf 4 olarsa, hipotenuz 8 olur.",
      "Yekunlaşdıraq. Üçbucağı çəkin və əvvəlcə hipotenuzu işarələyin. Naməlum tərəflər üçün Pifaqor teoremindən, nisbətlər üçün isə SOH CAH TOA qaydasından istifadə edin və unutmayın ki, bir iti bucağın sinusu digərinin kosinusuna bərabərdir. Xüsusi üçbucaqlar düsturlar vərəqindədir. Riyaziyyat bölməsini bitirmək üçün aşağıdakı qısa testi həll edin.",
    ],
    quiz: [
      {
        text: "Düzbucaqlı üçbucağın katetləri 9 və 12-dir. Onun hipotenuzu nəyə bərabərdir?",
        explanation:
          "9² + 12² = 81 + 144 = 225 və √225 = 15 (3-ə vurulmuş 3-4-5 üçbucağı). 225 hipotenuzun özü yox, onun kvadratıdır (c²), 21 katetlərin cəmidir, 13 isə katetləri 9 və 12 yox, 5 və 12 olan 5-12-13 üçbucağının hipotenuzudur.",
      },
      {
        text: "PQR düzbucaqlı üçbucağında R bucağı düz bucaqdır, PR = 8, QR = 15 və PQ = 17. sin P nəyə bərabərdir?",
        explanation:
          "P bucağına görə qarşı tərəf QR = 15, hipotenuz isə PQ = 17-dir, deməli, sin P = 15/17. 8/17 cos P-dir, 8/15 Q bucağının tangensidir, 17/15 isə 1-dən böyükdür, sinus isə heç vaxt belə ola bilməz.",
      },
      {
        text: "Düzbucaqlı üçbucağın iki iti bucağı A və B-dir. Əgər cos A = 0.6 olarsa, sin B nəyə bərabərdir?",
        explanation:
          "A + B = 90°, ona görə A-ya bitişik tərəf B-nin qarşısındadır və sin B = cos A = 0.6. 0.8 sin A-dır, 0.4 cavabı 1 − 0.6-dır, 1.6 isə 1-dən böyükdür, sinus isə heç vaxt belə ola bilməz.",
      },
      {
        text: "30°-60°-90° üçbucağında 30° bucağın qarşısındakı tərəfin uzunluğu 7-dir. Hipotenuzun uzunluğu nə qədərdir?",
        explanation:
          "30°-60°-90° üçbucağında hipotenuz 30°-nin qarşısındakı tərəfdən iki dəfə uzundur, deməli, 2 × 7 = 14. 7√3 60°-nin qarşısındakı tərəfdir, 7 ən qısa tərəfin özüdür, 14√3 isə səhv tərəfi ikiqat artırır.",
      },
    ],
  },
};
