/** A reference field may hold several comma-separated references; cards show the first. */
export function firstReference(raw: string | null | undefined): string {
  return (raw ?? '').split(',')[0]?.trim() ?? '';
}

/** All references, trimmed and without blanks. */
export function allReferences(raw: string | null | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** A signature watch is flagged 'true' or 'yes' (any case, trimmed) in custom.signature_watches. */
export function isSignatureWatch(raw: string | null | undefined): boolean {
  return ['true', 'yes'].includes((raw ?? '').trim().toLowerCase());
}
