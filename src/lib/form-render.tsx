/**
 * What a render of /contact or /apply needs from the request: the form's ticket, the configured
 * retention for its notice, and, when the server could not store a submission, what was typed and
 * why it was not taken. The server provides it; the form pages read it and pass it to their
 * island as plain props.
 */
import { createContext, useContext } from 'react';

/** A form's hidden submission id and its signed render time (see server/leads/intake/form-ticket.ts). */
export type FormTicket = { id: string; token: string };

/** The hidden fields that carry the ticket, and the honeypot: never part of a lead. */
export const TICKET_FIELD = 'submissionId';
export const TOKEN_FIELD = 'formToken';
export const HONEYPOT_FIELD = 'website';

export interface FormRender {
  ticket: FormTicket;
  /** For the notice under the form: LEADS_RETENTION_DAYS, and on a form with a tax ID how long its sealed copy is kept. */
  notice: { retentionDays: number; taxIdDays?: number };
  /** A submission the server could not store: the form shows it again with this message. */
  failed?: { values: Record<string, string>; message: string };
}

const FormRenderContext = createContext<FormRender | null>(null);

export const FormRenderProvider = FormRenderContext.Provider;

/** The form state of this render; null when rendered without a request (the render benchmarks). */
export const useFormRender = () => useContext(FormRenderContext);
