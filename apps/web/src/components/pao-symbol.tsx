import { useTranslation } from 'react-i18next';

interface PaoSymbolProps {
  /** The period after opening, in months: the number printed on the jar ("12M"). */
  months: number;
  /** Height and width in pixels. */
  size?: number;
}

/**
 * The open-jar symbol of Annex VII of Regulation (EC) No 1223/2009: a jar with its lid lifted and
 * the period after opening written on it. Read out as "Use within 12 months of opening", since the
 * picture alone says nothing to a screen reader.
 */
export function PaoSymbol({ months, size = 48 }: PaoSymbolProps) {
  const { t } = useTranslation('productLabel');
  return (
    <svg
      role="img"
      aria-label={t('pao.symbolLabel', { count: months })}
      width={size}
      height={size}
      viewBox="0 0 48 48"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
      style={{ flex: 'none' }}
    >
      {/* The lid, lifted and tilted back on its hinge at the jar's left edge. */}
      <path d="M7 17 L36 7 L37.5 11 L8.5 21 Z" />
      <path d="M14 14.6 L13 11.8 L30 6 L31 8.8" />
      {/* The jar: its rim and body. */}
      <path d="M8 22 H40 V25 H8 Z" />
      <path d="M9.5 25 V41 Q9.5 44 12.5 44 H35.5 Q38.5 44 38.5 41 V25" />
      <text
        x="24"
        y="38.5"
        textAnchor="middle"
        fontSize={months >= 10 ? 10 : 11}
        fontWeight={700}
        fontFamily="system-ui, sans-serif"
        fill="currentColor"
        stroke="none"
      >
        {`${months}M`}
      </text>
    </svg>
  );
}
