import type { LeadsService } from '../leads/leads.service';
import type { PostsService } from '../posts/posts.service';
import type { ResourcesService } from '../resources/resources.service';

export interface DashboardCounts {
  blogPosts: number;
  resources: number;
  playbookLeads: number;
  contactRequests: number;
  /** Playbook leads plus contact requests (SPEC §2 'Lead Captures'). */
  leadCaptures: number;
}

export class DashboardService {
  constructor(
    private readonly posts: PostsService,
    private readonly resources: ResourcesService,
    private readonly leads: LeadsService,
  ) {}

  async counts(): Promise<DashboardCounts> {
    const [blogPosts, resources, playbookLeads, contactRequests] = await Promise.all([
      this.posts.count(),
      this.resources.count(),
      this.leads.countPlaybookLeads(),
      this.leads.countContactRequests(),
    ]);
    return { blogPosts, resources, playbookLeads, contactRequests, leadCaptures: playbookLeads + contactRequests };
  }
}
