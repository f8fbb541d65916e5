import { APP_VERSION } from '@glowmarket/shared/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasStoreLinks, StoreBadges } from '../../components/store-badges';
import ui from '../../components/ui.module.css';
import { useSite } from '../../lib/site';
import classes from './layout.module.css';

function FooterLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className={classes.footerLink}>
      {children}
    </Link>
  );
}

/** Plain elements (components/ui.module.css): the footer is part of every first load. */
export function Footer() {
  const { t } = useTranslation();
  const { data: site } = useSite();

  return (
    <footer className={classes.footer}>
      <div className={ui.container}>
        <div className={classes.footerGrid}>
          <nav className={classes.footerColumn} aria-label={t('footer.marketplace')}>
            <h2 className={classes.footerTitle}>{t('footer.marketplace')}</h2>
            <FooterLink to="/offers">{t('nav.allOffers', { ns: 'catalog' })}</FooterLink>
            <FooterLink to="/catalog?specialOffer=true">{t('nav.specialOffers', { ns: 'catalog' })}</FooterLink>
            <FooterLink to="/compare">{t('nav.compare', { ns: 'catalog' })}</FooterLink>
            <FooterLink to="/manufacturers">{t('nav.manufacturers', { ns: 'companies' })}</FooterLink>
            <FooterLink to="/rules">{t('footer.rules')}</FooterLink>
            <FooterLink to="/regular">{t('footer.terms')}</FooterLink>
            <FooterLink to="/policy">{t('footer.privacy')}</FooterLink>
            <FooterLink to="/ip-policy">{t('footer.ipPolicy')}</FooterLink>
          </nav>
          <nav className={classes.footerColumn} aria-label={t('footer.help')}>
            <h2 className={classes.footerTitle}>{t('footer.help')}</h2>
            <FooterLink to="/about">{t('footer.about')}</FooterLink>
            <FooterLink to="/contact">{t('footer.contact')}</FooterLink>
            <FooterLink to="/report">{t('footer.report')}</FooterLink>
            <FooterLink to="/accessibility">{t('footer.accessibility')}</FooterLink>
          </nav>
          {site && hasStoreLinks(site) && (
            <div className={classes.footerColumn}>
              <h2 className={classes.footerTitle}>{t('footer.getTheApp')}</h2>
              <StoreBadges appStoreUrl={site.appStoreUrl} googlePlayUrl={site.googlePlayUrl} />
            </div>
          )}
        </div>
        <p className={classes.footerNote}>
          © {new Date().getFullYear()} {site?.owner.name} · {t('footer.version', { version: APP_VERSION })}
        </p>
      </div>
    </footer>
  );
}
