import type { BannerIcon as BannerIconName } from '@glowmarket/shared/site';
import { IconGift, IconHeart, IconLeaf, IconPercentage, IconSparkles, IconTruck } from '@tabler/icons-react';

/** The pictures behind BANNER_ICONS: the operator picks one in its configuration, the home page shows it. */
export const BANNER_ICON_PICTURES = {
  sparkles: IconSparkles,
  truck: IconTruck,
  gift: IconGift,
  leaf: IconLeaf,
  percent: IconPercentage,
  heart: IconHeart,
} satisfies Record<BannerIconName, unknown>;

export function BannerIcon({ name, size = 22 }: { name: BannerIconName; size?: number }) {
  const Picture = BANNER_ICON_PICTURES[name];
  return <Picture size={size} aria-hidden />;
}
