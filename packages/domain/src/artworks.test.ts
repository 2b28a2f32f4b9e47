import { describe, expect, it } from 'vitest';
import {
  artworkCreateSchema,
  artworkListQuerySchema,
  artworkUpdateSchema,
  seriesCreateSchema,
} from './artworks.js';
import { isValidCalendarDate } from './fields.js';
import { firstMessages } from './test-helpers.js';

const valid = { title: 'Blue Nude', medium: 'Oil painting' };

describe('artworkCreateSchema', () => {
  it('coerces multipart text and drops empty values', () => {
    expect(
      artworkCreateSchema.parse({
        ...valid,
        price: '1250.50',
        cost_to_create: '',
        dimensions_width: '24.5',
        is_original: 'false',
        edition_number: '3',
        total_editions: '25',
        year_created: '2020-05-01',
        description: '   ',
      }),
    ).toEqual({
      ...valid,
      price: 1250.5,
      dimensions_width: 24.5,
      is_original: false,
      edition_number: 3,
      total_editions: 25,
      year_created: '2020-05-01',
    });
  });

  it('reports the spec messages', () => {
    expect(firstMessages(artworkCreateSchema, {})).toEqual({
      title: 'Title is required',
      medium: 'Medium is required',
    });
    expect(firstMessages(artworkCreateSchema, { title: ' ', medium: '' })).toEqual({
      title: 'Title is required',
      medium: 'Medium is required',
    });
    expect(firstMessages(artworkCreateSchema, { ...valid, price: '-1' })).toEqual({
      price: 'Price must be a positive number',
    });
    expect(firstMessages(artworkCreateSchema, { ...valid, price: 'abc' })).toEqual({
      price: 'Price must be a positive number',
    });
    expect(firstMessages(artworkCreateSchema, { ...valid, cost_to_create: -5 })).toEqual({
      cost_to_create: 'Cost must be a positive number',
    });
    expect(firstMessages(artworkCreateSchema, { ...valid, year_created: '2021-02-30' })).toEqual({
      year_created: 'Please enter a valid date',
    });
    expect(firstMessages(artworkCreateSchema, { ...valid, year_created: 'yesterday' })).toEqual({
      year_created: 'Please enter a valid date',
    });
    expect(firstMessages(artworkCreateSchema, { ...valid, year_created: '2999-01-01' })).toEqual({
      year_created: 'Creation date cannot be in the future',
    });
    expect(
      firstMessages(artworkCreateSchema, {
        ...valid,
        is_original: 'false',
        edition_number: '0',
        total_editions: '0',
      }),
    ).toEqual({
      edition_number: 'Edition number must be at least 1',
      total_editions: 'Total editions must be at least 1',
    });
    expect(
      firstMessages(artworkCreateSchema, {
        ...valid,
        is_original: false,
        edition_number: 30,
        total_editions: 25,
      }),
    ).toEqual({
      edition_number: 'Edition number cannot exceed total editions',
    });
    expect(firstMessages(artworkCreateSchema, { ...valid, price: '10.123' })).toEqual({
      price: 'Use at most two decimals for money',
    });
    expect(firstMessages(artworkCreateSchema, { ...valid, status: 'sold' })).toEqual({
      status: 'Please choose a valid status',
    });
  });
});

describe('artworkUpdateSchema', () => {
  it('clears optional fields sent empty or null, keeps absent ones absent', () => {
    expect(artworkUpdateSchema.parse({ description: '', price: null, location: 'Studio' })).toEqual({
      description: null,
      price: null,
      location: 'Studio',
    });
  });
  it('still requires a title when one is sent', () => {
    expect(firstMessages(artworkUpdateSchema, { title: '' })).toEqual({ title: 'Title is required' });
    expect(artworkUpdateSchema.parse({ status: 'sold' })).toEqual({ status: 'sold' });
  });
});

describe('seriesCreateSchema', () => {
  it('reports the spec messages and omits empty optional fields', () => {
    expect(firstMessages(seriesCreateSchema, { name: '' })).toEqual({ name: 'Series name is required' });
    expect(firstMessages(seriesCreateSchema, { name: 'Blue', year: '999' })).toEqual({
      year: 'Please enter a valid year',
    });
    expect(
      firstMessages(seriesCreateSchema, { name: 'Blue', year: String(new Date().getFullYear() + 1) }),
    ).toEqual({ year: 'Please enter a valid year' });
    expect(firstMessages(seriesCreateSchema, { name: 'Blue', year: 'abc' })).toEqual({
      year: 'Please enter a valid year',
    });
    expect(seriesCreateSchema.parse({ name: ' Blue ', description: '', year: '' })).toEqual({ name: 'Blue' });
    expect(seriesCreateSchema.parse({ name: 'Blue', year: 1000 })).toEqual({ name: 'Blue', year: 1000 });
  });
});

describe('list query and dates', () => {
  it('parses paging and filters', () => {
    expect(
      artworkListQuerySchema.parse({
        limit: '50',
        offset: '100',
        status: 'available',
        category: '2',
        search: 'blue',
      }),
    ).toEqual({
      limit: 50,
      offset: 100,
      status: 'available',
      category: 2,
      search: 'blue',
    });
    expect(firstMessages(artworkListQuerySchema, { limit: '0' })).toEqual({
      limit: 'limit must be at least 1',
    });
    expect(firstMessages(artworkListQuerySchema, { limit: '501' })).toEqual({
      limit: 'limit must be at most 500',
    });
    expect(firstMessages(artworkListQuerySchema, { limit: '1.5', offset: '-1' })).toEqual({
      limit: 'limit must be a whole number',
      offset: 'offset must be 0 or more',
    });
    expect(firstMessages(artworkListQuerySchema, { limit: 'ten', offset: '10000001' })).toEqual({
      limit: 'limit must be a number',
      offset: 'offset is too large',
    });
  });
  it('knows calendar dates', () => {
    expect(isValidCalendarDate('2024-02-29')).toBe(true);
    expect(isValidCalendarDate('2023-02-29')).toBe(false);
    expect(isValidCalendarDate('2023-2-1')).toBe(false);
  });
});
