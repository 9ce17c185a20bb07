// Status and error texts follow seed 001 §4 and §8 word for word in English.
// The lead forms' own texts: they travel with the forms' code (app/i18n/areas/leads.ts). The
// shared statuses and errors and the newsletter's texts are in every page's set (./leadsEveryPage.ts).
import {leadsEveryPage} from './leadsEveryPage';

export const leadsForms = {
  fieldName: 'Name',
  fieldFirstName: 'First Name',
  fieldLastName: 'Last Name',
  fieldEmail: 'Email',
  fieldPhone: 'Phone',
  fieldPhoneNumber: 'Phone Number',
  fieldMessage: 'Message',
  fieldSubject: 'Subject',
  fieldBrand: 'Brand',
  fieldModel: 'Model',
  fieldReference: 'Reference Number',
  fieldBoxPapers: 'Box & Papers',
  fieldWatchAge: 'Age of Watch',
  fieldCondition: 'Condition',
  fieldCountry: 'Country',
  fieldDialColor: 'Dial Colour',
  fieldEstimatedValue: 'Estimated Value',
  fieldSaleMethod: 'Preferred Sale Method',
  fieldAdditionalNotes: 'Additional Notes',
  fieldPhotos: 'Photos of your watch',
  fieldPhotosHint: 'Up to 6 images (JPEG, PNG, GIF, WebP or HEIC), 10 MB each.',
  fieldBudget: 'Budget',
  choose: 'Please select',
  yes: 'Yes',
  no: 'No',
  boxOnly: 'Box only',
  papersOnly: 'Papers only',
  countryUK: 'United Kingdom',
  countryUS: 'United States',
  countryEU: 'Europe',
  countryAS: 'Asia',
  saleOutright: 'Outright Purchase',
  saleConsignment: 'Consignment',
  salePartExchange: 'Part Exchange',
  saleUnsure: 'Not sure yet',
  // enquiry
  enquiryTitle: 'Enquire',
  enquiryDialogTitle: 'Enquire About This Watch',
  enquiryIntro:
    'Speak to us directly or send an enquiry and we will reply promptly.',
  enquirySubjectDefault: 'Enquiry: {title}',
  enquiryGeneralSubject: 'General Enquiry',
  enquiryAbout: 'About: {title}',
  enquiryReference: 'Ref. {sku}',
  contactPhone: 'Phone',
  contactWhatsApp: 'WhatsApp',
  contactEmailLabel: 'Email',
  contactPreference: 'Preferred contact method',
  prefPhone: 'Phone call',
  prefEmail: 'E-mail',
  prefWhatsapp: 'WhatsApp',
  prefImessage: 'iMessage',
  enquirySubmit: 'Send Enquiry',
  enquirySuccess: "Thank you for your enquiry. We'll be in touch shortly.",
  enquiryFailure: 'Failed to submit enquiry. Please try again.',
  // sell
  sellSuccess:
    'Thank you for your submission. We will be in touch within 24 hours.',
  sellQuickFailure:
    'Failed to submit form. Please try again or contact us directly at {email}',
  sellFullFailure:
    'Failed to submit form. Please try again or contact us directly.',
  sellQuickTitle: 'Get a Quick Valuation',
  sellQuickIntro: 'Tell us about your watch and we will reply within 24 hours.',
  sellQuickSubmit: 'Submit',
  sellFullTitle: 'Sell Your Watch',
  sellFullPageTitle: 'Sell Your Watch: Valuation Form',
  sellFullIntro:
    'Tell us about your watch. The more we know, the more accurate our offer.',
  sellFullMetaDescription:
    'Sell, consign or part-exchange your luxury watch: send the details and photos and receive an offer within 24 hours.',
  sellFullYou: 'Your details',
  sellFullWatch: 'Your watch',
  sellFullSubmit: 'Submit Watch Details',
  // contact
  contactTitle: 'Contact Us',
  contactHeading: 'Get In Touch',
  contactIntro:
    'Questions about a watch, selling, sourcing or a visit? Send us a message.',
  contactBreadcrumb: 'Breadcrumb',
  contactHome: 'Home',
  contactSubmit: 'Send Message',
  contactSuccess: 'Thank you for your message. We will be in touch shortly.',
  contactFailure:
    'Failed to submit form. Please try again or contact us directly.',
  contactDirect: 'Prefer e-mail? Write to us directly at',
  contactBanner:
    'Visit our showroom by appointment, or reach us by phone and WhatsApp.',
  contactMetaDescription:
    'Contact our pre-owned luxury watch specialists by form, e-mail, phone or WhatsApp.',
  // sourcing
  sourcingTitle: 'Request a Watch',
  sourcingIntro:
    'Tell us what you are looking for; the search is free and without obligation.',
  sourcingSubmit: 'Send Request',
  sourcingSuccess:
    'Thank you for your request. We will be in touch within 24 hours.',
  sourcingFailure:
    'Failed to submit form. Please try again or contact us directly.',
  // offers (decision 131)
  offerTitle: 'Make an Offer',
  offerIntro:
    'Tell us what you would pay for this watch. We reply by e-mail, usually within 24 hours.',
  offerAsking: 'Asking price: {price}',
  fieldOfferAmount: 'Your offer ({currency})',
  fieldOfferAmountHint: 'In {currency}, below the asking price.',
  offerSubmit: 'Send Offer',
  offerSuccess:
    'Thank you for your offer. We will reply by e-mail within 24 hours.',
  offerFailure: 'Failed to submit offer. Please try again.',
  errOfferAmount: 'Please enter an amount, such as 12,500.',
  errOfferAtAsking:
    'Your offer is at or above the asking price of {max}. You can buy the watch at that price instead.',
  errOfferBelowFloor:
    'We can only consider offers of {max} or more for this watch.',
  offerNotForSale: 'This watch cannot take offers at the moment.',
  offerBack: 'Back to the watch',
  counterTitle: 'Our Counter-Offer',
  counterIntro: 'We can offer you the {title} for {amount}.',
  counterReserve:
    'When you accept, the watch is reserved for you while you pay.',
  counterAccept: 'Accept {amount}',
  counterAccepted:
    'Thank you. The watch is reserved for you until {until}. We have also sent the payment link to your e-mail address.',
  counterPay: 'Pay {amount}',
  counterExpired:
    'This link has expired. Please contact us if you would still like the watch.',
  counterInvalid: 'This link is not valid.',
  counterAnswered: 'This offer has already been answered.',
  counterReplaced:
    'This counter-offer has been replaced. Our latest offer for the {title} is {amount}: we have sent it to you by e-mail, and the link in that e-mail accepts it.',
  counterFailed:
    'We could not reserve the watch just now. Please try again or contact us.',
  // fallback pages of the form actions (used without JavaScript)
  pageEnquiryTitle: 'Send an Enquiry',
  pageNewsletterTitle: 'Newsletter',
  pageSellTitle: 'Sell Your Watch',
  pageSourcingTitle: 'Watch Sourcing',
  backHome: 'Back to the shop',
};

/** Every English lead text: the shape of the area, and what the server registers. */
export const leads = {...leadsEveryPage, ...leadsForms};
