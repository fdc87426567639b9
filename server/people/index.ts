/** What other features and the delivery API may use of people: the teasers a delivered content carries of its people. */
export { personTeasers } from './personDelivery.ts';
