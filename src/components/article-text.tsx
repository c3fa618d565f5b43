import type { Root } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { ComponentPropsWithoutRef } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { SmartLink } from '../ui/smart-link';

const components = {
  a: ({ href = '', ...rest }: ComponentPropsWithoutRef<'a'>) => <SmartLink href={href} {...rest} />,
};

/** An article's text, the HTML tree the build made from its Markdown, as elements; its links are SmartLinks. */
export function ArticleText({ body }: { body: Root }) {
  return toJsxRuntime(body, { Fragment, jsx, jsxs, components });
}
