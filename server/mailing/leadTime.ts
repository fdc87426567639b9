/**
 * The newsletter's lead time on this server: `MAILING_MIN_LEAD_MINUTES` from the environment (whole
 * minutes, 0 or more), 10 when unset (resources/mailingRules.ts). Read at each check, so a test or
 * an operator's change of the environment applies to the next save.
 */
import { mailingLeadMinutes } from '../../resources/mailingRules.ts';

export const mailingMinLeadMinutes = (env: NodeJS.ProcessEnv = process.env): number => mailingLeadMinutes(env.MAILING_MIN_LEAD_MINUTES);
