import {describe, expect, it} from 'vitest';
import {historyLine} from './offerHistory';

const pounds = (amount: number) => `£${amount.toLocaleString('en-GB')}`;

describe("an offer's history line", () => {
  it('names which e-mail went, instead of quoting its kind', () => {
    expect(
      historyLine(
        {
          actor: 'shop',
          action: 'mail_sent',
          amount: null,
          message: 'countered',
        },
        pounds,
      ),
    ).toEqual({
      text: 'Shop: E-mail sent to the buyer: the counter-offer',
      quote: null,
    });
  });

  it("quotes the dealer's message and shows a withdrawn draft order", () => {
    expect(
      historyLine(
        {
          actor: 'dealer',
          action: 'countered',
          amount: 11500,
          message: 'Our best.',
        },
        pounds,
      ),
    ).toEqual({text: 'You: Countered £11,500', quote: 'Our best.'});
    expect(
      historyLine(
        {
          actor: 'shop',
          action: 'draft_order_withdrawn',
          amount: 11200,
          message: null,
        },
        pounds,
      ).text,
    ).toBe('Shop: Draft order withdrawn, its hold released £11,200');
  });
});
