/** What other features may use of bulkActions: nothing yet. Another feature imports only this file of the folder. */
export {};
