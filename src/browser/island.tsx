import { createElement, type ReactNode } from 'react';

/** What a server can write into HTML and a browser read back: the props an island may take. */
export type Serializable = string | number | boolean | null | Serializable[] | { [key: string]: Serializable };

/** An island as the browser loads it: the control, and the name its file in src/islands/ has. */
export interface Island<Props> {
  (props: Props): React.JSX.Element;
  island: { name: string; Component: (props: Props) => ReactNode };
}

/**
 * A control that hydrates on its own in a page that otherwise stays the server's HTML. Each file
 * in src/islands/ default-exports one, named after the file:
 *
 *   export default defineIsland('video', VideoFacade);
 *
 * Pages render it like any component. The server writes the control inside a wrapper that names
 * the island and carries its props as JSON; the browser finds the wrapper, loads that file's chunk
 * and hydrates the control there with the same props (src/entry-client.tsx). So the component
 * must render the same from its props alone, on both sides: no router, no useId (a separate root
 * in the browser numbers ids differently), nothing read from the request.
 *
 * The browser hydrates it once the page has loaded and the browser is idle, when it is within a
 * screen's height of the view, or at a visitor's first press, tap, key or focus, whichever comes
 * first: a control's first click must be its own (the video), and a form must answer the moment
 * typing starts.
 */
export function defineIsland<Props extends { [key: string]: Serializable }>(
  name: string,
  Component: (props: Props) => ReactNode,
): Island<Props> {
  const Wrapped = (props: Props) => (
    // display: contents (global styles): the wrapper adds no box, so a sticky header stays sticky.
    <div data-island={name} data-props={Object.keys(props).length > 0 ? JSON.stringify(props) : undefined}>
      {createElement(Component, props)}
    </div>
  );
  return Object.assign(Wrapped, { island: { name, Component } });
}
