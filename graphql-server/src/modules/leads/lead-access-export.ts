// An access request's answer (issue 14): everything held about one e-mail address — each lead with
// its pipeline, consent record, notes and delivery records (the messages and webhook bodies as
// stored) — as one JSON document, and the same as a readable HTML page.
import { escapeHtml } from '../../../../schema/format/html';
import type { LeadDetail } from './lead-pipeline.service';

export interface AccessExport {
  email: string;
  exportedAt: string;
  leads: Array<Record<string, unknown>>;
  deliveries: Array<Record<string, unknown>>;
}

export function buildAccessExport(email: string, details: LeadDetail[], jobs: Array<Record<string, unknown>>): AccessExport {
  return {
    email,
    exportedAt: new Date().toISOString(),
    leads: details.map((detail) => ({
      kind: detail.kind,
      ...(detail.lead as unknown as Record<string, unknown>),
      owner: detail.ownerName,
      consent: detail.consent,
      notes: detail.notes.map((note) => ({ at: note.createdAt, author: note.authorName, body: note.body })),
    })),
    deliveries: jobs,
  };
}

function value(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (v instanceof Date) return v.toISOString();
  return typeof v === 'object' ? JSON.stringify(v, null, 2) : String(v);
}

function table(record: Record<string, unknown>): string {
  const rows = Object.entries(record)
    .filter(([key]) => key !== 'notes')
    .map(([key, v]) => `<tr><th scope="row">${escapeHtml(key)}</th><td><pre>${escapeHtml(value(v))}</pre></td></tr>`);
  return `<table>${rows.join('')}</table>`;
}

/** The export as a standalone HTML page (every value escaped). */
export function accessExportHtml(data: AccessExport, siteName: string): string {
  const leads = data.leads.map((lead) => {
    const notes = (lead.notes as Array<Record<string, unknown>>).map(
      (n) => `<li><time>${escapeHtml(value(n.at))}</time> ${escapeHtml(value(n.author))}: ${escapeHtml(value(n.body))}</li>`,
    );
    return `<section><h2>${escapeHtml(value(lead.kind))} lead ${escapeHtml(value(lead.id))}</h2>${table(lead)}<h3>Notes</h3>${
      notes.length ? `<ul>${notes.join('')}</ul>` : '<p>None.</p>'
    }</section>`;
  });
  const deliveries = data.deliveries.map((d) => `<section>${table(d)}</section>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Personal data held by ${escapeHtml(siteName)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#0f172a}
table{border-collapse:collapse;width:100%;margin:0 0 1rem}th,td{border:1px solid #cbd5e1;padding:.3rem .5rem;text-align:left;vertical-align:top}
pre{margin:0;white-space:pre-wrap;word-break:break-word;font:inherit}</style></head>
<body><h1>Personal data held about ${escapeHtml(data.email)}</h1>
<p>Exported ${escapeHtml(data.exportedAt)} by ${escapeHtml(siteName)}. ${data.leads.length} submission(s), ${data.deliveries.length} delivery record(s).</p>
<h2>Submissions</h2>${leads.join('') || '<p>No submissions are held for this address.</p>'}
<h2>Messages and webhook deliveries</h2>${deliveries.join('') || '<p>None.</p>'}
</body></html>`;
}
