/** What other features may use of listExport: nothing yet. Another feature imports only this file of the folder. */
export {};
