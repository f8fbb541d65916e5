import { CURRENCY_CODES, isCurrencyCode } from '@glowmarket/shared/currencies';
import { LANGUAGES } from '@glowmarket/shared/i18n';
import { IconScale, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { CartBadge } from '../../components/cart/cart-badge';
import { Logo } from '../../components/logo';
import ui from '../../components/ui.module.css';
import { useCompareList } from '../../lib/compare';
import { changeLanguage, currentLanguage } from '../../lib/i18n';
import { setCurrency, useCurrency } from '../../lib/preferences';
import { siteText, siteVariables, useSite } from '../../lib/site';
import classes from './layout.module.css';
import { markScrollEdges } from './scroll-edges';
import { UserMenu } from './user-menu';

// Plain elements (components/ui.module.css): the header is part of every first load. Native
// selects also give phones their own picker.
const languageOptions = LANGUAGES.map((language) => ({ value: language.code, label: language.nativeName }));

function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  // Other lists (manufacturers, the admin's sellers) keep their own `q`; it is not a product search.
  const [query, setQuery] = useState(pathname === '/catalog' ? (params.get('q') ?? '') : '');

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = query.trim();
    void navigate(trimmed ? `/catalog?q=${encodeURIComponent(trimmed)}` : '/catalog');
  }

  return (
    <form role="search" aria-label={t('header.search')} onSubmit={submit} className={classes.search}>
      <IconSearch size={16} aria-hidden className={classes.searchIcon} />
      <input
        type="search"
        className={`${ui.input} ${classes.searchInput}`}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        placeholder={t('header.searchPlaceholder')}
        aria-label={t('header.search')}
      />
    </form>
  );
}

/** The comparison's link: the number of products in it, or an empty scale. */
function CompareLink() {
  const { t } = useTranslation('catalog');
  const count = useCompareList().length;
  return (
    <Link
      to="/compare"
      className={ui.iconButton}
      aria-label={t('nav.compareCount', { count })}
      title={t('nav.compare')}
    >
      <IconScale size={22} aria-hidden />
      {count > 0 && (
        <span className={classes.count} aria-hidden>
          {count}
        </span>
      )}
    </Link>
  );
}

/** The storefront's sections under the search row. */
function ShopNav() {
  const { t } = useTranslation('catalog');
  const { pathname, search } = useLocation();
  const list = pathname === '/catalog' || pathname === '/offers';
  const specials = list && new URLSearchParams(search).get('specialOffer') === 'true';
  const allOffers = list && !specials;
  return (
    // On a phone the links scroll sideways; the edge with more beyond it fades.
    <nav aria-label={t('nav.shop')} className={classes.shopNav} ref={markScrollEdges}>
      <Link to="/offers" className={classes.shopLink} aria-current={allOffers ? 'page' : undefined}>
        {t('nav.allOffers')}
      </Link>
      <Link to="/catalog?specialOffer=true" className={classes.shopLink} aria-current={specials ? 'page' : undefined}>
        {t('nav.specialOffers')}
      </Link>
      <NavLink to="/manufacturers" className={classes.shopLink}>
        {t('nav.manufacturers', { ns: 'companies' })}
      </NavLink>
      <NavLink to="/shops" end className={classes.shopLink}>
        {t('header.shops', { ns: 'common' })}
      </NavLink>
      <NavLink to="/compare" className={classes.shopLink}>
        {t('nav.compare')}
      </NavLink>
    </nav>
  );
}

export function Header() {
  const { t } = useTranslation();
  const { data: site } = useSite();
  const currency = useCurrency();
  const { portalName } = siteVariables(site);
  // The operator's line under the logo (its configuration), in the visitor's language.
  const tagline = siteText(site?.headerTexts, currentLanguage(), site);

  return (
    <header className={classes.header}>
      <div className={`${ui.container} ${classes.headerInner}`}>
        <div className={classes.brand}>
          <Link to="/" className={classes.logoLink} aria-label={t('header.home', { name: portalName })}>
            <Logo name={portalName} />
          </Link>
          {tagline && <p className={classes.tagline}>{tagline}</p>}
        </div>
        <SearchBox />
        <div className={classes.headerActions}>
          <select
            className={`${ui.select} ${classes.languageSelect}`}
            aria-label={t('header.language')}
            value={currentLanguage()}
            onChange={(event) => void changeLanguage(event.currentTarget.value)}
          >
            {languageOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <select
            className={`${ui.select} ${classes.currencySelect}`}
            aria-label={t('header.currency')}
            value={currency}
            onChange={(event) => {
              const next = event.currentTarget.value;
              if (isCurrencyCode(next)) setCurrency(next);
            }}
          >
            {CURRENCY_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
          <CompareLink />
          <CartBadge />
          <UserMenu />
        </div>
      </div>
      <div className={ui.container}>
        <ShopNav />
      </div>
    </header>
  );
}
