import ExcelJS from 'exceljs';

/** An RFC 4180 reader (quoted fields, doubled quotes, CRLF), so tests read exports as Excel would. */
export function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** The first sheet of a workbook as rows of cell values (header row included). */
export async function readXlsx(bytes: Buffer): Promise<ExcelJS.CellValue[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = row.values as ExcelJS.CellValue[];
    rows.push(values.slice(1));
  });
  return rows;
}

/** The rows of an export response (CSV without its BOM, or the workbook's first sheet), header row first. */
export async function exportRows(response: {
  headers: Record<string, unknown>;
  rawPayload: Buffer;
}): Promise<ExcelJS.CellValue[][]> {
  if (String(response.headers['content-type']).startsWith('text/csv')) {
    return readCsv(response.rawPayload.toString('utf8').replace(/^\uFEFF/, ''));
  }
  return readXlsx(response.rawPayload);
}
