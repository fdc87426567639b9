/** What other features may use of savedViews: nothing yet. Another feature imports only this file of the folder. */
export {};
