import { css } from '@emotion/react';
import type { Crumb } from '../render/breadcrumbs.server';
import { color, space, text } from '../theme/tokens';
import { containerClass } from '../ui/container.server';
import { staticClass } from '../theme/server-styles.server';

const bar = staticClass(css`background: ${color.cream}; border-bottom: 1px solid ${color.border}; font-size: ${text.xs};`);
const list = staticClass(css`
  display: flex; flex-wrap: wrap; align-items: center; list-style: none; margin: 0; padding: 0;
  /* A long last crumb wraps beside its separator, which stays on the first line. */
  li { display: flex; align-items: baseline; }
  /* The separator is drawn, not read: its alternative text is empty. */
  li + li::before { content: '›' / ''; margin-inline: ${space.sm}; color: ${color.muted}; }
  a { display: inline-flex; align-items: center; min-height: 44px; color: ${color.tealDark}; }
  a[aria-current='page'] { color: ${color.ink}; text-decoration: none; }
`);

/**
 * Home › Industries › Restaurants, above the heading of every page below the
 * top level: plain links in server-rendered markup, the same trail as the
 * page's BreadcrumbList (see breadcrumbs.ts).
 */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  // A top-level page's trail (Home › Contact) says nothing the header does not: search engines get it, readers don't.
  if (trail.length < 3) return null;
  return (
    <nav aria-label="Breadcrumb" className={bar}>
      <div className={containerClass}>
        <ol className={list}>
          {trail.map(({ name, path }, i) => (
            <li key={path}>
              <a href={path} aria-current={i === trail.length - 1 ? 'page' : undefined}>{name}</a>
            </li>
          ))}
        </ol>
      </div>
    </nav>
  );
}
