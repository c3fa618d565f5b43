import { css } from '@emotion/react';
import type { Ref } from 'react';
import { color, radius, space, text } from '../theme/tokens';

const fieldStyle = css`
  display: grid; gap: ${space.xs};
  label { font-weight: 600; }
  input {
    font: inherit; width: 100%; min-height: 48px; padding: 0.65rem 0.85rem; color: ${color.ink};
    background: ${color.white}; border: 1px solid ${color.fieldBorder}; border-radius: ${radius.sm};
  }
  input:focus-visible { outline-offset: 1px; border-color: ${color.teal}; }
`;
// A bar beside the whole field and a thicker border: the error is seen without relying on colour alone.
const invalidStyle = css(fieldStyle, `
  border-left: 4px solid ${color.error}; padding-left: ${space.md};
  input { border: 2px solid ${color.error}; }
`);
const hintStyle = css`margin: 0; font-size: ${text.xs}; color: ${color.muted};`;
const errorStyle = css`margin: 0; color: ${color.error}; font-weight: 650;`;

interface Props {
  name: string;
  label: string;
  hint: string;
  value: string;
  /** The message shown by the field; the input is then marked invalid and described by it. */
  error?: string;
  /** Read before the message by screen readers. @example 'Error: ' */
  errorPrefix: string;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/**
 * A labeled text field for a dollar amount: label, hint, then any error, then the input, which
 * is described by the hint and the error. `inputmode="decimal"` brings up a keypad with a point on
 * phones; the type stays text, so `$` and commas can be typed and the server reads them the same.
 */
export function AmountField({ name, label, hint, value, error, errorPrefix, required, inputRef, onChange, onBlur }: Props) {
  const id = `field-${name}`;
  const describedBy = error ? `${id}-hint ${id}-error` : `${id}-hint`;
  return (
    <div css={error ? invalidStyle : fieldStyle}>
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} css={hintStyle}>{hint}</p>
      {error && (
        <p id={`${id}-error`} css={errorStyle}>
          <span className="visually-hidden">{errorPrefix}</span>
          {error}
        </p>
      )}
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </div>
  );
}
