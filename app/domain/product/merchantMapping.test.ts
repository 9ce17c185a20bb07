import {describe, expect, it} from 'vitest';
import {
  availabilityOf,
  conditionOf,
  schemaAvailability,
  schemaCondition,
} from './merchantMapping';

describe('conditionOf', () => {
  it('reads new and unworn watches as new', () => {
    expect(conditionOf('Unworn')).toBe('new');
    expect(conditionOf('Brand new, stickers on')).toBe('new');
    expect(conditionOf('NEW OLD STOCK')).toBe('new');
  });
  it('reads refurbished and serviced watches as refurbished', () => {
    expect(conditionOf('Serviced by Rolex 2023')).toBe('refurbished');
    expect(conditionOf('Refurbished')).toBe('refurbished');
  });
  it('reads everything else, and nothing, as used', () => {
    expect(conditionOf('Excellent')).toBe('used');
    expect(conditionOf('Very good')).toBe('used');
    expect(conditionOf('')).toBe('used');
    expect(conditionOf(null)).toBe('used');
    expect(conditionOf(undefined)).toBe('used');
  });
  it('does not call a word that merely contains "new" new', () => {
    expect(conditionOf('Renewed crystal, light wear')).toBe('used');
  });
});

describe('availabilityOf', () => {
  it('maps the dealer statuses as the feed does', () => {
    expect(availabilityOf('available')).toBe('in stock');
    expect(availabilityOf('on_request')).toBe('preorder');
    expect(availabilityOf('sold')).toBe('out of stock');
  });
  it('treats unknown or missing status as out of stock: it cannot be bought', () => {
    expect(availabilityOf('coming_soon')).toBe('out of stock');
    expect(availabilityOf('reserved')).toBe('out of stock');
    expect(availabilityOf(null)).toBe('out of stock');
    expect(availabilityOf(' Available ')).toBe('in stock');
  });
});

describe('schema.org URLs', () => {
  it('gives the itemCondition and availability URLs', () => {
    expect(schemaCondition('Unworn')).toBe('https://schema.org/NewCondition');
    expect(schemaCondition('Serviced 2022')).toBe(
      'https://schema.org/RefurbishedCondition',
    );
    expect(schemaCondition('Excellent')).toBe(
      'https://schema.org/UsedCondition',
    );
    expect(schemaAvailability('available')).toBe('https://schema.org/InStock');
    expect(schemaAvailability('on_request')).toBe(
      'https://schema.org/PreOrder',
    );
    expect(schemaAvailability('sold')).toBe('https://schema.org/OutOfStock');
    expect(schemaAvailability('whatever')).toBe(
      'https://schema.org/OutOfStock',
    );
  });
});
