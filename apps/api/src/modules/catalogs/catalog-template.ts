import {
  CATALOG_UPLOAD_COLUMNS,
  CATALOG_UPLOAD_LIMITS,
  CATALOG_YEAR_MIN,
  type CatalogUploadField,
  catalogYearMax,
  FUEL_LABELS,
  TRANSMISSION_LABELS,
} from '@vitrina/shared';
import ExcelJS from 'exceljs';

/** The bulk upload's template: the workbook users download, fill and upload. */

export const DATA_SHEET = 'Catalogo';
const FIELDS = Object.keys(CATALOG_UPLOAD_COLUMNS) as CatalogUploadField[];
const WIDTHS: Record<CatalogUploadField, number> = {
  brand: 18,
  model: 22,
  body: 16,
  version: 30,
  transmission: 18,
  fuel: 20,
  year: 8,
  list_price: 22,
};
const EXAMPLES: (string | number)[][] = [
  ['Nissan', 'Versa', 'Sedán', 'Advance', 'Manual', 'Gasolina', 2025, 331_900],
  ['Nissan', 'Versa', 'Sedán', 'Exclusive', 'CVT', 'Gasolina', 2025, 409_900],
  ['Toyota', 'RAV4', 'SUV', 'Hybrid XLE', 'CVT', 'Híbrido', 2025, 689_900],
  ['Volkswagen', 'Jetta', 'Sedán', 'GLI', 'Doble embrague', 'Gasolina', 2025, 629_990],
  ['BYD', 'Dolphin Mini', 'Hatchback', 'Plus', 'Automática', 'Eléctrico', 2025, 398_800.5],
];

const quotedList = (labels: Record<string, string>) => `"${Object.values(labels).join(',')}"`;
const list = (labels: Record<string, string>) => Object.values(labels).join(', ');

function instructions(yearMax: number): [string, string][] {
  const { rows, fileBytes } = CATALOG_UPLOAD_LIMITS;
  return [
    ['Carga masiva del catálogo de vehículos', ''],
    ['', ''],
    ['Cómo usar esta plantilla', ''],
    [
      '1',
      `Llena la hoja "${DATA_SHEET}": una fila por cada combinación de marca, modelo, versión y año. Borra las filas de ejemplo si no las necesitas.`,
    ],
    ['2', 'En Vitrina, abre Catálogos › Carga masiva y sube el archivo (.xlsx).'],
    ['3', 'Revisa la vista previa: qué se creará, qué se actualizará, qué no cambia y los errores por fila.'],
    ['4', 'Si no hay errores, confirma. Se aplica todo o nada; si hay un error, no se guarda ningún cambio.'],
    ['', ''],
    ['Columna', 'Qué escribir'],
    [CATALOG_UPLOAD_COLUMNS.brand, 'Nombre de la marca (1 a 80 caracteres). Si no existe, se crea.'],
    [
      CATALOG_UPLOAD_COLUMNS.model,
      'Nombre del modelo dentro de la marca (1 a 80 caracteres). Si no existe, se crea.',
    ],
    [
      CATALOG_UPLOAD_COLUMNS.body,
      'Tipo de carrocería del modelo (Sedán, SUV, Hatchback, Pickup…). Si no existe, se crea. Todas las filas de un mismo modelo deben tener la misma carrocería.',
    ],
    [
      CATALOG_UPLOAD_COLUMNS.version,
      'Nombre de la versión dentro del modelo (1 a 80 caracteres). Si no existe, se crea.',
    ],
    [
      CATALOG_UPLOAD_COLUMNS.transmission,
      `Una de: ${list(TRANSMISSION_LABELS)}. Igual en todas las filas de la misma versión.`,
    ],
    [
      CATALOG_UPLOAD_COLUMNS.fuel,
      `Uno de: ${list(FUEL_LABELS)}. Igual en todas las filas de la misma versión.`,
    ],
    [CATALOG_UPLOAD_COLUMNS.year, `Año modelo, número entero entre ${CATALOG_YEAR_MIN} y ${yearMax}.`],
    [
      CATALOG_UPLOAD_COLUMNS.list_price,
      'Precio de lista en pesos mexicanos: número mayor o igual a 0, con máximo dos decimales, sin fórmulas.',
    ],
    ['', ''],
    ['Reglas', ''],
    [
      '•',
      'Los encabezados deben ser los de esta plantilla (en cualquier orden); una columna desconocida es un error.',
    ],
    [
      '•',
      'Los nombres se comparan sin distinguir mayúsculas ni acentos: "Sedan" y "sedán" son la misma carrocería.',
    ],
    [
      '•',
      'Lo que ya existe no se duplica: subir el mismo archivo dos veces no cambia nada. Un precio, transmisión, combustible o carrocería distintos actualizan el registro existente.',
    ],
    ['•', 'Las filas vacías se ignoran. Una misma marca, modelo, versión y año repetidos son un error.'],
    [
      '•',
      'Las fórmulas no se calculan: se usa el último valor guardado por Excel; escribe mejor los valores.',
    ],
    ['', ''],
    ['Límites', ''],
    ['•', `Archivo .xlsx de hasta ${fileBytes / 1024 / 1024} MB.`],
    ['•', `Hasta ${rows.toLocaleString('es-MX')} filas de datos por archivo; divide catálogos más grandes.`],
  ];
}

interface RangeValidations {
  add(range: string, validation: ExcelJS.DataValidation): void;
}

let cached: { yearMax: number; file: Buffer } | undefined;

/** The template workbook, built once per process (and again when the year limit moves). */
export async function catalogTemplate(): Promise<Buffer> {
  const yearMax = catalogYearMax();
  if (cached?.yearMax === yearMax) return cached.file;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Vitrina';
  workbook.created = new Date(Date.UTC(2025, 0, 1));

  const sheet = workbook.addWorksheet(DATA_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = FIELDS.map((field) => ({
    header: CATALOG_UPLOAD_COLUMNS[field],
    key: field,
    width: WIDTHS[field],
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1F4E79' } };
  for (const example of EXAMPLES) sheet.addRow(example);
  sheet.getColumn('list_price').numFmt = '#,##0.00';

  const last = CATALOG_UPLOAD_LIMITS.rows + 1;
  // A range validation (one <dataValidation sqref="E2:E20001">); exceljs supports it, its types do not say so.
  const validations = (sheet as unknown as { dataValidations: RangeValidations }).dataValidations;
  const listOf = (labels: Record<string, string>, title: string) => ({
    type: 'list' as const,
    allowBlank: true,
    formulae: [quotedList(labels)],
    showErrorMessage: true,
    errorStyle: 'stop' as const,
    errorTitle: title,
    error: `Elige un valor de la lista: ${list(labels)}.`,
  });
  validations.add(`E2:E${last}`, listOf(TRANSMISSION_LABELS, 'Transmisión'));
  validations.add(`F2:F${last}`, listOf(FUEL_LABELS, 'Combustible'));
  validations.add(`G2:G${last}`, {
    type: 'whole',
    operator: 'between',
    allowBlank: true,
    formulae: [CATALOG_YEAR_MIN, yearMax],
    showErrorMessage: true,
    errorTitle: 'Año',
    error: `Escribe un año entre ${CATALOG_YEAR_MIN} y ${yearMax}.`,
  });
  validations.add(`H2:H${last}`, {
    type: 'decimal',
    operator: 'between',
    allowBlank: true,
    formulae: [0, 100_000_000],
    showErrorMessage: true,
    errorTitle: 'Precio de lista',
    error: 'Escribe un precio en pesos, mayor o igual a 0, con máximo dos decimales.',
  });

  const help = workbook.addWorksheet('Instrucciones');
  help.columns = [{ width: 24 }, { width: 110 }];
  for (const [first, second] of instructions(yearMax)) {
    const row = help.addRow([first, second]);
    // Titles: a text alone in the first column, and the columns table's own header.
    if ((first && !second && first !== '•') || first === 'Columna') {
      row.font = { bold: true, size: row.number === 1 ? 14 : 12 };
    }
  }
  help.getColumn(2).alignment = { wrapText: true, vertical: 'top' };

  cached = { yearMax, file: Buffer.from(await workbook.xlsx.writeBuffer()) };
  return cached.file;
}
