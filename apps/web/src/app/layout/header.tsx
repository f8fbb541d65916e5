import { CURRENCY_CODES } from '@glowmarket/shared/currencies';
import { LANGUAGES } from '@glowmarket/shared/i18n';
import { ActionIcon, Anchor, Container, Group, Select, TextInput, Tooltip } from '@mantine/core';
import { IconSearch, IconShoppingBag } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Logo } from '../../components/logo';
import { changeLanguage, currentLanguage } from '../../lib/i18n';
import { setCurrency, useCurrency } from '../../lib/preferences';
import { siteVariables, useSite } from '../../lib/site';
import classes from './layout.module.css';
import { UserMenu } from './user-menu';

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
        <Anchor component={NavLink} to="/manufacturers" fw={600} fz="sm" className={classes.headerLink}>
          {t('nav.manufacturers', { ns: 'companies' })}
        </Anchor>
        <Group gap="xs" wrap="nowrap" className={classes.headerActions}>
          <Select
            aria-label={t('header.language')}
            data={languageOptions}
            value={currentLanguage()}
            onChange={(value) => value && void changeLanguage(value)}
            allowDeselect={false}
            w={{ base: 124, sm: 150 }}
          />
          <Select
            aria-label={t('header.currency')}
            data={currencyOptions}
            value={currency}
            onChange={(value) => value && setCurrency(value)}
            allowDeselect={false}
            w={88}
          />
          <Tooltip label={t('header.cart')}>
            <ActionIcon component={Link} to="/cart" variant="subtle" size="lg" aria-label={t('header.cart')}>
              <IconShoppingBag size={22} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <UserMenu />
        </Group>
      </Container>
    </header>
  );
}
