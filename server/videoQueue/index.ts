/** What other features may use of videoQueue: nothing yet. Another feature imports only this file of the folder. */
export {};
