import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { siteVariables, useSite } from '../../../lib/site';

interface StatementText {
  title: string;
  updated: string;
  intro: string;
  status: { heading: string; text: string };
  limitations: { heading: string; intro: string; items: string[] };
  feedback: { heading: string; text: string; answer: string };
  assessment: { heading: string; text: string };
  enforcement: { heading: string; text: string };
}

/**
 * The accessibility statement the European Accessibility Act asks of a shop: how far the site
 * meets WCAG 2.1 AA (EN 301 549), what does not yet, how to report a barrier, and when it was
 * checked. Texts in the `legal` namespace under `accessibility`.
 */
export function AccessibilityPage() {
  const { t } = useTranslation('legal');
  const { data: site } = useSite();
  const variables = siteVariables(site);
  const text = t('accessibility', { returnObjects: true, ...variables }) as unknown as StatementText;

  return (
    <Stack component="article" gap="lg" maw={820}>
      <div>
        <Title order={1}>{text.title}</Title>
        <Text c="dimmed" fz="sm" mt={4}>
          {text.updated}
        </Text>
      </div>
      <Text fz="lg">{text.intro}</Text>
      <section>
        <Title order={2} fz="h3" mb="xs">
          {text.status.heading}
        </Title>
        <Text>{text.status.text}</Text>
      </section>
      <section>
        <Title order={2} fz="h3" mb="xs">
          {text.limitations.heading}
        </Title>
        <Text mb="xs">{text.limitations.intro}</Text>
        <List spacing="xs">
          {text.limitations.items.map((item, index) => (
            <List.Item key={index}>{item}</List.Item>
          ))}
        </List>
      </section>
      <section>
        <Title order={2} fz="h3" mb="xs">
          {text.feedback.heading}
        </Title>
        <Text mb="xs">
          <Trans
            t={t}
            i18nKey="accessibility.feedback.text"
            values={variables}
            components={{ contact: <Anchor component={Link} to="/contact" /> }}
          />
        </Text>
        <Text>{text.feedback.answer}</Text>
      </section>
      <section>
        <Title order={2} fz="h3" mb="xs">
          {text.assessment.heading}
        </Title>
        <Text>{text.assessment.text}</Text>
      </section>
      <section>
        <Title order={2} fz="h3" mb="xs">
          {text.enforcement.heading}
        </Title>
        <Text>{text.enforcement.text}</Text>
      </section>
    </Stack>
  );
}
