import type { IconNode } from 'lucide';
import { escapeHtml } from '../html';

const markupOf = new WeakMap<IconNode, string>();

/** An icon's shapes as one string of SVG markup, built once per icon. */
function shapes(icon: IconNode) {
  let markup = markupOf.get(icon);
  if (markup === undefined) {
    markup = icon
      .map(([tag, attributes]) => {
        const list = Object.entries(attributes).map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`).join('');
        return `<${tag}${list}></${tag}>`;
      })
      .join('');
    markupOf.set(icon, markup);
  }
  return markup;
}

/**
 * A Lucide icon (its shapes come from the `lucide` package). Always decorative:
 * the text beside it says what it means. The shapes are set as markup, so an
 * icon costs React one element on the server and none of Lucide's runtime.
 */
export function Icon({ icon, size = 24, fill = 'none' }: { icon: IconNode; size?: number; fill?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={fill}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      dangerouslySetInnerHTML={{ __html: shapes(icon) }}
    />
  );
}
