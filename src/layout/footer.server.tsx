import { css } from '@emotion/react';
import { ExternalLink, Mail, MapPin, Phone } from 'lucide';
import { phones, telHref } from '../config/phones.server';
import { areaLine, mailHref, site } from '../config/site';
import { footerNav } from '../content/navigation';
import type { Action } from '../content/types';
import { color, mq, radius, space, text } from '../theme/tokens';
import { containerClass } from '../ui/container.server';
import { staticClass } from '../theme/server-styles.server';
import { SmartLink } from '../ui/smart-link';
import logoMark from '../assets/logo-mark.svg';
import { Icon } from '../ui/icon';

const band = staticClass(css`
  background: ${color.navyDeep}; color: ${color.onNavyMuted}; --focus: ${color.gold};
  padding-block: ${space.xxl} ${space.lg}; font-size: ${text.xs};
  a { color: ${color.white}; text-decoration: none; }
  a:hover { color: ${color.gold}; text-decoration: underline; }
  h2 { font-family: inherit; font-size: ${text.sm}; color: ${color.white}; letter-spacing: 0.04em; margin-bottom: ${space.md}; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: ${space.xs}; }
  li a { display: inline-flex; align-items: center; min-height: 32px; }
`);
const columns = staticClass(css`
  display: grid; gap: ${space.xl};
  ${mq.md} { grid-template-columns: 1fr 1fr; }
  ${mq.lg} { grid-template-columns: 1.5fr 1fr 1fr 1.4fr; }
`);
// Two short link lists share one column.
const stacked = staticClass(css`display: grid; gap: ${space.lg};`);
const brand = staticClass(css`
  p { max-width: 34ch; margin-top: ${space.md}; font-size: ${text.sm}; }
  > a { color: ${color.white}; font-size: 1.25rem; font-weight: 700; display: inline-flex; gap: 0.6rem; align-items: center; }
`);
const socials = staticClass(css`
  display: flex !important; flex-wrap: wrap; gap: ${space.sm} !important; margin-top: ${space.md} !important;
  a { gap: 0.35rem; min-height: 40px; padding: 0 0.9rem; border-radius: ${radius.pill}; border: 1px solid rgba(255,255,255,0.35); }
`);
const addressStyle = staticClass(css`
  font-style: normal;
  li { display: flex; gap: ${space.sm}; align-items: flex-start; }
  svg { flex: none; margin-top: 0.35em; color: ${color.tealLight}; }
`);
const bottom = staticClass(css`
  margin-top: ${space.xxl}; padding-top: ${space.lg}; border-top: 1px solid rgba(255,255,255,0.15);
  display: flex; flex-wrap: wrap; justify-content: space-between; gap: ${space.md};
  ul { display: flex; gap: ${space.lg}; }
  p { margin: 0; }
`);

function LinkColumn({ title, links }: { title: string; links: Action[] }) {
  return (
    <nav aria-label={`${title} links`}>
      <h2>{title}</h2>
      <ul>
        {links.map((link) => <li key={link.href}><SmartLink href={link.href}>{link.label}</SmartLink></li>)}
      </ul>
    </nav>
  );
}

/**
 * The shared footer: who we are, where to go, how to reach us. The same on every page but for the
 * year in its notice.
 */
export function Footer({ year }: { year: number }) {
  return (
    <footer className={band}>
      <div className={containerClass}>
        <div className={columns}>
          <div className={brand}>
            <SmartLink href="/">
              <img src={logoMark} width={36} height={36} alt="" loading="lazy" />
              {site.name}
            </SmartLink>
            <p>{site.tagline}.</p>
            <ul className={socials} aria-label="Social media">
              {site.social.map(({ network, url }) => (
                <li key={network}>
                  <SmartLink href={url}>
                    {network}
                    <Icon icon={ExternalLink} size={14} />
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </SmartLink>
                </li>
              ))}
            </ul>
          </div>
          <div className={stacked}>
            <LinkColumn title="Solutions" links={footerNav.solutions} />
            <LinkColumn title="Tools" links={footerNav.tools} />
          </div>
          <LinkColumn title="Industries" links={footerNav.industries} />
          <div>
            <h2>Contact</h2>
            <address className={addressStyle}>
              <ul>
                <li><Icon icon={MapPin} size={18} /><span>{areaLine}</span></li>
                {[phones.local, phones.tollFree].map((phone) => (
                  <li key={phone.e164}>
                    <Icon icon={Phone} size={18} />
                    <span>{phone.label}: <a href={telHref(phone)}>{phone.display}</a></span>
                  </li>
                ))}
                <li><Icon icon={Mail} size={18} /><a href={mailHref}>{site.email}</a></li>
              </ul>
            </address>
          </div>
        </div>
        <div className={bottom}>
          <p>{`© ${year} ${site.name}. All rights reserved.`}</p>
          <ul aria-label="Legal">
            {footerNav.legal.map((link) => <li key={link.href}><SmartLink href={link.href}>{link.label}</SmartLink></li>)}
          </ul>
        </div>
      </div>
    </footer>
  );
}
