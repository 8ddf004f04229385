import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PdfText {
  /** Pages the PDF has. */
  readonly total: number;
  /** Each page's text, lines joined by "\n" (pdf.js's reading of the drawn text). */
  readonly pages: readonly string[];
}

/**
 * The text of a PDF as pdf.js reads it (pdf-parse), in a child Node process: pdf.js loads its
 * worker with a dynamic import of an ES module, which Jest's CommonJS runtime refuses.
 */
export function pdfText(pdf: Buffer): PdfText {
  const dir = mkdtempSync(join(tmpdir(), 'ledger-pdf-'));
  try {
    const file = join(dir, 'report.pdf');
    writeFileSync(file, pdf);
    const out = execFileSync(process.execPath, [join(__dirname, 'read-pdf-text.mjs'), file], {
      encoding: 'utf8',
    });
    return JSON.parse(out) as PdfText;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
