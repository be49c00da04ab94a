import styles from './DayGroup.module.css';

export interface DayGroupProps {
  /** YYYY-MM-DD, for the machine-readable date. */
  date: string;
  /** The server's date_formatted (day, short month, year). */
  dateFormatted: string;
}

/**
 * The heading of one day group (docs/product/chat.md Day group). The virtualised thread renders groups as a flat list
 * of headings and bubbles, so this is the heading row rather than a wrapper around its messages.
 */
export function DayGroup({ date, dateFormatted }: DayGroupProps) {
  return (
    <div className={styles.day} role="separator" aria-label={dateFormatted}>
      <time dateTime={date} className={styles.label}>
        {dateFormatted}
      </time>
    </div>
  );
}
