// Admin 'Webhooks' (/admin/webhooks): the endpoints that receive signed lead and content events —
// add one (its secret is shown once, in a dialog), send it a test event, edit it, rotate its
// secret, pause or resume it, delete it — and the delivery log, searched on the server, with each
// delivery's status, attempts and last error, and Redeliver.
import { useState } from 'react';
import { usePageMeta } from '../../../app/use-page-meta';
import { EditorFrame } from '../shared/editor-kit';
import { IntegratorsGuideLink } from '../shared/integrators-guide-link';
import { EndpointDialog } from './webhook-endpoint-dialog';
import { EndpointsSection } from './webhook-endpoints-section';
import { DeliveriesSection } from './webhook-deliveries-section';
import { SecretDialog, type ShownSecret } from './webhook-secret-dialog';
import type { Endpoint } from './webhooks-shared';
import '../shared/admin.css';
import './delivery-admin.css';

export function WebhooksPage() {
  usePageMeta('Webhooks | FinOps Consulting Admin', 'Send signed lead events to your own systems, and follow every delivery.');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Endpoint | null>(null);
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const closeDialog = () => {
    setCreating(false);
    setEditing(null);
  };

  return (
    <EditorFrame
      title="Webhooks"
      backTo="/admin"
      intro={
        <>
          The events each endpoint subscribes to (new and changed leads, published and changed posts and resources) are sent as signed JSON
          POSTs to the endpoints below, and retried with growing delays for up to 24 hours while an endpoint fails. The headers and how to
          verify the signature are in the <IntegratorsGuideLink section="webhooks">integrators' guide</IntegratorsGuideLink>.
        </>
      }
    >
      <EndpointsSection onAdd={() => setCreating(true)} onEdit={setEditing} onSecret={setSecret} />
      <DeliveriesSection />
      <EndpointDialog
        open={creating || editing != null}
        editing={editing}
        onClose={closeDialog}
        onCreated={(created) => {
          closeDialog();
          setSecret(created);
        }}
      />
      <SecretDialog created={secret} onClose={() => setSecret(null)} />
    </EditorFrame>
  );
}
