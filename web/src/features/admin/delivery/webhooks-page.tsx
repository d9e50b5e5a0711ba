// Admin 'Webhooks' (/admin/webhooks): the endpoints that receive signed lead events — add one
// (its secret is shown once, in a dialog), pause or resume it, delete it — and the delivery log
// with each delivery's status, attempts and last error, and Redeliver.
import { useState } from 'react';
import { usePageMeta } from '../../../app/use-page-meta';
import { EditorFrame } from '../shared/editor-kit';
import { CreateEndpointDialog } from './webhook-endpoint-dialog';
import { EndpointsSection } from './webhook-endpoints-section';
import { DeliveriesSection } from './webhook-deliveries-section';
import { SecretDialog } from './webhook-secret-dialog';
import '../shared/admin.css';
import './delivery-admin.css';

export function WebhooksPage() {
  usePageMeta('Webhooks | FinOps Consulting Admin', 'Send signed lead events to your own systems, and follow every delivery.');
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<{ secret: string; url: string } | null>(null);

  return (
    <EditorFrame
      title="Webhooks"
      backTo="/admin"
      intro={
        <>
          Each new playbook lead or contact request is sent as a signed JSON POST to the endpoints below, and retried with growing delays
          for up to 24 hours while an endpoint fails. The headers and how to verify the signature are in the integrators' guide
          (docs/integrators.md).
        </>
      }
    >
      <EndpointsSection onAdd={() => setCreating(true)} />
      <DeliveriesSection />
      <CreateEndpointDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(created) => {
          setCreating(false);
          setSecret(created);
        }}
      />
      <SecretDialog created={secret} onClose={() => setSecret(null)} />
    </EditorFrame>
  );
}
