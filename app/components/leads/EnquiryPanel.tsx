// Slot: the lead-capture work renders the enquiry panel and dialog here (issue 6).
export function EnquiryPanel() {
  return null;
}
