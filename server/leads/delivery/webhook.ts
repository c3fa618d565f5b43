/**
 * Leads by webhook: a JSON POST signed as Standard Webhooks (standardwebhooks.com), so the
 * receiver can check it came from us (`webhook-signature`) and drop repeats (`webhook-id`, the
 * outbox id, the same on every attempt). Any 2xx answer is delivered; anything else is retried.
 */
import { Webhook } from 'standardwebhooks';
import type { LeadsConfig } from '../config';
import { sourceObject } from '../intake/lead-source';
import type { Transport } from './transport';
import type { ClaimedDelivery } from '../store/types';

/** How long the receiver gets to answer. */
const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * The body: the same field names as the operator's export (id, kind, receivedAt, then the form's own),
 * and `source`, where the visitor came from: page, host, utm_source, utm_medium, utm_campaign, each
 * null when not known.
 */
export function webhookPayload({ id, kind, receivedAt, fields, source }: ClaimedDelivery['lead']) {
  return {
    type: 'lead.received',
    // Standard Webhooks: when the event happened, so the same on every attempt.
    timestamp: receivedAt.toISOString(),
    data: { id, kind, receivedAt: receivedAt.toISOString(), source: sourceObject(source), ...fields },
  };
}

/** A short technical account of a failure, never with the URL (it may carry a token) or the body. */
function describeFetchError(error: unknown) {
  if (error instanceof DOMException && error.name === 'TimeoutError') return `webhook: no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`;
  if (error instanceof DOMException && error.name === 'AbortError') return 'webhook: aborted';
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return `webhook: ${cause?.code ?? 'request failed'}`;
}

function signerFor(secret: string) {
  try {
    return new Webhook(secret);
  } catch {
    throw new Error('LEADS_WEBHOOK_SECRET must be a Standard Webhooks secret: whsec_ and then base64.');
  }
}

export function webhookTransport(settings: NonNullable<LeadsConfig['webhook']>): Transport {
  const signer = signerFor(settings.secret);
  return {
    async send({ id, lead }, signal) {
      const body = JSON.stringify(webhookPayload(lead));
      // The time of this attempt: receivers reject signatures older than a few minutes.
      const timestamp = new Date();
      let response: Response;
      try {
        response = await fetch(settings.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'webhook-id': id,
            'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
            'webhook-signature': signer.sign(id, timestamp, body),
          },
          body,
          // A redirect is not a delivery: the receiver's address is the operator's to fix.
          redirect: 'manual',
          signal: AbortSignal.any([signal, AbortSignal.timeout(WEBHOOK_TIMEOUT_MS)]),
        });
      } catch (error) {
        throw new Error(describeFetchError(error), { cause: error });
      }
      // Read nothing of the answer but its status; free the connection.
      await response.body?.cancel().catch(() => {});
      if (response.status < 200 || response.status > 299) throw new Error(`webhook: answered ${response.status}`);
    },
    close: () => {},
  };
}
