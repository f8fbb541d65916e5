import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPhoto, IconPhotoPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useCompanyDefaults } from '../../../api/companies';
import { useDocumentMeta } from '../../../app/route-meta';
import { EditorFrame } from '../../../components/editor-frame';
import { useAuth } from '../../../lib/auth';
import { notifySuccess } from '../../../lib/notify';
import { useSellerShop } from '../api/get-seller-shop';
import { useSaveShop } from '../api/save-shop';
import { SellerArea } from '../../../components/seller-area';
import { ShopForm } from '../components/shop-form';
import { emptyShopValues, shopFormValues } from '../components/shop-form-values';
import { ShopPhotos } from '../components/shop-photos';

function useCompany() {
  const { user } = useAuth();
  return useCompanyDefaults(user?.companyId ?? null);
}

function BackToList() {
  const { t } = useTranslation('myShops');
  return (
    <Anchor component={Link} to="/my-shops" fz="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('editor.backToList')}
      </Group>
    </Anchor>
  );
}

/** /add: the editor for a new shop; its photos follow once it is saved. */
export function NewShopPage() {
  return (
    <SellerArea>
      <NewShop />
    </SellerArea>
  );
}

function NewShop() {
  const { t } = useTranslation('myShops');
  const navigate = useNavigate();
  const save = useSaveShop();
  const company = useCompany();
  const [defaultValues] = useState(() => emptyShopValues(company.country));

  return (
    <Stack gap="lg">
      <div>
        <BackToList />
        <Title order={1} mt="xs">
          {t('editor.newHeading')}
        </Title>
        <Text c="dimmed" mt={6}>
          {t('editor.newIntro')}
        </Text>
      </div>
      <ShopForm
        defaultValues={defaultValues}
        defaultLanguage={company.language}
        defaultCountry={company.country}
        submitLabel={t('editor.create')}
        onSave={async (input) => {
          const shop = await save.mutateAsync({ input });
          notifySuccess(t('editor.created'));
          // Right after the first save: the same shop in the editor, where photos can be added.
          await navigate(`/shops/${shop.id}/edit`, { replace: true, state: { created: true } });
          return shop;
        }}
      />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconPhoto size={22} color="var(--mantine-color-dimmed)" aria-hidden />
          <div>
            <Title order={2} fz="h3">
              {t('photos.title')}
            </Title>
            <Text fz="sm" c="dimmed" mt={4}>
              {t('photos.afterSave')}
            </Text>
          </div>
        </Group>
      </Paper>
    </Stack>
  );
}

/** /shops/:id/edit: the editor and the photos of one of the company's shops. */
export function EditShopPage() {
  return (
    <SellerArea>
      <EditShop />
    </SellerArea>
  );
}

function EditShop() {
  const { t } = useTranslation('myShops');
  const { id = '' } = useParams();
  const shop = useSellerShop(id);
  return (
    <EditorFrame
      query={shop}
      back={<BackToList />}
      heading={t('editor.editHeading')}
      loadingLabel={t('editor.loading')}
      loadFailed={t('editor.loadFailed')}
      retry={t('list.retry')}
    >
      {(data) => <Editor key={data.id} shopId={data.id} />}
    </EditorFrame>
  );
}

function Editor({ shopId }: { shopId: string }) {
  const { t } = useTranslation('myShops');
  const location = useLocation();
  const shop = useSellerShop(shopId);
  const save = useSaveShop();
  const company = useCompany();
  const data = shop.data;
  // The form starts from the shop as loaded; later answers (photos) must not reset edits.
  const [defaultValues] = useState(() => (data ? shopFormValues(data) : emptyShopValues()));
  const justCreated = (location.state as { created?: boolean } | null)?.created === true;
  const title = data
    ? (company.language && data.translations[company.language]?.title) ||
      data.title ||
      Object.values(data.translations).find((texts) => texts.title)?.title
    : '';
  useDocumentMeta(title ? t('editor.editTitle', { title }) : undefined, t('edit.description'));

  if (!data) return null;
  return (
    <Stack gap="lg">
      {justCreated && (
        <Alert color="teal" icon={<IconPhotoPlus size={20} aria-hidden />} title={t('editor.createdTitle')}>
          {t('editor.createdHint')}
        </Alert>
      )}
      <ShopPhotos shop={data} />
      <ShopForm
        defaultValues={defaultValues}
        defaultLanguage={company.language}
        submitLabel={t('editor.save')}
        onSave={async (input) => {
          const saved = await save.mutateAsync({ id: data.id, input });
          notifySuccess(t('editor.saved'));
          return saved;
        }}
      />
    </Stack>
  );
}
