import { todayInMexico } from '@vitrina/shared';
import { describe, expect, it } from 'vitest';
import { isAged } from './aging-badge';
import { formatDay } from './inventory-format';
import { statusMoves } from './vehicle-status-dialog';

describe('inventory days', () => {
  it('shows a calendar day as that day, whatever the zone of the browser', () => {
    expect(formatDay('2026-01-01')).toBe('1 ene 2026');
    expect(formatDay('2025-12-31')).toBe('31 dic 2025');
  });

  it("takes today's day in Mexico City, not in UTC", () => {
    // 03:30 UTC on 2 March is still 1 March in Mexico City (UTC−6).
    expect(todayInMexico(new Date('2026-03-02T03:30:00Z'))).toBe('2026-03-01');
    expect(todayInMexico(new Date('2026-03-02T12:00:00Z'))).toBe('2026-03-02');
  });
});

describe('aging', () => {
  it('highlights a vehicle only past its dealership’s threshold', () => {
    expect(isAged(90, 90)).toBe(false);
    expect(isAged(91, 90)).toBe(true);
    expect(isAged(31, 30)).toBe(true);
  });
});

describe('status moves', () => {
  it('offers what the shared transitions allow from each status', () => {
    expect(statusMoves('Borrador', false).map((move) => move.to)).toEqual(['Disponible']);
    expect(statusMoves('Disponible', false).map((move) => move.to)).toEqual([
      'Borrador',
      'Apartado',
      'Vendido',
    ]);
    expect(statusMoves('Apartado', false).map((move) => move.to)).toEqual(['Disponible', 'Vendido']);
  });

  it('lets only an administrator revert a sale, and says it is a revert', () => {
    expect(statusMoves('Vendido', false)).toEqual([]);
    expect(statusMoves('Vendido', true)).toEqual([{ to: 'Disponible', revert: true }]);
    expect(statusMoves('Apartado', true).every((move) => !move.revert)).toBe(true);
  });
});
