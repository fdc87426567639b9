/** What other features may use of seoContents: nothing yet. Another feature imports only this file of the folder. */
export {};
