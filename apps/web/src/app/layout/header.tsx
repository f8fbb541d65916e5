import { CURRENCY_CODES, isCurrencyCode } from '@glowmarket/shared/currencies';
import { LANGUAGES } from '@glowmarket/shared/i18n';
import { ActionIcon, Anchor, Container, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconScale, IconSearch, IconShoppingBag } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Logo } from '../../components/logo';
import { useCompareList } from '../../lib/compare';
import { changeLanguage, currentLanguage } from '../../lib/i18n';
import { setCurrency, useCurrency } from '../../lib/preferences';
import { siteVariables, useSite } from '../../lib/site';
import classes from './layout.module.css';
import { UserMenu } from './user-menu';

// Native selects: the phone's own picker, and no listbox code in the bundle every page loads.
const languageOptions = LANGUAGES.map((language) => ({ value: language.code, label: language.nativeName }));
const currencyOptions = CURRENCY_CODES.map((code) => ({ value: code, label: code }));

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
    <form role="search" onSubmit={submit} className={classes.search}>
      <TextInput
        type="search"
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        placeholder={t('header.searchPlaceholder')}
        aria-label={t('header.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        radius="xl"
      />
    </form>
  );
}

/** The comparison's link: the number of products in it, or an empty scale. */
function CompareLink() {
  const { t } = useTranslation('catalog');
  const count = useCompareList().length;
  return (
    <ActionIcon
      component={Link}
      to="/compare"
      variant="subtle"
      size="lg"
      aria-label={t('nav.compareCount', { count })}
      title={t('nav.compare')}
      className={classes.compareLink}
    >
      <IconScale size={22} aria-hidden />
      {count > 0 && (
        <span className={classes.count} aria-hidden>
          {count}
        </span>
      )}
    </ActionIcon>
  );
}

/** The storefront's sections under the search row. */
function ShopNav() {
  const { t } = useTranslation('catalog');
  const { pathname, search } = useLocation();
  const specials = pathname === '/catalog' && new URLSearchParams(search).get('specialOffer') === 'true';
  const allOffers = pathname === '/catalog' && !specials;
  return (
    <nav aria-label={t('nav.shop')} className={classes.shopNav}>
      <Anchor component={Link} to="/catalog" className={classes.shopLink} aria-current={allOffers ? 'page' : undefined}>
        {t('nav.allOffers')}
      </Anchor>
      <Anchor
        component={Link}
        to="/catalog?specialOffer=true"
        className={classes.shopLink}
        aria-current={specials ? 'page' : undefined}
      >
        {t('nav.specialOffers')}
      </Anchor>
      <Anchor component={NavLink} to="/manufacturers" className={classes.shopLink}>
        {t('nav.manufacturers', { ns: 'companies' })}
      </Anchor>
      <Anchor component={NavLink} to="/compare" className={classes.shopLink}>
        {t('nav.compare')}
      </Anchor>
    </nav>
  );
}

export function Header() {
  const { t } = useTranslation();
  const { data: site } = useSite();
  const currency = useCurrency();

  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.headerInner}>
        <Anchor component={Link} to="/" underline="never" aria-label={t('header.home')}>
          <Logo name={siteVariables(site).portalName} />
        </Anchor>
        <SearchBox />
        <Group gap="xs" wrap="nowrap" className={classes.headerActions}>
          <NativeSelect
            aria-label={t('header.language')}
            data={languageOptions}
            value={currentLanguage()}
            onChange={(event) => void changeLanguage(event.currentTarget.value)}
            w={{ base: 112, sm: 150 }}
          />
          <NativeSelect
            aria-label={t('header.currency')}
            data={currencyOptions}
            value={currency}
            onChange={(event) => {
              const next = event.currentTarget.value;
              if (isCurrencyCode(next)) setCurrency(next);
            }}
            w={80}
          />
          <CompareLink />
          <ActionIcon
            component={Link}
            to="/cart"
            variant="subtle"
            size="lg"
            aria-label={t('header.cart')}
            title={t('header.cart')}
          >
            <IconShoppingBag size={22} aria-hidden />
          </ActionIcon>
          <UserMenu />
        </Group>
      </Container>
      <Container size="xl">
        <ShopNav />
      </Container>
    </header>
  );
}
