import { FILTER_PARAM, writeFilter } from '../../controls/list/addressFilter.ts';

/** The sent-mail viewer's address showing one newsletter's messages (its `mailing` choice). */
export const sentMailOf = (mailingId: string) => `/mailing/sent-mail?${new URLSearchParams({ [FILTER_PARAM]: writeFilter({ mailing: mailingId })! }).toString()}`;
