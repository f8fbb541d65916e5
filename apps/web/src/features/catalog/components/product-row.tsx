import type { ProductCard as ProductCardData } from '@glowmarket/shared/catalog';
import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ProductCard } from '../../../components/product-card';
import classes from './product-rows.module.css';

interface ProductRowProps {
  id: string;
  title: string;
  products: readonly ProductCardData[];
  /** Beside the title, e.g. a link to the whole list. */
  aside?: ReactNode;
}

/** A titled row of product cards under the product page; nothing when there are none. */
export function ProductRow({ id, title, products, aside }: ProductRowProps) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`}>
      <Group justify="space-between" align="baseline" gap="xs" mb="md">
        <Title order={2} fz="h3" id={`${id}-title`}>
          {title}
        </Title>
        {aside}
      </Group>
      <ul className={classes.row}>
        {products.map((product) => (
          <li key={product.id} className={classes.item}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
