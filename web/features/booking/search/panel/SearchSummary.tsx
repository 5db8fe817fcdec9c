import Link from 'next/link';
import styles from '../SearchPanel.module.css';

export interface SummaryLeg {
  /** "Thu 10 Dec" and the time. */
  when: string;
  where: string | undefined;
}

/** The chosen search in one line, a link to its results. */
export function SearchSummary({
  href,
  label,
  pickup,
  dropoff,
}: {
  href: string;
  /** Read before the legs by screen readers ("Your search:"). */
  label: string;
  pickup: SummaryLeg;
  dropoff: SummaryLeg;
}) {
  return (
    <Link href={href} prefetch={false} className={styles.summary} data-testid="search-summary">
      <span className="visually-hidden">{label} </span>
      <Leg leg={pickup} />
      <span className={styles.summaryArrow} aria-hidden="true">
        →
      </span>
      <Leg leg={dropoff} />
    </Link>
  );
}

function Leg({ leg }: { leg: SummaryLeg }) {
  return (
    <span className={styles.summaryLeg}>
      <span className={styles.summaryWhen}>{leg.when}</span>
      <span className={styles.summaryWhere}>{leg.where}</span>
    </span>
  );
}
