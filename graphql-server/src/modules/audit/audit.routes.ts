// The audit log as CSV (issue 13): GET /api/admin/audit-log/export.csv?actorId=&action=&from=&to=,
// Owner and Administrators only. There is no path to edit or delete an entry.
import { stringify } from 'csv-stringify/sync';
import { Router } from 'express';
import { ALLOW } from '../../auth/permissions';
import { requireRole } from '../../auth/require-admin';
import type { Services } from '../../services';
import { csvCell, CSV_OPTIONS } from '../leads/lead-export';
import type { AuditFilter } from './audit.service';

const COLUMNS = [
  { key: 'at', header: 'When' },
  { key: 'actorName', header: 'User' },
  { key: 'action', header: 'Action' },
  { key: 'target', header: 'Target' },
  { key: 'ip', header: 'Address' },
  // The title of the post, resource or page the target names (issue 34): appended, so readers by
  // position keep working.
  { key: 'title', header: 'Title' },
] as const;

function dateParam(value: unknown): Date | null {
  if (typeof value !== 'string' || !value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function adminAuditRoutes(services: Services): Router {
  const router = Router();
  router.get('/admin/audit-log/export.csv', requireRole(services, ALLOW.manageUsers), async (req, res) => {
    const filter: AuditFilter = {
      actorId: typeof req.query.actorId === 'string' ? req.query.actorId : null,
      action: typeof req.query.action === 'string' ? req.query.action : null,
      from: dateParam(req.query.from),
      to: dateParam(req.query.to),
    };
    const rows = (await services.audit.all(filter)).map((entry) =>
      COLUMNS.map((c) => csvCell((entry as unknown as Record<string, unknown>)[c.key])),
    );
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="audit-log-${new Date().toISOString().slice(0, 10)}.csv"`);
    res.send(`\uFEFF${stringify([COLUMNS.map((c) => c.header), ...rows], CSV_OPTIONS)}`);
  });
  return router;
}
