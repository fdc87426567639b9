/**
 * The rule of a site's social media accounts (resources/socialAccount.ts), declared once for the
 * admin's form and the server's save.
 */
import { SOCIAL_NETWORK } from './enums.ts';
import { NETWORK_HANDLE_PATTERNS, type AccountNetwork } from './validationFormats.ts';
import { asText, fail, isBlank, type Rule } from './validationRule.ts';

const isAccountNetwork = (network: string): network is AccountNetwork => Object.hasOwn(NETWORK_HANDLE_PATTERNS, network);

/** Whether `handle` is a valid handle on `network` (a network we do not know has no valid handle). */
export function isNetworkHandle(network: string, handle: string): boolean {
  return isAccountNetwork(network) && NETWORK_HANDLE_PATTERNS[network].test(handle);
}

/**
 * On the handle: the rule of the network chosen in the sibling `networkField`, refused with the
 * spec's "Please enter valid {name} nickname." where {name} is the network's display name
 * (`enums.socialNetwork.<key>`, translated on both sides). Blank is `required`'s business, and so
 * is a missing network.
 */
export const networkHandle =
  (networkField = 'network'): Rule =>
  (value, context) => {
    const network = context.values?.[networkField];
    if (isBlank(value) || typeof network !== 'string' || !SOCIAL_NETWORK.values.some((entry) => entry.value === network)) return undefined;
    const handle = asText(value);
    return handle !== undefined && isNetworkHandle(network, handle) ? undefined : fail('socialHandle', context, { name: `enums.socialNetwork.${network}` });
  };
