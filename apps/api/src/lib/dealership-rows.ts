/**
 * A dealership's own rows (used vehicles, new vehicles): a table with `agency_id` whose rows are
 * soft deleted. Their resources declare access the same way: lists by `?agency=`, a create by the
 * dealership its body names, one row by the row's own dealership; their exports open alike.
 */
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { queryRow } from '../db/query';
import type { ObjectAgency, RefAgency } from '../plugins/access';
import { agencyColumn, type ExportColumn, idColumn } from './export';
import { conflict, HttpError, invalid } from './http-error';

/**
 * The object scope of the routes under `<api>/:id`: the live row's dealership, or undefined (404)
 * when there is no such live row. The access plugin refuses another dealership's row with the
 * same 404 before any handler runs.
 */
export function liveRowAgency(db: Db, table: PgTable): ObjectAgency {
  const agencyOf = liveAgencyOf(db, table);
  return (request) => agencyOf((request.params as { id: number }).id);
}

/** A live row's dealership by its id, or undefined: also what a body's reference to one is checked by (`refs`). */
export function liveAgencyOf(db: Db, table: PgTable): RefAgency {
  return async (id) => {
    const row = await queryRow<{ agency_id: number }>(
      db,
      sql`select agency_id from ${table} where id = ${id} and deleted_at is null`,
    );
    return row?.agency_id;
  };
}

/**
 * An edit names the `lock_version` it started from: a save over a newer one is refused (409),
 * never silently overwritten. A row stays in its dealership.
 */
export function assertEditable(
  before: { lock_version: number; agency_id: number },
  input: { lock_version: number; agency_id: number },
): void {
  if (input.lock_version !== before.lock_version) throw conflict('inventory.conflict');
  if (input.agency_id !== before.agency_id) throw invalid({ agency_id: ['inventory.agency_fixed'] });
}

/** The `resourceKit` scope of a dealership's rows, `load` naming one row's dealership. */
export function dealershipRowScope(load: ObjectAgency) {
  const oneRow = { agency: 'object', load } as const;
  return {
    list: { agency: 'query' },
    read: oneRow,
    create: { agency: 'body', key: 'agency_id' },
    update: oneRow,
    delete: oneRow,
  } as const;
}

/**
 * The first columns of a dealership vehicle's export (used, sold or new): the row, its dealership
 * and the catalog names it is of.
 */
export function vehicleExportColumns<
  Row extends {
    id: number;
    agency_name: string;
    brand_name: string;
    model_name: string;
    version_name: string;
    year: number;
  },
>(): ExportColumn<Row>[] {
  return [
    idColumn(),
    agencyColumn(),
    { header: { es: 'Marca', en: 'Brand' }, value: (row) => row.brand_name, width: 18 },
    { header: { es: 'Modelo', en: 'Model' }, value: (row) => row.model_name, width: 18 },
    { header: { es: 'Versión', en: 'Version' }, value: (row) => row.version_name, width: 26 },
    { header: { es: 'Año', en: 'Year' }, value: (row) => row.year, width: 8 },
  ];
}

/**
 * What belongs to one dealership (its logo, its lead settings, its API keys) is read and written
 * for one: agency 0 ("Todas") asks the user to choose one.
 */
export function oneAgency(agency: number): number {
  if (agency === 0) {
    throw new HttpError(
      422,
      'agency_settings.choose_agency',
      {},
      { agency: ['agency_settings.choose_agency'] },
    );
  }
  return agency;
}
