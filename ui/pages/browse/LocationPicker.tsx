import { MapPin } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useLocations } from '../../api/location-queries';
import { useText } from '../../i18n';
import styles from './LocationPicker.module.css';

export interface LocationPickerProps {
  /** Where the chosen place (a town's slug, or the region's for all its towns) leads. */
  pathFor: (locationSlug: string) => string;
  /** The place shown now, preselected. */
  current?: string;
  /** The heading above the picker, when it stands as a section of its own. */
  title?: string;
}

/**
 * Region → town (docs/product/browsing.md location), then to the place's listings: its own page, the category in that place (the
 * two-segment path), or the search narrowed to it — `pathFor` decides. Native selects: the phone's own picker.
 * Without a title (above a list) it is one compact row: the selects' labels are read, not shown (each select's first
 * option names it), so the listings start higher on a phone (docs/design.md, Category pages).
 */
export function LocationPicker({ pathFor, current, title }: LocationPickerProps) {
  const t = useText();
  const id = useId();
  const navigate = useNavigate();
  const regions = useLocations().data ?? [];
  const currentRegion = regions.find((region) => region.slug === current || region.cities.some((city) => city.slug === current));
  const [regionSlug, setRegionSlug] = useState<string | null>(null);
  const [citySlug, setCitySlug] = useState<string | null>(null);
  const chosenRegion = regions.find((region) => region.slug === (regionSlug ?? currentRegion?.slug));
  const chosenCity = citySlug ?? (current && current !== chosenRegion?.slug && chosenRegion?.cities.some((city) => city.slug === current) ? current : '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const place = chosenCity || chosenRegion?.slug;
    if (place) navigate(pathFor(place));
  };
  return (
    <form className={title ? styles.picker : `${styles.picker} ${styles.compact}`} onSubmit={submit} aria-labelledby={title ? `${id}-title` : undefined} aria-label={title ? undefined : t('locations.title')}>
      {title && (
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
      )}
      <div className={styles.fields}>
        <label className={styles.field}>
          <span className={styles.label}>{t('locations.region')}</span>
          <select
            value={chosenRegion?.slug ?? ''}
            onChange={(event) => {
              setRegionSlug(event.target.value);
              setCitySlug('');
            }}
          >
            <option value="" disabled>
              {t('locations.region')}
            </option>
            {regions.map((region) => (
              <option key={region.slug} value={region.slug}>
                {region.name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{t('locations.city')}</span>
          <select value={chosenCity} onChange={(event) => setCitySlug(event.target.value)} disabled={!chosenRegion}>
            <option value="">{t('locations.anyCity')}</option>
            {(chosenRegion?.cities ?? []).map((city) => (
              <option key={city.slug} value={city.slug}>
                {city.name}
              </option>
            ))}
          </select>
        </label>
        {/* A plain button (not components/Button): this module is also home's lazy chunk, and sharing Button with it
            would split Button out of home's own chunk into one more download. */}
        <button type="submit" className={styles.show} disabled={!chosenRegion} aria-label={t('locations.show')}>
          <MapPin size={18} aria-hidden="true" focusable="false" />
          <span className={styles.showText}>{t('locations.show')}</span>
        </button>
      </div>
    </form>
  );
}
