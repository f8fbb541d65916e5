import type { LanguageCode } from '@glowmarket/shared/i18n';
import type { OpeningHours, WEEKDAYS } from '@glowmarket/shared/shops';
import type { Texts } from './demo-catalog';

// The demo companies' shops: where they are, when they open, what they are called and say.

export type Hours = 'shop' | 'studio' | 'lateFriday' | 'summer';

/** What a shop is called: the brand's main shop, its workshop, or the brand and the town. */
type ShopName = { kind: 'flagship' } | { kind: 'workshop' } | { kind: 'branch'; townZh: string };

export interface DemoShop {
  street: string;
  postalCode: string;
  town: string;
  country: string;
  hours: Hours;
  pickup: boolean;
  name: ShopName;
  description: Texts;
}

const FLAGSHIP: Texts = {
  'pl-PL': '{brand} – sklep firmowy',
  'en-US': '{brand} flagship shop',
  'de-DE': '{brand} – Flagship-Store',
  'fr-FR': '{brand} – la boutique',
  'it-IT': '{brand} – negozio monomarca',
  'es-ES': '{brand} – tienda oficial',
  'pt-BR': '{brand} – loja oficial',
  'sv-SE': '{brand} – butik',
  'no-NO': '{brand} – butikk',
  'hr-HR': '{brand} – dućan',
  'zh-CN': '{brand} 旗舰店',
};

const WORKSHOP: Texts = {
  'pl-PL': '{brand} – pracownia',
  'en-US': '{brand} workshop',
  'de-DE': '{brand} – Manufaktur',
  'fr-FR': "{brand} – l'atelier",
  'it-IT': '{brand} – laboratorio',
  'es-ES': '{brand} – taller',
  'pt-BR': '{brand} – ateliê',
  'sv-SE': '{brand} – verkstad',
  'no-NO': '{brand} – verksted',
  'hr-HR': '{brand} – radionica',
  'zh-CN': '{brand} 工坊',
};

/** The shop's title in one language: the brand's name stays as the brand writes it. */
export function shopTitle(name: ShopName, brand: string, town: string, language: LanguageCode): string {
  if (name.kind === 'branch') return language === 'zh-CN' ? `${brand} ${name.townZh}店` : `${brand} ${town}`;
  return (name.kind === 'flagship' ? FLAGSHIP : WORKSHOP)[language].replace('{brand}', brand);
}

const range = (opens: string, closes: string) => ({ opens, closes });

/** Week patterns a cosmetics shop or studio really keeps. */
export const HOURS: Record<Hours, (day: (typeof WEEKDAYS)[number]) => OpeningHours[keyof OpeningHours]> = {
  shop: (day) =>
    day === 'sunday'
      ? { open: false, ranges: [] }
      : { open: true, ranges: [day === 'saturday' ? range('10:00', '14:00') : range('10:00', '18:00')] },
  studio: (day) =>
    day === 'saturday' || day === 'sunday'
      ? { open: false, ranges: [] }
      : { open: true, ranges: [range('09:00', '13:00'), range('14:00', '19:00')] },
  lateFriday: (day) =>
    day === 'sunday'
      ? { open: false, ranges: [] }
      : { open: true, ranges: [range('11:00', day === 'friday' || day === 'saturday' ? '21:00' : '19:00')] },
  summer: (day) => ({ open: true, ranges: [range('09:30', day === 'sunday' ? '13:30' : '20:00')] }),
};

/** Per brand (by key, see demo-brands.ts), its shops in real towns near its home. */
export const DEMO_SHOPS: Record<string, DemoShop[]> = {
  'rosa-baltycka': [
    {
      street: 'ul. Świętojańska 48',
      postalCode: '81-372',
      town: 'Gdynia',
      country: 'PL',
      hours: 'shop',
      pickup: true,
      name: { kind: 'flagship' },
      description: {
        'pl-PL': 'Cała nasza linia z alg i róży, testery i doradztwo przy wyborze pielęgnacji.',
        'en-US': 'Our whole seaweed and rose range, testers and advice on choosing a routine.',
        'de-DE': 'Unser ganzes Sortiment mit Algen und Rose, Tester und Beratung bei der Wahl Ihrer Pflege.',
        'fr-FR': 'Toute notre gamme aux algues et à la rose, des testeurs et des conseils pour choisir votre routine.',
        'it-IT': 'Tutta la nostra linea alle alghe e alla rosa, tester e consigli per scegliere la tua routine.',
        'es-ES': 'Toda nuestra línea de algas y rosa, probadores y asesoramiento para elegir tu rutina.',
        'pt-BR': 'Toda a nossa linha de algas e rosa, testadores e orientação para escolher sua rotina.',
        'sv-SE': 'Hela vårt sortiment med alger och ros, testare och råd när du väljer hudvårdsrutin.',
        'no-NO': 'Hele serien vår med tang og rose, testere og råd når du skal velge hudpleierutine.',
        'hr-HR': 'Cijela naša linija s algama i ružom, testeri i savjeti pri odabiru njege.',
        'zh-CN': '全系列海藻与玫瑰产品，提供试用装和护肤选购建议。',
      },
    },
    {
      street: 'ul. Bohaterów Monte Cassino 31',
      postalCode: '81-767',
      town: 'Sopot',
      country: 'PL',
      hours: 'summer',
      pickup: false,
      name: { kind: 'branch', townZh: '索波特' },
      description: {
        'pl-PL': 'Mały sklep przy deptaku, otwarty codziennie.',
        'en-US': 'A small shop on the promenade, open every day.',
        'de-DE': 'Ein kleiner Laden an der Promenade, täglich geöffnet.',
        'fr-FR': 'Une petite boutique sur la promenade, ouverte tous les jours.',
        'it-IT': 'Un piccolo negozio sul lungomare, aperto tutti i giorni.',
        'es-ES': 'Una pequeña tienda en el paseo marítimo, abierta todos los días.',
        'pt-BR': 'Uma pequena loja no calçadão, aberta todos os dias.',
        'sv-SE': 'En liten butik vid strandpromenaden, öppen alla dagar.',
        'no-NO': 'En liten butikk ved strandpromenaden, åpen hver dag.',
        'hr-HR': 'Mali dućan na šetnici, otvoren svaki dan.',
        'zh-CN': '海滨步道旁的小店，每天营业。',
      },
    },
  ],
  'brume-darles': [
    {
      street: '8 rue de la Calade',
      postalCode: '13200',
      town: 'Arles',
      country: 'FR',
      hours: 'shop',
      pickup: true,
      name: { kind: 'flagship' },
      description: {
        'fr-FR': 'Nos eaux florales et savons, distillés à deux pas des arènes.',
        'en-US': 'Our floral waters and soaps, distilled a stone’s throw from the arena.',
        'pl-PL': 'Nasze wody kwiatowe i mydła, destylowane kilka kroków od rzymskiej areny.',
        'de-DE': 'Unsere Blütenwässer und Seifen, destilliert nur wenige Schritte von der Arena entfernt.',
        'it-IT': "Le nostre acque floreali e i nostri saponi, distillati a due passi dall'arena.",
        'es-ES': 'Nuestras aguas florales y jabones, destilados a dos pasos del anfiteatro.',
        'pt-BR': 'Nossas águas florais e sabonetes, destilados a poucos passos da arena.',
        'sv-SE': 'Våra blomstervatten och tvålar, destillerade ett stenkast från arenan.',
        'no-NO': 'Våre blomstervann og såper, destillert et steinkast fra arenaen.',
        'hr-HR': 'Naše cvjetne vodice i sapuni, destilirani nadomak arene.',
        'zh-CN': '我们的花水与香皂，在古罗马竞技场附近蒸馏制成。',
      },
    },
    {
      street: '12 rue des Teinturiers',
      postalCode: '84000',
      town: 'Avignon',
      country: 'FR',
      hours: 'lateFriday',
      pickup: false,
      name: { kind: 'branch', townZh: '阿维尼翁' },
      description: {
        'fr-FR': 'Atelier de soins du visage sur rendez-vous.',
        'en-US': 'A facial studio, by appointment.',
        'pl-PL': 'Gabinet zabiegów na twarz, wizyty po wcześniejszym umówieniu.',
        'de-DE': 'Ein Studio für Gesichtsbehandlungen, nach Terminvereinbarung.',
        'it-IT': 'Uno studio di trattamenti viso, su appuntamento.',
        'es-ES': 'Un estudio de tratamientos faciales, con cita previa.',
        'pt-BR': 'Um estúdio de tratamentos faciais, com hora marcada.',
        'sv-SE': 'En studio för ansiktsbehandlingar, efter tidsbokning.',
        'no-NO': 'Et studio for ansiktsbehandlinger, etter avtale.',
        'hr-HR': 'Studio za tretmane lica, uz prethodni dogovor.',
        'zh-CN': '面部护理工作室，需预约。',
      },
    },
  ],
  hafermond: [
    {
      street: 'Lindenstraße 27',
      postalCode: '79098',
      town: 'Freiburg',
      country: 'DE',
      hours: 'studio',
      pickup: true,
      name: { kind: 'workshop' },
      description: {
        'de-DE': 'In unserer Manufaktur sehen Sie, wie Haferbalsam entsteht – und nehmen ihn frisch mit.',
        'en-US': 'Watch oat balm being made in our workshop, and take it home fresh.',
        'pl-PL': 'W naszej manufakturze zobaczysz, jak powstaje balsam owsiany – i zabierzesz go prosto do domu.',
        'fr-FR': "Dans notre manufacture, découvrez comment naît le baume à l'avoine – et emportez-le tout frais.",
        'it-IT': "Nel nostro laboratorio vedete nascere il balsamo all'avena e lo portate a casa appena fatto.",
        'es-ES': 'En nuestro obrador puedes ver cómo se elabora el bálsamo de avena y llevártelo recién hecho.',
        'pt-BR': 'Em nosso ateliê você vê o bálsamo de aveia sendo feito e o leva fresquinho para casa.',
        'sv-SE': 'I vår verkstad ser du hur havrebalsamet blir till – och tar med det hem nygjort.',
        'no-NO': 'I verkstedet vårt ser du hvordan havrebalsamen lages – og tar den med deg hjem helt fersk.',
        'hr-HR': 'U našoj radionici vidjet ćete kako nastaje balzam od zobi – i ponijeti ga svjež kući.',
        'zh-CN': '在我们的工坊里，您可以亲眼看到燕麦香膏的制作过程，并把新鲜做好的产品带回家。',
      },
    },
  ],
  'villa-agrumia': [
    {
      street: 'Via dei Limoni 9',
      postalCode: '80067',
      town: 'Sorrento',
      country: 'IT',
      hours: 'summer',
      pickup: true,
      name: { kind: 'flagship' },
      description: {
        'it-IT': 'Agrumi della costiera in creme e profumi, tra i limoneti.',
        'en-US': 'The coast’s citrus in creams and scents, among the lemon groves.',
        'pl-PL': 'Cytrusy z wybrzeża w kremach i zapachach, wśród gajów cytrynowych.',
        'de-DE': 'Zitrusfrüchte der Küste in Cremes und Düften, mitten in den Zitronenhainen.',
        'fr-FR': 'Les agrumes de la côte en crèmes et en parfums, au milieu des citronniers.',
        'es-ES': 'Los cítricos de la costa en cremas y perfumes, entre limoneros.',
        'pt-BR': 'Os cítricos da costa em cremes e perfumes, entre os limoeiros.',
        'sv-SE': 'Kustens citrusfrukter i krämer och dofter, mitt bland citronlundarna.',
        'no-NO': 'Kystens sitrusfrukter i kremer og dufter, midt blant sitronlundene.',
        'hr-HR': 'Agrumi s obale u kremama i mirisima, usred nasada limuna.',
        'zh-CN': '置身柠檬园中，感受海岸柑橘制成的面霜与香氛。',
      },
    },
    {
      street: 'Via Cristoforo Colombo 3',
      postalCode: '84017',
      town: 'Positano',
      country: 'IT',
      hours: 'summer',
      pickup: false,
      name: { kind: 'branch', townZh: '波西塔诺' },
      description: {
        'it-IT': 'Un piccolo negozio sul mare.',
        'en-US': 'A small shop by the sea.',
        'pl-PL': 'Mały sklep nad samym morzem.',
        'de-DE': 'Ein kleiner Laden direkt am Meer.',
        'fr-FR': 'Une petite boutique au bord de la mer.',
        'es-ES': 'Una pequeña tienda junto al mar.',
        'pt-BR': 'Uma pequena loja à beira-mar.',
        'sv-SE': 'En liten butik vid havet.',
        'no-NO': 'En liten butikk ved havet.',
        'hr-HR': 'Mali dućan uz more.',
        'zh-CN': '海边的一家小店。',
      },
    },
    {
      street: 'Largo Duomo 2',
      postalCode: '84011',
      town: 'Amalfi',
      country: 'IT',
      hours: 'lateFriday',
      pickup: false,
      name: { kind: 'branch', townZh: '阿马尔菲' },
      description: {
        'it-IT': 'Accanto al Duomo.',
        'en-US': 'Next to the cathedral.',
        'pl-PL': 'Tuż obok katedry.',
        'de-DE': 'Direkt neben dem Dom.',
        'fr-FR': 'Juste à côté de la cathédrale.',
        'es-ES': 'Junto a la catedral.',
        'pt-BR': 'Ao lado da catedral.',
        'sv-SE': 'Alldeles intill katedralen.',
        'no-NO': 'Rett ved siden av katedralen.',
        'hr-HR': 'Odmah uz katedralu.',
        'zh-CN': '紧邻阿马尔菲主教座堂。',
      },
    },
  ],
  skargardsljus: [
    {
      street: 'Storgatan 12',
      postalCode: '392 32',
      town: 'Kalmar',
      country: 'SE',
      hours: 'shop',
      pickup: true,
      name: { kind: 'flagship' },
      description: {
        'sv-SE': 'Hela sortimentet och presentinslagning.',
        'en-US': 'The whole range, and gift wrapping.',
        'pl-PL': 'Cały asortyment i pakowanie na prezent.',
        'de-DE': 'Das ganze Sortiment und Geschenkverpackung.',
        'fr-FR': "Toute la gamme, et l'emballage cadeau.",
        'it-IT': 'Tutta la gamma e confezioni regalo.',
        'es-ES': 'Toda la gama y envoltorio para regalo.',
        'pt-BR': 'Toda a linha e embalagem para presente.',
        'no-NO': 'Hele sortimentet og gaveinnpakning.',
        'hr-HR': 'Cijeli asortiman i zamatanje poklona.',
        'zh-CN': '全系列产品，并提供礼品包装。',
      },
    },
  ],
  'smilje-i-more': [
    {
      street: 'Marmontova 5',
      postalCode: '21000',
      town: 'Split',
      country: 'HR',
      hours: 'summer',
      pickup: true,
      name: { kind: 'flagship' },
      description: {
        'hr-HR': 'Eterično ulje smilja s našeg otoka, u srcu Splita.',
        'en-US': 'Immortelle oil from our island, in the heart of Split.',
        'pl-PL': 'Olejek z kocanki z naszej wyspy, w samym sercu Splitu.',
        'de-DE': 'Strohblumenöl von unserer Insel, mitten im Herzen von Split.',
        'fr-FR': "L'huile essentielle d'immortelle de notre île, au cœur de Split.",
        'it-IT': 'Olio essenziale di elicriso della nostra isola, nel cuore di Spalato.',
        'es-ES': 'Aceite esencial de siempreviva de nuestra isla, en el corazón de Split.',
        'pt-BR': 'Óleo essencial de perpétua da nossa ilha, no coração de Split.',
        'sv-SE': 'Eterisk eternellolja från vår ö, mitt i Split.',
        'no-NO': 'Eterisk olje av evighetsblomst fra øya vår, midt i hjertet av Split.',
        'zh-CN': '来自我们海岛的蜡菊精油，就在斯普利特市中心。',
      },
    },
    {
      street: 'Obala bana Berislavića 8',
      postalCode: '21220',
      town: 'Trogir',
      country: 'HR',
      hours: 'summer',
      pickup: false,
      name: { kind: 'branch', townZh: '特罗吉尔' },
      description: {
        'hr-HR': 'Ljetni dućan na rivi.',
        'en-US': 'A summer shop on the waterfront.',
        'pl-PL': 'Letni sklep na nabrzeżu.',
        'de-DE': 'Ein Sommerladen an der Uferpromenade.',
        'fr-FR': "Une boutique d'été sur le front de mer.",
        'it-IT': 'Un negozio estivo sul lungomare.',
        'es-ES': 'Una tienda de verano en el paseo marítimo.',
        'pt-BR': 'Uma loja de verão na orla.',
        'sv-SE': 'En sommarbutik vid strandpromenaden.',
        'no-NO': 'En sommerbutikk på havnepromenaden.',
        'zh-CN': '海滨长廊上的夏季小店。',
      },
    },
  ],
  // The demo seller's own studio (Różana Manufaktura, Łódź).
  'rozana-manufaktura': [
    {
      street: 'ul. Piotrkowska 101',
      postalCode: '90-425',
      town: 'Łódź',
      country: 'PL',
      hours: 'studio',
      pickup: true,
      name: { kind: 'workshop' },
      description: {
        'pl-PL': 'Pracownia i sklep: kremy różane prosto ze stołu, odbiór zamówień na miejscu.',
        'en-US': 'Workshop and shop: rose creams straight from the bench, orders picked up here.',
        'de-DE': 'Werkstatt und Laden: Rosencremes frisch von der Werkbank, Abholung von Bestellungen vor Ort.',
        'fr-FR':
          "Atelier et boutique : des crèmes à la rose tout juste sorties de l'établi, retrait des commandes sur place.",
        'it-IT': 'Laboratorio e negozio: creme alla rosa appena fatte, ritiro degli ordini sul posto.',
        'es-ES': 'Taller y tienda: cremas de rosa recién hechas y recogida de pedidos en el local.',
        'pt-BR': 'Ateliê e loja: cremes de rosa recém-feitos e retirada de pedidos no local.',
        'sv-SE': 'Verkstad och butik: roskrämer direkt från arbetsbänken, hämta din beställning här.',
        'no-NO': 'Verksted og butikk: rosekremer rett fra arbeidsbenken, hent bestillingen din her.',
        'hr-HR': 'Radionica i dućan: kreme od ruže ravno s radnog stola, preuzimanje narudžbi na licu mjesta.',
        'zh-CN': '工坊兼门店：新鲜制作的玫瑰面霜，可到店自提订单。',
      },
    },
  ],
};
