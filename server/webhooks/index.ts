/** What other features may use of webhooks: nothing yet. Another feature imports only this file of the folder. */
export {};
