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
  appStoreUrl: 'https://apps.apple.com/app/glowmarket/id6470000000',
  googlePlayUrl: 'https://play.google.com/store/apps/details?id=eu.glowmarket.app',
  contactEmail: 'contact@glowmarket.example',
};
