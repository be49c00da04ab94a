import { describe, expect, it } from 'vitest';
import { detailProblems, emptyListingForm, listingFormFromWire, listingPayload, typedDetails } from '../../../../core/selling/listing-form';

/** The wizard's details (docs/product/selling.md): the category's own checked by core/listings/attributes.ts. */
describe('listing details in the wizard', () => {
  it('names each detail that breaks its definition under its own field', () => {
    expect(detailProblems({ year: '1800', fuel: 'coal', mileage_km: '120000', boja: 'anything' }, 'vehicles')).toEqual([
      { field: 'detail.year', id: 'attr.invalid', labelId: 'attr.year' },
      { field: 'detail.fuel', id: 'attr.invalid', labelId: 'attr.fuel' },
    ]);
    expect(detailProblems({ rooms: '3', heating: 'heat_pump' }, 'realEstate')).toEqual([]);
    expect(detailProblems({ year: '' }, 'vehicles')).toEqual([]);
  });

  it('sends the details typed, empty ones left out, and reads a listing\'s back as text', () => {
    expect(typedDetails({ year: '2016', mileage_km: '120 000', fuel: 'diesel', rooms: '', boja: ' црна ' })).toEqual({ year: 2016, mileage_km: '120 000', fuel: 'diesel', boja: 'црна' });
    const values = { ...emptyListingForm(null), details: { year: '2016', fuel: 'diesel' } };
    expect(JSON.parse(listingPayload(values).features ?? '{}')).toEqual({ year: 2016, fuel: 'diesel' });
    const wire = { id: 1, title: 'Голф', slug: 'golf-1', features: { year: 2016, fuel: 'diesel', nov: false } };
    expect(listingFormFromWire(wire as Parameters<typeof listingFormFromWire>[0], emptyListingForm(null)).details).toEqual({ year: '2016', fuel: 'diesel', nov: 'false' });
  });
});
