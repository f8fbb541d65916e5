import type { NewSiteSettingsRow } from '../../modules/site/site.tables';

/** What a fresh installation starts with; the operator changes it later in the admin area. */
export const SITE_DEFAULTS: NewSiteSettingsRow = {
  portalName: 'Glowmarket',
  ownerName: 'Glowmarket sp. z o.o.',
  ownerStreet: 'ul. Marszałkowska 84/92',
  ownerPostalCode: '00-514',
  ownerCity: 'Warszawa',
  ownerCountry: 'PL',
  ownerTaxId: 'PL5259876542',
  ownerRegistryNumber: 'KRS 0000987654',
  defaultLanguage: 'en-US',
  defaultCurrency: 'EUR',
  // The stores' own front pages until the operator sets the app's pages in its configuration: an
  // invented app id could be someone else's app. Left empty, the store buttons are hidden.
  appStoreUrl: 'https://apps.apple.com/',
  googlePlayUrl: 'https://play.google.com/store/apps',
  contactEmail: 'contact@glowmarket.example',
};
