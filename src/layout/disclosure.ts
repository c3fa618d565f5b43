import { css } from '@emotion/react';
import { useCallback, useEffect, useRef } from 'react';

/** A <summary> drawn as a button: no disclosure triangle, a pointer cursor. */
export const disclosureSummary = css`
  list-style: none; cursor: pointer; user-select: none;
  &::-webkit-details-marker { display: none; }
`;

/**
 * What a native <details> menu lacks, added once its island hydrates: Escape closes it and gives
 * focus back to its summary; a click, tap or focus outside it closes it; so does choosing a link
 * in it (back from the next page, the back/forward cache would otherwise show it still open).
 * Opening and closing themselves stay the browser's, so they work before and without scripts.
 */
export function useDisclosure() {
  const ref = useRef<HTMLDetailsElement>(null);
  const close = useCallback(() => {
    if (ref.current) ref.current.open = false;
  }, []);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    const onOutside = (event: Event) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, []);

  return { ref, close };
}
