import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './page-links.module.css';

interface PageLinksProps {
  total: number;
  pageSize: number;
  page: number;
  /** The address of a page, e.g. the current search with `page` changed. */
  hrefOf: (page: number) => string;
  /** What the pages are of, for screen readers. */
  label: string;
  onNavigate?: () => void;
}

/** The page numbers to show: the first, the last, and two on each side of the current one. */
export function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const shown = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2]);
  const numbers = [...shown].filter((number) => number >= 1 && number <= pages).sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  numbers.forEach((number, index) => {
    const previous = numbers[index - 1];
    if (previous !== undefined && number - previous > 1) out.push('gap');
    out.push(number);
  });
  return out;
}

/**
 * Page numbers as real links (the address holds the page), so a page can be opened in a new tab
 * or bookmarked; nothing when everything fits on one page. Plain markup: it is part of the
 * catalog's first load.
 */
export function PageLinks({ total, pageSize, page, hrefOf, label, onNavigate }: PageLinksProps) {
  const { t } = useTranslation('companies');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const current = Math.min(page, pages);
  return (
    <nav aria-label={label} className={classes.nav}>
      <ul className={classes.list}>
        <li>
          {current > 1 ? (
            <Link
              to={hrefOf(current - 1)}
              className={classes.link}
              aria-label={t('pagination.previous')}
              onClick={onNavigate}
            >
              <IconChevronLeft size={16} aria-hidden />
            </Link>
          ) : (
            <span className={classes.link} data-disabled aria-hidden>
              <IconChevronLeft size={16} />
            </span>
          )}
        </li>
        {pageWindow(current, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={classes.gap} aria-hidden>
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefOf(item)}
                className={classes.link}
                aria-label={t('pagination.page', { page: item })}
                aria-current={item === current ? 'page' : undefined}
                onClick={onNavigate}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < pages ? (
            <Link
              to={hrefOf(current + 1)}
              className={classes.link}
              aria-label={t('pagination.next')}
              onClick={onNavigate}
            >
              <IconChevronRight size={16} aria-hidden />
            </Link>
          ) : (
            <span className={classes.link} data-disabled aria-hidden>
              <IconChevronRight size={16} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
