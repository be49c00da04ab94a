import { attributeFamily, type AttributeFamily } from '../listings/attributes';
import type { HttpPort } from '../ports/http';
import { fetchCategories } from '../listings/read-api';
import { fetchLocations, type City, type Region } from '../listings/locations';
import type { CategoryItem } from '../listings/read-model';
import { categoryHasBrand, type ListingFormValues } from './listing-form';

export interface WizardOption {
  id: number;
  name: string;
}

/** What the basic-data step offers for the values chosen so far. */
export interface WizardChoices {
  categories: readonly WizardOption[];
  subcategories: readonly WizardOption[];
  regions: readonly WizardOption[];
  cities: readonly WizardOption[];
  /** Whether the chosen category's listings name a brand and model. */
  brand: boolean;
  /** The chosen category's details (core/listings/attributes.ts): the fields step 1 shows. */
  family: AttributeFamily;
}

const option = (item: { id: number | string; name: string }): WizardOption => ({ id: Number(item.id), name: item.name });

/**
 * The categories (category → subcategory) and places (region → town) the wizard chooses from, fetched once per
 * wizard (the server caches both), and what each choice leaves open.
 */
export class WizardCatalog {
  static readonly empty: WizardChoices = { categories: [], subcategories: [], regions: [], cities: [], brand: false, family: 'general' };
  private categories: CategoryItem[] = [];
  private regions: Region[] = [];

  constructor(private readonly http: HttpPort) {}

  async load(): Promise<void> {
    [this.categories, this.regions] = await Promise.all([fetchCategories(this.http), fetchLocations(this.http)]);
  }

  choices(values: Pick<ListingFormValues, 'categoryId' | 'regionId'>): WizardChoices {
    const category = this.categories.find((item) => Number(item.id) === values.categoryId);
    const region = this.regions.find((item) => item.id === values.regionId);
    return {
      categories: this.categories.map(option),
      subcategories: (category?.children ?? []).map(option),
      regions: this.regions.map(option),
      cities: (region?.cities ?? []).map((city: City) => option(city)),
      brand: categoryHasBrand(category?.slug),
      family: attributeFamily(category?.slug),
    };
  }

  /** Names for the review: the chosen category path and place. */
  names(values: Pick<ListingFormValues, 'categoryId' | 'subcategoryId' | 'regionId' | 'cityId'>): { category: string | null; subcategory: string | null; region: string | null; city: string | null } {
    const category = this.categories.find((item) => Number(item.id) === values.categoryId);
    const region = this.regions.find((item) => item.id === values.regionId);
    return {
      category: category?.name ?? null,
      subcategory: category?.children.find((item) => Number(item.id) === values.subcategoryId)?.name ?? null,
      region: region?.name ?? null,
      city: region?.cities.find((city) => city.id === values.cityId)?.name ?? null,
    };
  }
}
