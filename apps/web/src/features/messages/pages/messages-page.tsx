import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SellerArea } from '../../../components/seller-area';
import { Inbox } from '../components/inbox';

/** /messages and /messages/:id: the buyer's conversations with sellers. */
export function MessagesPage() {
  const { t } = useTranslation('messages');
  const { id } = useParams();
  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <div>
        <Title order={1}>{t('page.title')}</Title>
        <Text c="dimmed">{t('page.intro')}</Text>
      </div>
      <Inbox side="buyer" threadId={id} basePath="/messages" />
    </Stack>
  );
}

/** /seller/messages and /seller/messages/:id: buyers' questions to the company, and the answers. */
export function SellerMessagesPage() {
  const { t } = useTranslation('messages');
  const { id } = useParams();
  return (
    <SellerArea>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('sellerPage.title')}</Title>
          <Text c="dimmed">{t('sellerPage.intro')}</Text>
        </div>
        <Inbox side="seller" threadId={id} basePath="/seller/messages" />
      </Stack>
    </SellerArea>
  );
}
