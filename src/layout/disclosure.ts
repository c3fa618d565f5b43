import { css } from '@emotion/react';

/** A <summary> drawn as a button: no disclosure triangle, a pointer cursor. */
export const disclosureSummary = css`
  list-style: none; cursor: pointer; user-select: none;
  &::-webkit-details-marker { display: none; }
`;
