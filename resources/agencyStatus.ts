/**
 * The desk's workflow status of an agency item, archive item or video (spec 01 §3 shows a status
 * but not its values; these are ours): new on arrival, read once an editor opened it, inProgress
 * while someone writes from it, done when used up, rejected when the desk will not use it (and for
 * items the agency cancelled).
 */
export const AGENCY_STATUSES = ['new', 'read', 'inProgress', 'done', 'rejected'] as const;
export type AgencyStatus = (typeof AGENCY_STATUSES)[number];

export const isAgencyStatus = (value: unknown): value is AgencyStatus => (AGENCY_STATUSES as readonly unknown[]).includes(value);
