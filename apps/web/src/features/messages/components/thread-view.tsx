import { MESSAGE_MAX_LENGTH, type ThreadDetail } from '@glowmarket/shared/seller-messages';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconArrowLeft, IconSend } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MessageSide } from '../../../api/messages';
import { ListSkeleton, LoadFailed } from '../../../components/page-states';
import { ApiError } from '../../../lib/api-client';
import { useReply, useThread } from '../api/threads';
import { messageTime } from './message-time';
import classes from './messages.module.css';
import { counterpartOf } from './thread-list';

/** One conversation: who and what about, every message (the caller's on the right), and the answer form. */
export function ThreadView({ side, id, basePath }: { side: MessageSide; id: string; basePath: string }) {
  const { t } = useTranslation('messages');
  const thread = useThread(side, id);
  if (thread.isPending) return <ListSkeleton label={t('inbox.loadingThread')} rows={3} height={64} />;
  if (thread.isError) {
    const missing = thread.error instanceof ApiError && thread.error.status === 404;
    return (
      <Stack gap="sm">
        <BackLink basePath={basePath} />
        {missing ? (
          <Alert color="gray">{t('inbox.notFound')}</Alert>
        ) : (
          <LoadFailed
            title={t('inbox.threadFailed')}
            retryLabel={t('inbox.retry')}
            onRetry={() => void thread.refetch()}
          />
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <BackLink basePath={basePath} />
      <Header thread={thread.data} side={side} />
      <Messages thread={thread.data} side={side} />
      <ReplyForm side={side} id={id} />
    </Stack>
  );
}

/** Back to the list: on a phone the list and the conversation are separate screens. */
function BackLink({ basePath }: { basePath: string }) {
  const { t } = useTranslation('messages');
  return (
    <Anchor component={Link} to={basePath} fz="sm" hiddenFrom="md">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('inbox.back')}
      </Group>
    </Anchor>
  );
}

function Header({ thread, side }: { thread: ThreadDetail; side: MessageSide }) {
  const { t } = useTranslation(['messages', 'users']);
  const subject = thread.subject || t('inbox.general');
  return (
    <Paper withBorder radius="lg" p="md">
      <Group justify="space-between" gap="xs" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Title order={2} fz="h3" style={{ overflowWrap: 'anywhere' }}>
            {counterpartOf(thread, side)}
          </Title>
          <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {thread.productId ? (
              <>
                {t('inbox.aboutProduct')}{' '}
                <Anchor component={Link} to={`/products/${thread.productId}`} inherit>
                  {subject}
                </Anchor>
              </>
            ) : thread.orderId ? (
              <>
                {t('inbox.aboutOrder')}{' '}
                {side === 'seller' ? (
                  <Anchor component={Link} to={`/orders?order=${thread.orderId}`} inherit>
                    {subject}
                  </Anchor>
                ) : (
                  <Anchor component={Link} to="/userorders" inherit>
                    {subject}
                  </Anchor>
                )}
              </>
            ) : (
              subject
            )}
          </Text>
          {side === 'buyer' && (
            <Anchor component={Link} to={`/company/${thread.company.id}`} fz="sm">
              {t('inbox.companyPage')}
            </Anchor>
          )}
        </div>
        {side === 'seller' && (
          <Badge variant="light" color={thread.buyer.status === 'available' ? 'teal' : 'gray'}>
            {t(`account.statuses.${thread.buyer.status}`, { ns: 'users' })}
          </Badge>
        )}
      </Group>
    </Paper>
  );
}

function Messages({ thread, side }: { thread: ThreadDetail; side: MessageSide }) {
  const { t } = useTranslation('messages');
  const name = counterpartOf(thread, side);
  return (
    <ol className={classes.messages} aria-label={t('inbox.messagesLabel')}>
      {thread.messages.map((message) => {
        const mine = message.fromSeller === (side === 'seller');
        return (
          <li key={message.id} className={classes.message} data-mine={mine || undefined}>
            <Text fz="xs" c="dimmed" fw={600}>
              {mine ? t('inbox.you') : name} ·{' '}
              <time dateTime={message.createdAt}>{messageTime(message.createdAt)}</time>
            </Text>
            {/* Plain text, escaped by React: what was typed is what is shown. */}
            <Text fz="sm" className={classes.messageText}>
              {message.text}
            </Text>
          </li>
        );
      })}
    </ol>
  );
}

function ReplyForm({ side, id }: { side: MessageSide; id: string }) {
  const { t } = useTranslation(['messages', 'common']);
  const reply = useReply(side, id);
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '') {
      setEmpty(true);
      return;
    }
    reply.mutate({ text: text.trim() }, { onSuccess: () => setText('') });
  }

  const code = reply.error instanceof ApiError ? reply.error.code : undefined;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t('inbox.reply')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setEmpty(false);
          }}
          maxLength={MESSAGE_MAX_LENGTH}
          autosize
          minRows={3}
          maxRows={8}
          error={empty ? t('ask.empty') : undefined}
        />
        {reply.isError && (
          <Alert color="red" variant="light" role="alert" title={t('ask.failed')}>
            {code === 'messages_rate_limited' ? t('errors.messages_rate_limited', { ns: 'common' }) : t('ask.tryAgain')}
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          <Text fz="xs" c="dimmed">
            {t('ask.count', { length: text.length, max: MESSAGE_MAX_LENGTH })}
          </Text>
          <Button type="submit" loading={reply.isPending} leftSection={<IconSend size={16} aria-hidden />}>
            {t('inbox.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
