import type { LanguageCode } from '@glowmarket/shared/i18n';
import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconExternalLink, IconPhotoPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useCompanyDefaults } from '../../../api/companies';
import { useDocumentMeta } from '../../../app/route-meta';
import { EditorFrame } from '../../../components/editor-frame';
import { useAuth } from '../../../lib/auth';
import { notifySuccess } from '../../../lib/notify';
import { useCreateProduct } from '../api/create-product';
import { useSellerProduct } from '../api/get-seller-product';
import { useUpdateProduct } from '../api/update-product';
import { BatchesSection } from '../components/batch-section';
import { ProductForm } from '../components/product-form';
import { emptyProductValues, productFormValues } from '../components/product-form-values';
import { ProductImages } from '../components/product-images';
import { SellerArea } from '../../../components/seller-area';

function useCompanyLanguage(): LanguageCode | null {
  const { user } = useAuth();
  return useCompanyDefaults(user?.companyId ?? null).language;
}

function BackToList() {
  const { t } = useTranslation('catalog');
  return (
    <Anchor component={Link} to="/seller/products" fz="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('editor.backToList')}
      </Group>
    </Anchor>
  );
}

/** /seller/products/new: the editor for a new product; its pictures follow once it is saved. */
export function NewProductPage() {
  return (
    <SellerArea>
      <NewProduct />
    </SellerArea>
  );
}

function NewProduct() {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const create = useCreateProduct();
  const language = useCompanyLanguage();
  const [defaultValues] = useState(emptyProductValues);

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
      <ProductForm
        defaultValues={defaultValues}
        defaultLanguage={language}
        submitLabel={t('editor.create')}
        onSave={async (input) => {
          const product = await create.mutateAsync(input);
          notifySuccess(t('editor.created'));
          // Right after the first save: the same product in the editor, where pictures can be added.
          await navigate(`/seller/products/${product.id}/edit`, { replace: true, state: { created: true } });
          return product;
        }}
      />
    </Stack>
  );
}

/** /seller/products/:id/edit: the editor and the pictures of one of the seller's products. */
export function EditProductPage() {
  return (
    <SellerArea>
      <EditProduct />
    </SellerArea>
  );
}

function EditProduct() {
  const { t } = useTranslation('catalog');
  const { id = '' } = useParams();
  const product = useSellerProduct(id);
  return (
    <EditorFrame
      query={product}
      back={<BackToList />}
      heading={t('editor.editHeading')}
      loadingLabel={t('editor.loading')}
      loadFailed={t('editor.loadFailed')}
      retry={t('retry')}
    >
      {(data) => <Editor key={data.id} productId={data.id} />}
    </EditorFrame>
  );
}

function Editor({ productId }: { productId: string }) {
  const { t } = useTranslation('catalog');
  const location = useLocation();
  const product = useSellerProduct(productId);
  const update = useUpdateProduct();
  const language = useCompanyLanguage();
  const data = product.data;
  // The form starts from the product as loaded; later answers (pictures) must not reset edits.
  const [defaultValues] = useState(() => (data ? productFormValues(data) : emptyProductValues()));
  const justCreated = (location.state as { created?: boolean } | null)?.created === true;
  const title = data
    ? (language && data.translations[language]?.title) ||
      Object.values(data.translations).find((text) => text.title)?.title
    : '';
  useDocumentMeta(title ? t('editor.editTitle', { title }) : undefined, t('editProduct.description'));

  if (!data) return null;
  return (
    <Stack gap="lg">
      {justCreated && (
        <Alert color="teal" icon={<IconPhotoPlus size={20} aria-hidden />} title={t('editor.createdTitle')}>
          {t('editor.createdHint')}
        </Alert>
      )}
      {data.active && (
        <Text fz="sm">
          <Anchor component={Link} to={`/products/${data.id}`} fz="sm">
            <Group gap={4} component="span">
              {t('editor.viewInShop')}
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        </Text>
      )}
      <ProductImages product={data} />
      <ProductForm
        defaultValues={defaultValues}
        defaultLanguage={language}
        submitLabel={t('editor.save')}
        saved={data}
        onSave={async (input) => {
          const saved = await update.mutateAsync({ id: data.id, input });
          notifySuccess(t('editor.saved'));
          return saved;
        }}
      />
      <BatchesSection productId={data.id} />
    </Stack>
  );
}
