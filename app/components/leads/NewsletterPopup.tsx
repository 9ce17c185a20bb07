// Slot: the lead-capture work renders the newsletter popup here (issue 6).
export function NewsletterPopup() {
  return null;
}
