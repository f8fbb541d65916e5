import type { ProductImage } from '@glowmarket/shared/catalog';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, setUpPageTests } from '../../../test/render-page';
import { ProductGallery } from './product-gallery';

setUpPageTests('catalog');

const images = [1, 2, 3].map((number) => ({
  id: `image-${number}`,
  small: `/small-${number}.webp`,
  medium: `/medium-${number}.webp`,
  large: `/large-${number}.webp`,
})) as ProductImage[];

describe('ProductGallery', () => {
  it('goes through the pictures with the arrow keys, the focus following the chosen thumbnail', () => {
    renderPage(<ProductGallery images={images} title="Rose Balm" />);
    const thumbs = screen.getAllByRole('button', { name: /^Show picture/ });
    thumbs[0]?.focus();

    fireEvent.keyDown(thumbs[0] as HTMLElement, { key: 'ArrowRight' });
    expect(thumbs[1]?.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(thumbs[1]);
    expect(screen.getByRole('img', { name: /Rose Balm/ }).getAttribute('src')).toBe('/medium-2.webp');

    fireEvent.keyDown(thumbs[1] as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(thumbs[2]);
    fireEvent.keyDown(thumbs[2] as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(thumbs[0]);
    fireEvent.keyDown(thumbs[0] as HTMLElement, { key: 'ArrowLeft' });
    expect(thumbs[2]?.getAttribute('aria-pressed')).toBe('true');
  });

  it('names the picture after the product', () => {
    renderPage(<ProductGallery images={images.slice(0, 1)} title="Rose Balm" />);
    expect(screen.getByRole('img', { name: /Rose Balm/ })).toBeDefined();
  });
});
