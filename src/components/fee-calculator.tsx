import { css } from '@emotion/react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { FeeCalculatorCopy } from '../content/fee-calculator';
import { checkInputs, estimateFees, withoutInvisible, type FieldProblems } from '../lib/fee-estimate';
import { feeInputNames, type FeeInputName, type FeeInputs } from '../lib/fee-inputs';
import { color, mq, radius, space, text } from '../theme/tokens';
import { Button, ButtonLink } from '../ui/button';
import { AmountField } from './amount-field';
import { FeeResults, fill, ruleFigures, summaryOf } from './fee-results';

/** The element the form's results scroll to after a send without JavaScript. */
const CALCULATOR_ID = 'calculator';

/** How long typing must pause before the live region speaks: one announcement per figure, not one per key. */
const SETTLE_MS = 800;

const layout = css`
  /* Clear of the sticky header when a sent form's address jumps here. */
  scroll-margin-top: 6rem;
  display: grid; gap: ${space.xl}; grid-template-columns: minmax(0, 1fr);
  ${mq.lg} { grid-template-columns: minmax(0, 1fr) minmax(0, 1.25fr); align-items: start; }
`;
const panel = css`
  background: ${color.white}; border: 1px solid ${color.border}; border-radius: ${radius.lg};
  padding: clamp(1.25rem, 3vw, 2rem); display: grid; gap: ${space.lg};
  h2 { font-size: ${text.xl}; margin: 0; }
  > p { margin: 0; color: ${color.muted}; }
`;
const submitRow = css`justify-self: start;`;
const resultsStyle = css`
  display: grid; gap: ${space.md};
  h2 { font-size: ${text.xl}; margin: 0; }
`;
const placeholder = css`
  border: 2px dashed ${color.border}; border-radius: ${radius.md}; padding: ${space.lg}; display: grid; gap: ${space.sm};
  p { margin: 0; }
`;
const ctaStyle = css`
  margin-top: ${space.sm}; padding: ${space.lg}; border-radius: ${radius.md}; background: ${color.navy}; color: ${color.white};
  --focus: ${color.gold}; display: grid; gap: ${space.md}; justify-items: start;
  p { margin: 0; }
`;

type Values = Record<FeeInputName, string>;

/** The fields whose problems are shown from now on; an empty field is flagged only once the form is sent. */
const fieldsToFlag = (problems: FieldProblems, fields: Iterable<FeeInputName>, sent: boolean) =>
  new Set([...fields].filter((name) => problems[name] && (problems[name] !== 'missing' || sent)));

type Props = {
  /** The page the form is sent to without JavaScript, as a GET: its own path. @example '/fee-calculator' */
  action: string;
  /** The strings of the page address (`?sales=…&fees=…&debit=…`), as typed; null for a field not sent. */
  inputs: FeeInputs;
  copy: FeeCalculatorCopy;
};

/**
 * The card-fee calculator: the form, its results and a polite live region. Without JavaScript the
 * form is sent with GET and the server draws the results from the page address. With it, results
 * follow the typing and the live region reads them out once typing pauses. A field's problem
 * appears when the visitor leaves the field or sends the form, and goes as soon as it is fixed.
 * It takes plain props and uses no router, so it can hydrate on its own as an island.
 */
export function FeeCalculator({ action, inputs, copy }: Props) {
  // Arrived by sending the form: every problem shows at once, as the server drew it.
  const arrivedSent = feeInputNames.some((name) => inputs[name] !== null);
  const [values, setValues] = useState<Values>(() => ({ sales: inputs.sales ?? '', fees: inputs.fees ?? '', debit: inputs.debit ?? '' }));
  const { statement, problems } = useMemo(() => checkInputs(values), [values]);
  const [sent, setSent] = useState(arrivedSent);
  const [flagged, setFlagged] = useState<ReadonlySet<FeeInputName>>(() => (arrivedSent ? fieldsToFlag(problems, feeInputNames, true) : new Set()));
  const estimate = useMemo(() => statement && estimateFees(statement), [statement]);
  const fields = useRef<Partial<Record<FeeInputName, HTMLInputElement | null>>>({});

  const errorOf = (name: FeeInputName) => {
    const problem = flagged.has(name) ? problems[name] : undefined;
    if (!problem) return undefined;
    return problem === 'missing' ? copy.problems.missing[name as 'sales' | 'fees'] : fill(copy.problems[problem], ruleFigures);
  };
  const showsProblem = feeInputNames.some((name) => errorOf(name));
  const message = estimate ? summaryOf(estimate, copy) : showsProblem ? copy.fix : copy.empty;

  // What the page says on arrival is not announced; later changes are, once typing pauses.
  const [announcement, setAnnouncement] = useState('');
  const spoken = useRef(message);
  useEffect(() => {
    if (message === spoken.current) return;
    const timer = setTimeout(() => {
      spoken.current = message;
      setAnnouncement(message);
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  // Leaving a field shows its problem, if any, and re-checks those already shown.
  const leave = (name: FeeInputName) => setFlagged(fieldsToFlag(problems, sent ? feeInputNames : [...flagged, name], sent));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The results are already on screen: no page load, only what a send would show.
    event.preventDefault();
    setSent(true);
    const shown = fieldsToFlag(problems, feeInputNames, true);
    setFlagged(shown);
    const first = feeInputNames.find((name) => shown.has(name));
    if (first) {
      fields.current[first]?.focus();
      return;
    }
    // The address a send without JavaScript would reach, so the result can be bookmarked or shared.
    window.history.replaceState(window.history.state, '', `${action}?${new URLSearchParams(feeInputNames.map((name) => [name, values[name]]))}`);
    // Said again even when unchanged, since the visitor asked for it.
    spoken.current = message;
    setAnnouncement('');
    requestAnimationFrame(() => setAnnouncement(message));
  };

  return (
    <div id={CALCULATOR_ID} css={layout}>
      <form css={panel} method="get" action={`${action}#${CALCULATOR_ID}`} noValidate onSubmit={submit} aria-labelledby="calculator-form-heading">
        <h2 id="calculator-form-heading">{copy.formHeading}</h2>
        <p>{copy.formIntro}</p>
        {feeInputNames.map((name) => (
          <AmountField
            key={name}
            name={name}
            {...copy.fields[name]}
            required={name !== 'debit'}
            value={values[name]}
            error={errorOf(name)}
            errorPrefix={copy.errorPrefix}
            inputRef={(element) => {
              fields.current[name] = element;
            }}
            onChange={(value) => setValues((current) => ({ ...current, [name]: withoutInvisible(value) }))}
            onBlur={() => leave(name)}
          />
        ))}
        <div css={submitRow}>
          <Button type="submit">{copy.submitLabel}</Button>
        </div>
      </form>
      <div css={resultsStyle}>
        <h2>{copy.resultsHeading}</h2>
        {estimate ? (
          <FeeResults estimate={estimate} copy={copy} debitInvalid={problems.debit !== undefined} />
        ) : (
          <div css={placeholder}>
            <p>{message}</p>
            {!showsProblem && <p><a href={copy.example.href}>{copy.example.label}</a></p>}
          </div>
        )}
        <div role="status" className="visually-hidden">{announcement}</div>
        <div css={ctaStyle}>
          <p>{copy.cta.text}</p>
          <ButtonLink href={copy.cta.href} variant="onDark">{copy.cta.label}</ButtonLink>
        </div>
      </div>
    </div>
  );
}
