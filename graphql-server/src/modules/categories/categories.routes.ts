import type { Router } from 'express';
import { ALLOW } from '../../auth/permissions';
import { adminCrudRoutes } from '../../http/admin-crud-routes';
import { pageQuery, parseQuery } from '../../http/query-schemas';
import type { Services } from '../../services';

/** SPEC §7 admin category paths (the public GET /api/categories sits with the blog paths). */
export function adminCategoryRoutes(services: Services): Router {
  return adminCrudRoutes(services, {
    path: 'categories',
    service: services.categories,
    list: (req) => {
      const { page, pageSize } = parseQuery(pageQuery, req);
      return services.categories.listPage(page, pageSize);
    },
    auditName: 'category',
    allow: { read: ALLOW.readContent, write: ALLOW.manageContent, remove: ALLOW.manageContent },
    notFoundMessage: 'Category not found.',
  });
}
