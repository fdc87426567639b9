/** What other features may use of menus: nothing yet. Another feature imports only this file of the folder. */
export {};
