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
  city: 'Łódź',
  nipTax: '7740001454',
  contactEmail: 'biuro@rozana.example',
  publicEmail: 'sklep@rozana.example',
  webPage: 'https://rozana.example',
  defaultLanguage: 'pl-PL',
  descriptions: {
    'pl-PL':
      'Od 1998 roku tłoczymy na zimno olej z płatków róży damasceńskiej i tworzymy z niego kremy, toniki i serum. Każda partia powstaje w naszej pracowni w Łodzi, z pełnym składem INCI na etykiecie.',
    'en-US':
      'Since 1998 we have cold-pressed Damask rose petal oil and turned it into creams, toners and serums. Every batch is made in our Łódź workshop, with the full INCI list on the label.',
    'de-DE':
      'Seit 1998 pressen wir Öl aus Damaszener Rosenblüten kalt und verarbeiten es zu Cremes, Tonern und Seren. Jede Charge entsteht in unserer Werkstatt in Łódź, mit vollständiger INCI-Liste auf dem Etikett.',
  },
};
