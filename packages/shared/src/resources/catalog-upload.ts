/**
 * Bulk upload of the vehicle catalog from an XLSX workbook: the template's columns, the labels
 * its lists show, the limits, and the answer of the preview and apply calls (the upload screen
 * reads the same schema the API answers with).
 */
import { z } from 'zod';
import { FUELS, type Fuel, TRANSMISSIONS, type Transmission } from './catalogs';

/** The public template, served by the API at this exact path. */
export const CATALOG_TEMPLATE_PATH = '/BASE_PARA_CARGA_MASIVA_DE_CATALOGO.xlsx';

export const CATALOG_UPLOAD_LIMITS = {
  /** Size of the uploaded file. */
  fileBytes: 5 * 1024 * 1024,
  /** Data rows (blank rows do not count). */
  rows: 20_000,
  /** Sum of the uncompressed sizes of the workbook's ZIP entries. */
  uncompressedBytes: 50 * 1024 * 1024,
  /** Planned rows the answer lists. */
  answerRows: 200,
  /** Row errors the answer lists (the summary counts them all). */
  answerErrors: 1_000,
} as const;

/** The data sheet's columns, by field, with their header in the template. */
export const CATALOG_UPLOAD_COLUMNS = {
  brand: 'Marca',
  model: 'Modelo',
  body: 'Carroceria',
  version: 'Version',
  transmission: 'Transmision',
  fuel: 'Combustible',
  year: 'Año',
  list_price: 'Precio de lista (MXN)',
} as const;
export type CatalogUploadField = keyof typeof CATALOG_UPLOAD_COLUMNS;

/** What the template's drop-down lists show (Spanish), by stored code. */
export const TRANSMISSION_LABELS: Record<Transmission, string> = {
  manual: 'Manual',
  automatic: 'Automática',
  cvt: 'CVT',
  dual_clutch: 'Doble embrague',
};
export const FUEL_LABELS: Record<Fuel, string> = {
  gasoline: 'Gasolina',
  diesel: 'Diésel',
  hybrid: 'Híbrido',
  plug_in_hybrid: 'Híbrido enchufable',
  electric: 'Eléctrico',
};

const counts = z.object({
  brands: z.number().int(),
  bodies: z.number().int(),
  models: z.number().int(),
  versions: z.number().int(),
  years: z.number().int(),
});
export type CatalogUploadCounts = z.infer<typeof counts>;

export const CATALOG_UPLOAD_ACTIONS = ['create', 'update', 'unchanged', 'error'] as const;

export const catalogUploadError = z.object({
  /** Row number in the sheet (1 is the header row). */
  row: z.number().int(),
  /** The column's header, null when the problem is the whole row. */
  column: z.string().nullable(),
  message: z.string(),
});

export const catalogUploadRow = z.object({
  row: z.number().int(),
  brand: z.string(),
  model: z.string(),
  body: z.string(),
  version: z.string(),
  transmission: z.enum(TRANSMISSIONS).nullable(),
  fuel: z.enum(FUELS).nullable(),
  year: z.number().int().nullable(),
  list_price: z.number().nullable(),
  action: z.enum(CATALOG_UPLOAD_ACTIONS),
});

export const catalogUploadAnswer = z.object({
  summary: z.object({
    /** Data rows read (blank rows skipped). */
    rows: z.number().int(),
    create: counts,
    update: counts,
    /** Rows that change nothing. */
    unchanged: z.number().int(),
    /** Every problem found, even past the ones listed in `errors`. */
    errors: z.number().int(),
  }),
  errors: z.array(catalogUploadError),
  rows: z.array(catalogUploadRow).optional(),
});
export type CatalogUploadAnswer = z.infer<typeof catalogUploadAnswer>;

/** Apply refused because the file has errors: nothing was written; the same detail as the preview. */
export const catalogUploadRefusal = catalogUploadAnswer.extend({ message: z.string() });
