// The PDF engine of the seed assets: A4 pages drawn with pdfkit from a small block language
// (headings, paragraphs, lists, checklists, fields, tables, stats, bars, callouts), with a title
// page and footers. Content lives in resource-documents.mjs and ../playbook-chapter.mjs.
import { createRequire } from 'node:module';
import { RESOURCE_THEMES, rng } from './themes.mjs';

const require = createRequire(import.meta.url);
const PDFDocument = require('pdfkit');

// ---------------------------------------------------------------------------------------------
// PDF rendering

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = { top: 64, bottom: 70, left: 56, right: 56 };
const CONTENT_WIDTH = A4.width - MARGIN.left - MARGIN.right;
const INK = '#1f2937';
const MUTED = '#6b7280';
const RULE = '#d1d5db';
const FIXED_DATE = new Date('2025-01-06T09:00:00Z');

function bottomLimit(doc) {
  return doc.page.height - doc.page.margins.bottom;
}

function ensure(doc, height) {
  if (doc.y + height > bottomLimit(doc)) {
    doc.addPage();
  }
}

function resetX(doc) {
  doc.x = MARGIN.left;
}

/** A thin horizontal rule from x1 to x2. */
function rule(doc, x1, x2, y, lineWidth) {
  doc.lineWidth(lineWidth).moveTo(x1, y).lineTo(x2, y).stroke(RULE);
}

/** Text led by a bold phrase (`lead`, when there is one) in the same paragraph. */
function ledText(doc, lead, text, x, y, width, lineGap) {
  if (lead) {
    doc.font('Helvetica-Bold').text(lead, x, y, { width, lineGap, continued: true });
    doc.font('Helvetica').text(text, { lineGap });
  } else {
    doc.font('Helvetica').text(text, x, y, { width, lineGap });
  }
}

/** Draws inside the bottom margin (the title page's note, the footers) without pdfkit starting a new page. */
function inBottomMargin(doc, draw) {
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  draw();
  doc.page.margins.bottom = bottom;
}

function heading(doc, text, theme, keep = 40) {
  ensure(doc, 34 + keep);
  doc.moveDown(0.4);
  const y = doc.y;
  doc.rect(MARGIN.left, y + 2, 4, 16).fill(theme.mid);
  doc
    .font('Helvetica-Bold')
    .fontSize(15)
    .fillColor(theme.dark)
    .text(text, MARGIN.left + 12, y, { width: CONTENT_WIDTH - 12 });
  doc.moveDown(0.5);
  resetX(doc);
}

function subheading(doc, text, theme, keep = 30) {
  ensure(doc, 22 + keep);
  doc.moveDown(0.2);
  doc.font('Helvetica-Bold').fontSize(11.5).fillColor(theme.mid).text(text, MARGIN.left, doc.y, { width: CONTENT_WIDTH });
  doc.moveDown(0.3);
}

function paragraph(doc, text) {
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  ensure(doc, Math.min(60, doc.heightOfString(text, { width: CONTENT_WIDTH, lineGap: 2 })));
  doc.text(text, MARGIN.left, doc.y, { width: CONTENT_WIDTH, lineGap: 2 });
  doc.moveDown(0.6);
}

function list(doc, items, theme, ordered) {
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  items.forEach((item, i) => {
    const [lead, rest] = Array.isArray(item) ? item : [null, item];
    const full = lead ? `${lead} ${rest}` : rest;
    const h = doc.heightOfString(full, { width: CONTENT_WIDTH - 18, lineGap: 2 });
    ensure(doc, h + 4);
    const y = doc.y;
    if (ordered) {
      doc
        .font('Helvetica-Bold')
        .fillColor(theme.mid)
        .text(`${i + 1}.`, MARGIN.left, y, { width: 16 });
    } else {
      doc.circle(MARGIN.left + 5, y + 5.5, 2.2).fill(theme.mid);
    }
    doc.fillColor(INK);
    ledText(doc, lead && `${lead} `, rest, MARGIN.left + 18, y, CONTENT_WIDTH - 18, 2);
    doc.moveDown(0.25);
  });
  resetX(doc);
  doc.moveDown(0.35);
}

function checklist(doc, items) {
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  for (const item of items) {
    const h = doc.heightOfString(item, { width: CONTENT_WIDTH - 22, lineGap: 2 });
    ensure(doc, h + 6);
    const y = doc.y;
    doc
      .lineWidth(0.9)
      .rect(MARGIN.left + 1, y + 0.5, 10, 10)
      .stroke('#4b5563');
    doc.fillColor(INK).text(item, MARGIN.left + 20, y, { width: CONTENT_WIDTH - 20, lineGap: 2 });
    doc.moveDown(0.35);
  }
  resetX(doc);
  doc.moveDown(0.3);
}

function fields(doc, labels) {
  doc.font('Helvetica-Bold').fontSize(9.5).fillColor(INK);
  const colWidth = CONTENT_WIDTH / 2 - 10;
  for (let i = 0; i < labels.length; i += 2) {
    ensure(doc, 28);
    const y = doc.y + 8;
    [labels[i], labels[i + 1]].forEach((label, col) => {
      if (!label) return;
      const x = MARGIN.left + col * (colWidth + 20);
      const lw = doc.widthOfString(label) + 8;
      doc.fillColor(INK).text(label, x, y, { lineBreak: false });
      rule(doc, x + lw, x + colWidth, y + 10, 0.6);
    });
    doc.y = y + 20;
  }
  resetX(doc);
  doc.moveDown(0.5);
}

const PAGE_BODY = A4.height - MARGIN.top - MARGIN.bottom;

function tableMetrics(doc, spec) {
  const { cols, minRowHeight = 0, fontSize = 8.8 } = spec;
  const widths = cols.map((c) => c.w * CONTENT_WIDTH);
  const pad = 5;
  const cellHeight = (cells, font) => {
    doc.font(font).fontSize(fontSize);
    return Math.max(
      minRowHeight,
      ...cells.map((c, i) => doc.heightOfString(String(c || ' '), { width: widths[i] - 2 * pad, lineGap: 1 }) + 2 * pad),
    );
  };
  const headerH = cellHeight(
    cols.map((c) => c.h),
    'Helvetica-Bold',
  );
  const totalH = headerH + spec.rows.reduce((sum, row) => sum + cellHeight(row, 'Helvetica'), 0);
  // Short tables stay on one page; long ones may split, repeating the header row.
  const keepH = totalH < PAGE_BODY * 0.4 ? totalH + 4 : headerH + cellHeight(spec.rows[0], 'Helvetica') + 4;
  return { widths, pad, fontSize, cellHeight, headerH, keepH };
}

// Height a block needs on the current page so that a heading above it is not left orphaned.
function keepHeight(doc, b) {
  if (b.table) return tableMetrics(doc, b.table).keepH;
  if (b.p) return doc.font('Helvetica').fontSize(10).heightOfString(b.p, { width: CONTENT_WIDTH, lineGap: 2 }) + 8;
  if (b.stats) return 95;
  if (b.fields) return 30;
  if (b.bars) return 46;
  if (b.callout)
    return (
      doc
        .font('Helvetica-Oblique')
        .fontSize(10.5)
        .heightOfString(b.callout, { width: CONTENT_WIDTH - 36, lineGap: 2 }) + 32
    );
  return 40;
}

function table(doc, spec, theme) {
  const { cols, rows } = spec;
  const { widths, pad, fontSize, cellHeight, headerH, keepH } = tableMetrics(doc, spec);
  const drawRow = (cells, y, h, header, zebra) => {
    let x = MARGIN.left;
    if (header) doc.rect(x, y, CONTENT_WIDTH, h).fill(theme.mid);
    else if (zebra) doc.rect(x, y, CONTENT_WIDTH, h).fill('#f3f4f6');
    cells.forEach((c, i) => {
      const bold = header || (i === 0 && spec.boldFirst !== false);
      doc
        .font(bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(fontSize)
        .fillColor(header ? '#ffffff' : INK);
      doc.text(String(c || ''), x + pad, y + pad, { width: widths[i] - 2 * pad, lineGap: 1 });
      x += widths[i];
    });
    rule(doc, MARGIN.left, MARGIN.left + CONTENT_WIDTH, y + h, 0.5);
  };
  const headers = cols.map((c) => c.h);
  ensure(doc, keepH);
  let y = doc.y;
  drawRow(headers, y, headerH, true, false);
  y += headerH;
  rows.forEach((row, index) => {
    const h = cellHeight(row, 'Helvetica');
    if (y + h > bottomLimit(doc)) {
      doc.addPage();
      y = doc.y;
      drawRow(headers, y, headerH, true, false);
      y += headerH;
    }
    drawRow(row, y, h, false, index % 2 === 1);
    y += h;
  });
  doc.y = y + 12;
  resetX(doc);
}

function stats(doc, items, theme, perRow = 3) {
  const gap = 12;
  const w = (CONTENT_WIDTH - gap * (perRow - 1)) / perRow;
  for (let i = 0; i < items.length; i += perRow) {
    const row = items.slice(i, i + perRow);
    doc.font('Helvetica').fontSize(8.8);
    const labelText = (s) => (s.name ? `${s.name}. ${s.label}` : s.label);
    const labelH = Math.max(...row.map((s) => doc.heightOfString(labelText(s), { width: w - 20, lineGap: 1 })));
    const h = 50 + labelH;
    ensure(doc, h + gap);
    const y = doc.y;
    row.forEach((s, j) => {
      const x = MARGIN.left + j * (w + gap);
      doc.roundedRect(x, y, w, h, 6).fill(theme.accent);
      doc.rect(x, y, 4, h).fill(theme.mid);
      doc
        .font('Helvetica-Bold')
        .fontSize(s.value.length > 7 ? 17 : 22)
        .fillColor(theme.dark)
        .text(s.value, x + 12, y + 10, { width: w - 20, lineBreak: false });
      doc.fontSize(8.8).fillColor(INK);
      ledText(doc, s.name && `${s.name}. `, s.label, x + 12, y + 40, w - 20, 1);
    });
    doc.y = y + h + gap;
  }
  resetX(doc);
  doc.moveDown(0.3);
}

function bars(doc, items, theme) {
  const labelW = 180;
  const valueW = 44;
  const barMax = CONTENT_WIDTH - labelW - valueW - 10;
  const max = Math.max(...items.map((b) => b.value));
  doc.fontSize(9);
  for (const b of items) {
    ensure(doc, 24);
    const y = doc.y;
    doc
      .font('Helvetica')
      .fillColor(INK)
      .text(b.label, MARGIN.left, y + 3, { width: labelW - 8, lineBreak: false, ellipsis: true });
    const w = Math.max(4, (b.value / max) * barMax);
    doc.roundedRect(MARGIN.left + labelW, y + 1, barMax, 14, 3).fill('#f3f4f6');
    doc.roundedRect(MARGIN.left + labelW, y + 1, w, 14, 3).fill(theme.mid);
    doc
      .font('Helvetica-Bold')
      .fillColor(theme.dark)
      .text(b.display, MARGIN.left + labelW + barMax + 8, y + 3, { width: valueW, lineBreak: false });
    doc.y = y + 22;
  }
  resetX(doc);
  doc.moveDown(0.5);
}

function callout(doc, text, theme) {
  doc.font('Helvetica-Oblique').fontSize(10.5);
  const h = doc.heightOfString(text, { width: CONTENT_WIDTH - 36, lineGap: 2 }) + 22;
  ensure(doc, h + 10);
  const y = doc.y;
  doc.rect(MARGIN.left, y, CONTENT_WIDTH, h).fill(theme.accent);
  doc.rect(MARGIN.left, y, 4, h).fill(theme.mid);
  doc.fillColor(theme.dark).text(text, MARGIN.left + 20, y + 11, { width: CONTENT_WIDTH - 36, lineGap: 2 });
  doc.y = y + h + 12;
  resetX(doc);
}

function renderBlocks(doc, blocks, theme) {
  blocks.forEach((b, i) => {
    // A heading keeps with the block after it, and with one more if that block is a short lead-in.
    let keep = 0;
    if (b.h || b.h3) {
      let j = i + 1;
      if (blocks[j]?.p && blocks[j + 1] && !blocks[j + 1].h && !blocks[j + 1].h3) keep += keepHeight(doc, blocks[j++]);
      if (blocks[j]) keep += keepHeight(doc, blocks[j]);
      keep = Math.min(keep, PAGE_BODY * 0.6);
    }
    if (b.h) heading(doc, b.h, theme, keep);
    else if (b.h3) subheading(doc, b.h3, theme, keep);
    else if (b.p) paragraph(doc, b.p);
    else if (b.ul) list(doc, b.ul, theme, false);
    else if (b.ol) list(doc, b.ol, theme, true);
    else if (b.check) checklist(doc, b.check);
    else if (b.fields) fields(doc, b.fields);
    else if (b.table) table(doc, b.table, theme);
    else if (b.stats) stats(doc, b.stats, theme, b.perRow);
    else if (b.bars) bars(doc, b.bars, theme);
    else if (b.callout) callout(doc, b.callout, theme);
    else if (b.pageBreak) doc.addPage();
    else throw new Error(`Unknown block: ${JSON.stringify(b).slice(0, 80)}`);
  });
}

function titlePage(doc, resource, documentSpec, theme) {
  const rand = rng(documentSpec.slug);
  const bandH = 400;
  const grad = doc.linearGradient(0, 0, A4.width, bandH);
  grad.stop(0, theme.dark).stop(1, theme.mid);
  doc.rect(0, 0, A4.width, bandH).fill(grad);
  doc.save();
  doc.rect(0, 0, A4.width, bandH).clip();
  doc
    .fillOpacity(0.12)
    .circle(A4.width - 60, 70, 150)
    .fill(theme.light);
  doc
    .fillOpacity(0.1)
    .circle(70, bandH - 20, 110)
    .fill(theme.light);
  doc.restore();
  // Chart-like motif in the band.
  for (let i = 0; i < 6; i += 1) {
    const h = 30 + rand() * 70 + i * 8;
    doc.save().fillOpacity(0.35 + i * 0.08);
    doc.roundedRect(A4.width - 240 + i * 30, bandH - 60 - h, 20, h, 3).fill(i === 4 ? theme.accent : theme.light);
    doc.restore();
  }
  doc
    .save()
    .strokeOpacity(0.5)
    .lineWidth(1)
    .moveTo(A4.width - 250, bandH - 60)
    .lineTo(A4.width - 52, bandH - 60)
    .stroke(theme.accent)
    .restore();

  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(theme.accent)
    .text(theme.label.toUpperCase(), MARGIN.left, 72, { characterSpacing: 2, lineBreak: false });
  doc
    .font('Helvetica-Bold')
    .fontSize(28)
    .fillColor('#ffffff')
    .text(resource.title, MARGIN.left, 110, { width: CONTENT_WIDTH - 40, lineGap: 4 });
  if (documentSpec.subtitle) {
    doc.moveDown(0.5);
    doc
      .font('Helvetica')
      .fontSize(13)
      .fillColor(theme.accent)
      .text(documentSpec.subtitle, MARGIN.left, doc.y, { width: CONTENT_WIDTH - 150, lineGap: 2 });
  }

  doc.y = bandH + 36;
  doc.font('Helvetica').fontSize(11).fillColor(INK).text(resource.description, MARGIN.left, doc.y, { width: CONTENT_WIDTH, lineGap: 3 });
  doc.moveDown(1.4);
  const sections = documentSpec.blocks.filter((b) => b.h).map((b) => b.h);
  doc.font('Helvetica-Bold').fontSize(10).fillColor(theme.mid).text('INSIDE THIS DOCUMENT', MARGIN.left, doc.y, { characterSpacing: 1.5 });
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(10.5).fillColor(INK);
  sections.forEach((s, i) => {
    const y = doc.y;
    doc
      .font('Helvetica-Bold')
      .fillColor(theme.mid)
      .text(String(i + 1).padStart(2, '0'), MARGIN.left, y, { width: 24 });
    doc
      .font('Helvetica')
      .fillColor(INK)
      .text(s, MARGIN.left + 28, y, { width: CONTENT_WIDTH - 28 });
    doc.moveDown(0.35);
  });
  resetX(doc);
  // The disclaimer sits inside the bottom margin.
  inBottomMargin(doc, () => {
    rule(doc, MARGIN.left, A4.width - MARGIN.right, A4.height - 96, 0.6);
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(
        documentSpec.footerNote ??
          'FinOps Resource Library. Figures are illustrative of typical engagements; validate against your own billing data before acting.',
        MARGIN.left,
        A4.height - 86,
        { width: CONTENT_WIDTH, lineGap: 2 },
      );
  });
}

function addFooters(doc, title, theme) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    if (i === 0) continue;
    doc.switchToPage(i);
    inBottomMargin(doc, () => {
      doc.rect(0, 0, A4.width, 6).fill(theme.mid);
      rule(doc, MARGIN.left, A4.width - MARGIN.right, A4.height - 48, 0.5);
      doc.font('Helvetica').fontSize(8).fillColor(MUTED);
      doc.text(title, MARGIN.left, A4.height - 40, { width: CONTENT_WIDTH - 80, lineBreak: false, ellipsis: true });
      doc.text(`Page ${i + 1} of ${range.count}`, A4.width - MARGIN.right - 80, A4.height - 40, {
        width: 80,
        align: 'right',
        lineBreak: false,
      });
    });
  }
}

export function buildPdf(resource, documentSpec) {
  const theme = documentSpec.theme ?? RESOURCE_THEMES[resource.type];
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    autoFirstPage: true,
    info: {
      Title: resource.title,
      Author: documentSpec.author ?? 'FinOps Resource Library',
      Subject: resource.description,
      Keywords: documentSpec.keywords ?? `FinOps, ${theme.label}, ${resource.category}`,
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
  });
  const chunks = [];
  doc.on('data', (c) => chunks.push(c));
  const done = new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  titlePage(doc, resource, documentSpec, theme);
  doc.addPage();
  renderBlocks(doc, documentSpec.blocks, theme);
  addFooters(doc, resource.title, theme);
  doc.end();
  return done;
}
