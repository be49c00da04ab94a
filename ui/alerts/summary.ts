import type { Language } from '../../core';
import type { SavedSearchItem } from '../../core/alerts/saved-search-item';
import { currencySymbol } from '../../core/format/price';
import type { useText } from '../i18n';
import { attributeChoice, attributeName } from '../listings/attributeText';

type Text = ReturnType<typeof useText>;

/**
 * A saved search in words (docs/product/browsing.md "Saved searches"): its search words, category, place, price
 * range, the two flags, the seller type and each detail filter — "„голф“ · Возила · Скопје · цена до 9.000 € ·
 * Гориво: Дизел".
 */
export function savedSearchSummary(t: Text, item: SavedSearchItem, language: Language): string {
  const { query } = item;
  const parts: string[] = [];
  if (query.q) parts.push(t('alerts.summary.words', { q: query.q }));
  if (item.categoryName) parts.push(item.categoryName);
  if (item.locationName) parts.push(item.locationName);
  const currency = currencySymbol(query.currency ?? 'EUR', language);
  if (query.price_min !== undefined && query.price_max !== undefined) parts.push(t('alerts.summary.priceBetween', { min: query.price_min, max: query.price_max, currency }));
  else if (query.price_min !== undefined) parts.push(t('alerts.summary.priceFrom', { min: query.price_min, currency }));
  else if (query.price_max !== undefined) parts.push(t('alerts.summary.priceTo', { max: query.price_max, currency }));
  if (query.photos) parts.push(t('alerts.summary.photos'));
  if (query.verified) parts.push(t('alerts.summary.verified'));
  if (query.seller !== undefined) parts.push(t(`alerts.summary.seller.${query.seller}`));
  for (const [key, filter] of Object.entries(query.attributes ?? {})) {
    const label = attributeName(t, key);
    if (filter.kind === 'choice') parts.push(`${label}: ${filter.values.map((value) => attributeChoice(t, key, value)).join(', ')}`);
    else if (filter.min !== undefined && filter.max !== undefined) parts.push(t('alerts.summary.rangeBetween', { label, min: filter.min, max: filter.max }));
    else if (filter.min !== undefined) parts.push(t('alerts.summary.rangeFrom', { label, min: filter.min }));
    else parts.push(t('alerts.summary.rangeTo', { label, max: filter.max ?? '' }));
  }
  return parts.length > 0 ? parts.join(' · ') : t('alerts.summary.all');
}
