import { css } from '@emotion/react';
import { Fragment } from 'react';
import { CheckCircle2 } from 'lucide';
import { HeroBanner } from '../components/hero-banner';
import { contactHero, whyChoose } from '../content/contact';
import { contactCards } from '../content/contact-cards';
import { useLeadForm } from '../hooks/use-lead-form';
import ContactForm from '../islands/contact-form';
import { color, mq, radius, space, text } from '../theme/tokens';
import { cardStyle, IconBadge } from '../ui/card';
import { Section } from '../ui/section';
import { Icon } from '../ui/icon';
import { staticClass } from '../theme/server-styles.server';

const columns = staticClass(css`
  display: grid; gap: ${space.xxl}; grid-template-columns: minmax(0, 1fr);
  ${mq.lg} { grid-template-columns: minmax(0, 1.5fr) minmax(0, 1fr); align-items: start; }
`);
const panel = staticClass(css`background: ${color.white}; border-radius: ${radius.lg}; padding: clamp(1.25rem, 3vw, 2.5rem); border: 1px solid ${color.border};`);
const cards = staticClass(css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${space.md};`);
// The card's look, composed once rather than on every render: the icon above the text on a phone, so that
// the e-mail address has the card's whole width and breaks only where breakableAddress lets it (beside the
// icon, "@magnoliacoastpayments" did not fit at 375 px and was cut mid-name); beside it from mq.sm on.
const contactCard = staticClass(
  css(cardStyle, `flex-direction: column; align-items: flex-start; gap: ${space.md}; ${mq.sm} { flex-direction: row; } h3 { font-size: ${text.md}; } p { color: ${color.ink}; overflow-wrap: anywhere; } a { font-weight: 600; }`),
);
const why = staticClass(css`
  margin-top: ${space.xl}; padding: ${space.lg}; border-radius: ${radius.lg}; background: ${color.navy}; color: ${color.white};
  h2 { font-size: ${text.lg}; }
  ul { list-style: none; padding: 0; margin: 0; display: grid; gap: ${space.sm}; }
  li { display: flex; gap: ${space.sm}; } svg { color: ${color.gold}; flex: none; margin-top: 0.2em; }
`);

/** An e-mail address in a narrow card wraps before an "@" or a ".", as style guides break addresses, not mid-name. */
function breakableAddress(text: string) {
  const pieces = text.split(/(?=[@.])/);
  return pieces.length > 1 ? pieces.map((piece, i) => <Fragment key={i}>{i > 0 && <wbr />}{piece}</Fragment>) : text;
}

/** /contact: the consultation form on the left, how to reach us on the right. */
export function ContactPage() {
  const form = useLeadForm();
  return (
    <>
      <HeroBanner title={contactHero.title} lede={contactHero.lede} />
      <Section tone="cream">
        <div className={columns}>
          <div className={panel}>
            <ContactForm {...form} />
          </div>
          <div>
            <h2 className="visually-hidden">How to reach us</h2>
            <ul className={cards}>
              {contactCards.map(({ icon, title, lines }) => (
                <li key={title}>
                  <div className={contactCard}>
                    <IconBadge><Icon icon={icon} size={24} /></IconBadge>
                    <div>
                      <h3>{title}</h3>
                      {lines.map((line) => (
                        <p key={line.text}>{line.href ? <a href={line.href}>{line.href.startsWith('mailto:') ? breakableAddress(line.text) : line.text}</a> : line.text}</p>
                      ))}
                    </div>
                  </div>
                </li>
              ))}
            </ul>
            <div className={why}>
              <h2>{whyChoose.heading}</h2>
              <ul>
                {whyChoose.items.map((item) => <li key={item}><Icon icon={CheckCircle2} size={20} />{item}</li>)}
              </ul>
            </div>
          </div>
        </div>
      </Section>
    </>
  );
}
