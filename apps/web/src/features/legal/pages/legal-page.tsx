import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { siteVariables, useSite } from '../../../lib/site';

export type LegalDocument = 'rules' | 'policy' | 'terms' | 'ipPolicy';

interface LegalText {
  title: string;
  updated: string;
  intro: string;
  sections: { heading: string; paragraphs: string[] }[];
}

/** Rules, privacy policy, terms and IP policy: one layout, texts from the `legal` namespace. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation('legal');
  const { data: site } = useSite();
  const text = t(document, { returnObjects: true, ...siteVariables(site) }) as unknown as LegalText;

  return (
    <Stack component="article" gap="lg" maw={820}>
      <div>
        <Title order={1}>{text.title}</Title>
        <Text c="dimmed" fz="sm" mt={4}>
          {text.updated}
        </Text>
      </div>
      <Text fz="lg">{text.intro}</Text>
      {text.sections.map((section, index) => (
        <section key={index}>
          <Title order={2} fz="h3" mb="xs">
            {index + 1}. {section.heading}
          </Title>
          <Stack gap="xs">
            {section.paragraphs.map((paragraph, paragraphIndex) => (
              <Text key={paragraphIndex}>{paragraph}</Text>
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
