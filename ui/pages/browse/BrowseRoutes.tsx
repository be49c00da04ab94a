import { Link, useParams } from 'react-router';
import { isNotFoundFailure, listingPath, locationPath, ROUTES } from '../../../core';
import { useCategories } from '../../api/queries';
import { useLocations } from '../../api/location-queries';
import { useUserPage } from '../../api/listing-queries';
import type { CategoryItem } from '../../../core/listings/read-model';
import { useText } from '../../i18n';
import { NotFoundPage } from '../NotFoundPage';
import { BrowsePage } from './BrowsePage';
import { VerifiedMark } from '../../components/VerifiedMark';
import { LocationPicker } from './LocationPicker';
import styles from './BrowsePage.module.css';

/**
 * A place's name by its slug (a region or a town): `null` when the places are known and none is this one,
 * `undefined` until they are (or when they cannot be read: the list's own 404 decides then).
 */
function usePlaceName(slug: string): string | null | undefined {
  const locations = useLocations();
  if (!locations.data) return undefined;
  for (const region of locations.data) {
    if (region.slug === slug) return region.name;
    const city = region.cities.find((candidate) => candidate.slug === slug);
    if (city) return city.name;
  }
  return null;
}

function findCategory(list: CategoryItem[] | undefined, slug: string): { category: CategoryItem; parent: CategoryItem | null } | null {
  for (const category of list ?? []) {
    if (category.slug === slug) return { category, parent: null };
    const child = category.children.find((item) => item.slug === slug);
    if (child) return { category: child, parent: category };
  }
  return null;
}

/** /oglasi/kategorija/{category} */
export function CategoryPage() {
  const { category = '' } = useParams();
  const categories = useCategories();
  const found = findCategory(categories.data, category);
  const t = useText();
  const intro = (
    <>
      {found?.parent && (
        <ol className={styles.crumbs} aria-label={t('browse.breadcrumbs')}>
          <li>
            <Link to={ROUTES.home}>{t('nav.home')}</Link>
          </li>
          <li>
            <Link to={found.parent.href}>{found.parent.name}</Link>
          </li>
        </ol>
      )}
      <LocationPicker pathFor={(place) => listingPath(category, place)} />
    </>
  );
  // docs/product/browsing.md "Not found": a slug the categories do not name is the not-found page, at once.
  return <BrowsePage key={category} filter={{ category }} heading={found?.category.name ?? ''} intro={intro} missing={Boolean(categories.data) && !found} />;
}

/** /oglasi/{location} */
export function LocationPage() {
  const t = useText();
  const { location = '' } = useParams();
  const name = usePlaceName(location);
  const categories = useCategories();
  const intro = (
    <>
      <LocationPicker current={location} pathFor={locationPath} />
      {name && categories.data && categories.data.length > 0 && (
        <nav aria-label={t('locations.categories', { location: name })}>
          <ul className={styles.chips}>
            {categories.data.map((category) => (
              <li key={category.slug}>
                <Link to={listingPath(category.slug, location)}>{category.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
  // The places are known and none is this one: the not-found page at once (docs/product/browsing.md).
  return <BrowsePage key={location} filter={{ location }} heading={name ? t('browse.location', { location: name }) : ''} intro={intro} missing={name === null} />;
}

/** /oglasi/korisnik/{slug} */
export function UserPage() {
  const t = useText();
  const { slug = '' } = useParams();
  const user = useUserPage(slug);
  const missing = user.isError && isNotFoundFailure(user.error);
  const intro = user.data?.verified ? (
    <p className={styles.verified}>
      <VerifiedMark size={24} decorative />
      {t('verification.badge')}
    </p>
  ) : undefined;
  return <BrowsePage key={slug} filter={{ user: slug }} heading={user.data?.name ? t('browse.user', { name: user.data.name }) : ''} intro={intro} missing={missing} />;
}

/**
 * /oglasi/{a}/{b}: a category in a location or a location in a category — whichever segment names a known
 * category is the category, the other the location. Until the categories are known nothing is fetched; when
 * neither segment is a category, or the place is unknown, it is the not-found page (the server answers 404 too:
 * server/web/browse-head.ts), never all of the place's listings.
 */
export function TwoSegmentPage() {
  const t = useText();
  const { a = '', b = '' } = useParams();
  const categories = useCategories();
  const inA = findCategory(categories.data, a);
  const inB = inA ? null : findCategory(categories.data, b);
  const location = inA ? b : a;
  const place = usePlaceName(location);
  if (categories.isPending) return null;
  const category = inA ?? inB;
  if (!category) return <NotFoundPage />;
  const categorySlug = inA ? a : b;
  const heading = place ? t('locations.inPlace', { category: category.category.name, location: place }) : '';
  const intro = <LocationPicker current={location} pathFor={(next) => listingPath(categorySlug, next)} />;
  return <BrowsePage key={`${a}/${b}`} filter={{ category: categorySlug, location }} heading={heading} intro={intro} missing={place === null} />;
}
