// Every domain service, built once per process around one DataSource. Resolvers and REST
// routes reach them through the request context; they hold the rules, transport holds none.
import type { DataSource } from 'typeorm';
import { TokenService } from './auth/tokens';
import { ApiTokensService } from './modules/api-tokens/api-tokens.service';
import { CategoriesService } from './modules/categories/categories.service';
import { DashboardService } from './modules/dashboard/dashboard.service';
import { LeadsService } from './modules/leads/leads.service';
import { PostsService } from './modules/posts/posts.service';
import { ResourcesService } from './modules/resources/resources.service';
import { UsersService } from './modules/users/users.service';

export interface Services {
  posts: PostsService;
  categories: CategoriesService;
  resources: ResourcesService;
  leads: LeadsService;
  users: UsersService;
  dashboard: DashboardService;
  apiTokens: ApiTokensService;
}

export interface ServicesOptions {
  jwtSecret: string;
  jwtExpiresInSeconds: number;
  allowAdminRegistration: boolean;
  siteName: string;
  /** bcrypt cost; only tests lower it. */
  bcryptCost?: number;
}

export function createServices(db: DataSource, options: ServicesOptions): Services {
  const posts = new PostsService(db, options.siteName);
  const categories = new CategoriesService(db);
  const resources = new ResourcesService(db);
  const leads = new LeadsService(db);
  const users = new UsersService(db, new TokenService(options.jwtSecret, options.jwtExpiresInSeconds), {
    allowRegistration: options.allowAdminRegistration,
    bcryptCost: options.bcryptCost,
  });
  return { posts, categories, resources, leads, users, dashboard: new DashboardService(posts, resources, leads), apiTokens: new ApiTokensService(db) };
}
