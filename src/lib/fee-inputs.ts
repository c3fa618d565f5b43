/**
 * The card-fee calculator's fields, as its form sends them and a result's address carries them.
 * Apart from the arithmetic (fee-estimate.ts) because the route table names them too, and every
 * page loads the route table: these three names are all it costs the other pages.
 */
export const feeInputNames = ['sales', 'fees', 'debit'] as const;
export type FeeInputName = (typeof feeInputNames)[number];

/**
 * What a visitor typed, as strings; null for a field the address did not carry. Null, not absent:
 * the calculator gets these as an island's props, written as JSON, which has no undefined.
 */
export type FeeInputs = Record<FeeInputName, string | null>;

