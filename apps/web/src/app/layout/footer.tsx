import { APP_VERSION } from '@glowmarket/shared/constants';
import { Anchor, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StoreBadges } from '../../components/store-badges';
import { useSite } from '../../lib/site';
import classes from './layout.module.css';

function FooterLink({ to, children }: { to: string; children: string }) {
  return (
    <Anchor component={Link} to={to} c="dimmed" fz="sm">
      {children}
    </Anchor>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const { data: site } = useSite();

  return (
    <footer className={classes.footer}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap={6} component="nav" aria-label={t('footer.marketplace')}>
            <Title order={2} fz="sm" tt="uppercase" c="dimmed">
              {t('footer.marketplace')}
            </Title>
            <FooterLink to="/catalog">{t('nav.allOffers', { ns: 'catalog' })}</FooterLink>
            <FooterLink to="/catalog?specialOffer=true">{t('nav.specialOffers', { ns: 'catalog' })}</FooterLink>
            <FooterLink to="/compare">{t('nav.compare', { ns: 'catalog' })}</FooterLink>
            <FooterLink to="/manufacturers">{t('nav.manufacturers', { ns: 'companies' })}</FooterLink>
            <FooterLink to="/rules">{t('footer.rules')}</FooterLink>
            <FooterLink to="/regular">{t('footer.terms')}</FooterLink>
            <FooterLink to="/policy">{t('footer.privacy')}</FooterLink>
            <FooterLink to="/ip-policy">{t('footer.ipPolicy')}</FooterLink>
          </Stack>
          <Stack gap={6} component="nav" aria-label={t('footer.help')}>
            <Title order={2} fz="sm" tt="uppercase" c="dimmed">
              {t('footer.help')}
            </Title>
            <FooterLink to="/contact">{t('footer.contact')}</FooterLink>
            <FooterLink to="/report">{t('footer.report')}</FooterLink>
          </Stack>
          <Stack gap="xs">
            <Title order={2} fz="sm" tt="uppercase" c="dimmed">
              {t('footer.getTheApp')}
            </Title>
            {site && <StoreBadges appStoreUrl={site.appStoreUrl} googlePlayUrl={site.googlePlayUrl} />}
          </Stack>
        </SimpleGrid>
        <Text c="dimmed" fz="xs" mt="xl">
          © {new Date().getFullYear()} {site?.owner.name} · {t('footer.version', { version: APP_VERSION })}
        </Text>
      </Container>
    </footer>
  );
}
