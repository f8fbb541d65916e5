import { MESSAGE_MAX_LENGTH } from '@glowmarket/shared/seller-messages';
import { Alert, Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconCircleCheck, IconLogin } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCompanyProducts } from '../../api/catalog';
import { useSendMessage } from '../../api/messages';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';

/** What a message is about: a product, an order, or (from the company's page) a product chosen or none. */
export interface AskSellerSubject {
  companyId: string;
  companyName: string;
  productId?: string;
  productTitle?: string;
  orderId?: string;
  orderNumber?: string;
  /** The company's page: the buyer may pick one of its products, or ask in general. */
  chooseProduct?: boolean;
}

/** Reasons worth telling apart; anything else is SPEC's "There was a problem sending the message." */
const TOLD_APART = new Set(['messages_rate_limited', 'message_login_required', 'message_own_company', 'not_found']);

export function AskSellerForm(props: AskSellerSubject & { onClose: () => void }) {
  const { t } = useTranslation(['messages', 'common']);
  const { isLoggedIn } = useAuth();
  const location = useLocation();
  if (!isLoggedIn) {
    const next = new URLSearchParams({ next: `${location.pathname}${location.search}` }).toString();
    return (
      <Stack gap="md">
        <Alert color="rose" variant="light" icon={<IconLogin size={20} aria-hidden />}>
          {t('ask.loginRequired')}
        </Alert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" component={Link} to="/register">
            {t('ask.register')}
          </Button>
          <Button component={Link} to={`/auth?${next}`}>
            {t('ask.logIn')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return <MessageForm {...props} />;
}

function MessageForm({ onClose, ...subject }: AskSellerSubject & { onClose: () => void }) {
  const { t } = useTranslation(['messages', 'common']);
  const send = useSendMessage();
  const [text, setText] = useState('');
  const [productId, setProductId] = useState<string | null>(subject.productId ?? null);
  const [empty, setEmpty] = useState(false);

  if (send.data) {
    return (
      <Stack gap="md">
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} aria-hidden />} role="status">
          {t('ask.sent')}
        </Alert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('ask.close')}
          </Button>
          <Button component={Link} to={`/messages/${send.data.id}`}>
            {t('ask.openThread')}
          </Button>
        </Group>
      </Stack>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '') {
      setEmpty(true);
      return;
    }
    send.mutate({
      companyId: subject.companyId,
      productId: subject.orderId ? null : productId,
      orderId: subject.orderId ?? null,
      text: text.trim(),
    });
  }

  const code = send.error instanceof ApiError ? send.error.code : undefined;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <About {...subject} chosenId={productId} onProduct={setProductId} />
        <Textarea
          label={t('ask.text')}
          description={t('ask.textHint', { max: MESSAGE_MAX_LENGTH })}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setEmpty(false);
          }}
          maxLength={MESSAGE_MAX_LENGTH}
          autosize
          minRows={4}
          maxRows={10}
          required
          error={empty ? t('ask.empty') : undefined}
          data-autofocus
        />
        <Text fz="xs" c="dimmed" ta="right" aria-live="polite">
          {t('ask.count', { length: text.length, max: MESSAGE_MAX_LENGTH })}
        </Text>
        {send.isError && (
          <Alert color="red" variant="light" role="alert" title={t('ask.failed')}>
            {code && TOLD_APART.has(code) ? t(`errors.${code}`, { ns: 'common' }) : t('ask.tryAgain')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('ask.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {t('ask.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** What the seller will see the message is about. */
function About(props: AskSellerSubject & { chosenId: string | null; onProduct: (productId: string | null) => void }) {
  const { t } = useTranslation('messages');
  if (props.orderNumber) return <Text fz="sm">{t('ask.aboutOrder', { number: props.orderNumber })}</Text>;
  if (props.chooseProduct)
    return <ProductChoice companyId={props.companyId} productId={props.chosenId} onProduct={props.onProduct} />;
  if (props.productTitle) return <Text fz="sm">{t('ask.aboutProduct', { title: props.productTitle })}</Text>;
  return null;
}

function ProductChoice({
  companyId,
  productId,
  onProduct,
}: {
  companyId: string;
  productId: string | null;
  onProduct: (productId: string | null) => void;
}) {
  const { t } = useTranslation('messages');
  const products = useCompanyProducts(companyId);
  const options = (products.data?.items ?? []).map((item) => ({ value: item.id, label: item.title }));
  return (
    <Select
      label={t('ask.product')}
      placeholder={t('ask.noProduct')}
      description={t('ask.productHint')}
      data={options}
      value={productId}
      onChange={onProduct}
      clearable
      searchable
      disabled={products.isPending}
      nothingFoundMessage={t('ask.noProductFound')}
    />
  );
}
