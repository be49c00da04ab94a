import { Link, useParams } from 'react-router';
import { listingPath, locationPath, ROUTES } from '../../../core';
import { useCategories } from '../../api/queries';
import { useLocationName } from '../../api/location-queries';
import { useUserPage } from '../../api/listing-queries';
import type { CategoryItem } from '../../../core/listings/read-model';
import { useText } from '../../i18n';
import { BrowsePage } from './BrowsePage';
import { LocationPicker } from './LocationPicker';
import styles from './BrowsePage.module.css';

/** A human heading from a slug when nothing better is known yet ('skopje-centar' → 'Skopje centar'). */
export function titleFromSlug(slug: string): string {
  const words = decodeURIComponent(slug).replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : slug;
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
  return <BrowsePage key={category} filter={{ category }} heading={found?.category.name ?? titleFromSlug(category)} intro={intro} />;
}

/** /oglasi/{location} */
export function LocationPage() {
  const t = useText();
  const { location = '' } = useParams();
  const name = useLocationName(location) ?? titleFromSlug(location);
  const categories = useCategories();
  const intro = (
    <>
      <LocationPicker current={location} pathFor={locationPath} />
      {categories.data && categories.data.length > 0 && (
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
  return <BrowsePage key={location} filter={{ location }} heading={t('browse.location', { location: name })} intro={intro} />;
}

/** /oglasi/korisnik/{slug} */
export function UserPage() {
  const t = useText();
  const { slug = '' } = useParams();
  const user = useUserPage(slug);
  const name = user.data?.name || titleFromSlug(slug.replace(/-\d+$/, ''));
  return <BrowsePage key={slug} filter={{ user: slug }} heading={t('browse.user', { name })} />;
}

/**
 * /oglasi/{a}/{b}: a category in a location or a location in a category — whichever segment names a known
 * category is the category, the other the location. Until the categories are known nothing is fetched.
 */
export function TwoSegmentPage() {
  const t = useText();
  const { a = '', b = '' } = useParams();
  const categories = useCategories();
  const namesA = useLocationName(a);
  const namesB = useLocationName(b);
  if (categories.isPending) return null;
  const inA = findCategory(categories.data, a);
  const inB = inA ? null : findCategory(categories.data, b);
  const category = inA ?? inB;
  const categorySlug = inA ? a : inB ? b : undefined;
  const location = inA ? b : inB ? a : a;
  const locationName = location === a ? namesA : namesB;
  const place = locationName ?? titleFromSlug(location);
  const heading = category ? t('locations.inPlace', { category: category.category.name, location: place }) : t('browse.location', { location: place });
  const intro = <LocationPicker current={location} pathFor={(next) => (categorySlug ? listingPath(categorySlug, next) : locationPath(next))} />;
  return <BrowsePage key={`${a}/${b}`} filter={{ category: categorySlug, location }} heading={heading} intro={intro} />;
}
