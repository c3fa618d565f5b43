import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import type { FormContent, FormField } from '../content/types';
import { color, mq, radius, space, text } from '../theme/tokens';
import { Button } from '../ui/button';
import { toastSuccess, Toasts } from './toasts';

const formHeading = css`font-size: ${text.xl};`;
const formIntro = css`color: ${color.muted};`;

const groupStyle = css`
  /* A fieldset is at least as wide as its content by default; let it shrink on narrow screens. */
  border: 0; padding: 0; margin: 0 0 ${space.xl}; min-width: 0;
  legend { font-family: Georgia, serif; font-size: ${text.lg}; font-weight: 700; color: ${color.navy}; padding: 0; margin-bottom: ${space.md}; }
`;
const grid = css`display: grid; gap: ${space.md}; ${mq.sm} { grid-template-columns: 1fr 1fr; }`;
const fieldStyle = css`
  display: grid; gap: ${space.xs};
  label { font-weight: 600; }
  /* The required marker. */
  label > span { color: #A63D12; margin-left: 0.2em; }
  input, select, textarea {
    font: inherit; width: 100%; min-height: 48px; padding: 0.65rem 0.85rem; color: ${color.ink};
    background: ${color.white}; border: 1px solid #6B7A89; border-radius: ${radius.sm};
  }
  textarea { min-height: 9rem; resize: vertical; }
  input::placeholder { color: #5E6C7A; }
  input:focus-visible, select:focus-visible, textarea:focus-visible { outline-offset: 1px; border-color: ${color.teal}; }
`;
// Composed once, so a render hands Emotion one finished style per field.
const fieldStyles = { normal: fieldStyle, wide: css(fieldStyle, `${mq.sm} { grid-column: 1 / -1; }`) };
const statusStyle = css`
  margin-bottom: ${space.lg}; padding: ${space.md} ${space.lg}; border-radius: ${radius.md};
  background: #E3F3F0; border: 1px solid ${color.teal}; color: ${color.tealDark}; font-weight: 650;
`;

const initialValues = (form: FormContent) =>
  Object.fromEntries(form.groups.flatMap((g) => g.fields).map((f) => [f.name, f.defaultValue ?? '']));

function Field({ field, value, onChange }: { field: FormField; value: string; onChange: (value: string) => void }) {
  const id = `field-${field.name}`;
  const common = {
    id,
    name: field.name,
    required: field.required,
    autoComplete: field.autoComplete,
    value,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
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

interface Props {
  form: FormContent;
  /** Where the form posts without JavaScript: the page's own path. */
  action: string;
  /** The server confirmed a no-JavaScript submission (the page was reached with ?sent=1). */
  sentWithoutScript: boolean;
}

/**
 * A form that is never sent anywhere, as the specification asks: with
 * JavaScript, a valid submit shows a toast and clears every field; without
 * it, the browser posts to the page, the server discards the body and
 * redirects back, and the status region below says the same thing.
 */
export function LocalForm({ form, action, sentWithoutScript }: Props) {
  const [values, setValues] = useState(() => initialValues(form));
  const [announcement, setAnnouncement] = useState(sentWithoutScript ? form.successMessage : '');
  // The toast library loads once a visitor starts on the form, not with the page.
  const [started, setStarted] = useState(false);
  const start = () => setStarted(true);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    start();
    void toastSuccess(form.successMessage);
    // Re-announce even when the same message is already in the region.
    setAnnouncement('');
    requestAnimationFrame(() => setAnnouncement(form.successMessage));
    setValues(initialValues(form));
  };

  return (
    <>
      <form method="post" action={action} onSubmit={submit} onFocus={start} aria-labelledby="form-heading">
        <h2 id="form-heading" css={formHeading}>{form.heading}</h2>
        <p css={formIntro}>{form.intro}</p>
        {/* Present from the first paint, so screen readers announce what is written into it;
            shown as a panel only after a send without scripts. */}
        <div role="status" css={statusStyle} className={sentWithoutScript ? undefined : 'visually-hidden'}>
          {announcement}
        </div>
        {form.groups.map((group) => (
          <fieldset key={group.legend} css={groupStyle}>
            <legend>{group.legend}</legend>
            <div css={grid}>
              {group.fields.map((field) => (
                <Field
                  key={field.name}
                  field={field}
                  value={values[field.name] ?? ''}
                  onChange={(value) => setValues((v) => ({ ...v, [field.name]: value }))}
                />
              ))}
            </div>
          </fieldset>
        ))}
        <Button type="submit">{form.submitLabel}</Button>
      </form>
      {started && <Toasts />}
    </>
  );
}
