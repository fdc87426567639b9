/** What other features may use of notifications: nothing yet. Another feature imports only this file of the folder. */
export {};
