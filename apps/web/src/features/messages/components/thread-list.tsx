import type { ThreadSummary } from '@glowmarket/shared/seller-messages';
import { Avatar, Badge, Group, Paper, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MessageSide } from '../../../api/messages';
import { initialsOf } from '../../../lib/format';
import { messageTime } from './message-time';
import classes from './messages.module.css';

/** Who the other side of a thread is: the buyer for a seller, the company for a buyer. */
export function counterpartOf(thread: ThreadSummary, side: MessageSide): string {
  return side === 'seller' ? `${thread.buyer.firstName} ${thread.buyer.lastName}`.trim() : thread.company.name;
}

/** The threads of one side, newest first, each with who, what about, the last message and its unread count. */
export function ThreadList({
  threads,
  side,
  basePath,
  activeId,
}: {
  threads: ThreadSummary[];
  side: MessageSide;
  basePath: string;
  activeId: string | undefined;
}) {
  const { t } = useTranslation('messages');
  return (
    <Stack component="ul" gap={6} m={0} p={0} aria-label={t('inbox.listLabel')} style={{ listStyle: 'none' }}>
      {threads.map((thread) => {
        const name = counterpartOf(thread, side);
        const active = thread.id === activeId;
        return (
          <li key={thread.id}>
            <UnstyledButton
              component={Link}
              to={`${basePath}/${thread.id}`}
              aria-current={active ? 'page' : undefined}
              className={classes.threadLink}
              data-active={active || undefined}
            >
              <Paper withBorder radius="md" p="sm" className={classes.threadCard}>
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Avatar
                    src={side === 'seller' ? thread.buyer.avatarUrl : null}
                    alt=""
                    color="rose"
                    radius="xl"
                    aria-hidden
                  >
                    {initialsOf(name)}
                  </Avatar>
                  <div style={{ minWidth: 0, flex: 1 }}>
                    <Group gap="xs" justify="space-between" wrap="nowrap">
                      <Text fw={thread.unread > 0 ? 700 : 600} fz="sm" truncate>
                        {name}
                      </Text>
                      <Text fz="xs" c="dimmed" style={{ flexShrink: 0 }}>
                        {messageTime(thread.lastMessageAt)}
                      </Text>
                    </Group>
                    <Text fz="xs" c="dimmed" truncate>
                      {thread.subject || t('inbox.general')}
                    </Text>
                    <Group gap="xs" justify="space-between" wrap="nowrap">
                      <Text fz="sm" lineClamp={1} c={thread.unread > 0 ? undefined : 'dimmed'}>
                        {thread.lastMessage
                          ? `${thread.lastMessage.fromSeller === (side === 'seller') ? `${t('inbox.you')}: ` : ''}${thread.lastMessage.text}`
                          : ''}
                      </Text>
                      {thread.unread > 0 && (
                        <Badge color="rose" size="sm" circle={thread.unread < 10}>
                          <span aria-hidden>{thread.unread}</span>
                          <VisuallyHidden>{t('inbox.unread', { count: thread.unread })}</VisuallyHidden>
                        </Badge>
                      )}
                    </Group>
                  </div>
                </Group>
              </Paper>
            </UnstyledButton>
          </li>
        );
      })}
    </Stack>
  );
}
