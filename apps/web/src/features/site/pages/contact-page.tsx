import { countryName, isCountryCode } from '@glowmarket/shared/countries';
import { Anchor, Button, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFlag, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../../lib/i18n';
import { useSite } from '../../../lib/site';

export function ContactPage() {
  const { t } = useTranslation();
  const { data: site, isPending } = useSite();
  const country = site && isCountryCode(site.owner.country) ? countryName(site.owner.country, currentLanguage()) : '';

  return (
    <Stack gap="lg" maw={820}>
      <Title order={1}>{t('contact.title')}</Title>
      <Text fz="lg">{t('contact.intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Paper withBorder p="lg" radius="lg">
          <Title order={2} fz="h4" mb="sm">
            {t('contact.operator')}
          </Title>
          {isPending || !site ? (
            <Skeleton height={110} />
          ) : (
            <Stack gap={2} component="address" style={{ fontStyle: 'normal' }}>
              <Text fw={600}>{site.owner.name}</Text>
              <Text>{site.owner.street}</Text>
              <Text>
                {site.owner.postalCode} {site.owner.city}
              </Text>
              <Text>{country}</Text>
              <Text c="dimmed" fz="sm" mt="xs">
                {t('contact.taxId', { value: site.owner.taxId })}
              </Text>
              <Text c="dimmed" fz="sm">
                {site.owner.registryNumber}
              </Text>
            </Stack>
          )}
        </Paper>
        <Paper withBorder p="lg" radius="lg">
          <Title order={2} fz="h4" mb="sm">
            {t('contact.writeToUs')}
          </Title>
          <Text mb="md">{t('contact.writeToUsText')}</Text>
          {site && (
            <Anchor href={`mailto:${site.contactEmail}`} fw={600}>
              <IconMail size={16} aria-hidden style={{ verticalAlign: 'middle', marginInlineEnd: 6 }} />
              {site.contactEmail}
            </Anchor>
          )}
        </Paper>
      </SimpleGrid>
      <Paper withBorder p="lg" radius="lg">
        <Title order={2} fz="h4" mb="sm">
          {t('contact.reportTitle')}
        </Title>
        <Text mb="md">{t('contact.reportText')}</Text>
        <Button component={Link} to="/report" variant="light" leftSection={<IconFlag size={18} aria-hidden />}>
          {t('footer.report')}
        </Button>
      </Paper>
    </Stack>
  );
}
