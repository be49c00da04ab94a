import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { StoredInvoice } from './invoices';
import { denars, paymentText } from './texts';

/**
 * An invoice as PDF, rendered on the server with pdfkit and DejaVu Sans (a font with Cyrillic, from the
 * dejavu-fonts-ttf package; pdfkit embeds only the glyphs used). The invoice number is also the document's title
 * (its metadata), so a file manager and a test can read it without a PDF parser.
 */
const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const skopjeDate = (iso: string): string =>
  new Intl.DateTimeFormat('mk-MK', { timeZone: 'Europe/Skopje', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(iso));

export function renderInvoicePdf(invoice: StoredInvoice): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: invoice.number, Author: paymentText('invoice.sellerName'), Subject: paymentText('invoice.title') } });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('bold').fontSize(20).text(`${paymentText('invoice.title')} ${invoice.number}`);
  doc.moveDown(0.5).font('regular').fontSize(11);
  doc.text(paymentText('invoice.number', { number: invoice.number }));
  doc.text(paymentText('invoice.date', { date: skopjeDate(invoice.issued_at) }));

  doc.moveDown().font('bold').text(paymentText('invoice.seller'));
  doc.font('regular').text(paymentText('invoice.sellerName')).text(paymentText('invoice.sellerAddress'));

  doc.moveDown().font('bold').text(paymentText('invoice.buyer'));
  doc.font('regular');
  const b = invoice.billing;
  if (b) {
    if (b.kind === 'company' && b.company_name) doc.text(b.company_name);
    if (b.name) doc.text(b.name);
    doc.text(b.address).text([b.postal_code, b.city].filter(Boolean).join(' '));
    if (b.tax_number) doc.text(paymentText('invoice.taxNumber', { number: b.tax_number }));
  } else {
    doc.text(paymentText('invoice.noBilling'));
  }

  doc.moveDown(1.5);
  const top = doc.y;
  doc.font('bold').text(paymentText('invoice.description'), 56, top, { width: 340 });
  doc.text(paymentText('invoice.amount'), 400, top, { width: 139, align: 'right' });
  doc.moveTo(56, doc.y + 4).lineTo(539, doc.y + 4).stroke();
  const row = doc.y + 10;
  doc.font('regular').text(invoice.description, 56, row, { width: 340 });
  doc.text(`${denars(invoice.amount)} ден.`, 400, row, { width: 139, align: 'right' });
  doc.moveDown(2).font('bold').text(paymentText('invoice.total', { amount: denars(invoice.amount) }), 56, doc.y, { align: 'right', width: 483 });
  doc.moveDown().font('regular').fontSize(9).text(paymentText('invoice.paid', { payment: invoice.payment_id }), 56);
  doc.end();
  return done;
}
