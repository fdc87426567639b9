/** What other features may use of liveTransfers: nothing yet. Another feature imports only this file of the folder. */
export {};
