import type { Texts } from './demo-catalog';

/** The demo accounts `npm start` creates in an empty database; README lists them. */
export const DEMO_ACCOUNTS = [
  {
    role: 'admin',
    email: 'admin@glowmarket.example',
    password: 'Peony-Admin-2026',
    firstName: 'Alicja',
    lastName: 'Operator',
  },
  {
    role: 'buyer',
    email: 'buyer@glowmarket.example',
    password: 'Peony-Buyer-2026',
    firstName: 'Ines',
    lastName: 'Moreau',
  },
  {
    role: 'seller',
    email: 'seller@glowmarket.example',
    password: 'Peony-Seller-2026',
    firstName: 'Agnieszka',
    lastName: 'Wiśniewska',
  },
] as const;

/** The demo seller's company, approved, so the storefront has a manufacturer from the start. */
export const DEMO_COMPANY = {
  name: 'Różana Manufaktura Kosmetyków sp. z o.o.',
  shortName: 'Różana Manufaktura',
  street: 'ul. Ogrodowa 12',
  postalCode: '90-001',
  city: 'Łódź',
  country: 'PL',
  nipTax: '7740001454',
  contactPerson: 'Agnieszka Wiśniewska',
  contactEmail: 'biuro@rozana.example',
  contactPhone: '+48 42 600 10 10',
  publicEmail: 'sklep@rozana.example',
  publicPhone: '+48 42 600 10 11',
  webPage: 'https://rozana.example',
  defaultLanguage: 'pl-PL',
  descriptions: {
    'pl-PL':
      'Od 1998 roku tłoczymy na zimno olej z płatków róży damasceńskiej i tworzymy z niego kremy, toniki i serum. Każda partia powstaje w naszej pracowni w Łodzi, z pełnym składem INCI na etykiecie.',
    'en-US':
      'Since 1998 we have cold-pressed Damask rose petal oil and turned it into creams, toners and serums. Every batch is made in our Łódź workshop, with the full INCI list on the label.',
    'de-DE':
      'Seit 1998 pressen wir Öl aus Damaszener Rosenblüten kalt und verarbeiten es zu Cremes, Tonern und Seren. Jede Charge entsteht in unserer Werkstatt in Łódź, mit vollständiger INCI-Liste auf dem Etikett.',
    'fr-FR':
      "Depuis 1998, nous pressons à froid l'huile de pétales de rose de Damas pour en faire des crèmes, des lotions toniques et des sérums. Chaque lot est fabriqué dans notre atelier de Łódź, avec la liste INCI complète sur l'étiquette.",
    'it-IT':
      "Dal 1998 spremiamo a freddo l'olio di petali di rosa damascena e lo trasformiamo in creme, tonici e sieri. Ogni lotto nasce nel nostro laboratorio di Łódź, con l'elenco INCI completo in etichetta.",
    'es-ES':
      'Desde 1998 prensamos en frío aceite de pétalos de rosa damascena y lo convertimos en cremas, tónicos y sérums. Cada lote se elabora en nuestro taller de Łódź, con la lista INCI completa en la etiqueta.',
    'pt-BR':
      'Desde 1998 extraímos a frio o óleo de pétalas de rosa damascena e o transformamos em cremes, tônicos e séruns. Cada lote é produzido em nosso ateliê em Łódź, com a lista INCI completa no rótulo.',
    'sv-SE':
      'Sedan 1998 kallpressar vi olja av damascenerrosens kronblad och gör krämer, ansiktsvatten och serum av den. Varje sats tillverkas i vår verkstad i Łódź, med hela INCI-listan på etiketten.',
    'no-NO':
      'Siden 1998 har vi kaldpresset olje av damaskusrosens kronblader og laget kremer, ansiktsvann og serum av den. Hver batch lages i verkstedet vårt i Łódź, med hele INCI-listen på etiketten.',
    'hr-HR':
      'Od 1998. hladno prešamo ulje od latica damaščanske ruže i od njega izrađujemo kreme, tonike i serume. Svaka serija nastaje u našoj radionici u Łódźu, s potpunim INCI popisom na etiketi.',
    'zh-CN':
      '自1998年起，我们冷榨大马士革玫瑰花瓣油，并将其制成面霜、爽肤水和精华。每一批产品都在我们罗兹的工坊完成，标签上附有完整的INCI成分表。',
  } satisfies Texts,
};

/** The demo buyer's saved shipping address and invoice details (the demo orders go there too). */
export const DEMO_BUYER_ADDRESS = {
  street: 'ul. Piotrkowska 104',
  city: 'Łódź',
  postalCode: '90-001',
  region: '',
  country: 'PL' as const,
};

export const DEMO_BUYER_INVOICE = {
  entityName: 'Atelier Moreau Ines Moreau',
  taxId: '7251801126',
  street: 'ul. Piotrkowska 104',
  city: 'Łódź',
  postalCode: '90-001',
  country: 'PL' as const,
};
