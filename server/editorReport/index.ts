/** What other features may use of editorReport: nothing yet. Another feature imports only this file of the folder. */
export {};
