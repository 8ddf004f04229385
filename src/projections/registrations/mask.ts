/**
 * Masks an identity document number for the read model: only the last two characters stay,
 * enough for a floor person to match the card in hand (FSNP Art. 29) without the read model
 * holding a usable number (data minimisation). Short numbers are masked entirely.
 */
export function maskDocumentNumber(number: string): string {
  const clean = number.trim();
  const keep = clean.length >= 6 ? 2 : 0;
  return '*'.repeat(clean.length - keep) + clean.slice(clean.length - keep);
}
