import { css } from '@emotion/react';
import { Fragment, useState, type FormEvent } from 'react';
import type { FormContent, FormField } from '../content/types';
import { HONEYPOT_FIELD, TICKET_FIELD, TOKEN_FIELD, type FormTicket } from '../lib/form-render';
import { color, font, mq, radius, space, text } from '../theme/tokens';
import { Button } from '../ui/button';
import { InlineText } from '../ui/inline-text';
import { toastError, toastSuccess, Toasts } from './toasts';

const formHeading = css`font-size: ${text.xl};`;
const formIntro = css`color: ${color.muted};`;

const groupStyle = css`
  /* A fieldset is at least as wide as its content by default; let it shrink on narrow screens. */
  border: 0; padding: 0; margin: 0 0 ${space.xl}; min-width: 0;
  legend { font-family: ${font.heading}; font-size: ${text.lg}; font-weight: 700; color: ${color.navy}; padding: 0; margin-bottom: ${space.md}; }
`;
const grid = css`display: grid; gap: ${space.md}; ${mq.sm} { grid-template-columns: 1fr 1fr; }`;
const fieldStyle = css`
  display: grid; gap: ${space.xs};
  label { font-weight: 600; }
  /* The required marker. */
  label > span { color: ${color.error}; margin-left: 0.2em; }
  input, select, textarea {
    font: inherit; width: 100%; min-height: 48px; padding: 0.65rem 0.85rem; color: ${color.ink};
    background: ${color.white}; border: 1px solid ${color.fieldBorder}; border-radius: ${radius.sm};
  }
  textarea { min-height: 9rem; resize: vertical; }
  input::placeholder { color: ${color.placeholder}; }
  input:focus-visible, select:focus-visible, textarea:focus-visible { outline-offset: 1px; border-color: ${color.teal}; }
`;
// Composed once, so a render hands Emotion one finished style per field.
const fieldStyles = { normal: fieldStyle, wide: css(fieldStyle, `${mq.sm} { grid-column: 1 / -1; }`) };
const statusStyle = css`
  margin-bottom: ${space.lg}; padding: ${space.md} ${space.lg}; border-radius: ${radius.md};
  background: ${color.successTint}; border: 1px solid ${color.teal}; color: ${color.tealDark}; font-weight: 650;
`;

const problemStyle = css`
  margin-bottom: ${space.lg}; padding: ${space.md} ${space.lg}; border-radius: ${radius.md};
  background: ${color.errorTint}; border: 1px solid ${color.error}; color: ${color.errorDark}; font-weight: 650;
`;
const noticeStyle = css`
  margin-top: ${space.lg}; font-size: ${text.xs}; color: ${color.muted};
  p + p { margin-top: ${space.xs}; }
`;
// The honeypot: a field people never see or reach (a class, since the CSP forbids style attributes).
const honeypotStyle = css`display: none;`;

const initialValues = (form: FormContent) =>
  Object.fromEntries(form.groups.flatMap((g) => g.fields).map((f) => [f.name, f.defaultValue ?? '']));

/**
 * A field the browser keeps: React gives it a default and never writes its value. So what is in it
 * when the form hydrates stays, whatever put it there (typing, autofill, the browser restoring it on
 * Back), and nothing runs on a keystroke; the form reads the fields when it is sent.
 */
function Field({ field, defaultValue }: { field: FormField; defaultValue: string }) {
  const id = `field-${field.name}`;
  const common = {
    id,
    name: field.name,
    required: field.required,
    maxLength: field.maxLength,
    autoComplete: field.autoComplete,
    defaultValue,
  };
  return (
    <div css={field.wide ? fieldStyles.wide : fieldStyles.normal}>
      <label htmlFor={id}>
        {field.label}
        {field.required && <span aria-hidden="true">*</span>}
      </label>
      {field.type === 'textarea' ? (
        <textarea {...common} rows={5} />
      ) : field.type === 'select' ? (
        <select {...common}>
          <option value="">Choose one</option>
          {field.options?.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </select>
      ) : (
        <input
          {...common}
          type={field.type}
          placeholder={field.placeholder}
          inputMode={field.inputMode}
          min={field.type === 'number' ? 0 : undefined}
        />
      )}
    </div>
  );
}

/** A form's props from the server: serialisable, so its island hydrates with the same. */
export type LeadFormProps = {
  /** The server confirmed a submission made without JavaScript (the page was reached with ?sent=1). */
  sent: boolean;
  /** This render's submission id and signed render time; replaced by the server's answer after each success. */
  ticket: FormTicket;
  /** The notice under the form: what is kept, how long, whom to write to. */
  notice: string[];
  /** A submission the server could not store (the 503 page): what was typed, and why it was not taken. */
  failed: { values: Record<string, string>; message: string } | null;
};

/** The server's answer to a submission sent with `Accept: application/json`. */
type Answer = { ticket?: FormTicket; message?: string };

/**
 * A form that reaches the business. Without JavaScript the browser posts it to the page, the
 * server stores it and redirects back, and the status region confirms. With JavaScript the same
 * fields go to the same address; only once the server has confirmed does the toast show and the
 * form reset, with a fresh ticket from the answer. When the server could not take it, the
 * fields stay and the alert region (and a toast) says so, with the phone number. The fields are
 * the browser's (see Field): the form sends what they hold and resets them, nothing more.
 */
export function LeadForm({ form, action, sent, ticket: firstTicket, notice, failed, unavailableMessage }: LeadFormProps & {
  form: FormContent;
  /** Where the form posts: the page's own path. */
  action: string;
  /** What to say when the server cannot be reached or gives no reason. */
  unavailableMessage: string;
}) {
  // What the fields start from: what a submission the server could not store held (the 503 page),
  // until one is taken; else the form's own defaults.
  const [failedShown, setFailedShown] = useState(failed !== null);
  const defaults = failed && failedShown ? failed.values : initialValues(form);
  const [ticket, setTicket] = useState(firstTicket);
  const [announcement, setAnnouncement] = useState(sent ? form.successMessage : '');
  const [problem, setProblem] = useState(failed?.message ?? '');
  const [sending, setSending] = useState(false);
  // The toast library loads once a visitor starts on the form, not with the page.
  const [started, setStarted] = useState(false);
  const start = () => setStarted(true);

  // Re-announce even when the same message is already in the region.
  const announce = (set: (text: string) => void, text: string) => {
    set('');
    requestAnimationFrame(() => set(text));
  };

  const send = async (body: URLSearchParams): Promise<Answer & { ok: boolean }> => {
    try {
      const res = await fetch(action, { method: 'POST', body, headers: { Accept: 'application/json' } });
      const answer = (await res.json().catch(() => ({}))) as Answer;
      return { ok: res.ok && !!answer.ticket, ...answer };
    } catch {
      return { ok: false };
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const fields = event.currentTarget;
    start();
    setSending(true);
    const answer = await send(new URLSearchParams(new FormData(fields) as unknown as Record<string, string>));
    setSending(false);
    if (answer.ok && answer.ticket) {
      void toastSuccess(form.successMessage);
      setProblem('');
      announce(setAnnouncement, form.successMessage);
      setTicket(answer.ticket);
      fields.reset();
      // On the 503 page the fields' defaults are what the failed submission held (a reset brings
      // them back): new fields with the form's own defaults take their place (a select's default,
      // once there, does not follow its prop).
      setFailedShown(false);
    } else {
      const message = answer.message ?? unavailableMessage;
      void toastError(message);
      setAnnouncement('');
      announce(setProblem, message);
    }
  };

  return (
    <>
      <form method="post" action={action} onSubmit={(e) => void submit(e)} onFocus={start} aria-labelledby="form-heading" aria-busy={sending}>
        <h2 id="form-heading" css={formHeading}>{form.heading}</h2>
        <p css={formIntro}>{form.intro}</p>
        {/* Both present from the first paint, so screen readers announce what is written into them;
            shown as a panel when the server answered without scripts, or when sending failed. */}
        <div role="status" css={statusStyle} className={sent && announcement ? undefined : 'visually-hidden'}>
          {announcement}
        </div>
        <div role="alert" css={problemStyle} className={problem ? undefined : 'visually-hidden'}>
          {problem}
        </div>
        <input type="hidden" name={TICKET_FIELD} value={ticket.id} />
        <input type="hidden" name={TOKEN_FIELD} value={ticket.token} />
        <div css={honeypotStyle} aria-hidden="true">
          <label htmlFor="field-website">Leave this field empty</label>
          <input id="field-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <Fragment key={failed && failedShown ? 'failed' : 'own'}>
          {form.groups.map((group) => (
            <fieldset key={group.legend} css={groupStyle}>
              <legend>{group.legend}</legend>
              <div css={grid}>
                {group.fields.map((field) => (
                  <Field key={field.name} field={field} defaultValue={defaults[field.name] ?? ''} />
                ))}
              </div>
            </fieldset>
          ))}
        </Fragment>
        <Button type="submit">{form.submitLabel}</Button>
        {notice.length > 0 && (
          <div css={noticeStyle}>
            {notice.map((line) => <p key={line}><InlineText text={line} /></p>)}
          </div>
        )}
      </form>
      {started && <Toasts />}
    </>
  );
}
