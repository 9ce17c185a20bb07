import type {Locale} from '~/i18n/locale';
import type {Policy} from './contentTypes';
import {privacyPolicyDe, shippingPolicyDe, termsPolicyDe} from './de/policies';

const LAST_UPDATED = '2024-05-20';

export const termsPolicy: Policy = {
  slug: 'terms',
  title: 'Terms of Service',
  summary:
    'The terms of sale for buying pre-owned luxury watches from us: payment, delivery, authentication, warranty and governing law.',
  lastUpdated: LAST_UPDATED,
  sections: [
    {
      heading: 'Introduction',
      paragraphs: [
        'These terms govern your use of the {shopName} website and any purchase you make from us. By using the website or placing an order you agree to them. Please read them carefully and keep a copy for your records.',
        'Nothing in these terms affects your statutory rights as a consumer.',
      ],
    },
    {
      heading: 'Account Responsibilities',
      paragraphs: [
        'You do not need an account to browse or buy from us. Where you give us information, for example in an enquiry or when placing an order, you agree that it is accurate and complete, and that you are at least 18 years old and entitled to enter into a contract.',
        'You are responsible for keeping any order references, payment details and correspondence secure, and for telling us promptly if your contact details change.',
      ],
    },
    {
      heading: 'Products and Services',
      paragraphs: [
        'Our watches are pre-owned or collectible unless stated otherwise. We describe each watch as accurately as we can, including its condition, year and what is included, but minor signs of wear consistent with age and use are to be expected.',
        'Prices are shown in pounds sterling and are final. Watches are sold under the VAT margin scheme, so VAT is included where applicable and is not shown separately on invoices. We may correct errors in prices or descriptions and withdraw any watch from sale before an order is accepted.',
        'Watches marked Available on Request are held by trusted partners; dispatch usually follows within 5 to 7 working days after verification. We also offer sourcing, valuation, consignment and part-exchange services, the terms of which we confirm in writing for each client.',
        'If you buy as a consumer without visiting us, the Consumer Contracts Regulations may give you the right to cancel; we confirm how this applies, and how to return a watch, when we accept your order.',
      ],
    },
    {
      heading: 'Payment Terms',
      paragraphs: [
        'We accept payment by bank transfer only, in GBP, USD, Euros, SGD, AED or HKD. Full payment must be received and cleared before a watch is dispatched or collected.',
        'We will only ever give you our bank details directly and in writing. If you receive payment instructions that appear to come from us but differ from those we gave you, do not pay, and call us on {phone} to check.',
      ],
    },
    {
      heading: 'Shipping and Delivery',
      paragraphs: [
        'We ship worldwide, fully insured, using specialist carriers and FedEx. UK deliveries usually arrive within 1 to 5 business days and international deliveries within 5 to 7 business days. A signature is required on every delivery.',
        'Full details of delivery, insurance, customs and tracking are set out in our Shipping Policy, which forms part of these terms.',
      ],
    },
    {
      heading: 'Authentication and Warranty',
      paragraphs: [
        'Every watch we sell is authenticated by our specialists before sale. If a watch we sold you is shown not to be genuine, we will refund the full purchase price.',
        'Every watch is covered by our {warrantyMonths}-month warranty from the date of delivery against mechanical faults arising under normal use. The warranty does not cover accidental damage, water ingress after the case has been opened or its seals disturbed, wear to straps, bracelets, crystals or plating, or work carried out by anyone other than us or our appointed watchmakers. Any manufacturer warranty still in force is unaffected.',
        'To make a claim, contact us at {email} with your order details; we will arrange insured collection and repair, or a replacement or refund where repair is not possible.',
      ],
    },
    {
      heading: 'Limitation of Liability',
      paragraphs: [
        'We are responsible for loss or damage you suffer that is a foreseeable result of our breaching these terms or failing to use reasonable care and skill. We are not responsible for loss that was not foreseeable, nor for business losses.',
        'Our total liability for any order is limited to the price paid for it. Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for any liability that cannot be limited by law.',
      ],
    },
    {
      heading: 'Changes to Terms of Service',
      paragraphs: [
        'We may update these terms from time to time, for example to reflect changes in the law or in how we work. The version published on the website when you place an order applies to that order. The date of the latest update is shown at the top of this page.',
      ],
    },
    {
      heading: 'Governing Law',
      paragraphs: [
        'These terms are governed by the laws of England and Wales, in the United Kingdom, and the courts of England and Wales have jurisdiction over any dispute. If you live in Scotland or Northern Ireland, you may also bring proceedings in your local courts.',
      ],
    },
    {
      heading: 'Contact Information',
      paragraphs: [
        'If you have any questions about these terms, please contact {shopName} by e-mail at {email} or by telephone on {phone}.',
      ],
    },
  ],
};

export const privacyPolicy: Policy = {
  slug: 'privacy',
  title: 'Privacy Policy',
  summary:
    'How we collect, use and protect your personal information when you browse, enquire or buy, and the rights you have over it.',
  lastUpdated: LAST_UPDATED,
  sections: [
    {
      heading: 'Introduction',
      paragraphs: [
        '{shopName} respects your privacy. This policy explains what personal information we collect when you use our website or deal with us, how we use it and the rights you have under UK data protection law, including the UK GDPR and the Data Protection Act 2018.',
      ],
    },
    {
      heading: 'Information We Collect',
      paragraphs: [
        'Information you give us: your name, e-mail address, phone number and the content of enquiries, sell and sourcing requests, contact messages and newsletter sign-ups, including any photographs of watches you send.',
        'Information needed for orders: delivery address, payment records and, where the law requires, proof of identity.',
        'Information collected automatically: technical data such as your browser type and pages visited and, only if you consent, analytics cookies. Your wishlist and recently viewed watches are stored in your own browser, not on our servers.',
      ],
    },
    {
      heading: 'Use of Your Information',
      paragraphs: [
        'We use your information to answer enquiries, value and buy watches, process and deliver orders, provide warranty service, send the newsletter if you have subscribed, prevent fraud and meet our legal obligations, including anti-money-laundering checks.',
        'Our legal bases are performing a contract with you or taking steps at your request before one, our legitimate interest in running and improving our business, compliance with the law, and your consent for the newsletter and analytics cookies, which you can withdraw at any time.',
      ],
    },
    {
      heading: 'Disclosure',
      paragraphs: [
        'We never sell your personal information. We share it only with those who help us serve you, such as carriers delivering your watch, our payment bank, IT and e-mail providers, professional advisers and, if you request an invitation, the third-party insurer; and with authorities where the law requires.',
        'Where any of these providers handles your data outside the UK, we make sure appropriate safeguards are in place.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'We use appropriate technical and organisational measures to protect your information, including encrypted connections and restricted access. We keep personal information only as long as we need it for the purposes above, or as long as the law requires for records such as sales and tax.',
      ],
    },
    {
      heading: 'Your Rights',
      paragraphs: [
        'You have the right to ask for a copy of your information, to have it corrected or deleted, to restrict or object to how we use it, to data portability, and to withdraw consent at any time. You can unsubscribe from the newsletter using the link in any e-mail.',
        "If you are unhappy with how we handle your data, please tell us first. You may also complain to the Information Commissioner's Office (ico.org.uk).",
      ],
    },
    {
      heading: 'Changes',
      paragraphs: [
        'We may update this policy from time to time. The date of the latest update is shown at the top of this page, and significant changes will be highlighted on the website.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        'To exercise your rights or ask about this policy, contact {shopName} at {email} or on {phone}.',
      ],
    },
  ],
};

export const shippingPolicy: Policy = {
  slug: 'shipping',
  title: 'Shipping Policy',
  summary:
    'Insured worldwide shipping: methods, UK and international delivery times, customs and import duties, tracking and signature on delivery.',
  lastUpdated: LAST_UPDATED,
  sections: [
    {
      heading: 'Shipping Methods',
      paragraphs: [
        'We ship worldwide using specialist secure carriers for high-value watches and FedEx for other international shipments. Every parcel is discreetly packed with no external reference to its contents.',
        'You are also welcome to collect your watch by appointment in London, Cheshire (Wilmslow) or Surrey.',
      ],
    },
    {
      heading: 'Delivery Times',
      paragraphs: [
        'Watches are dispatched once payment has cleared. UK deliveries usually arrive within 1 to 5 business days, and international deliveries within 5 to 7 business days. Watches marked Available on Request usually dispatch within 5 to 7 working days after verification.',
      ],
    },
    {
      heading: 'Insurance and Security',
      paragraphs: [
        'Every shipment is insured for the full value of the watch from the moment it leaves us until it is signed for. If a parcel is lost or damaged in transit, we handle the claim with the carrier and arrange a refund or replacement.',
      ],
    },
    {
      heading: 'Customs and Import Duties',
      paragraphs: [
        'For customers in the United Kingdom, the United States and Hong Kong, we cover customs duties and import taxes, so there is nothing further to pay on delivery.',
        'Customers in other countries may have to pay import duties and taxes charged by their country. These are set by local authorities and are outside our control; we are happy to help you estimate them before you buy.',
      ],
    },
    {
      heading: 'Tracking',
      paragraphs: [
        'We send you a tracking reference by e-mail as soon as your watch is dispatched, so you can follow it to your door.',
      ],
    },
    {
      heading: 'Delivery Requirements',
      paragraphs: [
        'A signature is required on every delivery, and the carrier may ask for identification. We cannot deliver to PO boxes or leave parcels with neighbours or in safe places. If you miss a delivery, the carrier will arrange another attempt or collection from a secure depot.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        'For any question about shipping, contact {shopName} at {email} or on {phone}.',
      ],
    },
  ],
};

export const policies = {
  terms: termsPolicy,
  privacy: privacyPolicy,
  shipping: shippingPolicy,
} as const satisfies Record<Policy['slug'], Policy>;

const policiesDe = {
  terms: termsPolicyDe,
  privacy: privacyPolicyDe,
  shipping: shippingPolicyDe,
} as const satisfies Record<Policy['slug'], Policy>;

/** A policy in the page's language; the German text is a translation, the English one binds. */
export function policyIn(slug: Policy['slug'], locale: Locale): Policy {
  return (locale === 'de' ? policiesDe : policies)[slug];
}
