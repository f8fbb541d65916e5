import type { Texts } from './demo-catalog';

/** A demo manufacturer: its register entry, the people and addresses buyers write to, its colours. */
export interface DemoBrand {
  key: string;
  shortName: string;
  legalName: string;
  street: string;
  postalCode: string;
  city: string;
  country: 'PL' | 'FR' | 'DE' | 'IT' | 'ES' | 'SE' | 'HR' | 'PT' | 'NO';
  defaultLanguage: keyof Texts;
  webPage: string;
  /** The address the back office writes to (registration, approval, statements). */
  contactEmail: string;
  contactPerson: string;
  contactPhone: string;
  /** The address buyers see on the company page. */
  publicEmail: string;
  publicPhone: string;
  iban: string;
  bic: string;
  /** The brand colour: packshots, shop fronts and the logo's ground. */
  accent: string;
  /** The letters on the logo. */
  monogram: string;
  description: Texts;
}

/**
 * Six fictional manufacturers from six countries (invented names, addresses, people, phone
 * numbers and domains; the IBANs are the banks' published examples), each described in all 11
 * languages.
 */
export const DEMO_BRANDS: DemoBrand[] = [
  {
    key: 'rosa-baltycka',
    shortName: 'Rosa Bałtycka',
    legalName: 'Rosa Bałtycka sp. z o.o.',
    street: 'ul. Świętojańska 48',
    postalCode: '81-372',
    city: 'Gdynia',
    country: 'PL',
    defaultLanguage: 'pl-PL',
    webPage: 'https://rosabaltycka.example',
    contactEmail: 'biuro@rosabaltycka.example',
    contactPerson: 'Marta Kowalczyk',
    contactPhone: '+48 58 620 14 10',
    publicEmail: 'sklep@rosabaltycka.example',
    publicPhone: '+48 58 620 14 11',
    iban: 'PL20124010371111000098765432',
    bic: 'PKOPPLPW',
    accent: '#2f7d8c',
    monogram: 'RB',
    description: {
      'pl-PL':
        'Rosa Bałtycka powstała w Gdyni, gdzie morska bryza inspiruje nas do tworzenia lekkich i skutecznych formuł. Łączymy roślinne składniki z Pomorza z nowoczesną technologią, a nasze składy są krótkie i czytelne.',
      'en-US':
        'Rosa Bałtycka was founded in Gdynia, where the sea breeze inspires our light, effective formulas. We combine botanicals from Pomerania with modern skincare science and keep our ingredient lists short and clear.',
      'de-DE':
        'Rosa Bałtycka wurde in Gdynia gegründet, wo die Meeresbrise unsere leichten, wirksamen Rezepturen inspiriert. Wir verbinden Pflanzen aus Pommern mit moderner Hautpflegeforschung und halten unsere Inhaltsstofflisten kurz und klar.',
      'fr-FR':
        "Rosa Bałtycka est née à Gdynia, où la brise marine inspire nos formules légères et efficaces. Nous associons les plantes de Poméranie à une cosmétique moderne et gardons des listes d'ingrédients courtes et lisibles.",
      'it-IT':
        'Rosa Bałtycka è nata a Gdynia, dove la brezza del mare ispira le nostre formule leggere ed efficaci. Uniamo le piante della Pomerania alla cosmesi moderna e manteniamo le liste di ingredienti brevi e chiare.',
      'es-ES':
        'Rosa Bałtycka nació en Gdynia, donde la brisa del mar inspira nuestras fórmulas ligeras y eficaces. Combinamos plantas de Pomerania con la cosmética más actual y mantenemos listas de ingredientes cortas y claras.',
      'pt-BR':
        'A Rosa Bałtycka nasceu em Gdynia, onde a brisa do mar inspira nossas fórmulas leves e eficazes. Unimos plantas da Pomerânia à ciência cosmética moderna e mantemos listas de ingredientes curtas e claras.',
      'sv-SE':
        'Rosa Bałtycka grundades i Gdynia, där havsbrisen inspirerar våra lätta och effektiva formler. Vi förenar växter från Pommern med modern hudvårdsforskning och håller ingredienslistorna korta och tydliga.',
      'no-NO':
        'Rosa Bałtycka ble grunnlagt i Gdynia, der havbrisen inspirerer våre lette og effektive formler. Vi kombinerer planter fra Pommern med moderne hudpleieforskning og holder ingredienslistene korte og oversiktlige.',
      'hr-HR':
        'Rosa Bałtycka osnovana je u Gdyniji, gdje morski povjetarac nadahnjuje naše lagane i učinkovite formule. Spajamo bilje iz Pomeranije sa suvremenom kozmetičkom znanošću, a popise sastojaka držimo kratkima i jasnima.',
      'zh-CN':
        'Rosa Bałtycka 创立于格丁尼亚，海风启发了我们轻盈而有效的配方。我们将波美拉尼亚的植物成分与现代护肤科技相结合，成分表简短而清晰。',
    },
  },
  {
    key: 'brume-darles',
    shortName: "Brume d'Arles",
    legalName: "Brume d'Arles SAS",
    street: '8 rue de la Calade',
    postalCode: '13200',
    city: 'Arles',
    country: 'FR',
    defaultLanguage: 'fr-FR',
    webPage: 'https://brumedarles.example',
    contactEmail: 'contact@brumedarles.example',
    contactPerson: 'Camille Roux',
    contactPhone: '+33 4 90 96 12 40',
    publicEmail: 'boutique@brumedarles.example',
    publicPhone: '+33 4 90 96 12 41',
    iban: 'FR1420041010050500013M02606',
    bic: 'PSSTFRPP',
    accent: '#8e6bb5',
    monogram: 'BA',
    description: {
      'fr-FR':
        "Née en Provence, Brume d'Arles compose des soins sensoriels inspirés des champs de lavande et des herbes du Midi. Chaque formule est élaborée dans notre atelier arlésien, avec des textures légères et des parfums délicats.",
      'en-US':
        "Born in Provence, Brume d'Arles creates sensorial skincare inspired by lavender fields and southern herbs. Every formula is developed in our workshop in Arles, with light textures and delicate scents.",
      'pl-PL':
        "Brume d'Arles narodziła się w Prowansji i tworzy zmysłowe kosmetyki inspirowane polami lawendy oraz ziołami południa Francji. Każda formuła powstaje w naszej pracowni w Arles – z lekkimi konsystencjami i subtelnymi zapachami.",
      'de-DE':
        "Brume d'Arles stammt aus der Provence und kreiert sinnliche Pflege, inspiriert von Lavendelfeldern und den Kräutern des Südens. Jede Rezeptur entsteht in unserer Werkstatt in Arles – mit leichten Texturen und zarten Düften.",
      'it-IT':
        "Nata in Provenza, Brume d'Arles crea trattamenti sensoriali ispirati ai campi di lavanda e alle erbe del Sud della Francia. Ogni formula nasce nel nostro laboratorio di Arles, con texture leggere e profumi delicati.",
      'es-ES':
        "Nacida en la Provenza, Brume d'Arles crea cosmética sensorial inspirada en los campos de lavanda y las hierbas del sur de Francia. Cada fórmula se elabora en nuestro taller de Arles, con texturas ligeras y aromas delicados.",
      'pt-BR':
        "Nascida na Provença, a Brume d'Arles cria cuidados sensoriais inspirados nos campos de lavanda e nas ervas do sul da França. Cada fórmula é desenvolvida em nosso ateliê em Arles, com texturas leves e perfumes delicados.",
      'sv-SE':
        "Brume d'Arles föddes i Provence och skapar sinnlig hudvård inspirerad av lavendelfält och sydfranska örter. Varje formel tas fram i vår ateljé i Arles, med lätta texturer och diskreta dofter.",
      'no-NO':
        "Brume d'Arles ble født i Provence og lager sanselig hudpleie inspirert av lavendelåkre og urter fra Sør-Frankrike. Hver formel utvikles i verkstedet vårt i Arles, med lette teksturer og diskrete dufter.",
      'hr-HR':
        "Rođen u Provansi, Brume d'Arles stvara osjetilnu njegu nadahnutu poljima lavande i biljem juga Francuske. Svaka formula nastaje u našoj radionici u Arlesu, s laganim teksturama i nježnim mirisima.",
      'zh-CN':
        "Brume d'Arles 诞生于普罗旺斯，以薰衣草田和法国南部香草为灵感，打造感官护肤品。每一款配方都在我们位于阿尔勒的工坊研发，质地轻盈，香气淡雅。",
    },
  },
  {
    key: 'hafermond',
    shortName: 'Hafermond',
    legalName: 'Hafermond Naturkosmetik GmbH',
    street: 'Lindenstraße 27',
    postalCode: '79098',
    city: 'Freiburg im Breisgau',
    country: 'DE',
    defaultLanguage: 'de-DE',
    webPage: 'https://hafermond.example',
    contactEmail: 'kontakt@hafermond.example',
    contactPerson: 'Jonas Weber',
    contactPhone: '+49 761 203 45 60',
    publicEmail: 'laden@hafermond.example',
    publicPhone: '+49 761 203 45 61',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    accent: '#5b8a4a',
    monogram: 'H',
    description: {
      'de-DE':
        'Hafermond steht für milde Pflege aus dem Schwarzwald. Wir entwickeln unsere Rezepturen speziell für empfindliche Haut und setzen auf sorgfältig ausgewählte Pflanzenextrakte aus der Region.',
      'en-US':
        'Hafermond stands for gentle care from the Black Forest. We develop our formulas especially for sensitive skin and rely on carefully selected plant extracts from the region.',
      'pl-PL':
        'Hafermond to łagodna pielęgnacja prosto ze Schwarzwaldu. Nasze receptury tworzymy z myślą o skórze wrażliwej i stawiamy na starannie wybrane ekstrakty roślinne z regionu.',
      'fr-FR':
        "Hafermond, c'est le soin doux venu de la Forêt-Noire. Nous concevons nos formules spécialement pour les peaux sensibles, avec des extraits de plantes soigneusement choisis dans la région.",
      'it-IT':
        'Hafermond è sinonimo di cura delicata dalla Foresta Nera. Sviluppiamo le nostre formule pensando alla pelle sensibile e scegliamo con cura estratti vegetali della regione.',
      'es-ES':
        'Hafermond es sinónimo de cuidado suave de la Selva Negra. Desarrollamos nuestras fórmulas especialmente para pieles sensibles, con extractos vegetales de la región cuidadosamente seleccionados.',
      'pt-BR':
        'Hafermond é sinônimo de cuidado suave da Floresta Negra. Desenvolvemos nossas fórmulas especialmente para peles sensíveis, com extratos vegetais da região cuidadosamente selecionados.',
      'sv-SE':
        'Hafermond står för mild hudvård från Schwarzwald. Vi utvecklar våra formler särskilt för känslig hud och använder noggrant utvalda växtextrakt från regionen.',
      'no-NO':
        'Hafermond står for mild pleie fra Schwarzwald. Vi utvikler formlene våre spesielt for sensitiv hud og bruker nøye utvalgte planteekstrakter fra regionen.',
      'hr-HR':
        'Hafermond znači nježnu njegu iz Schwarzwalda. Formule razvijamo posebno za osjetljivu kožu i oslanjamo se na pažljivo odabrane biljne ekstrakte iz regije.',
      'zh-CN': 'Hafermond 代表来自黑森林的温和护理。我们专为敏感肌研发配方，精选当地植物萃取成分。',
    },
  },
  {
    key: 'villa-agrumia',
    shortName: 'Villa Agrumia',
    legalName: 'Villa Agrumia S.r.l.',
    street: 'Via dei Limoni 9',
    postalCode: '80067',
    city: 'Sorrento',
    country: 'IT',
    defaultLanguage: 'it-IT',
    webPage: 'https://villaagrumia.example',
    contactEmail: 'amministrazione@villaagrumia.example',
    contactPerson: 'Giulia Esposito',
    contactPhone: '+39 081 807 22 30',
    publicEmail: 'negozio@villaagrumia.example',
    publicPhone: '+39 081 807 22 31',
    iban: 'IT60X0542811101000000123456',
    bic: 'BPMOIT22XXX',
    accent: '#e39b1b',
    monogram: 'VA',
    description: {
      'it-IT':
        'Dalla Costiera Sorrentina, Villa Agrumia porta nella beauty routine la freschezza degli agrumi mediterranei. Le nostre formule uniscono estratti vegetali italiani e texture piacevoli per una cura quotidiana solare.',
      'en-US':
        'From the Sorrento coast, Villa Agrumia brings the freshness of Mediterranean citrus to your beauty routine. Our formulas combine Italian plant extracts with pleasant textures for sunny everyday care.',
      'pl-PL':
        'Villa Agrumia z wybrzeża Sorrento wnosi do codziennej pielęgnacji świeżość śródziemnomorskich cytrusów. Nasze formuły łączą włoskie ekstrakty roślinne z przyjemnymi konsystencjami.',
      'de-DE':
        'Von der Küste bei Sorrent bringt Villa Agrumia die Frische mediterraner Zitrusfrüchte in Ihre Pflegeroutine. Unsere Rezepturen verbinden italienische Pflanzenextrakte mit angenehmen Texturen für sonnige Alltagspflege.',
      'fr-FR':
        'Depuis la côte de Sorrente, Villa Agrumia apporte la fraîcheur des agrumes méditerranéens à votre routine beauté. Nos formules associent extraits végétaux italiens et textures agréables pour un soin quotidien ensoleillé.',
      'es-ES':
        'Desde la costa de Sorrento, Villa Agrumia lleva a tu rutina de belleza la frescura de los cítricos mediterráneos. Nuestras fórmulas combinan extractos vegetales italianos con texturas agradables para un cuidado diario lleno de sol.',
      'pt-BR':
        'Da costa de Sorrento, a Villa Agrumia leva à sua rotina de beleza o frescor dos cítricos mediterrâneos. Nossas fórmulas unem extratos vegetais italianos a texturas agradáveis para um cuidado diário ensolarado.',
      'sv-SE':
        'Från Sorrentokusten för Villa Agrumia in friskheten från Medelhavets citrusfrukter i din skönhetsrutin. Våra formler förenar italienska växtextrakt med behagliga texturer för en solig vardagsvård.',
      'no-NO':
        'Fra Sorrento-kysten bringer Villa Agrumia friskheten fra Middelhavets sitrusfrukter inn i skjønnhetsrutinen din. Formlene våre kombinerer italienske planteekstrakter med behagelige teksturer for solfylt daglig pleie.',
      'hr-HR':
        'S obale Sorrenta Villa Agrumia u vašu njegu unosi svježinu mediteranskih agruma. Naše formule spajaju talijanske biljne ekstrakte s ugodnim teksturama za sunčanu svakodnevnu njegu.',
      'zh-CN':
        'Villa Agrumia 来自索伦托海岸，将地中海柑橘的清新带入您的日常美容。我们的配方融合意大利植物萃取与宜人质地，带来阳光般的日常护理。',
    },
  },
  {
    key: 'skargardsljus',
    shortName: 'Skärgårdsljus',
    legalName: 'Skärgårdsljus Kosmetik AB',
    street: 'Hamngatan 14',
    postalCode: '392 31',
    city: 'Kalmar',
    country: 'SE',
    defaultLanguage: 'sv-SE',
    webPage: 'https://skargardsljus.example',
    contactEmail: 'kontor@skargardsljus.example',
    contactPerson: 'Elin Lindqvist',
    contactPhone: '+46 480 42 15 00',
    publicEmail: 'butik@skargardsljus.example',
    publicPhone: '+46 480 42 15 01',
    iban: 'SE4550000000058398257466',
    bic: 'ESSESESS',
    accent: '#3f6fa8',
    monogram: 'S',
    description: {
      'sv-SE':
        'Skärgårdsljus skapar skonsam hudvård inspirerad av det nordiska ljuset och den svenska skärgården. Våra formler är enkla och effektiva och utvecklade för att klara både sol, salt och kalla vintrar.',
      'en-US':
        'Skärgårdsljus creates gentle skincare inspired by Nordic light and the Swedish archipelago. Our formulas are simple and effective, made to handle sun, salt and cold winters alike.',
      'pl-PL':
        'Skärgårdsljus tworzy delikatne kosmetyki inspirowane nordyckim światłem i szwedzkimi szkierami. Nasze proste, skuteczne formuły radzą sobie ze słońcem, solą i mroźną zimą.',
      'de-DE':
        'Skärgårdsljus entwickelt sanfte Hautpflege, inspiriert vom nordischen Licht und den schwedischen Schären. Unsere Rezepturen sind einfach und wirksam – gemacht für Sonne, Salz und kalte Winter.',
      'fr-FR':
        "Skärgårdsljus crée des soins doux inspirés de la lumière nordique et de l'archipel suédois. Nos formules sont simples et efficaces, pensées pour le soleil, le sel et les hivers froids.",
      'it-IT':
        "Skärgårdsljus crea trattamenti delicati ispirati alla luce nordica e all'arcipelago svedese. Le nostre formule sono semplici ed efficaci, pensate per sole, salsedine e inverni freddi.",
      'es-ES':
        'Skärgårdsljus crea cosmética suave inspirada en la luz nórdica y el archipiélago sueco. Nuestras fórmulas son sencillas y eficaces, pensadas para el sol, la sal y los inviernos fríos.',
      'pt-BR':
        'A Skärgårdsljus cria cuidados suaves inspirados na luz nórdica e no arquipélago sueco. Nossas fórmulas são simples e eficazes, feitas para enfrentar sol, sal e invernos rigorosos.',
      'no-NO':
        'Skärgårdsljus lager skånsom hudpleie inspirert av det nordiske lyset og den svenske skjærgården. Formlene våre er enkle og effektive, laget for både sol, salt og kalde vintre.',
      'hr-HR':
        'Skärgårdsljus stvara nježnu njegu kože nadahnutu nordijskim svjetlom i švedskim otočjem. Naše su formule jednostavne i učinkovite, stvorene za sunce, sol i hladne zime.',
      'zh-CN':
        'Skärgårdsljus 以北欧的光线和瑞典群岛为灵感，打造温和的护肤品。我们的配方简单有效，无论阳光、海盐还是寒冬都能从容应对。',
    },
  },
  {
    key: 'smilje-i-more',
    shortName: 'Smilje & More',
    legalName: 'Smilje i More d.o.o.',
    street: 'Ulica Marka Marulića 7',
    postalCode: '21000',
    city: 'Split',
    country: 'HR',
    defaultLanguage: 'hr-HR',
    webPage: 'https://smiljeimore.example',
    contactEmail: 'ured@smiljeimore.example',
    contactPerson: 'Ivana Babić',
    contactPhone: '+385 21 345 670',
    publicEmail: 'ducan@smiljeimore.example',
    publicPhone: '+385 21 345 671',
    iban: 'HR6023600001101234567',
    bic: 'ZABAHR2X',
    accent: '#c2553d',
    monogram: 'S&M',
    description: {
      'hr-HR':
        'Smilje & More njeguje kožu snagom jadranskog bilja, od smilja i lavande do maslinova ulja. Naše proizvode razvijamo u Splitu, s naglaskom na nježne formule i pažljivo odabrane sastojke.',
      'en-US':
        'Smilje & More cares for your skin with the power of Adriatic botanicals, from immortelle and lavender to olive oil. We develop our products in Split, with a focus on gentle formulas and carefully chosen ingredients.',
      'pl-PL':
        'Smilje & More pielęgnuje skórę mocą roślin znad Adriatyku – od kocanki i lawendy po oliwę z oliwek. Nasze kosmetyki powstają w Splicie, a stawiamy w nich na łagodne formuły i starannie dobrane składniki.',
      'de-DE':
        'Smilje & More pflegt die Haut mit der Kraft adriatischer Pflanzen – von Strohblume und Lavendel bis Olivenöl. Wir entwickeln unsere Produkte in Split, mit Fokus auf milde Rezepturen und sorgfältig ausgewählte Inhaltsstoffe.',
      'fr-FR':
        "Smilje & More prend soin de votre peau grâce aux plantes de l'Adriatique, de l'immortelle et la lavande à l'huile d'olive. Nous développons nos produits à Split, avec des formules douces et des ingrédients choisis avec soin.",
      'it-IT':
        "Smilje & More si prende cura della pelle con la forza delle piante dell'Adriatico, dall'elicriso e la lavanda all'olio d'oliva. Sviluppiamo i nostri prodotti a Spalato, puntando su formule delicate e ingredienti scelti con cura.",
      'es-ES':
        'Smilje & More cuida tu piel con la fuerza de las plantas del Adriático, desde la siempreviva y la lavanda hasta el aceite de oliva. Desarrollamos nuestros productos en Split, con fórmulas suaves e ingredientes cuidadosamente elegidos.',
      'pt-BR':
        'A Smilje & More cuida da sua pele com a força das plantas do Adriático, da perpétua e da lavanda ao azeite de oliva. Desenvolvemos nossos produtos em Split, com fórmulas suaves e ingredientes escolhidos com cuidado.',
      'sv-SE':
        'Smilje & More vårdar huden med kraften från adriatiska växter, från eternell och lavendel till olivolja. Vi utvecklar våra produkter i Split, med fokus på milda formler och noggrant utvalda ingredienser.',
      'no-NO':
        'Smilje & More pleier huden med kraften fra planter ved Adriaterhavet, fra evighetsblomst og lavendel til olivenolje. Vi utvikler produktene våre i Split, med vekt på milde formler og nøye utvalgte ingredienser.',
      'zh-CN':
        'Smilje & More 以亚得里亚海植物的力量呵护肌肤，从蜡菊、薰衣草到橄榄油。我们在斯普利特研发产品，专注温和配方与精选成分。',
    },
  },
];
