import { Button, Modal, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth';
import { AskSellerForm, type AskSellerSubject } from './ask-seller-form';

interface AskSellerButtonProps extends AskSellerSubject {
  size?: ButtonProps['size'];
  fullWidth?: boolean;
}

/**
 * "Ask the seller" on a product, a company's page and each order: opens the message form. A
 * visitor is told that writing needs an account (SPEC §5) and led to log in and come back; a
 * seller does not see it on its own company's pages.
 */
export function AskSellerButton({ size = 'sm', fullWidth, ...subject }: AskSellerButtonProps) {
  const { t } = useTranslation('messages');
  const { user } = useAuth();
  const [opened, { open, close }] = useDisclosure(false);
  if (user?.companyId === subject.companyId) return null;
  return (
    <>
      <Button
        variant="default"
        size={size}
        fullWidth={fullWidth}
        leftSection={<IconMessageCircle size={18} aria-hidden />}
        onClick={open}
      >
        {t('ask.button')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('ask.title', { company: subject.companyName })} size="lg">
        {opened && <AskSellerForm {...subject} onClose={close} />}
      </Modal>
    </>
  );
}
