import { Experiment } from '../modules/experiments/experiment.entity';
import { AuditEntry } from '../modules/audit/audit-entry.entity';
import { ApiToken } from '../modules/api-tokens/api-token.entity';
import { Category } from '../modules/categories/category.entity';
import { DeliveryJob } from '../modules/delivery/queue/delivery-job.entity';
import { ContactRequest } from '../modules/leads/contact-request.entity';
import { PlaybookLead } from '../modules/leads/playbook-lead.entity';
import { MediaItem } from '../modules/media/media-item.entity';
import { ConsentText } from '../modules/leads/consent-text.entity';
import { LeadNote } from '../modules/leads/lead-note.entity';
import { SitePage } from '../modules/privacy/site-page.entity';
import { ContentPage } from '../modules/pages/page.entity';
import { PageRevision } from '../modules/pages/page-revision.entity';
import { PagePendingChange } from '../modules/pages/page-pending-change.entity';
import { PageScheduledChange } from '../modules/pages/page-scheduled-change.entity';
import { SiteMenu } from '../modules/pages/site-menu.entity';
import { SiteFooter } from '../modules/pages/site-footer.entity';
import { BlogPost } from '../modules/posts/post.entity';
import { PostRevision } from '../modules/posts/post-revision.entity';
import { PostPreviewLink } from '../modules/posts/post-preview-link.entity';
import { PagePreviewLink } from '../modules/pages/page-preview-link.entity';
import { SlugRedirect } from '../modules/posts/slug-redirect.entity';
import { PostPendingChange } from '../modules/posts/post-pending-change.entity';
import { Resource } from '../modules/resources/resource.entity';
import { AdminUser } from '../modules/users/admin-user.entity';
import { EmailChangeUndo } from '../modules/users/email-change-undo.entity';
import { Invitation } from '../modules/users/invitation.entity';
import { PasswordReset } from '../modules/users/password-reset.entity';
import { RecoveryCode } from '../modules/users/recovery-code.entity';
import { Session } from '../modules/users/session.entity';
import { SiteSettings } from '../modules/users/site-settings.entity';
import { WebhookEndpoint } from '../modules/webhooks/webhook-endpoint.entity';
import { IdempotencyRecord } from '../modules/idempotency/idempotency-record.entity';

export const ENTITIES = [
  Category,
  BlogPost,
  Resource,
  PlaybookLead,
  ContactRequest,
  AdminUser,
  WebhookEndpoint,
  DeliveryJob,
  ApiToken,
  Session,
  Invitation,
  PasswordReset,
  EmailChangeUndo,
  AuditEntry,
  RecoveryCode,
  SiteSettings,
  MediaItem,
  ConsentText,
  LeadNote,
  SitePage,
  PostRevision,
  PostPreviewLink,
  SlugRedirect,
  PostPendingChange,
  ContentPage,
  PageRevision,
  PagePendingChange,
  PagePreviewLink,
  PageScheduledChange,
  SiteMenu,
  SiteFooter,
  IdempotencyRecord,
  Experiment,
];
