import { useTranslation } from 'react-i18next';
import classes from './rating-stars.module.css';

const FIVE = '★★★★★';

/**
 * A product's stars as cards and pages show them: five stars filled to the average, the average
 * and the number of ratings; read out as one sentence. Plain CSS, so the catalog's first load
 * stays small. Nothing for a product without ratings.
 */
export function RatingStars({
  average,
  count,
  size = 'sm',
  showValue = true,
}: {
  average: number;
  count: number;
  size?: 'sm' | 'lg';
  /** The average and the count beside the stars; without them, the stars of one rating. */
  showValue?: boolean;
}) {
  const { t, i18n } = useTranslation('catalog');
  if (showValue && count === 0) return null;
  const shown = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    average,
  );
  const label = showValue ? t('rating.summary', { average: shown, count }) : t('rating.stars', { count: average });
  return (
    <span className={classes.stars} data-size={size} role="img" aria-label={label}>
      <span className={classes.track} aria-hidden>
        {FIVE}
        <span className={classes.fill} style={{ width: `${(Math.min(Math.max(average, 0), 5) / 5) * 100}%` }}>
          {FIVE}
        </span>
      </span>
      {showValue && (
        <span aria-hidden>
          <span className={classes.value}>{shown}</span> ({count})
        </span>
      )}
    </span>
  );
}
