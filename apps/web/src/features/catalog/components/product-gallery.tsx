import type { ProductImage } from '@glowmarket/shared/catalog';
import { Modal, UnstyledButton } from '@mantine/core';
import { IconPhoto, IconZoomIn } from '@tabler/icons-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './product-gallery.module.css';

/** The product's pictures: the chosen one at medium size, thumbnails to choose, large in a dialog. */
export function ProductGallery({ images, title }: { images: ProductImage[]; title: string }) {
  const { t } = useTranslation('catalog');
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = images[Math.min(index, images.length - 1)];

  /**
   * Left and right arrows, Home and End go through the pictures: on the thumbnails (focus follows
   * the chosen one), on the picture itself and in the enlarged view (React brings the dialog's keys
   * here through its portal).
   */
  function browse(event: KeyboardEvent<HTMLElement>) {
    const last = images.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % images.length
        : event.key === 'ArrowLeft'
          ? (index + last) % images.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null || images.length < 2) return;
    event.preventDefault();
    setIndex(next);
    if (thumbs.current.includes(event.target as HTMLButtonElement)) thumbs.current[next]?.focus();
  }

  if (!current) {
    return (
      <div className={classes.empty}>
        <IconPhoto size={64} aria-hidden />
        <span>{t('product.noImages')}</span>
      </div>
    );
  }

  const alt = t('product.imageAlt', { title, number: index + 1, count: images.length });
  return (
    <div className={classes.gallery} onKeyDown={browse}>
      <UnstyledButton
        className={classes.main}
        onClick={() => setZoomed(true)}
        aria-label={t('product.enlarge', { alt })}
      >
        <img
          src={current.medium}
          alt={alt}
          width={800}
          height={800}
          className={classes.mainImage}
          // The largest paint of the product page.
          fetchPriority="high"
        />
        <span className={classes.zoomHint} aria-hidden>
          <IconZoomIn size={18} />
        </span>
      </UnstyledButton>
      {images.length > 1 && (
        <ul className={classes.thumbs} aria-label={t('product.thumbnails')}>
          {images.map((image, position) => (
            <li key={image.id}>
              <UnstyledButton
                ref={(element: HTMLButtonElement | null) => {
                  thumbs.current[position] = element;
                }}
                className={classes.thumb}
                data-active={position === index || undefined}
                aria-pressed={position === index}
                aria-label={t('product.showImage', { number: position + 1, count: images.length })}
                onClick={() => setIndex(position)}
              >
                <img src={image.small} alt="" width={72} height={72} loading="lazy" />
              </UnstyledButton>
            </li>
          ))}
        </ul>
      )}
      <Modal
        opened={zoomed}
        onClose={() => setZoomed(false)}
        title={title}
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <img src={current.large} alt={alt} className={classes.large} />
      </Modal>
    </div>
  );
}
