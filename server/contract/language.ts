/** The languages the API answers in (the request's `language`), Turkish by default. */
export type Language = 'tr' | 'en';
