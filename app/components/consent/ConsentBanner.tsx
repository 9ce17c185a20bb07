// Slot: the consent work renders the analytics consent banner here (issue 7).
export function ConsentBanner() {
  return null;
}
