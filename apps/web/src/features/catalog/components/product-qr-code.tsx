import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconDownload, IconQrcode } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The QR code of the product page's address: shown small, downloadable, and large in the QR view. */
export function ProductQrCode({ productId, title }: { productId: string; title: string }) {
  const { t } = useTranslation('catalog');
  const [opened, setOpened] = useState(false);
  const src = `/api/products/${encodeURIComponent(productId)}/qr.svg`;
  const alt = t('qr.alt', { title });
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <img src={src} alt={alt} width={96} height={96} loading="lazy" style={{ flexShrink: 0 }} />
      <Stack gap={6} align="flex-start">
        <Text fz="sm" c="dimmed">
          {t('qr.hint')}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconQrcode size={16} aria-hidden />}
            onClick={() => setOpened(true)}
          >
            {t('qr.view')}
          </Button>
          <Button
            component="a"
            href={src}
            download={`glowmarket-${productId}.svg`}
            size="xs"
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t('qr.download')}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('qr.viewTitle', { title })}
        centered
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <img src={src} alt={alt} style={{ display: 'block', width: '100%', height: 'auto' }} />
      </Modal>
    </Group>
  );
}
