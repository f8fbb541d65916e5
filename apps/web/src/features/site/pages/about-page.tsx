import { DEFAULT_COMMISSION_PERCENT } from '@glowmarket/shared/constants';
import { Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuildingFactory2,
  IconHeartHandshake,
  IconMail,
  IconShieldCheck,
  IconShoppingBag,
  IconTargetArrow,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { siteVariables, useSite } from '../../../lib/site';

const sections = [
  { key: 'mission', icon: IconTargetArrow },
  { key: 'buyers', icon: IconShoppingBag },
  { key: 'sellers', icon: IconBuildingFactory2 },
  { key: 'trust', icon: IconShieldCheck },
] as const;

/** /about: who runs the marketplace, how it works for buyers and manufacturers, and what it stands for. */
export function AboutPage() {
  const { t } = useTranslation('about');
  const { data: site } = useSite();
  const variables = {
    ...siteVariables(site),
    commission: site?.commissionPercent ?? DEFAULT_COMMISSION_PERCENT,
  };

  return (
    <Stack gap="xl" maw={960}>
      <div>
        <Title order={1}>{t('heading', variables)}</Title>
        <Text fz="lg" mt="md" maw={720}>
          {t('intro', variables)}
        </Text>
      </div>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {sections.map(({ key, icon: Icon }) => (
          <Paper key={key} component="section" withBorder p="xl" radius="lg" aria-labelledby={`about-${key}`}>
            <ThemeIcon size={44} radius="md" variant="light">
              <Icon size={24} aria-hidden />
            </ThemeIcon>
            <Title order={2} fz="h3" mt="md" id={`about-${key}`}>
              {t(`${key}.title`)}
            </Title>
            <Text mt="sm">{t(`${key}.text`, variables)}</Text>
          </Paper>
        ))}
      </SimpleGrid>

      <Paper component="section" withBorder p="xl" radius="lg" aria-labelledby="about-operator">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="md" variant="light">
            <IconHeartHandshake size={24} aria-hidden />
          </ThemeIcon>
          <div>
            <Title order={2} fz="h3" id="about-operator">
              {t('operator.title')}
            </Title>
            {site && <Text mt="sm">{t('operator.text', variables)}</Text>}
          </div>
        </Group>
      </Paper>

      <Group gap="sm">
        <Button component={Link} to="/offers" leftSection={<IconShoppingBag size={18} aria-hidden />}>
          {t('actions.offers')}
        </Button>
        <Button
          component={Link}
          to="/registercompany"
          variant="light"
          leftSection={<IconBuildingFactory2 size={18} aria-hidden />}
        >
          {t('actions.sellers')}
        </Button>
        <Button component={Link} to="/contact" variant="subtle" leftSection={<IconMail size={18} aria-hidden />}>
          {t('actions.contact')}
        </Button>
      </Group>
    </Stack>
  );
}
