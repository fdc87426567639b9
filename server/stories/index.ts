/** What other features may use of stories: nothing yet. Another feature imports only this file of the folder. */
export {};
