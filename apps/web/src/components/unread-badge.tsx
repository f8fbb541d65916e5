import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUnreadMessages, type MessageSide } from '../api/messages';

/** The unread messages of one side as a small badge for a menu; nothing when all are read. */
export function UnreadBadge({ side }: { side: MessageSide }) {
  const { t } = useTranslation();
  const unread = useUnreadMessages(side).data?.unread ?? 0;
  if (unread === 0) return null;
  return (
    <Badge color="rose" size="sm" circle={unread < 10}>
      <span aria-hidden>{unread > 99 ? '99+' : unread}</span>
      <VisuallyHidden>{t('header.unreadMessages', { count: unread })}</VisuallyHidden>
    </Badge>
  );
}
