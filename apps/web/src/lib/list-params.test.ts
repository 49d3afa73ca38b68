import { describe, expect, it } from 'vitest';
import { readListParams, toQuery } from './list-params';

const read = (query: string, filters: string[] = []) => readListParams(new URLSearchParams(query), filters);

describe('list state in the URL', () => {
  it('reads page, size, order, search and the list’s own filters', () => {
    expect(
      read('page=3&limit=50&sort=name|desc&search=%20aveo%20&active=false&brand_id=4', [
        'active',
        'brand_id',
      ]),
    ).toEqual({
      page: 3,
      limit: 50,
      sort: 'name|desc',
      search: 'aveo',
      filters: { active: 'false', brand_id: '4' },
    });
  });

  it('falls back to page 1, 25 rows and the default order for anything unreadable', () => {
    expect(read('page=0&limit=30&sort=name|sideways&search=%20%20')).toEqual({
      page: 1,
      limit: 25,
      filters: {},
    });
    expect(read('page=2.5&limit=abc&sort=Name|asc')).toEqual({ page: 1, limit: 25, filters: {} });
    expect(read('limit=100').limit).toBe(100);
  });

  it('ignores parameters that are not the list’s filters', () => {
    expect(read('active=true&utm_source=mail', ['active']).filters).toEqual({ active: 'true' });
  });

  it('flattens into the query of the API call', () => {
    expect(toQuery({ page: 2, limit: 25, sort: 'year|asc', filters: { active: 'true' } })).toEqual({
      page: 2,
      limit: 25,
      sort: 'year|asc',
      active: 'true',
    });
  });
});
