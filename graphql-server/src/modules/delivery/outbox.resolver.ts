import { Arg, Args, ArgsType, Authorized, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { ALLOW } from '../../auth/permissions';
import type { RequestContext } from '../../auth/context';
import { pageOf } from '../../graphql/page-types';
import { DeliveryState } from './queue/delivery-status.type';
import { LOG_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../../schema/validation/paging';

@ObjectType({ description: 'An e-mail the site sends, queued or sent: the outbox. Personal data: admins only.' })
class OutboxMessage {
  @Field(() => ID, { description: 'Stable id of the message (its delivery job).' }) id: string;
  @Field({ description: 'playbook-chapter, playbook-sales, contact-confirmation or contact-sales.' }) template: string;
  @Field(() => [String], { description: 'The recipients.' }) to: string[];
  @Field(() => String, { nullable: true, description: 'Where replies go, when not the sender.' }) replyTo: string | null;
  @Field({ description: 'The sender (MAIL_FROM).' }) from: string;
  @Field({ description: 'The subject line.' }) subject: string;
  @Field({ description: 'The plain-text part.' }) text: string;
  @Field({ description: 'The HTML part. Show it sandboxed: it is a whole document.' }) html: string;
  @Field(() => [String], { description: 'Attached file names.' }) attachments: string[];
  @Field(() => DeliveryState, { description: 'Where the message is in its delivery.' }) status: DeliveryState;
  @Field(() => Int, { description: 'Attempts made so far.' }) attempts: number;
  @Field(() => String, { nullable: true, description: 'Why the last attempt failed (or why it was skipped).' }) lastError: string | null;
  @Field(() => Int, { nullable: true, description: 'SMTP reply code of the last attempt.' }) lastResponseCode: number | null;
  @Field(() => Date, { nullable: true, description: 'When the next attempt is due, while retrying.' }) nextAttemptAt: Date | null;
  @Field({ description: 'When it was queued.' }) createdAt: Date;
  @Field(() => Date, { nullable: true, description: 'When it was delivered.' }) sentAt: Date | null;
  @Field(() => String, { nullable: true, description: 'The Message-ID header of the sent message.' }) messageId: string | null;
  @Field(() => String, { nullable: true, description: 'The .eml file in the outbox folder (no SMTP server configured).' })
  file: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "How a delivered message left: 'smtp' (accepted by the mail server) or 'file' (only written to the outbox folder, not sent). Null until delivered.",
  })
  deliveredVia: 'smtp' | 'file' | null;
}

@ObjectType({ description: 'A page of outbox messages, newest first.' })
class OutboxMessagePage extends pageOf(OutboxMessage) {}

@ObjectType({ description: 'Where the site sends its e-mail.' })
class MailSettings {
  @Field({ description: "'smtp' (SMTP_URL) or 'outbox' (.eml files in the outbox folder)." }) transport: string;
  @Field({ description: 'The sender address (MAIL_FROM).' }) from: string;
  @Field(() => [String], { description: 'Where sales notifications go (SALES_INBOX).' }) salesInbox: string[];
  @Field(() => String, { nullable: true, description: 'The outbox folder, when messages are written there.' }) outboxDir: string | null;
}

@ArgsType()
export class OutboxArgs {
  @Field(() => String, { nullable: true, description: 'Matches the subject and the recipients.' }) search?: string | null;
  @Field(() => DeliveryState, { nullable: true, description: 'Only messages in this state.' }) status?: DeliveryState | null;
  @Field(() => Int, { nullable: true, defaultValue: 1, description: 'The page, from 1.' }) page?: number;
  @Field(() => Int, { nullable: true, defaultValue: LOG_PAGE_SIZE, description: `At most ${MAX_PAGE_SIZE}.` }) pageSize?: number;
}

@Resolver()
export class OutboxResolver {
  @Authorized(ALLOW.integrations)
  @Query(() => OutboxMessagePage, { description: 'Admin: e-mails queued and sent, newest first.' })
  outboxMessages(@Args() args: OutboxArgs, @Ctx() { services }: RequestContext) {
    return services.mail.listOutbox(args);
  }

  @Authorized(ALLOW.integrations)
  @Query(() => OutboxMessage, { nullable: true, description: 'Admin: one e-mail with its text and HTML parts.' })
  outboxMessage(@Arg('id', () => ID, { description: 'The message.' }) id: string, @Ctx() { services }: RequestContext) {
    return services.mail.getOutboxMessage(id);
  }

  @Authorized(ALLOW.integrations)
  @Query(() => MailSettings, { description: 'Admin: the sender, the sales inbox and the transport in use.' })
  mailSettings(@Ctx() { services }: RequestContext) {
    return services.mail.settings;
  }
}
