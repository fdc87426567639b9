/** The site settings' text limits (ours: the spec gives none), for the form and for saveSiteSettings. */
export const SITE_SETTINGS_LIMITS = { flashNewsDescription: 500, dreamInterpretationTitle: 200 } as const;
