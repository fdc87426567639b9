/** What other features may use of activityLog: nothing yet. Another feature imports only this file of the folder. */
export {};
