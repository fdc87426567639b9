/** What other features and the delivery API may use of socialMedia: a delivered content's share links. */
export { deliveredShareLinks, type DeliveredShareLink } from './shareLinkDelivery.ts';
