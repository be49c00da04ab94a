import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { locationPath } from '../../../core/routes/paths';
import { useDocumentMeta } from '../../hooks/useDocumentMeta';
import { useNearViewport } from '../../hooks/useNearViewport';
import { useText } from '../../i18n';
import { useCategories, useListings } from '../../api/queries';
import { pageOf, shownSort, sortOf } from '../../../core/listings/listing-query-params';
import { useBootHandOff } from '../../shell/bootHandOff';
import { ListingsResults } from '../../listings/ListingsResults';
import { CategoryGrid } from './CategoryGrid';
import { HomeHero } from './HomeHero';
import { ShowcaseStrip, useShowcase } from './ShowcaseStrip';
import { StatsBar } from './StatsBar';

// Below the newest listings and in a chunk of its own (with the regions query): it costs home's first download
// nothing, and its chunk and places are fetched only when the reader scrolls near it.
const LocationPicker = lazy(async () => ({ default: (await import('../browse/LocationPicker')).LocationPicker }));

function LocationsNearby() {
  const t = useText();
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref}>
      {near && (
        <Suspense fallback={null}>
          <LocationPicker title={t('locations.title')} pathFor={locationPath} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * Home (docs/product/selling.md, docs/design.md): the hero with search, categories, the showcase when it has listings
 * (decision 144), the newest listings (sort + pages), then the four statistics. Each section subscribes to its own data: an answer re-renders its
 * section, not the page (each re-render on an answer is synchronous, a task the phone cannot interrupt).
 */
export function HomePage() {
  const t = useText();
  useDocumentMeta({ title: t('home.title'), description: t('home.description') });
  return (
    <>
      <HandOffWhenSettled />
      <HomeHero />
      <CategoryGrid />
      <ShowcaseStrip />
      <NewestListings />
      <StatsBar />
      <LocationsNearby />
    </>
  );
}

/** The server's preview (the hero) stays until the categories and the showcase are there (or failed): either
 * appearing later would push the newest listings and their pages down under the visitor's finger (a tap meant
 * for "Страница 2" landing on a card). Both are small answers fetched together with the newest listings. */
function HandOffWhenSettled() {
  const categoriesPending = useCategories().isPending;
  const showcasePending = useShowcase().isPending;
  useBootHandOff('page', !categoriesPending && !showcasePending);
  return null;
}

function NewestListings() {
  const t = useText();
  const [params] = useSearchParams();
  // Home lists by sort and page only: the light half of the list contract (no filter rules in the first download).
  const listings = useListings({ sort: shownSort({ sort: sortOf(params.get('sort')) }), page: pageOf(params.get('page')) });
  return <ListingsResults query={listings} heading={t('home.newest')} emptyText={t('listings.empty')} />;
}
