import { Arg, Args, ArgsType, Authorized, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { ALLOW } from '../../auth/permissions';
import type { RequestContext } from '../../auth/context';
import { pageOf } from '../../graphql/page-types';
import { DeliveryState } from './queue/delivery-status.type';
import { LOG_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../../schema/validation/paging';

@ObjectType({ description: 'An e-mail the site sends, queued or sent: the outbox. Personal data: admins only.' })
class OutboxMessage {
  @Field(() => ID) id: string;
  @Field({ description: 'playbook-chapter, playbook-sales, contact-confirmation or contact-sales.' }) template: string;
  @Field(() => [String]) to: string[];
  @Field(() => String, { nullable: true }) replyTo: string | null;
  @Field() from: string;
  @Field() subject: string;
  @Field({ description: 'The plain-text part.' }) text: string;
  @Field({ description: 'The HTML part. Show it sandboxed: it is a whole document.' }) html: string;
  @Field(() => [String], { description: 'Attached file names.' }) attachments: string[];
  @Field(() => DeliveryState) status: DeliveryState;
  @Field(() => Int) attempts: number;
  @Field(() => String, { nullable: true }) lastError: string | null;
  @Field(() => Int, { nullable: true, description: 'SMTP reply code of the last attempt.' }) lastResponseCode: number | null;
  @Field(() => Date, { nullable: true }) nextAttemptAt: Date | null;
  @Field() createdAt: Date;
  @Field(() => Date, { nullable: true }) sentAt: Date | null;
  @Field(() => String, { nullable: true }) messageId: string | null;
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
  @Field() from: string;
  @Field(() => [String]) salesInbox: string[];
  @Field(() => String, { nullable: true, description: 'The outbox folder, when messages are written there.' }) outboxDir: string | null;
}

@ArgsType()
export class OutboxArgs {
  @Field(() => String, { nullable: true, description: 'Matches the subject and the recipients.' }) search?: string | null;
  @Field(() => DeliveryState, { nullable: true }) status?: DeliveryState | null;
  @Field(() => Int, { nullable: true, defaultValue: 1 }) page?: number;
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
  outboxMessage(@Arg('id', () => ID) id: string, @Ctx() { services }: RequestContext) {
    return services.mail.getOutboxMessage(id);
  }

  @Authorized(ALLOW.integrations)
  @Query(() => MailSettings, { description: 'Admin: the sender, the sales inbox and the transport in use.' })
  mailSettings(@Ctx() { services }: RequestContext) {
    return services.mail.settings;
  }
}
