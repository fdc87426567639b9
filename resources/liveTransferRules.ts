/**
 * The live transfers' rules (spec 02 §3; ours where the spec names none), declared once for the
 * admin's form and the server's save; their messages are in resources/messages/liveTransfer.ts.
 * - A fee is more than 0; an empty fee is an undisclosed one (or none).
 * - A fee needs its currency, and a currency is refused without a fee (not cleared: the editor sees
 *   why, and nothing typed is dropped in silence).
 * - The clubs differ (compared ignoring case the Turkish way and the spaces around them).
 * - The link name is a slug (`slug` of the catalogue); left empty, the save makes it from the
 *   player's name (`liveTransferLinkName`, the declaration's beforeChange hook).
 */
import { linkNameOf } from './linkNames.ts';
import { foldCase } from './turkishText.ts';
import { asNumber, fail, isBlank, type Rule } from './validationRule.ts';

/** On the fee: more than 0 when given. */
export const feePositive = (): Rule => (value, context) => {
  if (isBlank(value)) return undefined;
  const fee = asNumber(value);
  return fee !== undefined && fee <= 0 ? fail('liveTransferFeePositive', context) : undefined;
};

/** On the currency: needed with a fee, refused without one. */
export const currencyWithFee =
  (feeField = 'fee'): Rule =>
  (value, context) => {
    const hasFee = !isBlank(context.values?.[feeField]);
    if (hasFee && isBlank(value)) return fail('liveTransferCurrencyNeeded', context);
    if (!hasFee && !isBlank(value)) return fail('liveTransferCurrencyWithoutFee', context);
    return undefined;
  };

const clubKey = (value: unknown) => (typeof value === 'string' ? foldCase(value.trim().replace(/\s+/g, ' ')) : '');

/** On the club the player moves to: not the one the player leaves. */
export const differentClubs =
  (fromField = 'fromClub'): Rule =>
  (value, context) => {
    const to = clubKey(value);
    return to !== '' && to === clubKey(context.values?.[fromField]) ? fail('liveTransferSameClub', context) : undefined;
  };

/** The link name a save stores: the one written, else the slug of the player's name (null when that has no letter or digit). */
export const liveTransferLinkName = (values: Readonly<Record<string, unknown>>): string | null => linkNameOf(values.linkName, values.playerName);
