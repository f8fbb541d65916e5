import type { PublicCompany } from '@glowmarket/shared/companies';
import { organizationJsonLd } from '@glowmarket/shared/structured-data';
import {
  absoluteUrl,
  excerpt,
  ogLocale,
  pageTitle,
  subjectPage,
  type PageHead,
  type SiteFacts,
  type SubjectPage,
} from '../../lib/page-head';
import type { CompaniesService } from './companies.service';

/** What a company page's first HTML says about the manufacturer, for link previews and crawlers. */
export function companyPageHead(company: PublicCompany, site: SiteFacts): PageHead {
  const url = absoluteUrl(site, `/company/${company.id}`);
  const description = excerpt(company.description || `${company.companyName} · ${company.city}`);
  const image = company.logoUrl ?? company.photos[0]?.url;
  return {
    title: pageTitle(company.companyNameShort, site),
    description,
    url,
    properties: {
      'og:type': 'website',
      'og:site_name': site.portalName,
      'og:title': company.companyNameShort,
      'og:description': description,
      'og:url': url,
      'og:image': image && absoluteUrl(site, image),
      'og:locale': ogLocale(company.descriptionLanguage),
    },
    jsonLd: organizationJsonLd(company, url),
  };
}

/** /company/:id: the company's head; 404 for a company the storefront does not show. */
export const companyPage = (companies: CompaniesService): SubjectPage =>
  subjectPage('/company/:id', (ctx, id) => companies.getPublicCompany(ctx, id), companyPageHead);
