import { defineResource } from './defineResource.ts';
import { CURRENCY, LIVE_TRANSFER_KIND } from './enums.ts';
import { approval, boolean, dateTime, enumeration, image, number, text } from './fields.ts';
import { currencyWithFee, differentClubs, feePositive, liveTransferLinkName } from './liveTransferRules.ts';

/**
 * Live transfers (spec 02 §3): football transfer news as it happens, one row per move of a player
 * from one club to another, official (announced) or unofficial (reported), with its fee and currency
 * and whether it is a loan; newest first on the site's live-transfer page, under the site settings'
 * `liveTransferCoverImage` (server/liveTransfers/README.md). Rules: resources/liveTransferRules.ts.
 */
export const liveTransfers = defineResource({
  name: 'liveTransfers',
  typeName: 'LiveTransfer',
  permission: 'liveTransfer',
  operations: { one: 'liveTransfer', list: 'liveTransfers', save: 'saveLiveTransfer', delete: 'deleteLiveTransfer' },
  siteScoped: true,
  fields: {
    playerName: text({ required: true, maxLength: 120, list: true, search: true }),
    fromClub: text({ required: true, maxLength: 120, list: true, search: true }),
    toClub: text({ required: true, maxLength: 120, list: true, search: true, rules: [differentClubs('fromClub')] }),
    /**
     * The spec's "link name": the words of the transfer's address on the site's live-transfer page; a
     * slug, made from the player's name by the save when left empty.
     */
    linkName: text({ maxLength: 200, rules: ['slug'], helperText: 'liveTransfer.hints.linkName' }),
    kind: enumeration(LIVE_TRANSFER_KIND, { required: true, defaultValue: 2, list: true, filter: true }),
    /** Empty: not disclosed (or none). */
    fee: number({ integer: false, nullable: true, rules: [feePositive()], helperText: 'liveTransfer.hints.fee' }),
    currency: enumeration(CURRENCY, { rules: [currencyWithFee('fee')] }),
    /** The spec's "loan player": the player moves on loan. */
    isLoan: boolean({ list: true, filter: true }),
    /** When the move was announced or reported; the list and the page are newest first by it. */
    transferDate: dateTime({ required: true, list: true, filter: true }),
    playerImage: image(),
    isApproved: approval(),
  },
  representation: 'playerName',
  sort: { field: 'transferDate', order: 'DESC' },
  paging: 'keyset',
  hooks: {
    beforeChange: ({ data }) => ({ ...data, linkName: liveTransferLinkName(data) }),
  },
});
