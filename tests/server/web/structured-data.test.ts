import { describe, expect, it } from 'vitest';
import { availabilityOf, conditionOf, serializeJsonLd } from '../../../server/web/structured-data';

describe('structured data rules', () => {
  it.each([
    ['active', 'https://schema.org/InStock'],
    ['archived', 'https://schema.org/SoldOut'],
    ['expired', 'https://schema.org/Discontinued'],
    ['moderation', 'https://schema.org/Discontinued'],
    ['rejected', 'https://schema.org/Discontinued'],
    ['draft', 'https://schema.org/Discontinued'],
  ])('a listing %s is %s', (status, availability) => {
    expect(availabilityOf(status)).toBe(availability);
  });

  it.each([
    [{ condition: 'Ново' }, 'https://schema.org/NewCondition'],
    [{ condition: ' new ' }, 'https://schema.org/NewCondition'],
    [{ sostojba: 'половно' }, 'https://schema.org/UsedCondition'],
    [{ condition: 'i përdorur' }, 'https://schema.org/UsedCondition'],
    [{ condition: 'обновено' }, 'https://schema.org/RefurbishedCondition'],
    [{ condition: 'одлична' }, undefined],
    [{ condition: 3 }, undefined],
    [{}, undefined],
    [null, undefined],
  ])('features %j give the condition %s', (features, condition) => {
    expect(conditionOf(features)).toBe(condition);
  });

  it('serialises to JSON a script element cannot end early, and that parses back to the same value', () => {
    const value = { name: '</script><!-- & \u2028\u2029 "quoted"', nested: ['<b>'] };
    const text = serializeJsonLd(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
