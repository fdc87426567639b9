/** What other features may use of globalSearch: nothing yet. Another feature imports only this file of the folder. */
export {};
