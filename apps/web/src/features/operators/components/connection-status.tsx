import type { OperatorCheck } from '@glowmarket/shared/operators';
import { Group, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconPlugConnectedX, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';

const RESULT_LOOK: Record<OperatorCheck['result'], { color: string; icon: Icon }> = {
  ok: { color: 'green', icon: IconCircleCheck },
  rejected: { color: 'red', icon: IconCircleX },
  unreachable: { color: 'orange', icon: IconPlugConnectedX },
};

/** "5 Nov 2026, 14:30" in the UI language: a check is worth knowing to the minute. */
function formatCheckTime(at: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The answer of the last "Check connection", announced when a new one arrives. */
export function ConnectionStatus({ check }: { check: OperatorCheck | null }) {
  const { t } = useTranslation('operators');
  const look = check ? RESULT_LOOK[check.result] : null;
  return (
    <div aria-live="polite" style={{ flex: '1 1 240px' }}>
      {check && look ? (
        <>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <look.icon size={20} color={`var(--mantine-color-${look.color}-7)`} aria-hidden style={{ flexShrink: 0 }} />
            <Text fz="sm">
              <Text span inherit fw={600} c={`${look.color}.8`}>
                {t(`check.result.${check.result}`)}
              </Text>
              {check.sandbox && (
                <Text span inherit c="dimmed">
                  {' '}
                  {t('check.sandbox')}
                </Text>
              )}
            </Text>
          </Group>
          <Text fz="xs" c="dimmed" mt={2}>
            {t('check.checkedAt', { time: formatCheckTime(check.at) })}
          </Text>
        </>
      ) : (
        <Text fz="sm" c="dimmed">
          {t('check.never')}
        </Text>
      )}
    </div>
  );
}
