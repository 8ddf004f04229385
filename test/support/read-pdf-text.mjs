// Prints the text of a PDF, page by page, as JSON: {"total": N, "pages": ["...", ...]}.
// Run as a child process by the tests: pdf.js loads its worker with a dynamic import of an ES
// module, which Jest's CommonJS module system refuses (it needs --experimental-vm-modules).
import process from 'node:process';
import { readFileSync } from 'node:fs';
import { PDFParse } from 'pdf-parse';

const parser = new PDFParse({ data: readFileSync(process.argv[2]) });
try {
  const r = await parser.getText();
  process.stdout.write(JSON.stringify({ total: r.total, pages: r.pages.map((p) => p.text) }));
} finally {
  await parser.destroy();
}
