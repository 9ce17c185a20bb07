// Slot: the lead-capture work renders the footer newsletter form here (issue 6).
export function FooterNewsletter() {
  return null;
}
