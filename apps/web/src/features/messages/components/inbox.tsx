import { Grid, Paper, Stack, Text } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MessageSide } from '../../../api/messages';
import { ListSkeleton, LoadFailed } from '../../../components/page-states';
import { useThreads } from '../api/threads';
import { ThreadList } from './thread-list';
import { ThreadView } from './thread-view';

/**
 * The list of conversations beside the open one; on a phone one at a time: the list, or the
 * conversation with a way back.
 */
export function Inbox({ side, threadId, basePath }: { side: MessageSide; threadId?: string; basePath: string }) {
  const { t } = useTranslation('messages');
  const threads = useThreads(side);
  const open = Boolean(threadId);

  let list;
  if (threads.isPending) list = <ListSkeleton label={t('inbox.loading')} rows={4} height={84} />;
  else if (threads.isError)
    list = (
      <LoadFailed title={t('inbox.failed')} retryLabel={t('inbox.retry')} onRetry={() => void threads.refetch()} />
    );
  else if (threads.data.items.length === 0)
    list = (
      <Paper withBorder radius="lg" p="xl" ta="center">
        <Stack align="center" gap="xs">
          <IconMessageCircle size={40} aria-hidden color="var(--mantine-color-rose-5)" />
          <Text fw={600}>{t('inbox.empty')}</Text>
          <Text fz="sm" c="dimmed" maw={360}>
            {t(side === 'seller' ? 'inbox.emptySeller' : 'inbox.emptyBuyer')}
          </Text>
        </Stack>
      </Paper>
    );
  else list = <ThreadList threads={threads.data.items} side={side} basePath={basePath} activeId={threadId} />;

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }} display={{ base: open ? 'none' : 'block', md: 'block' }}>
        {list}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }} display={{ base: open ? 'block' : 'none', md: 'block' }}>
        {threadId ? (
          <ThreadView key={threadId} side={side} id={threadId} basePath={basePath} />
        ) : (
          threads.data?.items.length !== 0 && (
            <Paper withBorder radius="lg" p="xl" ta="center" c="dimmed">
              {t('inbox.choose')}
            </Paper>
          )
        )}
      </Grid.Col>
    </Grid>
  );
}
