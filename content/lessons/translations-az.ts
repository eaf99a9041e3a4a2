import type { LessonTranslation } from "./schema";

/**
 * The seeded lessons in Azerbaijani (decision 0043): titles, descriptions and quizzes. The English a Reading
 * and Writing question is about (its text, the words and sentences of its choices) stays English, as on the
 * test; only the question asked about it is translated. Numbers and math are those of the English.
 */
export const LESSONS_AZ: Record<string, LessonTranslation> = {
  "rw-words-in-context": {
    title: "Sözün kontekstdə mənası: sözü mətn seçsin",
    description: "Ən məntiqli və dəqiq sözü soruşan suallar üçün üç addımlı üsul: sözü təxmin edin, ipucunu tapın, sonra variantlarla tutuşdurub yoxlayın.",
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
