import type { ShopDetail } from '@glowmarket/shared/shops';
import { UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './shop-page-gallery.module.css';

/** The shop's photos: the chosen one large, thumbnails to choose another. */
export function ShopPageGallery({ photos, name }: { photos: ShopDetail['photos']; name: string }) {
  const { t } = useTranslation('shops');
  const [index, setIndex] = useState(0);
  const current = photos[Math.min(index, photos.length - 1)];
  if (!current) return null;
  return (
    <div className={classes.gallery}>
      <img
        src={current.medium}
        srcSet={`${current.medium} 800w, ${current.large} 1600w`}
        sizes="(max-width: 62em) 100vw, 720px"
        alt={t('shop.photoAlt', { name, number: index + 1 })}
        width={800}
        height={600}
        className={classes.main}
      />
      {photos.length > 1 && (
        <ul className={classes.thumbs} aria-label={t('shop.photos')}>
          {photos.map((photo, position) => (
            <li key={photo.id}>
              <UnstyledButton
                className={classes.thumb}
                data-active={position === index || undefined}
                aria-pressed={position === index}
                aria-label={t('shop.showPhoto', { number: position + 1, count: photos.length })}
                onClick={() => setIndex(position)}
              >
                <img src={photo.small} alt="" width={72} height={72} loading="lazy" />
              </UnstyledButton>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
