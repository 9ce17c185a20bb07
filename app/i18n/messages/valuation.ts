// The instant valuation on /sell-your-watch. On-demand: app/i18n/areas/valuation.ts.
export const valuation = {
  heading: 'Instant valuation',
  intro:
    'What we achieved for the same reference in the last 24 months, from our own sales. No e-mail needed.',
  referenceLabel: 'Reference number',
  referenceHint:
    'On the papers or between the lugs, e.g. 126610LN or 5711/1A-010',
  yearLabel: 'Year of production',
  conditionLabel: 'Condition',
  papersLabel: 'Box and papers',
  notSure: 'Not sure',
  yearBefore2000: 'Before 2000',
  year2000s: '2000–2009',
  year2010to2014: '2010–2014',
  year2015to2019: '2015–2019',
  year2020on: '2020 or later',
  submit: 'Value my watch',
  submitting: 'Working it out…',
  scaleSummary: 'How we grade condition',
  estimateHeading: 'What {reference} sold for with us',
  rangeLabel: 'Middle half of our sales',
  rangeExplain:
    'From {n} sales in the last 24 months at the price achieved: a quarter sold for less, a quarter for more.',
  adjustedLabel: 'For a watch like yours',
  adjustedExplain:
    'The middle half moved by how condition and box and papers priced in these sales.',
  effectMore:
    '{factor}: watches like yours ({value}) sold for {percent} more than the others ({like} against {other} sales).',
  effectLess:
    '{factor}: watches like yours ({value}) sold for {percent} less than the others ({like} against {other} sales).',
  effectSame:
    '{factor}: watches like yours ({value}) sold for the same as the others ({like} against {other} sales).',
  effectTooFew:
    '{factor}: too few sales to tell ({like} like yours, {other} others; we need 3 of each), so the range is not adjusted for it.',
  factorCondition: 'Condition',
  factorPapers: 'Box and papers',
  offerLabel: 'Indicative offer',
  offerExplain:
    'What we would expect to offer for a watch like yours, confirmed once we have inspected it.',
  noOffer:
    'These are market prices, not an offer: our offer follows an inspection of your watch.',
  marketHistory: 'Market history of {reference}',
  tooFewHeading: 'Too few sales of {reference} for a fair range',
  tooFewText:
    'We have {n} sales of this reference at a published price in the last 24 months; we need at least 3. We value it by hand instead.',
  unknownHeading: 'No sales of “{reference}” on record',
  unknownText:
    'We have not sold this reference. Check the number on the papers or case, or let us value it by hand.',
  emptyReference: 'Type the reference number to get a valuation.',
  unavailable:
    'The valuation cannot be worked out just now. Send us your watch’s details and we value it by hand.',
  byHand: 'Ask for a valuation by hand',
  sendValuation: 'Send this valuation with your watch',
  carried: 'Your valuation of {reference} goes with this form.',
  yourInputs: 'Your watch: {inputs}',
};
